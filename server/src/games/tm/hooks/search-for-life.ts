/**
 * Search For Life (005), after its 1 M€: reveal the top card of the deck; if
 * it has a microbe tag, a science resource goes on this card; the card is
 * discarded. The reveal is public but no view shows the card afterwards.
 */
import { projectCard } from '../data';
import { drawOne } from '../deck';
import { addResources } from '../dsl/effects';
import type { Ctx } from '../state';

export const REVEAL_EVENT = 'reveal';

export function searchForLife(ctx: Ctx, seat: number, card: string | null): void {
  const { s } = ctx;
  const c = drawOne(s);
  s.undo = null;
  if (c === null) return;
  s.discard.push(c);
  const microbe = projectCard(c).tags.includes('microbe');
  ctx.ev.push({ type: REVEAL_EVENT, text: `${s.players[seat].name} reveals ${projectCard(c).name}${microbe ? ': a microbe!' : ''}`, data: { seat, card: c } });
  if (microbe && card) addResources(ctx, seat, card, 1);
}
