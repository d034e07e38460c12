/** PDS fire, space battles, landings and invasions (issue 23 "Combat", rulebook p.10-12, p.15-18). */
import type { GameEvent } from '../../server/src/engine';
import { act, attack, clearBoard, noMentak, newGame, planet, prompt, refusal, rolls, ships, toAction, unitsAt } from './helpers';

function board(fixed: Record<string, string> = {}) {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  noMentak(s);
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

/** Lands Ground Forces and confirms the landing. */
function land(s: ReturnType<typeof board>, landing: { planet: string; groundForces: number }): GameEvent[] {
  const ev = act(s, 0, landing);
  return [...ev, ...act(s, 0, 'confirm')];
}

describe('PDS fire', () => {
  test('PDS fire: optional; one die per PDS at the active player’s ships in the system; the owner of the ships hit assigns', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { PDS: 2 });
    ships(s, '203', 0, { Cruiser: 2 });
    s.scriptDice = [6, 5];
    attack(s, '101', 2);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pds-fire', choices: ['fire', 'hold'] });
    const ev = act(s, 1, 'fire');
    expect(rolls(ev)[0]).toMatchObject({ seat: 1, what: 'PDS', dice: [6, 5], needs: [6, 6], hits: 1 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits', pick: { from: ['Cruiser', 'Cruiser'], min: 1, max: 1 } });
    act(s, 0, ['Cruiser']);
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1 });
  });

  test('PDS fire: other owners first, in order of play after the active player, then the active player’s PDS', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { PDS: 1 });
    planet(s, 'Meer', 0, { PDS: 1 });
    ships(s, '101', 2, { Carrier: 1 });
    ships(s, '102', 0, { Dreadnought: 1 });
    s.scriptDice = [1, 1, 1, 1, 1, 1];
    attack(s, '101', 1);
    const asked: number[] = [];
    while (prompt(s)?.kind === 'pds-fire') {
      asked.push(prompt(s)!.seat);
      act(s, prompt(s)!.seat, 'fire');
    }
    expect(asked).toEqual([1, 0]);
  });

  test('PDS fire: a system may be activated only to fire PDS (no battle without moving in)', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 0, { PDS: 2 });
    ships(s, '101', 1, { Carrier: 1, Destroyer: 1 });
    s.scriptDice = [10, 1];
    act(s, 0, { do: 'tactical', pos: '101' });
    const ev = act(s, 0, 'fire');
    expect(rolls(ev)).toEqual([expect.objectContaining({ seat: 0, what: 'PDS', hits: 1 })]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { from: ['Carrier', 'Destroyer'], min: 1, max: 1 } });
    act(s, 1, ['Destroyer']);
    expect(unitsAt(s, '101', 1)).toEqual({ Carrier: 1 });
    expect(s.scriptDice).toEqual([]);
  });

  test('PDS fire: range is the PDS’s own system (a PDS in an adjacent system does not fire)', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { PDS: 2 });
    ships(s, '203', 0, { Cruiser: 1 });
    const ev = attack(s, '102', 1);
    expect(rolls(ev)).toEqual([]);
    expect(prompt(s)?.kind).not.toBe('pds-fire');
    expect(unitsAt(s, '102', 0)).toEqual({ Cruiser: 1 });
  });

  test('PDS fire: no wormhole range (a PDS in the alpha partner system does not fire)', () => {
    const s = board({ '101': 'lodor', '304': 'empty-alpha', '302': 'saudor' });
    planet(s, 'Saudor', 1, { PDS: 2 });
    ships(s, '304', 0, { Carrier: 1 });
    const ev = attack(s, '101', 1);
    expect(rolls(ev)).toEqual([]);
  });
});

describe('space battle', () => {
  test('Anti-Fighter Barrage: each Destroyer rolls 2 dice, each hit destroys an enemy Fighter, no return fire', () => {
    const s = board();
    ships(s, '203', 0, { Destroyer: 2 });
    ships(s, '101', 1, { Carrier: 1, Fighter: 3 });
    // AFB 9 9 1 1: 2 Fighters gone; round 1: 1 1 (attacker), 1 1 (Carrier, Fighter); round 2: 10 10, 1 1.
    s.scriptDice = [9, 9, 1, 1, 1, 1, 1, 1, 10, 10, 1, 1];
    const ev = attack(s, '101', 2);
    expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'Anti-Fighter Barrage', dice: [9, 9, 1, 1], hits: 2 });
    expect(rolls(ev)[1]).toMatchObject({ seat: 0, what: 'space combat' });
    expect(unitsAt(s, '101', 1)).toEqual({});
    expect(unitsAt(s, '101', 0)).toEqual({ Destroyer: 2 });
  });

  test('space battle: simultaneous rolls, the attacker assigns first, then the defender', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 1, Destroyer: 1 });
    ships(s, '101', 1, { Cruiser: 1, Carrier: 1 });
    s.scriptDice = [10, 1, 10, 1];
    attack(s, '101', 2);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits' });
    act(s, 0, ['Destroyer']);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits' });
    // Round 2: the attacker's Cruiser hits, the defender's misses.
    s.scriptDice.push(10, 1);
    act(s, 1, ['Carrier']);
    expect(unitsAt(s, '101', 1)).toEqual({});
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1 });
  });

  test('sustain damage: a Dreadnought listed twice; its first hit damages it, the second destroys it', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 2 });
    ships(s, '101', 1, { Dreadnought: 1, Destroyer: 1 });
    s.scriptDice = [10, 1, 1, 1];
    attack(s, '101', 2);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { from: ['Dreadnought', 'Dreadnought', 'Destroyer'] } });
    s.scriptDice.push(10, 1, 1, 1);
    act(s, 1, ['Dreadnought']);
    expect(s.space['101'].find((f) => f.seat === 1)).toMatchObject({ units: { Dreadnought: 1, Destroyer: 1 }, damaged: { Dreadnought: 1 } });
    // Next round: the damaged Dreadnought is listed once.
    expect(prompt(s)).toMatchObject({ seat: 1, pick: { from: ['Dreadnought', 'Destroyer'] } });
  });

  test('Nebula +1: the defender hits one lower in a space battle there', () => {
    const s = board({ '102': 'nebula' });
    ships(s, '203', 0, { Cruiser: 1 });
    ships(s, '102', 1, { Cruiser: 1 });
    // Mentak's starting Hylar V Assault Laser would add its own +1 (technologies.test.ts).
    s.players[1].techs = [];
    s.scriptDice = [10, 1];
    const ev = attack(s, '102', 1);
    const battle = rolls(ev).filter((r) => r.what === 'space combat');
    expect(battle.map((r) => [r.seat, r.needs])).toEqual([
      [0, [7]],
      [1, [6]],
    ]);
  });

  test('Fleet Supply after the battle: Fighters left without capacity are removed', () => {
    const s = board();
    ships(s, '102', 0, { Carrier: 1, Fighter: 2 });
    ships(s, '101', 1, { Cruiser: 1 });
    // Round 1: attacker 10 1 1 kills the Cruiser; the defender's 10 hits: the attacker loses the Carrier.
    s.scriptDice = [10, 1, 1, 10];
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { from: '102', unit: 'Carrier', fighters: 2, groundForces: 0 });
    act(s, 0, 'confirm');
    act(s, 0, ['Carrier']);
    expect(unitsAt(s, '101', 0)).toEqual({});
    expect(s.space['101']).toBeUndefined();
  });

  test('there is always at least one round, and no battle when nothing moved in', () => {
    const s = board();
    ships(s, '101', 0, { Cruiser: 1 });
    ships(s, '101', 1, { Cruiser: 1 });
    const ev = act(s, 0, { do: 'tactical', pos: '101' });
    expect(rolls(ev)).toEqual([]);
  });
});

describe('landings and invasion', () => {
  test('a neutral planet needs a Ground Force; its card is taken exhausted', () => {
    const s = board({ '101': 'arinam-meer', '203': 'saudor' });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    planet(s, 'Saudor', 0, {});
    attack(s, '101', 1);
    expect(prompt(s)!.kind).toBe('land');
    expect(prompt(s)!.choices).toContainEqual({ planet: 'Arinam', groundForces: 2 });
    land(s, { planet: 'Arinam', groundForces: 1 });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, exhausted: true, units: { 'Ground Force': 1 } });
    expect(s.planets.Meer.owner).toBeNull();
  });

  test('an undefended enemy planet falls at once; its dock and PDS are destroyed on capture', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { PDS: 1, 'Space Dock': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    attack(s, '101', 1);
    // PDS fire is optional: the owner holds it.
    expect(rolls(act(s, 1, 'hold'))).toEqual([]);
    land(s, { planet: 'Arinam', groundForces: 1 });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, exhausted: true, units: { 'Ground Force': 1 } });
  });

  test('bombardment without PDS: each Dreadnought rolls 1 die, each hit kills a defending Ground Force', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    ships(s, '101', 0, { Dreadnought: 1 });
    s.scriptDice = [5];
    attack(s, '101', 1);
    land(s, { planet: 'Arinam', groundForces: 1 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Arinam'] });
    const ev = act(s, 0, 'Arinam');
    expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'bombardment', needs: [5], hits: 1 });
    expect(s.planets.Arinam.owner).toBe(0);
  });

  test('bombardment with PDS: a Dreadnought cannot bombard a planet with a PDS, a War Sun ignores the shield; invasion order', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1, PDS: 1 });
    planet(s, 'Meer', 1, { 'Ground Force': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 5 });
    ships(s, '101', 0, { Dreadnought: 1, 'War Sun': 1 });
    s.counters['101'] = [];
    // Space PDS 1 (miss); War Sun 1 1 1; Arinam: its PDS at invaders 1, rounds 10 10 10 / 1; Meer: 10 10 / 1.
    s.scriptDice = [1, 1, 1, 1, 1, 10, 10, 10, 1, 10, 10, 1];
    attack(s, '101', 1);
    act(s, 1, 'fire');
    act(s, 0, { planet: 'Arinam', groundForces: 3 });
    act(s, 0, { planet: 'Meer', groundForces: 2 });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Meer'] });
    expect(refusal(s, 0, 'Arinam')).toBe('ILLEGAL_MOVE: a Dreadnought cannot bombard a planet with a PDS (Arinam)');
    act(s, 0, 'none');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Arinam', 'Meer'] });
    const ev = act(s, 0, 'Arinam');
    expect(rolls(ev)).toEqual([expect.objectContaining({ what: 'bombardment', needs: [3, 3, 3] })]);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'invasion-order', choices: ['Arinam', 'Meer'] });
    const first = act(s, 0, 'Arinam');
    expect(rolls(first).filter((r) => r.what === 'PDS at invaders')).toHaveLength(1);
    // The captured planet's PDS is destroyed; Meer follows by itself.
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 3 } });
    expect(s.planets.Meer).toMatchObject({ owner: 0, units: { 'Ground Force': 2 } });
  });

  test('a War Sun bombards without invading; a planet whose last Ground Force is bombarded away stays its owner’s', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    ships(s, '101', 0, { 'War Sun': 1 });
    s.scriptDice = [3, 1, 1];
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Arinam'] });
    act(s, 0, 'Arinam');
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: {} });
  });

  test('the defending PDS shot: each PDS fires once at the invading Ground Forces before invasion combat', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1, PDS: 2 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    // Space PDS fire at the Carrier: 1 1; invasion PDS: 10 10 — both invaders die before combat.
    s.scriptDice = [1, 1, 10, 10];
    attack(s, '101', 1);
    act(s, 1, 'fire');
    land(s, { planet: 'Arinam', groundForces: 2 });
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: { 'Ground Force': 1, PDS: 2 } });
  });

  test('both wiped out: the defender keeps the planet', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    s.scriptDice = [10, 10];
    attack(s, '101', 1);
    land(s, { planet: 'Arinam', groundForces: 1 });
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: {} });
  });

  test('invasion combat: rounds until one side is gone; the invader takes the card exhausted', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 2, 'Space Dock': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 3 });
    s.scriptDice = [8, 1, 1, 1, 1, 8, 8, 1, 1];
    attack(s, '101', 1);
    land(s, { planet: 'Arinam', groundForces: 3 });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, exhausted: true, units: { 'Ground Force': 3 } });
  });
});

describe('withdrawal and retreat', () => {
  test('withdrawal: the attacker announces it before the round; after the round the whole fleet moves to an adjacent system he activated earlier', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 2 });
    ships(s, '101', 1, { Cruiser: 2 });
    s.counters['102'] = [0];
    s.scriptDice = [1, 1, 1, 1];
    attack(s, '101', 2);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'withdraw', choices: ['no', '102'] });
    const ev = act(s, 0, '102');
    // No retreat question for the defender after a withdrawal; one round is fought, then the fleet leaves.
    expect(rolls(ev).filter((r) => r.what === 'space combat')).toHaveLength(2);
    expect(unitsAt(s, '102', 0)).toEqual({ Cruiser: 2 });
    expect(unitsAt(s, '101', 0)).toEqual({});
    expect(unitsAt(s, '101', 1)).toEqual({ Cruiser: 2 });
  });

  test('retreat: the defender may retreat only if the attacker did not withdraw; destinations need his own counter and no enemy ships', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 2 });
    ships(s, '101', 1, { Cruiser: 2 });
    s.counters['106'] = [1];
    s.counters['201'] = [1];
    ships(s, '201', 2, { Destroyer: 1 });
    s.scriptDice = [1, 1, 1, 1];
    attack(s, '101', 2);
    // The attacker has no destination: no withdrawal question; the defender may go to 106, not 201 (seat 2's ship).
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'retreat', choices: ['no', '106'] });
    act(s, 1, '106');
    expect(unitsAt(s, '106', 1)).toEqual({ Cruiser: 2 });
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 2 });
  });

  test('Fleet Supply after a retreat: ships over Fleet Supply where the fleet arrives are removed, their owner choosing', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 2 });
    ships(s, '101', 1, { Cruiser: 2 });
    ships(s, '106', 1, { Destroyer: 2 });
    s.counters['106'] = [1];
    s.players[1].fleet = 3;
    s.scriptDice = [1, 1, 1, 1];
    attack(s, '101', 2);
    act(s, 1, '106');
    expect(unitsAt(s, '106', 1)).toEqual({ Destroyer: 2, Cruiser: 2 });
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'remove-excess', pick: { min: 1, max: 1 } });
    act(s, 1, ['Destroyer']);
    expect(unitsAt(s, '106', 1)).toEqual({ Destroyer: 1, Cruiser: 2 });
  });

  test('retreat cancelled when the enemy has no ships left', () => {
    const s = board();
    ships(s, '203', 0, { Cruiser: 1 });
    ships(s, '101', 1, { Cruiser: 2 });
    s.counters['106'] = [1];
    // Attacker: 1 die; defender: 2 dice. The defender's 10 destroys the lone attacker.
    s.scriptDice = [1, 10, 1];
    attack(s, '101', 1);
    const ev = act(s, 1, '106');
    expect(ev.some((e) => e.type === 'retreat-cancelled')).toBe(true);
    expect(unitsAt(s, '101', 1)).toEqual({ Cruiser: 2 });
    expect(unitsAt(s, '106', 1)).toEqual({});
  });
});

describe('PDS carried and landed', () => {
  test('movement: a Carrier takes a PDS along; it lands on a friendly planet (at most 2 there)', () => {
    const s = board({ '101': 'arinam-meer', '102': 'saudor' });
    planet(s, 'Saudor', 0, { PDS: 1, 'Ground Force': 1 });
    planet(s, 'Arinam', 0, { PDS: 1 });
    ships(s, '102', 0, { Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)!.choices).toContainEqual({ from: '102', unit: 'Carrier', fighters: 0, groundForces: 1, pds: 1 });
    act(s, 0, { from: '102', unit: 'Carrier', fighters: 0, groundForces: 0, pds: 1 });
    act(s, 0, 'confirm');
    expect(unitsAt(s, '101', 0)).toEqual({ Carrier: 1, PDS: 1 });
    expect(prompt(s)!.choices).toContainEqual({ planet: 'Arinam', groundForces: 0, pds: 1 });
    act(s, 0, { planet: 'Arinam', groundForces: 0, pds: 1 });
    expect(prompt(s)!.choices).not.toContainEqual({ planet: 'Arinam', groundForces: 0, pds: 1 });
    act(s, 0, 'confirm');
    expect(s.planets.Arinam.units).toEqual({ PDS: 2 });
  });

  test('a PDS landing alone on a neutral planet is destroyed', () => {
    const s = board({ '101': 'arinam-meer' });
    ships(s, '101', 0, { Carrier: 1, PDS: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { planet: 'Meer', groundForces: 0, pds: 1 });
    act(s, 0, 'confirm');
    expect(s.planets.Meer).toMatchObject({ owner: null, units: {} });
    expect(unitsAt(s, '101', 0)).toEqual({ Carrier: 1 });
  });

  test('landed PDS do not fight and are destroyed if every invading Ground Force dies', () => {
    const s = board({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    ships(s, '101', 0, { Carrier: 1, PDS: 1, 'Ground Force': 1 });
    // One round: the invader misses (1), the defender hits (10).
    s.scriptDice = [1, 10];
    act(s, 0, { do: 'tactical', pos: '101' });
    act(s, 0, { planet: 'Arinam', groundForces: 1, pds: 1 });
    const ev = act(s, 0, 'confirm');
    expect(rolls(ev).map((r) => r.dice.length)).toEqual([1, 1]);
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: { 'Ground Force': 1 } });
    expect(unitsAt(s, '101', 0)).toEqual({ Carrier: 1 });
  });
});
