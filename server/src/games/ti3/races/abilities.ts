/**
 * The racial abilities' questions (the `ability` tasks races/rules.ts opens at timing points): what each
 * asks, and what each answer does. The first answer always declines, so the clock's fallback declines too.
 * A question whose conditions no longer hold (public information) is not asked and resolves as declined.
 */
import { GameError, type Json } from '../../../engine';
import { shipCount } from '../board';
import { openRolls, rerollDie, rollDice } from '../dice';
import { openDice } from '../combat/open-dice';
import { combatValue } from '../modifiers';
import { retreatChoices, moveWholeFleet } from '../combat/space-battle';
import { researchable, gain } from '../strategy-cards/technology';
import { activeSeats, count, fleetOf, type Ctx, type Ti3State } from '../state';
import type { AbilityTask } from '../tasks';
import { LETNEV_GROUND, LETNEV_SHIPS } from './modifiers';
import { lookAtHand } from './knowledge';

type Ability = {
  kind: string;
  text: (t: AbilityTask, s: Ti3State) => string;
  /** The answers, declining first; none: the question is not asked. */
  choices: (s: Ti3State, t: AbilityTask) => Json[];
  /** Applies an answer other than the declining one; false asks the same question again. */
  resolve: (ctx: Ctx, t: AbilityTask, move: Json) => boolean | void;
};

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** Mentak: the mixes of up to two Cruisers and Destroyers it has in the battle. */
function ambushMixes(s: Ti3State, t: AbilityTask): Json[] {
  const f = fleetOf(s, t.pos!, t.seat);
  if (t.target === undefined || shipCount(fleetOf(s, t.pos!, t.target)) === 0) return [];
  const out: Json[] = [];
  for (let c = 0; c <= Math.min(2, count(f?.units, 'Cruiser')); c++)
    for (let d = 0; d <= Math.min(2 - c, count(f?.units, 'Destroyer')); d++)
      if (c + d > 0) out.push({ ...(c > 0 ? { Cruiser: c } : {}), ...(d > 0 ? { Destroyer: d } : {}) });
  return out.length > 0 ? ['hold', ...out] : [];
}

function ambush(ctx: Ctx, t: AbilityTask, move: Json): void {
  const s = ctx.s;
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return;
  const defending = s.activation?.seat !== t.seat;
  const needs = (['Cruiser', 'Destroyer'] as const).flatMap((u) =>
    Array<number>(Number(move[u] ?? 0)).fill(combatValue(s, t.seat, u, { pos: t.pos, defending, during: 'pre-combat' })),
  );
  openDice(ctx, t.pos!, { use: 'ships', target: t.target!, pos: t.pos!, during: 'pre-combat' }, rollDice(ctx, t.seat, 'Mentak pre-combat fire', needs));
}

/** Mentak piracy: every set of one or two players holding at least 3 Trade Goods. */
function piracyTargets(s: Ti3State, t: AbilityTask): Json[] {
  const rich = activeSeats(s).filter((x) => x !== t.seat && s.players[x].tradeGoods >= 3);
  const sets: number[][] = rich.flatMap((a, i) => [[a], ...rich.slice(i + 1).map((b) => [a, b])]);
  return sets.length > 0 ? ['none', ...sets] : [];
}

function piracy(ctx: Ctx, t: AbilityTask, move: Json): void {
  for (const victim of Array.isArray(move) ? move : []) {
    if (typeof victim !== 'number') continue;
    ctx.s.players[victim].tradeGoods -= 1;
    ctx.s.players[t.seat].tradeGoods += 1;
    ctx.ev.push({ type: 'piracy', text: `seat ${t.seat} (Mentak) takes 1 Trade Good from seat ${victim}`, data: { seat: t.seat, from: victim } });
  }
}

/**
 * Xxcha: the card read is discarded and another drawn in its place; what was queued for the cancelled card
 * (its `after-political-read` window, its vote) goes with it.
 */
function cancelAgenda(ctx: Ctx, t: AbilityTask): void {
  const s = ctx.s;
  const a = s.agenda!;
  s.players[t.seat].strategy -= 1;
  s.politicalDiscard.push(a.card);
  s.agenda = null;
  ctx.ev.push({ type: 'agenda-cancelled', text: `seat ${t.seat} (Xxcha) cancels ${a.card}`, data: { seat: t.seat, card: a.card } });
  const vote = s.tasks.findIndex((x) => x.t === 'agenda' && x.step === 'vote');
  s.tasks.splice(0, vote + 1, { t: 'agenda', step: 'draw', active: a.active });
}

/** Jol Nar's dice still open at `pos` (dice.ts `openRolls`): a combat round's, or another roll's. */
const jolnarRoll = (s: Ti3State, t: AbilityTask) => openRolls(s, t.pos).find((r) => r.seat === t.seat);

/** Jol Nar: the dice not re-rolled yet, while a Strategy Allocation counter is left. */
function rerollChoices(s: Ti3State, t: AbilityTask): Json[] {
  const r = jolnarRoll(s, t);
  if (s.players[t.seat].strategy === 0 || r === undefined) return [];
  const open = r.dice.map((_, i) => i).filter((i) => !(t.rerolled ?? []).includes(i));
  return open.length > 0 ? ['done', ...open.map((i) => ({ reroll: i }))] : [];
}

/**
 * RULE-READING (issue 24 "Readings"): one Strategy Allocation counter re-rolls one die, each die at most
 * once; the new result stands, hit or miss (a hit may be re-rolled too: "any of your die rolls"). The hits
 * are counted after the `after-roll` point, so a re-roll changes them.
 */
function reroll(ctx: Ctx, t: AbilityTask, move: Json): boolean {
  const i = typeof move === 'object' && move !== null && !Array.isArray(move) ? Number(move.reroll) : NaN;
  ctx.s.players[t.seat].strategy -= 1;
  rerollDie(ctx, jolnarRoll(ctx.s, t)!, i, 'Jol Nar');
  t.rerolled = [...(t.rerolled ?? []), i];
  return false;
}

/** Technologies in reach of the free one: not owned, prerequisites met, and not being bought right now. */
function freeTechnologies(s: Ti3State, t: AbilityTask): Json[] {
  const buying = s.tasks.flatMap((x) => (x.t === 'pay' ? x.then : [x])).flatMap((x) => (x.t === 'gain-tech' && x.seat === t.seat ? [x.name] : []));
  const names = researchable(s, t.seat).filter((n) => !buying.includes(n));
  return names.length > 0 ? ['none', ...names] : [];
}

function naaluRetreat(ctx: Ctx, t: AbilityTask, to: Json): void {
  if (typeof to !== 'string') return;
  moveWholeFleet(ctx.s, t.seat, t.pos!, to);
  ctx.ev.push({
    type: 'retreated',
    text: `seat ${t.seat} (Naalu) retreats from ${t.pos} to ${to} before the space battle`,
    data: { seat: t.seat, from: t.pos!, to },
  });
  ctx.s.tasks.unshift({ t: 'supply-check', pos: to });
}

function letnevBoost(ctx: Ctx, t: AbilityTask, move: Json): void {
  ctx.s.players[t.seat].tradeGoods -= 2;
  ctx.s.cardEffects.push({ card: move === 'ships' ? LETNEV_SHIPS : LETNEV_GROUND, seat: t.seat, pos: t.pos });
  ctx.ev.push({
    type: 'letnev-boost',
    text: `seat ${t.seat} (Letnev) spends 2 Trade Goods: ${move} this round`,
    data: { seat: t.seat, pos: t.pos ?? null, what: move },
  });
}

export const ABILITIES: Record<string, Ability> = {
  'naalu-retreat': {
    kind: 'naalu-retreat',
    text: (t) => `Naalu: retreat your fleet from ${t.pos} before the space battle? (destination, or no)`,
    choices: (s, t) => {
      if (shipCount(fleetOf(s, t.pos!, t.seat)) === 0 || t.target === undefined || shipCount(fleetOf(s, t.pos!, t.target)) === 0) return [];
      const to = retreatChoices(s, t.seat, t.pos!);
      return to.length > 0 ? ['no', ...to] : [];
    },
    resolve: naaluRetreat,
  },
  'mentak-ambush': {
    kind: 'mentak-ambush',
    text: (t) => `Mentak: fire up to two Cruisers or Destroyers in ${t.pos} at seat ${t.target}'s ships before the battle?`,
    choices: ambushMixes,
    resolve: ambush,
  },
  'mentak-piracy': {
    kind: 'mentak-piracy',
    text: () => 'Mentak: take 1 Trade Good from each of up to two players holding at least 3',
    choices: piracyTargets,
    resolve: piracy,
  },
  'letnev-boost': {
    kind: 'letnev-boost',
    text: (t) => `Letnev: spend 2 Trade Goods for +1 to all your ships (or +2 to your Ground Forces) in ${t.pos} this round?`,
    // RULE-READING (README): ships in a space battle round; Ground Forces only in an invasion combat round (`planet`).
    choices: (s, t) => (s.players[t.seat].tradeGoods < 2 ? [] : ['no', t.planet === undefined ? 'ships' : 'ground-forces']),
    resolve: letnevBoost,
  },
  'xxcha-cancel-agenda': {
    kind: 'xxcha-cancel',
    text: () => 'Xxcha: spend a Strategy Allocation counter to cancel this political card (another is drawn)?',
    choices: (s, t) => (s.agenda !== null && s.players[t.seat].strategy > 0 ? ['keep', 'cancel'] : []),
    resolve: cancelAgenda,
  },
  'yssaril-look': {
    kind: 'yssaril-look',
    text: () => "Yssaril: look at another player's hand of action cards (once this strategy phase)",
    choices: (s, t) =>
      s.races.looked[t.seat] === s.round
        ? []
        : ((x) => (x.length > 0 ? ['none', ...x] : []))(activeSeats(s).filter((x) => x !== t.seat && s.players[x].hand.length > 0)),
    resolve: (ctx, t, move) => {
      if (typeof move === 'number') lookAtHand(ctx, t.seat, move);
    },
  },
  'jolnar-reroll': {
    kind: 'jolnar-reroll',
    text: (t, s) => `Jol Nar: re-roll one of your dice just rolled (${jolnarRoll(s, t)?.what ?? 'this roll'}) for a Strategy Allocation counter?`,
    choices: rerollChoices,
    resolve: reroll,
  },
  'jolnar-technology': {
    kind: 'jolnar-technology',
    text: () => 'Jol Nar: also execute the Technology primary (one technology free)',
    choices: freeTechnologies,
    resolve: (ctx, t, move) => {
      if (typeof move === 'string') gain(ctx, t.seat, move);
    },
  },
};

/** The ability's question, or null (then it resolves as declined). */
export function abilityChoices(s: Ti3State, t: AbilityTask): Json[] {
  return ABILITIES[t.ability]?.choices(s, t) ?? [];
}

/** Resolves an answer; false asks again. The first answer (or none, when not asked) declines. */
export function resolveAbility(ctx: Ctx, t: AbilityTask, move: Json): boolean {
  const ability = ABILITIES[t.ability];
  const choices = ability.choices(ctx.s, t);
  if (choices.length === 0 || move === null || same(move, choices[0])) return true;
  if (!choices.some((c) => same(c, move))) throw new GameError('ILLEGAL_MOVE', `${ability.kind}: ${JSON.stringify(move)} is not a legal answer`);
  return ability.resolve(ctx, t, move) !== false;
}
