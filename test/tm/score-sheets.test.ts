/**
 * The final score table's columns (web/src/tm/score-sheets.ts) from the
 * results the game reports: the base solo game's one sheet (`sheet`), both
 * sheets against MarsBot, every seat's sheet with more players.
 */
import { tm } from '../../server/src/games/tm';
import type { TmResultDetail } from '../../server/src/games/tm/public';
import { sheetColumns } from '../../web/src/tm/score-sheets';
import { T } from './cards/kit';
import { Table } from './helpers';

/** A finished game's detail, typed as the page reads it. */
function detailOf(result: ReturnType<typeof tm.result>): TmResultDetail {
  expect(result?.detail).toBeDefined();
  return result!.detail as TmResultDetail;
}

describe('final score table columns', () => {
  it('the base solo game shows its one sheet under the player’s name', () => {
    const t = new Table({ seats: 1 });
    for (let g = 1; g < 14; g++) t.pass(0).answer(0, []);
    t.pass(0);
    const [column, ...more] = sheetColumns('Ann', detailOf(tm.result(t.s)));
    expect(more).toEqual([]);
    expect(column.owner).toBe(0);
    expect(column.sheet).toMatchObject({ name: 'Ann', tr: t.s.players[0].tr, total: tm.result(t.s)!.scores[0] });
  });

  it('a game of 3 shows every seat’s sheet in seat order', () => {
    const t = T({ seats: 3 });
    t.set((s) => {
      s.phase = 'over';
    });
    const columns = sheetColumns('unused', detailOf(tm.result(t.s)));
    expect(columns.map((c) => c.owner)).toEqual([0, 1, 2]);
    expect(columns.map((c) => c.sheet.total)).toEqual(tm.result(t.s)!.scores);
  });

  it('with no detail (a result stored without one) there are no columns', () => {
    expect(sheetColumns('Ann', undefined)).toEqual([]);
  });
});
