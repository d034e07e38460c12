/** The wire protocol as a client sees it (see DESIGN.md, "Wire protocol"). */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Prompt {
  id: string;
  seat: number;
  kind: string;
  text: string;
  choices?: Json[];
  pick?: { from: Json[]; min: number; max: number };
}

export interface GameEvent {
  type: string;
  text?: string;
  data?: Json;
}

/** A `view` message: the projection for this client after `v` accepted moves. */
export interface ViewMessage<V = { [key: string]: Json }> {
  v: number;
  view: V & { prompt: Prompt | null };
  events: GameEvent[];
}

export interface SeatMessage {
  matchId: string;
  seat: number;
  /** null when the seat was reclaimed by account (the token is never re-issued). */
  seatToken: string | null;
}

export interface SeatMeta {
  seat: number;
  name: string;
  taken: boolean;
  connected: boolean;
  bot: boolean;
}

/** The public match metadata kept in sync by Colyseus. */
export interface MatchMeta {
  matchId: string;
  game: string;
  status: 'waiting' | 'active' | 'finished' | 'aborted';
  visibility: 'public' | 'private';
  seats: SeatMeta[];
  spectators: number;
  moveCount: number;
  toMove: number[];
}

export interface MatchSpec {
  game: string;
  seats?: number;
  options?: Record<string, Json>;
  name?: string;
}

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

export class OrreryError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OrreryError';
  }
}
