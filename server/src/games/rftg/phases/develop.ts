/**
 * Develop (and the advanced game's second Develop): start-of-phase draws,
 * secret choice, reveal, payment, then "draw after developing" powers.
 */
import { activePowers, designOf, hasPowerFlag } from '../cardinfo';
import { discardFromHand, drawToHand, type Ctx } from '../piles';
import { pickAsk } from '../prompts';
import { plural, type PhaseModule } from './common';
import { askPlacement, hasPhaseBonus, recordPlacement, revealPlacements } from './place';

/** Total discount on any development this phase (action bonus + REDUCE powers). */
function developDiscount(ctx: Ctx, seat: number): number {
  const p = ctx.s.players[seat];
  let reduce = hasPhaseBonus(ctx, p) ? 1 : 0;
  for (const { power } of activePowers(ctx.s, p, 2)) if (hasPowerFlag(power, 'REDUCE')) reduce += power.value;
  return reduce;
}

export function developCost(ctx: Ctx, seat: number, card: number): number {
  return Math.max(0, designOf(ctx.s.level, card).cost - developDiscount(ctx, seat));
}

/** Developments the seat could place now: affordable, and no copy of the same design on its tableau. */
export function developable(ctx: Ctx, seat: number): number[] {
  const { s } = ctx;
  const p = s.players[seat];
  const own = new Set(p.tableau.map((c) => designOf(s.level, c).id));
  const max = p.hand.length - 1 + developDiscount(ctx, seat);
  return p.hand.filter((c) => {
    const d = designOf(s.level, c);
    return d.kind === 'development' && d.cost <= max && !own.has(d.id);
  });
}

function finishDevelop(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  p.ask = null;
  for (const { power, card } of activePowers(ctx.s, p, 2)) {
    if (hasPowerFlag(power, 'DRAW_AFTER')) drawToHand(ctx, seat, power.value, designOf(ctx.s.level, card).name);
  }
}

export const develop: PhaseModule = {
  start(ctx) {
    const { s } = ctx;
    s.step = 'place';
    s.players.forEach((p, seat) => {
      for (const { power, card } of activePowers(s, p, 2)) {
        if (hasPowerFlag(power, 'DRAW')) drawToHand(ctx, seat, power.value, designOf(s.level, card).name);
      }
    });
    // Asked of everyone, even with nothing placeable (the answer is then "none"), as the reference engine does.
    s.players.forEach((_, seat) => askPlacement(ctx, seat, 'develop', developable(ctx, seat)));
  },
  onQuiet(ctx) {
    const { s } = ctx;
    if (s.step !== 'place') return true;
    s.step = 'pay';
    const placing = revealPlacements(ctx, () => undefined);
    for (const seat of placing) {
      const card = s.players[seat].phase.placing!;
      const cost = developCost(ctx, seat, card);
      if (cost > 0) {
        s.players[seat].ask = pickAsk('develop-pay', `Pay for ${designOf(s.level, card).name}: discard ${plural(cost, 'card')}`, s.players[seat].hand, cost, cost, { card });
      } else {
        finishDevelop(ctx, seat);
      }
    }
    return false;
  },
  handlers: {
    develop(ctx, seat, move) {
      recordPlacement(ctx, seat, move as number | null);
    },
    'develop-pay'(ctx, seat, move) {
      discardFromHand(ctx, seat, move as number[], 'payment');
      finishDevelop(ctx, seat);
    },
  },
};
