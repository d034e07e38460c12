/**
 * The technologies' effects (issue 24 "Technologies (24)", technologies_base.csv with the errata): one test
 * per technology, each showing the effect for a player who owns it and its absence for one who does not.
 * Seat 0 is Sol (home 305, Jord), seat 1 Mentak; every test sets the technologies it needs.
 */
import { TECHNOLOGIES } from '../../server/src/games/ti3/data';
import type { Counts } from '../../server/src/games/ti3/state';
import { techEffects } from '../../server/src/games/ti3/technologies';
import { act, attack, clearBoard, noMentak, copy, newGame, pay, planet, prompt, queue, refusal, rolls, ships, toAction, unitsAt } from './helpers';

/** Seat 0 to act on a cleared board; seat k owns `techs[k]` (nothing else). */
function board(techs: string[][] = [], fixed: Record<string, string> = {}) {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  noMentak(s);
  s.players.forEach((p, k) => (p.techs = techs[k] ?? []));
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}
type State = ReturnType<typeof board>;

/** The ship moves offered; none when the move question was not even asked. */
const moves = (s: State) => (prompt(s)?.kind === 'move' ? prompt(s)!.choices!.filter((c) => typeof c === 'object') : []);

/** Both sides' first-round needs when seat 0 moves `moving` from 203 into 102, where its `present` ships and seat 1's `theirs` are. */
function battleNeeds(techs: string[][], moving: Counts, present: Counts, theirs: Counts): number[][] {
  const s = board(techs);
  ships(s, '203', 0, moving);
  ships(s, '102', 0, present);
  ships(s, '102', 1, theirs);
  s.scriptDice = Array(20).fill(1);
  const ev = attack(
    s,
    '102',
    Object.values(moving).reduce((a, b) => a + (b ?? 0), 0),
  );
  return rolls(ev)
    .filter((r) => r.what === 'space combat')
    .slice(0, 2)
    .map((r) => r.needs);
}

/** Seat 0 (with `techs`) lands 2 Ground Forces from a Carrier on Arinam (seat 1, `defenders` Ground Forces and `pds` PDS). */
function invasion(techs: string[][], defenders: number, pds = 0, dice: number[] = []) {
  const s = board(techs, { '101': 'arinam-meer' });
  planet(s, 'Arinam', 1, { 'Ground Force': defenders, ...(pds > 0 ? { PDS: pds } : {}) });
  ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
  s.scriptDice = [...dice];
  attack(s, '101', 1);
  // Seat 1's PDS in the system may fire at the Carrier first: hold.
  if (prompt(s)?.kind === 'pds-fire') act(s, 1, 'hold');
  act(s, 0, { planet: 'Arinam', groundForces: 2 });
  return { s, ev: act(s, 0, 'confirm') };
}

describe('technologies: data', () => {
  test('every technology effect named in TECHNOLOGIES exists and belongs to that technology', () => {
    const effects = techEffects();
    for (const t of TECHNOLOGIES) for (const id of t.effects) expect([id, effects.get(id)]).toEqual([id, t.name]);
    const named = new Set(TECHNOLOGIES.flatMap((t) => t.effects));
    expect([...effects.keys()].filter((id) => !named.has(id))).toEqual([]);
  });
});

describe('technologies: values', () => {
  test('XRD Transporters: Carriers move 2', () => {
    const without = board();
    ships(without, '203', 0, { Carrier: 1 });
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(moves(without)).toEqual([]);
    const s = board([['XRD Transporters']]);
    ships(s, '203', 0, { Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([{ from: '203', unit: 'Carrier', fighters: 0, groundForces: 0 }]);
  });

  test('Type IV Drive: Cruisers and Dreadnoughts +1 move', () => {
    const without = board();
    ships(without, '203', 0, { Dreadnought: 1 });
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(moves(without)).toEqual([]);
    const s = board([['Type IV Drive']]);
    ships(s, '203', 0, { Dreadnought: 1, Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    // The Carrier gains nothing.
    expect(moves(s)).toEqual([{ from: '203', unit: 'Dreadnought', fighters: 0, groundForces: 0 }]);
  });

  test('Hylar V Assault Laser: Cruisers and Destroyers +1 on combat rolls', () => {
    expect(battleNeeds([['Hylar V Assault Laser']], { Cruiser: 1, Destroyer: 1 }, {}, { Cruiser: 1 })).toEqual([[6, 8], [7]]);
    expect(battleNeeds([[]], { Cruiser: 1, Destroyer: 1 }, {}, { Cruiser: 1 })).toEqual([[7, 9], [7]]);
  });

  test('Cybernetics: Fighters +1 on combat rolls', () => {
    expect(battleNeeds([['Cybernetics']], { Cruiser: 1 }, { Carrier: 1, Fighter: 1 }, { Carrier: 1, Fighter: 1 })).toEqual([
      [9, 8, 7],
      [9, 9],
    ]);
    expect(battleNeeds([[]], { Cruiser: 1 }, { Carrier: 1, Fighter: 1 }, { Carrier: 1, Fighter: 1 })).toEqual([
      [9, 9, 7],
      [9, 9],
    ]);
  });

  test('Magen Defense Grid: PDS +1; defending Ground Forces on a planet with a PDS +1 in invasion combat', () => {
    const { ev } = invasion([[], ['Magen Defense Grid']], 1, 1, [1, 1, 10, 1]);
    expect(rolls(ev).find((r) => r.what === 'PDS at invaders')).toMatchObject({ seat: 1, needs: [5] });
    expect(rolls(ev).filter((r) => r.what === 'invasion combat')).toEqual([
      expect.objectContaining({ seat: 0, needs: [8, 8] }),
      expect.objectContaining({ seat: 1, needs: [7] }),
    ]);
    const without = invasion([[], []], 1, 1, [1, 1, 10, 1]).ev;
    expect(rolls(without).find((r) => r.what === 'PDS at invaders')).toMatchObject({ seat: 1, needs: [6] });
    expect(rolls(without).filter((r) => r.what === 'invasion combat')[1]).toMatchObject({ seat: 1, needs: [8] });
  });

  test('Enviro Compensator: a Space Dock builds one unit more (Jord 4 + 2 + 1)', () => {
    const built = (techs: string[]) => {
      const s = board([techs]);
      planet(s, 'Jord', 0, { 'Space Dock': 1 });
      s.players[0].tradeGoods = 10;
      act(s, 0, { do: 'tactical', pos: '305' });
      let n = 0;
      while (prompt(s)!.choices!.some((c) => JSON.stringify(c) === JSON.stringify({ unit: 'Ground Force' }))) {
        act(s, 0, { unit: 'Ground Force' });
        n++;
      }
      return n;
    };
    expect(built(['Enviro Compensator'])).toBe(7);
    expect(built([])).toBe(6);
  });

  test('Sarween Tools: one resource more for each producing Space Dock', () => {
    const s = board([['Sarween Tools']]);
    planet(s, 'Jord', 0, { 'Space Dock': 1 });
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Cruiser' });
    act(s, 0, 'confirm');
    // A Cruiser (2) less 1: the payment asks 1.
    expect(prompt(s)).toMatchObject({ kind: 'pay', text: expect.stringMatching(/^Pay 1 resources/) });
    pay(s, 0);
    expect(unitsAt(s, '305', 0)).toEqual({ Cruiser: 1 });
    const without = board();
    planet(without, 'Jord', 0, { 'Space Dock': 1 });
    act(without, 0, { do: 'tactical', pos: '305' });
    act(without, 0, { unit: 'Cruiser' });
    act(without, 0, 'confirm');
    expect(prompt(without)).toMatchObject({ kind: 'pay', text: expect.stringMatching(/^Pay 2 resources/) });
  });

  test('Neural Motivator: two action cards in the status phase', () => {
    const s = board([['Neural Motivator']]);
    const before = s.players.map((p) => p.hand.length);
    queue(s, { t: 'status-upkeep' });
    expect(s.players.map((p, k) => p.hand.length - before[k])).toEqual([2, 1, 1, 1]);
  });

  test('Stasis Capsules: a Cruiser or Dreadnought carries one Ground Force', () => {
    const s = board([['Stasis Capsules']], { '203': 'saudor' });
    ships(s, '203', 0, { Cruiser: 1, Fighter: 1 });
    planet(s, 'Saudor', 0, { 'Ground Force': 2 });
    act(s, 0, { do: 'tactical', pos: '101' });
    // One Ground Force, never a Fighter.
    expect(moves(s)).toEqual([
      { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 },
      { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 1 },
    ]);
    act(s, 0, { from: '203', unit: 'Cruiser', fighters: 0, groundForces: 1 });
    act(s, 0, 'confirm');
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1, 'Ground Force': 1 });
    const without = board([], { '203': 'saudor' });
    ships(without, '203', 0, { Cruiser: 1 });
    planet(without, 'Saudor', 0, { 'Ground Force': 2 });
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(moves(without)).toEqual([{ from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 }]);
  });

  test('Stasis Capsules: a Cruiser patrolling with the Warfare secondary takes its Ground Force along', () => {
    const patrol = (techs: string[]) => {
      const s = board([[], techs], { '101': 'wellon', '201': 'empty-1' });
      toAction(s, [[6], [3, 4], [5], [7, 8]], 0);
      ships(s, '101', 1, { Cruiser: 1, ...(techs.length > 0 ? { 'Ground Force': 1 } : {}) });
      act(s, 0, { do: 'strategic', card: 6 });
      act(s, 1, 'yes');
      act(s, 1, { from: '101', unit: 'Cruiser', to: '201' });
      act(s, 1, 'confirm');
      return s;
    };
    expect(unitsAt(patrol(['Stasis Capsules']), '201', 1)).toEqual({ Cruiser: 1, 'Ground Force': 1 });
    expect(unitsAt(patrol([]), '201', 1)).toEqual({ Cruiser: 1 });
  });

  test('Gen Synthesis: Ground Forces +1 in invasion combat, and a destroyed one returns home on 5+', () => {
    // PDS none; round 1: seat 0 rolls 1 1 (needs 7 with the technology), seat 1 rolls 10 10; Gen Synthesis: 5 (back) and 4 (lost).
    const { s, ev } = invasion([['Gen Synthesis'], []], 2, 0, [1, 1, 10, 10, 5, 4]);
    expect(rolls(ev).filter((r) => r.what === 'invasion combat')[0]).toMatchObject({ seat: 0, needs: [7, 7] });
    expect(rolls(ev).find((r) => r.what === 'Gen Synthesis')).toMatchObject({ seat: 0, dice: [5, 4], hits: 1 });
    expect(s.planets.Jord.units['Ground Force']).toBe(1);
    const without = invasion([[], []], 2, 0, [1, 1, 10, 10, 5, 4]);
    expect(rolls(without.ev).filter((r) => r.what === 'invasion combat')[0]).toMatchObject({ needs: [8, 8] });
    expect(rolls(without.ev).some((r) => r.what === 'Gen Synthesis')).toBe(false);
    expect(without.s.planets.Jord.units['Ground Force'] ?? 0).toBe(0);
  });

  test('Integrated Economy: new units go to an adjacent activated system without other players’ units, Ground Forces and PDS onto one’s planets there', () => {
    const produce = (techs: string[]) => {
      const s = board([techs], { '204': 'saudor', '203': 'lodor' });
      planet(s, 'Jord', 0, { 'Space Dock': 1 });
      planet(s, 'Saudor', 0);
      planet(s, 'Lodor', 1, { 'Ground Force': 1 });
      s.counters['204'] = [0];
      s.counters['203'] = [0];
      s.players[0].tradeGoods = 5;
      act(s, 0, { do: 'tactical', pos: '305' });
      return s;
    };
    const s = produce(['Integrated Economy']);
    expect(prompt(s)!.choices).toContainEqual({ unit: 'Cruiser', at: '204' });
    expect(prompt(s)!.choices).toContainEqual({ unit: 'Ground Force', at: 'Saudor' });
    // 203 holds seat 1's units; 306 was not activated.
    expect(prompt(s)!.choices).not.toContainEqual({ unit: 'Cruiser', at: '203' });
    expect(prompt(s)!.choices).not.toContainEqual({ unit: 'Cruiser', at: '306' });
    act(s, 0, { unit: 'Cruiser', at: '204' });
    act(s, 0, { unit: 'Ground Force', at: 'Saudor' });
    act(s, 0, 'confirm');
    pay(s, 0);
    expect(unitsAt(s, '204', 0)).toEqual({ Cruiser: 1 });
    expect(s.planets.Saudor.units).toEqual({ 'Ground Force': 1 });
    expect(unitsAt(s, '305', 0)).toEqual({});
    const without = produce([]);
    expect(prompt(without)!.choices!.filter((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && 'at' in c)).toEqual([]);
    expect(refusal(without, 0, { unit: 'Cruiser', at: '204' })).toMatch(/only with Integrated Economy/);
  });

  test('War Sun: only its owner may produce War Suns', () => {
    const offered = (techs: string[]) => {
      const s = board([techs]);
      planet(s, 'Jord', 0, { 'Space Dock': 1 });
      s.players[0].tradeGoods = 12;
      act(s, 0, { do: 'tactical', pos: '305' });
      return prompt(s)!.choices;
    };
    expect(offered(['War Sun'])).toContainEqual({ unit: 'War Sun' });
    expect(offered([])).not.toContainEqual({ unit: 'War Sun' });
  });
});

describe('technologies: movement', () => {
  test('Antimass Deflectors: ships move through an Asteroid Field (never activated, so never ended in)', () => {
    const fixed = { '102': 'asteroid-field-1', '202': 'supernova' };
    const without = board([], fixed);
    ships(without, '203', 0, { Cruiser: 1 });
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(moves(without)).toEqual([]);
    const s = board([['Antimass Deflectors']], fixed);
    ships(s, '203', 0, { Cruiser: 1 });
    expect(refusal(s, 0, { do: 'tactical', pos: '102' })).toMatch(/Asteroid Field is never activated/);
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([{ from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 }]);
  });

  test('Light/Wave Deflector: ships move through systems with enemy ships on to the activated system', () => {
    const blocked = (techs: string[]) => {
      const s = board([techs], { '102': 'arinam-meer', '202': 'saudor' });
      ships(s, '203', 0, { Cruiser: 1 });
      ships(s, '102', 1, { Destroyer: 1 });
      ships(s, '202', 1, { Carrier: 1 });
      act(s, 0, { do: 'tactical', pos: '101' });
      return moves(s);
    };
    expect(blocked([])).toEqual([]);
    expect(blocked(['Light/Wave Deflector'])).toEqual([{ from: '203', unit: 'Cruiser', fighters: 0, groundForces: 0 }]);
  });

  test('Advanced Fighters: Fighters move 2 on their own, +1 in combat, and block enemy movement', () => {
    const s = board([['Advanced Fighters']]);
    ships(s, '203', 0, { Fighter: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(moves(s)).toEqual([{ from: '203', unit: 'Fighter', fighters: 0, groundForces: 0 }]);
    const without = board();
    ships(without, '203', 0, { Fighter: 1 });
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(moves(without)).toEqual([]);
    expect(battleNeeds([['Advanced Fighters']], { Cruiser: 1 }, { Carrier: 1, Fighter: 1 }, { Carrier: 1, Fighter: 1 })).toEqual([
      [9, 8, 7],
      [9, 9],
    ]);
    // Lone enemy Fighters on both paths: they block only if their owner has the technology.
    const through = (techs: string[]) => {
      const t = board([[], techs]);
      ships(t, '203', 0, { Cruiser: 1 });
      ships(t, '102', 1, { Fighter: 1 });
      ships(t, '202', 1, { Fighter: 1 });
      act(t, 0, { do: 'tactical', pos: '101' });
      return moves(t).length;
    };
    expect(through([])).toBe(1);
    expect(through(['Advanced Fighters'])).toBe(0);
  });

  test('Advanced Fighters: Fighters need no capacity; those beyond it count against Fleet Supply (errata)', () => {
    const s = board([['Advanced Fighters']]);
    s.players[0].fleet = 2;
    ships(s, '101', 0, { Cruiser: 1, Fighter: 2 });
    queue(s, { t: 'supply-check', pos: '101' });
    // Two Fighters beyond capacity + the Cruiser = 3 > 2: the owner removes one.
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'remove-excess', pick: { from: ['Cruiser', 'Fighter', 'Fighter'], min: 1 } });
    act(s, 0, ['Fighter']);
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1, Fighter: 1 });
    const without = board();
    ships(without, '101', 0, { Cruiser: 1, Fighter: 2 });
    queue(without, { t: 'supply-check', pos: '101' });
    expect(unitsAt(without, '101', 0)).toEqual({ Cruiser: 1 });
  });
});

describe('technologies: combat', () => {
  test('Deep Space Cannon: PDS fire at the active player in adjacent systems', () => {
    const asked = (techs: string[]) => {
      const s = board([[], techs], { '102': 'arinam-meer' });
      planet(s, 'Arinam', 1, { PDS: 1 });
      ships(s, '203', 0, { Cruiser: 1 });
      attack(s, '101', 1);
      return prompt(s);
    };
    expect(asked(['Deep Space Cannon'])).toMatchObject({ seat: 1, kind: 'pds-fire' });
    expect(asked([])?.kind).not.toBe('pds-fire');
  });

  test('Graviton Laser System: each missed PDS die is re-rolled once', () => {
    const fire = (techs: string[]) => {
      const s = board([[], techs], { '101': 'arinam-meer' });
      planet(s, 'Arinam', 1, { PDS: 2 });
      ships(s, '102', 0, { Cruiser: 2 });
      s.scriptDice = [1, 7, 10, 1, 1];
      attack(s, '101', 2);
      const ev = act(s, 1, 'fire');
      return { s, rolls: rolls(ev), rerolls: ev.filter((e) => e.type === 're-roll').map((e) => e.data) };
    };
    const graviton = fire(['Graviton Laser System']);
    expect(graviton.rolls).toEqual([expect.objectContaining({ seat: 1, what: 'PDS', dice: [1, 7] })]);
    expect(graviton.rerolls).toEqual([expect.objectContaining({ seat: 1, die: 0, before: 1, after: 10, by: 'Graviton Laser System' })]);
    // Two hits: both Cruisers are lost.
    expect(unitsAt(graviton.s, '101', 0)).toEqual({});
    const without = fire([]);
    expect(without.rolls).toEqual([expect.objectContaining({ seat: 1, what: 'PDS', dice: [1, 7], hits: 1 })]);
    expect(without.rerolls).toEqual([]);
    expect(prompt(without.s)).toMatchObject({ seat: 0, kind: 'assign-hits', pick: { min: 1, max: 1 } });
  });

  test('Assault Cannon: before the battle each Dreadnought fires once; hits at once, no return fire', () => {
    const s = board([['Assault Cannon']]);
    ships(s, '203', 0, { Dreadnought: 1 });
    ships(s, '102', 1, { Destroyer: 1, Cruiser: 1 });
    s.scriptDice = [6, 1, 1, 1, 1];
    act(s, 0, { do: 'tactical', pos: '102' });
    act(s, 0, { from: '203', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assault-cannon', choices: ['fire', 'hold'] });
    expect(rolls(act(s, 0, 'fire'))).toEqual([expect.objectContaining({ seat: 0, what: 'Assault Cannon', needs: [5], hits: 1 })]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { from: ['Destroyer', 'Cruiser'] } });
    // Round 1: the destroyed Cruiser does not fire back.
    expect(rolls(act(s, 1, ['Cruiser'])).filter((r) => r.what === 'space combat')[1]).toMatchObject({ seat: 1, needs: [9] });
    const without = board();
    ships(without, '203', 0, { Dreadnought: 1 });
    ships(without, '102', 1, { Destroyer: 1, Cruiser: 1 });
    without.scriptDice = Array(10).fill(1);
    const ev = attack(without, '102', 1);
    expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'space combat', needs: [5] });
    expect(rolls(ev).some((r) => r.what === 'Assault Cannon')).toBe(false);
  });

  test('Graviton Negator: Dreadnoughts bombard planets with PDS; Fighters join invasion combat and return to space', () => {
    const setup = (techs: string[]) => {
      const s = board([techs], { '101': 'arinam-meer' });
      planet(s, 'Arinam', 1, { 'Ground Force': 1, PDS: 1 });
      ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1, Fighter: 2 });
      ships(s, '101', 0, { Dreadnought: 1 });
      act(s, 0, { do: 'tactical', pos: '101' });
      act(s, 0, { from: '102', unit: 'Carrier', fighters: 2, groundForces: 1 });
      act(s, 0, 'confirm');
      act(s, 1, 'hold');
      return s;
    };
    const s = setup(['Graviton Negator']);
    expect(prompt(s)!.choices).toContainEqual({ planet: 'Arinam', groundForces: 1, fighters: 2 });
    act(s, 0, { planet: 'Arinam', groundForces: 1, fighters: 2 });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Arinam'] });
    // Bombard misses (1); the PDS shot misses (1); round: Ground Force 1, Fighters 10 1; defender 10 → a Fighter dies.
    s.scriptDice = [1, 1, 1, 10, 1, 10];
    const ev = act(s, 0, 'Arinam');
    expect(rolls(ev).find((r) => r.what === 'invasion combat' && r.seat === 0)).toMatchObject({ needs: [8, 9, 9], hits: 1 });
    // A Fighter's hit took the last defender; the defender's hit fell on a Fighter, so the Ground Force takes
    // Arinam and the surviving Fighter goes back to space.
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 1 } });
    expect(unitsAt(s, '101', 0)).toEqual({ Dreadnought: 1, Carrier: 1, Fighter: 1 });
    const without = setup([]);
    expect(without.players[0].techs).toEqual([]);
    expect(prompt(without)!.choices).not.toContainEqual({ planet: 'Arinam', groundForces: 1, fighters: 2 });
    expect(refusal(without, 0, { planet: 'Arinam', groundForces: 1, fighters: 2 })).toMatch(/Graviton Negator/);
    act(without, 0, { planet: 'Arinam', groundForces: 1 });
    act(without, 0, 'confirm');
    expect(prompt(without)?.kind).not.toBe('bombard');
  });

  test('Dacxive Animators: the winner rolls once per Ground Force killed; each 6+ places a Ground Force', () => {
    // Round 1: seat 0 rolls 10 10 (both defenders die), seat 1 rolls 10 1 (one invader dies); Dacxive: 3 dice 6 5 10.
    const { s, ev } = invasion([['Dacxive Animators'], []], 2, 0, [10, 10, 10, 1, 6, 5, 10]);
    expect(rolls(ev).find((r) => r.what === 'Dacxive Animators')).toMatchObject({ seat: 0, dice: [6, 5, 10], hits: 2 });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 3 } });
    const without = invasion([[], []], 2, 0, [10, 10, 10, 1, 6, 5, 10]);
    expect(without.s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 1 } });
  });

  test('X-89 Bacterial Weapon: before bombarding, destroy every enemy Ground Force on the planet, then discard the hand', () => {
    const setup = (techs: string[]) => {
      const s = board([techs], { '101': 'arinam-meer' });
      planet(s, 'Arinam', 1, { 'Ground Force': 3 });
      ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
      ships(s, '101', 0, { Dreadnought: 1 });
      s.players[0].hand = ['Sabotage#1', 'Plague#1'];
      attack(s, '101', 1);
      act(s, 0, { planet: 'Arinam', groundForces: 1 });
      act(s, 0, 'confirm');
      return s;
    };
    const s = setup(['X-89 Bacterial Weapon']);
    expect(prompt(s)).toMatchObject({ kind: 'bombard', choices: ['none', 'Arinam', { x89: 'Arinam' }] });
    // The option is there whatever the hand holds (an empty hand asks the same question).
    const emptyHand = copy(s);
    emptyHand.players[0].hand = [];
    expect(prompt(emptyHand)).toEqual(prompt(s));
    act(s, 0, { x89: 'Arinam' });
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 1 } });
    expect(s.players[0].hand).toEqual([]);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['Sabotage#1', 'Plague#1']));
    const without = setup([]);
    expect(prompt(without)).toMatchObject({ kind: 'bombard', choices: ['none', 'Arinam'] });
    expect(refusal(without, 0, { x89: 'Arinam' })).toMatch(/ILLEGAL_MOVE/);
  });
});

describe('technologies: actions', () => {
  test('Fleet Logistics: a second tactical action follows the first in the same turn', () => {
    const s = board([['Fleet Logistics']]);
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'fleet-logistics' });
    expect(prompt(s)!.choices).toContainEqual({ do: 'tactical', pos: '102' });
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'tactical', pos: '101' });
    act(s, 0, { do: 'tactical', pos: '102' });
    // After the second, the turn passes.
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
    expect(s.counters['102']).toEqual([0]);
    const without = board();
    act(without, 0, { do: 'tactical', pos: '101' });
    expect(prompt(without)).toMatchObject({ seat: 1, kind: 'action' });
  });

  test('Transit Diodes: as an action, a Strategy Allocation counter moves up to 4 Ground Forces between two of one’s planets', () => {
    const s = board([['Transit Diodes']], { '101': 'saudor' });
    planet(s, 'Jord', 0, { 'Ground Force': 5 });
    planet(s, 'Saudor', 0);
    const strategy = s.players[0].strategy;
    expect(prompt(s)!.choices).toContainEqual({ do: 'transit-diodes' });
    act(s, 0, { do: 'transit-diodes' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'transit-diodes' });
    expect(prompt(s)!.choices).not.toContainEqual({ from: 'Jord', to: 'Saudor', groundForces: 5 });
    act(s, 0, { from: 'Jord', to: 'Saudor', groundForces: 4 });
    expect(s.planets.Saudor.units).toEqual({ 'Ground Force': 4 });
    expect(s.players[0].strategy).toBe(strategy - 1);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
    const without = board([], { '101': 'saudor' });
    planet(without, 'Jord', 0, { 'Ground Force': 5 });
    planet(without, 'Saudor', 0);
    expect(prompt(without)!.choices).not.toContainEqual({ do: 'transit-diodes' });
  });
});
