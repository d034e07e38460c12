/**
 * Putting a tile down: ownership (oceans are nobody's), the ocean count and
 * its TR, the printed bonus of the space, 2 M€ per adjacent ocean (also for
 * an ocean), the card's record of its tile, then the tile triggers and a
 * greenery's oxygen step (not for the final greeneries).
 */
import { isMarsSpace, space } from '../data';
import { drawCards } from '../deck';
import { changeTr } from '../parameters';
import { playedCard } from '../tableau';
import type { Ctx, PlaceTask, Task } from '../state';
import { countAdjacent } from './map';

/** Places the tile and returns the tasks that follow it (triggers, oxygen), in the order they run. */
export function placeTile(ctx: Ctx, task: PlaceTask, id: string, triggers: (seat: number, id: string) => Task[]): Task[] {
  const { s } = ctx;
  const { seat, kind, card } = task;
  const p = s.players[seat];
  s.lastTile = id;
  s.tiles[id] = { kind, owner: kind === 'ocean' ? null : seat, ...(card !== null ? { card } : {}) };
  delete s.claims[id];
  ctx.ev.push({
    type: 'tile',
    text: `${p.name} places ${kind === 'special' ? 'a special tile' : `a ${kind}`} on ${id}`,
    data: { seat, kind, space: id, card },
  });
  if (kind === 'ocean') {
    s.oceans += 1;
    changeTr(ctx, seat, 1);
  }
  const played = card === null ? undefined : playedCard(p, card);
  if (played && played.tile === undefined) played.tile = id;
  if (isMarsSpace(id)) {
    const bonus = space(id).bonus;
    let cards = 0;
    for (const b of bonus) {
      if (b === 'plant') p.res.plants += 1;
      else if (b === 'steel') p.res.steel += 1;
      else if (b === 'titanium') p.res.titanium += 1;
      else cards += 1;
    }
    if (played) {
      const covered = bonus.find((b) => b === 'steel' || b === 'titanium');
      if (covered === 'steel' || covered === 'titanium') played.covered = covered;
    }
    const oceans = countAdjacent(s, id, 'ocean');
    p.res.mc += 2 * oceans;
    if (cards > 0) drawInto(ctx, seat, cards, 'placement bonus');
  }
  const next = triggers(seat, id);
  if (kind === 'greenery' && !task.final) next.push({ t: 'raise', seat, param: 'oxygen', n: 1 });
  return next;
}

/** Draws into a hand: the drawer alone learns the cards, and no cancel can undo it. */
export function drawInto(ctx: Ctx, seat: number, n: number, why: string): string[] {
  const { s } = ctx;
  const cards = drawCards(s, n);
  s.players[seat].hand.push(...cards);
  s.undo = null;
  ctx.ev.push({ type: 'draw', text: `${s.players[seat].name} draws ${cards.length} (${why})`, data: { seat, count: cards.length } });
  ctx.ev.push({ type: 'drawn', text: `You draw ${cards.length}`, data: { seat, cards }, audience: [seat] });
  return cards;
}
