/**
 * Hostile WebSocket frames against a live Race for the Galaxy match (the
 * game whose bad-move message once walked a whole client payload): known
 * attacks and seeded random frames must each get a coded answer or a close,
 * quickly, with the event loop never held up, no client input echoed at
 * length, and honest play unaffected afterwards.
 */
import pino from 'pino';
import { Client } from 'colyseus.js';
import type { MatchConnection } from '../../client-sdk/src';
import { randInt, seedRng } from '../../server/src/engine';
import { GAMES } from '../../server/src/games';
import { knownAttacks, randomFrame } from '../../server/src/tools/hostile/frames';
import { fuzzFrames } from '../../server/src/tools/hostile/frame-fuzz';
import { moveFrame, pack } from '../../server/src/tools/hostile/msgpack-write';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

/** Frames of random fuzzing per run in `npm test` (`npm run bench -- hostile` sends many more). */
const RANDOM_FRAMES = Number(process.env.HOSTILE_FRAMES ?? 300);

describe('hostile frames', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { messagesPerSecond: 100_000 }, {}, (u) => u, GAMES);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  /** A started 2-player RftG match: an honest player, and the attacker's seat still free. */
  async function matchWithFreeSeat() {
    const honest = await server.client().createMatch({ game: 'rftg', seats: 2, options: { advanced: true }, name: 'Honest' });
    open.push(honest);
    return honest;
  }

  it('answers every known attack with a coded error or a close, never stalling the loop', async () => {
    const honest = await matchWithFreeSeat();
    const report = await fuzzFrames(server.url, honest.matchId, knownAttacks());
    expect(report.unanswered).toEqual([]);
    expect(report.answers.INTERNAL).toBeUndefined();
    // The 375-byte DAG used to hold the loop for ~30 s; nothing a client sends may hold it for 100 ms.
    expect(report.worstLoopDelayMs).toBeLessThan(100);
    expect(report.longestMessage).toBeLessThanOrEqual(300);
    expect(await server.store.movesAfter(honest.matchId, 0)).toEqual([]);
  });

  it.each([
    ['a shared-reference DAG', knownAttacks().find((a) => a.name.includes('2^27'))!.bytes],
    ['a cycle', knownAttacks().find((a) => a.name === 'cyclic move')!.bytes],
    ['nesting past 32 levels', knownAttacks().find((a) => a.name === 'nesting 33 deep')!.bytes],
    ['more than 10,000 values', knownAttacks().find((a) => a.name === '10,001 values')!.bytes],
  ])('refuses %s with BAD_REQUEST', async (_what, bytes) => {
    const honest = await matchWithFreeSeat();
    const report = await fuzzFrames(server.url, honest.matchId, [{ name: _what, bytes }]);
    expect(report.answers).toEqual({ BAD_REQUEST: 1 });
  });

  it('quotes at most 200 characters of a bad answer back', async () => {
    const honest = await matchWithFreeSeat();
    const raw = await new Client(server.url.replace('http', 'ws')).joinById(honest.matchId, { name: 'Long' });
    const errors: { code: string; message: string }[] = [];
    raw.onMessage('error', (e: { code: string; message: string }) => errors.push(e));
    raw.onMessage('view', () => undefined);
    raw.onMessage('log', () => undefined);
    raw.onMessage('seat', () => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const bulky = Array.from({ length: 1000 }, (_, i) => `option-${i}`);
    // Version 0 is current: these reach the rules, which used to quote the whole answer back.
    raw.connection.send(moveFrame(0, pack(bulky)));
    raw.connection.send(moveFrame(0, pack({ x: 'y'.repeat(5000) })));
    await waitUntil(() => errors.length === 2);
    for (const e of errors) expect(['BAD_MOVE', 'ILLEGAL_MOVE']).toContain(e.code);
    for (const e of errors) {
      expect(e.message.length).toBeLessThanOrEqual(300);
      expect(e.message).not.toContain('option-100');
    }
    await raw.leave();
  });

  it('survives seeded random and mutated frames, and honest play goes on', async () => {
    const honest = await matchWithFreeSeat();
    const rng = seedRng('hostile-frames');
    const rand = (n: number) => randInt(rng, n);
    const valid = [moveFrame(1, pack(0)), moveFrame(1, pack([1, 2])), moveFrame(1, pack({ a: [1, { b: 'c' }] }))];
    const frames = Array.from({ length: RANDOM_FRAMES }, () => randomFrame(rand, valid));
    const report = await fuzzFrames(server.url, honest.matchId, frames, { name: 'Fuzzer' });
    expect(report.unanswered).toEqual([]);
    expect(report.answers.INTERNAL).toBeUndefined();
    expect(report.worstLoopDelayMs).toBeLessThan(100);

    // The honest player still plays, and every accepted move is stored exactly once.
    const before = honest.view!.v;
    expect(await playMoves([honest], 3, 'after-fuzz')).toBeGreaterThan(0);
    expect(honest.view!.v).toBeGreaterThan(before);
    expect(await server.store.movesAfter(honest.matchId, 0)).toHaveLength(honest.view!.v);
  });
});

describe('a flood', () => {
  it('writes one log line per connection and reason', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const server = await startTestServer('pglite', { messagesPerSecond: 5 }, { log });
    try {
      const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'A' });
      const raw = await new Client(server.url.replace('http', 'ws')).joinById(a.matchId, { spectate: true });
      raw.onMessage('error', () => undefined);
      raw.onMessage('view', () => undefined);
      raw.onMessage('log', () => undefined);
      raw.onMessage('log', () => undefined);
      const closed = new Promise<number>((resolve) => raw.onLeave((code) => resolve(code)));
      for (let i = 0; i < 400; i++) raw.connection.send(moveFrame(0, pack([])));
      expect(await closed).toBe(4008);
      await new Promise((r) => setTimeout(r, 200));
      expect(lines.filter((l) => l.includes('message flood')).length).toBe(1);
      await a.leave();
    } finally {
      await server.stop();
    }
  });
});

async function waitUntil(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
