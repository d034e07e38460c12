/** Reads the reference CSVs of ../shared/reference/ti3 for the data checks (quoted fields, commas inside quotes). */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const REF = path.resolve(__dirname, '../../../shared/reference/ti3');
export const haveRef = fs.existsSync(path.join(REF, 'units_base.csv'));

function parseLine(text: string, start: number): { fields: string[]; next: number } {
  const fields: string[] = [];
  let i = start;
  let field = '';
  let quoted = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n') break;
    else if (c !== '\r') field += c;
  }
  fields.push(field);
  return { fields, next: i + 1 };
}

export function readCsv(file: string): Record<string, string>[] {
  const text = fs.readFileSync(path.join(REF, file), 'utf8');
  const first = parseLine(text, 0);
  const header = first.fields;
  let next = first.next;
  const rows: Record<string, string>[] = [];
  while (next < text.length) {
    const line = parseLine(text, next);
    next = line.next;
    if (line.fields.length === 1 && line.fields[0] === '') continue;
    rows.push(Object.fromEntries(header.map((h, i) => [h, line.fields[i] ?? ''])));
  }
  return rows;
}
