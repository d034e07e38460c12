/**
 * Awards (TM-16): 8, 14, 20 M€ for the first, second and third funded, at
 * most 3, no lead needed. Their scoring is in ./award-vp.ts.
 */
import { ownedTiles } from './board/map';
import { AWARD_RULES, AWARDS } from './data';
import type { AwardMeasure } from './data/types';
import { canPay } from './payment';
import { tagCount } from './tableau';
import type { Ctx, TmState } from './state';

export function awardValue(s: TmState, seat: number, m: AwardMeasure): number {
  const p = s.players[seat];
  switch (m.kind) {
    case 'tiles':
      return ownedTiles(s, seat, 'any').length;
    case 'production':
      return p.prod[m.resource];
    case 'tag':
      return tagCount(p, m.tag);
    case 'resources':
      return m.resources.reduce((n, r) => n + p.res[r], 0);
  }
}

/** The cost of the next award funded; Infinity when all 3 are funded. */
export function awardCost(s: TmState): number {
  return AWARD_RULES.costs[s.awards.length] ?? Infinity;
}

export function awardProblem(s: TmState, seat: number, id: string): string | null {
  const a = AWARDS.find((x) => x.id === id);
  if (!a) return `no award ${id}`;
  if (s.awards.some((x) => x.id === id)) return `${a.name} is already funded`;
  if (s.awards.length >= AWARD_RULES.maxFunded) return `${AWARD_RULES.maxFunded} awards are already funded`;
  const cost = awardCost(s);
  if (!canPay(s.players[seat], { cost, steel: false, titanium: false, reserveHeat: 0 })) return `the next award costs ${cost} M€`;
  return null;
}

export function fundAward(ctx: Ctx, seat: number, id: string): void {
  ctx.s.awards.push({ id, seat });
  ctx.ev.push({ type: 'award', text: `${ctx.s.players[seat].name} funds ${AWARDS.find((a) => a.id === id)!.name}`, data: { seat, id } });
}
