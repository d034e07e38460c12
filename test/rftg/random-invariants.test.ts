/**
 * Invariants over many random games played from prompts alone: every card is
 * in exactly one place, VP chips plus the pool stay constant, no view shows a
 * seat something hidden, private events are addressed, and games end.
 */
import { isGameError, MatchRunner, pickOne, playRandomGame, randomAnswer, seedRng, type GameEvent, type Json } from '../../server/src/engine';
import { rftg, type MatchOptions, type RftgState } from '../../server/src/games/rftg';
import { prestigeLeaders } from '../../server/src/games/rftg/prestige';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';
import { cardLocations } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
const ALL = [0, 1, 2, 3].map((level) => Array.from({ length: deckForLevel(level as 0 | 1 | 2 | 3).length }, (_, i) => i));

interface PlayerView {
  hand: number[] | null;
  startOffer: number[] | null;
  handCount: number;
  actions: Json;
  placing: Json;
  tableau: { card: number; goods: number; goodKind: Json; goodCards?: number[]; saved?: number; savedCards?: number[] | null }[];
}
interface View {
  drawPile: number[] | null;
  discard: number[] | null;
  actionsRevealed: boolean;
  players: PlayerView[];
}

function fail(msg: string, s: RftgState): never {
  throw new Error(`${msg} (round ${s.round}, stage ${s.stage})`);
}

function checkState(s: RftgState): void {
  const where = cardLocations(s);
  const all = ALL[s.level];
  if (where.length !== all.length || where.some((c, i) => c !== all[i])) fail('cards not conserved', s);
  const chips = s.players.reduce((n, p) => n + p.vp, 0);
  if (chips + s.vpPool !== 12 * s.players.length + (s.level >= 3 ? 5 : 0)) fail('VP pool accounting broken', s);
  if (s.players.some((p) => p.prestige < 0 || (s.level < 3 && p.prestige !== 0))) fail('prestige out of range', s);
  // The leader tile, checked at the end of every phase, is settled whenever actions are being chosen.
  if (s.prestigeTile && s.stage === 'action') {
    const leaders = prestigeLeaders(s);
    const t = s.prestigeTile;
    if (t.holder !== null ? leaders.length !== 1 || leaders[0] !== t.holder : t.tied !== leaders.length > 1) fail('leader tile out of step', s);
    if (t.onTile < 0 || (t.holder !== null && t.onTile > s.players[t.holder].prestige)) fail('prestige on the tile out of range', s);
  }
  if (s.search && s.stage !== 'search') fail('search state outside the Search step', s);
  for (const p of s.players) {
    for (const [w, goods] of Object.entries(p.goods)) {
      if (!p.tableau.includes(Number(w))) fail('good on a world not in play', s);
      if (goods.length !== 1) fail('a world holds at most one good (no multi-good worlds up to RvI)', s);
    }
  }
  const g = s.goals;
  if (g) {
    for (const id of g.active) {
      if (id.startsWith('MOST_') && g.held[id].length > 1) fail(`most goal ${id} held by several`, s);
      if (new Set(g.held[id]).size !== g.held[id].length) fail(`goal ${id} held twice by a seat`, s);
    }
  }
}

function checkView(s: RftgState, viewerSeat: number | null): void {
  const v = rftg.view(s, viewerSeat === null ? { kind: 'spectator' } : { kind: 'seat', seat: viewerSeat }) as unknown as View;
  if (v.drawPile !== null || v.discard !== null) fail('piles leaked', s);
  v.players.forEach((pv, seat) => {
    const mine = seat === viewerSeat;
    if (mine) {
      if (JSON.stringify(pv.hand) !== JSON.stringify(s.players[seat].hand)) fail('own hand wrong', s);
    } else {
      if (pv.hand !== null) fail(`hand of ${seat} leaked to ${viewerSeat}`, s);
      if (pv.startOffer !== null) fail(`start offer of ${seat} leaked to ${viewerSeat}`, s);
      if (typeof pv.placing === 'number') fail('secret placement leaked', s);
      // Psi-Crystal World: while its owner chooses last, the others' actions are public (the owner's are not).
      const shownBeforeLast = s.lastChooser !== undefined && s.lastChooser !== null && s.lastChooser !== seat;
      if (!v.actionsRevealed && !shownBeforeLast && Array.isArray(pv.actions)) fail('secret action leaked', s);
    }
    if (pv.handCount !== s.players[seat].hand.length) fail('hand count wrong', s);
    for (const t of pv.tableau) {
      if (t.goodCards !== undefined) fail('good identity leaked', s);
      if (!mine && t.savedCards !== undefined && t.savedCards !== null) fail('saved cards leaked', s);
      if ((t.saved ?? 0) !== (s.players[seat].saved[t.card]?.length ?? 0)) fail('saved count wrong', s);
    }
  });
}

const PRIVATE_TYPES = new Set(['drew-cards', 'placement-choice', 'action-choice', 'start-offer', 'takeover-choice']);

function checkEvents(events: GameEvent[], s: RftgState): void {
  for (const e of events) {
    if (PRIVATE_TYPES.has(e.type) && (!e.audience || e.audience.length !== 1)) fail(`event ${e.type} not addressed`, s);
  }
}

const GARBAGE: Json[] = ['nonsense', 9999, -1, 1.5, [9999], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [[9999, 0]], [['a']], { card: 1 }, true, null, []];

/** Malformed or illegal answers are rejected with BAD_MOVE / ILLEGAL_MOVE, never another exception, and change nothing. */
function checkGarbage(s: RftgState, seat: number): void {
  const before = JSON.stringify(s);
  for (const move of GARBAGE) {
    const prompt = rftg.pending(s).find((p) => p.seat === seat)!;
    const legal = prompt.choices ? prompt.choices.some((c) => JSON.stringify(c) === JSON.stringify(move)) : false;
    if (legal) continue;
    if (prompt.pick && Array.isArray(move) && move.length === 0 && prompt.pick.min === 0) continue;
    try {
      rftg.apply(structuredClone(s), seat, move);
    } catch (e) {
      if (!isGameError(e) || (e.code !== 'BAD_MOVE' && e.code !== 'ILLEGAL_MOVE'))
        fail(`garbage ${JSON.stringify(move)} for ${prompt.kind} threw ${String(e)}`, s);
      continue;
    }
    fail(`garbage ${JSON.stringify(move)} accepted for ${prompt.kind}`, s);
  }
  if (JSON.stringify(s) !== before) fail('state changed by a rejected move', s);
}

/** Undeclared takeovers and unapplied start choices never reach another seat's view. */
function checkSecrets(s: RftgState, viewerSeat: number | null): void {
  const text = JSON.stringify(rftg.view(s, viewerSeat === null ? { kind: 'spectator' } : { kind: 'seat', seat: viewerSeat }));
  if (text.includes('startPick') || text.includes('"takeovers":[')) fail('secret choice leaked into a view', s);
}

function playChecked(n: number, options: Record<string, Json>, seed: string, views: boolean): { moves: number; rounds: number } {
  const opts: MatchOptions = rftg.parseOptions(options, n);
  const r = MatchRunner.start(rftg, opts, seats(n), seed);
  const rng = seedRng(`bot:${seed}`);
  let moves = 0;
  while (r.result() === null) {
    const toMove = r.seatsToMove();
    const s = r.currentState as RftgState;
    if (toMove.length === 0) fail('no prompt but no result', s);
    const seat = pickOne(rng, toMove);
    const prompt = r.promptFor(seat)!;
    if (prompt.choices && prompt.choices.length === 0) fail(`empty choices for ${prompt.kind}`, s);
    if (views && moves % 7 === 0) checkGarbage(s, seat);
    const out = r.apply(seat, randomAnswer(prompt, rng));
    moves++;
    const after = r.currentState as RftgState;
    checkState(after);
    checkEvents(out.events, after);
    if (views) {
      checkView(after, null);
      checkSecrets(after, null);
      for (let q = 0; q < n; q++) checkView(after, q);
    }
  }
  const res = r.result()!;
  expect(res.scores).toHaveLength(n);
  expect(Math.min(...res.ranks)).toBe(1);
  return { moves, rounds: (r.currentState as RftgState).round };
}

/** CI multiplies the game counts (RFTG_RANDOM_SCALE) to run thousands of games; a plain `npm test` stays quick. */
const SCALE = Math.max(1, Number(process.env.RFTG_RANDOM_SCALE ?? 1));
if (SCALE > 1) jest.setTimeout(1_800_000);

describe('random games keep the invariants', () => {
  const configs: [string, number, Record<string, Json>, number][] = [
    ['2p advanced', 2, { advanced: true }, 80],
    ['2p', 2, {}, 50],
    ['3p', 3, {}, 70],
    ['4p', 4, {}, 70],
  ];
  for (const [label, n, options, games] of configs) {
    it(`${label}: ${games * SCALE} games`, () => {
      for (let g = 0; g < games * SCALE; g++) playChecked(n, options, `${label}:${g}`, g % 5 === 0);
    });
  }

  const expansionConfigs: [string, number, Record<string, Json>, number][] = [
    ['TGS 2p advanced', 2, { expansion: 'tgs', advanced: true }, 15],
    ['TGS 3p', 3, { expansion: 'tgs' }, 12],
    ['TGS 5p, goals off', 5, { expansion: 'tgs', goals: false }, 6],
    ['TGS 5p', 5, { expansion: 'tgs' }, 8],
    ['RvI 2p advanced', 2, { expansion: 'rvi', advanced: true }, 15],
    ['RvI 3p', 3, { expansion: 'rvi' }, 12],
    ['RvI 4p, takeovers off', 4, { expansion: 'rvi', takeovers: false }, 6],
    ['RvI 4p, goals off', 4, { expansion: 'rvi', goals: false }, 6],
    ['RvI 6p', 6, { expansion: 'rvi' }, 8],
    ['BoW 2p advanced', 2, { expansion: 'bow', advanced: true }, 12],
    ['BoW 3p', 3, { expansion: 'bow' }, 10],
    ['BoW 4p, takeovers off', 4, { expansion: 'bow', takeovers: false }, 6],
    ['BoW 6p', 6, { expansion: 'bow' }, 6],
  ];
  for (const [label, n, options, games] of expansionConfigs) {
    it(`${label}: ${games * SCALE} games`, () => {
      for (let g = 0; g < games * SCALE; g++) playChecked(n, options, `${label}:${g}`, g % 4 === 0);
    });
  }

  it('is deterministic: same seed and answers, same game', () => {
    const a = playRandomGame(rftg, {}, seats(3), 'det', { botSeed: 'b' });
    const b = playRandomGame(rftg, {}, seats(3), 'det', { botSeed: 'b' });
    expect(a.finished).toBe(true);
    expect(JSON.stringify(b.runner.currentState)).toBe(JSON.stringify(a.runner.currentState));
  });
});
