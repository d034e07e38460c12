/**
 * The exclusion list (EXCLUSIONS.md beside this file): logs whose outcome is
 * reported but never counted as a failure. The markdown table itself is the
 * source, so the list people read is the list the runner applies.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface Exclusion {
  file: string;
  rule: string;
  reasoning: string;
}

export const DEFAULT_EXCLUSIONS = path.join(__dirname, 'EXCLUSIONS.md');

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Rows of the first table whose header starts with `file`; the separator row and empty rows are skipped. */
export function parseExclusions(markdown: string): Exclusion[] {
  const out: Exclusion[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      if (inTable) break;
      continue;
    }
    const row = cells(line);
    if (!inTable) {
      inTable = row[0].toLowerCase() === 'file';
      continue;
    }
    if (row.every((c) => /^:?-*:?$/.test(c))) continue;
    const [file = '', rule = '', reasoning = ''] = row;
    const name = file.replace(/^`|`$/g, '');
    if (name !== '') out.push({ file: name, rule, reasoning });
  }
  return out;
}

export function loadExclusions(file: string = DEFAULT_EXCLUSIONS): Exclusion[] {
  return parseExclusions(fs.readFileSync(file, 'utf8'));
}

/** The exclusion for a log path, matched on its trailing path components. */
export function exclusionFor(logPath: string, list: Exclusion[]): Exclusion | undefined {
  const norm = logPath.split(path.sep).join('/');
  return list.find((x) => norm === x.file || norm.endsWith(`/${x.file}`));
}
