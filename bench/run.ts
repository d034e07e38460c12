/**
 * `npm run bench`: every benchmark, one after another, printed as a table and
 * as one JSON line at the end. Sizes come from BENCH_* environment variables.
 */
import { roomLoad } from './room-load.bench';
import { rftgRandomGames } from './rftg-random.bench';
import { leakFuzz } from './leak-fuzz.bench';
import { hostileFuzz } from './hostile.bench';
import type { BenchResult } from './stats';

async function main(): Promise<void> {
  const only = process.argv[2];
  const results: BenchResult[] = [];
  if (!only || only === 'rftg') results.push(...rftgRandomGames());
  if (!only || only === 'rooms') results.push(await roomLoad());
  if (!only || only === 'leaks') results.push(...(await leakFuzz()));
  if (!only || only === 'hostile') results.push(...(await hostileFuzz()));
  for (const r of results) console.log(`${r.name.padEnd(48)} ${Object.entries(r.metrics).map(([k, v]) => `${k}=${v}`).join('  ')}`);
  console.log(JSON.stringify(results));
}

main().then(
  // A benchmark that found a fault (the leak fuzzer) sets process.exitCode.
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
