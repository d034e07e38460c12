/**
 * `npm run bench`: every benchmark, one after another, printed as a table and
 * as one JSON line at the end. `npm run bench -- NAME` runs one: a game's id
 * (random games of its bench presets, e.g. `rftg`), `rooms`, `leaks` (with
 * `--game ID`: that game's option sets only) `hostile` or `replays` (RftG replay and restore times; TI3's are in `ti3`). Sizes come from
 * BENCH_* environment variables.
 */
import { TOOLING } from '../server/src/games/tooling';
import { parseFlags } from '../server/src/tools/args';
import { toolingFor, UsageError, type GameTooling } from '../server/src/tools/tooling';
import { highCardTooling } from '../test/fixtures/high-card';
import { roomLoad } from './room-load.bench';
import { randomGames } from './random-games.bench';
import { leakFuzz } from './leak-fuzz.bench';
import { hostileFuzz } from './hostile.bench';
import { tmRandomGames } from './tm-random.bench';
import { ti3RandomGames } from './ti3-random.bench';
import { rftgReference } from './rftg-reference.bench';
import { replayTimes } from './replay-times.bench';
import type { BenchResult } from './stats';

const OTHERS = ['rooms', 'leaks', 'hostile', 'replays'];

/** Games whose random-games benchmark measures more than the shared one (one line per such game). */
const GAME_BENCHES: Record<string, (tooling: GameTooling) => BenchResult[]> = {
  tm: () => tmRandomGames(),
  // 3, 4 and 6 seats, then state and view sizes and replay times (issue 23).
  ti3: () => ti3RandomGames(),
  // RftG's presets, then the four setups side by side with the reference engine (issue 19).
  rftg: (tooling) => [...randomGames(tooling), ...rftgReference()],
};

async function main(): Promise<void> {
  const { flags, rest } = parseFlags(process.argv.slice(2));
  const only = rest[0];
  const gameIds = TOOLING.map((t) => t.game.id);
  if (only !== undefined && !OTHERS.includes(only) && !gameIds.includes(only)) {
    throw new UsageError(`no benchmark ${JSON.stringify(only)}; run one of: ${[...gameIds, ...OTHERS].join(', ')} (or none for all)`);
  }
  const results: BenchResult[] = [];
  for (const tooling of TOOLING) if (!only || only === tooling.game.id) results.push(...(GAME_BENCHES[tooling.game.id]?.(tooling) ?? randomGames(tooling)));
  if (!only || only === 'rooms') results.push(await roomLoad());
  if (!only || only === 'leaks') {
    // The High Card fixture runs beside the hosted games, as in the jest test.
    const all = [...TOOLING, highCardTooling];
    const game = flags.get('game');
    results.push(...(await leakFuzz(game === undefined ? all : [toolingFor(all, game)])));
  }
  if (!only || only === 'hostile') results.push(...(await hostileFuzz()));
  if (!only || only === 'replays') results.push(...replayTimes());
  for (const r of results)
    console.log(
      `${r.name.padEnd(48)} ${Object.entries(r.metrics)
        .map(([k, v]) => `${k}=${v}`)
        .join('  ')}`,
    );
  console.log(JSON.stringify(results));
}

main().then(
  // A benchmark that found a fault (the leak fuzzer) sets process.exitCode.
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e instanceof UsageError ? e.message : e);
    process.exit(1);
  },
);
