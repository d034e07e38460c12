/**
 * What rooms need from the process: set once at start-up. Colyseus builds
 * rooms itself, so their dependencies cannot come through a constructor.
 */
import type { Logger } from 'pino';
import type { Accounts } from '../auth/accounts';
import type { GameRegistry } from '../engine';
import type { MatchStore } from '../matches/match-store';
import type { MoveTimes } from '../metrics/move-times';

export interface RoomLimits {
  /** Seconds a dropped player's seat waits for the same connection to return. */
  reconnectSeconds: number;
  spectatorsPerMatch: number;
  /** Messages a client may send per second before being told RATE_LIMITED. */
  messagesPerSecond: number;
  /** Seconds a restored or abandoned room stays up with nobody in it. */
  idleSeconds: number;
  /** Seconds a started match's seat may stay disconnected before a bot plays for it (0 = never); a match's clock may override it. */
  abandonSeconds: number;
  /** A bot's pause before it answers, so the people at the table can follow. */
  botDelayMs: number;
  /** Seconds a new player's or spectator's seat reservation waits for its WebSocket (reclaims wait longer). */
  reservationSeconds: number;
  /** Seconds a connection may take to acknowledge its join before it is dropped. */
  handshakeSeconds: number;
  /** Match rooms this process hosts at most (new and restored); 0 = no limit. */
  maxMatches: number;
}

export interface RoomContext {
  registry: GameRegistry;
  store: MatchStore;
  log: Logger;
  limits: RoomLimits;
  accounts: Accounts;
  /** Where rooms record each accepted move's time in the process (GET /metrics). */
  moveTimes: MoveTimes;
}

let current: RoomContext | null = null;

export function setRoomContext(ctx: RoomContext | null): void {
  current = ctx;
}

export function roomContext(): RoomContext {
  if (!current) throw new Error('room context used before the server set it');
  return current;
}
