/**
 * Replays a game's reference material through our engine and reports one
 * line per game, then "N passed, N failed[, …]" (the game's runner decides
 * the lines; see its tooling, e.g. games/rftg/tooling.ts).
 *
 *   npx tsx server/src/tools/conformance.ts [--game ID] [game flags…] <files, folders or archives…>
 *
 * The game is rftg unless `--game` names another; RftG takes
 * `--exclusions FILE` and folders are searched recursively (e.g.
 * ../shared/conformance/rftg/public) and `.tar.gz` archives unpacked into a
 * temporary folder (../shared/conformance/rftg/corpus-2.tar.gz). Exit code 1 when any game failed, 2 on
 * bad usage (including a game that has no conformance runner).
 */
import * as fs from 'node:fs';
import { TOOLING } from '../games/tooling';
import { toolingFor, UsageError, type ConformanceSummary, type GameTooling } from './tooling';

export const DEFAULT_GAME = 'rftg';

/** `--name value` pairs (a flag always takes the next argument) and the other arguments, in order. */
function parseArgs(argv: string[]): { flags: Map<string, string>; targets: string[] } {
  const flags = new Map<string, string>();
  const targets: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) {
      targets.push(argv[i]);
      continue;
    }
    const name = argv[i].slice(2);
    const value = argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { flags, targets };
}

/** Runs the conformance check a command line asks for; throws UsageError when it cannot. */
export async function runConformance(argv: string[], tooling: readonly GameTooling[], log: (line: string) => void): Promise<ConformanceSummary> {
  const { flags, targets } = parseArgs(argv);
  const id = flags.get('game') ?? DEFAULT_GAME;
  flags.delete('game');
  const { conformance } = toolingFor(tooling, id);
  if (!conformance) {
    const some = tooling.filter((t) => t.conformance).map((t) => t.game.id);
    throw new UsageError(`${id} has no conformance runner (games with one: ${some.join(', ') || 'none'})`);
  }
  if (targets.length === 0) throw new UsageError('no files or folders given');
  const missing = targets.find((p) => !fs.existsSync(p));
  if (missing !== undefined) throw new UsageError(`${missing}: no such file or folder`);
  return conformance(targets, log, flags);
}

async function main(argv: string[]): Promise<number> {
  try {
    const summary = await runConformance(argv, TOOLING, (line) => console.log(line));
    // On stderr, so stdout stays one line per game plus the closing line.
    for (const note of summary.notes) console.error(note);
    console.log(summary.closing);
    return summary.failed > 0 ? 1 : 0;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(
      `${e.message}\nusage: conformance [--game ID] [--exclusions FILE] <files, folders or .tar.gz archives…>  (rftg by default; --exclusions is rftg's)`,
    );
    return 2;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 2;
    },
  );
}
