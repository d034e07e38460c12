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
 *
 * The other things done "at any time" make the offer `at-any-time` instead (the gifts above, and): play an
 * "at any time" card of one's hand (`{play: card}`: Disclosure, Emergency Repairs, Touch of Genius
 * duplicating one of them); the elected player discards Minister of Internal Security, destroying up to four
 * Ground Forces on Mecatol Rex (`{discard: "Minister of Internal Security", groundForces: n}`); any player pays
 * 10 influence to discard Short Term Truce (`{discard: "Short Term Truce"}`, then `pay`); or `"pass"` (nothing
 * happens). A seat is offered `at-any-time` by public information only, as a window asks (windows.ts
 * `mayPlayIn` over the `any-time` window: a card in hand, such a kind not accounted for, its public
 * condition), or by the laws in play and planets it holds; so a seat whose hand holds nothing playable is
 * offered the same kind, with "pass". None of these is offered while the seat's own payment or production
 * order is open (they could spend what it counts on).
 */
import { GameError, type ApplyResult, type Json, type Prompt, type StandingOffers } from '../../engine';
import { bill } from './action/production';
import { GENIUS, isAnyTime, kindOf } from './action-cards/kinds';
import { run } from './flow';
import { paidSoFar, requestPayment, spendable } from './payment';
import { discardLaw, isElected, lawsInPlay } from './politics/effects';
import { add, activeSeats, count, type Ctx, type Ti3State } from './state';
import { foldedWindow, isPlayMove, mayPlayIn, playableCards, playActionCard, resolution } from './windows';

export const GIVE_TRADE_GOODS = 'give-trade-goods';
export const AT_ANY_TIME = 'at-any-time';

const MINISTER = 'Minister of Internal Security';
const TRUCE = 'Short Term Truce';
const TRUCE_PRICE = 10;
const MECATOL_REX = 'Mecatol Rex';

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

function gifts(s: Ti3State, seat: number): Json[] {
  const n = giftableTradeGoods(s, seat);
  return receivers(s, seat).flatMap((t) => Array.from({ length: n }, (_, i) => ({ to: t, tradeGoods: i + 1 })));
}

/** Whether the seat's own open question is a payment or a production order (what it counts on stays untouched). */
function drafting(s: Ti3State, seat: number): boolean {
  const task = s.tasks[0];
  return task !== undefined && (task.t === 'pay' || task.t === 'produce') && task.seat === seat;
}

/** The "at any time" window as the standing offer asks it (folded: never opened as a window). */
const anyTime = (seat: number) => foldedWindow('any-time', seat);

/** The Ground Forces on Mecatol Rex (Minister of Internal Security destroys up to four). */
const onMecatol = (s: Ti3State): number => count(s.planets[MECATOL_REX]?.units, 'Ground Force');

/** The law discards the seat may make now (public: the laws in play, whom they elected, the seat's planets). */
function lawChoices(s: Ti3State, seat: number): Json[] {
  const out: Json[] = [];
  if (isElected(s, MINISTER, seat)) for (let n = 0; n <= Math.min(4, onMecatol(s)); n++) out.push({ discard: MINISTER, groundForces: n });
  const truce = lawsInPlay(s).some((e) => e.card === TRUCE) && !s.tasks.some((t) => t.t === 'law-discard' && t.card === TRUCE);
  if (truce && spendable(s, seat, 'influence') >= TRUCE_PRICE) out.push({ discard: TRUCE });
  return out;
}

/** The seat's offer: `at-any-time` when public information allows more than gifts, else `give-trade-goods`, else none. */
function offerOf(s: Ti3State, seat: number): Prompt | null {
  const given = gifts(s, seat);
  const laws = drafting(s, seat) ? [] : lawChoices(s, seat);
  const cards = !drafting(s, seat) && mayPlayIn(s, seat, anyTime(seat));
  if (cards || laws.length > 0) {
    const plays = cards ? playableCards(s, seat, anyTime(seat), []).map((card) => ({ play: card })) : [];
    return {
      seat,
      kind: AT_ANY_TIME,
      text: 'At any time: give Trade Goods, play an "at any time" card, discard a law, or pass',
      choices: [...given, ...plays, ...laws, 'pass'],
    };
  }
  if (given.length === 0) return null;
  return { seat, kind: GIVE_TRADE_GOODS, text: 'Give Trade Goods to another player (at any time)', choices: given };
}

function open(s: Ti3State): Prompt[] {
  if (s.end) return [];
  return activeSeats(s)
    .sort((a, b) => a - b)
    .flatMap((seat) => offerOf(s, seat) ?? []);
}

type Refusal = { code: 'BAD_MOVE' | 'ILLEGAL_MOVE'; message: string };

/** Why an answer to the offer is refused, in the rules' words; null when it is allowed. */
function refusal(s: Ti3State, seat: number, move: Json): Refusal | null {
  const m = typeof move === 'object' && move !== null && !Array.isArray(move) ? move : null;
  if (move === 'pass' || (m && ('play' in m || 'discard' in m))) {
    const offered = offerOf(s, seat)?.choices ?? [];
    if (offered.some((c) => JSON.stringify(c) === JSON.stringify(move))) return null;
    if (isPlayMove(move) && !isAnyTime(kindOf(move.play)) && kindOf(move.play) !== GENIUS)
      return { code: 'ILLEGAL_MOVE', message: `${AT_ANY_TIME}: only an "at any time" card (or Touch of Genius duplicating one) is played outside its window` };
    return { code: 'ILLEGAL_MOVE', message: `${AT_ANY_TIME}: ${JSON.stringify(move)} is not possible for you now` };
  }
  return giftRefusal(s, seat, m);
}

/** Why a gift is refused; null when it is allowed. */
function giftRefusal(s: Ti3State, seat: number, m: { [k: string]: Json } | null): Refusal | null {
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

function give(ctx: Ctx, seat: number, to: number, tradeGoods: number): void {
  const s = ctx.s;
  s.players[seat].tradeGoods -= tradeGoods;
  s.players[to].tradeGoods += tradeGoods;
  ctx.ev.push({ type: 'gave-trade-goods', text: `seat ${seat} gives ${tradeGoods} Trade Good(s) to seat ${to}`, data: { seat, to, tradeGoods } });
}

/** Minister of Internal Security leaves play; up to four Ground Forces on Mecatol Rex are destroyed. */
function dismissMinister(ctx: Ctx, seat: number, n: number): void {
  discardLaw(ctx, MINISTER);
  const pl = ctx.s.planets[MECATOL_REX];
  if (n > 0 && pl?.owner != null) {
    add(pl.units, 'Ground Force', -n);
    ctx.ev.push({ type: 'destroyed', data: { seat: pl.owner, planet: MECATOL_REX, units: { 'Ground Force': n }, by: seat, source: MINISTER } });
  }
}

function apply(s: Ti3State, seat: number, move: Json): ApplyResult<Ti3State> {
  const why = refusal(s, seat, move);
  if (why) throw new GameError(why.code, why.message);
  const ctx: Ctx = { s, ev: [] };
  const m = typeof move === 'object' && move !== null && !Array.isArray(move) ? move : {};
  if (isPlayMove(move)) {
    // Named, then resolved after its Sabotage window, before the question that was open (asked again after).
    playActionCard(ctx, seat, move.play);
    s.tasks.unshift(...resolution(s, { seat, card: move.play }, anyTime(seat)));
  } else if (m.discard === MINISTER) dismissMinister(ctx, seat, Number(m.groundForces));
  else if (m.discard === TRUCE) requestPayment(ctx, seat, 'influence', TRUCE_PRICE, [{ t: 'law-discard', seat, card: TRUCE }]);
  else if (move !== 'pass') give(ctx, seat, Number(m.to), Number(m.tradeGoods));
  // A question that the answer made moot (a secondary nothing is left to buy with) resolves now.
  run(ctx);
  return { state: s, events: ctx.ev };
}

export const ti3Offers: StandingOffers<Ti3State> = {
  open,
  apply,
  explainRefusal: refusal,
};
