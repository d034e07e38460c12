/**
 * The columns of the final score table from a result's detail (server
 * tm/scoring.ts TmResultDetail): the seats' sheets, then MarsBot's; the base
 * solo game's one sheet (its detail has `sheet`, not `sheets`) under the
 * player's name. Apart from ./scores.ts, which draws them, so it is tested
 * without a DOM.
 */
import type { Owner, TmResultDetail } from '../../../server/src/games/tm/public';

/** A column's rows by key (tr, awards, total…), and its name. */
export type Sheet = Record<string, number | string>;

export type SheetColumn = { owner: Owner; sheet: Sheet };

/** One column per sheet: the seats', then MarsBot's; the base solo game's one sheet under the player's name. */
export function sheetColumns(soloName: string, d: TmResultDetail | undefined): SheetColumn[] {
  if (!d) return [];
  if ('sheet' in d) return [{ owner: 0, sheet: { name: soloName, ...d.sheet } }];
  const seats = d.sheets.map((s): SheetColumn => ({ owner: s.seat, sheet: s }));
  return 'marsbot' in d ? [...seats, { owner: 'marsbot', sheet: d.marsbot }] : seats;
}
