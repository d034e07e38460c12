/**
 * Settle (and the advanced game's second Settle): secret choice of a world,
 * reveal (windfall worlds get their good at once), then each placing player
 * pays: first which optional powers to use (Colony Ship, New Military
 * Tactics, Contact Specialist, Space Mercenaries…), then which hand cards to
 * discard. Then the Settle rewards (bonus card, "draw after settling"), and
 * with a place-two power (Improved Logistics) a second world, placed and paid
 * the same way with the powers of the phase's start. A player who placed
 * nothing may declare a takeover instead (RvI); takeovers are resolved once
 * every placement is done (see takeovers.ts).
 */
import { GameError, type Json } from '../../../engine';
import { activePowers, designOf, hasCardFlag, hasPowerFlag, powerKey, powerRefs } from '../cardinfo';
import { optionalSettlePowers, settlePlans, type SettleCost } from '../military';
import { addGood, discardFromHand, discardFromTableau, drawToHand, type Ctx } from '../piles';
import { choiceAsk, pickAsk } from '../prompts';
import { askTakeover, declareTakeover, takeoverHandlers, resolveTakeovers, revealTakeovers, takeoverChoices } from '../takeovers';
import { plural, type PhaseModule } from './common';
import { gainPrestige, prestigeOnPlace } from '../prestige';
import { askPlacement, hasPhaseBonus, recordPlacement, revealPlacements } from './place';

/** Prestige for conquering a peaceful world with a prestige conquest power (Imperium Invasion Fleet). */
const CONQUER_PRESTIGE = 2;

/** Worlds in hand that some payment can place (the placed world itself is not available to pay). */
export function settleable(ctx: Ctx, seat: number): number[] {
  const { s } = ctx;
  const p = s.players[seat];
  return p.hand.filter((c) => designOf(s.level, c).kind === 'world' && settlePlans(s, p, c, p.hand.length - 1).length > 0);
}

function askCards(ctx: Ctx, seat: number, world: number, cost: SettleCost, handMilitary: boolean): void {
  const p = ctx.s.players[seat];
  if (cost.max > 0) {
    const what = handMilitary ? `discard ${cost.min === cost.max ? cost.min : `${cost.min}-${cost.max}`} cards as temporary military` : `discard ${plural(cost.min, 'card')}`;
    p.ask = pickAsk('settle-pay', `Pay for ${designOf(ctx.s.level, world).name}: ${what}`, p.hand, cost.min, cost.max, { world, handMilitary });
  } else {
    finishSettle(ctx, seat);
  }
}

function beginPayment(ctx: Ctx, seat: number, world: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  const plans = settlePlans(s, p, world, p.hand.length);
  if (plans.length === 0) throw new GameError('INTERNAL', `no way to pay for ${world}`);
  // As the reference engine, the power question comes up whenever an optional power could take part.
  if (optionalSettlePowers(s, p, world).length === 0) {
    askCards(ctx, seat, world, plans[0].cost, false);
    return;
  }
  // RULE-AMBIGUITY: every combination the reference engine's payment check accepts is offered, including
  // wasteful ones (New Military Tactics discarded for a peaceful world), so that its logs replay as recorded.
  const choices: Json[] = plans.map((pl) => powerRefs(pl.powers));
  p.ask = choiceAsk('settle-powers', `Pay for ${designOf(s.level, world).name}: choose which optional powers to use`, choices, 'int-list-list', { world });
}

/**
 * What placing (or taking over) a world brings: the Settle bonus card once per phase, then draw-after
 * powers, and (BoW) prestige after placing a Rebel world or a non-windfall production world.
 */
function settleRewards(ctx: Ctx, seat: number, world: number | null): void {
  const { s } = ctx;
  const p = s.players[seat];
  if (hasPhaseBonus(ctx, p) && !p.phase.bonusUsed) {
    p.phase.bonusUsed = true;
    drawToHand(ctx, seat, 1, 'Settle bonus');
  }
  const d = world === null ? null : designOf(s.level, world);
  for (const { power, card } of activePowers(s, p, 3)) {
    const name = designOf(s.level, card).name;
    if (hasPowerFlag(power, 'DRAW_AFTER')) drawToHand(ctx, seat, power.value, name);
    if (d?.kind === 'world' && hasPowerFlag(power, 'PRESTIGE_REBEL') && d.flags.includes('REBEL')) gainPrestige(ctx, seat, power.value, name);
    if (d?.kind === 'world' && hasPowerFlag(power, 'PRODUCE_PRESTIGE') && d.good !== null && !d.flags.includes('WINDFALL')) gainPrestige(ctx, seat, power.value, name);
  }
}

function finishSettle(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  p.phase.placed += 1;
  settleRewards(ctx, seat, p.tableau[p.tableau.length - 1] ?? null);
  // Improved Logistics: a second world, once the first is fully settled.
  const placeTwo = activePowers(s, p, 3).find(({ power }) => hasPowerFlag(power, 'PLACE_TWO'));
  if (!placeTwo) return;
  const worlds = settleable(ctx, seat);
  if (worlds.length > 0) {
    p.ask = choiceAsk('place-second', `${designOf(s.level, placeTwo.card).name}: place a second world, or none`, [...worlds, null], 'int-or-null', { card: placeTwo.card, index: placeTwo.index });
    return;
  }
  p.phase.used.push(powerKey(placeTwo.card, placeTwo.index));
  offerTakeoverInstead(ctx, seat);
}

/**
 * RULE-AMBIGUITY: Improved Logistics' second placement may be a takeover
 * declaration instead of a world (the RvI takeover rules refer to Improved
 * Logistics; the reference engine offers it when no second world is placed).
 */
function offerTakeoverInstead(ctx: Ctx, seat: number): void {
  const choices = takeoverChoices(ctx.s, seat);
  if (choices.length > 0) askTakeover(ctx, seat, choices);
}

function placeWorld(ctx: Ctx, seat: number, world: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => c !== world);
  p.tableau.push(world);
  ctx.ev.push({ type: 'place', text: `${p.name} places ${designOf(s.level, world).name}.`, data: { seat, card: world } });
  if (hasCardFlag(s, world, 'WINDFALL')) addGood(ctx, seat, world);
  prestigeOnPlace(ctx, seat, world);
}

export const settle: PhaseModule = {
  start(ctx) {
    ctx.s.step = 'place';
    ctx.s.takeovers = [];
    ctx.s.players.forEach((_, seat) => askPlacement(ctx, seat, 'settle', settleable(ctx, seat)));
  },
  onQuiet(ctx) {
    const { s } = ctx;
    if (s.step === 'place') {
      s.step = 'pay';
      const placing = revealPlacements(ctx, (seat, card) => {
        if (hasCardFlag(s, card, 'WINDFALL')) addGood(ctx, seat, card);
      });
      s.players.forEach((p, seat) => {
        if (placing.includes(seat)) beginPayment(ctx, seat, p.phase.placing!);
        else {
          const choices = takeoverChoices(s, seat);
          if (choices.length > 0) askTakeover(ctx, seat, choices);
        }
      });
      return false;
    }
    if (s.step === 'pay') {
      s.step = 'takeover';
      revealTakeovers(ctx);
    }
    return resolveTakeovers(ctx, (c, attacker) => settleRewards(c, attacker, null));
  },
  handlers: {
    settle(ctx, seat, move) {
      recordPlacement(ctx, seat, move as number | null);
    },
    'settle-powers'(ctx, seat, move, ask) {
      const { s } = ctx;
      const p = s.players[seat];
      const world = ask.data!.world as number;
      const chosen = move as number[][];
      const used = activePowers(s, p, 3).filter((ap) => chosen.some(([c, i]) => c === ap.card && i === ap.index));
      const same = (a: { card: number; index: number }) => used.some((u) => u.card === a.card && u.index === a.index);
      const plan = settlePlans(s, p, world, p.hand.length).find((pl) => pl.powers.length === used.length && pl.powers.every(same));
      if (!plan) throw new GameError('INTERNAL', 'settle plan vanished');
      for (const ap of used) {
        p.phase.used.push(powerKey(ap.card, ap.index));
        // Discard-for-military lasts for the rest of the phase (a second world, a takeover defence).
        if (hasPowerFlag(ap.power, 'DISCARD') && hasPowerFlag(ap.power, 'EXTRA_MILITARY')) p.phase.tempMilitary += ap.power.value;
        if (hasPowerFlag(ap.power, 'DISCARD')) discardFromTableau(ctx, seat, ap.card);
        // BoW: conquering a peaceful world with a prestige power earns 2 prestige (a fixed amount).
        if (hasPowerFlag(ap.power, 'CONQUER_SETTLE') && hasPowerFlag(ap.power, 'PRESTIGE')) gainPrestige(ctx, seat, CONQUER_PRESTIGE, designOf(s.level, ap.card).name);
      }
      // BoW: paying for a military world earns prestige with a PAY_PRESTIGE power.
      if (used.some((ap) => hasPowerFlag(ap.power, 'PAY_MILITARY'))) {
        for (const ap of activePowers(s, p, 3)) if (hasPowerFlag(ap.power, 'PAY_PRESTIGE')) gainPrestige(ctx, seat, ap.power.value, designOf(s.level, ap.card).name);
      }
      askCards(ctx, seat, world, plan.cost, used.some((ap) => hasPowerFlag(ap.power, 'MILITARY_HAND')));
    },
    'settle-pay'(ctx, seat, move, ask) {
      const cards = move as number[];
      discardFromHand(ctx, seat, cards, ask.data!.handMilitary ? 'temporary military' : 'payment');
      if (ask.data!.handMilitary) ctx.s.players[seat].phase.tempMilitary += cards.length;
      finishSettle(ctx, seat);
    },
    'place-second'(ctx, seat, move, ask) {
      const p = ctx.s.players[seat];
      p.ask = null;
      p.phase.used.push(powerKey(ask.data!.card as number, ask.data!.index as number));
      if (move === null) {
        offerTakeoverInstead(ctx, seat);
        return;
      }
      placeWorld(ctx, seat, move as number);
      beginPayment(ctx, seat, move as number);
    },
    takeover(ctx, seat, move) {
      declareTakeover(ctx, seat, move as number[] | null);
    },
    ...takeoverHandlers,
  },
};
