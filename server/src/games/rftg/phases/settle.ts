/**
 * Settle (and the advanced game's second Settle): secret choice of a world,
 * reveal (windfall worlds get their good at once), then each placing player
 * pays: first which optional powers to use (Colony Ship, New Military
 * Tactics, Contact Specialist, Space Mercenaries, BoW powers spending a good
 * or a prestige…), then which hand cards to discard, then which goods to
 * spend and (Galactic Scavengers) which paid card to save. Then the Settle
 * rewards (bonus card, "draw after settling", draw-then-discard, prestige,
 * Golden Age of Terraforming's good), and the extra Settle powers, one at a
 * time (settle-powers.ts): a second world (Improved Logistics), an extra
 * military world (Rebel Sneak Attack), a world upgrade (Terraforming
 * Engineers), each placed and paid with the powers of the phase's start. A
 * player who placed nothing may first declare a takeover instead (RvI);
 * takeovers are resolved once every placement is done (see takeovers.ts).
 */
import { GameError } from '../../../engine';
import { activePowers, designOf, hasCardFlag, hasPowerFlag, powerKey, powerRefs, type ActivePower, type PlainGood } from '../cardinfo';
import { canSettle, isSpendPower, settlePlans, settlePowers, spendKind, type SettleCost } from '../military';
import { askSave, saveCard } from '../saving';
import type { Ctx } from '../state';
import { addGood, discardFromHand, discardFromTableau, drawToHand, goodCount } from '../piles';
import { choiceAsk, pickAsk } from '../prompts';
import type { SettlePayment } from '../questions';
import { askTakeover, declareTakeover, recordHandMilitary, takeoverHandlers, resolveTakeovers, revealTakeovers, takeoverChoices } from '../takeovers';
import { eachSeat, plural, resumeSeats, type PhaseModule } from './common';
import { gainPrestige, prestigeOnPlace, spendPrestige } from '../prestige';
import { applyUpgrade, consumeGood, extraPowerUsable, extraPowers, militaryExtraWorlds, spendGoods, upgradeChoices } from './settle-powers';
import { askPlacement, hasPhaseBonus, recordPlacement, revealPlacements } from './place';

/** Prestige for conquering a peaceful world with a prestige conquest power (Imperium Invasion Fleet). */
const CONQUER_PRESTIGE = 2;

/** Worlds in hand that some payment can place (the placed world itself is not available to pay). */
export function settleable(ctx: Ctx, seat: number): number[] {
  const { s } = ctx;
  const p = s.players[seat];
  const powers = settlePowers(s, p);
  return p.hand.filter((c) => designOf(s.level, c).kind === 'world' && canSettle(s, p, c, p.hand.length - 1, false, powers));
}

function askCards(ctx: Ctx, seat: number, cost: SettleCost, rest: SettlePayment): void {
  const p = ctx.s.players[seat];
  if (cost.max > 0) {
    const what = rest.handMilitary
      ? `discard ${cost.min === cost.max ? cost.min : `${cost.min}-${cost.max}`} cards as temporary military`
      : `discard ${plural(cost.min, 'card')}`;
    p.ask = pickAsk('settle-pay', `Pay for ${designOf(ctx.s.level, rest.world).name}: ${what}`, p.hand, cost.min, cost.max, { ...rest, shape: 'int-list' });
  } else {
    afterPayment(ctx, seat, rest);
  }
}

/** After the hand cards: the goods spent, then (Galactic Scavengers) the card saved, as the reference engine orders them. */
function afterPayment(ctx: Ctx, seat: number, rest: SettlePayment): void {
  ctx.s.players[seat].ask = null;
  if (spendGoods(ctx, seat, rest.world, [...rest.goods], rest)) return;
  afterGoods(ctx, seat, rest);
}

function afterGoods(ctx: Ctx, seat: number, rest: SettlePayment): void {
  if (askSave(ctx, seat, rest.paid ?? [], 3, rest)) return;
  finishSettle(ctx, seat, rest.sneak);
}

function beginPayment(ctx: Ctx, seat: number, world: number, sneak: number | null = null): void {
  const { s } = ctx;
  const p = s.players[seat];
  const conquerOnly = sneak !== null;
  const plans = settlePlans(s, p, world, p.hand.length, conquerOnly);
  if (plans.length === 0) throw new GameError('INTERNAL', `no way to pay for ${world}`);
  // As the reference engine, the power question comes up whenever an optional power could take part.
  if (plans.every((pl) => pl.powers.length === 0)) {
    askCards(ctx, seat, plans[0].cost, { world, handMilitary: false, goods: [], sneak });
    return;
  }
  // RULE-AMBIGUITY: every combination the reference engine's payment check accepts is offered, including
  // wasteful ones (New Military Tactics discarded for a peaceful world), so that its logs replay as recorded.
  const choices = plans.map((pl) => powerRefs(pl.powers));
  p.ask = choiceAsk('settle-powers', `Pay for ${designOf(s.level, world).name}: choose which optional powers to use`, choices, {
    world,
    sneak,
    shape: 'int-list-list',
  });
}

/**
 * What placing, taking over or destroying a world brings: the Settle bonus card once per phase (not for
 * Rebel Sneak Attack's extra world), then the after-placing powers in power order: draw, draw-then-discard
 * (every draw comes before the discards), prestige for a Rebel military world or a production world, and
 * (Golden Age of Terraforming) a good on a new production world, never on one taken over. Returns true
 * when the draw-then-discard question is open; `then` says what follows it.
 *
 * RULE-READING: a world taken over, or destroyed by Imperium Planet Buster, brings the same rewards as
 * one settled (the reference engine's reading; the RvI rules treat a takeover as the player's Settle
 * placement, and Planet Buster's success is a takeover that removes the world).
 */
function settleRewards(ctx: Ctx, seat: number, world: number, how: { bonus: boolean; takeover: boolean; then: 'extras' | 'none' }): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  if (how.bonus && hasPhaseBonus(ctx, p) && !p.phase.bonusUsed) {
    p.phase.bonusUsed = true;
    drawToHand(ctx, seat, 1, 'Settle bonus');
  }
  const d = designOf(s.level, world);
  const production = d.kind === 'world' && d.good !== null && !d.flags.includes('WINDFALL');
  const rebelMilitary = d.flags.includes('REBEL') && d.flags.includes('MILITARY');
  let discards = 0;
  for (const { power, card } of activePowers(s, p, 3)) {
    const name = designOf(s.level, card).name;
    if (hasPowerFlag(power, 'DRAW_AFTER')) drawToHand(ctx, seat, power.value, name);
    if (hasPowerFlag(power, 'EXPLORE_AFTER') && drawToHand(ctx, seat, power.value, name).length > 0) discards += 1;
    if (rebelMilitary && hasPowerFlag(power, 'PRESTIGE_REBEL')) gainPrestige(ctx, seat, power.value, name);
    if (production && hasPowerFlag(power, 'PRODUCE_PRESTIGE')) gainPrestige(ctx, seat, power.value, name);
    if (!how.takeover && production && hasPowerFlag(power, 'AUTO_PRODUCE') && goodCount(p, world) === 0 && p.tableau.includes(world)) addGood(ctx, seat, world);
  }
  discards = Math.min(discards, p.hand.length);
  if (discards === 0) return false;
  p.ask = pickAsk('settle-discard', `Discard ${plural(discards, 'card')}`, p.hand, discards, discards, { then: how.then, shape: 'int-list' });
  return true;
}

function finishSettle(ctx: Ctx, seat: number, sneak: number | null): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  p.phase.placed += 1;
  const world = p.tableau[p.tableau.length - 1];
  if (sneak !== null && p.tableau.includes(sneak)) discardFromTableau(ctx, seat, sneak);
  if (settleRewards(ctx, seat, world, { bonus: sneak === null, takeover: false, then: 'extras' })) return;
  afterSettle(ctx, seat);
}

/**
 * Once a seat's own settling is done (or its takeover declared, or neither): the extra Settle powers it
 * may still use, one at a time, until it stops or none is left.
 */
function afterSettle(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  // Asked whenever a power applies by what everyone can see; the choices (maybe only "none") depend on the
  // hand, which only this seat sees (see extraPowerUsable).
  const extras = extraPowers(s, seat);
  const two = extras.find(({ power }) => hasPowerFlag(power, 'PLACE_TWO'));
  if (extras.length === 0) return;
  if (extras.length === 1 && two) {
    askSecondWorld(ctx, seat, two);
    return;
  }
  const usable = extras.filter((ap) => (hasPowerFlag(ap.power, 'PLACE_TWO') ? settleable(ctx, seat).length > 0 : extraPowerUsable(s, seat, ap)));
  p.ask = choiceAsk('settle-extra', 'Settle: use another Settle power [card, power], or none', [...powerRefs(usable), null], { shape: 'int-list-or-null' });
}

function askSecondWorld(ctx: Ctx, seat: number, two: ActivePower): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = choiceAsk('place-second', `${designOf(s.level, two.card).name}: place a second world, or none`, [...settleable(ctx, seat), null], {
    card: two.card,
    index: two.index,
    shape: 'int-or-null',
  });
}

/**
 * The takeover declaration, for a seat that placed no world; the extra Settle powers follow it. Returns
 * false when the seat has nothing to declare.
 *
 * RULE-AMBIGUITY: Improved Logistics' second placement may be a takeover
 * declaration instead of a world (the RvI takeover rules refer to Improved
 * Logistics; the reference engine offers it when no second world is placed).
 */
function offerTakeoverInstead(ctx: Ctx, seat: number): boolean {
  const choices = takeoverChoices(ctx.s, seat);
  if (choices.length === 0) return false;
  askTakeover(ctx, seat, choices);
  return true;
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

/**
 * A seat's own Settle step once placements are revealed: pay for its world; or, having placed none, the
 * takeover declaration first (as the reference engine asks it), then the extra Settle powers.
 */
function settleSeat(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  if (p.phase.placing !== null) beginPayment(ctx, seat, p.phase.placing);
  else if (!offerTakeoverInstead(ctx, seat)) afterSettle(ctx, seat);
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
      revealPlacements(ctx, (seat, card) => {
        if (hasCardFlag(s, card, 'WINDFALL')) addGood(ctx, seat, card);
      });
      eachSeat(
        ctx,
        'settle-pay',
        s.players.map((_, seat) => seat),
        settleSeat,
      );
      return false;
    }
    if (s.step === 'pay') {
      if (!resumeSeats(ctx, 'settle-pay', settleSeat)) return false;
      s.step = 'takeover';
      revealTakeovers(ctx);
    }
    return resolveTakeovers(ctx, (c, attacker, world) => {
      settleRewards(c, attacker, world, { bonus: true, takeover: true, then: 'none' });
    });
  },
  handlers: {
    settle(ctx, seat, move) {
      recordPlacement(ctx, seat, move);
    },
    'settle-powers'(ctx, seat, chosen, ask) {
      const { s } = ctx;
      const p = s.players[seat];
      const { world, sneak } = ask.data;
      const used = activePowers(s, p, 3).filter((ap) => chosen.some(([c, i]) => c === ap.card && i === ap.index));
      const same = (a: { card: number; index: number }) => used.some((u) => u.card === a.card && u.index === a.index);
      const plan = settlePlans(s, p, world, p.hand.length, sneak !== null).find((pl) => pl.powers.length === used.length && pl.powers.every(same));
      if (!plan) throw new GameError('INTERNAL', 'settle plan vanished');
      const goods: PlainGood[] = [];
      for (const ap of used) {
        // Paying for a military world is a standing ability (Contact Specialist): it may pay for a second
        // world this phase too. Every other optional power is spent for the phase.
        if (!hasPowerFlag(ap.power, 'PAY_MILITARY')) p.phase.used.push(ap.key);
        // Discard-for-military lasts for the rest of the phase (a second world, a takeover defence).
        if (hasPowerFlag(ap.power, 'DISCARD') && hasPowerFlag(ap.power, 'EXTRA_MILITARY')) p.phase.tempMilitary += ap.power.value;
        if (hasPowerFlag(ap.power, 'DISCARD')) discardFromTableau(ctx, seat, ap.card);
        // BoW: conquering a peaceful world with a prestige power earns 2 prestige (a fixed amount).
        if (hasPowerFlag(ap.power, 'CONQUER_SETTLE') && hasPowerFlag(ap.power, 'PRESTIGE'))
          gainPrestige(ctx, seat, CONQUER_PRESTIGE, designOf(s.level, ap.card).name);
        // BoW: a prestige or a good spent; the military it buys lasts for the rest of the phase too.
        if (isSpendPower(ap.power)) {
          const kind = spendKind(ap.power);
          if (kind === null) spendPrestige(ctx, seat, 1, designOf(s.level, ap.card).name);
          else goods.push(kind);
          if (hasPowerFlag(ap.power, 'EXTRA_MILITARY')) p.phase.tempMilitary += ap.power.value;
        }
      }
      // BoW: paying for a military world earns prestige with a PAY_PRESTIGE power.
      if (used.some((ap) => hasPowerFlag(ap.power, 'PAY_MILITARY'))) {
        for (const ap of activePowers(s, p, 3))
          if (hasPowerFlag(ap.power, 'PAY_PRESTIGE')) gainPrestige(ctx, seat, ap.power.value, designOf(s.level, ap.card).name);
      }
      const handValues = used.filter((ap) => hasPowerFlag(ap.power, 'MILITARY_HAND')).map((ap) => ap.power.value);
      askCards(ctx, seat, plan.cost, { world, handMilitary: handValues.length > 0, handValues, goods, sneak });
    },
    'settle-pay'(ctx, seat, cards, ask) {
      // The question's data is the payment itself; it goes on to the next question as it is stored.
      const rest: SettlePayment = ask.data;
      discardFromHand(ctx, seat, cards, rest.handMilitary ? 'temporary military' : 'payment');
      if (rest.handMilitary) {
        ctx.s.players[seat].phase.tempMilitary += cards.length;
        recordHandMilitary(ctx.s.players[seat], rest.handValues ?? [], cards.length);
      }
      // Galactic Scavengers (SAVE_COST) saves a paid card, never one discarded for military.
      else rest.paid = cards;
      afterPayment(ctx, seat, rest);
    },
    save(ctx, seat, move, ask) {
      const { data } = ask;
      if (!('rest' in data)) throw new GameError('INTERNAL', 'a Settle payment saves a card with the rest of the payment to do');
      saveCard(ctx, seat, data.world, move);
      finishSettle(ctx, seat, data.rest.sneak);
    },
    'settle-good'(ctx, seat, move, ask) {
      const p = ctx.s.players[seat];
      p.ask = null;
      const { kind, kinds, then: rest } = ask.data;
      consumeGood(ctx, seat, move[0], kind);
      if (spendGoods(ctx, seat, rest.world, [...kinds], rest)) return;
      afterGoods(ctx, seat, rest);
    },
    'settle-discard'(ctx, seat, move, ask) {
      ctx.s.players[seat].ask = null;
      discardFromHand(ctx, seat, move, 'draw then discard');
      if (ask.data.then === 'extras') afterSettle(ctx, seat);
    },
    'settle-extra'(ctx, seat, move) {
      const { s } = ctx;
      const p = s.players[seat];
      p.ask = null;
      // Using no more extra powers ends the seat's Settle step.
      if (move === null) return;
      const [card, index] = move;
      const ap = activePowers(s, p, 3).find((x) => x.card === card && x.index === index)!;
      if (hasPowerFlag(ap.power, 'PLACE_TWO')) {
        askSecondWorld(ctx, seat, ap);
      } else if (hasPowerFlag(ap.power, 'PLACE_MILITARY')) {
        const worlds = militaryExtraWorlds(s, seat);
        p.ask = choiceAsk('place-military', `${designOf(s.level, card).name}: place an additional military world, or none`, [...worlds, null], {
          card,
          index,
          shape: 'int-or-null',
        });
      } else {
        p.phase.used.push(powerKey(card, index));
        const pairs = upgradeChoices(s, p, ap.power.value);
        p.ask = choiceAsk('upgrade', `${designOf(s.level, card).name}: replace a world [new world, old world], or none`, [...pairs, null], {
          card,
          shape: 'int-list-or-null',
        });
      }
    },
    'place-military'(ctx, seat, move, ask) {
      const p = ctx.s.players[seat];
      p.ask = null;
      const { card, index } = ask.data;
      p.phase.used.push(powerKey(card, index));
      if (move === null) {
        afterSettle(ctx, seat);
        return;
      }
      placeWorld(ctx, seat, move);
      beginPayment(ctx, seat, move, card);
    },
    upgrade(ctx, seat, move, ask) {
      ctx.s.players[seat].ask = null;
      if (move !== null) {
        const [replacement, old] = move;
        applyUpgrade(ctx, seat, ask.data.card, replacement, old);
      }
      afterSettle(ctx, seat);
    },
    'place-second'(ctx, seat, move, ask) {
      const p = ctx.s.players[seat];
      p.ask = null;
      p.phase.used.push(powerKey(ask.data.card, ask.data.index));
      if (move === null) {
        if (!offerTakeoverInstead(ctx, seat)) afterSettle(ctx, seat);
        return;
      }
      placeWorld(ctx, seat, move);
      beginPayment(ctx, seat, move);
    },
    takeover(ctx, seat, move) {
      declareTakeover(ctx, seat, move);
      afterSettle(ctx, seat);
    },
    ...takeoverHandlers,
  },
};
