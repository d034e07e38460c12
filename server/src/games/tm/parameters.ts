/**
 * The global parameters and terraform rating. Each step raised gives the
 * raiser 1 TR; temperature (2 °C a step, −30 to +8) gives heat production at
 * −24 and −20 and an ocean at 0 °C; oxygen (0-14%) raises the temperature at
 * 8%. A raise of several steps goes step by step, each with its bonuses;
 * steps past a maximum do nothing.
 */
import { MAX_OCEANS, MAX_OXYGEN, MAX_TEMPERATURE, type Ctx, type Task } from './state';

export function changeTr(ctx: Ctx, seat: number, n: number): void {
  if (n === 0) return;
  const p = ctx.s.players[seat];
  const before = p.tr;
  p.tr = Math.max(0, p.tr + n);
  const d = p.tr - before;
  if (d > 0) {
    p.trGained += d;
    p.trRaised = true;
  } else p.trLost -= d;
  ctx.ev.push({ type: 'tr', text: `${p.name}: TR ${d > 0 ? '+' : ''}${d} (${p.tr})`, data: { seat, tr: p.tr, change: d } });
}

export function atMax(ctx: Ctx, param: 'temperature' | 'oxygen'): boolean {
  return param === 'temperature' ? ctx.s.temperature >= MAX_TEMPERATURE : ctx.s.oxygen >= MAX_OXYGEN;
}

/** One step of a parameter; returns the tasks its bonuses call for (to run before the next step). */
export function raiseOne(ctx: Ctx, seat: number, param: 'temperature' | 'oxygen'): Task[] {
  const { s } = ctx;
  if (atMax(ctx, param)) return [];
  const out: Task[] = [];
  if (param === 'temperature') {
    s.temperature += 2;
    ctx.ev.push({ type: 'temperature', text: `Temperature ${s.temperature} °C`, data: { seat, temperature: s.temperature } });
    changeTr(ctx, seat, 1);
    if (s.temperature === -24 || s.temperature === -20) s.players[seat].prod.heat += 1;
    if (s.temperature === 0 && s.oceans < MAX_OCEANS) out.push({ t: 'place', seat, kind: 'ocean', rule: [], card: null });
  } else {
    s.oxygen += 1;
    ctx.ev.push({ type: 'oxygen', text: `Oxygen ${s.oxygen}%`, data: { seat, oxygen: s.oxygen } });
    changeTr(ctx, seat, 1);
    if (s.oxygen === 8) out.push({ t: 'raise', seat, param: 'temperature', n: 1 });
  }
  return out;
}
