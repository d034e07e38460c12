/**
 * Many concurrent Race for the Galaxy matches through real WebSocket clients:
 * move→view latency as a player feels it, accepted moves per second, and
 * server memory per match. Every move is committed to the database first
 * (PGlite, or Postgres when DATABASE_URL is set).
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { OrreryClient, type MatchConnection } from '../client-sdk/src';
import { configFromEnv } from '../server/src/config';
import { randomAnswer, seedRng } from '../server/src/engine';
import { GAMES } from '../server/src/games';
import { startServer } from '../server/src/server';
import { percentile, round, type BenchResult } from './stats';

export async function roomLoad(matches = Number(process.env.BENCH_MATCHES ?? 50), seconds = Number(process.env.BENCH_SECONDS ?? 15)): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-bench-'));
  const base = configFromEnv({});
  const server = await startServer(
    {
      ...base,
      port: 0,
      host: '127.0.0.1',
      databaseUrl: process.env.DATABASE_URL,
      dataDir,
      limits: { ...base.limits, messagesPerSecond: 1000 },
      http: { ...base.http, requestsPerMinute: 0, createsPerMinute: 0 },
    },
    GAMES,
    { log: pino({ level: 'silent' }) },
  );
  const heapBefore = process.memoryUsage().heapUsed;
  const latencies: number[] = [];
  let accepted = 0;
  const conns: MatchConnection[] = [];
  try {
    for (let m = 0; m < matches; m++) {
      const a = await new OrreryClient(server.url).createMatch({ game: 'rftg', seats: 2, options: { advanced: true }, name: `A${m}` });
      const b = await new OrreryClient(server.url).join(a.matchId, `B${m}`);
      conns.push(a, b);
    }
    const heapMatches = process.memoryUsage().heapUsed;
    const deadline = performance.now() + seconds * 1000;
    // Each seat answers its own prompts as soon as it sees them, like an eager player.
    await Promise.all(
      conns.map(async (c, i) => {
        const rng = seedRng(`bench-bot-${i}`);
        while (performance.now() < deadline) {
          const view = await c.waitForView((v) => v.view.prompt !== null || v.view.over === true, 60_000).catch(() => null);
          if (!view || !view.view.prompt) return;
          const t0 = performance.now();
          c.sendMove(randomAnswer(view.view.prompt, rng), view.v);
          const next = await Promise.race([
            c.waitForView((v) => v.v > view.v && (v.view.prompt === null || v.view.prompt.id !== view.view.prompt!.id), 60_000),
            c.waitForError(60_000).then(() => null),
          ]).catch(() => null);
          if (!next) return;
          latencies.push(performance.now() - t0);
          accepted++;
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    return {
      name: `rooms: ${matches} concurrent 2p matches, ${server.database.driver}`,
      metrics: {
        seconds,
        movesPerSecond: round(accepted / seconds),
        latencyP50ms: round(percentile(latencies, 50)),
        latencyP99ms: round(percentile(latencies, 99)),
        heapKBPerMatch: Math.round((heapMatches - heapBefore) / 1024 / matches),
      },
    };
  } finally {
    await Promise.all(conns.map((c) => c.leave()));
    await server.shutdown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
