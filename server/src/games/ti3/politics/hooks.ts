/**
 * Laws and results that act when something happens elsewhere, registered at the core's timing points: a
 * neutral planet taken (Minister of Exploration, Planetary Conscription); the status phase (Technology
 * Buy-back's sale after step 1; at its end, Open the Trade Routes' hand-over and the Prophecy of Ixth's check).
 */
import { orderOfPlay } from '../order';
import { add, clockwiseAfter, type Ctx } from '../state';
import { gainTradeGoods } from '../gains';
import type { Task } from '../tasks';
import { HANDLERS, openAt } from '../timing';
import { sellable } from './choices';
import { active, effectOf, electedSeat } from './effects';
import { openMinisterOfWar } from './minister-of-war';

HANDLERS.push({
  id: 'politics-planet-taken',
  source: 'laws on neutral planets taken (Minister of Exploration, Planetary Conscription)',
  point: 'planet-changed-hands',
  run: (ctx, data) => {
    const { planet, seat, from } = data as { planet: string; seat: number; from: number | null };
    if (from !== null) return;
    const minister = electedSeat(ctx.s, 'Minister of Exploration');
    if (minister !== null && minister !== seat) gainTradeGoods(ctx, minister, 1);
    // RULE-READING (README): Planetary Conscription's "may" is always taken (a free Ground Force, and Ground Forces have no component limit).
    if (active(ctx.s, 'Planetary Conscription', 'for')) {
      add(ctx.s.planets[planet].units, 'Ground Force', 1);
      ctx.ev.push({ type: 'placed', data: { seat, planet, unit: 'Ground Force', source: 'Planetary Conscription' } });
    }
  },
});

function technologySales(ctx: Ctx): void {
  if (!active(ctx.s, 'Technology Buy-back', 'for')) return;
  const asks: Task[] = orderOfPlay(ctx.s)
    .filter((seat) => sellable(ctx.s, seat).length > 0)
    .map((seat) => ({ t: 'agenda-choice', seat, card: 'Technology Buy-back', step: 'sell-technology' }));
  openAt(ctx, ...asks);
}

/** RULE-READING (README): each player hands over the Trade Goods received since the agenda, as many as he still has, all at once. */
function handOverTradeGoods(ctx: Ctx): void {
  const e = effectOf(ctx.s, 'Open the Trade Routes', 'against');
  if (!e?.received) return;
  const given = e.received.map((n, seat) => Math.min(n, ctx.s.players[seat].tradeGoods));
  given.forEach((n, seat) => {
    const left = clockwiseAfter(ctx.s, seat)[0];
    if (n === 0 || left === undefined) return;
    ctx.s.players[seat].tradeGoods -= n;
    ctx.s.players[left].tradeGoods += n;
    ctx.ev.push({ type: 'trade-goods-given', data: { seat, to: left, n, source: 'Open the Trade Routes' } });
  });
  delete e.received;
}

/** The Prophecy of Ixth is lost at the end of a round in which its player bought fewer than two Fighters. */
function prophecyCheck(ctx: Ctx): void {
  const e = effectOf(ctx.s, 'Prophecy of Ixth', 'elect');
  if (!e) return;
  if ((e.fightersBought ?? 0) >= 2) {
    e.fightersBought = 0;
    return;
  }
  ctx.s.politicalEffects = ctx.s.politicalEffects.filter((x) => x !== e);
  ctx.ev.push({ type: 'political-effect-lost', text: `seat ${String(e.elected)} loses the Prophecy of Ixth`, data: { card: e.card, seat: e.elected ?? null } });
}

HANDLERS.push({
  id: 'politics-status',
  source: 'laws in the status phase (Technology Buy-back, Open the Trade Routes, Prophecy of Ixth)',
  point: 'status-step',
  run: (ctx, data) => {
    if (data.step === 2) technologySales(ctx);
    if (data.step === 7) {
      handOverTradeGoods(ctx);
      prophecyCheck(ctx);
    }
  },
});

HANDLERS.push({ id: 'politics-minister-of-war', source: 'Minister of War', point: 'before-space-battle', run: openMinisterOfWar });
