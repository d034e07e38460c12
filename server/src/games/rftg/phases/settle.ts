/**
 * Settle (and the advanced game's second Settle): secret choice of a world,
 * reveal (windfall worlds get their good at once), then each placing player
 * pays: first which optional powers to use (Colony Ship, New Military
 * Tactics, Contact Specialist…), then which hand cards to discard. Finally
 * the Settle bonus card and "draw after settling" powers.
 */
import { GameError, type Json } from '../../../engine';
import { activePowers, designOf, hasCardFlag, hasPowerFlag, powerKey } from '../cardinfo';
import { optionalSettlePowers, settlePlans } from '../military';
import { addGood, discardFromHand, discardFromTableau, drawToHand, type Ctx } from '../piles';
import { choiceAsk, pickAsk } from '../prompts';
import { plural, type PhaseModule } from './common';
import { askPlacement, hasPhaseBonus, recordPlacement, revealPlacements } from './place';

/** Worlds in hand that some payment can place (the placed world itself is not available to pay). */
export function settleable(ctx: Ctx, seat: number): number[] {
  const { s } = ctx;
  const p = s.players[seat];
  return p.hand.filter((c) => designOf(s.level, c).kind === 'world' && settlePlans(s, p, c, p.hand.length - 1).length > 0);
}

function askCards(ctx: Ctx, seat: number, world: number, cost: number): void {
  const p = ctx.s.players[seat];
  if (cost > 0) {
    p.ask = pickAsk('settle-pay', `Pay for ${designOf(ctx.s.level, world).name}: discard ${plural(cost, 'card')}`, p.hand, cost, cost, { world });
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
    askCards(ctx, seat, world, plans[0].cost);
    return;
  }
  // RULE-AMBIGUITY: every combination the reference engine's payment check accepts is offered, including
  // wasteful ones (New Military Tactics discarded for a peaceful world), so that its logs replay as recorded.
  const choices: Json[] = plans.map((pl) => pl.powers.map((ap) => [ap.card, ap.index]));
  p.ask = choiceAsk('settle-powers', `Pay for ${designOf(s.level, world).name}: choose which optional powers to use`, choices, 'int-list-list', { world });
}

function finishSettle(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  if (hasPhaseBonus(ctx, p) && !p.phase.bonusUsed) {
    p.phase.bonusUsed = true;
    drawToHand(ctx, seat, 1, 'Settle bonus');
  }
  for (const { power, card } of activePowers(s, p, 3)) {
    if (hasPowerFlag(power, 'DRAW_AFTER')) drawToHand(ctx, seat, power.value, designOf(s.level, card).name);
  }
}

export const settle: PhaseModule = {
  start(ctx) {
    ctx.s.step = 'place';
    ctx.s.players.forEach((_, seat) => askPlacement(ctx, seat, 'settle', settleable(ctx, seat)));
  },
  onQuiet(ctx) {
    const { s } = ctx;
    if (s.step !== 'place') return true;
    s.step = 'pay';
    const placing = revealPlacements(ctx, (seat, card) => {
      if (hasCardFlag(s, card, 'WINDFALL')) addGood(ctx, seat, card);
    });
    for (const seat of placing) beginPayment(ctx, seat, s.players[seat].phase.placing!);
    return false;
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
        if (hasPowerFlag(ap.power, 'DISCARD')) discardFromTableau(ctx, seat, ap.card);
      }
      askCards(ctx, seat, world, plan.cost);
    },
    'settle-pay'(ctx, seat, move) {
      discardFromHand(ctx, seat, move as number[], 'payment');
      finishSettle(ctx, seat);
    },
  },
};
