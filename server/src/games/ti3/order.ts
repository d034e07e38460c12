/**
 * Order of play (rulebook p.9): lowest initiative first, a player with two cards (3-4 players) by his
 * lower one; the Naalu count as 0 (modifiers.ts).
 */
import { initiativeOf } from './modifiers';
import { activeSeats, type Ti3State } from './state';

export function playerInitiative(s: Ti3State, seat: number): number {
  const cards = s.players[seat].cards;
  return cards.length === 0 ? 99 : Math.min(...cards.map((c) => initiativeOf(s, seat, c)));
}

export function orderOfPlay(s: Ti3State): number[] {
  const seats = activeSeats(s);
  // Ties (a copied 0) go by the table from the Speaker: the Speaker settles them (RULE-READING: in his own favour, then clockwise).
  const fromSpeaker = (seat: number) => (s.table.indexOf(seat) - s.table.indexOf(s.speaker) + s.table.length) % s.table.length;
  return [...seats].sort((a, b) => playerInitiative(s, a) - playerInitiative(s, b) || fromSpeaker(a) - fromSpeaker(b));
}
