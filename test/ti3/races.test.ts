/**
 * The racial abilities (issue 24 "Races (10)", races_base.csv with the errata), the Hacan excepted (trade):
 * one test per ability, each titled with the race and the ability, showing the effect for that race and its
 * absence for another. Seats not named play the Hacan, whose abilities are trade's (none touch these).
 */
import { ti3 } from '../../server/src/games/ti3';
import { RACES } from '../../server/src/games/ti3/data';
import { raceEffects } from '../../server/src/games/ti3/races';
import type { Counts, Ti3State } from '../../server/src/games/ti3/state';
import { agendaGame, openAgenda } from './agenda';
import {
  abstainAll,
  act,
  attack,
  cardBoard,
  clearBoard,
  copy,
  newGame,
  passWindow,
  planet,
  prompt,
  queue,
  rolls,
  ships,
  skipWindows,
  toAction,
  unitsAt,
} from './helpers';

const OTHER = 'hacan';

/** Seat 0 to act on a cleared board; seat k plays `races[k]` (the Hacan when not named), with `techs[k]`. */
function board(races: string[] = [], techs: string[][] = [], fixed: Record<string, string> = {}): Ti3State {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  s.players.forEach((p, k) => {
    p.race = races[k] ?? OTHER;
    p.techs = techs[k] ?? [];
  });
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

const kinds = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);

/** Seat 0 moves `moving` from 203 into 102 against seat 1's `theirs`, dice all 1 (misses): the needs of the first `n` combat rolls. */
function battleNeeds(races: string[], moving: Counts, theirs: Counts, n = 2): { seat: number; needs: number[] }[] {
  const s = board(races);
  ships(s, '203', 0, moving);
  ships(s, '102', 1, theirs);
  s.scriptDice = Array(40).fill(1);
  const ev = attack(
    s,
    '102',
    Object.values(moving).reduce((a, b) => a + (b ?? 0), 0),
  );
  return rolls(ev)
    .filter((r) => r.what === 'space combat')
    .slice(0, n)
    .map(({ seat, needs }) => ({ seat, needs }));
}

/** Seat 0 lands 2 Ground Forces on Arinam (seat 1, one Ground Force): the invasion combat rolls' needs. */
function invasionNeeds(races: string[]): { seat: number; needs: number[] }[] {
  const s = board(races, [], { '101': 'arinam-meer' });
  planet(s, 'Arinam', 1, { 'Ground Force': 1 });
  ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
  s.scriptDice = [1, 1, 10, 1];
  attack(s, '101', 1);
  act(s, 0, { planet: 'Arinam', groundForces: 2 });
  return rolls(act(s, 0, 'confirm'))
    .filter((r) => r.what === 'invasion combat')
    .map(({ seat, needs }) => ({ seat, needs }));
}

/** Every question asked until the action phase (windows passed, first choices taken). */
function strategyPhaseKinds(s: Ti3State): string[] {
  const seen: string[] = [];
  for (let i = 0; i < 200 && s.phase === 'strategy'; i++) {
    const p = prompt(s)!;
    seen.push(`${p.seat}:${p.kind}`);
    act(s, p.seat, p.kind.startsWith('window-') ? 'pass' : p.choices ? p.choices[0] : { tradeGoods: p.amounts!.total!.min, counters: 0 });
  }
  return seen;
}

describe('races: data', () => {
  test('every racial ability id named in RACES exists and belongs to that race; nine races have abilities', () => {
    const effects = raceEffects();
    for (const r of RACES) for (const id of r.abilities) expect([id, effects.get(id)]).toEqual([id, r.id]);
    const named = new Set(RACES.flatMap((r) => r.abilities));
    expect([...effects.keys()].filter((id) => !named.has(id))).toEqual([]);
    expect(RACES.filter((r) => r.abilities.length > 0).map((r) => r.id)).toEqual(RACES.map((r) => r.id).filter((id) => id !== 'hacan'));
  });
});

describe('races: combat values', () => {
  test("Sardakk N'orr: +1 on all combat rolls, PDS fire included (errata)", () => {
    expect(battleNeeds(['norr'], { Cruiser: 1 }, { Cruiser: 1 })).toEqual([
      { seat: 0, needs: [6] },
      { seat: 1, needs: [7] },
    ]);
    expect(battleNeeds([OTHER], { Cruiser: 1 }, { Cruiser: 1 })[0]).toEqual({ seat: 0, needs: [7] });
    const pds = (race: string) => {
      const s = board([OTHER, race], [], { '101': 'arinam-meer' });
      planet(s, 'Arinam', 1, { PDS: 1 });
      ships(s, '102', 0, { Cruiser: 1 });
      s.scriptDice = [1, 1, 1];
      attack(s, '101', 1);
      return rolls(act(s, 1, 'fire'))[0].needs;
    };
    expect(pds('norr')).toEqual([5]);
    expect(pds(OTHER)).toEqual([6]);
  });

  test('Jol Nar: -1 on all combat rolls (errata: every roll)', () => {
    expect(battleNeeds(['jolnar'], { Cruiser: 1, Destroyer: 1 }, { Cruiser: 1 })).toEqual([
      { seat: 0, needs: [8, 10] },
      { seat: 1, needs: [7] },
    ]);
    expect(invasionNeeds(['jolnar'])[0]).toEqual({ seat: 0, needs: [9, 9] });
    expect(invasionNeeds([OTHER])[0]).toEqual({ seat: 0, needs: [8, 8] });
  });

  test('L1Z1X: Dreadnoughts +1 in space battles, Ground Forces +1 when attacking in invasion combat', () => {
    expect(battleNeeds(['l1z1x'], { Dreadnought: 1 }, { Cruiser: 1 })[0]).toEqual({ seat: 0, needs: [4] });
    expect(battleNeeds([OTHER], { Dreadnought: 1 }, { Cruiser: 1 })[0]).toEqual({ seat: 0, needs: [5] });
    expect(invasionNeeds(['l1z1x'])[0]).toEqual({ seat: 0, needs: [7, 7] });
    // Defending L1Z1X Ground Forces get nothing.
    expect(invasionNeeds([OTHER, 'l1z1x'])[1]).toEqual({ seat: 1, needs: [8] });
  });

  test('Naalu: Fighters +1 in space battles', () => {
    expect(battleNeeds([OTHER, 'naalu'], { Cruiser: 1 }, { Carrier: 1, Fighter: 2 })[1]).toEqual({ seat: 1, needs: [9, 8, 8] });
    expect(battleNeeds([OTHER, OTHER], { Cruiser: 1 }, { Carrier: 1, Fighter: 2 })[1]).toEqual({ seat: 1, needs: [9, 9, 9] });
  });

  test('Xxcha: opponents -1 against them in the first round of a space battle and of an invasion combat', () => {
    // Rounds 1 and 2: seat 0 needs 8 then 7 against the Xxcha; the Xxcha's own rolls are unchanged.
    expect(battleNeeds([OTHER, 'xxcha'], { Cruiser: 1 }, { Cruiser: 1 }, 4)).toEqual([
      { seat: 0, needs: [8] },
      { seat: 1, needs: [7] },
      { seat: 0, needs: [7] },
      { seat: 1, needs: [7] },
    ]);
    expect(battleNeeds([OTHER, OTHER], { Cruiser: 1 }, { Cruiser: 1 })[0]).toEqual({ seat: 0, needs: [7] });
    expect(invasionNeeds([OTHER, 'xxcha'])[0]).toEqual({ seat: 0, needs: [9, 9] });
    expect(invasionNeeds(['xxcha', OTHER])[1]).toEqual({ seat: 1, needs: [9] });
  });
});

describe('races: battle questions', () => {
  test('Letnev: 2 Trade Goods before a space battle round for +1 to all their ships that round', () => {
    const start = (race: string) => {
      const s = board([race]);
      s.players[0].tradeGoods = 3;
      ships(s, '203', 0, { Cruiser: 1 });
      ships(s, '102', 1, { Cruiser: 1 });
      s.scriptDice = Array(40).fill(1);
      attack(s, '102', 1);
      return s;
    };
    const s = start('letnev');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'letnev-boost', choices: ['no', 'ships'] });
    const ev = act(s, 0, 'ships');
    expect(s.players[0].tradeGoods).toBe(1);
    expect(rolls(ev).filter((r) => r.what === 'space combat')[0]).toMatchObject({ seat: 0, needs: [6] });
    // The next round's rolls are back to normal (1 Trade Good left: no question).
    expect(rolls(ev).filter((r) => r.what === 'space combat')[2]).toMatchObject({ seat: 0, needs: [7] });
    const other = start(OTHER);
    expect(kinds(other)).not.toContain('0:letnev-boost');
  });

  test('Letnev: fleets may hold one ship more than the Fleet Supply counters', () => {
    const removed = (race: string) => {
      const s = board([race]);
      s.players[0].fleet = 1;
      ships(s, '203', 0, { Cruiser: 2 });
      queue(s, { t: 'supply-check', pos: '203' });
      return unitsAt(s, '203', 0);
    };
    expect(removed('letnev')).toEqual({ Cruiser: 2 });
    expect(removed(OTHER)).toEqual({ Cruiser: 1 });
  });

  test('Mentak: before a space battle up to two Cruisers or Destroyers fire, hits at once, no return fire', () => {
    const start = (race: string) => {
      const s = board([race]);
      ships(s, '203', 0, { Cruiser: 2, Destroyer: 1 });
      ships(s, '102', 1, { Cruiser: 1, Carrier: 1 });
      s.scriptDice = [10, 10, ...Array(40).fill(1)];
      attack(s, '102', 3);
      return s;
    };
    const s = start('mentak');
    expect(prompt(s)).toMatchObject({
      seat: 0,
      kind: 'mentak-ambush',
      choices: ['hold', { Destroyer: 1 }, { Cruiser: 1 }, { Cruiser: 1, Destroyer: 1 }, { Cruiser: 2 }],
    });
    const ev = act(s, 0, { Cruiser: 2 });
    expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'Mentak pre-combat fire', needs: [7, 7], hits: 2 });
    // Both enemy ships are gone before any return fire.
    expect(unitsAt(s, '102', 1)).toEqual({});
    expect(rolls(ev).filter((r) => r.seat === 1)).toEqual([]);
    expect(kinds(start(OTHER))).not.toContain('0:mentak-ambush');
  });

  test('Naalu: when attacked, the Naalu fleet may retreat before the space battle', () => {
    const start = (race: string) => {
      const s = board([OTHER, race]);
      ships(s, '203', 0, { Cruiser: 1 });
      ships(s, '102', 1, { Cruiser: 1 });
      s.counters['101'] = [1];
      s.scriptDice = Array(40).fill(1);
      const ev = attack(s, '102', 1);
      return { s, ev };
    };
    const { s } = start('naalu');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'naalu-retreat', choices: ['no', '101'] });
    const ev = act(s, 1, '101');
    expect(unitsAt(s, '101', 1)).toEqual({ Cruiser: 1 });
    expect(rolls(ev).filter((r) => r.what === 'space combat')).toEqual([]);
    // Another race may only announce a retreat once the battle is under way (after round 1).
    const other = start(OTHER);
    expect(kinds(other.s)).toEqual(['1:retreat']);
  });

  test('Jol Nar: a Strategy Allocation counter re-rolls one of their dice (once per die)', () => {
    const start = (race: string) => {
      const s = board([race]);
      s.players[0].strategy = 2;
      ships(s, '203', 0, { Dreadnought: 1 });
      ships(s, '102', 1, { Cruiser: 2 });
      // Round 1: seat 0 rolls 1 (a miss), seat 1 rolls 1 1; then the re-roll gives 10.
      s.scriptDice = [1, 1, 1, 10, ...Array(40).fill(1)];
      act(s, 0, { do: 'tactical', pos: '102' });
      act(s, 0, { from: '203', unit: 'Dreadnought', fighters: 0, groundForces: 0 });
      act(s, 0, 'confirm');
      return s;
    };
    const s = start('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', { reroll: 0 }] });
    const ev = act(s, 0, { reroll: 0 });
    expect(ev.find((e) => e.type === 're-roll')?.data).toMatchObject({ seat: 0, by: 'Jol Nar', before: 1, after: 10, need: 6 });
    expect(s.players[0].strategy).toBe(1);
    // The re-rolled hit is assigned to one of seat 1's two Cruisers.
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { min: 1, max: 1 } });
    expect(kinds(start(OTHER))).not.toContain('0:jolnar-reroll');
  });
});

/**
 * Jol Nar's re-roll at the rolls outside the combat rounds: the dice stay open (combat/open-dice.ts) and
 * Jol Nar is asked before the hits count. Each case: `race` rolls a 1 (a miss), Jol Nar's re-roll gives 10.
 */
describe('races: Jol Nar re-rolls outside the combat rounds', () => {
  const REROLL = { reroll: 0 };
  const reroll = (s: Ti3State, seat: number) => {
    expect(prompt(s)).toMatchObject({ seat, kind: 'jolnar-reroll' });
    const ev = act(s, seat, REROLL);
    expect(ev.find((e) => e.type === 're-roll')?.data).toMatchObject({ seat, die: 0, before: 1, after: 10, by: 'Jol Nar' });
    expect(s.players[seat].strategy).toBe(1);
    return ev;
  };

  test('PDS fire: Jol Nar re-rolls a die of its PDS before the hits are assigned', () => {
    const fire = (race: string) => {
      const s = board([OTHER, race], [], { '101': 'arinam-meer' });
      s.players[1].strategy = 2;
      planet(s, 'Arinam', 1, { PDS: 1 });
      ships(s, '102', 0, { Cruiser: 2 });
      s.scriptDice = [1, 10, ...Array(20).fill(1)];
      attack(s, '101', 2);
      const ev = act(s, 1, 'fire');
      expect(rolls(ev)).toEqual([expect.objectContaining({ seat: 1, what: 'PDS', dice: [1], hits: 0 })]);
      return s;
    };
    const s = fire('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    reroll(s, 1);
    // The re-rolled hit: seat 0 assigns it to one of its two Cruisers.
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits', pick: { min: 1, max: 1 } });
    const other = fire(OTHER);
    expect(kinds(other)).not.toContain('1:jolnar-reroll');
    expect(other.players[1].strategy).toBe(2);
    expect(unitsAt(other, '101', 0)).toEqual({ Cruiser: 2 });
  });

  test('PDS fire with Graviton Laser System: its re-rolls of the misses come first, then Jol Nar chooses', () => {
    const s = board([OTHER, 'jolnar'], [[], ['Graviton Laser System']], { '101': 'arinam-meer' });
    s.players[1].strategy = 2;
    planet(s, 'Arinam', 1, { PDS: 2 });
    ships(s, '102', 0, { Cruiser: 3 });
    // PDS 1 1; Graviton re-rolls both: 1 10; Jol Nar re-rolls the first again: 10.
    s.scriptDice = [1, 1, 1, 10, 10, ...Array(20).fill(1)];
    attack(s, '101', 3);
    const ev = act(s, 1, 'fire');
    expect(ev.filter((e) => e.type === 're-roll').map((e) => e.data)).toEqual([
      expect.objectContaining({ die: 0, after: 1, by: 'Graviton Laser System' }),
      expect.objectContaining({ die: 1, after: 10, by: 'Graviton Laser System' }),
    ]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'jolnar-reroll', choices: ['done', REROLL, { reroll: 1 }] });
    reroll(s, 1);
    act(s, 1, 'done');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits', pick: { min: 2, max: 2 } });
  });

  test('Anti-Fighter Barrage: Jol Nar re-rolls one of its own barrage dice; the Fighters die after', () => {
    const barrage = (races: string[]) => {
      const s = board(races);
      s.players.forEach((p) => (p.strategy = 2));
      ships(s, '203', 0, { Destroyer: 1 });
      ships(s, '102', 1, { Carrier: 1, Fighter: 2 });
      s.scriptDice = [1, 1, 10, ...Array(20).fill(1)];
      const ev = attack(s, '102', 1);
      expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'Anti-Fighter Barrage', dice: [1, 1], hits: 0 });
      return { s, ev };
    };
    const { s } = barrage(['jolnar']);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL, { reroll: 1 }] });
    reroll(s, 0);
    // The other die may be re-rolled too, for another counter: declined.
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', { reroll: 1 }] });
    act(s, 0, 'done');
    expect(unitsAt(s, '102', 1)).toEqual({ Carrier: 1, Fighter: 1 });
    expect(unitsAt(barrage([OTHER]).s, '102', 1)).toEqual({ Carrier: 1, Fighter: 2 });
    // Whose dice: a Jol Nar defender is not asked about the attacker's barrage (its first question is in round 1).
    const defender = barrage([OTHER, 'jolnar']);
    expect(rolls(defender.ev).map((r) => r.what)).toEqual(['Anti-Fighter Barrage', 'space combat', 'space combat']);
    expect(prompt(defender.s)).toMatchObject({ seat: 1, kind: 'jolnar-reroll' });
  });

  test('a pre-combat shot (Assault Cannon): Jol Nar re-rolls before the hit is assigned', () => {
    const cannon = (race: string) => {
      const s = board([race], [['Assault Cannon']]);
      s.players[0].strategy = 2;
      ships(s, '203', 0, { Dreadnought: 1 });
      ships(s, '102', 1, { Cruiser: 2 });
      s.scriptDice = [1, 10, ...Array(20).fill(1)];
      attack(s, '102', 1);
      expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assault-cannon' });
      expect(rolls(act(s, 0, 'fire'))[0]).toMatchObject({ seat: 0, what: 'Assault Cannon', dice: [1], hits: 0 });
      return s;
    };
    const s = cannon('jolnar');
    reroll(s, 0);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits', pick: { min: 1, max: 1 } });
    expect(kinds(cannon(OTHER))).not.toContain('0:jolnar-reroll');
  });

  test('bombardment: Jol Nar re-rolls its bombardment die before the Ground Forces die', () => {
    const bombard = (race: string) => {
      const s = board([race], [], { '101': 'arinam-meer' });
      s.players[0].strategy = 2;
      planet(s, 'Arinam', 1, { 'Ground Force': 2 });
      ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
      ships(s, '101', 0, { Dreadnought: 1 });
      s.scriptDice = [1, 10, ...Array(40).fill(1)];
      attack(s, '101', 1);
      act(s, 0, { planet: 'Arinam', groundForces: 2 });
      act(s, 0, 'confirm');
      expect(prompt(s)).toMatchObject({ seat: 0, kind: 'bombard' });
      const ev = act(s, 0, 'Arinam');
      expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'bombardment', dice: [1], hits: 0 });
      return s;
    };
    const s = bombard('jolnar');
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 2 });
    reroll(s, 0);
    // One Ground Force killed; the invasion combat's round is rolled and Jol Nar's last counter may re-roll it.
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 1 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll' });
    const other = bombard(OTHER);
    expect(kinds(other)).not.toContain('0:jolnar-reroll');
    expect(other.players[0].strategy).toBe(2);
  });

  // The rolls that are no shots: each Jol Nar roll below is a 1 (a failure) and its re-roll a 10 (a success).

  test('Gen Synthesis: Jol Nar re-rolls the die of a Ground Force lost to bombardment, which then returns home', () => {
    const bombarded = (race: string) => {
      // Seat 1 plays `race` from the start: its home planets are on the board, for the Ground Force to return to.
      const s = newGame(4, { races: ['sol', race, 'letnev', 'norr'] }, { '101': 'arinam-meer' });
      clearBoard(s);
      toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
      s.players[1].techs = ['Gen Synthesis'];
      s.players[1].strategy = 2;
      planet(s, 'Arinam', 1, { 'Ground Force': 2 });
      ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
      ships(s, '101', 0, { Dreadnought: 1 });
      // Bombardment 10 (one Ground Force destroyed); Gen Synthesis 1; Jol Nar's re-roll 10.
      s.scriptDice = [10, 1, 10, ...Array(40).fill(1)];
      attack(s, '101', 1);
      act(s, 0, { planet: 'Arinam', groundForces: 2 });
      act(s, 0, 'confirm');
      const ev = act(s, 0, 'Arinam');
      expect(
        rolls(ev)
          .slice(0, 2)
          .map((r) => [r.seat, r.what, r.dice]),
      ).toEqual([
        [0, 'bombardment', [10]],
        [1, 'Gen Synthesis', [1]],
      ]);
      return { s, ev };
    };
    const { s, ev } = bombarded('jolnar');
    expect(ev.some((e) => e.type === 'gen-synthesis')).toBe(false);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    const back = reroll(s, 1);
    expect(back.find((e) => e.type === 'gen-synthesis')?.data).toEqual({ seat: 1, planet: 'Jol', n: 1 });
    expect(s.planets.Jol.units['Ground Force']).toBe(1);
    const other = bombarded(OTHER);
    expect(kinds(other.s)).not.toContain('1:jolnar-reroll');
    expect(other.ev.some((e) => e.type === 'gen-synthesis')).toBe(false);
  });

  test('Dacxive Animators: Jol Nar, winning an invasion, re-rolls its die and places the Ground Force', () => {
    const invade = (race: string) => {
      const s = board([race], [['Dacxive Animators']], { '101': 'arinam-meer' });
      s.players[0].strategy = 3;
      planet(s, 'Arinam', 1, { 'Ground Force': 1 });
      ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
      // The invasion round: seat 0 10 1, seat 1 1 (the defender dies); Dacxive 1; Jol Nar's re-roll 10.
      s.scriptDice = [10, 1, 1, 1, 10, ...Array(20).fill(1)];
      attack(s, '101', 1);
      act(s, 0, { planet: 'Arinam', groundForces: 2 });
      act(s, 0, 'confirm');
      // Jol Nar's question on its invasion combat dice: declined.
      if (race === 'jolnar') act(s, 0, 'done');
      expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 2 } });
      return s;
    };
    const s = invade('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    s.players[0].strategy = 2;
    const ev = reroll(s, 0);
    expect(ev.find((e) => e.type === 'dacxive')?.data).toMatchObject({ seat: 0, planet: 'Arinam', n: 1 });
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 3 });
    const other = invade(OTHER);
    expect(kinds(other)).not.toContain('0:jolnar-reroll');
    expect(other.planets.Arinam.units).toEqual({ 'Ground Force': 2 });
  });

  test('Gen Synthesis and Dacxive Animators at the end of one invasion: each roll is settled in turn, with its own question', () => {
    const s = newGame(4, { races: ['jolnar', 'sol', 'letnev', 'norr'] }, { '101': 'arinam-meer' });
    clearBoard(s);
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    s.players[0].techs = ['Gen Synthesis', 'Dacxive Animators'];
    s.players[0].strategy = 3;
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    // The round: seat 0 10 1, seat 1 10 (one Ground Force lost each side); Gen Synthesis 1; Dacxive 1 1; the re-roll 10.
    s.scriptDice = [10, 1, 10, 1, 1, 1, 10, ...Array(20).fill(1)];
    attack(s, '101', 1);
    act(s, 0, { planet: 'Arinam', groundForces: 2 });
    act(s, 0, 'confirm');
    // The invasion round's dice: kept. Then Gen Synthesis's one die, alone.
    const gs = act(s, 0, 'done');
    expect(rolls(gs).map((r) => [r.what, r.dice])).toEqual([['Gen Synthesis', [1]]]);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    // Kept: nothing returns; only now Dacxive Animators rolls its two dice (two Ground Forces killed).
    const dacxive = act(s, 0, 'done');
    expect(rolls(dacxive).map((r) => [r.what, r.dice])).toEqual([['Dacxive Animators', [1, 1]]]);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL, { reroll: 1 }] });
    act(s, 0, REROLL);
    act(s, 0, 'done');
    expect(s.planets.Arinam).toMatchObject({ owner: 0, units: { 'Ground Force': 2 } });
    expect(s.players[0].strategy).toBe(2);
  });

  test('Ancient Artifact: the player resolving it rolls; Jol Nar re-rolls destruction into technologies', () => {
    const artifact = (race: string) => {
      const s = agendaGame(['Ancient Artifact'], (x) => {
        x.players[0].race = race;
        x.players[0].strategy = 2;
        x.scriptDice = [1, 10, ...Array(40).fill(1)];
      });
      openAgenda(s);
      abstainAll(s, 'for');
      return s;
    };
    const s = artifact('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    const ev = reroll(s, 0);
    expect(ev.find((e) => e.type === 'ancient-artifact')?.data).toEqual({ result: 'technologies' });
    expect(prompt(s)).toMatchObject({ kind: 'gain-technology' });
    const other = artifact('sol');
    expect(kinds(other)).not.toContain('0:jolnar-reroll');
    expect(prompt(other)?.kind).not.toBe('gain-technology');
  });

  test('Plague: Jol Nar re-rolls its own Plague die (even kills); played on Jol Nar, the dice are not its own', () => {
    const plague = (races: string[]) => {
      const s = cardBoard([['Plague#1']]);
      races.forEach((r, k) => (s.players[k].race = r));
      s.players.forEach((p) => (p.strategy = 2));
      planet(s, 'Arinam', 1, { 'Ground Force': 2 });
      s.scriptDice = [1, 3, 10];
      const ev = act(s, 0, { do: 'play', card: 'Plague#1' });
      expect(rolls(ev)[0]).toMatchObject({ seat: 0, what: 'Plague on Arinam', dice: [1, 3], even: true, hits: 0 });
      return s;
    };
    const s = plague(['jolnar']);
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 2 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL, { reroll: 1 }] });
    reroll(s, 0);
    act(s, 0, 'done');
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 1 });
    for (const other of [plague([OTHER]), plague([OTHER, 'jolnar'])]) {
      expect(kinds(other)).not.toContain('0:jolnar-reroll');
      expect(kinds(other)).not.toContain('1:jolnar-reroll');
      expect(other.planets.Arinam.units).toEqual({ 'Ground Force': 2 });
    }
  });

  test('Strategic Bombardment: Jol Nar re-rolls the die; on 6+ the card returns to its hand', () => {
    const bombard = (race: string) => {
      const s = cardBoard([['Strategic Bombardment#1']]);
      s.players[0].race = race;
      s.players[0].strategy = 2;
      planet(s, 'Arinam', 1);
      ships(s, '101', 0, { 'War Sun': 1 });
      s.scriptDice = [1, 10];
      act(s, 0, { do: 'play', card: 'Strategic Bombardment#1' });
      expect(s.planets.Arinam.exhausted).toBe(true);
      return s;
    };
    const s = bombard('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'jolnar-reroll', choices: ['done', REROLL] });
    expect(s.actionPlayed).toEqual(['Strategic Bombardment#1']);
    reroll(s, 0);
    expect([s.players[0].hand, s.actionPlayed, s.actionDiscard]).toEqual([['Strategic Bombardment#1'], [], []]);
    const other = bombard(OTHER);
    expect(kinds(other)).not.toContain('0:jolnar-reroll');
    expect([other.players[0].hand, other.actionDiscard]).toEqual([[], ['Strategic Bombardment#1']]);
  });
});

describe('races: strategy cards and phases', () => {
  test('Xxcha: the Diplomacy primary in place of its secondary, still paying the counter', () => {
    const follow = (race: string) => {
      const s = board([OTHER, race]);
      s.players[1].cards = [3];
      s.players[0].cards = [2];
      act(s, 0, { do: 'strategic', card: 2 });
      act(s, 0, 2);
      return s;
    };
    const s = follow('xxcha');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'follow-secondary' });
    const before = s.players[1].strategy;
    act(s, 1, 'yes');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'secondary-diplomacy', choices: [[], { primary: 0 }, { primary: 2 }, { primary: 3 }] });
    act(s, 1, { primary: 3 });
    expect(s.diplomacy).toContainEqual([1, 3]);
    expect(s.players[1].strategy).toBe(before - 1);
    // Another race with no exhausted planet has nothing to gain: not even asked (seat 1's turn comes next).
    expect(kinds(follow(OTHER))).toEqual(['1:action']);
  });

  test('Xxcha: after a political card is read, a Strategy Allocation counter cancels it and another is drawn', () => {
    const s = agendaGame(['Cost Overruns', 'Code of Honor'], (t) => (t.players[2].race = 'xxcha'));
    openAgenda(s);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'xxcha-cancel', choices: ['keep', 'cancel'] });
    const before = s.players[2].strategy;
    act(s, 2, 'cancel');
    expect(s.politicalDiscard).toEqual(['Cost Overruns']);
    expect(s.agenda?.card).toBe('Code of Honor');
    expect(s.players[2].strategy).toBe(before - 1);
    // Asked again for the new card (after its own after-political-read window); kept, the vote opens.
    skipWindows(s);
    act(s, 2, 'keep');
    expect(prompt(s)?.kind).toBe('vote');
    const other = agendaGame(['Cost Overruns']);
    openAgenda(other);
    expect(prompt(other)?.kind).toBe('vote');
  });

  test('Jol Nar: following the Technology secondary, also the primary (two advances)', () => {
    const follow = (race: string) => {
      const s = board([OTHER, race]);
      s.players[0].cards = [7];
      s.players[1].tradeGoods = 8;
      act(s, 0, { do: 'strategic', card: 7 });
      act(s, 0, 'Antimass Deflectors');
      act(s, 1, 'yes');
      act(s, 1, 'Hylar V Assault Laser');
      return s;
    };
    const s = follow('jolnar');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'jolnar-technology' });
    // What is being bought is not offered again.
    expect(prompt(s)!.choices).not.toContain('Hylar V Assault Laser');
    act(s, 1, 'Antimass Deflectors');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pay' });
    act(s, 1, { tradeGoods: 8 });
    act(s, 1, 'confirm');
    expect(s.players[1].techs).toEqual(['Antimass Deflectors', 'Hylar V Assault Laser']);
    expect(prompt(follow(OTHER))).toMatchObject({ seat: 1, kind: 'pay' });
  });

  test('Mentak: piracy at the start of the strategy phase, 1 Trade Good from each of up to two players holding 3 or more', () => {
    const start = (race: string) => {
      const s = board([race]);
      s.players.forEach((p, k) => (p.tradeGoods = [0, 2, 3, 5][k]));
      s.tasks = [{ t: 'strategy-phase' }];
      queue(s);
      return s;
    };
    const s = start('mentak');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'mentak-piracy', choices: ['none', [2], [2, 3], [3]] });
    act(s, 0, [2, 3]);
    expect(s.players.map((p) => p.tradeGoods)).toEqual([2, 2, 2, 4]);
    expect(prompt(start(OTHER))?.kind).not.toBe('mentak-piracy');
  });

  test('Sol: as an action, a Strategy Allocation counter places 2 Ground Forces on a planet they control', () => {
    const s = board(['sol']);
    planet(s, 'Jord', 0, { 'Space Dock': 1 });
    expect(prompt(s)!.choices).toContainEqual({ do: 'sol-ground-forces', planet: 'Jord' });
    const before = s.players[0].strategy;
    act(s, 0, { do: 'sol-ground-forces', planet: 'Jord' });
    expect(s.planets.Jord.units).toEqual({ 'Space Dock': 1, 'Ground Force': 2 });
    expect(s.players[0].strategy).toBe(before - 1);
    // The turn is over.
    expect(prompt(s)?.seat).toBe(1);
    const other = board([OTHER]);
    expect(prompt(other)!.choices!.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.do === 'sol-ground-forces')).toBe(false);
  });

  test('Sol: one command counter more in the status phase', () => {
    const s = board(['sol']);
    const before = s.players.map((p) => p.command);
    queue(s, { t: 'status-upkeep' });
    expect(s.players.map((p, k) => p.command - before[k])).toEqual([3, 2, 2, 2]);
  });

  test('Yssaril: may skip an action turn, never two in a row', () => {
    const s = board(['yssaril']);
    s.players[0].cards = [];
    s.players.forEach((p) => (p.cards = []));
    expect(prompt(s)!.choices).toContainEqual({ do: 'skip' });
    act(s, 0, { do: 'skip' });
    expect(s.players[0].passed).toBe(false);
    for (const seat of [1, 2, 3]) act(s, seat, { do: 'pass' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'action' });
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'skip' });
    expect(prompt(board([OTHER]))!.choices).not.toContainEqual({ do: 'skip' });
  });

  test('Yssaril: one action card more in the status phase, and no hand limit', () => {
    const s = board(['yssaril']);
    s.players[0].hand = s.actionDeck.splice(0, 7);
    s.players[1].hand = s.actionDeck.splice(0, 7);
    queue(s, { t: 'status-upkeep' });
    expect(s.players.map((p) => p.hand.length)).toEqual([9, 8, 1, 1]);
    // Seat 1 must discard down to 7, the Yssaril never.
    expect(kinds(s)).toEqual(['1:discard']);
  });

  test("Yssaril: once per strategy phase, a look at another player's hand, which the hidden hook keeps", () => {
    const start = (race: string) => {
      const s = board([race]);
      s.players[2].hand = s.actionDeck.splice(0, 3);
      s.players[3].hand = s.actionDeck.splice(0, 3);
      s.tasks = [{ t: 'strategy-phase' }];
      queue(s);
      return s;
    };
    const s = start('yssaril');
    // The strategy-start window comes first (windows before the other questions of a timing point).
    passWindow(s);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'yssaril-look', choices: ['none', 2, 3] });
    const hand = [...s.players[2].hand];
    const ev = act(s, 0, 2);
    expect(ev.find((e) => e.type === 'hand-seen')).toMatchObject({ data: { seat: 0, target: 2, cards: hand }, audience: [0] });
    // The seen hand stays in every world the Yssaril cannot tell apart; another seat's is re-dealt.
    const rng: [number, number, number, number] = [1, 2, 3, 5];
    const worlds = Array.from({ length: 5 }, () => ti3.hidden!.shuffle(copy(s), { kind: 'seat', seat: 0 }, rng, { keepFuture: false }));
    for (const w of worlds) expect(w.players[2].hand).toEqual(hand);
    expect(worlds.some((w) => JSON.stringify(w.players[3].hand) !== JSON.stringify(s.players[3].hand))).toBe(true);
    // For another viewer the hand is re-dealt as before.
    expect(
      Array.from({ length: 5 }, () => ti3.hidden!.shuffle(copy(s), { kind: 'seat', seat: 1 }, rng, { keepFuture: false })).some(
        (w) => JSON.stringify(w.players[2].hand) !== JSON.stringify(hand),
      ),
    ).toBe(true);
    // Once per strategy phase: not offered again after the picks.
    expect(strategyPhaseKinds(s)).not.toContain('0:yssaril-look');
    expect(strategyPhaseKinds(start(OTHER))).not.toContain('0:yssaril-look');
  });
});
