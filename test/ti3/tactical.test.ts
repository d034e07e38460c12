/** Tactical action: activation and movement (issue 23 "Tactical action" 1-2, rulebook p.10-11, p.18-20). */
import { ti3 } from '../../server/src/games/ti3';
import { MODIFIERS, type Modifier } from '../../server/src/games/ti3/modifiers';
import { act, clearBoard, newGame, planet, prompt, refusal, ships, toAction, unitsAt } from './helpers';

/** Seat 0 (Sol, home 305) to act on a cleared board, with the given tiles placed. */
function board(fixed: Record<string, string> = {}) {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

/** The ship moves offered; none when the move question was not even asked. */
const moves = (s: ReturnType<typeof board>) => (prompt(s)?.kind === 'move' ? prompt(s)!.choices!.filter((c) => typeof c === 'object') : []);

/**
 * A War Sun in 203 planned into 101 (Abyz, 1 Ground Force), with pickups possible on its way in 102 (Lodor,
 * 2 Ground Forces) and 202 (2 Fighters).
 */
function warSunUnderway(): ReturnType<typeof board> {
  const s = board({ '102': 'lodor', '101': 'abyz-fria' });
  ships(s, '203', 0, { 'War Sun': 1 });
  ships(s, '202', 0, { Fighter: 2 });
  planet(s, 'Lodor', 0, { 'Ground Force': 2 });
  planet(s, 'Abyz', 0, { 'Ground Force': 1 });
  act(s, 0, { do: 'tactical', pos: '101' });
  act(s, 0, { from: '203', unit: 'War Sun', fighters: 0, groundForces: 0 });
  return s;
}

describe('activation', () => {
  test('activation: a system that already holds your command counter (other players’ counters do not matter)', () => {
    const s = board();
    s.counters['101'] = [0];
    s.counters['102'] = [1, 2];
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'tactical', pos: '101' });
    expect(prompt(s)!.choices).toContainEqual({ do: 'tactical', pos: '102' });
    expect(refusal(s, 0, { do: 'tactical', pos: '101' })).toBe('ILLEGAL_MOVE: system 101 already holds your command counter');
  });

  test('activation: never an Asteroid Field or a Supernova', () => {
    const s = board({ '101': 'asteroid-field-1', '102': 'supernova' });
    expect(refusal(s, 0, { do: 'tactical', pos: '101' })).toMatch(/Asteroid Field is never activated/);
    expect(refusal(s, 0, { do: 'tactical', pos: '102' })).toMatch(/Supernova is never activated/);
  });

  test('activation: an empty Command Pool means no tactical and no transfer action', () => {
    const s = board();
    ships(s, '305', 0, { Cruiser: 1 });
    s.players[0].command = 0;
    expect(prompt(s)!.choices!.filter((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && (c.do === 'tactical' || c.do === 'transfer'))).toEqual(
      [],
    );
    expect(refusal(s, 0, { do: 'tactical', pos: '101' })).toMatch(/Command Pool is empty/);
  });

  test('activation: a counter leaves the Command Pool for the system', () => {
    const s = board();
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(s.players[0].command).toBe(2);
    expect(s.counters['101']).toEqual([0]);
  });
});

describe('movement', () => {
  test('movement: range along passable paths (Cruiser 2, Carrier 1)', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 1, Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([{ from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 }]);
    expect(refusal(s, 0, { from: '203', unit: 'Carrier', fighters: 0, groundForces: 0 })).toMatch(/out of reach/);
  });

  test('movement: a Nebula is entered only as the activated system, never passed through', () => {
    const s = board({ '102': 'nebula', '202': 'supernova' });
    ships(s, '203', 0, { Cruiser: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([]);
    const t = board({ '102': 'nebula' });
    ships(t, '203', 0, { Cruiser: 1 });
    act(t, 0, { do: 'tactical', pos: '102' });
    expect(moves(t)).toHaveLength(1);
  });

  test('movement: a ship leaving a Nebula has move 1', () => {
    const s = board({ '102': 'nebula' });
    ships(s, '102', 0, { Cruiser: 2 });
    act(s, 0, { do: 'tactical', pos: '212' });
    expect(moves(s)).toEqual([]);
    const t = board({ '102': 'nebula' });
    ships(t, '102', 0, { Cruiser: 2 });
    act(t, 0, { do: 'tactical', pos: '101' });
    expect(moves(t)).toHaveLength(1);
  });

  test('movement: blocking by enemy ships, not by Ground Forces or Docks', () => {
    const s = board({ '102': 'arinam-meer', '202': 'saudor' });
    ships(s, '203', 0, { Cruiser: 1 });
    ships(s, '102', 1, { Destroyer: 1 });
    ships(s, '202', 1, { Fighter: 1, Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([]);
    const t = board({ '102': 'arinam-meer', '202': 'saudor' });
    ships(t, '203', 0, { Cruiser: 1 });
    planet(t, 'Arinam', 1, { 'Ground Force': 3, 'Space Dock': 1 });
    planet(t, 'Saudor', 1, { 'Ground Force': 2, PDS: 1 });
    act(t, 0, { do: 'tactical', pos: '101' });
    expect(moves(t)).toHaveLength(1);
  });

  test('movement: wormholes for movement (alpha to alpha)', () => {
    const s = board({ '101': 'lodor', '304': 'empty-alpha' });
    ships(s, '304', 0, { Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toHaveLength(1);
    const t = board({ '101': 'lodor', '304': 'empty-beta' });
    ships(t, '304', 0, { Carrier: 1 });
    act(t, 0, { do: 'tactical', pos: '101' });
    expect(moves(t)).toEqual([]);
  });

  test('movement: pickups of Ground Forces from the start system, up to capacity', () => {
    const s = board({ '203': 'lodor' });
    ships(s, '203', 0, { Carrier: 1, Fighter: 2 });
    planet(s, 'Lodor', 0, { 'Ground Force': 7 });
    act(s, 0, { do: 'tactical', pos: '102' });
    const gf = moves(s).map((m) => (m as { groundForces: number }).groundForces);
    expect(Math.max(...gf)).toBe(6);
    expect(moves(s)).not.toContainEqual({ from: '203', unit: 'Carrier', fighters: 2, groundForces: 5 });
    act(s, 0, { from: '203', unit: 'Carrier', fighters: 2, groundForces: 4 });
    act(s, 0, 'confirm');
    expect(unitsAt(s, '102', 0)).toEqual({ Carrier: 1, Fighter: 2, 'Ground Force': 4 });
    expect(s.planets.Lodor.units['Ground Force']).toBe(3);
  });

  test('movement: pickups on the way — a War Sun passing a system picks up Ground Forces, PDS and Fighters there', () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { 'War Sun': 1, 'Ground Force': 1 });
    ships(s, '102', 0, { Fighter: 2 });
    planet(s, 'Lodor', 0, { 'Ground Force': 2, PDS: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    // The ship first, with what it takes from its start system; then its pickups on the way, one step each.
    expect(moves(s)).not.toContainEqual(expect.objectContaining({ via: '102' }));
    act(s, 0, { from: '203', unit: 'War Sun', fighters: 0, groundForces: 1 });
    const via = { via: '102', fighters: 2, groundForces: 2, pds: 1 };
    expect(moves(s)).toContainEqual(via);
    act(s, 0, via);
    expect(s.planets.Lodor.units['Ground Force']).toBe(2);
    act(s, 0, 'confirm');
    expect(unitsAt(s, '101', 0)).toEqual({ 'War Sun': 1, Fighter: 2, 'Ground Force': 3, PDS: 1 });
    expect(unitsAt(s, '102', 0)).toEqual({});
    expect(s.planets.Lodor.units['Ground Force'] ?? 0).toBe(0);
    expect(s.planets.Lodor.units.PDS ?? 0).toBe(0);
  });

  test('movement: pickups on the way share the capacity with the start system (War Sun 6)', () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { 'War Sun': 1, 'Ground Force': 4 });
    planet(s, 'Lodor', 0, { 'Ground Force': 4 });
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { from: '203', unit: 'War Sun', fighters: 0, groundForces: 4 });
    const picked = moves(s).filter((m) => typeof m === 'object' && m !== null && !Array.isArray(m) && m.via !== undefined);
    expect(picked).toContainEqual({ via: '102', fighters: 0, groundForces: 2 });
    expect(picked).not.toContainEqual({ via: '102', fighters: 0, groundForces: 3 });
    expect(refusal(s, 0, { via: '102', fighters: 0, groundForces: 3 })).toBe(
      'ILLEGAL_MOVE: the War Sun has room for 2 more: it cannot pick up 0 Fighter(s), 3 Ground Force(s) and 0 PDS in 102',
    );
  });

  test('movement: no pickup in an activated system (one the player activated earlier this round)', () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { 'War Sun': 1 });
    planet(s, 'Lodor', 0, { 'Ground Force': 2 });
    s.counters['102'] = [0];
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { from: '203', unit: 'War Sun', fighters: 0, groundForces: 0 });
    expect(moves(s)).toEqual([]);
    expect(refusal(s, 0, { via: '102', fighters: 0, groundForces: 2 })).toBe('ILLEGAL_MOVE: no pickup in 102: you activated it earlier this round');
  });

  test('movement: no pickup in a system with enemy ships (the War Sun goes round them)', () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { 'War Sun': 1 });
    planet(s, 'Lodor', 0, { 'Ground Force': 2 });
    ships(s, '102', 1, { Destroyer: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { from: '203', unit: 'War Sun', fighters: 0, groundForces: 0 });
    expect(moves(s).filter((m) => typeof m === 'object' && m !== null && !Array.isArray(m) && m.via !== undefined)).toEqual([]);
    expect(refusal(s, 0, { via: '102', fighters: 0, groundForces: 2 })).toBe('ILLEGAL_MOVE: no pickup in 102: it holds enemy ships');
  });

  test('movement: a Carrier (move 1) passes through nothing, so it picks up only where it starts', () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { Carrier: 1 });
    planet(s, 'Lodor', 0, { 'Ground Force': 2 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([]);
    const t = board({ '102': 'lodor' });
    ships(t, '102', 0, { Carrier: 1 });
    ships(t, '203', 0, { Fighter: 2 });
    planet(t, 'Lodor', 0, { 'Ground Force': 2 });
    act(t, 0, { do: 'tactical', pos: '101' });
    act(t, 0, { from: '102', unit: 'Carrier', fighters: 0, groundForces: 0 });
    expect(refusal(t, 0, { via: '203', fighters: 2, groundForces: 0 })).toBe('ILLEGAL_MOVE: a Carrier from 102 to 101 cannot pass through 203 (move 1)');
    expect(refusal(t, 0, { via: '102', fighters: 0, groundForces: 2 })).toBe(
      'ILLEGAL_MOVE: the Carrier takes what it carries from its start system 102 with its move',
    );
  });

  test("movement: pickups in the system the ship ends in — Ground Forces lifted off the player's planet there, to land elsewhere", () => {
    const s = board({ '102': 'lodor' });
    ships(s, '203', 0, { Carrier: 1 });
    planet(s, 'Lodor', 0, { 'Ground Force': 2 });
    act(s, 0, { do: 'tactical', pos: '102' });
    act(s, 0, { from: '203', unit: 'Carrier', fighters: 0, groundForces: 0 });
    const lift = { via: '102', fighters: 0, groundForces: 2 };
    expect(moves(s)).toContainEqual(lift);
    act(s, 0, lift);
    act(s, 0, 'confirm');
    expect(unitsAt(s, '102', 0)).toEqual({ Carrier: 1, 'Ground Force': 2 });
    expect(s.planets.Lodor.units['Ground Force'] ?? 0).toBe(0);
    // With enemy ships in the activated system, nothing is lifted there.
    const t = board({ '102': 'lodor' });
    ships(t, '203', 0, { Carrier: 1 });
    planet(t, 'Lodor', 0, { 'Ground Force': 2 });
    ships(t, '102', 1, { Destroyer: 1 });
    act(t, 0, { do: 'tactical', pos: '102' });
    expect(moves(t)).toEqual([{ from: '203', unit: 'Carrier', fighters: 0, groundForces: 0 }]);
    act(t, 0, { from: '203', unit: 'Carrier', fighters: 0, groundForces: 0 });
    expect(refusal(t, 0, lift)).toBe('ILLEGAL_MOVE: no pickup in 102: it holds enemy ships');
  });

  test('movement: a War Sun (move 2) picks up both in the system it passes through and in the system it ends in', () => {
    const s = warSunUnderway();
    // Either system on its way (102 or 202), or the end; not two systems passed through (3 steps).
    const stops = () => [
      ...new Set(moves(s).flatMap((m) => (typeof m === 'object' && m !== null && !Array.isArray(m) && typeof m.via === 'string' ? [m.via] : []))),
    ];
    expect(stops()).toEqual(expect.arrayContaining(['102', '202', '101']));
    act(s, 0, { via: '102', fighters: 0, groundForces: 2 });
    expect(stops()).toEqual(['101']);
    expect(refusal(s, 0, { via: '202', fighters: 2, groundForces: 0 })).toBe(
      'ILLEGAL_MOVE: a War Sun from 203 to 101 cannot pass through 202 after 102 (move 2)',
    );
    act(s, 0, { via: '101', fighters: 0, groundForces: 1 });
    // Picked up in the end system: nothing after it; undo-step takes back that pickup only.
    expect(stops()).toEqual([]);
    act(s, 0, 'undo-step');
    expect(stops()).toEqual(['101']);
    act(s, 0, { via: '101', fighters: 0, groundForces: 1 });
    const ev = act(s, 0, 'confirm');
    expect(ev.find((e) => e.type === 'move')?.text).toBe('seat 0 moves a War Sun from 203 to 101, picking up in 102, 101');
    expect(unitsAt(s, '101', 0)).toEqual({ 'War Sun': 1, 'Ground Force': 3 });
    expect([s.planets.Lodor.units['Ground Force'] ?? 0, s.planets.Abyz.units['Ground Force'] ?? 0]).toEqual([0, 0]);
  });

  test('movement: a ship passing several systems picks up in each (a War Sun of move 3, as a technology of the second issue would give)', () => {
    const longer: Modifier = {
      id: 'test-war-sun-move',
      source: 'test: War Sun move +1',
      value: 'move',
      applies: (c) => c.unit === 'War Sun',
      apply: (v) => v + 1,
    };
    MODIFIERS.push(longer);
    try {
      const s = warSunUnderway();
      act(s, 0, { via: '102', fighters: 0, groundForces: 2 });
      act(s, 0, { via: '202', fighters: 2, groundForces: 0 });
      act(s, 0, { via: '101', fighters: 0, groundForces: 1 });
      act(s, 0, 'confirm');
      expect(unitsAt(s, '101', 0)).toEqual({ 'War Sun': 1, Fighter: 2, 'Ground Force': 3 });
      expect(unitsAt(s, '202', 0)).toEqual({});
    } finally {
      MODIFIERS.splice(MODIFIERS.indexOf(longer), 1);
    }
  });

  test('movement: ships in an earlier-activated system are stuck, and no pickups there', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 1, Carrier: 1 });
    ships(s, '201', 0, { Cruiser: 1 });
    s.counters['203'] = [0];
    act(s, 0, { do: 'tactical', pos: '102' });
    expect(moves(s)).toEqual([{ from: '201', unit: 'Cruiser', fighters: 0, groundForces: 0 }]);
    expect(refusal(s, 0, { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 })).toMatch(/activated earlier this round, cannot move/);
  });

  test('movement: Fleet Supply at the end but not when passing', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 1 });
    ships(s, '102', 0, { Destroyer: 3 });
    act(s, 0, { do: 'tactical', pos: '101' });
    // The Cruiser may pass 102 (3 ships, Fleet Supply 3) and end in 101.
    expect(moves(s)).toContainEqual({ from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 });
    const t = board();
    ships(t, '203', 0, { Cruiser: 2 });
    ships(t, '101', 0, { Destroyer: 2 });
    act(t, 0, { do: 'tactical', pos: '101' });
    act(t, 0, { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 });
    // 3 ships planned in 101: the second Cruiser is not offered.
    expect(moves(t)).toEqual([]);
    expect(refusal(t, 0, { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 })).toBe(
      'ILLEGAL_MOVE: Fleet Supply is 3: another ship cannot end in 101',
    );
    act(t, 0, 'confirm');
    expect(unitsAt(t, '203', 0)).toEqual({ Cruiser: 1 });
  });

  test('movement draft: nothing moves before confirm; undo-step and reset; the plan is shown to nobody else', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 2 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)!.choices!.slice(0, 1)).toEqual(['confirm']);
    const step = { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 };
    const before = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }));
    act(s, 0, step);
    expect(prompt(s)!.choices!.slice(0, 3)).toEqual(['confirm', 'undo-step', 'reset']);
    expect(unitsAt(s, '101', 0)).toEqual({});
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }))).toBe(before);
    expect((ti3.view(s, { kind: 'seat', seat: 0 }) as { me: { draft: unknown } }).me.draft).toEqual({ kind: 'move', pos: '101', steps: [step] });
    act(s, 0, 'undo-step');
    expect(prompt(s)!.choices!.slice(0, 2)).toEqual(['confirm', step]);
    act(s, 0, step);
    act(s, 0, step);
    act(s, 0, 'reset');
    act(s, 0, step);
    const ev = act(s, 0, 'confirm');
    expect(ev.filter((e) => e.type === 'move')).toHaveLength(1);
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1 });
    expect(prompt(s)!.seat).not.toBe(0);
  });
});
