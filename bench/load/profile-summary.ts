/**
 * Where a server's CPU went, from a V8 profile written by `bench:load --cpu-prof`:
 *
 *   npx tsx bench/load/profile-summary.ts <file>.cpuprofile [top] [from]
 *
 * `from` skips the profile's first seconds (the matches being opened), so
 * that the shares are those of steady play.
 * Prints self time by function and by source file, and inclusive time of the
 * functions that matter most, as shares of all sampled time. Idle time (the
 * loop waiting for I/O) is shown apart so busy shares add up to the work done.
 */
import fs from 'node:fs';
import { frameLabel, shortUrl, type CallFrame } from './source-label';

interface Node {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, fromArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top] [from seconds]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const fromUs = Number(fromArg ?? 0) * 1e6;
const selfUs = new Map<number, number>();
let at = 0;
prof.samples.forEach((id, i) => {
  const dt = prof.timeDeltas[i] ?? 0;
  at += dt;
  if (at >= fromUs) selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
});

const label = (n: Node) => frameLabel(n.callFrame, true);

let total = 0;
let idle = 0;
const fnSelf = new Map<string, number>();
const fileSelf = new Map<string, number>();
const fnIncl = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  total += us;
  if (n.callFrame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  fnSelf.set(label(n), (fnSelf.get(label(n)) ?? 0) + us);
  const f = n.callFrame.url ? shortUrl(n.callFrame.url).replace(/:\d+$/, '') : n.callFrame.functionName;
  fileSelf.set(f, (fileSelf.get(f) ?? 0) + us);
  // Inclusive: charge each distinct function on the stack once, so recursion does not count twice.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (seen.has(l)) continue;
    seen.add(l);
    fnIncl.set(l, (fnIncl.get(l) ?? 0) + us);
  }
}
const busy = total - idle;
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)}%); shares below are of busy time`,
);
show('self time by function', fnSelf, top);
show('self time by file', fileSelf, top);
show('inclusive time by function', fnIncl, top);
