/**
 * Who an "any player" effect may target. Every such effect (production
 * decrease, resource removal, steal) lists its targets here: seats, in the
 * solo game the neutral player, who has unlimited resources and production
 * and so can always be chosen, and MarsBot (MB-12..14), no card data
 * changing: a removal or steal takes its M€ (so it is a target while it has
 * some), a production decrease moves the matching track back (so it is a
 * target while that track is above 0).
 */
import type { Resource } from './dsl/language';
import { canRegress, MARSBOT_NAME } from './marsbot/robot';
import { has } from './tableau';
import { MARSBOT, type Owner, type TmState } from './state';

export type Target = Owner;

/** Non-seat opponents of this game. */
export function nonSeatOpponents(s: TmState): Target[] {
  return s.solo ? ['neutral'] : s.marsbot ? [MARSBOT] : [];
}

/** MarsBot, when it has M€ to lose (a removal or steal of any resource takes its M€). */
function marsbotWithMc(s: TmState): Target[] {
  return s.marsbot && s.marsbot.mc > 0 ? [MARSBOT] : [];
}

const FLOOR: Record<Resource, number> = { mc: -5, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 };

export function productionFloor(r: Resource): number {
  return FLOOR[r];
}

/** Players whose production of `r` can go down by n (the actor included). */
export function productionTargets(s: TmState, r: Resource, n: number): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (p.prod[r] - n >= FLOOR[r] ? [i] : []));
  if (s.marsbot) return canRegress(s, r) ? [...seats, MARSBOT] : seats;
  return [...seats, ...nonSeatOpponents(s)];
}

/** Protected Habitats: its owner's plants (and animals, microbes on cards) are safe from other players. */
export function isProtected(s: TmState, owner: number, actor: number): boolean {
  return owner !== actor && has(s.players[owner], (x) => x.protectedHabitats);
}

/** Players with some of `r` that the actor may remove (itself included). */
export function removalTargets(s: TmState, actor: number, r: Resource): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (p.res[r] > 0 && !(r === 'plants' && isProtected(s, i, actor)) ? [i] : []));
  if (s.marsbot) return [...seats, ...marsbotWithMc(s)];
  return [...seats, ...nonSeatOpponents(s)];
}

/** Other players with some of `r` to steal. */
export function stealTargets(s: TmState, actor: number, r: Resource): Target[] {
  const seats: Target[] = s.players.flatMap((p, i) => (i !== actor && p.res[r] > 0 ? [i] : []));
  if (s.marsbot) return [...seats, ...marsbotWithMc(s)];
  return [...seats, ...nonSeatOpponents(s)];
}

/**
 * Card sources for "remove / take a resource from any card" (Virus, Predators, Ants): with MarsBot, also
 * MarsBot while it has M€ (MB-12). RULE-AMBIGUITY: "remove" covers removals from cards too: targeting
 * MarsBot takes that many M€ from it (Predators and Ants gain their resource all the same).
 */
export function withMarsbotSource(s: TmState, cards: string[]): string[] {
  return [...cards, ...(marsbotWithMc(s) as string[])];
}

export function targetName(s: TmState, t: Target): string {
  return t === 'neutral' ? 'the neutral player' : t === MARSBOT ? MARSBOT_NAME : s.players[t].name;
}
