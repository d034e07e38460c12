/**
 * The hostile-input fuzzers at a large size (`npm run bench -- hostile`):
 * `BENCH_HOSTILE_FRAMES` random and mutated WebSocket frames (default 5,000)
 * plus every known attack into a live RftG match, and `BENCH_HOSTILE_REQUESTS`
 * hostile HTTP requests (default 3,000) over every route, against an
 * in-process server on embedded PGlite. A frame or request left unanswered, a
 * server error, or an event-loop delay of 100 ms or more sets a non-zero exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { OrreryClient } from '../client-sdk/src';
import { configFromEnv } from '../server/src/config';
import { randInt, seedRng } from '../server/src/engine';
import { GAMES } from '../server/src/games';
import { startServer } from '../server/src/server';
import { knownAttacks, randomFrame } from '../server/src/tools/hostile/frames';
import { fuzzFrames } from '../server/src/tools/hostile/frame-fuzz';
import { fuzzHttp, randomRequest } from '../server/src/tools/hostile/http-fuzz';
import { moveFrame, pack } from '../server/src/tools/hostile/msgpack-write';
import { round, type BenchResult } from './stats';

const LOOP_BUDGET_MS = 100;

export async function hostileFuzz(
  frames = Number(process.env.BENCH_HOSTILE_FRAMES ?? 5000),
  requests = Number(process.env.BENCH_HOSTILE_REQUESTS ?? 3000),
): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-hostile-'));
  const base = configFromEnv({});
  // One address sends everything: its budgets are off, and the message rate is the fuzzer's.
  const config = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    limits: { ...base.limits, messagesPerSecond: 100_000 },
    http: { ...base.http, requestsPerMinute: 0, createsPerMinute: 0, apiRequestsPerMinute: 0 },
  };
  const server = await startServer(config, GAMES, { log: pino({ level: 'silent' }) });
  const results: BenchResult[] = [];
  try {
    const rng = seedRng(process.env.BENCH_HOSTILE_SEED ?? 'bench-hostile');
    const rand = (n: number) => randInt(rng, n);
    const honest = await new OrreryClient(server.url).createMatch({ game: 'rftg', seats: 2, options: { expansion: 'bow' }, name: 'Honest' });
    const valid = [moveFrame(1, pack(0)), moveFrame(1, pack([1, 2])), moveFrame(1, pack({ a: [1, { b: 'c' }] }))];
    const stream = [...knownAttacks(), ...Array.from({ length: frames }, () => randomFrame(rand, valid))];
    const t0 = Date.now();
    const f = await fuzzFrames(server.url, honest.matchId, stream);
    results.push({
      name: 'hostile frames (RftG match)',
      metrics: {
        sent: f.sent,
        unanswered: f.unanswered.length,
        internal: f.answers.INTERNAL ?? 0,
        worstLoopMs: round(f.worstLoopDelayMs),
        longestMessage: f.longestMessage,
        seconds: round((Date.now() - t0) / 1000),
      },
    });
    const t1 = Date.now();
    const h = await fuzzHttp(
      server.port,
      Array.from({ length: requests }, () => randomRequest(rand, [honest.matchId])),
    );
    results.push({
      name: 'hostile HTTP requests',
      metrics: {
        sent: h.sent,
        unanswered: h.unanswered.length,
        serverErrors: h.serverErrors.length,
        worstLoopMs: round(h.worstLoopDelayMs),
        seconds: round((Date.now() - t1) / 1000),
      },
    });
    for (const name of [...f.unanswered, ...h.unanswered]) console.error(`UNANSWERED ${name}`);
    for (const line of h.serverErrors) console.error(`SERVER ERROR ${line}`);
    const failed =
      f.unanswered.length + h.unanswered.length + h.serverErrors.length + (f.answers.INTERNAL ?? 0) > 0 ||
      Math.max(f.worstLoopDelayMs, h.worstLoopDelayMs) >= LOOP_BUDGET_MS;
    if (failed) process.exitCode = 1;
    await honest.leave();
  } finally {
    await server.shutdown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
