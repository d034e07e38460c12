/**
 * Goals (The Gathering Storm, Rebel vs Imperium): the tiles in play, each
 * player's progress, and when goals are claimed, shared and lost.
 *
 * First goals (3 VP) go to every player who meets them at the same check;
 * they are never lost. Most goals (5 VP) go to the one player strictly ahead
 * of everyone with at least the minimum; the holder keeps the tile on a tie
 * and loses it when someone gets ahead or when falling below the minimum.
 * Each goal is checked only after the phases in which it can change (the
 * reference engine's schedule, which the rules' examples follow: Budget
 * Surplus at round end, Galactic Status after Develop, …).
 *
 * RULE-AMBIGUITY: the rules say "at the end of a phase" without listing
 * which goal can change when; we follow the reference engine's schedule
 * (`checkedAfter`), including its check before round 1 (as after a Settle
 * phase) and its on-the-spot loss check when a development leaves a tableau.
 */
import { randInt } from '../../engine';
import { designOf } from './cardinfo';
import type { CardDesign, GoodKind } from './data/types';
import { tableauMilitary } from './military';
import { type Ctx, type GoalsState, type PlayerState, type RftgState } from './state';

/** When a check runs: after a phase (develop2/settle2 count as develop/settle), at round end, or at setup (as after Settle). */
/** 'round-start' is checked only in BoW, after the Prestige Leader's round-start VP. */
export type GoalCheck = 'round-start' | 'explore' | 'develop' | 'settle' | 'consume' | 'produce' | 'round-end';

interface GoalDef {
  id: string;
  name: string;
  kind: 'first' | 'most';
  /** First expansion level whose goal pool holds it. */
  level: 1 | 2 | 3;
  min: number;
  checkedAfter: readonly GoalCheck[];
  progress: (s: RftgState, p: PlayerState) => number;
}

const design = (s: RftgState, c: number): CardDesign => designOf(s.level, c);
const worlds = (s: RftgState, p: PlayerState) => p.tableau.filter((c) => design(s, c).kind === 'world');
const isWorld = (d: CardDesign) => d.kind === 'world';
/** Tableau cards whose design passes `test` (progress is counted for every player after most phases: no arrays). */
function countCards(s: RftgState, p: PlayerState, test: (d: CardDesign, card: number) => boolean): number {
  let n = 0;
  for (const c of p.tableau) if (test(design(s, c), c)) n++;
  return n;
}
type Flag = CardDesign['flags'][number];
/** Tableau cards with `flag` (and `also`). */
function flagged(s: RftgState, p: PlayerState, flag: Flag, also?: Flag): number {
  let n = 0;
  for (const c of p.tableau) {
    const { flags } = design(s, c);
    if (flags.includes(flag) && (also === undefined || flags.includes(also))) n++;
  }
  return n;
}
const goodOfDesign = (d: CardDesign): GoodKind | null => (d.kind === 'world' ? d.good : null);
const TRADE_FLAGS = new Set(['TRADE_ANY', 'TRADE_NOVELTY', 'TRADE_RARE', 'TRADE_GENE', 'TRADE_ALIEN', 'TRADE_THIS', 'TRADE_BONUS_CHROMO', 'NO_TRADE']);
const isTrade = (flags: readonly string[]) => flags.some((f) => TRADE_FLAGS.has(f));

const DS = ['develop', 'settle'] as const;
/** Goods of blue (novelty) and brown (rare) worlds, and Alien Oort Cloud Refinery's (any kind). */
const BLUE_BROWN: readonly string[] = ['novelty', 'rare', 'any'];
/** BoW prestige goals are checked after every phase and at round start. */
const ANY: readonly GoalCheck[] = ['round-start', 'explore', 'develop', 'settle', 'consume', 'produce'];
const TAKEOVER_POWER = new Set(['TAKEOVER_REBEL', 'TAKEOVER_IMPERIUM', 'TAKEOVER_MILITARY', 'TAKEOVER_PRESTIGE']);

/** Peace/War Leader: 2+ worlds and negative military, or (takeovers on) 2+ military worlds and a takeover power. */
function peaceWar(s: RftgState, p: PlayerState): number {
  if (countCards(s, p, isWorld) < 2) return 0;
  if (tableauMilitary(s, p) < 0) return 1;
  if (!s.options.takeovers || flagged(s, p, 'MILITARY') < 2) return 0;
  return p.tableau.some((c) => design(s, c).powers.some((o) => o.phase === 3 && (o.flags as readonly string[]).some((f) => TAKEOVER_POWER.has(f)))) ? 1 : 0;
}

export const GOALS: readonly GoalDef[] = [
  // The round-start check only happens in BoW (the Prestige Leader's VP can reach 5 there).
  {
    id: 'FIRST_5_VP',
    name: 'Galactic Standard of Living',
    kind: 'first',
    level: 1,
    min: 5,
    checkedAfter: ['round-start', 'consume'],
    progress: (_s, p) => p.vp,
  },
  {
    id: 'FIRST_4_TYPES',
    name: 'System Diversity',
    kind: 'first',
    level: 1,
    min: 4,
    checkedAfter: ['settle'],
    progress: (s, p) =>
      new Set(
        worlds(s, p)
          .map((c) => goodOfDesign(design(s, c)))
          .filter((g) => g !== null),
      ).size,
  },
  { id: 'FIRST_3_ALIEN', name: 'Overlord Discoveries', kind: 'first', level: 1, min: 3, checkedAfter: DS, progress: (s, p) => flagged(s, p, 'ALIEN') },
  { id: 'FIRST_DISCARD', name: 'Budget Surplus', kind: 'first', level: 1, min: 1, checkedAfter: ['round-end'], progress: (_s, p) => p.endDiscard },
  {
    // Explore, Develop, Settle, Consume (not counting trade), trade, Produce.
    id: 'FIRST_PHASE_POWER',
    name: 'Innovation Leader',
    kind: 'first',
    level: 1,
    min: 6,
    checkedAfter: DS,
    progress: (s, p) => {
      const kinds = new Set<number>();
      for (const c of p.tableau) for (const o of design(s, c).powers) kinds.add(o.phase === 4 && isTrade(o.flags) ? 0 : o.phase);
      return kinds.size;
    },
  },
  {
    id: 'FIRST_SIX_DEVEL',
    name: 'Galactic Status',
    kind: 'first',
    level: 1,
    min: 1,
    checkedAfter: ['develop'],
    progress: (s, p) => (p.tableau.some((c) => design(s, c).kind === 'development' && design(s, c).cost === 6 && design(s, c).bonuses.length > 0) ? 1 : 0),
  },
  { id: 'FIRST_3_UPLIFT', name: 'Uplift Knowledge', kind: 'first', level: 2, min: 3, checkedAfter: DS, progress: (s, p) => flagged(s, p, 'UPLIFT') },
  {
    id: 'FIRST_4_GOODS',
    name: 'Galactic Riches',
    kind: 'first',
    level: 2,
    min: 4,
    checkedAfter: ['settle', 'produce'],
    progress: (s, p) => countCards(s, p, (d, c) => isWorld(d) && (p.goods[c]?.length ?? 0) > 0),
  },
  { id: 'FIRST_8_ACTIVE', name: 'Expansion Leader', kind: 'first', level: 2, min: 8, checkedAfter: DS, progress: (_s, p) => p.tableau.length },
  { id: 'FIRST_NEG_MILITARY', name: 'Peace/War Leader', kind: 'first', level: 3, min: 1, checkedAfter: DS, progress: peaceWar },
  {
    id: 'FIRST_2_PRESTIGE',
    name: 'Galactic Standing',
    kind: 'first',
    level: 3,
    min: 1,
    checkedAfter: ANY,
    progress: (_s, p) => (p.prestige >= 2 && p.vp >= 3 ? 1 : 0),
  },
  {
    id: 'FIRST_4_MILITARY',
    name: 'Military Influence',
    kind: 'first',
    level: 3,
    min: 1,
    checkedAfter: DS,
    progress: (s, p) => (flagged(s, p, 'IMPERIUM') >= 3 || flagged(s, p, 'MILITARY') >= 4 ? 1 : 0),
  },
  // Most goals.
  {
    id: 'MOST_MILITARY',
    name: 'Greatest Military',
    kind: 'most',
    level: 1,
    min: 6,
    checkedAfter: DS,
    progress: tableauMilitary,
  },
  {
    id: 'MOST_BLUE_BROWN',
    name: 'Largest Industry',
    kind: 'most',
    level: 1,
    min: 3,
    checkedAfter: ['settle'],
    progress: (s, p) => countCards(s, p, (d) => BLUE_BROWN.includes(goodOfDesign(d) ?? '')),
  },
  {
    id: 'MOST_DEVEL',
    name: 'Greatest Infrastructure',
    kind: 'most',
    level: 1,
    min: 4,
    checkedAfter: ['develop'],
    progress: (s, p) => p.tableau.length - countCards(s, p, isWorld),
  },
  {
    id: 'MOST_PRODUCTION',
    name: 'Production Leader',
    kind: 'most',
    level: 1,
    min: 4,
    checkedAfter: ['settle'],
    progress: (s, p) => countCards(s, p, (d) => goodOfDesign(d) !== null && !d.flags.includes('WINDFALL')),
  },
  {
    id: 'MOST_EXPLORE',
    name: 'Research Leader',
    kind: 'most',
    level: 2,
    min: 3,
    checkedAfter: DS,
    progress: (s, p) => countCards(s, p, (d) => d.powers.some((o) => o.phase === 1)),
  },
  {
    id: 'MOST_REBEL',
    name: 'Propaganda Edge',
    kind: 'most',
    level: 2,
    min: 3,
    checkedAfter: ['settle'],
    progress: (s, p) => flagged(s, p, 'REBEL', 'MILITARY'),
  },
  { id: 'MOST_PRESTIGE', name: 'Galactic Prestige', kind: 'most', level: 3, min: 3, checkedAfter: ANY, progress: (_s, p) => p.prestige },
  {
    // Cards with a Consume power other than a trade power.
    id: 'MOST_CONSUME',
    name: 'Prosperity Lead',
    kind: 'most',
    level: 3,
    min: 3,
    checkedAfter: DS,
    progress: (s, p) => countCards(s, p, (d) => d.powers.some((o) => o.phase === 4 && !isTrade(o.flags))),
  },
];

const BY_ID = new Map(GOALS.map((g) => [g.id, g]));

export function goalDef(id: string): GoalDef | undefined {
  return BY_ID.get(id);
}

export const FIRST_GOAL_VP = 3;
export const MOST_GOAL_VP = 5;
/** Most goals in play beside the first goals. */
const FIRST_IN_PLAY = 4;
const MOST_IN_PLAY = 2;

/** Draws the goals for a new game (4 first, 2 most from the level's pools), or takes the scripted list. */
export function drawGoals(s: RftgState, scripted?: string[]): GoalsState {
  let active: string[];
  if (scripted) {
    active = scripted;
  } else {
    const pick = (kind: 'first' | 'most', n: number) => {
      const pool = GOALS.filter((g) => g.kind === kind && g.level <= s.level).map((g) => g.id);
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(pool.splice(randInt(s.rng, pool.length), 1)[0]);
      return out;
    };
    active = [...pick('first', FIRST_IN_PLAY), ...pick('most', MOST_IN_PLAY)];
  }
  const n = s.players.length;
  const g: GoalsState = { active, held: {}, progress: {}, most: {} };
  for (const id of active) {
    g.held[id] = [];
    g.progress[id] = new Array(n).fill(0);
    g.most[id] = 0;
  }
  return g;
}

function announce(ctx: Ctx, seat: number, goal: GoalDef, verb: 'claims' | 'loses'): void {
  const p = ctx.s.players[seat];
  ctx.ev.push({ type: verb === 'claims' ? 'goal-claimed' : 'goal-lost', text: `${p.name} ${verb} ${goal.name}.`, data: { seat, goal: goal.id } });
}

/** A goal claimed at a check, as [goal id, seat]. */
export type GoalClaim = [string, number];

function checkFirst(ctx: Ctx, g: GoalsState, def: GoalDef, claims: GoalClaim[]): void {
  if (g.held[def.id].length > 0) return;
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const n = def.progress(s, p);
    g.progress[def.id][seat] = n;
    // Everyone who reaches it at the same check shares it: one takes the tile, the others a 3-VP chip.
    if (n >= def.min) {
      g.held[def.id].push(seat);
      claims.push([def.id, seat]);
      announce(ctx, seat, def, 'claims');
    }
  });
}

function checkMost(ctx: Ctx, g: GoalsState, def: GoalDef, claims: GoalClaim[]): void {
  const { s } = ctx;
  const counts = s.players.map((p) => def.progress(s, p));
  g.progress[def.id] = [...counts];
  g.most[def.id] = Math.max(0, ...counts);
  const eligible = counts.map((n) => (n < def.min ? 0 : n));
  const holder = g.held[def.id][0];
  if (holder !== undefined && (eligible[holder] === 0 || eligible[holder] < g.most[def.id])) {
    g.held[def.id] = [];
    announce(ctx, holder, def, 'loses');
  }
  eligible.forEach((n, seat) => {
    if (n === 0 || g.held[def.id][0] === seat) return;
    if (eligible.every((m, other) => other === seat || m < n)) {
      g.held[def.id] = [seat];
      claims.push([def.id, seat]);
      announce(ctx, seat, def, 'claims');
    }
  });
}

/** Checks every goal in play that can change after `when`; returns the claims it made, in goal order. */
export function checkGoals(ctx: Ctx, when: GoalCheck): GoalClaim[] {
  const claims: GoalClaim[] = [];
  const g = ctx.s.goals;
  if (!g) return claims;
  for (const id of g.active) {
    const def = BY_ID.get(id)!;
    if (!def.checkedAfter.includes(when)) continue;
    if (def.kind === 'first') checkFirst(ctx, g, def, claims);
    else checkMost(ctx, g, def, claims);
  }
  return claims;
}

/**
 * A most goal's holder re-checked on the spot, when a card leaves their
 * tableau in the middle of a phase (a development discarded for its power,
 * a world taken over): they lose the tile if now below the minimum or behind.
 */
export function checkGoalLoss(ctx: Ctx, seat: number, id: string): void {
  const g = ctx.s.goals;
  if (!g || !g.active.includes(id) || g.held[id][0] !== seat) return;
  const def = BY_ID.get(id)!;
  const n = def.progress(ctx.s, ctx.s.players[seat]);
  g.progress[id][seat] = n;
  g.most[id] = Math.max(0, ...g.progress[id]);
  if (n < def.min || n < g.most[id]) {
    g.held[id] = [];
    announce(ctx, seat, def, 'loses');
  }
}

/** Goal VP of one seat at game end, with what it is made of (`g`: the goals as they stand, by default the game's). */
export function goalVp(s: RftgState, seat: number, g: GoalsState | null = s.goals): number {
  if (!g) return 0;
  let vp = 0;
  for (const id of g.active) {
    const def = BY_ID.get(id)!;
    const held = g.held[id].includes(seat);
    if (def.kind === 'first') {
      if (held) vp += FIRST_GOAL_VP;
      continue;
    }
    const n = g.progress[id][seat];
    if (n < def.min) continue;
    if (held) vp += MOST_GOAL_VP;
    // RULE-AMBIGUITY: the printed rules leave a tied most goal unclaimed during play but say nothing about a
    // tie at game end; the reference engine gives every tied non-holder (at least the minimum) 3 VP, and so do we.
    else if (n === g.most[id]) vp += FIRST_GOAL_VP;
  }
  return vp;
}

/**
 * Goal VP of the owner of Alien Oort Cloud Refinery once its kind is named for scoring: named other than
 * novelty or rare, it is no blue or brown world, and Largest Industry's holder may lose the tile on the
 * spot (rechecked as when a card leaves a tableau). The reference engine scores each kind that way.
 */
export function goalVpWithOortKind(s: RftgState, seat: number, kind: string): number {
  const g = s.goals;
  const id = 'MOST_BLUE_BROWN';
  if (!g || !g.active.includes(id) || g.held[id][0] !== seat || kind === 'novelty' || kind === 'rare') return goalVp(s, seat);
  const def = BY_ID.get(id)!;
  const p = s.players[seat];
  const n = def.progress(s, p) - worlds(s, p).filter((c) => goodOfDesign(design(s, c)) === 'any').length;
  const progress = [...g.progress[id]];
  progress[seat] = n;
  const most = Math.max(0, ...progress);
  const lost = n < def.min || n < most;
  return goalVp(s, seat, {
    ...g,
    held: { ...g.held, [id]: lost ? [] : g.held[id] },
    progress: { ...g.progress, [id]: progress },
    most: { ...g.most, [id]: most },
  });
}

/** Public goal information for views: what is in play, who holds it, everyone's progress. */
/** A goal in play as every viewer sees it: who holds it and each seat's progress. */
export type GoalView = { id: string; name: string; kind: 'first' | 'most'; min: number; held: number[]; progress: number[] };

export function goalsView(s: RftgState): GoalView[] {
  const g = s.goals;
  if (!g) return [];
  return g.active.map((id) => {
    const def = BY_ID.get(id)!;
    return { id, name: def.name, kind: def.kind, min: def.min, held: [...g.held[id]], progress: s.players.map((p) => def.progress(s, p)) };
  });
}
