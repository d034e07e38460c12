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
  /** A bot plays for this seat: its player stayed away longer than the match allows. */
  bot: boolean;
  /** When the seat's open prompt runs out (epoch ms, server clock); 0 = no clock running. */
  deadline: number;
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
  /** The match's turn clock in seconds; 0 = none. */
  turnSeconds: number;
  /** Seconds a seat may stay disconnected before a bot plays for it; 0 = never. */
  abandonSeconds: number;
}

/**
 * Match timing, chosen when the match is created (not a game option): a turn
 * clock after which a bot answers the open prompt, and how long a seat may stay
 * empty before a bot plays for it (0 = never; absent = the server's default).
 */
export interface ClockSpec {
  turnSeconds?: number;
  abandonSeconds?: number;
}

/** One seat's clock and bot status, from the match metadata. */
export interface SeatClock {
  /** When the open prompt runs out (epoch ms, server clock), or null. */
  deadline: number | null;
  bot: boolean;
}

export interface MatchSpec {
  game: string;
  seats?: number;
  options?: Record<string, Json>;
  name?: string;
  /** Quick match only pairs players who asked for the same clock. */
  clock?: ClockSpec;
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
