/**
 * Shared bits of the per-card tests: a table where seat 0 has 100 M€ and
 * the turn, whether a card is playable after a change, a card's VP now.
 */
import { cardVp } from '../../../server/src/games/tm/scoring';
import { Table, type TableOpts } from '../helpers';

export function T(o?: TableOpts): Table {
  return new Table(o).res(0, { mc: 100 });
}

/** Whether seat 0 may play `id` after `f` changes the table. */
export function playable(id: string, f: (t: Table) => unknown = () => undefined, o?: TableOpts): boolean {
  const t = T(o).hand(0, id);
  f(t);
  t.refresh();
  return t.canPlay(id);
}

export function vp(t: Table, id: string, seat = 0): number {
  return cardVp(t.s, seat, id);
}

/** Seat 0 plays `id` (put in hand first) and answers the questions that follow. */
export function played(t: Table, id: string, ...answers: unknown[]): Table {
  return t.hand(0, id).play(id, ...(answers as never[]));
}

/** Puts n science-tag cards (one tag each) in play for seat 0. */
export function science(n: number): (t: Table) => void {
  return (t) => ['073', '153', '071', '014', '091', '207', '084'].slice(0, n).forEach((c) => t.inPlay(0, c));
}

export { Table };
