/**
 * 5 Trade. Primary: (a) take 3 Trade Goods, then collect one's agreements, then the negotiations
 * (trade/negotiation.ts); or (b) cancel every trade agreement (the Hacan's too) and return all contracts.
 * Secondary (1 Strategy Allocation counter; free for the Hacan): collect one's agreements — under Trade
 * War (For) also discard one Trade Good of an opponent. Nobody collects on an agreement formed in the same
 * action (trade/collection.ts).
 */
import { gainTradeGoods } from '../gains';
import { active } from '../politics/effects';
import { activeSeats, type Ti3State } from '../state';
import { breakAll, isHacan } from '../trade/agreements';
import { collect, collectionParts } from '../trade/collection';
import { openNegotiation } from '../trade/negotiation';
import type { CardRules } from './card';

/** Trade War (For): the opponents with a Trade Good to discard, or null when the law is not in play. */
function tradeWarTargets(s: Ti3State, seat: number): (number | 'none')[] | null {
  if (!active(s, 'Trade War', 'for')) return null;
  return ['none', ...activeSeats(s).filter((x) => x !== seat && s.players[x].tradeGoods > 0)];
}

export const trade: CardRules = {
  initiative: 5,
  name: 'Trade',
  primary: {
    text: 'Trade: (a) take 3 Trade Goods, collect your agreements and open negotiations, or (b) cancel every trade agreement',
    choices: () => ['a', 'b'],
    resolve: (ctx, t, answer) => {
      if (answer === 'a') {
        gainTradeGoods(ctx, t.seat, 3);
        collect(ctx, t.seat);
        ctx.s.tasks.unshift(openNegotiation(ctx.s, t.seat));
      } else {
        ctx.ev.push({ type: 'agreements-cancelled', data: { seat: t.seat } });
        breakAll(ctx, 'Trade (b)');
      }
      return true;
    },
  },
  secondary: {
    text: 'Trade: collect your agreements; Trade War: discard one Trade Good of an opponent (or none)',
    choices: (s, t) => tradeWarTargets(s, t.seat),
    resolve: (ctx, t, answer) => {
      collect(ctx, t.seat);
      if (typeof answer === 'number') {
        ctx.s.players[answer].tradeGoods -= 1;
        ctx.ev.push({ type: 'trade-goods-lost', data: { seat: answer, n: 1, to: null, source: 'Trade War' } });
      }
      return true;
    },
  },
  // Public: agreements (and whether they pay yet), and Trade War's targets.
  worthFollowing: (s, seat) => collectionParts(s, seat).length > 0 || (tradeWarTargets(s, seat)?.length ?? 0) > 1,
  freeFor: (s, seat) => isHacan(s, seat),
};
