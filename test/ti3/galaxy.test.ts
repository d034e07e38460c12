/** Galaxy building (issue 23 "Galaxy building", rulebook p.8, p.31-32). */
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { systemTile } from '../../server/src/games/ti3/data';
import { snakeOrder } from '../../server/src/games/ti3/galaxy';
import { ringOf } from '../../server/src/games/ti3/map/geometry';
import { LAYOUTS } from '../../server/src/games/ti3/map/layouts';
import { act, prompt, refusal } from './helpers';

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

/** A game whose homes are chosen (first free position each), at the first tile placement. */
function building(n: number, options: Record<string, unknown> = {}, seed = 'galaxy'): Ti3State {
  const s = ti3.setup({ speaker: 0, ...options }, seatsOf(n), seed);
  while (prompt(s)?.kind === 'home-position' || prompt(s)?.kind === 'face-down') act(s, prompt(s)!.seat, prompt(s)!.choices![0]);
  return s;
}

function placeAll(s: Ti3State): { seat: number; tile: string; pos: string }[] {
  const placed: { seat: number; tile: string; pos: string }[] = [];
  while (prompt(s)?.kind === 'place-tile') {
    const p = prompt(s)!;
    const [tile, pos] = p.choices![0] as [string, string];
    placed.push({ seat: p.seat, tile, pos });
    act(s, p.seat, [tile, pos]);
  }
  return placed;
}

describe('galaxy building', () => {
  test('ring order: ring 1 fills before ring 2, ring 2 before ring 3', () => {
    const s = building(4);
    const rings = placeAll(s).map((x) => ringOf(x.pos));
    expect(rings).toEqual([...rings].sort());
    expect(rings.filter((r) => r === 1)).toHaveLength(6);
  });

  test('the snake, including the double placement at each end', () => {
    const s = building(4, { speaker: 2 });
    // Homes were chosen from the Speaker (seat 2) clockwise: 305, 309, 314, 318.
    expect(s.table).toEqual([2, 3, 0, 1]);
    expect(
      placeAll(s)
        .map((x) => x.seat)
        .slice(0, 12),
    ).toEqual([2, 3, 0, 1, 1, 0, 3, 2, 2, 3, 0, 1]);
    expect(snakeOrder({ ...s, speaker: 0 }, 8)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
  });

  test('homes join the galaxy by themselves once ring 3 is being filled, without a turn', () => {
    const s = building(4);
    const placed = placeAll(s);
    expect(placed).toHaveLength(32);
    expect(placed.some((x) => LAYOUTS[4].homes.includes(x.pos))).toBe(false);
    for (const p of s.players) expect(s.galaxy[p.home!]).toBe(`home-${p.race}`);
    expect(Object.keys(s.galaxy)).toHaveLength(37);
  });

  test('special adjacency: a special system is not offered next to another special system', () => {
    const hands = [
      ['nebula', 'abyz-fria', 'lodor'],
      ['supernova', 'quann', 'saudor'],
      ['wellon', 'thibah', 'tarmann'],
      ['arnor-lor', 'mehar-xull', 'vefut-ii'],
    ];
    const s = building(4, { tiles: hands });
    act(s, 0, ['nebula', '101']);
    const offered = prompt(s)!.choices as [string, string][];
    expect(
      offered
        .filter(([t]) => t === 'supernova')
        .map(([, pos]) => pos)
        .sort(),
    ).toEqual(['103', '104', '105']);
    expect(refusal(s, 1, ['supernova', '102'])).toMatch(/^ILLEGAL_MOVE: .*special system/);
  });

  test("special adjacency: the 'no other choice' exception", () => {
    const s = building(4, {
      tiles: [
        ['nebula', 'lodor'],
        ['wellon', 'quann'],
        ['thibah', 'supernova'],
        ['tarmann', 'saudor'],
      ],
    });
    act(s, 0, ['nebula', '101']);
    act(s, 1, ['wellon', '103']);
    act(s, 2, ['thibah', '104']);
    act(s, 3, ['tarmann', '105']);
    act(s, 3, ['saudor', '106']);
    // Seat 2 holds only the Supernova and the only free ring-1 position touches the Nebula: it must go there.
    expect(prompt(s)!.choices).toEqual([['supernova', '102']]);
  });

  test('planet after empty: a player whose previous tile had no planet must place a planet if he holds one', () => {
    const s = building(4, {
      tiles: [
        ['empty-1', 'empty-2', 'lodor'],
        ['wellon', 'thibah', 'tarmann'],
        ['saudor', 'quann', 'vefut-ii'],
        ['arnor-lor', 'mehar-xull', 'empty-3'],
      ],
    });
    act(s, 0, ['empty-1', '101']);
    act(s, 1, ['wellon', '102']);
    act(s, 2, ['saudor', '103']);
    act(s, 3, ['empty-3', '104']);
    // Seat 3 again (the end of the snake): it placed an empty system and holds planets.
    expect(new Set((prompt(s)!.choices as [string, string][]).map(([t]) => t))).toEqual(new Set(['arnor-lor', 'mehar-xull']));
    act(s, 3, ['arnor-lor', '105']);
    act(s, 2, ['quann', '106']);
    act(s, 1, ['thibah', '201']);
    expect(new Set((prompt(s)!.choices as [string, string][]).map(([t]) => t))).toEqual(new Set(['lodor']));
    expect(refusal(s, 0, ['empty-2', '202'])).toMatch(/^ILLEGAL_MOVE/);
  });

  test('the 5-player face-down tile is turned up once the galaxy is complete', () => {
    const s = building(5);
    const pos = s.faceDown!;
    const tile = s.galaxy[pos];
    placeAll(s);
    expect(s.faceDown).toBeNull();
    expect(s.galaxy[pos]).toBe(tile);
    for (const p of systemTile(tile).planets) expect(s.planets[p.name]).toBeDefined();
  });

  test('the 3-player shape: 28 hexes, homes 301, 307 and 313', () => {
    const s = building(3);
    placeAll(s);
    expect(Object.keys(s.galaxy).sort()).toEqual([...LAYOUTS[3].positions].sort());
    expect(s.players.map((p) => p.home).sort()).toEqual(['301', '307', '313']);
  });

  test("another player's tile hand is hidden; the tile placed is public", () => {
    const s = building(4);
    const theirs = s.players[1].tiles;
    const v = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 0 }));
    for (const t of theirs) expect(v).not.toContain(`"${t}"`);
    const ev = act(s, 0, prompt(s)!.choices![0]);
    expect(ev.find((e) => e.type === 'tile')?.audience).toBeUndefined();
  });
});
