/**
 * What a game's card tables hold, from the game's own tooling: prints one JSON
 * line as its last line (counts, or with --dump the tables in the game's
 * neutral form for outside checks).
 *   npm run cards -- --game tm [--dump]
 * Exit code 2 on bad usage (an unknown game, or a game without card tooling).
 */
import * as path from 'node:path';
import { parseFlags } from './args';

/** What a game exports for this tool. */
export interface CardTooling {
  /** Counts; `repoRoot` lets the tool scan the game's per-card tests. */
  cardReport(repoRoot: string): Record<string, unknown>;
  cardDump(): Record<string, unknown>;
}

const TOOLING: Record<string, () => Promise<CardTooling>> = {
  tm: async () => (await import('../games/tm/tooling')).tmCardTooling,
};

async function main(): Promise<number> {
  const { flags } = parseFlags(process.argv.slice(2));
  const id = flags.get('game');
  const load = id === undefined ? undefined : TOOLING[id];
  if (!load) {
    console.error(`usage: cards --game <${Object.keys(TOOLING).join('|')}> [--dump]`);
    return 2;
  }
  const tooling = await load();
  const repoRoot = path.resolve(__dirname, '../../..');
  console.log(JSON.stringify(flags.has('dump') ? tooling.cardDump() : tooling.cardReport(repoRoot)));
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 2;
  },
);
