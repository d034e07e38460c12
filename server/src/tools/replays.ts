/**
 * The replay corpus of a game (tools/replay-corpus.ts), kept at
 * `test/<game id>/fixtures/replays.json`:
 *
 *   npm run replays -- [--game ID]            replays it; lists what differs (exit 1)
 *   npm run replays -- [--game ID] --record   records it anew from the game's presets
 *
 * Record only together with an `engineVersion` bump (or for a new game): the
 * corpus is what says a rules change leaves stored matches playable.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TOOLING } from '../games/tooling';
import { parseFlags } from './args';
import { recordCorpus, verifyCorpus, type Corpus } from './replay-corpus';
import { toolingFor, UsageError } from './tooling';

/** Where a game's corpus lives in the repository. */
export function corpusFile(gameId: string): string {
  return path.resolve(__dirname, '../../../test', gameId, 'fixtures', 'replays.json');
}

function main(argv: string[]): number {
  const { flags } = parseFlags(argv);
  const tooling = toolingFor(TOOLING, flags.get('game') ?? 'rftg');
  const file = corpusFile(tooling.game.id);
  if (flags.has('record')) {
    const corpus = recordCorpus(tooling.game, tooling.presets, tooling.corpusGamesPerPreset);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(corpus)}\n`);
    console.log(`recorded ${corpus.games.length} games of ${tooling.game.id} rules version ${corpus.engineVersion} in ${path.relative(process.cwd(), file)}`);
    return 0;
  }
  if (!fs.existsSync(file)) throw new UsageError(`${file}: no corpus yet (record one with --record)`);
  const corpus = JSON.parse(fs.readFileSync(file, 'utf8')) as Corpus;
  const differences = verifyCorpus(tooling.game, corpus);
  for (const d of differences) console.log(d);
  console.log(
    `${corpus.games.length - new Set(differences.map((d) => d.split(':')[0])).size} of ${corpus.games.length} games replay as recorded under version ${corpus.engineVersion}; rules version now ${tooling.game.engineVersion}`,
  );
  return differences.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(`${e.message}\nusage: replays [--game ID] [--record]`);
  process.exitCode = 2;
}
