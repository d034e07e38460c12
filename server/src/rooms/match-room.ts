/**
 * One Colyseus room per match: seats, spectators, reconnection and the move
 * message. It knows no game rules: every decision goes to LiveMatch.
 */
import { performance } from 'node:perf_hooks';
import { ClientState, Protocol, Room, type AuthContext, type Client, type ClientPrivate } from '@colyseus/core';
import type { Logger } from 'pino';
import { canonicalJson, eventsFor, GameError, isGameError, quote, type GameEvent, type Json, type Viewer } from '../engine';
import { LiveMatch } from '../matches/live-match';
import { Autopilot } from '../matches/autopilot';
import { effectiveTiming, type ClockSettings } from '../matches/clock';
import type { MoveActor } from '../matches/match-store';
import { roomContext } from './context';
import { clockKey, entryOf, MAX_NAME_LENGTH, normaliseJoinOptions, type Entry } from './join-options';
import type { Account } from '../auth/jwt';
import { toServerError } from './errors';
import { MatchMeta, SeatMeta, syncNumbers } from './meta';
import { inOneWrite } from './one-write';
import { RateLimiter } from './rate-limit';
import { decodeRoomData } from './frames';
import { admit, type PendingReservation, type RoomOccupancy } from './admission';
import { ConnectionLog } from './connection-log';

type Role = { role: 'seat'; seat: number } | { role: 'spectator' };

/** What onAuth learned about the connection. */
interface JoinAuth {
  account: Account | null;
  /** The client's address as the matchmaking request showed it (http/client-address.ts). */
  address: string;
}

interface ClientData {
  who: Role;
  limiter: RateLimiter;
  /** Set once the connection is being closed for abuse: later messages are dropped unanswered. */
  closing: boolean;
}

/** The longest an error message sent to a client may be (client input in it is quoted, shorter still). */
const MAX_ERROR_MESSAGE = 300;

/**
 * Colyseus locks a room whose clients plus pending reservations reach
 * `maxClients`, and a locked room refuses even a reclaim. Our own bounds
 * (seats, MAX_SPECTATORS, admission.ts) keep every room far below this.
 */
const NEVER_LOCK = 100_000;

/** Room creation options after onAuth; `__restore` only ever comes from the server itself. */
interface CreateOptions {
  game?: string;
  seats?: number;
  options?: unknown;
  variant?: string;
  clock?: ClockSettings;
  clockKey?: string;
  private?: boolean;
  __restore?: string;
}

function viewerOf(who: Role): Viewer {
  return who.role === 'seat' ? { kind: 'seat', seat: who.seat } : { kind: 'spectator' };
}

/** Tells the table that a bot, not the seat's player, made the move that follows. */
function autoplayEvent(seat: number, actor: Exclude<MoveActor, 'player'>): GameEvent {
  return {
    type: 'autoplay',
    text: actor === 'clock' ? `seat ${seat}'s clock ran out; a bot answered` : `a bot played for seat ${seat}`,
    data: { seat, by: actor },
  };
}

/** Close code sent to a connection whose seat was reclaimed elsewhere. */
const CLOSE_SEAT_REPLACED = 4001;
/** Close code for a connection that flooded the room with messages. */
const CLOSE_FLOOD = 4008;
/** Close code for a connection that never acknowledged its join. */
const CLOSE_HANDSHAKE_TIMEOUT = 4009;

/** Rooms of this process, for shutdown checkpoints. */
export const liveRooms = new Set<MatchRoom>();
/** Rooms past the MAX_MATCHES check and not yet in liveRooms. */
let roomsOpening = 0;

export class MatchRoom extends Room<MatchMeta> {
  private live!: LiveMatch;
  private autopilot: Autopilot | null = null;
  private disposed = false;
  private log!: Logger;
  private readonly seatClients = new Map<number, Client>();
  private readonly reconnecting = new Map<number, { reject: () => void }>();
  private listedAs = '';
  /** How each pending seat reservation was admitted, by session id (admission.ts). */
  private readonly admitted = new Map<string, PendingReservation>();
  private connectionLog!: ConnectionLog;

  static async onAuth(token: string | undefined, options: unknown, context?: AuthContext): Promise<JoinAuth> {
    try {
      const ctx = roomContext();
      const account = ctx.accounts.identify(token);
      normaliseJoinOptions(ctx.registry, options);
      return { account, address: typeof context?.ip === 'string' ? context.ip : 'unknown' };
    } catch (e) {
      throw toServerError(e);
    }
  }

  async onCreate(options: CreateOptions): Promise<void> {
    const { maxMatches } = roomContext().limits;
    // Rooms still being created count, so a burst of creates cannot overshoot.
    if (maxMatches > 0 && liveRooms.size + roomsOpening >= maxMatches) {
      throw toServerError(new GameError('SERVER_FULL', 'this server hosts as many matches as it may; try again later'));
    }
    roomsOpening++;
    try {
      await this.open(options);
    } finally {
      roomsOpening--;
    }
  }

  private async open(options: CreateOptions): Promise<void> {
    const ctx = roomContext();
    try {
      if (options.__restore) {
        const restored = await LiveMatch.restore(ctx.store, ctx.registry, options.__restore);
        if (!restored) throw new GameError('NOT_FOUND', `match ${options.__restore} has nothing to resume`);
        this.live = restored;
        this.roomId = restored.id;
      } else {
        this.live = await LiveMatch.create(ctx.store, ctx.registry, {
          id: this.roomId,
          game: options.game!,
          seats: options.seats!,
          options: options.options,
          visibility: options.private ? 'private' : 'public',
          clock: options.clock ?? null,
        });
      }
    } catch (e) {
      throw toServerError(e);
    }
    const info = this.live.info;
    this.log = ctx.log.child({ matchId: info.id, game: info.game.id });
    this.connectionLog = new ConnectionLog(this.log);
    // Listing fields quick match filters on; a restored room has no create options to copy them from.
    Object.assign(this.listing, {
      game: info.game.id,
      seats: info.seatCount,
      variant: options.variant ?? canonicalJson(info.options),
      clockKey: options.clockKey ?? clockKey(info.clock),
    });
    this.maxClients = NEVER_LOCK;
    this.setSeatReservationTime(Math.max(15, ctx.limits.idleSeconds));
    // Metadata only changes on events, so patches go out when something changed rather than on a timer.
    this.setPatchRate(null);
    const meta = new MatchMeta();
    meta.matchId = info.id;
    meta.game = info.game.id;
    meta.visibility = info.visibility;
    for (let seat = 0; seat < info.seatCount; seat++) meta.seats.push(Object.assign(new SeatMeta(), { seat }));
    const timing = effectiveTiming(info.clock, ctx.limits);
    meta.turnSeconds = timing.turnSeconds ?? 0;
    meta.abandonSeconds = timing.abandonSeconds;
    this.setState(meta);
    this.autopilot = new Autopilot(this.live, timing, {
      isConnected: (seat) => this.seatClients.has(seat),
      moved: (outcome, seat, actor) => (this.disposed ? Promise.resolve() : this.afterChange([autoplayEvent(seat, actor), ...outcome.events])),
      changed: () => {
        if (!this.disposed) this.refreshMeta();
      },
      log: this.log,
    });
    this.refreshMeta();
    await this.refreshListing();

    liveRooms.add(this);
    this.log.info({ restored: Boolean(options.__restore), status: this.live.status }, 'match room open');
  }

  async onJoin(client: Client, options: Record<string, unknown>, auth?: JoinAuth): Promise<void> {
    const ctx = roomContext();
    const account = auth?.account ?? null;
    try {
      const entry = entryOf(options);
      let who: Role;
      if (entry.kind === 'spectate') {
        if (this.spectatorCount() >= ctx.limits.spectatorsPerMatch) throw new GameError('SPECTATORS_FULL', 'no room for more spectators');
        who = { role: 'spectator' };
      } else if (entry.kind === 'reclaim') {
        const seat = this.live.seatOfToken(entry.token);
        if (seat === null) throw new GameError('BAD_TOKEN', 'that token opens no seat of this match');
        this.takeOverSeat(seat);
        client.send('seat', { matchId: this.live.id, seat, seatToken: entry.token });
        who = { role: 'seat', seat };
      } else if (entry.kind === 'reclaim-account') {
        const seat = account ? this.live.seats().findIndex((h) => h?.accountId === account.id) : -1;
        if (seat < 0) throw new GameError(account ? 'BAD_TOKEN' : 'UNAUTHORIZED', 'no seat of this match belongs to your account');
        this.takeOverSeat(seat);
        // The account is the key here: the stored token is only a hash and is not re-issued.
        client.send('seat', { matchId: this.live.id, seat, seatToken: null });
        who = { role: 'seat', seat };
      } else {
        const { seat, token } = await this.live.takeSeat(entry.name ?? account?.name?.slice(0, MAX_NAME_LENGTH) ?? null, account?.id ?? null);
        client.send('seat', { matchId: this.live.id, seat, seatToken: token });
        who = { role: 'seat', seat };
      }
      if (entry.kind === 'reclaim' || entry.kind === 'reclaim-account') void this.live.touch();
      client.userData = { who, limiter: new RateLimiter(ctx.limits.messagesPerSecond), closing: false } satisfies ClientData;
      this.dropIfNeverAcknowledged(client, ctx.limits.handshakeSeconds);
      if (who.role === 'seat') this.seatClients.set(who.seat, client);
      this.log.info({ seat: who.role === 'seat' ? who.seat : undefined, role: who.role, entry: entry.kind, account: account?.id }, 'joined');
    } catch (e) {
      if (!isGameError(e)) this.log.error({ err: e }, 'join failed');
      throw toServerError(e);
    }
    await this.greet(client);
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    const data = client.userData as ClientData | undefined;
    if (!data) return;
    if (data.who.role === 'spectator') {
      this.refreshMeta();
      return;
    }
    const seat = data.who.seat;
    if (this.seatClients.get(seat) !== client) return; // replaced by a reclaim already
    this.seatClients.delete(seat);
    this.refreshMeta();
    const open = this.live.status === 'waiting' || this.live.status === 'active';
    if (!consented && open) {
      this.log.info({ seat }, 'dropped; holding the seat for reconnection');
      const pending = this.allowReconnection(client, roomContext().limits.reconnectSeconds);
      this.reconnecting.set(seat, { reject: () => pending.reject(new Error('seat reclaimed')) });
      try {
        const back = await pending;
        this.reconnecting.delete(seat);
        this.seatClients.set(seat, back);
        this.log.info({ seat }, 'reconnected');
        await this.greet(back);
        return;
      } catch {
        this.reconnecting.delete(seat);
        if (this.seatClients.has(seat)) return; // reclaimed with the token meanwhile
      }
    }
    // Before the match starts a seat nobody holds goes back to the pool; once started it waits for its token.
    if (this.live.status === 'waiting') {
      await this.live.releaseSeat(seat).catch((e) => this.log.warn({ err: e, seat }, 'could not release seat'));
      this.refreshMeta();
      await this.refreshListing();
    }
  }

  async onDispose(): Promise<void> {
    liveRooms.delete(this);
    this.disposed = true;
    this.autopilot?.stop();
    if (!this.live) return;
    try {
      // A match that never started has no history worth a row: it must not linger in the public list.
      if (this.live.status === 'waiting' && this.live.seats().every((h) => h === null)) await this.live.discard();
      else await this.live.checkpoint();
    } catch (e) {
      this.log.warn({ err: e }, 'could not store the final checkpoint');
    }
    this.log.info({ status: this.live.status, v: this.live.version }, 'match room closed');
  }

  /** For GET /metrics; undefined while the room is still being created. */
  get matchStatus(): string | undefined {
    return this.live?.status;
  }

  /** Stores a snapshot; used on graceful shutdown. */
  checkpoint(): Promise<void> {
    return this.live.checkpoint();
  }

  /**
   * Every client message enters here. Colyseus would decode it with msgpackr,
   * which honours shared references (input/msgpack.ts); we decode it
   * ourselves, bounded, before any handler sees it. Join acknowledgements and
   * leave requests carry no payload and stay with Colyseus.
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    const code = buffer[0];
    const handshake = code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING;
    if (handshake || code === Protocol.LEAVE_ROOM) return super._onMessage(client, buffer);
    if (client.state === ClientState.LEAVING) return;
    void this.guard(client, async () => {
      if (code === Protocol.ROOM_DATA_BYTES) throw new GameError('BAD_REQUEST', 'binary messages are not accepted');
      if (code !== Protocol.ROOM_DATA) throw new GameError('BAD_REQUEST', `unexpected frame (protocol code ${code})`);
      const { type, message } = decodeRoomData(buffer);
      if (type !== 'move') throw new GameError('BAD_REQUEST', `unknown message type ${quote(type, 40)}`);
      await this.onMove(client, message);
    });
  }

  /**
   * Seat reservations, bounded per kind (admission.ts) instead of by
   * Colyseus's `maxClients`, so reservations that never connect cannot lock
   * players out. Reconnections Colyseus makes for a dropped client pass as before.
   */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions: unknown = true,
    authData: unknown = undefined,
    seconds: number = this.seatReservationTime,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (allowReconnection || !this.live) return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    const options = joinOptions !== null && typeof joinOptions === 'object' ? (joinOptions as Record<string, unknown>) : {};
    let entry: Entry;
    try {
      entry = entryOf(options);
    } catch {
      return false;
    }
    const address = (authData as Partial<JoinAuth> | undefined)?.address ?? 'unknown';
    const verdict = admit(entry, address, this.pendingReservations(), this.occupancy(entry, (authData as Partial<JoinAuth> | undefined)?.account ?? null));
    if (!verdict.admit) {
      this.connectionLog.once(this, `reservations-${verdict.reason}`, 'info', { address }, 'seat reservation refused');
      return false;
    }
    // A reclaim keeps the room's longer reservation time; the others need only the moment it takes to connect.
    const hold = verdict.class === 'reclaim' ? seconds : Math.min(seconds, roomContext().limits.reservationSeconds);
    const ok = await super._reserveSeat(sessionId, joinOptions, authData, hold, allowReconnection, devModeReconnection);
    if (ok) this.admitted.set(sessionId, { class: verdict.class, address });
    return ok;
  }

  /** Reservations admitted and neither consumed nor expired (Colyseus removes both from `reservedSeats`, or hides consumed ones). */
  private pendingReservations(): PendingReservation[] {
    const live = new Set(Object.keys(this.reservedSeats));
    for (const id of this.admitted.keys()) if (!live.has(id)) this.admitted.delete(id);
    return [...this.admitted.values()];
  }

  private occupancy(entry: Entry, account: Account | null): RoomOccupancy {
    const seats = this.live.seats();
    const validReclaim =
      (entry.kind === 'reclaim' && this.live.seatOfToken(entry.token) !== null) ||
      (entry.kind === 'reclaim-account' && account !== null && seats.some((h) => h?.accountId === account.id));
    return {
      spectators: this.spectatorCount(),
      spectatorCap: roomContext().limits.spectatorsPerMatch,
      seatFree: this.live.status === 'waiting' && seats.some((h) => h === null),
      validReclaim,
    };
  }

  /**
   * A client that took its place but never acknowledged the join stays in
   * JOINING, holding a slot while everything sent to it queues up: drop it.
   */
  private dropIfNeverAcknowledged(client: Client, seconds: number): void {
    // Not the room's clock: it only advances while the room ticks, and this room does not tick.
    setTimeout(() => {
      if (client.state !== ClientState.JOINING) return;
      this.connectionLog.once(client, 'handshake', 'info', { sessionId: client.sessionId }, 'join never acknowledged; closing');
      client.leave(CLOSE_HANDSHAKE_TIMEOUT);
    }, seconds * 1000).unref();
  }

  private async onMove(client: Client, message: Json | undefined): Promise<void> {
    const { who } = client.userData as ClientData;
    if (who.role !== 'seat') throw new GameError('NOT_SEATED', 'spectators cannot move');
    if (message === null || typeof message !== 'object' || Array.isArray(message) || message.move === undefined) {
      throw new GameError('BAD_REQUEST', 'a move message is { v, move } (with offer: true for an answer to the standing offer)');
    }
    const { v, move, offer } = message;
    if (offer !== undefined && typeof offer !== 'boolean') throw new GameError('BAD_REQUEST', 'offer must be true or false (or left out)');
    const before = this.live.version;
    const statusBefore = this.live.status;
    const arrived = performance.now();
    try {
      const outcome = await this.live.submit(who.seat, v, move, { offer: offer === true });
      await this.afterChange(outcome.events);
      roomContext().moveTimes.record(performance.now() - arrived);
    } catch (e) {
      // A failed write can be found committed after all, or the match ended meanwhile
      // (expired as idle elsewhere): then everyone learns the new state.
      if (this.live.version !== before || this.live.status !== statusBefore) await this.afterChange([]);
      throw e;
    }
  }

  /** Runs a client request; any failure becomes an `error` message to that client alone. */
  private async guard(client: Client, task: () => Promise<void>): Promise<void> {
    const data = client.userData as ClientData | undefined;
    if (!data || data.closing) return;
    const verdict = data.limiter.hit();
    if (verdict === 'abusive') {
      data.closing = true;
      this.connectionLog.once(client, 'flood', 'warn', { sessionId: client.sessionId }, 'message flood; disconnecting');
      client.leave(CLOSE_FLOOD);
      return;
    }
    try {
      if (verdict === 'limited') throw new GameError('RATE_LIMITED', 'too many messages; slow down');
      await task();
    } catch (e) {
      const err = isGameError(e) ? e : new GameError('INTERNAL', 'the server failed to handle this request');
      if (!isGameError(e)) this.connectionLog.once(client, 'internal', 'error', { err: e, sessionId: client.sessionId }, 'request failed');
      client.send('error', { code: err.code, message: err.message.slice(0, MAX_ERROR_MESSAGE) });
    }
  }

  /** A client that just joined or came back: the game log so far, then its view. */
  private async greet(client: Client): Promise<void> {
    const data = client.userData as ClientData | undefined;
    if (data) {
      try {
        client.send('log', await this.live.logFor(viewerOf(data.who)));
      } catch (e) {
        // The log is a courtesy: a database hiccup must not cost the player the seat it just took.
        this.connectionLog.once(client, 'log', 'warn', { err: e, sessionId: client.sessionId }, 'could not send the game log');
      }
    }
    await this.afterChange([], client);
  }

  /** After a join or a move: new views to everyone (or one client), metadata, listing. */
  private async afterChange(events: GameEvent[], only?: Client): Promise<void> {
    const wasWaiting = this.state.status === 'waiting';
    // The patch goes to every client, so every client's socket waits for its view as well.
    inOneWrite(this.clients, () => {
      this.sendViews(only ? [only] : this.clients, events);
      // A start (the last seat taken) is news for everybody already in the room.
      if (only && wasWaiting && this.live.status !== 'waiting') {
        this.sendViews(
          this.clients.filter((client) => client !== only),
          [],
        );
      }
      this.refreshMeta();
    });
    await this.refreshListing();
  }

  private sendViews(clients: readonly Client[], events: GameEvent[]): void {
    const to = clients.flatMap((client) => {
      const data = client.userData as ClientData | undefined;
      if (!data) return [];
      return [{ client, viewer: viewerOf(data.who) }];
    });
    if (to.length === 0) return;
    const { v, views } = this.live.views(to.map((t) => t.viewer));
    to.forEach(({ client, viewer }, i) => client.send('view', { v, view: views[i], events: eventsFor(events, viewer) }));
  }

  private takeOverSeat(seat: number): void {
    this.reconnecting.get(seat)?.reject();
    this.reconnecting.delete(seat);
    const previous = this.seatClients.get(seat);
    if (previous) {
      previous.send('error', { code: 'SEAT_REPLACED', message: 'this seat was reclaimed by another connection' });
      this.seatClients.delete(seat);
      previous.leave(CLOSE_SEAT_REPLACED);
    }
  }

  private spectatorCount(): number {
    return this.clients.filter((c) => (c.userData as ClientData | undefined)?.who.role === 'spectator').length;
  }

  private refreshMeta(): void {
    // Every change passes here, so this is where the clocks and bots catch up with it.
    this.autopilot?.sync();
    const meta = this.state;
    meta.status = this.live.status;
    meta.moveCount = this.live.version;
    syncNumbers(meta.toMove, this.live.seatsToMove());
    this.live.seats().forEach((holder, seat) => {
      const m = meta.seats[seat];
      m.taken = holder !== null;
      m.name = holder?.name ?? '';
      m.connected = this.seatClients.has(seat);
      const auto = this.autopilot?.statusOf(seat);
      m.bot = auto?.bot ?? false;
      m.deadline = auto?.deadline ?? 0;
    });
    meta.spectators = this.spectatorCount();
    this.broadcastPatch();
  }

  /** Lobby data, and hiding started or private matches from quick match. */
  private async refreshListing(): Promise<void> {
    const info = this.live.info;
    const seats = this.live.seats();
    const metadata = {
      game: info.game.id,
      seatCount: info.seatCount,
      seatsTaken: seats.filter(Boolean).length,
      players: seats.map((h) => h?.name ?? null),
      options: info.options,
      clock: info.clock,
      status: this.live.status,
      visibility: info.visibility,
    };
    // The listing may live in Redis: write it only when the lobby would show something new.
    const key = JSON.stringify(metadata);
    if (key !== this.listedAs) {
      this.listedAs = key;
      await this.setMetadata(metadata);
    }
    const hidden = info.visibility === 'private' || this.live.status !== 'waiting';
    if (this.listing.private !== hidden) await this.setPrivate(hidden);
  }
}
