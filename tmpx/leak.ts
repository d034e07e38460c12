import { fuzzGameLeaks } from '../server/src/tools/leak-fuzz';
import { summarizeFindings } from '../server/src/tools/leak-fuzz-suites';
import { tm } from '../server/src/games/tm';
async function main() {
  const cfgs: [number, object][] = [[1, {}], [2, {}], [2, { corporateEra: false }], [3, { draft: true }], [4, {}], [5, { draft: true }]];
  for (const [seats, options] of cfgs) {
    const t0 = Date.now();
    const r = await fuzzGameLeaks(tm, { options, seats, games: Number(process.env.G ?? 1), seed: 'lk', replayEvery: 10, maxMoves: Number(process.env.M ?? 400) });
    console.log(seats, JSON.stringify(options), Date.now() - t0, 'ms', JSON.stringify(r.counters), r.errors.slice(0, 2), summarizeFindings(r.findings).slice(0, 3));
  }
}
main();
