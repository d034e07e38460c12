/** Neighbours: the players directly left and right around the table, eliminated seats skipped (RULE-READING). */
import { activeSeats, type Ti3State } from './state';

export function neighbourSeats(s: Ti3State, seat: number): number[] {
  const seats = activeSeats(s);
  const i = seats.indexOf(seat);
  if (i < 0 || seats.length < 2) return [];
  const left = seats[(i + 1) % seats.length];
  const right = seats[(i - 1 + seats.length) % seats.length];
  return left === right ? [left] : [left, right];
}
