/**
 * Awards (TM-16): 8, 14, 20 M€ for the first, second and third funded, at
 * most 3, no lead needed. Scored at the end: 5 VP first, 2 VP second; tied
 * firsts all get 5 and no second place is given; tied seconds all get 2;
 * with 2 players only first place scores (MarsBot counts as a player).
 */
import { ownedTiles } from './board/map';
import { AWARD_RULES, AWARDS } from './data';
import type { AwardMeasure } from './data/types';
import { canPay } from './payment';
import { tagCount } from './tableau';
import type { Ctx, TmState } from './state';
import { marsbotAwardValue } from './marsbot/goals';

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

/** VP each seat gets from one funded award; against MarsBot, its VP last (MB-48: its Tharsis values). */
export function awardVp(s: TmState, id: string): number[] {
  const a = AWARDS.find((x) => x.id === id)!;
  const values = s.players.map((_, seat) => awardValue(s, seat, a.measure));
  if (s.marsbot) values.push(marsbotAwardValue(s, id));
  const out = values.map(() => 0);
  const best = Math.max(...values);
  const firsts = values.flatMap((v, i) => (v === best ? [i] : []));
  for (const i of firsts) out[i] = AWARD_RULES.vp.first;
  if (firsts.length > 1 || values.length < AWARD_RULES.secondPlaceMinPlayers) return out;
  const rest = values.filter((_, i) => !firsts.includes(i));
  if (rest.length === 0) return out;
  const second = Math.max(...rest);
  values.forEach((v, i) => {
    if (v === second && !firsts.includes(i)) out[i] = AWARD_RULES.vp.second;
  });
  return out;
}
