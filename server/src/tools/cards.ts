/**
 * What a game's card tables hold, from the game's own tooling: prints one JSON
 * line as its last line (counts, or with --dump the tables in the game's
 * neutral form for outside checks).
 *   npm run cards -- --game tm [--dump]
 * Exit code 2 on bad usage (an unknown game, or a game without card tooling).
 */
import * as path from 'node:path';
import { TOOLING } from '../games/tooling';
import { parseFlags } from './args';
import { toolingFor, UsageError } from './tooling';

function main(): number {
  const { flags } = parseFlags(process.argv.slice(2));
  const { game, cards } = toolingFor(TOOLING, flags.get('game') ?? '');
  if (!cards)
    throw new UsageError(
      `${game.id} has no card tooling (games with one: ${TOOLING.filter((t) => t.cards)
        .map((t) => t.game.id)
        .join(', ')})`,
    );
  const repoRoot = path.resolve(__dirname, '../../..');
  console.log(JSON.stringify(flags.has('dump') ? cards.cardDump() : cards.cardReport(repoRoot)));
  return 0;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error(e instanceof UsageError ? `${e.message}\nusage: cards --game ID [--dump]` : e);
  process.exitCode = 2;
}
