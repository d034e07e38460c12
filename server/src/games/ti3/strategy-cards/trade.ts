/**
 * 5 Trade. Primary: (a) take 3 Trade Goods [then collect agreements and open negotiations: second issue],
 * or (b) cancel every trade agreement. Secondary: [collect agreements: second issue] — with no agreements
 * in this issue, nobody is asked to follow.
 */
import { gainTradeGoods } from '../gains';
import { at } from '../timing';
import type { CardRules } from './card';

export const trade: CardRules = {
  initiative: 5,
  name: 'Trade',
  primary: {
    text: 'Trade: (a) take 3 Trade Goods, or (b) cancel every trade agreement',
    choices: () => ['a', 'b'],
    resolve: (ctx, t, answer) => {
      if (answer === 'a') {
        gainTradeGoods(ctx, t.seat, 3);
        at(ctx, 'trade-collect', { seat: t.seat });
      } else ctx.ev.push({ type: 'agreements-cancelled', data: { seat: t.seat } });
      return true;
    },
  },
  secondary: null,
  worthFollowing: () => false,
};
