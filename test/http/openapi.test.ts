/**
 * GET /api/openapi.json against the real API: every route the server answers
 * is described and every description is a route, and real answers of each
 * described GET validate against their schemas.
 */
import type { MatchConnection } from '../../client-sdk/src';
import { OPENAPI } from '../../server/src/http/openapi';
import { rftg } from '../../server/src/games/rftg';
import { highCard } from '../fixtures/high-card';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

type Schema = { [k: string]: unknown };

/** A small JSON Schema check: $ref, type, enum, anyOf, properties, required, items, additionalProperties. */
function problems(schema: Schema, value: unknown, at = '$'): string[] {
  if (typeof schema.$ref === 'string') return problems(OPENAPI.components.schemas[schema.$ref.split('/').pop()!], value, at);
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Schema[]).some((s) => problems(s, value, at).length === 0) ? [] : [`${at}: matches none of its forms`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  const type = schema.type;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (type !== undefined && type !== actual && !(type === 'number' && actual === 'integer')) return [`${at}: a ${actual}, not a ${String(type)}`];
  const out: string[] = [];
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in record)) out.push(`${at}.${key}: missing`);
    const props = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, v] of Object.entries(record)) {
      const sub = props[key] ?? (schema.additionalProperties as Schema | undefined);
      if (sub) out.push(...problems(sub, v, `${at}.${key}`));
    }
  }
  if (actual === 'array' && schema.items) (value as unknown[]).forEach((v, i) => out.push(...problems(schema.items as Schema, v, `${at}[${i}]`)));
  return out;
}

describe('the OpenAPI description', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, {}, undefined, [highCard, rftg]);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  it('lists exactly the routes the server answers', async () => {
    type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
    const routes = (stack: Layer[]): string[] =>
      stack.flatMap((l) =>
        l.route ? Object.keys(l.route.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`) : l.handle?.stack ? routes(l.handle.stack) : [],
      );
    const served = routes((server.app as unknown as { _router: { stack: Layer[] } })._router.stack).filter((r) => typeof r === 'string' && !r.includes('*'));
    const described = Object.entries(OPENAPI.paths)
      .filter(([path]) => !path.startsWith('/matchmake'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(served.filter((r) => r.startsWith('GET /api') || r.startsWith('GET /healthz') || r.startsWith('GET /metrics')).sort()).toEqual(described.sort());
    const body = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(body).toEqual(JSON.parse(JSON.stringify(OPENAPI)));
  });

  it('describes real answers', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 1 }, name: 'A' });
    const b = await server.client().join(a.matchId, 'B');
    open.push(a, b);
    await playMoves([a, b], 100, 'openapi');
    const waiting = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'W' });
    open.push(waiting);
    const checks: [string, string][] = [
      ['/healthz', '/healthz'],
      ['/api/games', '/api/games'],
      ['/api/games/{game}/catalogue', '/api/games/rftg/catalogue'],
      ['/api/lobby', '/api/lobby'],
      ['/api/matches', '/api/matches?limit=10'],
      ['/api/matches/{id}', `/api/matches/${a.matchId}`],
      ['/api/matches/{id}/replay', `/api/matches/${a.matchId}/replay?step=1`],
    ];
    for (const [path, url] of checks) {
      const res = await fetch(`${server.url}${url}`);
      expect([url, res.status]).toEqual([url, 200]);
      const schema = OPENAPI.paths[path].get?.responses['200'].content?.['application/json'].schema ?? {};
      expect([url, problems(schema, await res.json())]).toEqual([url, []]);
    }
    const refused = await fetch(`${server.url}/api/matches/${a.matchId}/replay?step=999`);
    expect(refused.status).toBe(400);
    expect(problems({ $ref: '#/components/schemas/Error' }, await refused.json())).toEqual([]);
  });
});
