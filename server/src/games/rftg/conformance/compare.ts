/**
 * Comparing our state with the reference engine's round-start snapshots and
 * final state. Each check yields the first differing field, so a divergence
 * is reported where it first becomes visible.
 */
import type { Json, MatchResult } from '../../../engine';
import type { PlayerState, RftgState } from '../state';
import type { CardRef, FinalPlayer, FinalState, PlayerSnapshot, RoundSnapshot, TableauEntry } from './log';

export interface FieldDiff {
  /** Player id (our seat), or null for a game-wide field. */
  player: number | null;
  field: string;
  ours: Json;
  reference: Json;
}

interface Check {
  player: number | null;
  field: string;
  ours: Json;
  reference: Json;
}

function firstDiff(checks: Check[]): FieldDiff | null {
  return checks.find((c) => JSON.stringify(c.ours) !== JSON.stringify(c.reference)) ?? null;
}

const sortedIds = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);
const refIds = (cards: readonly CardRef[] | undefined): number[] => (cards ?? []).map((c) => c.id);

/** Goals held by `seat`, from the game-wide `goals.held` (goal id → seats holding it). */
function ourGoals(s: RftgState, seat: number): string[] {
  const held = s.goals?.held ?? {};
  return Object.keys(held)
    .filter((g) => held[g].includes(seat))
    .sort();
}

/** Every card saved under any of the player's worlds (BoW); the reference lists them per player. */
const ourSaved = (p: PlayerState): number[] => Object.values(p.saved).flat();

/** Goods as [world, count] for each tableau card holding any, in tableau order. */
const ourGoods = (p: PlayerState): Json => p.tableau.filter((c) => (p.goods[c]?.length ?? 0) > 0).map((c) => [c, p.goods[c].length]);
const refGoods = (tableau: TableauEntry[]): Json => tableau.filter((c) => c.goods > 0).map((c) => [c.id, c.goods]);

function playerChecks(s: RftgState, ref: PlayerSnapshot): Check[] {
  const id = ref.id;
  const p = s.players[id];
  return [
    { player: id, field: 'tableau', ours: [...p.tableau], reference: ref.tableau.map((c) => c.id) },
    { player: id, field: 'goods', ours: ourGoods(p), reference: refGoods(ref.tableau) },
    { player: id, field: 'hand_size', ours: p.hand.length, reference: ref.hand_size },
    { player: id, field: 'hand', ours: sortedIds(p.hand), reference: sortedIds(refIds(ref.hand)) },
    { player: id, field: 'vp_chips', ours: p.vp, reference: ref.vp_chips },
    { player: id, field: 'prestige', ours: p.prestige, reference: ref.prestige },
    { player: id, field: 'goals', ours: ourGoals(s, id), reference: [...ref.goals].sort() },
    { player: id, field: 'saved', ours: sortedIds(ourSaved(p)), reference: sortedIds(refIds(ref.saved)) },
  ];
}

function pileChecks(s: RftgState, drawPile: number, discardPile: number, vpPool: number): Check[] {
  return [
    { player: null, field: 'vp_pool', ours: s.vpPool, reference: vpPool },
    { player: null, field: 'draw_pile', ours: s.drawPile.length, reference: drawPile },
    { player: null, field: 'discard_pile', ours: s.discard.length, reference: discardPile },
  ];
}

/**
 * BoW: the reference snapshots a round before the Prestige Leader's round-start
 * bonus, we compare once the round's questions are open: undo that bonus (the
 * VP chip and the card drawn) and the goals it let someone claim on a copy
 * before comparing.
 */
function beforePrestigeBonus(s: RftgState): RftgState {
  const bonus = s.prestigeRoundBonus ?? [];
  const claims = s.roundStartClaims ?? [];
  if (bonus.length === 0 && claims.length === 0) return s;
  const c = structuredClone(s);
  for (const [goal, seat] of claims) if (c.goals) c.goals.held[goal] = c.goals.held[goal].filter((x) => x !== seat);
  for (const { seat, card } of bonus) {
    c.players[seat].vp -= 1;
    c.vpPool += 1;
    if (card !== null) {
      c.players[seat].hand = c.players[seat].hand.filter((x) => x !== card);
      c.drawPile.push(card);
    }
  }
  return c;
}

/** Players first: a pile-size difference is usually the echo of a player difference. */
export function compareSnapshot(state: RftgState, snap: RoundSnapshot): FieldDiff | null {
  const s = beforePrestigeBonus(state);
  const players = [...snap.players].sort((a, b) => a.id - b.id).flatMap((ref) => playerChecks(s, ref));
  const piles = pileChecks(s, snap.draw_pile, snap.discard_pile, snap.vp_pool);
  // The bonus card may have emptied the draw pile (a reshuffle): compare the sizes recorded before it.
  const before = state.roundStartPiles;
  if (before) {
    piles[1].ours = before.draw;
    piles[2].ours = before.discard;
  }
  return firstDiff([...players, ...piles]);
}

/**
 * Log score component → the name our score sheet (result.detail.sheets[seat])
 * uses for it. Components our sheet does not carry are listed as unchecked;
 * the total is always checked, against result.scores.
 */
const SCORE_COMPONENTS: [logName: keyof FinalPlayer['score'], ourNames: string[]][] = [
  ['vp_chips', ['vpChips']],
  ['card_vp', ['cardVp']],
  ['bonus_vp', ['bonusVp']],
  ['goal_vp', ['goalVp']],
  ['prestige', ['prestigeVp', 'prestige']],
];

type Sheet = { [key: string]: Json };

function sheetsOf(result: MatchResult): Sheet[] {
  const detail = result.detail as { sheets?: Json } | undefined;
  return Array.isArray(detail?.sheets) ? (detail.sheets as Sheet[]) : [];
}

function scoreChecks(result: MatchResult, ref: FinalPlayer, unchecked: Set<string>): Check[] {
  const id = ref.id;
  const sheet = sheetsOf(result)[id] ?? {};
  const checks: Check[] = [{ player: id, field: 'score.total', ours: result.scores[id], reference: ref.score.total }];
  for (const [logName, ourNames] of SCORE_COMPONENTS) {
    const name = ourNames.find((n) => n in sheet);
    if (name === undefined) unchecked.add(`score.${logName}`);
    else checks.push({ player: id, field: `score.${logName}`, ours: sheet[name], reference: ref.score[logName] });
  }
  if ('tiebreak' in sheet) checks.push({ player: id, field: 'tiebreak', ours: sheet.tiebreak, reference: ref.tiebreak });
  else unchecked.add('tiebreak');
  checks.push({ player: id, field: 'winner', ours: result.ranks[id] === 1, reference: ref.winner });
  return checks;
}

/** The actual good cards on each world, in tableau order (final state only). */
function goodCardChecks(p: PlayerState, ref: FinalPlayer): Check {
  return {
    player: ref.id,
    field: 'good_cards',
    ours: p.tableau.filter((c) => (p.goods[c]?.length ?? 0) > 0).map((c) => [c, sortedIds(p.goods[c])]),
    reference: ref.tableau.filter((c) => c.goods > 0).map((c) => [c.id, sortedIds(refIds(c.good_cards))]),
  };
}

export interface FinalComparison {
  diff: FieldDiff | null;
  /** Reference fields our engine does not report, so they could not be compared. */
  unchecked: string[];
}

export function compareFinal(s: RftgState, result: MatchResult | null, fin: FinalState): FinalComparison {
  const unchecked = new Set<string>();
  if (result === null) {
    return { diff: { player: null, field: 'result', ours: 'game not over', reference: `over after round ${fin.rounds}` }, unchecked: [] };
  }
  const refs = [...fin.players].sort((a, b) => a.id - b.id);
  const checks: Check[] = [
    { player: null, field: 'rounds', ours: s.round, reference: fin.rounds },
    ...refs.flatMap((ref) => [...playerChecks(s, ref), goodCardChecks(s.players[ref.id], ref)]),
    ...refs.flatMap((ref) => scoreChecks(result, ref, unchecked)),
    ...pileChecks(s, fin.draw_pile_count, fin.discard_pile_count, fin.vp_pool),
    { player: null, field: 'draw_pile_cards', ours: sortedIds(s.drawPile), reference: sortedIds(refIds(fin.draw_pile)) },
    { player: null, field: 'discard_pile_cards', ours: sortedIds(s.discard), reference: sortedIds(refIds(fin.discard_pile)) },
  ];
  return { diff: firstDiff(checks), unchecked: [...unchecked].sort() };
}
