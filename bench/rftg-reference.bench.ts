/**
 * Race for the Galaxy against the reference engine (issue 19): complete
 * random games of four setups, Orrery's (the match runner answering prompts
 * uniformly at random: `sim.ts`) beside Keldon Jones's C engine with a
 * uniform-random player (bench/reference/, built by `sh
 * bench/reference/build.sh`; without it only Orrery's side is measured).
 *
 * Orrery's side runs compiled, as the server does (`tsc -p
 * tsconfig.build.json` into bench/reference/orrery-build/, or the build in
 * BENCH_ORRERY_BUILD): under tsx every named closure of the rules is wrapped
 * in a `__name` call that redefines its name property each time it is
 * created, which made RftG about twice as slow. Both sides run as child
 * processes on one pinned core (BENCH_CPU, default 1; empty: not pinned),
 * alternating setup by setup, BENCH_ROUNDS times (default 3); each figure is
 * the median, in CPU time of the measured games (start-up excluded). Orrery
 * plays BENCH_GAMES games per sample (default 200) after BENCH_WARMUP_GAMES
 * unmeasured ones (default 300), its steady state as a server's: V8 needs
 * that long to compile the rules' many rarely called functions (25-game
 * batches of base 4p go from ~18 ms a game at start to ~2 ms after ~150
 * games; bench/README.md). The reference plays BENCH_REFERENCE_GAMES
 * (default 3000) and has no warm-up to speak of. Prints games/s and µs per
 * decision of each side and Orrery / reference: the ratio of the two medians
 * (the measure) and the median and lowest of the rounds' own ratios
 * (each round's Orrery sample over the reference sample taken just before it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
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

const ROOT = path.join(__dirname, '..');

/** A compiled build of the server (see the header): BENCH_ORRERY_BUILD, or one made now. */
function compiledBuild(): string {
  const given = process.env.BENCH_ORRERY_BUILD;
  if (given) return path.resolve(given);
  const out = path.join(__dirname, 'reference', 'orrery-build');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json'), '--outDir', out], { stdio: 'inherit' });
  return out;
}

function orrerySample(build: string, setup: Setup, games: number, warmUp: number, round: number, cpu: string): Sample {
  const sim = path.join(build, 'server', 'src', 'tools', 'sim.js');
  const args = [sim, '--game', 'rftg', '--seats', String(setup.seats), '--options', JSON.stringify(setup.options), '--games', String(games)];
  args.push('--warmup', String(warmUp), '--seed', `reference:${round}`);
  const out = cpu ? execFileSync('taskset', ['-c', cpu, process.execPath, ...args]) : execFileSync(process.execPath, args);
  const lines = out.toString().trim().split('\n');
  const r = JSON.parse(lines[lines.length - 1]) as { games: number; completed: number; moves: number; cpuMsPerGame: number };
  if (r.completed !== r.games) throw new Error(`rftg ${setup.name}: ${r.games - r.completed} games did not finish`);
  return { gamesPerSecond: 1000 / r.cpuMsPerGame, usPerDecision: (r.cpuMsPerGame * 1000 * r.games) / r.moves, decisionsPerGame: r.moves / r.games };
}

function referenceSample(setup: Setup, games: number, round: number, cpu: string): Sample {
  const args = [...setup.referenceArgs, '-n', String(games), '-r', String(round + 1)];
  const out = cpu ? execFileSync('taskset', ['-c', cpu, REFERENCE_BINARY, ...args]) : execFileSync(REFERENCE_BINARY, args);
  const r = JSON.parse(out.toString().trim()) as { gamesPerSecond: number; usPerDecision: number; decisionsPerGame: number };
  return { gamesPerSecond: r.gamesPerSecond, usPerDecision: r.usPerDecision, decisionsPerGame: r.decisionsPerGame };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Whether `taskset` can pin to `cpu` here (Linux with util-linux). */
function canPin(cpu: string): boolean {
  return cpu !== '' && spawnSync('taskset', ['-c', cpu, 'true'], { stdio: 'ignore' }).status === 0;
}

export function rftgReference(): BenchResult[] {
  const games = Number(process.env.BENCH_GAMES ?? 200);
  const referenceGames = Number(process.env.BENCH_REFERENCE_GAMES ?? 3000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const warmUp = Number(process.env.BENCH_WARMUP_GAMES ?? 300);
  const cpu = process.env.BENCH_CPU ?? '1';
  const pinned = canPin(cpu);
  const build = compiledBuild();
  const hasReference = fs.existsSync(REFERENCE_BINARY);
  if (!hasReference) console.error(`no ${REFERENCE_BINARY}: run sh bench/reference/build.sh to compare with the reference engine`);
  const samples = REFERENCE_SETUPS.map(() => ({ orrery: [] as Sample[], reference: [] as Sample[] }));
  for (let r = 0; r < rounds; r++) {
    REFERENCE_SETUPS.forEach((setup, i) => {
      if (hasReference) samples[i].reference.push(referenceSample(setup, referenceGames, r, pinned ? cpu : ''));
      samples[i].orrery.push(orrerySample(build, setup, games, warmUp, r, pinned ? cpu : ''));
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
      // Each round's two samples ran seconds apart on the same core, so their ratio shares the host's mood of
      // the moment; the medians above may come from different rounds (the host moves both sides by ±20-40%).
      const paired = orrery.map((o, r) => o.gamesPerSecond / reference[r].gamesPerSecond);
      metrics.pairedRatioMedian = round(median(paired), 3);
      metrics.pairedRatioMin = round(Math.min(...paired), 3);
    }
    metrics.pinnedCpu = pinned ? cpu : 'none';
    return { name: `rftg vs reference, ${setup.name}`, metrics };
  });
}
