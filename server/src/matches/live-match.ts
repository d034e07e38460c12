/**
 * One match in memory: its seats, its engine runner and its history store.
 * Rooms call this and nothing deeper; every change is stored before it is
 * visible, and changes to one match happen one at a time.
 */
import {
  applyRecorded,
  GameError,
  MatchRunner,
  newSeed,
  replay,
  type GameDefinition,
  type GameRegistry,
  type Json,
  type AnswerTo,
  type MatchResult,
  type MoveOutcome,
  type RngState,
  type Viewer,
  type WirePrompt,
} from '../engine';
import type { LogMessage } from '../protocol';
import type { ClockSettings } from './clock';
import { SerialQueue } from './serial';
import {
  isPlainMove,
  snapshotCadence,
  StorageError,
  type AppendOutcome,
  type MatchStatus,
  type MatchStore,
  type MoveActor,
  type MoveRecord,
} from './match-store';
import { hashToken, newSeatToken, tokenMatches } from './tokens';
import { rulesFor } from './rules-version';
import { MatchLog } from './match-log';

export interface SeatHolder {
  name: string;
  tokenHash: string;
  accountId: string | null;
  /** Since when a bot plays for this seat because its player stayed away; null while a person holds it. */
  abandonedAt: Date | null;
}

export interface MatchInfo {
  id: string;
  game: GameDefinition;
  options: unknown;
  seed: string;
  seatCount: number;
  visibility: 'public' | 'private';
  clock: ClockSettings | null;
}

export interface NewMatchSpec {
  id: string;
  game: string;
  seats: number;
  options: unknown;
  visibility: 'public' | 'private';
  clock?: ClockSettings | null;
  seed?: string;
}

/** A move checked and on its way to storage. */
interface Storing {
  /** The match after this move. */
  after: MatchRunner;
  /** Stored by the group commit (no snapshot, no result, a player's answer). */
  plain: boolean;
  /** Settles when the move is stored and current, or has failed. */
  done: Promise<MoveOutcome>;
}

/**
 * A change that was not stored, so nothing happened. `conflict`: the store's
 * version guard refused a move (the match moved on or ended elsewhere), as
 * opposed to the database failing.
 */
class NotStored extends GameError {
  constructor(
    detail: string,
    readonly conflict = false,
  ) {
    super('STORAGE_UNAVAILABLE', `could not store the change, nothing happened (${detail})`);
  }
}

function storageFailure(e: unknown): NotStored {
  return new NotStored(e instanceof StorageError ? e.message : String(e));
}

/** Longest display name (join-options.ts checks what clients send against the same bound). */
const MAX_NAME = 32;

/**
 * A name no other seat of the match has, so the table, the log and the
 * scores can tell players apart: "Player N" for a player who gave none,
 * "Ann (3)" for a second Ann in seat 3.
 */
export function distinctName(wanted: string | null, seat: number, holders: readonly (SeatHolder | null)[]): string {
  const base = wanted ?? `Player ${seat + 1}`;
  const taken = (n: string) => holders.some((h) => h !== null && h.name.toLowerCase() === n.toLowerCase());
  if (!taken(base)) return base;
  const suffix = ` (${seat + 1})`;
  return `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`;
}

export class LiveMatch {
  private readonly queue = new SerialQueue();
  private runner: MatchRunner | null = null;
  private snapshotVersion = -1;
  /** A move write failed: it may still have committed (e.g. the connection died after COMMIT). */
  private writeUncertain = false;
  /** Moves accepted and being stored, oldest first; each becomes current when it and those before it are stored. */
  private readonly storing: Storing[] = [];
  /** The match's game log; a restored active match replays its history into it when first asked. */
  private readonly log: MatchLog;

  private constructor(
    private readonly store: MatchStore,
    readonly info: MatchInfo,
    private statusValue: MatchStatus,
    private readonly holders: (SeatHolder | null)[],
  ) {
    this.log = new MatchLog(statusValue === 'waiting');
  }

  static async create(store: MatchStore, registry: GameRegistry, spec: NewMatchSpec): Promise<LiveMatch> {
    const { game, seats, options } = registry.resolve(spec.game, spec.seats, spec.options);
    const info: MatchInfo = {
      id: spec.id,
      game,
      options,
      seed: spec.seed ?? newSeed(),
      seatCount: seats,
      visibility: spec.visibility,
      clock: spec.clock ?? null,
    };
    try {
      await store.createMatch({
        id: info.id,
        game: game.id,
        engineVersion: game.engineVersion,
        options,
        seed: info.seed,
        seatCount: seats,
        visibility: spec.visibility,
        clock: info.clock,
      });
    } catch (e) {
      throw storageFailure(e);
    }
    return new LiveMatch(
      store,
      info,
      'waiting',
      Array.from({ length: seats }, () => null),
    );
  }

  /** Rebuilds a waiting or active match from its stored history; null when there is nothing to resume. */
  static async restore(store: MatchStore, registry: GameRegistry, id: string): Promise<LiveMatch | null> {
    const found = await store.getMatch(id);
    if (!found || (found.match.status !== 'waiting' && found.match.status !== 'active')) return null;
    const { match, seats } = found;
    const game = await rulesFor(store, registry, { ...match, seats });
    const info: MatchInfo = {
      id,
      game,
      options: match.options,
      seed: match.seed,
      seatCount: match.seatCount,
      visibility: match.visibility,
      clock: match.clock,
    };
    const holders: (SeatHolder | null)[] = Array.from({ length: match.seatCount }, () => null);
    for (const s of seats) holders[s.seat] = { name: s.name, tokenHash: s.tokenHash, accountId: s.accountId, abandonedAt: s.abandonedAt };
    const live = new LiveMatch(store, info, match.status, holders);
    if (match.status === 'active') {
      const { snapshot, moves } = await store.loadHistory(id, match.moveCount);
      if (!snapshot) throw new Error(`match ${id} is active but has no snapshot`);
      live.runner = replay(game, { options: match.options, seats: live.seatInfos(), seed: match.seed, moves }, { from: snapshot }).runner;
      if (live.runner.v !== match.moveCount) throw new Error(`match ${id}: replayed to ${live.runner.v}, stored ${match.moveCount}`);
      live.snapshotVersion = snapshot.version;
    } else {
      await live.queue.run(() => live.startIfFull());
    }
    return live;
  }

  get id(): string {
    return this.info.id;
  }

  get status(): MatchStatus {
    return this.statusValue;
  }

  get version(): number {
    return this.runner?.v ?? 0;
  }

  seats(): ReadonlyArray<Readonly<SeatHolder> | null> {
    return this.holders;
  }

  hasFreeSeat(): boolean {
    return this.holders.some((h) => h === null);
  }

  /** The seat a token opens, or null. */
  seatOfToken(token: unknown): number | null {
    const i = this.holders.findIndex((h) => h !== null && tokenMatches(token, h.tokenHash));
    return i < 0 ? null : i;
  }

  seatsToMove(): number[] {
    return this.runner?.seatsToMove() ?? [];
  }

  /** The seat's open question, with the id that changes whenever the question does. */
  promptFor(seat: number): WirePrompt | null {
    return this.statusValue === 'active' ? (this.runner?.promptFor(seat) ?? null) : null;
  }

  /** The seat's standing offer (never a clock's or a bot's to answer). */
  offerFor(seat: number): WirePrompt | null {
    return this.statusValue === 'active' ? (this.runner?.offerFor(seat) ?? null) : null;
  }

  result(): MatchResult | null {
    return this.runner?.result() ?? null;
  }

  /** Takes the lowest free seat; starts the match when it was the last one. */
  /** Seats a player under `name` (null: "Player N"); a name another seat already has gets its seat number. */
  takeSeat(wanted: string | null, accountId: string | null): Promise<{ seat: number; token: string }> {
    return this.queue.run(async () => {
      if (this.statusValue !== 'waiting') throw new GameError('MATCH_FULL', 'this match has already started');
      const seat = this.holders.findIndex((h) => h === null);
      if (seat < 0) throw new GameError('MATCH_FULL', 'every seat is taken');
      const name = distinctName(wanted, seat, this.holders);
      const token = newSeatToken();
      const holder: SeatHolder = { name, tokenHash: hashToken(token), accountId, abandonedAt: null };
      try {
        await this.store.addSeat(this.id, seat, name, holder.tokenHash, accountId);
      } catch (e) {
        throw storageFailure(e);
      }
      this.holders[seat] = holder;
      await this.startIfFull();
      return { seat, token };
    });
  }

  /** Gives a seat back before the match starts (its holder left for good). */
  releaseSeat(seat: number): Promise<void> {
    return this.queue.run(async () => {
      if (this.statusValue !== 'waiting' || !this.holders[seat]) return;
      await this.store.removeSeat(this.id, seat);
      this.holders[seat] = null;
    });
  }

  /**
   * Validates, stores, then applies one move: an answer to the seat's prompt,
   * or with `{ offer: true }` to its standing offer. Throws GameError and changes
   * nothing visible on any failure. Only the checking waits its turn: the
   * next move of the match is checked while this one is being stored.
   */
  async submit(seat: number, clientVersion: unknown, move: Json, to: AnswerTo = {}): Promise<MoveOutcome> {
    const { stored } = await this.queue.run(async () => {
      if (this.statusValue === 'waiting') await this.startIfFull();
      if (this.writeUncertain) await this.catchUpWithStore();
      if (this.statusValue !== 'active' || !this.runner) throw new GameError('NOT_ACTIVE', `the match is ${this.statusValue}`);
      return this.write(seat, clientVersion, move, 'player', to);
    });
    try {
      return await stored;
    } catch (e) {
      // Refused by the store's version guard: if the match ended behind this room's back
      // (expired as idle by another process), say so now rather than blame the database.
      if (!(e instanceof NotStored && e.conflict)) throw e;
      await this.queue.run(() => this.catchUpWithStore()).catch(() => undefined);
      if (this.statusValue !== 'active') throw new GameError('NOT_ACTIVE', `the match is ${this.statusValue}`);
      throw e;
    }
  }

  /**
   * A bot answers the seat's prompt `promptId` (with the game's fallback answer, or a random legal one), by the
   * same write-ahead path as a player. Null (nothing done) when that prompt is
   * no longer open: the seat answered meanwhile, or the match moved on or ended.
   */
  async answerFor(seat: number, promptId: string, actor: Exclude<MoveActor, 'player'>, rng: RngState): Promise<MoveOutcome | null> {
    const asked = await this.queue.run(async () => {
      if (this.writeUncertain) await this.catchUpWithStore();
      if (this.statusValue !== 'active' || !this.runner) return null;
      // Moves still being stored count: the prompt must be open after them too.
      const tip = this.tip();
      const prompt = tip.promptFor(seat);
      if (!prompt || prompt.id !== promptId) return null;
      return this.write(seat, tip.v, tip.standInAnswer(seat, rng), actor);
    });
    return asked ? asked.stored : null;
  }

  /** Records that a bot plays for the seat from now on (`true`), or that its player is back (`false`). */
  setAbandoned(seat: number, abandoned: boolean): Promise<void> {
    return this.queue.run(async () => {
      const holder = this.holders[seat];
      if (!holder || (holder.abandonedAt !== null) === abandoned) return;
      const since = abandoned ? new Date() : null;
      try {
        await this.store.setSeatAbandoned(this.id, seat, since);
      } catch (e) {
        throw storageFailure(e);
      }
      holder.abandonedAt = since;
    });
  }

  /** The runner after every move accepted so far, stored or still being stored. */
  private tip(): MatchRunner {
    return this.storing.at(-1)?.after ?? this.runner!;
  }

  /**
   * Runs inside the queue: checks the move on top of the moves still being
   * stored (throwing at once if it is refused), and returns a promise that
   * settles once it is stored and current. Returned in a box so that the
   * queue does not wait for the storing.
   */
  private write(seat: number, clientVersion: unknown, move: Json, actor: MoveActor, to: AnswerTo = {}): { stored: Promise<MoveOutcome> } {
    const after = this.tip().fork();
    const { outcome, result, nextSnapshot, commit } = after.prepare(seat, clientVersion, move, to);
    commit();
    const snapshot = result || outcome.version % snapshotCadence(this.store, this.info.game) === 0 ? nextSnapshot() : undefined;
    const record: MoveRecord = {
      matchId: this.id,
      seq: outcome.version,
      seat,
      move,
      ...(to.offer ? { offer: true } : {}),
      actor,
      snapshot,
      ...(result ? { result } : {}),
    };
    const plain = isPlainMove(record);
    const done = this.storeInOrder(after, plain, () => this.store.appendMove(record)).then(() => {
      this.log.append(outcome.version, outcome.events);
      if (snapshot) this.snapshotVersion = outcome.version;
      if (result) this.statusValue = 'finished';
      return outcome;
    });
    this.storing.push({ after, plain, done });
    return { stored: done };
  }

  /**
   * Stores one move after the one before it, and makes it current only once
   * it and every earlier move are stored. A plain move follows a plain one
   * into the group commit at once (which keeps a match's moves in order, in
   * one statement or the next); anything else is written only after the move
   * before it has settled. If a move fails, every later one in flight fails
   * too: they were checked on top of it.
   */
  private async storeInOrder(after: MatchRunner, plain: boolean, append: () => Promise<AppendOutcome>): Promise<void> {
    const previous = this.storing.at(-1);
    const settled = (e: Storing | undefined) =>
      e?.done.then(
        () => undefined,
        () => undefined,
      );
    let failure: NotStored | null = null;
    if (previous && !(previous.plain && plain)) await settled(previous);
    if (!this.writeUncertain) {
      try {
        if ((await append()) === 'conflict') failure = new NotStored(`match ${this.id} is not active at version ${after.v - 1} in storage`, true);
      } catch (e) {
        failure = storageFailure(e);
      }
    }
    await settled(previous);
    this.storing.shift();
    if (failure || this.writeUncertain) {
      this.writeUncertain = true;
      throw failure ?? new NotStored('an earlier move of this match was not stored');
    }
    this.runner = after;
  }

  /** Waits until no move of this match is being stored. */
  private async drained(): Promise<void> {
    while (this.storing.length > 0) await this.storing.at(-1)!.done.catch(() => undefined);
  }

  /**
   * After a failed write, the stored log is the truth: apply any moves it has
   * beyond ours (a write whose acknowledgement was lost), so memory and
   * history never diverge. Throws STORAGE_UNAVAILABLE while the store is down.
   */
  private async catchUpWithStore(): Promise<void> {
    if (!this.runner) return;
    // A write still in flight could land after the read below.
    await this.drained();
    let later;
    let stored;
    try {
      later = await this.store.movesAfter(this.id, this.runner.v);
      stored = await this.store.statusOf(this.id);
    } catch (e) {
      throw storageFailure(e);
    }
    for (const m of later) this.log.append(this.runner.v + 1, applyRecorded(this.runner, m).events);
    if (this.runner.result()) this.statusValue = 'finished';
    // Ended behind this room's back: expired as idle by another process (`MatchStore.expireIdle`).
    else if (stored === 'aborted') this.statusValue = 'aborted';
    this.writeUncertain = false;
  }

  /** `{ v, view }` for one viewer; the omniscient view only once the match is over. */
  view(viewer: Viewer): { v: number; view: Json } {
    const { v, views } = this.views([viewer]);
    return { v, view: views[0] };
  }

  /** The views of several viewers at one version (see `MatchRunner.views`: they may share parts). */
  views(viewers: readonly Viewer[]): { v: number; views: Json[] } {
    if (viewers.some((v) => v.kind === 'omniscient') && this.statusValue !== 'finished')
      throw new GameError('FORBIDDEN', 'the full view opens when the match ends');
    if (!this.runner) {
      const waiting = this.waitingView();
      return { v: 0, views: viewers.map(() => waiting) };
    }
    return { v: this.runner.v, views: this.runner.views(viewers) };
  }

  /** The game log up to now as `viewer` may see it (the `log` message a client gets on joining). */
  logFor(viewer: Viewer): Promise<LogMessage> {
    return this.queue.run(async () => {
      await this.drained();
      if (!this.runner) return { v: 0, moves: [] };
      if (!this.log.known) {
        let moves;
        try {
          moves = await this.store.movesAfter(this.id, 0);
        } catch (e) {
          throw storageFailure(e);
        }
        this.log.rebuild(this.info.game, { options: this.info.options, seats: this.seatInfos(), seed: this.info.seed, moves: moves.slice(0, this.runner.v) });
      }
      return { v: this.runner.v, moves: this.log.for(viewer) };
    });
  }

  /** Stores a snapshot of the current state if none exists for it (shutdown, room disposal). */
  checkpoint(): Promise<void> {
    return this.queue.run(async () => {
      await this.drained();
      if (!this.runner || this.runner.v === this.snapshotVersion) return;
      await this.store.saveSnapshot(this.id, this.runner.snapshot());
      this.snapshotVersion = this.runner.v;
    });
  }

  /**
   * Forgets a match that never started (a waiting match everyone left, or
   * nobody joined): it has no moves to replay, and keeping it would let
   * anyone fill the public history with empty matches.
   */
  discard(): Promise<void> {
    return this.queue.run(async () => {
      if (this.statusValue !== 'waiting') return;
      await this.store.discardUnstarted(this.id);
      this.statusValue = 'aborted';
    });
  }

  /** Records that a player came back, which keeps the match from expiring as idle; a failure only costs that. */
  touch(): Promise<void> {
    return this.store.touch(this.id).catch(() => undefined);
  }

  /** Resolves when every queued change has been stored. */
  async idle(): Promise<void> {
    await this.queue.idle();
    await this.drained();
  }

  private seatInfos() {
    return this.holders.map((h, i) => ({ name: h?.name ?? `Seat ${i + 1}` }));
  }

  private waitingView(): Json {
    return {
      waiting: true,
      seats: this.holders.map((h) => (h ? { name: h.name } : null)),
      prompt: null,
    };
  }

  private async startIfFull(): Promise<void> {
    if (this.statusValue !== 'waiting' || this.hasFreeSeat()) return;
    const runner = MatchRunner.start(this.info.game, this.info.options, this.seatInfos(), this.info.seed);
    const initial = runner.snapshot();
    try {
      await this.store.startMatch(this.id, initial);
    } catch (e) {
      // Stays waiting with every seat taken; the next move or reclaim tries again.
      throw storageFailure(e);
    }
    this.runner = runner;
    this.snapshotVersion = 0;
    this.statusValue = runner.result() ? 'finished' : 'active';
  }
}
