/** The map (issue 23 "The map"): positions, geometry, layouts, wormhole adjacency, path-based movement range. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { adjacentByHex, adjacentForMovement, type Galaxy } from '../../server/src/games/ti3/map/adjacency';
import { ALL_POSITIONS, axial, hexDistance, hexNeighbours } from '../../server/src/games/ti3/map/geometry';
import { LAYOUTS } from '../../server/src/games/ti3/map/layouts';
import { pathLength } from '../../server/src/games/ti3/map/paths';
import { REF, haveRef } from './csv';

/** A full 37-hex galaxy of empty tiles with the given tiles placed. */
function galaxy(placed: Record<string, string>): Galaxy {
  const g: Record<string, string> = {};
  ALL_POSITIONS.forEach((p, i) => (g[p] = p === '000' ? 'mecatol-rex' : `empty-${(i % 6) + 1}`));
  return { ...g, ...placed };
}
const open = (g: Galaxy) => ({ galaxy: g, blocked: () => false });

describe('map: positions and geometry', () => {
  test('37 positions: 000, 101-106, 201-212, 301-318; 101 straight up, counting clockwise', () => {
    expect(ALL_POSITIONS).toHaveLength(37);
    expect(ALL_POSITIONS.slice(0, 8)).toEqual(['000', '101', '102', '103', '104', '105', '106', '201']);
    expect(axial('101')).toEqual([0, -1]);
    expect(axial('103')).toEqual([1, 0]);
    expect(hexDistance('301', '310')).toBe(6);
    expect(hexNeighbours('000').sort()).toEqual(['101', '102', '103', '104', '105', '106']);
  });

  (haveRef ? test : test.skip)('axial coordinates and layouts match layouts.json', () => {
    const ref = JSON.parse(fs.readFileSync(path.join(REF, 'layouts.json'), 'utf8')) as {
      axial: Record<string, [number, number]>;
      layouts: Record<string, { positions: string[]; homes: string[]; home_bonus_trade_goods: Record<string, number> }>;
    };
    for (const [p, a] of Object.entries(ref.axial)) expect([p, ...axial(p)]).toEqual([p, ...a]);
    for (const n of [3, 4, 5, 6]) {
      const l = ref.layouts[String(n)];
      expect([...LAYOUTS[n].positions].sort()).toEqual([...l.positions].sort());
      expect([...LAYOUTS[n].homes].sort()).toEqual([...l.homes].sort());
      expect(LAYOUTS[n].bonusTradeGoods).toEqual(l.home_bonus_trade_goods);
    }
  });

  test('3 players: 28 hexes; 4-6 players: 37; every layout deals exactly its system positions', () => {
    expect(LAYOUTS[3].positions).toHaveLength(28);
    for (const n of [3, 4, 5, 6]) {
      const l = LAYOUTS[n];
      const systems = l.positions.length - 1 - l.homes.length;
      expect(l.dealEach * n + (l.faceDownTile ? 1 : 0)).toBe(systems);
      expect(32 - l.removeFixed.empty - l.removeFixed.asteroid - l.removeRandom).toBe(systems);
    }
  });
});

describe('map: adjacency with wormholes', () => {
  test('alpha-alpha systems are adjacent for movement but not by hex (PDS fire)', () => {
    const g = galaxy({ '201': 'lodor', '310': 'empty-alpha' });
    expect(adjacentForMovement(g, '201')).toContain('310');
    expect(adjacentForMovement(g, '310')).toContain('201');
    expect(adjacentByHex(g, '201')).not.toContain('310');
  });

  test('a wormhole type with a single tile in play connects nothing; alpha never meets beta', () => {
    const g = galaxy({ '201': 'lodor', '310': 'empty-beta' });
    expect(adjacentForMovement(g, '201')).toEqual(adjacentByHex(g, '201'));
    expect(adjacentForMovement(g, '310')).toEqual(adjacentByHex(g, '310'));
  });

  test('hexes outside the 3-player galaxy are not adjacent', () => {
    const g: Record<string, string> = {};
    for (const p of LAYOUTS[3].positions) g[p] = 'empty-1';
    expect(adjacentByHex(g, '302').sort()).toEqual(['201', '202', '301'].sort());
  });
});

describe('map: movement range along passable paths', () => {
  test('range is counted in steps: a move-2 ship reaches ring distance 2, not 3', () => {
    const g = galaxy({});
    expect(pathLength(open(g), '301', '101', 2)).toBe(2);
    expect(pathLength(open(g), '301', '000', 2)).toBeNull();
  });

  test('a Supernova, an Asteroid Field or a Nebula on the way forces a detour', () => {
    const g = galaxy({ '201': 'supernova', '202': 'asteroid-field-1', '212': 'nebula' });
    // Every 2-step path from 301 to 101 passes 201; around them: 301 → 302 → 303 → 203 → 102 → 101.
    expect(pathLength(open(g), '301', '101', 4)).toBeNull();
    expect(pathLength(open(g), '301', '101', 5)).toBe(5);
  });

  test('a Nebula may be the end of a move, and a ship leaving it has move 1', () => {
    const g = galaxy({ '101': 'nebula' });
    expect(pathLength(open(g), '201', '101', 1)).toBe(1);
    expect(pathLength(open(g), '101', '201', 2)).toBe(1);
    expect(pathLength(open(g), '101', '301', 2)).toBeNull();
  });

  test('enemy ships block passing through; wormholes shorten paths', () => {
    const g = galaxy({ '301': 'lodor', '310': 'empty-alpha' });
    const blocked201 = { galaxy: g, blocked: (p: string) => p === '201' };
    expect(pathLength(blocked201, '301', '101', 2)).toBeNull();
    expect(pathLength(open(g), '301', '310', 1)).toBe(1);
  });
});
