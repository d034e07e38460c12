/**
 * The questions agenda effects ask one player (task `agenda-choice`, prompt kind = the step). A step whose
 * question would offer nothing (no planet to exhaust, no card to discard) asks nothing and does nothing.
 */
import { shuffle, type AmountsSpec, type Json, type PickSpec } from '../../../engine';
import { planetsOf } from '../board';
import { addToHand, discardActionCard } from '../cards';
import { changeHands } from '../combat/invasion';
import { technology, unit, type UnitId } from '../data';
import { add, type Ctx, type Ti3State } from '../state';
import { gainTradeGoods } from '../gains';
import type { TaskOf } from '../tasks';
import { discardLaw, effectOf, lawsInPlay } from './effects';
import { gain, researchable } from '../strategy-cards/technology';
import { takeStrategyCard } from '../strategy-phase';
import type { ChoiceKind } from './types';

type ChoiceTask = TaskOf<'agenda-choice'>;
type Question = { text: string; choices: Json[] } | { text: string; pick: PickSpec } | { text: string; amounts: AmountsSpec };

interface ChoiceStep {
  ask(s: Ti3State, t: ChoiceTask): Question | null;
  answer(ctx: Ctx, t: ChoiceTask, move: Json): void;
}

const strings = (x: Json): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

export const readyPlanets = (s: Ti3State, seat: number): string[] => planetsOf(s, seat).filter((n) => !s.planets[n].exhausted);

function exhaust(ctx: Ctx, planets: string[]): void {
  for (const n of planets) ctx.s.planets[n].exhausted = true;
  if (planets.length > 0) ctx.ev.push({ type: 'exhausted', data: { planets } });
}

/** "seat|pos|unit" entries, one per ship: what `destroy-ships` offers. */
export const shipEntry = (pos: string, u: UnitId) => `${pos}|${u}`;

export function destroyShip(ctx: Ctx, seat: number, entry: string): void {
  const [pos, u] = entry.split('|') as [string, UnitId];
  const f = ctx.s.space[pos].find((x) => x.seat === seat)!;
  add(f.units, u, -1);
  if ((f.damaged[u] ?? 0) > (f.units[u] ?? 0)) f.damaged[u] = f.units[u] ?? 0;
  if (f.damaged[u] === 0) delete f.damaged[u];
  ctx.s.space[pos] = ctx.s.space[pos].filter((x) => Object.keys(x.units).length > 0);
  if (ctx.s.space[pos].length === 0) delete ctx.s.space[pos];
  ctx.ev.push({ type: 'destroyed', data: { seat, pos, unit: u } });
}

/** Planets of `seat` without a Space Dock, while he has one left in reinforcements. */
export function dockSites(s: Ti3State, seat: number): string[] {
  const docks = planetsOf(s, seat).filter((n) => (s.planets[n].units['Space Dock'] ?? 0) > 0).length;
  if (docks >= (unit('Space Dock').limit ?? 0)) return [];
  return planetsOf(s, seat).filter((n) => (s.planets[n].units['Space Dock'] ?? 0) === 0);
}

const TRADE_GOOD = 'trade-good';

/** Technologies a player may sell (Technology Buy-back): none that another of his technologies requires. */
export function sellable(s: Ti3State, seat: number): string[] {
  const owned = s.players[seat].techs;
  return owned.filter((t) => !owned.some((o) => technology(o).prereqs.includes(t)));
}

/** Determine Policy's choice: any agenda of the deck, the discard or the laws in play (names are unique). */
const policies = (s: Ti3State): string[] => [...s.politicalDeck, ...s.politicalDiscard, ...lawsInPlay(s).map((e) => e.card)].sort();

/**
 * The agenda chosen leaves where it was for the vote (the draw step takes it). Chosen from the deck: the
 * deck is shuffled, so nobody knows a place in it any more. RULE-READING (README): a law chosen leaves play
 * while it is voted again (passed, it returns; else it is discarded).
 */
function choosePolicy(ctx: Ctx, seat: number, card: string): void {
  const s = ctx.s;
  if (s.politicalDeck.includes(card)) {
    s.politicalDeck = shuffle(
      s.rng,
      s.politicalDeck.filter((c) => c !== card),
    );
    for (const k of Object.keys(s.politicalKnown)) s.politicalKnown[Number(k)] = [];
    ctx.ev.push({ type: 'reshuffle', data: { deck: 'political' } });
  } else if (s.politicalDiscard.includes(card)) s.politicalDiscard = s.politicalDiscard.filter((c) => c !== card);
  else s.politicalEffects = s.politicalEffects.filter((e) => !(e.card === card && e.duration === 'until-repealed'));
  const draw = s.tasks.find((t) => t.t === 'agenda' && t.step === 'draw' && t.card === undefined);
  if (draw?.t === 'agenda') draw.card = card;
  ctx.ev.push({ type: 'agenda-chosen', text: `seat ${seat} chooses the agenda ${card}`, data: { seat, card } });
}

export const CHOICES: Record<ChoiceKind, ChoiceStep> = {
  'determine-policy': {
    ask: (s) =>
      policies(s).length > 0
        ? { text: 'Determine Policy: choose the agenda to vote on (from the political deck, the discard or the laws in play)', choices: policies(s) }
        : null,
    answer: (ctx, t, move) => choosePolicy(ctx, t.seat, String(move)),
  },
  'speaker-tie': {
    ask: (_s, t) => ({ text: `${t.card}: the vote is tied; as Speaker, decide the outcome`, choices: t.options ?? [] }),
    answer: (ctx, _t, move) => void ctx.s.tasks.unshift({ t: 'agenda-resolve', outcome: move }),
  },
  'council-elder': {
    ask: (s, t) => (s.agenda ? { text: `Council Elder: keep it (only your votes count on ${t.card}) or discard it now`, choices: ['keep', 'discard'] } : null),
    answer: (ctx, _t, move) => {
      if (move !== 'discard') return;
      discardLaw(ctx, 'Council Elder');
      if (ctx.s.agenda) delete ctx.s.agenda.elder;
    },
  },
  'discard-law': {
    ask: (s, t) =>
      lawsInPlay(s).length > 0 ? { text: `${t.card}: you may discard a law in play`, choices: ['none', ...lawsInPlay(s).map((e) => e.card)] } : null,
    answer: (ctx, _t, move) => {
      if (move !== 'none') discardLaw(ctx, move as string);
    },
  },
  'exhaust-planets': {
    ask: (s, t) => {
      const from = readyPlanets(s, t.target ?? t.seat);
      const n = Math.min(t.n ?? 1, from.length);
      return n === 0
        ? null
        : { text: `${t.card}: exhaust ${n} planet(s)${t.target !== undefined ? ` of seat ${t.target}` : ''}`, pick: { from, min: n, max: n } };
    },
    answer: (ctx, _t, move) => exhaust(ctx, strings(move)),
  },
  'discard-action-cards': {
    ask: (s, t) => {
      const hand = s.players[t.seat].hand;
      const n = Math.min(t.n ?? 1, hand.length);
      return n === 0 ? null : { text: `${t.card}: discard ${n} action card(s)`, pick: { from: [...hand], min: n, max: n } };
    },
    answer: (ctx, t, move) => strings(move).forEach((c) => discardActionCard(ctx, t.seat, c)),
  },
  'place-space-dock': {
    ask: (s, t) =>
      dockSites(s, t.seat).length > 0
        ? { text: `${t.card}: place a free Space Dock on a planet you control`, choices: ['none', ...dockSites(s, t.seat)] }
        : null,
    answer: (ctx, t, move) => {
      if (move === 'none') return;
      add(ctx.s.planets[move as string].units, 'Space Dock', 1);
      ctx.ev.push({ type: 'placed', data: { seat: t.seat, planet: move, unit: 'Space Dock' } });
    },
  },
  'place-ground-forces': {
    ask: (s, t) => {
      const where = strings(t.options ?? planetsOf(s, t.seat)).filter((n) => s.planets[n].owner === t.seat);
      const n = t.n ?? 0;
      if (n === 0 || where.length === 0) return null;
      return {
        text: `${t.card}: place up to ${n} free Ground Force(s) on your planets`,
        amounts: { items: where.map((id) => ({ id, label: id, min: 0, max: n })), total: { min: 0, max: n } },
      };
    },
    answer: (ctx, t, move) => {
      for (const [planet, n] of Object.entries(move as Record<string, number>)) {
        if (n <= 0) continue;
        add(ctx.s.planets[planet].units, 'Ground Force', n);
        ctx.ev.push({ type: 'placed', data: { seat: t.seat, planet, unit: 'Ground Force', n } });
      }
    },
  },
  'discard-counter': {
    ask: (s, t) => {
      const p = s.players[t.seat];
      const from = [...(p.command > 0 ? ['command'] : []), ...(p.strategy > 0 ? ['strategy'] : [])];
      return from.length === 0 ? null : { text: `${t.card}: discard a command counter from your Command Pool or Strategy Allocation`, choices: from };
    },
    answer: (ctx, t, move) => {
      ctx.s.players[t.seat][move as 'command' | 'strategy'] -= 1;
      ctx.ev.push({ type: 'counter-discarded', data: { seat: t.seat, area: move } });
    },
  },
  'destroy-ships': {
    ask: (_s, t) => {
      const from = strings(t.options ?? []);
      const n = Math.min(t.n ?? 1, from.length);
      return n === 0 ? null : { text: `${t.card}: choose ${n} ship(s) to destroy`, pick: { from, min: n, max: n } };
    },
    answer: (ctx, t, move) => strings(move).forEach((e) => destroyShip(ctx, t.seat, e)),
  },
  'return-space-dock': {
    ask: (s, t) => {
      const from = strings(t.options ?? []).filter((n) => s.planets[n].owner === t.seat && (s.planets[n].units['Space Dock'] ?? 0) > 0);
      return from.length === 0 ? null : { text: `${t.card}: return one of your Space Docks outside your home system to reinforcements`, choices: from };
    },
    answer: (ctx, t, move) => {
      add(ctx.s.planets[move as string].units, 'Space Dock', -1);
      ctx.ev.push({ type: 'returned', data: { seat: t.seat, planet: move, unit: 'Space Dock' } });
    },
  },
  'sell-technology': {
    ask: (s, t) =>
      sellable(s, t.seat).length > 0 ? { text: `${t.card}: you may discard a technology for 6 Trade Goods`, choices: ['none', ...sellable(s, t.seat)] } : null,
    answer: (ctx, t, move) => {
      if (move === 'none') return;
      const p = ctx.s.players[t.seat];
      p.techs = p.techs.filter((x) => x !== move);
      ctx.ev.push({ type: 'technology-sold', data: { seat: t.seat, technology: move } });
      gainTradeGoods(ctx, t.seat, 6);
    },
  },
  'gain-technology': {
    ask: (s, t) =>
      researchable(s, t.seat).length > 0 ? { text: `${t.card}: gain a technology (prerequisites apply)`, choices: researchable(s, t.seat) } : null,
    answer: (ctx, t, move) => gain(ctx, t.seat, move as string),
  },
  'give-strategy-card': {
    ask: (_s, t) => ({ text: `Checks and Balances: give strategy card ${t.strategyCard} to a player without one`, choices: t.options ?? [] }),
    answer: (ctx, t, move) => takeStrategyCard(ctx, move as number, t.strategyCard!, t.seat),
  },
  'choose-action-cards': {
    ask: (s, t) => {
      const pool = effectOf(s, 'Core Stability', 'for')?.pool ?? [];
      const n = Math.min(t.n ?? 1, pool.length);
      return n === 0 ? null : { text: `Core Stability: choose ${n} of the action cards face up`, pick: { from: [...pool], min: n, max: n } };
    },
    answer: (ctx, t, move) => {
      const law = effectOf(ctx.s, 'Core Stability', 'for')!;
      for (const card of strings(move)) {
        law.pool = (law.pool ?? []).filter((c) => c !== card);
        addToHand(ctx, t.seat, card);
      }
    },
  },
  'traffic-tariff': {
    ask: (s, t) => {
      const from = [...(s.players[t.seat].tradeGoods > 0 ? [TRADE_GOOD] : []), ...readyPlanets(s, t.seat)];
      return from.length === 0 ? null : { text: `${t.card}: spend a Trade Good or exhaust a planet to activate this system`, choices: from };
    },
    answer: (ctx, t, move) => {
      if (move === TRADE_GOOD) ctx.s.players[t.seat].tradeGoods -= 1;
      else exhaust(ctx, [move as string]);
      ctx.ev.push({ type: 'tariff', data: { seat: t.seat, paid: move } });
    },
  },
  'colonial-planet': {
    ask: (s, t) => (planetsOf(s, t.seat).length > 0 ? { text: `${t.card}: choose one of your planets to give up`, choices: planetsOf(s, t.seat) } : null),
    answer: (ctx, t, move) => {
      const pl = ctx.s.planets[move as string];
      const gf = pl.units['Ground Force'] ?? 0;
      if (gf > 0) add(pl.units, 'Ground Force', -gf);
      ctx.ev.push({ type: 'destroyed', data: { seat: t.seat, planet: move, unit: 'Ground Force', n: gf } });
      // The player then names the taker among those with the fewest VP (t.options); the planet rides first in the list.
      ctx.s.tasks.unshift({ t: 'agenda-choice', seat: t.seat, card: t.card, step: 'colonial-player', options: [move, ...(t.options ?? [])] });
    },
  },
  'colonial-player': {
    ask: (_s, t) => ({ text: `${t.card}: choose the player with the fewest VP who takes ${String(t.options?.[0])}`, choices: (t.options ?? []).slice(1) }),
    answer: (ctx, t, move) => {
      const planet = String(t.options![0]);
      // RULE-READING (README): the planet changes control as in an invasion: the old owner's PDS and Space Dock there are destroyed, the card comes exhausted.
      changeHands(ctx, planet, move as number, { 'Ground Force': 3 });
    },
  },
};
