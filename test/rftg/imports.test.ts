/**
 * How the RftG modules import one another (issue 18): no import loop among
 * them, type imports included, and the web page reaches them only through
 * the game's public entry (public.ts).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const RFTG = path.join(ROOT, 'server/src/games/rftg');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/** The files `file` imports or re-exports from, by relative path, resolved as TypeScript does. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .map((p) => (fs.existsSync(`${p}.ts`) ? `${p}.ts` : path.join(p, 'index.ts')))
    .filter((p) => fs.existsSync(p));
}

/** An import loop among `files` as the list of files around it, or null. */
function findLoop(files: string[]): string[] | null {
  const inside = new Set(files);
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...trail.slice(trail.indexOf(f)), f];
    state.set(f, 'open');
    trail.push(f);
    for (const next of importsOf(f).filter((p) => inside.has(p))) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of files) {
    const loop = visit(f);
    if (loop) return loop;
  }
  return null;
}

describe('RftG module imports', () => {
  it('have no loop, type imports included', () => {
    const loop = findLoop(tsFiles(RFTG));
    expect(loop?.map((f) => path.relative(RFTG, f)) ?? null).toBeNull();
  });

  it('finds a loop when there is one (the check itself)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-imports-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { type A } from './a';\nexport type B = { a: A };\n");
    expect(findLoop(tsFiles(dir))?.map((f) => path.basename(f))).toEqual(['a.ts', 'b.ts', 'a.ts']);
    fs.rmSync(dir, { recursive: true });
  });

  it('reach the web page only through public.ts', () => {
    const deep = tsFiles(path.join(ROOT, 'web/src')).flatMap((f) =>
      importsOf(f)
        .filter((p) => p.startsWith(RFTG + path.sep) && p !== path.join(RFTG, 'public.ts'))
        .map((p) => `${path.relative(ROOT, f)} → ${path.relative(ROOT, p)}`),
    );
    expect(deep).toEqual([]);
  });
});
