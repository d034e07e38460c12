/**
 * Replays Race for the Galaxy reference logs through our engine and reports
 * one line per game, then "N passed, N failed[, N skipped][, N excluded]".
 *
 *   npx tsx server/src/tools/conformance.ts [--exclusions FILE] <files or folders…>
 *
 * Folders are searched recursively (e.g. ../shared/conformance/rftg/public).
 * Logs of a level our engine rejects are SKIPped; logs listed in the
 * exclusions file (default server/src/games/rftg/conformance/EXCLUSIONS.md)
 * are reported as EXCLUDED. Exit code 1 when any game failed, 2 on bad usage.
 */
import * as fs from 'node:fs';
import { DEFAULT_EXCLUSIONS, loadExclusions } from '../games/rftg/conformance/exclusions';
import { closingLine, collectLogFiles, runLogs } from '../games/rftg/conformance/run';

function main(argv: string[]): number {
  let exclusionsFile = DEFAULT_EXCLUSIONS;
  const targets: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--exclusions') {
      const file = argv[++i];
      if (file === undefined) return usage('--exclusions needs a file');
      exclusionsFile = file;
    } else {
      targets.push(argv[i]);
    }
  }
  if (targets.length === 0) return usage('no log files or folders given');
  const missing = [exclusionsFile, ...targets].find((p) => !fs.existsSync(p));
  if (missing !== undefined) return usage(`${missing}: no such file or folder`);
  const summary = runLogs(collectLogFiles(targets), loadExclusions(exclusionsFile), (line) => console.log(line));
  // On stderr, so stdout stays one line per game plus the closing line.
  if (summary.unchecked.length > 0) console.error(`not compared (our score detail lacks them): ${summary.unchecked.join(', ')}`);
  console.log(closingLine(summary));
  return summary.failed > 0 ? 1 : 0;
}

function usage(problem: string): number {
  console.error(`${problem}\nusage: conformance [--exclusions FILE] <log files or folders…>`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
