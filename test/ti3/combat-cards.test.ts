/**
 * The combat and movement action cards (issue 24, windows `before-space-battle`, `after-roll`,
 * `before-bombardment`, and the folded `after-activation`, `before-landing`, `before-invasion`), Minister of
 * War, and the combat seams they need: one way for timing handlers to ask (the order a player sees), the
 * invasion combat's rounds with their windows, and the Nebula's bonus for ships only.
 */
import type { GameEvent, Json } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { hexNeighbours } from '../../server/src/games/ti3/map/geometry';
import { combatValue, unitMove } from '../../server/src/games/ti3/modifiers';
import { electedSeat } from '../../server/src/games/ti3/politics/effects';
import { agenda } from './agenda';
import { act, cardBoard, copy, discardAll, planet, prompt, rolls, ships, unitsAt } from './helpers';

const RING_1 = { '101': 'empty-1', '102': 'empty-2', '103': 'empty-3', '104': 'empty-4', '105': 'empty-5', '106': 'empty-6' };

/** The action-card table (`cardBoard`); `closed`: kinds whose windows stay shut. */
function board(hands: string[][], closed: string[] = [], fixed?: Record<string, string>, s?: Ti3State): Ti3State {
  const b = cardBoard(hands, fixed, s);
  // Touch of Genius would duplicate a closed kind from the discard pile: closed too.
  discardAll(b, ...closed, ...(closed.length > 0 ? ['Touch of Genius'] : []));
  return b;
}

const asked = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);
const isObject = (c: Json): c is Record<string, Json> => typeof c === 'object' && c !== null && !Array.isArray(c);

/** Seat 0 activates `pos`, plans the ship moves given and confirms. */
function moveIn(s: Ti3State, pos: string, ...moves: Json[]): GameEvent[] {
  act(s, 0, { do: 'tactical', pos });
  for (const m of moves) act(s, 0, m);
  return act(s, 0, 'confirm');
}

/** A Carrier with `gf` Ground Forces from 102 into 101. */
const carrier = (gf: number): Json => ({ from: '102', unit: 'Carrier', fighters: 0, groundForces: gf });

describe('seams: the order a player sees, invasion rounds, the Nebula', () => {
  test('Assault Cannon and the before-space-battle window: the window first, then Assault Cannon, then the rounds', () => {
    const s = board([[], ['Fighter Prototype#1']], ['Recheck', 'Into the Breach']);
    s.players[0].techs.push('Assault Cannon');
    ships(s, '102', 0, { Dreadnought: 1 });
    ships(s, '101', 1, { Carrier: 1, Fighter: 1 });
    s.scriptDice = Array(12).fill(1);
    moveIn(s, '101', { from: '102', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
    // Both are asked of the battle's participants before round 1; the card window comes first (opened.ts).
    expect(asked(s)).toEqual(['1:window-before-space-battle']);
    act(s, 1, 'pass');
    expect(asked(s)).toEqual(['0:assault-cannon']);
    expect(rolls(act(s, 0, 'fire')).map((r) => r.what)).toEqual(['Assault Cannon']);
    // Then round 1, with its own window first.
    expect(asked(s)).toEqual(['1:window-before-round']);
    expect(rolls(act(s, 1, 'pass')).map((r) => r.what)).toEqual(['space combat', 'space combat']);
  });

  test('Nebula +1: for ships defending in a space battle there, never for Ground Forces defending in an invasion combat', () => {
    const s = board([], [], { ...RING_1, '102': 'nebula' });
    s.players[1].techs = [];
    const base = combatValue(s, 1, 'Ground Force');
    expect(combatValue(s, 1, 'Ground Force', { pos: '102', defending: true, during: 'invasion', planet: 'Lodor' })).toBe(base);
    expect(combatValue(s, 1, 'PDS', { pos: '102', during: 'pds' })).toBe(combatValue(s, 1, 'PDS'));
    expect(combatValue(s, 1, 'Cruiser', { pos: '102', defending: true, during: 'space' })).toBe(combatValue(s, 1, 'Cruiser') - 1);
    expect(combatValue(s, 1, 'Cruiser', { pos: '101', defending: true, during: 'space' })).toBe(combatValue(s, 1, 'Cruiser'));
  });

  test('Morale Boost: before an invasion combat round too (+1 for that round only), asked of the invasion’s two sides', () => {
    const s = board([['Morale Boost#1'], ['Sabotage#1'], ['Sabotage#2']], ['Recheck']);
    planet(s, 'Arinam', 1, { 'Ground Force': 2 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    const gf = combatValue(s, 0, 'Ground Force');
    // Round 1: 10 1 / 1 1; round 2: 10 1 / 1.
    s.scriptDice = [10, 1, 1, 1, 10, 1, 1];
    moveIn(s, '101', carrier(2));
    act(s, 0, { planet: 'Arinam', groundForces: 2 });
    act(s, 0, 'confirm');
    // Seat 2 holds a card but takes no part.
    expect(asked(s)).toEqual(['0:window-before-round', '1:window-before-round']);
    act(s, 0, { play: 'Morale Boost#1' });
    act(s, 1, 'pass');
    // Sabotage's window for the card played, then the round window again (seat 0 holds nothing now).
    expect(asked(s)).toEqual(['1:window-after-action-card', '2:window-after-action-card']);
    act(s, 1, 'pass');
    act(s, 2, 'pass');
    expect(asked(s)).toEqual(['1:window-before-round']);
    const round1 = act(s, 1, 'pass');
    expect(rolls(round1)[0]).toMatchObject({ seat: 0, what: 'invasion combat', needs: [gf - 1, gf - 1] });
    // Round 2: its own window (seat 1 passes), and no bonus any more.
    expect(asked(s)).toEqual(['1:window-before-round']);
    const round2 = act(s, 1, 'pass');
    expect(rolls(round2)[0]).toMatchObject({ seat: 0, needs: [gf, gf] });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 2 } });
  });
});

describe('combat windows', () => {
  test('Into the Breach: the Dreadnought’s fleet +1 for the battle; the first two hits must go to that Dreadnought', () => {
    const s = board([['Into the Breach#1']], ['Recheck']);
    ships(s, '102', 0, { Dreadnought: 1, Cruiser: 1 });
    ships(s, '101', 1, { Cruiser: 2 });
    // Round 1: 1 1 / 10 10 (both hits on the Dreadnought); round 2: 10 / 1 1; round 3: 10 / 1.
    s.scriptDice = [1, 1, 10, 10, 10, 1, 1, 10, 1];
    moveIn(s, '101', { from: '102', unit: 'Dreadnought', fighters: 0, groundForces: 0 }, { from: '102', unit: 'Cruiser', fighters: 0, groundForces: 0 });
    expect(asked(s)).toEqual(['0:window-before-space-battle']);
    const ev = act(s, 0, { play: 'Into the Breach#1' });
    const [mine] = rolls(ev);
    expect(mine).toMatchObject({ seat: 0, needs: [combatValue(s, 0, 'Dreadnought') - 1, combatValue(s, 0, 'Cruiser') - 1] });
    // Two hits: the Dreadnought damaged, then destroyed; the Cruiser untouched, never asked about.
    expect(ev.filter((e) => e.type === 'casualties').map((e) => e.data)).toEqual([
      expect.objectContaining({ seat: 0, damaged: ['Dreadnought'], destroyed: [] }),
      expect.objectContaining({ seat: 0, damaged: [], destroyed: ['Dreadnought'] }),
    ]);
    // Seat 1 loses one of its two Cruisers; then round 3.
    ev.push(...act(s, 1, ['Cruiser']));
    // The bonus lasts the battle, and ends with it.
    expect(
      rolls(ev)
        .filter((r) => r.seat === 0)
        .map((r) => r.needs),
    ).toEqual([
      [combatValue(s, 0, 'Dreadnought') - 1, combatValue(s, 0, 'Cruiser') - 1],
      [combatValue(s, 0, 'Cruiser') - 1],
      [combatValue(s, 0, 'Cruiser') - 1],
    ]);
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1 });
    expect(unitsAt(s, '101', 1)).toEqual({});
    expect(s.cardEffects).toEqual([]);
  });

  test('Recheck: after the dice of a round, a participant forces one die (either side’s) to be re-rolled', () => {
    const s = board([['Sabotage#1'], ['Recheck#1'], ['Sabotage#2']], ['Into the Breach', 'Morale Boost', 'Shields Holding', 'Skilled Retreat', 'Minelayers']);
    ships(s, '102', 0, { Dreadnought: 1 });
    ships(s, '101', 1, { Cruiser: 1 });
    // Round 1: 10 / 1, the 10 re-rolled to 2; round 2: 10 / 1.
    s.scriptDice = [10, 1, 2, 10, 1];
    const ev = moveIn(s, '101', { from: '102', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
    expect(rolls(ev)).toEqual([expect.objectContaining({ seat: 0, dice: [10] }), expect.objectContaining({ seat: 1, dice: [1] })]);
    // Both participants holding a card are asked, the same prompt; seat 2 takes no part.
    expect(asked(s)).toEqual(['0:window-after-roll', '1:window-after-roll']);
    expect(ti3.pending(s)[0].choices).toEqual(['pass', 'pass-window', 'pass-round']);
    act(s, 0, 'pass');
    act(s, 1, { play: 'Recheck#1' });
    act(s, 0, 'pass');
    act(s, 2, 'pass');
    expect(prompt(s)).toMatchObject({
      seat: 1,
      kind: 'card-choice',
      choices: [
        [0, 0],
        [1, 0],
      ],
    });
    const re = act(s, 1, [0, 0]);
    expect(re.find((e) => e.type === 're-roll')).toMatchObject({ data: { seat: 0, before: 10, after: 2 } });
    // The round counts the re-rolled die: no hit; the Cruiser survives round 1 and falls in round 2.
    expect(asked(s)).toEqual(['0:window-after-roll']);
    act(s, 0, 'pass');
    expect(unitsAt(s, '101', 1)).toEqual({ Cruiser: 1 });
    act(s, 0, 'pass');
    expect(unitsAt(s, '101', 1)).toEqual({});
  });

  /** Seat 0's Dreadnought in 101 bombards Arinam (seat 1's, 2 Ground Forces) where its Carrier lands one Ground Force. */
  function bombarding(hands: string[][], dice: number[]): Ti3State {
    const s = board(hands, ['Recheck', 'Morale Boost']);
    planet(s, 'Arinam', 1, { 'Ground Force': 2 });
    ships(s, '101', 0, { Dreadnought: 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    s.scriptDice = dice;
    moveIn(s, '101', carrier(1));
    act(s, 0, { planet: 'Arinam', groundForces: 1 });
    act(s, 0, 'confirm');
    act(s, 0, 'Arinam');
    return s;
  }

  test('Dug In: before a bombardment the defender makes his Ground Forces on a planet immune this round', () => {
    const s = bombarding([['Sabotage#1'], ['Dug In#1'], ['Sabotage#2']], [1, 10, 10]);
    // Only the defender is asked (seat 2 holds a card too, seat 0 is the bombarding player).
    expect(asked(s)).toEqual(['1:window-before-bombardment']);
    act(s, 1, { play: 'Dug In#1' });
    const ev = [...act(s, 0, 'pass'), ...act(s, 2, 'pass')];
    // Seat 0 holds a card and has a Dreadnought there: its invasion prompt is asked (Chemical Warfare may be in it).
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'invasion-order', choices: ['Arinam'] });
    ev.push(...act(s, 0, 'Arinam'));
    // No bombardment die is rolled; the invasion combat follows with both Ground Forces.
    expect(ev.some((e) => e.type === 'bombardment-void')).toBe(true);
    expect(rolls(ev).map((r) => r.what)).toEqual(['invasion combat', 'invasion combat']);
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: { 'Ground Force': 2 } });
  });

  test('Dug In: a defender who passes is bombarded as usual', () => {
    const s = bombarding([[], ['Dug In#1']], [10, 10, 1]);
    const ev = act(s, 1, 'pass');
    expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'bombardment', hits: 1 });
  });
});

describe('folded windows of a tactical action', () => {
  test('Chemical Warfare: in the invasion prompt, half the defending Ground Forces (round up) die, PDS or not', () => {
    const s = board([['Chemical Warfare#1']], ['Recheck', 'Morale Boost']);
    planet(s, 'Arinam', 1, { 'Ground Force': 3, PDS: 1 });
    ships(s, '101', 0, { Dreadnought: 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 3 });
    // The PDS at invaders 1; round 1: 10 1 1 / 1.
    s.scriptDice = [1, 10, 1, 1, 1];
    moveIn(s, '101', carrier(3));
    act(s, 1, 'hold');
    act(s, 0, { planet: 'Arinam', groundForces: 3 });
    // The Dreadnought may not bombard a planet with a PDS: the invasion prompt comes next, though one planet only.
    const twin = copy(s);
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'invasion-order', choices: ['Arinam', { play: 'Chemical Warfare#1' }] });
    const ev = act(s, 0, { play: 'Chemical Warfare#1' });
    expect(ev.find((e) => e.type === 'chemical-warfare')).toMatchObject({ data: { planet: 'Arinam', n: 2 } });
    // The invasion follows at once: the PDS shot, then one defending Ground Force against three.
    expect(rolls(ev).map((r) => [r.seat, r.what, r.dice.length])).toEqual([
      [1, 'PDS at invaders', 1],
      [0, 'invasion combat', 3],
      [1, 'invasion combat', 1],
    ]);
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 3 } });
    // The same prompt, without the play, for a hand without it: its existence tells nothing.
    twin.players[0].hand = ['Sabotage#1'];
    act(twin, 0, 'confirm');
    expect(prompt(twin)).toMatchObject({ seat: 0, kind: 'invasion-order', choices: ['Arinam'] });
  });

  test('Star of Death: in the landing prompt, a planet near a War Sun loses its units and turns neutral; the next landing there dies', () => {
    const s = board([['Star of Death#1']], ['Recheck', 'Morale Boost']);
    planet(s, 'Arinam', 1, { 'Ground Force': 2, 'Space Dock': 1 });
    ships(s, '101', 0, { 'War Sun': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    moveIn(s, '101', carrier(2));
    expect(prompt(s)!.choices).toContainEqual({ play: 'Star of Death#1' });
    act(s, 0, { play: 'Star of Death#1' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'card-choice', choices: ['Arinam', 'Meer'] });
    act(s, 0, 'Arinam');
    expect(s.planets.Arinam).toMatchObject({ owner: null, units: {}, radiation: true });
    // The landing prompt again, without the card; the Ground Forces landing on Arinam die, the marker goes.
    expect(prompt(s)!.choices).not.toContainEqual({ play: 'Star of Death#1' });
    act(s, 0, { planet: 'Arinam', groundForces: 2 });
    const ev = act(s, 0, 'confirm');
    expect(ev.find((e) => e.type === 'radiation')).toMatchObject({ data: { seat: 0, planet: 'Arinam' } });
    expect(s.planets.Arinam.owner).toBeNull();
    expect(s.planets.Arinam.radiation).toBeUndefined();
    expect(unitsAt(s, '101', 0)).toEqual({ 'War Sun': 1, Carrier: 1 });
  });

  test('Flank Speed: in the movement prompt, ships moving to the system just activated +1 move', () => {
    const s = board([['Flank Speed#1']], [], { ...RING_1, '201': 'lodor' });
    const from = '201';
    ships(s, from, 0, { Carrier: 1 });
    expect(unitMove(s, 0, 'Carrier')).toBe(1);
    const twin = copy(s);
    act(s, 0, { do: 'tactical', pos: '000' });
    const carrierMove = (c: Json) => isObject(c) && c.from === from && c.unit === 'Carrier';
    expect(prompt(s)).toMatchObject({ kind: 'move', choices: ['confirm', { play: 'Flank Speed#1' }] });
    // Another hand: the same question, "confirm" alone (its existence tells nothing).
    twin.players[0].hand = ['Sabotage#1'];
    act(twin, 0, { do: 'tactical', pos: '000' });
    expect(prompt(twin)).toMatchObject({ seat: 0, kind: 'move', choices: ['confirm'] });
    act(s, 0, { play: 'Flank Speed#1' });
    expect(prompt(s)!.choices!.some(carrierMove)).toBe(true);
    act(s, 0, prompt(s)!.choices!.find(carrierMove)!);
    act(s, 0, 'confirm');
    expect(unitsAt(s, '000', 0)).toEqual({ Carrier: 1 });
    // The effect lasts the activation only (the turn is over: nothing to land or produce).
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
    expect(s.cardEffects).toEqual([]);
  });

  test('In the Silence of Space: one fleet’s ships of move 2 or more pass through systems with enemy ships', () => {
    const s = board([['In the Silence of Space#1']], [], { ...RING_1, '201': 'lodor' });
    const from = '201';
    ships(s, from, 0, { Cruiser: 1 });
    // Enemy Destroyers in every system between 201 and Mecatol Rex.
    for (const pos of hexNeighbours(from).filter((p) => hexNeighbours('000').includes(p))) ships(s, pos, 1, { Destroyer: 1 });
    act(s, 0, { do: 'tactical', pos: '000' });
    const cruiserMove = (c: Json) => isObject(c) && c.from === from && c.unit === 'Cruiser';
    expect(prompt(s)!.choices!.some(cruiserMove)).toBe(false);
    act(s, 0, { play: 'In the Silence of Space#1' });
    expect(prompt(s)!.choices!.some(cruiserMove)).toBe(true);
    act(s, 0, prompt(s)!.choices!.find(cruiserMove)!);
    act(s, 0, 'confirm');
    expect(unitsAt(s, '000', 0)).toEqual({ Cruiser: 1 });
  });
});

describe('Minister of War', () => {
  test('Minister of War: the elected player spends a Strategy Allocation counter for one automatic hit before a space battle', () => {
    const s = agenda('Minister of War', 0);
    expect(electedSeat(s, 'Minister of War')).toBe(0);
    board([], ['Recheck', 'Into the Breach', 'Fighter Prototype'], {}, s);
    s.players[0].strategy = 2;
    ships(s, '102', 0, { Dreadnought: 1 });
    ships(s, '101', 1, { Destroyer: 1, Cruiser: 1 });
    s.scriptDice = Array(10).fill(1);
    moveIn(s, '101', { from: '102', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'minister-of-war', choices: ['hit', 'hold'] });
    act(s, 0, 'hit');
    expect(s.players[0].strategy).toBe(1);
    // No die: the hit is applied at once, by its owner, before any roll.
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { min: 1, max: 1 } });
    const ev = act(s, 1, ['Cruiser']);
    expect(rolls(ev).filter((r) => r.seat === 1)[0].needs).toHaveLength(1);
    // Not asked of a player without the law, nor without a counter to spend.
    const other = board([], ['Recheck', 'Into the Breach', 'Fighter Prototype'], {}, agenda('Minister of War', 1));
    ships(other, '102', 0, { Dreadnought: 1 });
    ships(other, '101', 2, { Destroyer: 1 });
    other.scriptDice = Array(10).fill(1);
    moveIn(other, '101', { from: '102', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
    expect(ti3.pending(other).some((p) => p.kind === 'minister-of-war')).toBe(false);
  });
});
