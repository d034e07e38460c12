/**
 * Laws that act when something happens elsewhere, registered at the core's timing points: a neutral planet
 * taken (Minister of Exploration, Planetary Conscription).
 */
import { add, gainTradeGoods } from '../state';
import { HANDLERS } from '../timing';
import { active, electedSeat } from './effects';

(HANDLERS['planet-changed-hands'] ??= []).push((ctx, data) => {
  const { planet, seat, from } = data as { planet: string; seat: number; from: number | null };
  if (from !== null) return;
  const minister = electedSeat(ctx.s, 'Minister of Exploration');
  if (minister !== null && minister !== seat) gainTradeGoods(ctx, minister, 1);
  // RULE-READING (README): Planetary Conscription's "may" is always taken (a free Ground Force, and Ground Forces have no component limit).
  if (active(ctx.s, 'Planetary Conscription', 'for')) {
    add(ctx.s.planets[planet].units, 'Ground Force', 1);
    ctx.ev.push({ type: 'placed', data: { seat, planet, unit: 'Ground Force', source: 'Planetary Conscription' } });
  }
});
