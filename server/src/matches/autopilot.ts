/**
 * Keeps a match moving when people do not: a turn clock per open prompt (a
 * bot answers when it runs out), and a bot that plays for a seat whose player
 * stayed away too long, until that player comes back. It owns timers only;
 * every move goes through LiveMatch like a player's, so the stored log, replays
 * and restores see bot moves exactly as they see any other.
 *
 * Nothing is persisted here: a restored match starts its clocks afresh once
 * a player is back (they lost that time to the server, not to themselves),
 * and its absent seats' countdowns from the moment of the restore; seats
 * already abandoned come back with their bots.
 */
import type { Logger } from 'pino';
import { isGameError, newSeed, seedRng, type MoveOutcome, type RngState } from '../engine';
import type { EffectiveTiming } from './clock';
import type { LiveMatch } from './live-match';

export interface AutopilotHooks {
  /** Whether a person's connection holds the seat right now. */
  isConnected(seat: number): boolean;
  /** A bot moved: everyone must learn it (views, metadata). */
  moved(outcome: MoveOutcome, seat: number, actor: 'bot' | 'clock'): Promise<void>;
  /** Bot status changed without a move (a seat abandoned or reclaimed). */
  changed(): void;
  log: Logger;
}

export interface SeatAutopilot {
  /** Epoch ms at which the seat's open prompt runs out; null without a clock or a prompt. */
  deadline: number | null;
  /** A bot plays for this seat now. */
  bot: boolean;
}

interface Deadline {
  promptId: string;
  at: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Ran out, but the answer is still owed (nobody was here, or the write failed). */
  due: boolean;
}

/** After a failed bot write (database down), try again this much later. */
const RETRY_MS = 1000;

export class Autopilot {
  private readonly deadlines = new Map<number, Deadline>();
  private readonly absence = new Map<number, ReturnType<typeof setTimeout>>();
  /** Seats whose absence ran out but whose abandonment is not stored yet. */
  private readonly absent = new Set<number>();
  private readonly botTurns = new Map<number, { promptId: string; timer: ReturnType<typeof setTimeout> }>();
  /** Seats with a bot move or a status write in flight: one at a time per seat. */
  private readonly busy = new Set<number>();
  private readonly rng: RngState = seedRng(newSeed());
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly live: LiveMatch,
    readonly timing: EffectiveTiming,
    private readonly hooks: AutopilotHooks,
  ) {}

  statusOf(seat: number): SeatAutopilot {
    const holder = this.live.seats()[seat];
    return {
      deadline: this.deadlines.get(seat)?.at ?? null,
      bot: Boolean(holder?.abandonedAt) && !this.hooks.isConnected(seat),
    };
  }

  /**
   * Brings every timer in line with the match and its connections. Called
   * after each change (join, leave, move); cheap and idempotent. It never
   * calls back synchronously.
   */
  sync(): void {
    if (this.stopped) return;
    const active = this.live.status === 'active';
    const holders = this.live.seats();
    // Bots and clocks only push a match forward for someone: with nobody here,
    // an abandoned match would otherwise be played to its end by bots alone.
    const someoneHere = active && holders.some((h, seat) => h !== null && this.hooks.isConnected(seat));
    for (let seat = 0; seat < holders.length; seat++) {
      const holder = holders[seat];
      const connected = this.hooks.isConnected(seat);
      this.syncAbsence(seat, active && holder !== null && !connected && !holder.abandonedAt);
      if (connected && holder?.abandonedAt) this.mark(seat, false);
      const prompt = active ? this.live.promptFor(seat) : null;
      this.syncClock(seat, prompt?.id ?? null, someoneHere);
      const botPlays = Boolean(prompt && holder?.abandonedAt && !connected && someoneHere);
      this.syncBot(seat, botPlays ? prompt!.id : null);
    }
  }

  /** Cancels every timer (room disposal); in-flight writes finish but report nothing. */
  stop(): void {
    this.stopped = true;
    for (const d of this.deadlines.values()) if (d.timer) clearTimeout(d.timer);
    for (const t of this.absence.values()) clearTimeout(t);
    for (const b of this.botTurns.values()) clearTimeout(b.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.deadlines.clear();
    this.absence.clear();
    this.absent.clear();
    this.botTurns.clear();
  }

  /** Counts down an absent seat; once it runs out the seat is marked abandoned (retried until stored). */
  private syncAbsence(seat: number, counting: boolean): void {
    const timer = this.absence.get(seat);
    if (!counting || this.timing.abandonSeconds <= 0) {
      if (timer) clearTimeout(timer);
      this.absence.delete(seat);
      this.absent.delete(seat);
      return;
    }
    if (this.absent.has(seat)) this.mark(seat, true);
    else if (!timer) {
      this.absence.set(
        seat,
        setTimeout(() => {
          this.absence.delete(seat);
          this.absent.add(seat);
          this.sync();
        }, this.timing.abandonSeconds * 1000),
      );
    }
  }

  private syncClock(seat: number, promptId: string | null, someoneHere: boolean): void {
    const current = this.deadlines.get(seat);
    if (current && current.promptId !== promptId) {
      if (current.timer) clearTimeout(current.timer);
      this.deadlines.delete(seat);
    }
    // Clocks (new or run out) only matter for somebody: a question asked while nobody
    // is here (a restored room) starts its clock when somebody comes.
    if (promptId === null || this.timing.turnSeconds === null || !someoneHere) return;
    const deadline = this.deadlines.get(seat);
    if (!deadline) {
      const entry: Deadline = { promptId, at: Date.now() + this.timing.turnSeconds * 1000, timer: null, due: false };
      entry.timer = setTimeout(() => {
        entry.timer = null;
        entry.due = true;
        this.sync();
      }, this.timing.turnSeconds * 1000);
      this.deadlines.set(seat, entry);
    } else if (deadline.due) {
      this.act(seat, promptId, 'clock');
    }
  }

  private syncBot(seat: number, promptId: string | null): void {
    const turn = this.botTurns.get(seat);
    if (turn && turn.promptId === promptId) return;
    if (turn) clearTimeout(turn.timer);
    this.botTurns.delete(seat);
    if (promptId === null) return;
    this.botTurns.set(seat, {
      promptId,
      timer: setTimeout(() => this.act(seat, promptId, 'bot'), this.timing.botDelayMs),
    });
  }

  /** A bot answers the seat's prompt, if that very prompt is still open when its turn in the queue comes. */
  private act(seat: number, promptId: string, actor: 'bot' | 'clock'): void {
    if (this.stopped) return;
    if (this.busy.has(seat)) {
      // Another write for this seat is under way; look again once it is done.
      if (this.botTurns.get(seat)?.promptId === promptId) this.botTurns.delete(seat);
      this.retrySoon();
      return;
    }
    this.busy.add(seat);
    this.live.answerFor(seat, promptId, actor, this.rng).then(
      async (outcome) => {
        this.busy.delete(seat);
        if (this.botTurns.get(seat)?.promptId === promptId) this.botTurns.delete(seat);
        if (this.stopped) return;
        if (outcome) {
          // An answered prompt never keeps its clock, even if the next question looks the same.
          const deadline = this.deadlines.get(seat);
          if (deadline?.promptId === promptId) {
            if (deadline.timer) clearTimeout(deadline.timer);
            this.deadlines.delete(seat);
          }
          this.hooks.log.info({ seat, actor, v: outcome.version }, actor === 'clock' ? 'turn clock ran out; a bot answered' : 'bot moved for an absent player');
          await this.hooks.moved(outcome, seat, actor).catch((e) => this.hooks.log.warn({ err: e }, 'could not announce a bot move'));
        } else {
          this.sync();
        }
      },
      (e) => {
        this.busy.delete(seat);
        if (this.botTurns.get(seat)?.promptId === promptId) this.botTurns.delete(seat);
        this.hooks.log[isGameError(e) && e.code === 'STORAGE_UNAVAILABLE' ? 'warn' : 'error']({ err: e, seat, actor }, 'bot move failed; trying again');
        this.retrySoon();
      },
    );
  }

  /** Stores a seat's bot status; the change is announced once it is stored. */
  private mark(seat: number, abandoned: boolean): void {
    if (this.stopped || this.busy.has(seat)) return;
    this.busy.add(seat);
    this.live.setAbandoned(seat, abandoned).then(
      () => {
        this.busy.delete(seat);
        if (abandoned) this.absent.delete(seat);
        if (this.stopped) return;
        this.hooks.log.info({ seat }, abandoned ? 'seat abandoned; a bot plays for it' : 'player back; the bot stops');
        this.hooks.changed();
      },
      (e) => {
        this.busy.delete(seat);
        this.hooks.log.warn({ err: e, seat }, 'could not store the seat status; trying again');
        this.retrySoon();
      },
    );
  }

  private retrySoon(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.sync();
    }, RETRY_MS);
  }
}
