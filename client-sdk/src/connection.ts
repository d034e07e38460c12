/**
 * One client's presence in one match, as a player or a spectator. It keeps
 * the latest view, and if the connection drops it comes back by itself:
 * first through Colyseus's reconnection window, then by reclaiming the seat
 * with its token (which also works after a server restart).
 */
import type { Room } from 'colyseus.js';
import {
  OrreryError,
  type ConnectionStatus,
  type Json,
  type LogEntry,
  type LogMessage,
  type MatchMeta,
  type SeatClock,
  type SeatMessage,
  type ViewMessage,
} from './types';

type Listener<T> = (value: T) => void;

class Emitter<T> {
  private readonly listeners = new Set<Listener<T>>();
  on(fn: Listener<T>): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  emit(value: T): void {
    for (const fn of [...this.listeners]) fn(value);
  }
  get size(): number {
    return this.listeners.size;
  }
}

/** How a connection re-enters its match after losing the room. */
/** Messages that reach a room before its MatchConnection exists. */
export interface EarlyMessages {
  views: ViewMessage[];
  logs: LogMessage[];
}

export interface Rejoiner {
  /** Colyseus reconnection (same session, within the server's window). */
  reconnect(reconnectionToken: string): Promise<Room>;
  /** A fresh join: the seat token for players, `spectate` for spectators. */
  rejoin(): Promise<Room>;
}

/** Close codes after which coming back would be wrong. */
const CLOSE_SEAT_REPLACED = 4001;

export class MatchConnection {
  readonly matchId: string;
  private room: Room;
  private latestView: ViewMessage | null = null;
  /** The room's synchronised metadata, as Colyseus keeps it (changed in place by each patch). */
  private metaState: { toJSON?: () => MatchMeta } | null = null;
  /** Its plain copy, made when first asked for after a change: most clients read it far less often than it changes. */
  private metaPlain: MatchMeta | null = null;
  private statusValue: ConnectionStatus = 'connected';
  private leaving = false;
  private readonly views = new Emitter<ViewMessage>();
  private readonly errors = new Emitter<OrreryError>();
  private readonly metas = new Emitter<MatchMeta>();
  private readonly statuses = new Emitter<ConnectionStatus>();
  private readonly logs = new Emitter<LogEntry[]>();
  private logEntries: LogEntry[] = [];

  constructor(
    room: Room,
    readonly role: 'player' | 'spectator',
    private seatInfo: SeatMessage | null,
    private readonly rejoiner: Rejoiner,
    private readonly retry: { attempts: number; delayMs: number },
    /** Messages that arrived before this object existed (the `seat` message comes first). */
    early: EarlyMessages = { views: [], logs: [] },
  ) {
    this.matchId = room.roomId;
    this.room = room;
    this.attach(room);
    for (const l of early.logs) this.acceptLog(l);
    for (const v of early.views) this.acceptView(v);
  }

  /**
   * The game log as this connection may see it: what the server sent on
   * joining (and on coming back), then every view's events since. The most
   * recent moves only, for a very long match.
   */
  get log(): LogEntry[] {
    return this.logEntries;
  }

  /** Called whenever the log starts over (on joining and on coming back); views add to it after. */
  onLog(fn: Listener<LogEntry[]>): () => void {
    return this.logs.on(fn);
  }

  get seat(): number | null {
    return this.seatInfo?.seat ?? null;
  }

  get seatToken(): string | null {
    return this.seatInfo?.seatToken ?? null;
  }

  get view(): ViewMessage | null {
    return this.latestView;
  }

  get meta(): MatchMeta | null {
    if (!this.metaPlain && this.metaState) this.metaPlain = this.metaState.toJSON?.() ?? (this.metaState as unknown as MatchMeta);
    return this.metaPlain;
  }

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  /** A seat's turn-clock deadline and bot status (this client's own seat by default); null before metadata arrives. */
  seatClock(seat: number | null = this.seat): SeatClock | null {
    const m = seat === null ? undefined : this.meta?.seats[seat];
    if (!m) return null;
    return { deadline: m.deadline ? m.deadline : null, bot: m.bot };
  }

  onView(fn: Listener<ViewMessage>): () => void {
    return this.views.on(fn);
  }

  onError(fn: Listener<OrreryError>): () => void {
    return this.errors.on(fn);
  }

  onMeta(fn: Listener<MatchMeta>): () => void {
    return this.metas.on(fn);
  }

  onStatus(fn: Listener<ConnectionStatus>): () => void {
    return this.statuses.on(fn);
  }

  /** Answers the open prompt; `v` defaults to the version of the latest view. */
  sendMove(move: Json, v = this.latestView?.v ?? 0): void {
    if (this.role !== 'player') throw new OrreryError('NOT_SEATED', 'spectators cannot move');
    this.room.send('move', { v, move });
  }

  /**
   * Answers the seat's standing offer (`view.offer`: something it may do at any time, such as giving
   * Trade Goods), whether or not it has a prompt open; `v` defaults to the version of the latest view.
   */
  sendOffer(move: Json, v = this.latestView?.v ?? 0): void {
    if (this.role !== 'player') throw new OrreryError('NOT_SEATED', 'spectators cannot move');
    this.room.send('move', { v, move, offer: true });
  }

  /** Sends any message as is: for tools and tests that probe the server. */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  /** Resolves with the first view (the current one included) that satisfies `test`. */
  waitForView(test: (v: ViewMessage) => boolean = () => true, timeoutMs = 10_000): Promise<ViewMessage> {
    return this.waitFor(this.views, test, timeoutMs, this.latestView);
  }

  /** Resolves with the next error the server sends this client. */
  waitForError(timeoutMs = 10_000): Promise<OrreryError> {
    return this.waitFor(this.errors, () => true, timeoutMs, null);
  }

  waitForMeta(test: (m: MatchMeta) => boolean, timeoutMs = 10_000): Promise<MatchMeta> {
    return this.waitFor(this.metas, test, timeoutMs, this.meta);
  }

  waitForStatus(status: ConnectionStatus, timeoutMs = 30_000): Promise<ConnectionStatus> {
    return this.waitFor(this.statuses, (s) => s === status, timeoutMs, this.statusValue);
  }

  /** Leaves for good (a player keeps the seat and its token; the match goes on). */
  async leave(): Promise<void> {
    const wasOpen = this.statusValue !== 'closed';
    this.leaving = true;
    this.setStatus('closed');
    if (!wasOpen) return;
    // colyseus.js waits for the close handshake; a dead socket would never give one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.room.leave(true).catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 2000)))]);
    clearTimeout(timer);
  }

  /** Drops the socket without telling the server, as a network failure would (for tests). */
  simulateDrop(): void {
    (this.room.connection as unknown as { close(code?: number): void }).close(4999);
  }

  private waitFor<T>(source: Emitter<T>, test: (v: T) => boolean, timeoutMs: number, current: T | null): Promise<T> {
    if (current !== null && test(current)) return Promise.resolve(current);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new OrreryError('TIMEOUT', `nothing matching arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = source.on((value) => {
        if (!test(value)) return;
        clearTimeout(timer);
        off();
        resolve(value);
      });
    });
  }

  private acceptView(v: ViewMessage): void {
    this.latestView = v;
    // A view adds its move's events, once: the log sent on joining may already hold them.
    const last = this.logEntries.at(-1)?.v ?? 0;
    if (v.events.length > 0 && v.v > last) this.logEntries.push({ v: v.v, events: v.events });
    this.views.emit(v);
  }

  private setStatus(s: ConnectionStatus): void {
    if (this.statusValue === s) return;
    this.statusValue = s;
    this.statuses.emit(s);
  }

  private acceptLog(l: LogMessage): void {
    this.logEntries = [...l.moves];
    this.logs.emit(this.logEntries);
  }

  private attach(room: Room): void {
    room.onMessage('log', (l: LogMessage) => this.acceptLog(l));
    room.onMessage('view', (v: ViewMessage) => this.acceptView(v));
    room.onMessage('seat', (s: SeatMessage) => {
      this.seatInfo = s;
    });
    room.onMessage('error', (e: { code: string; message: string }) => {
      // Another connection holds the seat now: coming back would only take it away again.
      if (e.code === 'SEAT_REPLACED') this.leaving = true;
      this.errors.emit(new OrreryError(e.code, e.message));
    });
    const takeState = (state: unknown) => {
      this.metaState = state as { toJSON?: () => MatchMeta };
      this.metaPlain = null;
      if (this.metas.size > 0) this.metas.emit(this.meta!);
    };
    room.onStateChange(takeState);
    // The full state can arrive during the join, before this listener exists; nothing else would resend it.
    const current = (room as { state?: unknown }).state as { matchId?: string } | undefined;
    if (current?.matchId) takeState(current);
    room.onLeave((code) => {
      if (this.room !== room) return;
      if (this.leaving || code === CLOSE_SEAT_REPLACED) {
        this.setStatus('closed');
        return;
      }
      void this.comeBack(room);
    });
  }

  private async comeBack(lost: Room): Promise<void> {
    if (this.retry.attempts === 0) {
      this.setStatus('closed');
      return;
    }
    this.setStatus('reconnecting');
    let room: Room | null = null;
    try {
      room = await this.rejoiner.reconnect(lost.reconnectionToken);
    } catch {
      // The window passed or the server restarted: fall back to a fresh join below.
    }
    for (let attempt = 0; !room && attempt < this.retry.attempts && !this.leaving; attempt++) {
      try {
        room = await this.rejoiner.rejoin();
      } catch (e) {
        // A refused token or a finished match will not get better by retrying.
        if (e instanceof OrreryError && ['BAD_TOKEN', 'NOT_FOUND', 'NOT_ACTIVE', 'ENGINE_CHANGED', 'BAD_REQUEST'].includes(e.code)) break;
        await new Promise((r) => setTimeout(r, this.retry.delayMs * Math.min(attempt + 1, 5)));
      }
    }
    if (!room || this.leaving) {
      if (room) await room.leave(true).catch(() => undefined);
      this.setStatus('closed');
      return;
    }
    this.room = room;
    this.attach(room);
    this.setStatus('connected');
  }
}
