/**
 * Final scores: VP chips, printed card VP, the "?" bonuses of 6-cost
 * developments, and goal VP; ranks by score, ties broken by hand cards plus goods.
 */
import type { Json, MatchResult } from '../../engine';
import { designOf, goodOf, GOOD_KINDS, type PlainGood } from './cardinfo';
import type { CardDesign, VpBonus } from './data/types';
import { goalVp, goalVpWithOortKind, goalsView } from './goals';
import { totalMilitary } from './military';
import { freshScratch, type PlayerState, type RftgState } from './state';

const PRODUCTION_KIND: Record<string, string> = { NOVELTY_PRODUCTION: 'novelty', RARE_PRODUCTION: 'rare', GENE_PRODUCTION: 'gene', ALIEN_PRODUCTION: 'alien' };
const WINDFALL_KIND: Record<string, string> = { NOVELTY_WINDFALL: 'novelty', RARE_WINDFALL: 'rare', GENE_WINDFALL: 'gene', ALIEN_WINDFALL: 'alien' };
const FLAG_OF: Record<string, CardDesign['flags'][number]> = {
  REBEL_FLAG: 'REBEL',
  ALIEN_FLAG: 'ALIEN',
  TERRAFORMING_FLAG: 'TERRAFORMING',
  UPLIFT_FLAG: 'UPLIFT',
  IMPERIUM_FLAG: 'IMPERIUM',
  CHROMO_FLAG: 'CHROMO',
};

/** Flags that make a consume power a "trade" power for bonus scoring (Trade League, New Economy): the reference engine's mask. */
const TRADE_MASK = new Set(['TRADE_ANY', 'TRADE_NOVELTY', 'TRADE_RARE', 'TRADE_GENE', 'TRADE_ALIEN', 'TRADE_THIS', 'TRADE_BONUS_CHROMO', 'NO_TRADE']);

function hasPhasePower(d: CardDesign, phase: number, trade?: boolean): boolean {
  return d.powers.some((o) => {
    if (o.phase !== phase) return false;
    if (trade === undefined) return true;
    const isTrade = (o.flags as readonly string[]).some((f) => TRADE_MASK.has(f));
    return isTrade === trade;
  });
}

/** Does tableau card `d` count for bonus `b`? (Per-card kinds only; totals are handled separately.) */
function bonusMatches(b: VpBonus, d: CardDesign, oort: PlainGood | null): boolean {
  const world = d.kind === 'world';
  const good = world ? (d.good === 'any' ? oort : d.good) : null;
  const k = b.kind;
  if (k === 'NAME') return d.name === b.cardName;
  if (k in PRODUCTION_KIND) return world && good === PRODUCTION_KIND[k] && !d.flags.includes('WINDFALL');
  if (k in WINDFALL_KIND) return world && good === WINDFALL_KIND[k] && d.flags.includes('WINDFALL');
  if (k in FLAG_OF) return d.flags.includes(FLAG_OF[k]);
  switch (k) {
    case 'DEVEL_EXPLORE':
      return !world && hasPhasePower(d, 1);
    case 'WORLD_EXPLORE':
      return world && hasPhasePower(d, 1);
    case 'DEVEL_TRADE':
      return !world && hasPhasePower(d, 4, true);
    case 'WORLD_TRADE':
      return world && hasPhasePower(d, 4, true);
    case 'DEVEL_CONSUME':
      return !world && hasPhasePower(d, 4, false);
    case 'WORLD_CONSUME':
      return world && hasPhasePower(d, 4, false);
    case 'SIX_DEVEL':
      // Imperium Planet Buster costs 9 and so never counts; BoW's replacement Galactic Federation only
      // revises its VP icons to make that plain, so one design serves every level.
      return !world && d.cost === 6;
    case 'DEVEL':
      return !world;
    case 'WORLD':
      return world;
    case 'MILITARY':
      return d.flags.includes('MILITARY');
    case 'REBEL_MILITARY':
      return d.flags.includes('MILITARY') && d.flags.includes('REBEL');
    default:
      return false;
  }
}

/** Galactic Exchange: VP for 0-4 different good kinds among the owner's worlds. */
const KIND_GOOD_VP = [0, 1, 3, 6, 10];

function kindsAmongWorlds(s: RftgState, p: PlayerState, oort: PlainGood | null): number {
  const kinds = new Set<string>();
  for (const c of p.tableau) {
    const d = designOf(s.level, c);
    if (d.kind === 'world' && d.good !== null) kinds.add(d.good === 'any' ? (oort ?? 'any') : d.good);
  }
  kinds.delete('any');
  return kinds.size;
}

/** The "?" VP of one 6-cost development for its owner. */
export function bonusVp(s: RftgState, owner: PlayerState, scorer: number, oort: PlainGood | null = owner.oortKind ?? null): number {
  // Scoring looks at the whole tableau, not at the phase-start snapshot the phases use.
  const p: PlayerState = { ...owner, phase: freshScratch(owner.tableau) };
  const bonuses = designOf(s.level, scorer).bonuses;
  let amt = 0;
  for (const b of bonuses) {
    if (b.kind === 'THREE_VP') amt += Math.floor(p.vp / 3) * b.points;
    else if (b.kind === 'TOTAL_MILITARY') amt += totalMilitary(s, p) * b.points;
    else if (b.kind === 'NEGATIVE_MILITARY') amt -= totalMilitary(s, p) * b.points;
    else if (b.kind === 'PRESTIGE') amt += (p.prestige ?? 0) * b.points;
    else if (b.kind === 'KIND_GOOD') amt += KIND_GOOD_VP[kindsAmongWorlds(s, p, oort)];
  }
  // Each tableau card scores once per scoring card: for the first of its bonuses that matches.
  for (const c of p.tableau) {
    const d = designOf(s.level, c);
    const hit = bonuses.find((b) => bonusMatches(b, d, oort));
    if (hit) amt += hit.points;
  }
  return amt;
}

export interface ScoreSheet {
  total: number;
  vpChips: number;
  cardVp: number;
  bonusVp: number;
  /** Goal tiles and chips (TGS and later). */
  goalVp: number;
  /** BoW: 1 VP per prestige point (0 before The Brink of War). */
  prestige: number;
  /** Tie-break: cards in hand plus goods. */
  tiebreak: number;
}

export function scoreSheet(s: RftgState, seat: number): ScoreSheet {
  const p = s.players[seat];
  let cardVp = 0;
  for (const c of p.tableau) cardVp += designOf(s.level, c).vp;
  // BoW: Alien Oort Cloud Refinery's kind is named once before scoring, to its owner's best, counting what
  // it does to "?" VP and to Largest Industry (the reference engine picks it the same way, the first best
  // in the order novelty, rare, gene, alien); without the refinery there is nothing to choose.
  const hasOort = p.tableau.some((c) => goodOf(s, c) === 'any');
  const kinds: (PlainGood | null)[] = hasOort ? [...GOOD_KINDS] : [p.oortKind ?? null];
  const bonusWith = (k: PlainGood | null) => p.tableau.reduce((n, c) => n + (designOf(s.level, c).bonuses.length > 0 ? bonusVp(s, p, c, k) : 0), 0);
  const options = kinds.map((k) => ({ bonus: bonusWith(k), goals: hasOort && k !== null ? goalVpWithOortKind(s, seat, k) : goalVp(s, seat) }));
  const { bonus, goals } = options.reduce((best, o) => (o.bonus + o.goals > best.bonus + best.goals ? o : best));
  const goods = Object.values(p.goods).reduce((n, g) => n + g.length, 0);
  const prestige = p.prestige ?? 0;
  return { total: p.vp + cardVp + bonus + goals + prestige, vpChips: p.vp, cardVp, bonusVp: bonus, goalVp: goals, prestige, tiebreak: p.hand.length + goods };
}

/** Seats still tied after the tie-break share a rank (the rules name no further tie-break). */
export function matchResult(s: RftgState): MatchResult | null {
  if (!s.over) return null;
  const sheets = s.players.map((_, seat) => scoreSheet(s, seat));
  const better = (a: ScoreSheet, b: ScoreSheet) => a.total > b.total || (a.total === b.total && a.tiebreak > b.tiebreak);
  const ranks = sheets.map((me) => 1 + sheets.filter((o) => better(o, me)).length);
  return {
    scores: sheets.map((x) => x.total),
    ranks,
    detail: { sheets: sheets as unknown as Json, rounds: s.round, vpPool: s.vpPool, goals: goalsView(s) as unknown as Json },
  };
}
