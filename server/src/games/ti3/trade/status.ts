/**
 * The status phase's trade steps, after step 1 (status.ts queues them): in order of play, each seat may
 * break agreements (either partner; never one with the Hacan) and, with the Hacan at the table, offer a
 * Hacan action-card trade, then says done. Asked only of seats with something to do (public information).
 *
 * RULE-READING (README), Hacan action-card trades: a two-party exchange, offered by either side to the other
 * (one of them the Hacan), once per pair per status phase (an offer declined counts); each side gives one
 * action card of his hand or 1-3 Trade Goods, or nothing (the asking side names no card: the partner chooses
 * which one he gives when he accepts). The identities go to the two parties only (events with that audience);
 * everyone sees the counts; each party's knowledge of the card he gave stays with the other seen cards (knowledge.ts, secrets.ts).
 */
import { learnHeld } from '../knowledge';
import { GameError, type Json, type Prompt } from '../../../engine';
import { orderOfPlay } from '../order';
import { activeSeats, type Ctx, type Ti3State } from '../state';
import { agreementsOf, breakBetween, isHacan, partnerIn, withHacan } from './agreements';
import type { HacanOffer, TradeTask } from './types';

type StatusTask = Extract<TradeTask, { t: 'trade-status' }>;
type AnswerTask = Extract<TradeTask, { t: 'hacan-trade' }>;

const MAX_TRADE_GOODS = 3;
const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

/** The seats' trade steps of this status phase (each pair may trade once again). */
export function statusTradeTasks(s: Ti3State): StatusTask[] {
  s.trade.hacanTraded = [];
  return orderOfPlay(s).map((seat) => ({ t: 'trade-status', seat }));
}

const upTo = (n: number) => Array.from({ length: Math.min(n, MAX_TRADE_GOODS) }, (_, i) => i + 1);

/** Every offer the seat may make to `to` (a card of its hand or Trade Goods, for a card or Trade Goods). */
function offersTo(s: Ti3State, seat: number, to: number): HacanOffer[] {
  const me = s.players[seat];
  const them = s.players[to];
  const gives: HacanOffer['give'][] = [null, ...me.hand.map((card) => ({ card })), ...upTo(me.tradeGoods).map((tradeGoods) => ({ tradeGoods }))];
  const wants: HacanOffer['want'][] = [
    null,
    ...(them.hand.length > 0 ? ['card' as const] : []),
    ...upTo(them.tradeGoods).map((tradeGoods) => ({ tradeGoods })),
  ];
  return gives.flatMap((give) => wants.filter((want) => give !== null || want !== null).map((want) => ({ to, give, want })));
}

/** The partners the seat may still offer a Hacan trade to. */
function hacanPartners(s: Ti3State, seat: number): number[] {
  return activeSeats(s).filter((x) => x !== seat && (isHacan(s, seat) || isHacan(s, x)) && !s.trade.hacanTraded.includes(pairKey(seat, x)));
}

/** The offers the seat may make now, to every partner it may still trade with. */
const offersOf = (s: Ti3State, seat: number): HacanOffer[] => hacanPartners(s, seat).flatMap((to) => offersTo(s, seat, to));

export function statusTradeChoices(s: Ti3State, seat: number): Json[] {
  const breaks = agreementsOf(s, seat)
    .filter((a) => !withHacan(s, a))
    .map((a) => ({ break: partnerIn(a, seat) }));
  return ['done', ...breaks, ...offersOf(s, seat).map((offer) => ({ offer }))];
}

export function statusTradeQuestion(s: Ti3State, task: StatusTask): Prompt | null {
  const choices = statusTradeChoices(s, task.seat);
  if (choices.length === 1) return null;
  return { seat: task.seat, kind: 'trade-status', text: 'Status phase: break a trade agreement, offer a Hacan action-card trade, or done', choices };
}

const isObj = (x: Json): x is { [k: string]: Json } => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** The seat's answer (null: nothing to do); asks it again until done. */
export function answerTradeStatus(ctx: Ctx, task: StatusTask, move: Json): boolean {
  const s = ctx.s;
  if (move === 'done' || move === null) return true;
  if (!statusTradeChoices(s, task.seat).some((c) => same(c, move)) || !isObj(move))
    throw new GameError('ILLEGAL_MOVE', `trade-status: ${JSON.stringify(move)} is not open to you now`);
  const again: StatusTask = { t: 'trade-status', seat: task.seat };
  if (typeof move.break === 'number') {
    breakBetween(ctx, task.seat, move.break, `broken by seat ${task.seat}`);
    s.tasks.unshift(again);
    return true;
  }
  const offer = offersOf(s, task.seat).find((o) => same({ offer: o }, move));
  if (!offer) throw new GameError('ILLEGAL_MOVE', `trade-status: ${JSON.stringify(move)} is not open to you now`);
  s.trade.hacanTraded.push(pairKey(task.seat, offer.to));
  const shown = { from: task.seat, to: offer.to, give: offer.give && ('card' in offer.give ? 'card' : offer.give), want: offer.want };
  ctx.ev.push({ type: 'hacan-trade-offer', text: `seat ${task.seat} offers seat ${offer.to} an action-card trade`, data: shown });
  if (offer.give && 'card' in offer.give) {
    ctx.ev.push({ type: 'hacan-trade-offer-card', data: { from: task.seat, to: offer.to, card: offer.give.card }, audience: [task.seat, offer.to] });
    // The partner has seen the card offered: it stays in the offerer's hand in the partner's worlds.
    know(s, offer.to, task.seat, offer.give.card);
  }
  s.tasks.unshift({ t: 'hacan-trade', seat: offer.to, from: task.seat, offer }, again);
  return true;
}

function stillValid(s: Ti3State, task: AnswerTask): boolean {
  const give = task.offer.give;
  const from = s.players[task.from];
  return give === null || ('card' in give ? from.hand.includes(give.card) : from.tradeGoods >= give.tradeGoods);
}

export function hacanTradeChoices(s: Ti3State, task: AnswerTask): Json[] {
  if (!stillValid(s, task)) return ['decline'];
  const want = task.offer.want;
  const me = s.players[task.seat];
  if (want === 'card') return ['decline', ...me.hand.map((card) => ({ accept: card }))];
  if (want !== null && me.tradeGoods < want.tradeGoods) return ['decline'];
  return ['decline', 'accept'];
}

export function hacanTradeQuestion(s: Ti3State, task: AnswerTask): Prompt {
  return {
    seat: task.seat,
    kind: 'hacan-trade',
    text: `Seat ${task.from} offers you an action-card trade: accept or decline`,
    choices: hacanTradeChoices(s, task),
  };
}

/** `viewer` knows `holder` holds `card` (knowledge.ts keeps it for the hidden hook). */
function know(s: Ti3State, viewer: number, holder: number, card: string): void {
  learnHeld(s, viewer, holder, [card]);
}

function moveCard(s: Ti3State, from: number, to: number, card: string): void {
  s.players[from].hand = s.players[from].hand.filter((c) => c !== card);
  s.players[to].hand.push(card);
  know(s, from, to, card);
}

export function answerHacanTrade(ctx: Ctx, task: AnswerTask, move: Json): void {
  const s = ctx.s;
  if (!hacanTradeChoices(s, task).some((c) => same(c, move ?? 'decline')))
    throw new GameError('ILLEGAL_MOVE', `hacan-trade: ${JSON.stringify(move)} is not open to you`);
  const accepted = move !== 'decline' && move !== null;
  ctx.ev.push({ type: 'hacan-trade-answer', data: { from: task.from, to: task.seat, accepted } });
  if (!accepted) return;
  const { give, want } = task.offer;
  const cards: string[][] = [[], []];
  if (give && 'card' in give) {
    moveCard(s, task.from, task.seat, give.card);
    cards[0].push(give.card);
  }
  if (isObj(move) && typeof move.accept === 'string') {
    moveCard(s, task.seat, task.from, move.accept);
    cards[1].push(move.accept);
  }
  const tg = [give && 'tradeGoods' in give ? give.tradeGoods : 0, want !== null && want !== 'card' ? want.tradeGoods : 0];
  s.players[task.from].tradeGoods += tg[1] - tg[0];
  s.players[task.seat].tradeGoods += tg[0] - tg[1];
  const counts = {
    from: task.from,
    to: task.seat,
    cardsGiven: cards[0].length,
    cardsReceived: cards[1].length,
    tradeGoodsGiven: tg[0],
    tradeGoodsReceived: tg[1],
  };
  ctx.ev.push({ type: 'hacan-trade', text: `seats ${task.from} and ${task.seat} trade`, data: counts });
  ctx.ev.push({ type: 'hacan-trade-cards', data: { from: task.from, to: task.seat, given: cards[0], received: cards[1] }, audience: [task.from, task.seat] });
}
