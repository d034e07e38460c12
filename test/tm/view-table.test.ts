/**
 * What the web table reads from the view beyond the game's facts: the open
 * payment's cost for the paying seat only (the steppers show the M€ left),
 * and the card behind a tile (special tiles are named on the map).
 */
import type { Viewer } from '../../server/src/engine';
import { viewsFor } from '../../server/src/games/tm/view';
import { T } from './cards/kit';

const seen = (t: ReturnType<typeof T>, viewer: Viewer) => viewsFor(t.s, [viewer])[0];

describe('the view for the web table', () => {
  test('the paying seat sees the cost of its open payment; other seats and spectators do not', () => {
    // Mine (056) costs 4; with 3 M€ and 3 steel the split is asked.
    const t = T().res(0, { mc: 3, steel: 3 }).hand(0, '056');
    t.move(0, { do: 'play', card: '056' });
    expect(t.prompt()?.kind).toBe('pay');
    expect(seen(t, { kind: 'seat', seat: 0 }).players[0].paying).toEqual({ cost: 4, metal: null });
    expect(seen(t, { kind: 'seat', seat: 1 }).players[0].paying).toBeUndefined();
    expect(seen(t, { kind: 'spectator' }).players[0].paying).toBeUndefined();
    t.move(0, { steel: 2, titanium: 0, heat: 0 });
    expect(seen(t, { kind: 'seat', seat: 0 }).players[0].paying).toBeNull();
  });

  test('a tile placed by a card names the card; standard tiles name none', () => {
    // Mohole Area (142): a special tile on an ocean space.
    const t = T().res(0, { mc: 20, steel: 0 }).hand(0, '142');
    t.play('142', '04');
    const spaces = seen(t, { kind: 'spectator' }).board.spaces;
    expect(spaces.find((x) => x.id === '04')?.card).toBe('142');
    expect(spaces.filter((x) => x.card !== null).map((x) => x.id)).toEqual(['04']);
  });
});
