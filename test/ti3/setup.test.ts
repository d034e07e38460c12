/** Setup per player count (issue 23 "Setup", rulebook p.6-8, p.31-32). */
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { DEALT_TILES, IMPERIUM_REX, RACES, objective, systemTile, unit, type UnitId } from '../../server/src/games/ti3/data';
import { layoutFor } from '../../server/src/games/ti3/map/layouts';
import { run } from '../../server/src/games/ti3/flow';
import { setupGame } from '../../server/src/games/ti3/setup';
import { reinforcements } from '../../server/src/games/ti3/state';
import { act, answerUntil, newGame, prompt } from './helpers';

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

function started(n: number, seed = 'setup'): Ti3State {
  return ti3.setup(ti3.parseOptions({}, n), seatsOf(n), seed);
}

/** Plays the home-position questions with the first free position. */
function homesChosen(s: Ti3State): Ti3State {
  while (prompt(s)?.kind === 'home-position') act(s, prompt(s)!.seat, prompt(s)!.choices![0]);
  return s;
}

describe('setup: galaxy tiles dealt and removed per player count', () => {
  test.each([
    [3, 8, 8],
    [4, 8, 0],
    [5, 6, 1],
    [6, 5, 2],
  ])('%i players: %i tiles each, %i removed', (n, each, removed) => {
    const s = homesChosen(started(n));
    expect(s.players.map((p) => p.tiles.length)).toEqual(Array(n).fill(each));
    expect(s.removedTiles).toHaveLength(removed);
    const all = [...s.players.flatMap((p) => p.tiles), ...s.removedTiles, ...(s.faceDownTile ? [s.faceDownTile] : [])];
    expect([...all].sort()).toEqual([...DEALT_TILES].sort());
  });

  test('3 players: 3 plain empty systems and 1 Asteroid Field leave before the random removals', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = homesChosen(started(3, seed));
      const dealt = s.players.flatMap((p) => p.tiles);
      const kept = (pred: (id: string) => boolean) => dealt.filter(pred).length + s.removedTiles.slice(4).filter(pred).length;
      expect(kept((t) => systemTile(t).special === 'asteroid')).toBeLessThanOrEqual(1);
      expect(s.removedTiles.slice(0, 4).map((t) => systemTile(t).special ?? systemTile(t).kind)).toEqual(['empty', 'empty', 'empty', 'asteroid']);
    }
  });

  test('5 players: one tile is dealt face down; the first player puts it on ring 1 and nobody sees it', () => {
    const s = started(5);
    expect(prompt(s)!.kind).toBe('face-down');
    expect(prompt(s)!.choices).toEqual(['101', '102', '103', '104', '105', '106']);
    const tile = s.faceDownTile!;
    act(s, prompt(s)!.seat, '103');
    for (let seat = 0; seat < 5; seat++) {
      const v = JSON.stringify(ti3.view(s, { kind: 'seat', seat }));
      expect(v).toContain('"103":"face-down"');
      expect(v).not.toContain(`"${tile}"`);
    }
  });

  test('5 players: homes dealt at random; positions 1 and 4 start with 4 Trade Goods, position 5 with 6', () => {
    const s = started(5);
    const bonus: Record<string, number> = { '313': 4, '307': 4, '310': 6 };
    for (const p of s.players) expect(p.tradeGoods).toBe(bonus[p.home!] ?? 0);
  });
});

describe('setup: home positions and the table', () => {
  test('6 players: from the Speaker clockwise each chooses a free home position', () => {
    const s = ti3.setup({ speaker: 2 }, seatsOf(6), 'homes');
    const askedBy: number[] = [];
    while (prompt(s)?.kind === 'home-position') {
      const p = prompt(s)!;
      askedBy.push(p.seat);
      expect(p.choices).toHaveLength(6 - askedBy.length + 1);
      act(s, p.seat, p.choices![p.choices!.length - 1]);
    }
    expect(askedBy).toEqual([2, 3, 4, 5, 0, 1]);
  });

  test('the table: clockwise order of home positions around the galaxy, shown in the view', () => {
    const s = ti3.setup({ speaker: 0 }, seatsOf(4), 'table');
    act(s, 0, '318');
    act(s, 1, '305');
    act(s, 2, '314');
    act(s, 3, '309');
    expect(s.table).toEqual([1, 3, 2, 0]);
    expect((ti3.view(s, { kind: 'spectator' }) as { table: number[] }).table).toEqual([1, 3, 2, 0]);
  });

  test('a random seat takes the Speaker token', () => {
    const speakers = new Set(['1', '2', '3', '4', '5', '6', '7', '8'].map((seed) => started(4, seed).speaker));
    expect(speakers.size).toBeGreaterThan(1);
  });
});

describe('setup: objectives and decks', () => {
  test('secret objective per player: one each, face down, the rest hidden', () => {
    const s = started(4);
    expect(s.players.every((p) => p.secret !== null && objective(p.secret).stage === 'secret')).toBe(true);
    expect(s.unusedSecrets).toHaveLength(6);
    const v = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 0 }));
    expect(v).toContain(s.players[0].secret!);
    expect(v).not.toContain(s.players[1].secret!);
  });

  test('objective deck structure 6 + 4 with Imperium Rex in the bottom 4; nothing face up', () => {
    for (const seed of ['x', 'y', 'z']) {
      const s = started(4, seed);
      expect(s.objectiveDeck.slice(0, 6).every((o) => objective(o).stage === 'I')).toBe(true);
      expect(s.objectiveDeck.slice(6).every((o) => objective(o).stage === 'II')).toBe(true);
      expect(s.objectiveDeck).toHaveLength(10);
      expect(s.objectiveDeck.slice(6)).toContain(IMPERIUM_REX);
      expect(s.revealed).toEqual([]);
    }
  });

  test('103 action cards (4 players: without Strategic Flexibility and Strategic Shift) and 60 political cards', () => {
    expect(started(3).actionDeck).toHaveLength(103);
    const four = started(4).actionDeck;
    expect(four).toHaveLength(101);
    expect(four.some((c) => c.startsWith('Strategic Flexibility') || c.startsWith('Strategic Shift'))).toBe(false);
    expect(started(4).politicalDeck).toHaveLength(60);
  });
});

describe('setup: starting units, counters and technologies for every race', () => {
  for (const race of RACES) {
    test(`${race.name}: units on its home system, its technologies, its counters`, () => {
      const others = RACES.filter((r) => r.id !== race.id).slice(0, 2);
      const s = setupGame({ races: [race.id, others[0].id, others[1].id], speaker: 0, galaxy: {} }, seatsOf(3), 'race');
      // A preset galaxy with nothing but the homes and Mecatol Rex is enough for this.
      run({ s, ev: [] });
      answerUntil(s, 'pick-strategy');
      const home = s.players[0].home!;
      const onBoard: Partial<Record<UnitId, number>> = {};
      for (const f of s.space[home] ?? []) for (const [u, n] of Object.entries(f.units)) onBoard[u as UnitId] = (onBoard[u as UnitId] ?? 0) + (n ?? 0);
      for (const p of race.homePlanets) {
        expect(s.planets[p.name]).toMatchObject({ owner: 0, exhausted: false });
        for (const [u, n] of Object.entries(s.planets[p.name].units)) onBoard[u as UnitId] = (onBoard[u as UnitId] ?? 0) + (n ?? 0);
      }
      expect(onBoard).toEqual(race.startingUnits);
      expect(s.players[0].techs).toEqual(race.startingTechs);
      expect([s.players[0].strategy, s.players[0].command, s.players[0].fleet]).toEqual([race.counters.strategy, race.counters.command, race.counters.fleet]);
      expect(reinforcements(s, 0)).toBe(16 - race.counters.strategy - race.counters.command - race.counters.fleet);
      expect(s.space[home].every((f) => Object.keys(f.units).every((u) => unit(u as UnitId).ship))).toBe(true);
    });
  }

  test('units on multi-planet homes: the owner chooses the planet of each Ground Force, PDS and Space Dock', () => {
    const s = setupGame({ races: ['xxcha', 'sol', 'mentak'], speaker: 0, galaxy: {} }, seatsOf(3), 'multi');
    run({ s, ev: [] });
    const p = prompt(s)!;
    expect(p.kind).toBe('home-unit');
    expect(p.choices).toEqual(['Archon Ren', 'Archon Tau']);
    while (prompt(s)?.kind === 'home-unit') act(s, 0, 'Archon Tau');
    expect(s.planets['Archon Tau'].units).toEqual({ 'Space Dock': 1, PDS: 1, 'Ground Force': 2 });
    expect(s.planets['Archon Ren'].units).toEqual({});
  });

  test('every 3-6 player game on the layout starts with the homes on their positions', () => {
    for (const n of [3, 4, 5, 6]) {
      const s = newGame(n);
      expect(s.players.map((p) => p.home)).toEqual(layoutFor(n).homes.slice(0, n));
      for (const p of s.players) expect(s.galaxy[p.home!]).toBe(`home-${p.race}`);
    }
  });
});
