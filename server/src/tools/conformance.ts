/**
 * Replays Race for the Galaxy reference logs through our engine and reports
 * one line per game, then "N passed, N failed[, N skipped][, N excluded]".
 *
 *   npx tsx server/src/tools/conformance.ts [--exclusions FILE] <files, folders or .tar.gz archives…>
 *
 * Folders are searched recursively (e.g. ../shared/conformance/rftg/public).
 * An archive (e.g. ../shared/conformance/rftg/corpus-2.tar.gz) is unpacked
 * into a temporary folder, removed afterwards; its games are reported as
 * `archive:path/inside.json`. Logs of a level our engine rejects are SKIPped;
 * logs listed in the exclusions file (default
 * server/src/games/rftg/conformance/EXCLUSIONS.md) are reported as EXCLUDED.
 * Exit code 1 when any game failed, 2 on bad usage.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEFAULT_EXCLUSIONS, loadExclusions } from '../games/rftg/conformance/exclusions';
import { closingLine, collectLogFiles, runLogs } from '../games/rftg/conformance/run';
import { extractTarGz, isTarball } from '../games/rftg/conformance/tarball';

async function main(argv: string[]): Promise<number> {
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
  const temp: string[] = [];
  try {
    // Each archive is unpacked into a folder of its own; its games are named after the archive.
    const labels = new Map<string, string>();
    const roots: string[] = [];
    for (const target of targets) {
      if (!isTarball(target)) {
        roots.push(target);
        continue;
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-conformance-'));
      temp.push(dir);
      await extractTarGz(target, dir);
      roots.push(dir);
      labels.set(dir, target);
    }
    const label = (file: string): string => {
      for (const [dir, archive] of labels) if (file.startsWith(dir + path.sep)) return `${archive}:${path.relative(dir, file).split(path.sep).join('/')}`;
      return file;
    };
    const summary = runLogs(collectLogFiles(roots), loadExclusions(exclusionsFile), (line) => console.log(line), label);
    // On stderr, so stdout stays one line per game plus the closing line.
    if (summary.unchecked.length > 0) console.error(`not compared (our score detail lacks them): ${summary.unchecked.join(', ')}`);
    console.log(closingLine(summary));
    return summary.failed > 0 ? 1 : 0;
  } finally {
    for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function usage(problem: string): number {
  console.error(`${problem}\nusage: conformance [--exclusions FILE] <log files, folders or .tar.gz archives…>`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 2;
  },
);
