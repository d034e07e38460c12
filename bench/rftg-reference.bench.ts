/**
 * Race for the Galaxy against the reference engine (issue 19): complete
 * random games of four setups, Orrery's (the match runner answering prompts
 * uniformly at random, as `npm run sim`) beside Keldon Jones's C engine with
 * a uniform-random player (bench/reference/, built by `sh
 * bench/reference/build.sh`; without it only Orrery's side is measured).
 *
 * Both sides are timed in CPU time of the games alone (start-up and the
 * warm-up games excluded), on one pinned core (BENCH_CPU, default 1; empty:
 * not pinned), alternating setup by setup, `BENCH_ROUNDS` times (default 3);
 * each figure is the median. Orrery plays BENCH_GAMES games per setup and
 * round (default 200), the reference BENCH_REFERENCE_GAMES (default 3000).
 * Orrery's figures are its steady state, as a server's: before its first
 * round each setup plays BENCH_WARMUP_GAMES unmeasured games (default 300).
 * V8 needs that long to compile the rules' many rarely called functions:
 * 25-game batches of base 4p go from ~18 ms a game at start to ~2 ms after
 * ~150 games (bench/README.md); the C engine has no such warm-up.
 * Prints games/s and µs per decision of each side and Orrery / reference.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { playRandomGame } from '../server/src/engine';
import { rftg } from '../server/src/games/rftg';
import { round, type BenchResult } from './stats';

interface Setup {
  name: string;
  seats: number;
  options: object;
  /** The reference engine's flags for the same game. */
  referenceArgs: string[];
}

export const REFERENCE_SETUPS: Setup[] = [
  { name: 'base 4p', seats: 4, options: {}, referenceArgs: ['-p', '4', '-e', '0'] },
  { name: 'base 2p advanced', seats: 2, options: { advanced: true }, referenceArgs: ['-p', '2', '-e', '0', '-a'] },
  { name: 'BoW 4p goals+takeovers', seats: 4, options: { expansion: 'bow', goals: true, takeovers: true }, referenceArgs: ['-p', '4', '-e', '3'] },
  {
    name: 'BoW 2p advanced goals+takeovers',
    seats: 2,
    options: { expansion: 'bow', advanced: true, goals: true, takeovers: true },
    referenceArgs: ['-p', '2', '-e', '3', '-a'],
  },
];

export const REFERENCE_BINARY = path.join(__dirname, 'reference', 'rftg-random');

interface Sample {
  gamesPerSecond: number;
  usPerDecision: number;
  decisionsPerGame: number;
}

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

function orrerySample(setup: Setup, games: number, warmUp: number, round: number): Sample {
  for (let i = 0; i < warmUp; i++) playRandomGame(rftg, setup.options, names(setup.seats), `warm:${round}:${i}`);
  let decisions = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const out = playRandomGame(rftg, setup.options, names(setup.seats), `reference:${round}:${i}`);
    if (!out.finished) throw new Error(`rftg ${setup.name}: game ${i} did not finish: ${out.error?.message}`);
    decisions += out.moves.length;
  }
  const used = process.cpuUsage(started);
  const seconds = (used.user + used.system) / 1e6;
  return { gamesPerSecond: games / seconds, usPerDecision: (seconds * 1e6) / decisions, decisionsPerGame: decisions / games };
}

function referenceSample(setup: Setup, games: number, round: number, cpu: string): Sample {
  const args = [...setup.referenceArgs, '-n', String(games), '-r', String(round + 1)];
  const out = cpu ? execFileSync('taskset', ['-c', cpu, REFERENCE_BINARY, ...args]) : execFileSync(REFERENCE_BINARY, args);
  const r = JSON.parse(out.toString().trim()) as { gamesPerSecond: number; usPerDecision: number; decisionsPerGame: number };
  return { gamesPerSecond: r.gamesPerSecond, usPerDecision: r.usPerDecision, decisionsPerGame: r.decisionsPerGame };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Pins this process to `cpu` (Linux), so both sides run on the same core. */
function pinSelf(cpu: string): boolean {
  if (!cpu) return false;
  return spawnSync('taskset', ['-cp', cpu, String(process.pid)], { stdio: 'ignore' }).status === 0;
}

export function rftgReference(): BenchResult[] {
  const games = Number(process.env.BENCH_GAMES ?? 200);
  const referenceGames = Number(process.env.BENCH_REFERENCE_GAMES ?? 3000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const warmUp = Number(process.env.BENCH_WARMUP_GAMES ?? 300);
  const cpu = process.env.BENCH_CPU ?? '1';
  const pinned = pinSelf(cpu);
  const hasReference = fs.existsSync(REFERENCE_BINARY);
  if (!hasReference) console.error(`no ${REFERENCE_BINARY}: run sh bench/reference/build.sh to compare with the reference engine`);
  const samples = REFERENCE_SETUPS.map(() => ({ orrery: [] as Sample[], reference: [] as Sample[] }));
  for (let r = 0; r < rounds; r++) {
    REFERENCE_SETUPS.forEach((setup, i) => {
      if (hasReference) samples[i].reference.push(referenceSample(setup, referenceGames, r, pinned ? cpu : ''));
      samples[i].orrery.push(orrerySample(setup, games, r === 0 ? warmUp : 5, r));
    });
  }
  return REFERENCE_SETUPS.map((setup, i) => {
    const orrery = samples[i].orrery;
    const metrics: Record<string, number | string> = {
      gamesPerSecond: round(median(orrery.map((s) => s.gamesPerSecond)), 1),
      usPerDecision: round(median(orrery.map((s) => s.usPerDecision)), 2),
      decisionsPerGame: round(median(orrery.map((s) => s.decisionsPerGame)), 1),
    };
    const reference = samples[i].reference;
    if (reference.length > 0) {
      const refGames = median(reference.map((s) => s.gamesPerSecond));
      metrics.referenceGamesPerSecond = round(refGames, 0);
      metrics.referenceUsPerDecision = round(median(reference.map((s) => s.usPerDecision)), 2);
      metrics.referenceDecisionsPerGame = round(median(reference.map((s) => s.decisionsPerGame)), 1);
      metrics.orreryOverReference = round(Number(metrics.gamesPerSecond) / refGames, 3);
    }
    metrics.pinnedCpu = pinned ? cpu : 'none';
    return { name: `rftg vs reference, ${setup.name}`, metrics };
  });
}
