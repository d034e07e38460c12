/**
 * Develop (and the advanced game's second Develop): start-of-phase draws,
 * secret choice, reveal, payment, then "draw after developing" powers.
 */
import { activePowers, designOf, goodOf, hasPowerFlag, powerRefs, powerSubsets, type ActivePower } from '../cardinfo';
import { discardFromHand, discardFromTableau, drawToHand, goodCount, removeGood } from '../piles';
import { choiceAsk, pickAsk } from '../prompts';
import { eachSeat, plural, resumeSeats, type PhaseModule } from './common';
import { boosted, bonusActionFor } from '../actions';
import { gainPrestige } from '../prestige';
import { askSave, saveCard } from '../saving';
import type { Ctx, PhaseStage } from '../state';
import type { CardDesign } from '../data/types';
import { askPlacement, hasPhaseBonus, recordPlacement, revealPlacements } from './place';

/** Total discount on any development this phase (action bonus + REDUCE powers). */
function developDiscount(ctx: Ctx, seat: number): number {
  const p = ctx.s.players[seat];
  let reduce = hasPhaseBonus(ctx, p) ? 1 : 0;
  // BoW prestige Develop: 3 fewer in all (2 more than the action's own 1).
  const action = bonusActionFor(ctx.s.stage as PhaseStage);
  if (action && boosted(p, action)) reduce += 2;
  for (const { power } of activePowers(ctx.s, p, 2)) if (hasPowerFlag(power, 'REDUCE')) reduce += power.value;
  return reduce;
}

/** Worlds of the seat holding a rare good, once per good (BoW Golden Age of Terraforming spends one). */
function rareGoods(ctx: Ctx, seat: number): number[] {
  const p = ctx.s.players[seat];
  const out: number[] = [];
  for (const w of p.tableau) {
    const good = goodOf(ctx.s, w);
    if (good === 'rare' || good === 'any') for (let i = 0; i < goodCount(p, w); i++) out.push(w);
  }
  return out;
}

/**
 * Optional Develop powers that may help pay: R&D Crash Program (discard it for a reduction) and, BoW,
 * Golden Age of Terraforming (consume a rare good for a reduction).
 */
function optionalDevelopPowers(ctx: Ctx, seat: number): ActivePower[] {
  const rare = rareGoods(ctx, seat).length > 0;
  return activePowers(ctx.s, ctx.s.players[seat], 2).filter(
    ({ power }) => hasPowerFlag(power, 'DISCARD_REDUCE') || (rare && hasPowerFlag(power, 'CONSUME_RARE')),
  );
}

export function developCost(ctx: Ctx, seat: number, card: number, used: ActivePower[] = []): number {
  const extra = used.reduce((n, ap) => n + ap.power.value, 0);
  return Math.max(0, designOf(ctx.s.level, card).cost - developDiscount(ctx, seat) - extra);
}

/** Pays for a revealed development: optional powers first (when there are any), then the cards. */
function beginPayment(ctx: Ctx, seat: number, card: number): void {
  const p = ctx.s.players[seat];
  const opts = optionalDevelopPowers(ctx, seat);
  if (opts.length > 0) {
    // As the reference engine, asked whenever such a power exists, even when the development is free.
    const choices = powerSubsets(opts)
      .filter((used) => developCost(ctx, seat, card, used) <= p.hand.length)
      .map(powerRefs);
    p.ask = choiceAsk('develop-powers', `Pay for ${designOf(ctx.s.level, card).name}: choose which optional powers to use`, choices, {
      card,
      shape: 'int-list-list',
    });
    return;
  }
  askCards(ctx, seat, card, developCost(ctx, seat, card));
}

/**
 * The cards to discard, then (Golden Age of Terraforming) the rare good to consume, then (Galactic
 * Scavengers) the paid card to save: the reference engine's order of questions.
 */
function askCards(ctx: Ctx, seat: number, card: number, cost: number, rare = false): void {
  const p = ctx.s.players[seat];
  if (cost > 0)
    p.ask = pickAsk('develop-pay', `Pay for ${designOf(ctx.s.level, card).name}: discard ${plural(cost, 'card')}`, p.hand, cost, cost, {
      card,
      rare,
      shape: 'int-list',
    });
  else afterCards(ctx, seat, [], rare);
}

function afterCards(ctx: Ctx, seat: number, paid: number[], rare: boolean): void {
  const p = ctx.s.players[seat];
  p.ask = null;
  if (rare) {
    const worlds = rareGoods(ctx, seat);
    if (new Set(worlds).size > 1) {
      p.ask = pickAsk('develop-good', 'Choose the rare good to consume for the reduction', worlds, 1, 1, { paid, shape: 'int-list' });
      return;
    }
    if (worlds.length > 0) removeGood(ctx, seat, worlds[0]);
  }
  afterGood(ctx, seat, paid);
}

function afterGood(ctx: Ctx, seat: number, paid: number[]): void {
  if (!askSave(ctx, seat, paid, 2)) finishDevelop(ctx, seat);
}

/** Developments the seat could place now: affordable, and no copy of the same design on its tableau. */
export function developable(ctx: Ctx, seat: number): number[] {
  const { s } = ctx;
  const p = s.players[seat];
  const max = p.hand.length - 1 + developDiscount(ctx, seat) + optionalDevelopPowers(ctx, seat).reduce((n, ap) => n + ap.power.value, 0);
  // The tableau is searched for a copy only for an affordable development in hand (no set of its designs
  // built for every player at every Develop phase).
  const owned = (d: CardDesign) => p.tableau.some((c) => designOf(s.level, c).id === d.id);
  return p.hand.filter((c) => {
    const d = designOf(s.level, c);
    return d.kind === 'development' && d.cost <= max && !owned(d);
  });
}

function finishDevelop(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  p.ask = null;
  const placed = p.phase.placing;
  const d = placed === null ? null : designOf(ctx.s.level, placed);
  for (const { power, card } of activePowers(ctx.s, p, 2)) {
    const name = designOf(ctx.s.level, card).name;
    if (hasPowerFlag(power, 'DRAW_AFTER')) drawToHand(ctx, seat, power.value, name);
    // BoW: prestige after placing a development (any, Rebel only, or 6-cost only).
    if (d && hasPowerFlag(power, 'PRESTIGE')) gainPrestige(ctx, seat, power.value, name);
    if (d && hasPowerFlag(power, 'PRESTIGE_REBEL') && d.flags.includes('REBEL')) gainPrestige(ctx, seat, power.value, name);
    if (d && hasPowerFlag(power, 'PRESTIGE_SIX') && d.cost === 6) gainPrestige(ctx, seat, power.value, name);
  }
}

/**
 * Start-of-phase powers: draws, and (BoW) draw-then-discard powers, every draw before the discards, one
 * discard per such power. Then (all seats at once) the placement question, asked even with nothing
 * placeable (the answer is then "none"), as the reference engine does.
 */
function startOfPhase(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  let discards = 0;
  for (const { power, card } of activePowers(s, p, 2)) {
    if (hasPowerFlag(power, 'DRAW')) drawToHand(ctx, seat, power.value, designOf(s.level, card).name);
    if (hasPowerFlag(power, 'EXPLORE')) {
      drawToHand(ctx, seat, power.value, designOf(s.level, card).name);
      discards += 1;
    }
  }
  const n = Math.min(discards, p.hand.length);
  if (n > 0) p.ask = pickAsk('develop-discard', `Develop: discard ${plural(n, 'card')} (draw-then-discard)`, p.hand, n, n, { shape: 'int-list' });
  else if (s.step === 'place') askPlacement(ctx, seat, 'develop', developable(ctx, seat));
}

const payFor = (ctx: Ctx, seat: number): void => beginPayment(ctx, seat, ctx.s.players[seat].phase.placing!);

export const develop: PhaseModule = {
  start(ctx) {
    const { s } = ctx;
    // One seat at a time (conformance), the placements are asked once every seat's draws are done.
    s.step = s.options.oneSeatAtATime ? 'prepare' : 'place';
    eachSeat(
      ctx,
      'develop-start',
      s.players.map((_, seat) => seat),
      startOfPhase,
    );
  },
  onQuiet(ctx) {
    const { s } = ctx;
    if (s.step === 'prepare') {
      if (!resumeSeats(ctx, 'develop-start', startOfPhase)) return false;
      s.step = 'place';
      s.players.forEach((_, seat) => askPlacement(ctx, seat, 'develop', developable(ctx, seat)));
      return false;
    }
    if (s.step === 'place') {
      s.step = 'pay';
      eachSeat(
        ctx,
        'develop-pay',
        revealPlacements(ctx, () => undefined),
        payFor,
      );
      return false;
    }
    return resumeSeats(ctx, 'develop-pay', payFor);
  },
  handlers: {
    'develop-discard'(ctx, seat, move) {
      discardFromHand(ctx, seat, move, 'draw-then-discard');
      if (ctx.s.step === 'place') askPlacement(ctx, seat, 'develop', developable(ctx, seat));
      else ctx.s.players[seat].ask = null;
    },
    develop(ctx, seat, move) {
      recordPlacement(ctx, seat, move);
    },
    'develop-powers'(ctx, seat, chosen, ask) {
      const { s } = ctx;
      const { card } = ask.data;
      const used = optionalDevelopPowers(ctx, seat).filter((ap) => chosen.some(([c, i]) => c === ap.card && i === ap.index));
      const cost = developCost(ctx, seat, card, used);
      let consumeRare = false;
      for (const ap of used) {
        s.players[seat].phase.used.push(ap.key);
        if (hasPowerFlag(ap.power, 'CONSUME_RARE')) consumeRare = true;
        else discardFromTableau(ctx, seat, ap.card);
      }
      askCards(ctx, seat, card, cost, consumeRare);
    },
    'develop-good'(ctx, seat, move, ask) {
      ctx.s.players[seat].ask = null;
      removeGood(ctx, seat, move[0]);
      afterGood(ctx, seat, ask.data.paid);
    },
    'develop-pay'(ctx, seat, move, ask) {
      discardFromHand(ctx, seat, move, 'payment');
      afterCards(ctx, seat, move, ask.data.rare);
    },
    save(ctx, seat, move, ask) {
      saveCard(ctx, seat, ask.data.world, move);
      finishDevelop(ctx, seat);
    },
  },
};
