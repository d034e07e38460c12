/**
 * Production (TM-08): all energy becomes heat; then each player gains M€
 * equal to TR + M€ production and every other production. Blue actions and
 * the generation's marks (passed, TR raised, next-card modifiers) reset.
 */
import { RESOURCES } from '../dsl/language';
import type { Ctx } from '../state';

export function produce(ctx: Ctx): void {
  const { s } = ctx;
  for (const p of s.players) {
    p.res.heat += p.res.energy;
    p.res.energy = 0;
    p.res.mc += p.tr;
    for (const r of RESOURCES) p.res[r] += p.prod[r];
    p.used = [];
    p.passed = false;
    p.trRaised = false;
    p.nextAllowance = 0;
    p.nextDiscount = 0;
  }
  ctx.ev.push({ type: 'production', text: `Production of generation ${s.generation}`, data: { generation: s.generation } });
}
