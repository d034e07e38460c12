/**
 * Invariants every Terraforming Mars state must keep (TM-44, TM-45), used by
 * the random-game tests and by the scenario and card tests' helpers.
 */
import { projectDeck, space, SPACES } from '../../server/src/games/tm/data';
import { matchResult, seatSheet } from '../../server/src/games/tm/scoring';
import { SOLO_START_TR, START_TR, type TmState } from '../../server/src/games/tm/state';

function fail(msg: string, s: TmState): never {
  throw new Error(`${msg} (generation ${s.generation}, phase ${s.phase})`);
}

/** Every project card of the game, each exactly once, from wherever it lies. */
export function cardLocations(s: TmState): string[] {
  const all: string[] = [...s.deck, ...s.discard];
  for (const p of s.players) all.push(...p.hand, ...p.offer, ...p.pack, ...p.looking, ...p.played.map((c) => c.id), ...p.events);
  for (const t of s.stack) if (t.t === 'play') all.push(t.card);
  const m = s.marsbot;
  if (m) all.push(...m.actionDeck.filter((c) => !c.startsWith('B')), ...m.played, ...m.stack, ...m.kept);
  const sorted = [...all].sort();
  const expected = projectDeck(s.options.corporateEra);
  if (sorted.length !== expected.length || sorted.some((c, i) => c !== expected[i])) {
    const dup = sorted.filter((c, i) => sorted[i - 1] === c);
    fail(`cards not conserved: ${sorted.length} of ${expected.length}${dup.length ? `, twice: ${dup.join(' ')}` : ''}`, s);
  }
  return sorted;
}

function tileLegal(s: TmState, id: string): string | null {
  const t = s.tiles[id];
  if (id === '01' || id === '02') return t.kind === 'city' ? null : 'off-map space without a city';
  const x = space(id);
  const card = t.card;
  if (t.kind === 'ocean') return x.type === 'ocean' || card === '116' ? null : 'ocean on land';
  if (x.type === 'ocean' && !(card === '059' || card === '174' || card === '142')) return `${t.kind} on an ocean space`;
  if (x.reserved === 'noctis' && card !== '017') return "something else on Noctis City's space";
  if (t.kind === 'city' && card !== '120' && card !== '017') {
    for (const n of x.adjacent) {
      const o = s.tiles[n];
      if (o?.kind === 'city' && o.card !== '120' && o.card !== '017') return 'two cities side by side';
    }
  }
  if (card === '140' && !x.volcanic) return 'Lava Flows off a volcanic space';
  if ((card === '064' || card === '067') && !x.bonus.some((b) => b === 'steel' || b === 'titanium')) return 'Mining tile without a steel or titanium bonus';
  return null;
}

export function checkInvariants(s: TmState): void {
  cardLocations(s);
  const startTr = s.solo ? SOLO_START_TR : START_TR;
  s.players.forEach((p, seat) => {
    for (const [r, n] of Object.entries(p.res)) if (n < 0) fail(`seat ${seat} has ${n} ${r}`, s);
    for (const [r, n] of Object.entries(p.prod)) if (n < (r === 'mc' ? -5 : 0)) fail(`seat ${seat} has ${r} production ${n}`, s);
    if (p.corp !== null && p.tr !== startTr + p.trGained - p.trLost) fail(`seat ${seat}: TR ${p.tr} is not ${startTr} + ${p.trGained} − ${p.trLost}`, s);
    for (const c of p.played) if (c.res < 0) fail('negative resources on a card', s);
  });
  if (s.temperature < -30 || s.temperature > 8 || s.temperature % 2 !== 0) fail(`temperature ${s.temperature}`, s);
  if (s.oxygen < 0 || s.oxygen > 14) fail(`oxygen ${s.oxygen}`, s);
  const oceans = Object.values(s.tiles).filter((t) => t.kind === 'ocean').length;
  if (oceans !== s.oceans || oceans > 9) fail(`${oceans} ocean tiles, count ${s.oceans}`, s);
  for (const id of Object.keys(s.tiles)) {
    const why = tileLegal(s, id);
    if (why) fail(`tile on ${id}: ${why}`, s);
  }
  if (!Object.keys(s.tiles).every((id) => id === '01' || id === '02' || SPACES.some((x) => x.id === id))) fail('tile off the board', s);
  if (s.milestones.length > 3 || s.awards.length > 3) fail('more than 3 milestones or awards', s);
  if (s.solo && (s.milestones.length > 0 || s.awards.length > 0)) fail('milestones or awards in the solo game', s);
  const result = matchResult(s);
  if (result)
    result.scores.forEach((score, seat) => {
      const sh = seatSheet(s, seat);
      if (score !== sh.tr + sh.milestones + sh.awards + sh.greeneries + sh.cities + sh.cards) fail(`seat ${seat}'s score is not its sheet's sum`, s);
    });
}
