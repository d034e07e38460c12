/**
 * Race for the Galaxy's tooling (tools/tooling.ts): the setups the sim, CI
 * and the benchmarks play, how the leak fuzzer covers its options, and its
 * conformance runner against the reference engine's logs (conformance/).
 * Only the tools import this file; the server and the web never do.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UsageError, type ConformanceRunner, type GameTooling } from '../../tools/tooling';
import { DEFAULT_EXCLUSIONS, loadExclusions } from './conformance/exclusions';
import { closingLine, collectLogFiles, runLogs } from './conformance/run';
import { extractTarGz, isTarball } from './conformance/tarball';
import { rftg } from './index';

/**
 * Replays the reference logs under `targets` (folders searched recursively,
 * INDEX.json skipped; a `.tar.gz` archive such as corpus-2.tar.gz is unpacked
 * into a temporary folder, removed afterwards, and its games are reported as
 * `archive:path/inside.json`) and reports one line per game. Logs of a level
 * our engine rejects are SKIPped; logs listed in the exclusions file
 * (`--exclusions FILE`, default conformance/EXCLUSIONS.md) are reported as EXCLUDED.
 */
const conformance: ConformanceRunner = async (targets, log, flags) => {
  for (const name of flags.keys()) if (name !== 'exclusions') throw new UsageError(`rftg conformance has no flag --${name} (it takes --exclusions FILE)`);
  const exclusionsFile = flags.get('exclusions') ?? DEFAULT_EXCLUSIONS;
  if (!fs.existsSync(exclusionsFile)) throw new UsageError(`${exclusionsFile}: no such file or folder`);
  const unpacked = new Map<string, string>();
  try {
    const roots: string[] = [];
    for (const target of targets) {
      if (!isTarball(target)) {
        roots.push(target);
        continue;
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-conformance-'));
      unpacked.set(dir, target);
      await extractTarGz(target, dir);
      roots.push(dir);
    }
    const label = (file: string): string => {
      for (const [dir, archive] of unpacked) if (file.startsWith(dir + path.sep)) return `${archive}:${path.relative(dir, file).split(path.sep).join('/')}`;
      return file;
    };
    const summary = runLogs(collectLogFiles(roots), loadExclusions(exclusionsFile), log, label);
    return {
      passed: summary.passed,
      failed: summary.failed,
      closing: closingLine(summary),
      notes: summary.unchecked.length > 0 ? [`not compared (our score detail lacks them): ${summary.unchecked.join(', ')}`] : [],
    };
  } finally {
    for (const dir of unpacked.keys()) fs.rmSync(dir, { recursive: true, force: true });
  }
};

export const rftgTooling: GameTooling = {
  game: rftg,
  // The first three are the random-games benchmark's (bench/README.md quotes their names); "4p" is
  // also what the load benchmark's bots play. `games` is the size CI plays each at.
  presets: [
    { name: '2p advanced', seats: 2, options: { advanced: true }, games: 300, bench: true },
    { name: '4p', seats: 4, options: {}, games: 300, bench: true, load: true },
    { name: '6p Rebel vs Imperium', seats: 6, options: { expansion: 'rvi' }, games: 100, bench: true },
    { name: '5p Gathering Storm', seats: 5, options: { expansion: 'tgs' }, games: 100 },
    { name: '3p Rebel vs Imperium, no goals or takeovers', seats: 3, options: { expansion: 'rvi', goals: false, takeovers: false }, games: 100 },
    { name: '2p Brink of War advanced', seats: 2, options: { expansion: 'bow', advanced: true }, games: 100 },
    { name: '4p Brink of War goals+takeovers', seats: 4, options: { expansion: 'bow', goals: true, takeovers: true }, games: 50 },
    { name: '6p Brink of War', seats: 6, options: { expansion: 'bow' }, games: 50 },
    { name: '4p Brink of War draft', seats: 4, options: { expansion: 'bow', takeovers: false, draft: true }, games: 30 },
    { name: 'solitaire', seats: 1, options: {}, games: 100 },
    { name: 'solitaire Brink of War hard', seats: 1, options: { expansion: 'bow', difficulty: 'hard' }, games: 100 },
  ],
  leakFuzz: {
    // difficulty and the robot mat only matter for solitaire, which runs at their defaults.
    vary: ['expansion', 'advanced', 'goals', 'takeovers', 'draft'],
    // An RftG game is long (hundreds of checked steps): one complete game per suite in the jest test.
    completeGames: { test: 1, bench: 3 },
  },
  conformance,
};
