/**
 * 4 Logistics. Primary: gain 4 command counters. Secondary (no Strategy Allocation counter spent): buy
 * command counters at 3 influence each. Counters gained are placed where the player chooses (`gain-counters`).
 */
import { requestPayment, spendable } from '../payment';
import { reinforcements, type Ti3State } from '../state';
import { auto, type CardRules } from './card';
import { counterPrice } from '../politics/rules';

function affordable(s: Ti3State, seat: number): number {
  return Math.min(Math.floor(spendable(s, seat, 'influence') / counterPrice(s)), reinforcements(s, seat));
}

export const logistics: CardRules = {
  initiative: 4,
  name: 'Logistics',
  primary: auto('Logistics: gain 4 command counters', (ctx, t) => void ctx.s.tasks.unshift({ t: 'gain-counters', seat: t.seat, n: 4 })),
  secondary: {
    text: 'Logistics: how many command counters to buy (3 influence each; 2 under Imperial Academy)',
    choices: (s, t) => Array.from({ length: affordable(s, t.seat) + 1 }, (_, i) => i),
    resolve: (ctx, t, answer) => {
      const n = answer as number;
      if (n > 0) requestPayment(ctx, t.seat, 'influence', counterPrice(ctx.s) * n, [{ t: 'gain-counters', seat: t.seat, n }]);
      return true;
    },
  },
  worthFollowing: (s, seat) => affordable(s, seat) > 0,
  freeSecondary: true,
};
