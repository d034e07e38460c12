/**
 * The game log of one match: the events of its recent moves, with their
 * audiences, so a player who reloads and a spectator who arrives late see the
 * log up to now — each only the events live play would have shown them.
 * Kept in memory beside the match; a restored match rebuilds it on first
 * request by replaying its stored moves from the start.
 */
import { eventsFor, replay, type GameDefinition, type GameEvent, type MatchRecord, type Viewer } from '../engine';
import type { LogEntry } from '../protocol';

/** Moves whose events are kept: a whole game of most games, the recent part of the longest. */
export const MAX_LOG_MOVES = 500;

export class MatchLog {
  /** Null until known: a restored match has not replayed its history yet. */
  private entries: { v: number; events: GameEvent[] }[] | null;

  constructor(known: boolean) {
    this.entries = known ? [] : null;
  }

  get known(): boolean {
    return this.entries !== null;
  }

  /** A move's events, in the order moves become current. */
  append(v: number, events: GameEvent[]): void {
    if (!this.entries) return;
    this.entries.push({ v, events });
    if (this.entries.length > MAX_LOG_MOVES) this.entries.splice(0, this.entries.length - MAX_LOG_MOVES);
  }

  /** Rebuilds the log by replaying the match's every stored move from the start. */
  rebuild(game: GameDefinition, record: MatchRecord): void {
    this.entries = [];
    replay(game, record, { onMove: (v, events) => this.append(v, events) });
  }

  /** What `viewer` may see of the log: moves with no event for it are left out. */
  for(viewer: Viewer): LogEntry[] {
    return (this.entries ?? []).map(({ v, events }) => ({ v, events: eventsFor(events, viewer) })).filter((e) => e.events.length > 0);
  }
}
