/**
 * Hostile HTTP requests against every route: odd methods, ids and query
 * strings with control characters, traversal and injection text, lying or
 * huge lengths, bad and deep JSON, foreign origins. Every request must be
 * answered (never left hanging) with a status below 500, and the event loop
 * must stay on time (meaningful when the server runs in this process).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rawRequest, type RawRequest } from './raw-http';
import type { Rand } from './frames';

export interface HttpFuzzReport {
  sent: number;
  statuses: Record<string, number>;
  unanswered: string[];
  /** Requests answered 500 or above (503 from a database outage excepted). */
  serverErrors: string[];
  worstLoopDelayMs: number;
}

const IDS = [
  '%00',
  'abc%00def',
  '..%2f..%2fetc%2fpasswd',
  '%27%3B%20drop%20table%20matches%3B--',
  'x'.repeat(2000),
  '%ff%fe',
  '%F0%9F%92%A5',
  '%',
  '%zz',
  'a/b',
  '.',
  '..',
];
const VALUES = ['%00', '%01%02', "'%20or%201=1--", 'x'.repeat(5000), '-1', '1e309', 'NaN', '%E2%80%AE', '[]', '{}', '%5B%5D', ''];
const KEYS = ['game', 'status', 'player', 'limit', 'offset', 'mine', 'viewer', 'step', 'status[$ne]', '__proto__', 'constructor', 'a[b][c]', 'game[]'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'FOO'];
const BODIES = [
  '{"game":',
  'null',
  '[]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"polluted":1}}',
  '{"game":"highcard","seats":1e309}',
  JSON.stringify({ game: 'highcard', name: '\u0000\u202e' }),
  'x'.repeat(40_000),
];
const HEADERS: Record<string, string>[] = [
  { 'Content-Length': '99999999999' },
  { 'Content-Length': '-1' },
  { 'Content-Length': 'abc' },
  { 'Transfer-Encoding': 'chunked, identity' },
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
  { Authorization: 'Bearer x.y.z' },
  { Authorization: `Bearer ${'a'.repeat(9000)}` },
  { 'X-Seat-Token': 'x'.repeat(4000) },
  { 'X-Forwarded-For': '1.2.3.4, 5.6.7.8' },
  { 'Content-Type': 'text/plain' },
  {},
];

function pathFor(rand: Rand, matchIds: readonly string[]): string {
  const id = rand(3) === 0 && matchIds.length > 0 ? matchIds[rand(matchIds.length)] : IDS[rand(IDS.length)];
  const query = Array.from({ length: rand(4) }, () => `${KEYS[rand(KEYS.length)]}=${VALUES[rand(VALUES.length)]}`).join('&');
  const paths = [
    '/healthz',
    '/metrics',
    '/api/games',
    '/api/lobby',
    '/api/matches',
    `/api/matches/${id}`,
    `/api/matches/${id}/replay`,
    `/matchmake/${['create', 'joinOrCreate', 'joinById', 'join', 'reconnect', 'steal'][rand(6)]}/${rand(2) ? 'match' : id}`,
    '/',
    '/index.html',
    `/assets/${id}`,
    `/${id}`,
    `/api/${id}`,
    '/matchmake',
    `/x/matchmake/create/match`,
  ];
  const path = paths[rand(paths.length)];
  return query ? `${path}?${query}` : path;
}

/** One random hostile request. */
export function randomRequest(rand: Rand, matchIds: readonly string[]): RawRequest {
  const method = METHODS[rand(METHODS.length)];
  const body = method === 'GET' || method === 'HEAD' ? (rand(4) === 0 ? BODIES[rand(BODIES.length)] : undefined) : BODIES[rand(BODIES.length)];
  const headers: Record<string, string> = { ...HEADERS[rand(HEADERS.length)] };
  if (body !== undefined && !('Content-Length' in headers) && !('Transfer-Encoding' in headers)) headers['Content-Length'] = String(Buffer.byteLength(body));
  return { method, path: pathFor(rand, matchIds), headers, body };
}

export async function fuzzHttp(port: number, requests: Iterable<RawRequest>, timeoutMs = 5000): Promise<HttpFuzzReport> {
  const report: HttpFuzzReport = { sent: 0, statuses: {}, unanswered: [], serverErrors: [], worstLoopDelayMs: 0 };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    for (const req of requests) {
      const res = await rawRequest(port, req, timeoutMs);
      report.sent++;
      const label = `${req.method} ${req.path.slice(0, 120)}`;
      if (!res) {
        report.unanswered.push(label);
        continue;
      }
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      if (res.status >= 500 && res.status !== 503) report.serverErrors.push(`${label} -> ${res.status} ${res.body.slice(0, 200)}`);
    }
  } finally {
    loop.disable();
  }
  report.worstLoopDelayMs = loop.max / 1e6;
  return report;
}
