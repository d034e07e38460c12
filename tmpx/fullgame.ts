import * as fs from 'node:fs';
import { MatchRunner, type Json, type Prompt } from '../server/src/engine';
import { tm, type TmState } from '../server/src/games/tm';

const options = { firstPlayer: 0, corporations: [['credicor', 'helion'], ['ecoline', 'phobolog']], deck: Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(3, '0')) };
const r = MatchRunner.start(tm, tm.parseOptions(options, 2), [{ name: 'P0' }, { name: 'P1' }], 'full');
const steps: Json[] = [];
const find = (p: Prompt, d: string, key?: string, val?: string) => p.choices!.find((c) => typeof c === 'object' && c !== null && (c as { do?: string }).do === d && (!key || (c as Record<string, string>)[key] === val));
function choose(seat: number, p: Prompt): Json {
  const s = r.currentState as TmState;
  if (p.kind === 'corporation') return p.choices![0];
  if (p.pick) return p.pick.from.slice(0, p.pick.min);
  if (p.kind === 'final-greenery') return p.choices![0];
  if (p.kind !== 'action') return p.choices!.find((c) => c !== 'cancel')!;
  const ms = p.choices!.find((c) => (c as { do?: string }).do === 'milestone');
  if (ms) return ms;
  if (s.generation >= 3 && s.awards.length < 2) {
    const aw = find(p, 'award', 'id', seat === 0 ? 'banker' : 'landlord');
    if (aw) return aw;
  }
  return find(p, 'heat') ?? find(p, 'plants') ?? find(p, 'sp', 'sp', 'asteroid') ?? find(p, 'sp', 'sp', 'aquifer') ?? find(p, 'sp', 'sp', 'greenery') ?? find(p, 'pass')!;
}
while (r.result() === null) {
  const seat = r.seatsToMove()[0];
  const move = choose(seat, r.promptFor(seat)!);
  r.apply(seat, move);
  steps.push({ seat, move });
}
const s = r.currentState as TmState;
console.log(s.generation, JSON.stringify(r.result()), s.temperature, s.oxygen, s.oceans, steps.length, JSON.stringify(s.players.map((p) => [p.tr, p.trGained, p.res])), JSON.stringify(s.milestones), JSON.stringify(s.awards));
fs.writeFileSync('/tmp/scen/full.json', JSON.stringify({ options, steps, result: r.result(), tiles: s.tiles, players: s.players.map((p) => ({ tr: p.tr, res: p.res, prod: p.prod })) }));
