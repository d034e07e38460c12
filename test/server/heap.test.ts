/**
 * HEAP_GROWTH_PERCENT must reach V8's heap controller: the old generation's
 * next limit after a full collection is the live size times (1 + percent/100).
 * (That rarer full collections shorten the latency tail under load is
 * bench:load's to show; see bench/README.md.)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const HEAP_MODULE = path.resolve(__dirname, '../../server/src/heap.ts');

/** The growth factors V8 reports after one full collection in a fresh process with `percent` set. */
function factorsAfterCollection(percent: number): string[] {
  const script = `require(${JSON.stringify(HEAP_MODULE)}).setHeapGrowth(${percent}); gc();`;
  const out = spawnSync(process.execPath, ['--expose-gc', '--trace-gc-verbose', '--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(out.status).toBe(0);
  return [...out.stdout.matchAll(/\[HeapController\] Limit: .* \((\d+\.\d)\)/g)].map((m) => m[1]);
}

describe('heap growth setting', () => {
  it('sets the factor by which the heap may grow before the next full collection', () => {
    expect(factorsAfterCollection(100)).toEqual(['2.0']);
    expect(factorsAfterCollection(50)).toEqual(['1.5']);
    // 0 leaves V8 its own choice, which is not fixed at either.
    expect(factorsAfterCollection(0)).not.toContain('2.0');
  });
});
