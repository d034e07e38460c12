/**
 * Who an "any player" effect may target. Every such effect (production
 * decrease, resource removal, steal) lists its targets here: seats, and in
 * the solo game the neutral player, who has unlimited resources and
 * production and so can always be chosen (MarsBot will add its own non-seat
 * opponent here, without any card data changing).
 */
import type { Resource } from './dsl/language';
import { has } from './tableau';
import type { Owner, TmState } from './state';

export type Target = Owner;

/** Non-seat opponents of this game. */
export function nonSeatOpponents(s: TmState): Target[] {
  return s.solo ? ['neutral'] : [];
}

const FLOOR: Record<Resource, number> = { mc: -5, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 };

export function productionFloor(r: Resource): number {
  return FLOOR[r];
}

/** Players whose production of `r` can go down by n (the actor included). */
export function productionTargets(s: TmState, r: Resource, n: number): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (p.prod[r] - n >= FLOOR[r] ? [i] : []));
  return [...seats, ...nonSeatOpponents(s)];
}

/** Protected Habitats: its owner's plants (and animals, microbes on cards) are safe from other players. */
export function isProtected(s: TmState, owner: number, actor: number): boolean {
  return owner !== actor && has(s.players[owner], (x) => x.protectedHabitats);
}

/** Players with some of `r` that the actor may remove (itself included). */
export function removalTargets(s: TmState, actor: number, r: Resource): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (p.res[r] > 0 && !(r === 'plants' && isProtected(s, i, actor)) ? [i] : []));
  return [...seats, ...nonSeatOpponents(s)];
}

/** Other players with some of `r` to steal. */
export function stealTargets(s: TmState, actor: number, r: Resource): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (i !== actor && p.res[r] > 0 ? [i] : []));
  return [...seats, ...nonSeatOpponents(s)];
}

export function targetName(s: TmState, t: Target): string {
  return t === 'neutral' ? 'the neutral player' : s.players[t].name;
}
