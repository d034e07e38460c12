/**
 * The matchmaking endpoints colyseus.js calls (`POST /matchmake/<method>/<room>`),
 * served by us instead of Colyseus's own handler, which routed any URL merely
 * containing "/matchmake", left other methods unanswered, read bodies of any
 * size, reflected every Origin with credentials and trusted forwarding
 * headers. Here: exact paths only, an answer for every method, a body limit
 * enforced while reading, bounded JSON, an origin allow-list, and per-address
 * budgets for matchmaking and for creating matches. Errors keep Colyseus's
 * shape (`{ code, error: "CODE: text" }`), which colyseus.js and the SDK read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import type { Logger } from 'pino';
import { GameError, isGameError } from '../engine';
import { checkBounds } from '../input/limits';
import { AddressLimit } from './address-limit';
import { clientAddress } from './client-address';
import type { CorsPolicy } from './cors';

const PREFIX = '/matchmake';
const METHODS = new Set(['joinOrCreate', 'create', 'join', 'joinById', 'reconnect']);
/** Methods that may open a new match. */
const CREATING = new Set(['joinOrCreate', 'create']);
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface MatchmakingLimits {
  /** Largest request body, in bytes. */
  bodyBytes: number;
  /** Matchmaking requests per client address per minute (0 = no limit). */
  requestsPerMinute: number;
  /** Requests that may create a match (create, quick match) per client address per minute (0 = no limit). */
  createsPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed. */
  trustProxyHops: number;
}

export interface MatchmakingDeps {
  limits: MatchmakingLimits;
  cors: CorsPolicy;
  log: Logger;
  /** The transport's protocol name, which colyseus.js needs when it is not plain WebSocket. */
  protocol?: string;
}

/** Whether a request belongs here: the path is /matchmake or under it (never a query string mentioning it). */
export function isMatchmakingPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?', 1)[0];
  return path === PREFIX || path.startsWith(`${PREFIX}/`);
}

export class Matchmaking {
  private readonly requests: AddressLimit;
  private readonly creates: AddressLimit;

  constructor(private readonly deps: MatchmakingDeps) {
    this.requests = new AddressLimit(deps.limits.requestsPerMinute);
    this.creates = new AddressLimit(deps.limits.createsPerMinute);
  }

  /** Serves a request under /matchmake; answers false for any other path, untouched. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isMatchmakingPath(req.url)) return false;
    this.serve(req, res).catch((e) => {
      this.deps.log.error({ err: e }, 'matchmaking request failed');
      if (!res.headersSent) reply(res, 500, {}, new GameError('INTERNAL', 'the server could not handle the request'));
      else res.end();
    });
    return true;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = this.deps.cors.check(req);
    const headers = cors.allowed ? cors.headers : {};
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
      return reply(res, 503, headers, new GameError('STORAGE_UNAVAILABLE', 'the server is shutting down'));
    }
    const route = /^\/matchmake\/([^/?]+)\/([^/?]+)$/.exec((req.url ?? '').split('?', 1)[0]);
    if (!route || !METHODS.has(route[1]) || !NAME.test(route[2])) {
      return reply(res, 404, headers, new GameError('NOT_FOUND', 'no such matchmaking endpoint'));
    }
    const [, method, roomName] = route;
    if (req.method === 'OPTIONS') {
      res.writeHead(cors.allowed ? 204 : 403, headers).end();
      return;
    }
    if (req.method !== 'POST') {
      return reply(res, 405, { ...headers, Allow: 'POST, OPTIONS' }, new GameError('BAD_REQUEST', 'matchmaking takes POST'));
    }
    if (!cors.allowed) return reply(res, 403, {}, new GameError('FORBIDDEN', 'this origin may not use this server'));
    const address = clientAddress(req, this.deps.limits.trustProxyHops);
    const { requestsPerMinute, createsPerMinute } = this.deps.limits;
    if (!this.requests.take(address)) {
      return tooMany(res, headers, this.requests.retryAfter(address), `at most ${requestsPerMinute} matchmaking requests a minute from one address`);
    }
    if (CREATING.has(method) && !this.creates.take(address)) {
      return tooMany(res, headers, this.creates.retryAfter(address), `at most ${createsPerMinute} new matches a minute from one address`);
    }
    const body = await readBody(req, this.deps.limits.bodyBytes);
    if (body === 'too-large') {
      return reply(
        res,
        413,
        { ...headers, Connection: 'close' },
        new GameError('BAD_REQUEST', `request bodies are at most ${this.deps.limits.bodyBytes} bytes`),
      );
    }
    let options: unknown;
    try {
      options = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
      checkBounds(options);
    } catch (e) {
      return reply(res, 400, headers, isGameError(e) ? e : new GameError('BAD_REQUEST', 'the request body is not JSON'));
    }
    const context: AuthContext = { token: bearer(req.headers.authorization), headers: req.headers, ip: address, req };
    try {
      const reservation = await matchMaker.controller.invokeMethod(method, roomName, options, context);
      if (this.deps.protocol !== undefined) Object.assign(reservation, { protocol: this.deps.protocol });
      send(res, 200, headers, reservation);
    } catch (e) {
      send(res, 200, headers, refusal(e, method, options));
    }
  }
}

/** Colyseus's error shape with our code leading the text; Colyseus's own refusals are given our codes. */
function refusal(e: unknown, method: string, options: unknown): { code: number | string; error: string } {
  if (e instanceof ServerError && /^[A-Z_]+: /.test(e.message)) return { code: e.code, error: e.message };
  const message = e instanceof Error ? e.message : String(e);
  // Colyseus's SeatReservationError (not exported) says only "<room> is already full.";
  // a room refuses a reservation only through admission.ts's bounds.
  if (/is already full\.$/.test(message)) {
    const spectate = options !== null && typeof options === 'object' && (options as Record<string, unknown>).spectate === true;
    return spectate
      ? { code: 'SPECTATORS_FULL', error: 'SPECTATORS_FULL: no room for more spectators right now; try again in a few seconds' }
      : { code: 'RATE_LIMITED', error: 'RATE_LIMITED: too many joins are pending for this match; try again in a few seconds' };
  }
  if (/not found|disposed/i.test(message) && method === 'joinById') return { code: 'NOT_FOUND', error: 'NOT_FOUND: no such match is open' };
  const code = e instanceof ServerError ? e.code : 'INTERNAL';
  return { code, error: message.slice(0, 300) };
}

function tooMany(res: ServerResponse, headers: Record<string, string>, retryAfter: number, what: string): void {
  reply(res, 429, { ...headers, 'Retry-After': String(retryAfter) }, new GameError('RATE_LIMITED', `${what}; try again in ${retryAfter} s`));
}

function reply(res: ServerResponse, status: number, headers: Record<string, string>, err: GameError): void {
  send(res, status, headers, { code: err.code, error: `${err.code}: ${err.message}` });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }).end(text);
}

function bearer(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The body, or 'too-large' as soon as it is known to be over the limit: from
 * Content-Length before reading anything, or while reading. The rest of an
 * oversized body is not read; the connection is closed after the answer.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
