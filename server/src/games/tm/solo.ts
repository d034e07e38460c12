/**
 * The base solo game (TM-34..36): TR 14, no milestones or awards, exactly 14
 * generations, a win only with all three parameters maxed at the end of
 * generation 14. Before the player chooses, two neutral cities, each with a
 * neutral greenery next to it, are placed from the costs of 4 revealed and
 * discarded project cards: the 1st counts legal city spaces from the top
 * left in id order, the 2nd backwards from the bottom right, the 3rd and 4th
 * clockwise around the first and second city from the neighbour at the top
 * left, skipping illegal spaces and wrapping around.
 *
 * RULE-AMBIGUITY: a count of N lands on the N-th legal space (a cost of 0 on
 * the first). The open-source project places city then greenery on one side,
 * then the other; the rulebook text reads both cities first, which we follow.
 */
import { isMarsSpace, projectCard, space, SPACES } from './data';
import { drawCards } from './deck';
import { adjacentTiles } from './board/map';
import type { Ctx, TmState } from './state';

export const REVEAL_SETUP_EVENT = 'solo-reveal';

function cityLegal(s: TmState, id: string): boolean {
  const x = space(id);
  return x.type === 'land' && x.reserved === undefined && !s.tiles[id] && !adjacentTiles(s, id).some((t) => t.kind === 'city');
}

function greeneryLegal(s: TmState, id: string): boolean {
  const x = space(id);
  return x.type === 'land' && x.reserved === undefined && !s.tiles[id];
}

/** The N-th entry (N = cost, 0 counting as 1), wrapping around. */
function nth<T>(list: readonly T[], cost: number): T {
  return list[(Math.max(cost, 1) - 1) % list.length];
}

/** A space's neighbours clockwise from the one at the top left (hex centres: rows shift by half a space). */
export function clockwiseNeighbours(id: string): string[] {
  const at = (sid: string) => {
    const x = space(sid);
    return { x: x.col + Math.abs(x.row - 4) / 2, y: x.row };
  };
  const c = at(id);
  // Clockwise from the top left, with y growing downwards: an angle that starts just past "up-left".
  const angle = (n: string) => {
    const p = at(n);
    const a = Math.atan2(p.y - c.y, p.x - c.x);
    return (a + Math.PI * 2 - (-2 * Math.PI) / 3 + 1e-9) % (Math.PI * 2);
  };
  return [...space(id).adjacent].sort((a, b) => angle(a) - angle(b));
}

export function placeNeutralTiles(ctx: Ctx): void {
  const { s } = ctx;
  const cards = drawCards(s, 4);
  s.discard.push(...cards);
  s.solo!.revealed = [...cards];
  ctx.ev.push({ type: REVEAL_SETUP_EVENT, text: `Solo setup reveals ${cards.map((c) => projectCard(c).name).join(', ')}`, data: { cards } });
  const cost = (i: number) => (cards[i] === undefined ? 0 : projectCard(cards[i]).cost);
  const ids = SPACES.map((x) => x.id);
  const first = nth(
    ids.filter((id) => cityLegal(s, id)),
    cost(0),
  );
  s.tiles[first] = { kind: 'city', owner: 'neutral' };
  const second = nth(
    [...ids].reverse().filter((id) => cityLegal(s, id)),
    cost(1),
  );
  s.tiles[second] = { kind: 'city', owner: 'neutral' };
  [first, second].forEach((city, k) => {
    const around = clockwiseNeighbours(city).filter((id) => greeneryLegal(s, id));
    if (around.length > 0) s.tiles[nth(around, cost(2 + k))] = { kind: 'greenery', owner: 'neutral' };
  });
}

export function neutralCitiesOnMars(s: TmState): number {
  return Object.entries(s.tiles).filter(([id, t]) => t.owner === 'neutral' && t.kind === 'city' && isMarsSpace(id)).length;
}
