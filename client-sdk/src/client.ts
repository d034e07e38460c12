/**
 * The entry point for programs that play, watch or look up Orrery matches:
 * matchmaking over colyseus.js, everything else over the HTTP API.
 */
import { Client, type Room } from 'colyseus.js';
import { MatchConnection, type EarlyMessages } from './connection';
import { MemoryTokenStore, type TokenStore } from './tokens';
import {
  OrreryError,
  type LogMessage,
  type GameInfo,
  type LobbyEntry,
  type MatchSpec,
  type MatchSummary,
  type ReplayStep,
  type SeatMessage,
  type ViewMessage,
} from './types';

export interface OrreryClientOptions {
  /** Keeps seat tokens so a later session (or page load) can reclaim its seat. */
  tokens?: TokenStore;
  /** How hard a dropped connection tries to come back (a restart takes a few seconds); attempts 0 = never. */
  retry?: { attempts: number; delayMs: number };
  fetch?: typeof fetch;
  /** An account token (JWT) from the operator's sign-in, for servers that verify accounts. */
  accountToken?: string;
}

/** Colyseus carries our code as the message prefix `CODE: text` (see server rooms/errors.ts). */
export function toOrreryError(e: unknown): OrreryError {
  if (e instanceof OrreryError) return e;
  const message = e instanceof Error ? e.message : String(e);
  const m = /^([A-Z_]+): ([\s\S]*)$/.exec(message);
  if (m) return new OrreryError(m[1], m[2]);
  if (/not found|disposed/i.test(message)) return new OrreryError('NOT_FOUND', message);
  return new OrreryError('NETWORK', message);
}

const TRANSIENT = /socket hang up|ECONNRESET|ECONNREFUSED|fetch failed|EPIPE/i;

/** Retries a request that failed for network reasons (e.g. a stale keep-alive socket after a restart). */
async function withNetworkRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      const err = toOrreryError(e);
      if (err.code !== 'NETWORK' || !TRANSIENT.test(err.message) || i + 1 >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 100 * (i + 1)));
    }
  }
}

export class OrreryClient {
  readonly tokens: TokenStore;
  private readonly colyseus: Client;
  private readonly retry: { attempts: number; delayMs: number };
  private readonly fetchFn: typeof fetch;

  /** `endpoint` is the server's base URL, e.g. `http://localhost:2567`. */
  constructor(
    readonly endpoint: string,
    opts: OrreryClientOptions = {},
  ) {
    this.colyseus = new Client(endpoint.replace(/^http/, 'ws'));
    this.tokens = opts.tokens ?? new MemoryTokenStore();
    this.retry = opts.retry ?? { attempts: 30, delayMs: 500 };
    // Unbound, a browser's fetch throws "Illegal invocation" when called as a method.
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
    this.accountToken = opts.accountToken;
    if (opts.accountToken) this.colyseus.auth.token = opts.accountToken;
  }

  private readonly accountToken: string | undefined;

  /** Joins the oldest open public match with the same game, seat count and options, or opens one. */
  async quickMatch(spec: MatchSpec): Promise<MatchConnection> {
    // Two players can reserve the last seat of one room at once; the loser just looks again.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.enterSeat(() => this.colyseus.joinOrCreate('match', { ...spec }));
      } catch (e) {
        if (!(e instanceof OrreryError && e.code === 'MATCH_FULL') || attempt >= 3) throw e;
      }
    }
  }

  /** Opens a new match; a private one is never listed and is joined by its id (the invite). */
  createMatch(spec: MatchSpec & { private?: boolean }): Promise<MatchConnection> {
    return this.enterSeat(() => this.colyseus.create('match', { ...spec }));
  }

  /** Takes a free seat of a known match. */
  join(matchId: string, name?: string): Promise<MatchConnection> {
    return this.enterSeat(() => this.colyseus.joinById(matchId, { name }));
  }

  /** Takes back a seat held before (this client's stored token unless one is given). */
  reclaim(matchId: string, seatToken = this.tokens.get(matchId)): Promise<MatchConnection> {
    if (!seatToken) return Promise.reject(new OrreryError('BAD_TOKEN', `no seat token known for match ${matchId}`));
    return this.enterSeat(() => this.colyseus.joinById(matchId, { seatToken }));
  }

  /** Takes back this account's seat (needs `accountToken`); no seat token required. */
  reclaimWithAccount(matchId: string): Promise<MatchConnection> {
    if (!this.accountToken) return Promise.reject(new OrreryError('UNAUTHORIZED', 'reclaimWithAccount needs an account token'));
    return this.enterSeat(() => this.colyseus.joinById(matchId, { reclaim: true }));
  }

  /** Matches this account played (needs `accountToken`), private ones included. */
  myMatches(filter: { game?: string; status?: string; limit?: number; offset?: number } = {}): Promise<{ total: number; matches: MatchSummary[] }> {
    return this.get(`/api/matches${query({ ...filter, mine: 'true' })}`);
  }

  async spectate(matchId: string): Promise<MatchConnection> {
    const room = await withNetworkRetry(() => this.colyseus.joinById(matchId, { spectate: true }));
    const early = collectEarly(room);
    return this.connection(room, 'spectator', null, early.stop());
  }

  games(): Promise<{ games: GameInfo[] }> {
    return this.get('/api/games');
  }

  listMatches(
    filter: { game?: string; status?: string; player?: string; limit?: number; offset?: number } = {},
  ): Promise<{ total: number; matches: MatchSummary[] }> {
    return this.get(`/api/matches${query(filter)}`);
  }

  getMatch(matchId: string): Promise<MatchSummary> {
    return this.get(`/api/matches/${encodeURIComponent(matchId)}`);
  }

  lobby(game?: string): Promise<{ open: LobbyEntry[]; live: LobbyEntry[] }> {
    return this.get(`/api/lobby${query({ game })}`);
  }

  /** The match at `step` (default: now) as `viewer` saw it, with `log`: and the game log up to it; a seat's view sends its token. */
  replay(matchId: string, opts: { viewer?: 'spectator' | 'omniscient' | number; step?: number; seatToken?: string; log?: boolean } = {}): Promise<ReplayStep> {
    const viewer = opts.viewer ?? 'spectator';
    const token = typeof viewer === 'number' ? (opts.seatToken ?? this.tokens.get(matchId) ?? undefined) : undefined;
    return this.get(
      `/api/matches/${encodeURIComponent(matchId)}/replay${query({ viewer: String(viewer), step: opts.step, log: opts.log ? 'true' : undefined })}`,
      token,
    );
  }

  private async get<T>(path: string, seatToken?: string): Promise<T> {
    const headers: Record<string, string> = {};
    if (seatToken) headers['x-seat-token'] = seatToken;
    if (this.accountToken) headers.authorization = `Bearer ${this.accountToken}`;
    const res = await withNetworkRetry(() => this.fetchFn(`${this.endpoint}${path}`, { headers }));
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    if (!res.ok) throw new OrreryError(body?.error?.code ?? 'HTTP', body?.error?.message ?? `HTTP ${res.status}`);
    return body as T;
  }

  /** Joins as a player: the server answers with a `seat` message (also on a reclaim). */
  private async enterSeat(join: () => Promise<Room>): Promise<MatchConnection> {
    const room = await withNetworkRetry(join);
    const early = collectEarly(room);
    const seat = await early.seat;
    if (seat.seatToken) this.tokens.set(seat.matchId, seat.seatToken);
    return this.connection(room, 'player', seat, early.stop());
  }

  private connection(room: Room, role: 'player' | 'spectator', seat: SeatMessage | null, early: EarlyMessages): MatchConnection {
    const matchId = room.roomId;
    return new MatchConnection(
      room,
      role,
      seat,
      {
        reconnect: (token) => this.colyseus.reconnect(token),
        rejoin: () =>
          withNetworkRetry(() =>
            this.colyseus.joinById(matchId, role === 'spectator' ? { spectate: true } : rejoinAsPlayer(seat?.seatToken ?? this.tokens.get(matchId))),
          ).catch((e) => {
            throw toOrreryError(e);
          }),
      },
      this.retry,
      early,
    );
  }
}

/**
 * Messages can arrive before the caller attaches its listeners (the server
 * sends `seat` and the first `view` while the join completes): keep them.
 */
function collectEarly(room: Room): { seat: Promise<SeatMessage>; stop(): EarlyMessages } {
  const views: ViewMessage[] = [];
  const logs: LogMessage[] = [];
  const offView = room.onMessage('view', (v: ViewMessage) => views.push(v));
  const offLog = room.onMessage('log', (l: LogMessage) => logs.push(l));
  let offSeat: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seat = new Promise<SeatMessage>((resolve, reject) => {
    timer = setTimeout(() => reject(new OrreryError('TIMEOUT', 'the server did not assign a seat')), 10_000);
    offSeat = room.onMessage('seat', (s: SeatMessage) => {
      clearTimeout(timer);
      resolve(s);
    });
  });
  // Spectators never wait for a seat; their unobserved promise must not fail loudly.
  seat.catch(() => undefined);
  return {
    seat,
    stop: () => {
      clearTimeout(timer);
      offView();
      offLog();
      offSeat();
      return { views, logs };
    },
  };
}

/** A seat comes back with its token, or (an account's seat reclaimed without one) by account. */
function rejoinAsPlayer(seatToken: string | null | undefined): { seatToken: string } | { reclaim: true } {
  return seatToken ? { seatToken } : { reclaim: true };
}

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string | number][];
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
}
