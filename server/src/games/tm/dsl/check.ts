/**
 * What can be done now, without doing it: which cards can give or receive
 * resources, whether a production change is possible. Whole steps are
 * checked in ./possible.ts, above the hooks whose own checks it asks.
 */
import { isCorporation, projectCard } from '../data';
import { isProtected, productionFloor, productionTargets } from '../opponents';
import type { TmState } from '../state';
import { amount } from './amount';
import { named, type CardResource, type Production, type Stock } from './language';

/** Cards (any player's, not `card` itself) from which the actor may take or remove a resource of this kind. */
export function takeableCards(s: TmState, actor: number, card: string | null, kind: CardResource): string[] {
  const out: string[] = [];
  s.players.forEach((p, owner) => {
    if ((kind === 'animal' || kind === 'microbe') && isProtected(s, owner, actor)) return;
    for (const c of p.played) {
      const data = projectCard(c.id);
      if (c.id !== card && c.res > 0 && data.resource === kind && !data.passive?.keepsResources) out.push(c.id);
    }
  });
  return out;
}

/** The actor's cards that may receive resources: of a kind (not `card` with `other`), or 'any' = already holding some. */
export function receivingCards(s: TmState, seat: number, card: string | null, kind: CardResource | 'any', other: boolean): string[] {
  return s.players[seat].played
    .filter((c) => {
      const r = projectCard(c.id).resource;
      if (r === undefined) return false;
      if (kind === 'any') return c.res > 0;
      return r === kind && !(other && c.id === card);
    })
    .map((c) => c.id);
}

export function productionChangePossible(s: TmState, seat: number, card: string | null, stock: Stock): boolean {
  const p = s.players[seat];
  return named(stock).every(([r, a]) => {
    const n = amount(s, seat, card, a);
    return n >= 0 || p.prod[r] + n >= productionFloor(r);
  });
}

export function productionPossible(s: TmState, seat: number, card: string | null, box: Production | undefined): boolean {
  if (!box) return true;
  if (!productionChangePossible(s, seat, card, box)) return false;
  return named(box.any ?? {}).every(([r, n]) => productionTargets(s, r, n).length > 0);
}

/** Viral Enhancers may add to the card that set it off only if that card holds animals or microbes. */
export function canHoldAnimalsOrMicrobes(id: string): boolean {
  const r = isCorporation(id) ? undefined : projectCard(id).resource;
  return r === 'animal' || r === 'microbe';
}
