/**
 * Where a server allocated, from the sampling heap profile written by
 * `bench:load --alloc-prof` (collected objects included, so this is the
 * garbage that drives collections, not what stayed alive):
 *
 *   npx tsx bench/load/alloc-summary.ts bench/load/profiles/<run>/allocations.heapprofile [top]
 *
 * Prints bytes allocated per function (self, and inclusive of callees) as MB
 * and shares of the total. Divide by the run's accepted moves for bytes per move.
 */
import fs from 'node:fs';
import { frameLabel, type CallFrame } from './source-label';

interface Node {
  callFrame: CallFrame;
  selfSize: number;
  children: Node[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: alloc-summary.ts <allocations.heapprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const { head } = JSON.parse(fs.readFileSync(file, 'utf8')) as { head: Node };

const label = (n: Node) => frameLabel(n.callFrame, false);

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
/** Returns the bytes under `n`; a function recursing into itself is charged once. */
function walk(n: Node, onStack: Set<string>): number {
  const l = label(n);
  self.set(l, (self.get(l) ?? 0) + n.selfSize);
  total += n.selfSize;
  const outer = !onStack.has(l);
  if (outer) onStack.add(l);
  let sum = n.selfSize;
  for (const c of n.children) sum += walk(c, onStack);
  if (outer) {
    onStack.delete(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + sum);
  }
  return sum;
}
walk(head, new Set());

const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, bytes] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${(bytes / 1e6).toFixed(1).padStart(8)} MB  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} MB allocated while sampling`);
show('allocated by function (self)', self);
show('allocated by function and its callees', inclusive);
