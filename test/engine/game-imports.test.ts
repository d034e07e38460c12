/**
 * How each game's modules import one another (issue 18): no import loop
 * among them, type imports included, and the web page reaches them only
 * through the game's public entry (public.ts).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/** The games held to these rules; a game joins the list when its folder obeys them. */
const GAMES = ['rftg', 'tm', 'ti3'];

test('every hosted game is checked', () => {
  expect(
    fs
      .readdirSync(path.join(ROOT, 'server/src/games'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort(),
  ).toEqual([...GAMES].sort());
});

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

/** The files `file` needs at run time: imports and re-exports that are not type-only. */
function valueImportsOf(file: string): string[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = src.statements.flatMap((st) => {
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      const typeOnly =
        c !== undefined &&
        (c.isTypeOnly ||
          (!c.name && c.namedBindings !== undefined && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.every((e) => e.isTypeOnly)));
      return typeOnly ? [] : [st.moduleSpecifier];
    }
    if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      const typeOnly =
        st.isTypeOnly || (st.exportClause !== undefined && ts.isNamedExports(st.exportClause) && st.exportClause.elements.every((e) => e.isTypeOnly));
      return typeOnly ? [] : [st.moduleSpecifier];
    }
    return [];
  });
  return names
    .filter(ts.isStringLiteral)
    .map((n) => n.text)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .map((p) => (fs.existsSync(`${p}.ts`) ? `${p}.ts` : path.join(p, 'index.ts')))
    .filter((p) => fs.existsSync(p));
}

/** Every file `entry` brings along at run time, itself included. */
function bundled(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f)) return;
    seen.add(f);
    valueImportsOf(f).forEach(visit);
  };
  visit(entry);
  return seen;
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

describe.each(GAMES)('%s module imports', (id) => {
  const dir = path.join(ROOT, 'server/src/games', id);

  it('have no loop, type imports included', () => {
    const loop = findLoop(tsFiles(dir));
    expect(loop?.map((f) => path.relative(dir, f)) ?? null).toBeNull();
  });

  it('reach the web page only through public.ts', () => {
    const deep = tsFiles(path.join(ROOT, 'web/src')).flatMap((f) =>
      importsOf(f)
        .filter((p) => p.startsWith(dir + path.sep) && p !== path.join(dir, 'public.ts'))
        .map((p) => `${path.relative(ROOT, f)} → ${path.relative(ROOT, p)}`),
    );
    expect(deep).toEqual([]);
  });
});

// A game without a table of its own (the page plays it through the generic prompt UI) has no public.ts yet.
const WITH_PUBLIC_ENTRY = GAMES.filter((id) => fs.existsSync(path.join(ROOT, 'server/src/games', id, 'public.ts')));

describe.each(WITH_PUBLIC_ENTRY)('%s public.ts', (id) => {
  const dir = path.join(ROOT, 'server/src/games', id);

  it('brings along no engine code (the page bundles only data)', () => {
    const engine = path.join(ROOT, 'server/src/engine') + path.sep;
    const outside = [...bundled(path.join(dir, 'public.ts'))].filter((f) => f.startsWith(engine) || !f.startsWith(dir + path.sep));
    expect(outside.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe('the import check itself', () => {
  it('finds a loop when there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'game-imports-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { type A } from './a';\nexport type B = { a: A };\n");
    expect(findLoop(tsFiles(dir))?.map((f) => path.basename(f))).toEqual(['a.ts', 'b.ts', 'a.ts']);
    fs.rmSync(dir, { recursive: true });
  });

  it('follows value imports and skips type-only ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'game-imports-'));
    fs.writeFileSync(path.join(dir, 'entry.ts'), "export type { T } from './types';\nexport { v } from './value';\nimport { type U } from './u';\n");
    fs.writeFileSync(path.join(dir, 'types.ts'), 'export type T = number;\n');
    fs.writeFileSync(path.join(dir, 'u.ts'), 'export type U = number;\n');
    fs.writeFileSync(path.join(dir, 'value.ts'), "import { w } from './w';\nexport const v = w;\n");
    fs.writeFileSync(path.join(dir, 'w.ts'), 'export const w = 1;\n');
    expect([...bundled(path.join(dir, 'entry.ts'))].map((f) => path.basename(f)).sort()).toEqual(['entry.ts', 'value.ts', 'w.ts']);
    fs.rmSync(dir, { recursive: true });
  });
});
