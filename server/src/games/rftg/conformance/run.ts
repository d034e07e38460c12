/**
 * Running a batch of logs and reporting one line per game, as the CLI
 * (server/src/tools/conformance.ts) prints it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Json } from '../../../engine';
import { exclusionFor, type Exclusion } from './exclusions';
import { replayFile, type ReplayOutcome } from './replay';

/** Every log under the given files and folders (recursively), in name order; INDEX.json is not a game. */
export function collectLogFiles(paths: string[]): string[] {
  const out: string[] = [];
  const visit = (p: string): void => {
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else if (p.endsWith('.json') && path.basename(p) !== 'INDEX.json') {
      out.push(p);
    }
  };
  paths.forEach(visit);
  return out;
}

const MAX_VALUE = 400;
function show(v: Json): string {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

export function outcomeLine(file: string, o: ReplayOutcome): string {
  switch (o.status) {
    case 'pass':
      return `PASS ${file} (${o.rounds} rounds, ${o.decisions} decisions)`;
    case 'skip':
      return `SKIP ${file}: level not implemented (${o.reason})`;
    case 'fail': {
      const d = o.divergence;
      return `FAIL ${file}: round ${d.round} phase ${d.phase} player ${d.player ?? '-'} ${d.field}: ours ${show(d.ours)}, reference ${show(d.reference)}`;
    }
  }
}

/** An unreadable file is a failure of that game, not of the run. */
function safeReplay(file: string): ReplayOutcome {
  try {
    return replayFile(file);
  } catch (e) {
    return { status: 'fail', divergence: { round: 0, phase: '-', player: null, field: 'error', ours: String(e), reference: 'a readable log' }, decisions: 0 };
  }
}

export interface RunSummary {
  lines: string[];
  passed: number;
  failed: number;
  skipped: number;
  excluded: number;
  /** Reference fields that could not be compared in some passing game (our engine does not report them). */
  unchecked: string[];
}

/** `label` names a file in the report (the CLI names an archive's games after the archive). */
export function runLogs(
  files: string[],
  exclusions: Exclusion[],
  onLine: (line: string) => void = () => {},
  label: (file: string) => string = (f) => f,
): RunSummary {
  const sum: RunSummary = { lines: [], passed: 0, failed: 0, skipped: 0, excluded: 0, unchecked: [] };
  const unchecked = new Set<string>();
  const emit = (line: string) => {
    sum.lines.push(line);
    onLine(line);
  };
  for (const file of files) {
    const outcome = safeReplay(file);
    const excluded = exclusionFor(path.resolve(file), exclusions);
    const name = label(file);
    if (excluded) {
      sum.excluded++;
      emit(`EXCLUDED ${name} (${excluded.rule}): ${outcomeLine(name, outcome)}`);
      continue;
    }
    if (outcome.status === 'pass') {
      sum.passed++;
      outcome.unchecked.forEach((f) => unchecked.add(f));
    } else if (outcome.status === 'fail') {
      sum.failed++;
    } else {
      sum.skipped++;
    }
    emit(outcomeLine(name, outcome));
  }
  sum.unchecked = [...unchecked].sort();
  return sum;
}

export function closingLine(s: RunSummary): string {
  return `${s.passed} passed, ${s.failed} failed` + (s.skipped ? `, ${s.skipped} skipped` : '') + (s.excluded ? `, ${s.excluded} excluded` : '');
}
