/**
 * The action cards about trade: Influence in the Merchants' Guild (as an action), Trade Stop (the strategy
 * phase's windows), Ruinous Tariffs (`after-trade-secondary`: the seats with an agreement with the player
 * who just followed Trade), Master of Trade (at any time: the standing offer and every window its holder is
 * asked in). RULE-READING (README): the Hacan's "no player may ever, except for war, break a
 * Trade Contract with you" holds against these cards too (a player plays them); laws and Trade (b) are no
 * player's breaking and do break the Hacan's agreements.
 */
import type { CardEffects } from '../action-cards/types';
import type { Json } from '../../../engine';
import { planetsOf } from '../board';
import type { Ti3State } from '../state';
import { agreementBetween, agreementsOf, breakAll, breakBetween, withHacan } from './agreements';

/** Master of Trade's choices: one or two of the seat's exhausted planets ("up to two"). */
function refreshChoices(s: Ti3State, seat: number): Json[] {
  const exhausted = planetsOf(s, seat).filter((n) => s.planets[n].exhausted);
  return [...exhausted.map((n) => [n]), ...exhausted.flatMap((a, i) => exhausted.slice(i + 1).map((b) => [a, b]))];
}

export const TRADE_CARDS: CardEffects = {
  // Only with two trade agreements: refresh up to two of your exhausted planets.
  'Master of Trade': {
    eligible: (s, seat) => agreementsOf(s, seat).length >= 2 && refreshChoices(s, seat).length > 0,
    ask: 'choose up to two of your exhausted planets to refresh',
    choices: (s, seat) => (agreementsOf(s, seat).length >= 2 ? refreshChoices(s, seat) : []),
    resolve(ctx, seat, _w, planets) {
      if (!Array.isArray(planets)) return;
      for (const n of planets) ctx.s.planets[String(n)].exhausted = false;
      ctx.ev.push({ type: 'planets-refreshed', text: `seat ${seat} refreshes ${planets.join(', ')} (Master of Trade)`, data: { seat, planets } });
    },
  },
  // Break one trade agreement in play.
  "Influence in the Merchants' Guild": {
    ask: 'choose the trade agreement to break: [seat, seat]',
    choices: (s) => s.trade.agreements.filter((a) => !withHacan(s, a)).map((a) => [...a.seats]),
    resolve(ctx, seat, _w, pair) {
      if (Array.isArray(pair)) breakBetween(ctx, Number(pair[0]), Number(pair[1]), `Influence in the Merchants' Guild, by seat ${seat}`);
    },
  },
  // Break all trade agreements in play, including your own.
  'Trade Stop': {
    resolve: (ctx, seat) => breakAll(ctx, `Trade Stop, by seat ${seat}`, (a) => withHacan(ctx.s, a)),
  },
  // The player who just followed Trade gives you half of his Trade Goods (round up).
  'Ruinous Tariffs': {
    eligible: (s, seat, w) => w.subject !== undefined && agreementBetween(s, seat, w.subject) !== undefined,
    resolve(ctx, seat, w) {
      const victim = w.subject!;
      const p = ctx.s.players[victim];
      const n = Math.ceil(p.tradeGoods / 2);
      p.tradeGoods -= n;
      ctx.s.players[seat].tradeGoods += n;
      ctx.ev.push({ type: 'trade-goods-given', data: { seat: victim, to: seat, n, source: 'Ruinous Tariffs' } });
    },
  },
};
