/**
 * TI3's standing offer (GameDefinition.offers): "Trade Goods … may be given to another player at any
 * time" (rulebook p.25; rules_surface.md, Trade). While the game runs, every player who holds a Trade Good
 * it may give is offered `give-trade-goods`: choices `{ to: seat, tradeGoods: n }`, every other player still
 * in the game and every n from 1 to what it may give. Trade Goods are public, so the offer and who has one
 * reveal nothing. A bribe during a vote is such a gift; promises are not binding and nothing enforces them.
 *
 * RULE-READING: "at any time" is read as any time except with Trade Goods already counted on by the
 * giver's payment in progress: while its open question is a payment (`pay`) or a production order being
 * drafted (`produce`), the Trade Goods that the bill needs beyond its ready planets stay with it. A
 * payment is made at once in the rules; here it is a question that must stay answerable.
 * The "at any time" action cards and the law discards join this offer with the action cards and agendas.
 */
import { GameError, type ApplyResult, type Json, type Prompt, type StandingOffers } from '../../engine';
import { bill } from './action/production';
import { run } from './flow';
import { paidSoFar, spendable } from './payment';
import { activeSeats, type Ctx, type Ti3State } from './state';

export const GIVE_TRADE_GOODS = 'give-trade-goods';

/** The Trade Goods the seat's open payment or production order needs beyond its ready planets. */
export function committedTradeGoods(s: Ti3State, seat: number): number {
  const task = s.tasks[0];
  if (!task || !('seat' in task) || task.seat !== seat) return 0;
  // A payment draft spends the Trade Goods it has chosen at `confirm`, and needs those its ready planets cannot cover.
  if (task.t === 'pay') return Math.max(paidSoFar(s, task).tradeGoods, task.amount - spendable(s, seat, task.what, false));
  if (task.t === 'produce') return Math.max(0, bill(s, seat, task.bought, task.dock) - spendable(s, seat, 'resources', false));
  return 0;
}

/** Trade Goods the seat may give away now. */
export function giftableTradeGoods(s: Ti3State, seat: number): number {
  return Math.max(0, s.players[seat].tradeGoods - committedTradeGoods(s, seat));
}

function receivers(s: Ti3State, seat: number): number[] {
  return activeSeats(s)
    .filter((to) => to !== seat)
    .sort((a, b) => a - b);
}

function giftOffer(s: Ti3State, seat: number): Prompt | null {
  const n = giftableTradeGoods(s, seat);
  const to = receivers(s, seat);
  if (n === 0 || to.length === 0) return null;
  const choices: Json[] = to.flatMap((t) => Array.from({ length: n }, (_, i) => ({ to: t, tradeGoods: i + 1 })));
  return { seat, kind: GIVE_TRADE_GOODS, text: 'Give Trade Goods to another player (at any time)', choices };
}

function open(s: Ti3State): Prompt[] {
  if (s.end) return [];
  return activeSeats(s)
    .sort((a, b) => a - b)
    .flatMap((seat) => giftOffer(s, seat) ?? []);
}

/** Why a gift is refused, in the rules' words; null when it is allowed. */
function refusal(s: Ti3State, seat: number, move: Json): { code: 'BAD_MOVE' | 'ILLEGAL_MOVE'; message: string } | null {
  const m = typeof move === 'object' && move !== null && !Array.isArray(move) ? move : null;
  if (!m || !Number.isInteger(m.to) || !Number.isInteger(m.tradeGoods)) {
    return { code: 'BAD_MOVE', message: `${GIVE_TRADE_GOODS}: expected { "to": seat, "tradeGoods": n }` };
  }
  const to = m.to as number;
  const n = m.tradeGoods as number;
  if (!receivers(s, seat).includes(to))
    return { code: 'ILLEGAL_MOVE', message: `${GIVE_TRADE_GOODS}: Trade Goods go to another player still in the game, not seat ${to}` };
  const free = giftableTradeGoods(s, seat);
  if (n < 1 || n > free) {
    const held = s.players[seat].tradeGoods;
    const owed = held - free;
    return {
      code: 'ILLEGAL_MOVE',
      message: `${GIVE_TRADE_GOODS}: you may give 1 to ${free} Trade Goods, not ${n} (you hold ${held}${owed > 0 ? `, ${owed} of them owed to your payment in progress` : ''})`,
    };
  }
  return null;
}

function give(s: Ti3State, seat: number, move: Json): ApplyResult<Ti3State> {
  const why = refusal(s, seat, move);
  if (why) throw new GameError(why.code, why.message);
  const { to, tradeGoods } = move as { to: number; tradeGoods: number };
  const ctx: Ctx = { s, ev: [] };
  s.players[seat].tradeGoods -= tradeGoods;
  s.players[to].tradeGoods += tradeGoods;
  ctx.ev.push({ type: 'gave-trade-goods', text: `seat ${seat} gives ${tradeGoods} Trade Good(s) to seat ${to}`, data: { seat, to, tradeGoods } });
  // A question that the Trade Goods given made moot (a secondary nothing is left to buy with) resolves now.
  run(ctx);
  return { state: s, events: ctx.ev };
}

export const ti3Offers: StandingOffers<Ti3State> = {
  open,
  apply: give,
  explainRefusal: refusal,
};
