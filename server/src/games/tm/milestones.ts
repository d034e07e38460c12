/**
 * Milestones (TM-15): 8 M€, the criterion met now, at most 3 claimed in the
 * game, each once; 5 VP each. Tags count cards in play (not events); cities
 * and greeneries count the tiles you own, off-map cities included.
 */
import { ownedTiles } from './board/map';
import { MILESTONE_RULES, MILESTONES } from './data';
import type { MilestoneCriterion } from './data/types';
import { canPay } from './payment';
import { tagCount } from './tableau';
import type { Ctx, TmState } from './state';

export function milestoneValue(s: TmState, seat: number, c: MilestoneCriterion): number {
  const p = s.players[seat];
  switch (c.kind) {
    case 'tr':
      return p.tr;
    case 'cities':
      return ownedTiles(s, seat, 'city').length;
    case 'greeneries':
      return ownedTiles(s, seat, 'greenery').length;
    case 'tag':
      return tagCount(p, c.tag);
    case 'cardsInHand':
      return p.hand.length;
  }
}

export function milestoneTarget(c: MilestoneCriterion): number {
  return c.kind === 'tag' ? c.count : c.min;
}

export function milestoneProblem(s: TmState, seat: number, id: string): string | null {
  const m = MILESTONES.find((x) => x.id === id);
  if (!m) return `no milestone ${id}`;
  if (s.milestones.some((x) => x.id === id)) return `${m.name} is already claimed`;
  if (s.milestones.length >= MILESTONE_RULES.maxClaimed) return `${MILESTONE_RULES.maxClaimed} milestones are already claimed`;
  const have = milestoneValue(s, seat, m.criterion);
  const need = milestoneTarget(m.criterion);
  if (have < need) return `${m.name} needs ${need}; you have ${have}`;
  if (!canPay(s.players[seat], { cost: MILESTONE_RULES.cost, steel: false, titanium: false, reserveHeat: 0 }))
    return `a milestone costs ${MILESTONE_RULES.cost} M€`;
  return null;
}

export function claimMilestone(ctx: Ctx, seat: number, id: string): void {
  ctx.s.milestones.push({ id, seat });
  ctx.ev.push({ type: 'milestone', text: `${ctx.s.players[seat].name} claims ${MILESTONES.find((m) => m.id === id)!.name}`, data: { seat, id } });
}
