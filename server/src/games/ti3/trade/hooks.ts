/**
 * Trade at the core's timing points: a space battle between partners breaks their agreement (war: the
 * Hacan's too; PDS fire and cards do not — the invasion's break is in combat/invasion.ts, where invasion
 * combat starts, a planet held by a control marker alone included); Minister of Commerce pays its holder in
 * the status phase.
 */
import { electedSeat } from '../politics/effects';
import { activeSeats } from '../state';
import type { TimingEntry } from '../timing-types';
import { agreementsOf, breakBetween } from './agreements';

export const TRADE_HANDLERS: TimingEntry[] = [
  {
    id: 'trade-war-space-battle',
    source: 'trade agreements (war breaks them)',
    point: 'before-space-battle',
    run: (ctx, d) => {
      if (d.attacker !== undefined && d.defender !== undefined) breakBetween(ctx, d.attacker, d.defender, 'space battle');
    },
  },
  {
    // RULE-READING (README): at status step 2, after the trade steps that follow step 1 (so agreements broken then no longer count); the holder pays nobody, and a player without a Trade Good pays nothing.
    id: 'minister-of-commerce',
    source: 'Minister of Commerce',
    point: 'status-step',
    run: (ctx, d) => {
      const minister = electedSeat(ctx.s, 'Minister of Commerce');
      if (d.step !== 2 || minister === null) return;
      for (const seat of activeSeats(ctx.s)) {
        const p = ctx.s.players[seat];
        if (seat === minister || agreementsOf(ctx.s, seat).length === 0 || p.tradeGoods === 0) continue;
        p.tradeGoods -= 1;
        ctx.s.players[minister].tradeGoods += 1;
        ctx.ev.push({ type: 'trade-goods-given', data: { seat, to: minister, n: 1, source: 'Minister of Commerce' } });
      }
    },
  },
];
