/** Production and the transfer action (issue 23 "Production", "Transfer action", rulebook p.12, p.14, p.22, p.26-27). */
import { fallbackAnswer, ti3 } from '../../server/src/games/ti3';
import { bill } from '../../server/src/games/ti3/action/production';
import { unitCost } from '../../server/src/games/ti3/modifiers';
import { reinforcements } from '../../server/src/games/ti3/state';
import { act, clearBoard, noMentak, pay, newGame, planet, prompt, refusal, rolls, ships, toAction, unitsAt } from './helpers';

/** Seat 0 (Sol, Jord 4/2 at 305) with a Space Dock on Jord, to act. */
function docked(fixed: Record<string, string> = {}) {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  planet(s, 'Jord', 0, { 'Space Dock': 1 });
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

const offered = (s: ReturnType<typeof docked>) => prompt(s)!.choices!;

describe('production', () => {
  test('production: up to the planet’s resources + 2 units per dock, each Fighter or Ground Force counting one', () => {
    const s = docked();
    s.players[0].tradeGoods = 10;
    act(s, 0, { do: 'tactical', pos: '305' });
    expect(prompt(s)!.kind).toBe('produce');
    for (let i = 0; i < 6; i++) act(s, 0, { unit: 'Ground Force' });
    expect(offered(s)).toEqual(['confirm', 'undo-step', 'reset']);
    expect(refusal(s, 0, { unit: 'Ground Force' })).toBe('ILLEGAL_MOVE: the production limit here is 6 units');
    act(s, 0, 'confirm');
    pay(s, 0);
    expect(s.planets.Jord.units['Ground Force']).toBe(6);
  });

  test('production: 2-for-1 Fighters and Ground Forces (a single one costs 1, no mixing one of each)', () => {
    const s = docked();
    expect(bill(s, 0, { 'Ground Force': 2 }, null)).toBe(1);
    expect(bill(s, 0, { 'Ground Force': 3 }, null)).toBe(2);
    expect(bill(s, 0, { 'Ground Force': 1, Fighter: 1 }, null)).toBe(2);
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Ground Force' });
    act(s, 0, { unit: 'Ground Force' });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'pay', choices: [{ planet: 'Jord' }] });
    const ev = pay(s, 0, { Jord: 1 });
    expect(ev.find((e) => e.type === 'pay')?.data).toMatchObject({ amount: 1, planets: ['Jord'], tradeGoods: 0 });
    expect(s.planets.Jord.exhausted).toBe(true);
  });

  test('production: paying with Trade Goods', () => {
    const s = docked();
    s.planets.Jord.exhausted = true;
    s.players[0].tradeGoods = 3;
    act(s, 0, { do: 'tactical', pos: '305' });
    expect(offered(s)).not.toContainEqual({ unit: 'Dreadnought' });
    act(s, 0, { unit: 'Cruiser' });
    act(s, 0, 'confirm');
    // At most the 2 still due are offered, not all 3 Trade Goods.
    expect(prompt(s)!.choices).toEqual([{ tradeGoods: 1 }, { tradeGoods: 2 }]);
    pay(s, 0, { tradeGoods: 2 });
    expect(s.players[0].tradeGoods).toBe(1);
    expect(unitsAt(s, '305', 0)).toEqual({ Cruiser: 1 });
  });

  test('blockade: with an enemy ship in the system the dock builds no ships, Ground Forces and PDS still', () => {
    const s = docked();
    ships(s, '305', 1, { Destroyer: 1 });
    s.counters['305'] = [];
    act(s, 0, { do: 'tactical', pos: '305' });
    const units = offered(s).flatMap((c) => (typeof c === 'object' && c !== null && !Array.isArray(c) && 'unit' in c ? [c.unit] : []));
    expect(prompt(s)!.kind).toBe('produce');
    expect(units.sort()).toEqual(['Ground Force', 'PDS']);
    expect(refusal(s, 0, { unit: 'Cruiser' })).toMatch(/blockade/);
  });

  test('component limits: 8 Destroyers on the board, no ninth; no War Sun without the technology', () => {
    const s = docked();
    ships(s, '311', 0, { Destroyer: 3 });
    ships(s, '312', 0, { Destroyer: 3 });
    ships(s, '313', 0, { Destroyer: 2 });
    s.players[0].tradeGoods = 20;
    act(s, 0, { do: 'tactical', pos: '305' });
    expect(offered(s)).not.toContainEqual({ unit: 'Destroyer' });
    expect(offered(s)).not.toContainEqual({ unit: 'War Sun' });
    expect(offered(s)).toContainEqual({ unit: 'Cruiser' });
    expect(refusal(s, 0, { unit: 'Destroyer' })).toMatch(/component limit: at most 8 Destroyer/);
  });

  test('2 PDS per planet', () => {
    const s = docked();
    s.planets.Jord.units.PDS = 1;
    s.players[0].tradeGoods = 10;
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'PDS' });
    expect(offered(s)).not.toContainEqual({ unit: 'PDS' });
  });

  test('Fighters without capacity and ships beyond Fleet Supply are not offered', () => {
    const s = docked();
    s.players[0].tradeGoods = 10;
    ships(s, '305', 0, { Cruiser: 2 });
    act(s, 0, { do: 'tactical', pos: '305' });
    for (let i = 0; i < 3; i++) act(s, 0, { unit: 'Fighter' });
    expect(offered(s)).not.toContainEqual({ unit: 'Fighter' });
    // A Carrier brings room for 6 more Fighters, and is the third ship Fleet Supply allows.
    act(s, 0, { unit: 'Carrier' });
    expect(offered(s)).toContainEqual({ unit: 'Fighter' });
    expect(offered(s)).not.toContainEqual({ unit: 'Cruiser' });
  });

  test('new dock rules: on a planet held since the start of the round, not one taken this round; it cannot produce until next round', () => {
    const s = docked({ '101': 'arinam-meer' });
    s.round = 2;
    planet(s, 'Arinam', 0, { 'Ground Force': 1 });
    planet(s, 'Meer', 0, { 'Ground Force': 1 });
    s.planets.Meer.since = 2;
    s.players[0].tradeGoods = 4;
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(offered(s)).toEqual(['confirm', { dock: 'Arinam' }]);
    act(s, 0, { dock: 'Arinam' });
    act(s, 0, 'confirm');
    pay(s, 0, { Jord: 1 });
    expect(s.planets.Arinam.units['Space Dock']).toBe(1);
    // Paid by exhausting Jord (4 resources), the Trade Goods kept.
    expect([s.planets.Jord.exhausted, s.players[0].tradeGoods]).toEqual([true, 4]);
    // The same round, the new dock does not produce (Imperial secondary or a later activation).
    s.tasks = [{ t: 'produce', seat: 0, pos: '101', bought: {}, dock: null, imperial: true, steps: [] }, ...s.tasks];
    expect(prompt(s)?.kind === 'produce' && prompt(s)!.seat === 0).toBe(false);
  });

  test('L1Z1X Dreadnoughts cost 4', () => {
    const s = docked();
    expect(unitCost(s, 2, 'Dreadnought')).toBe(4);
    expect(unitCost(s, 0, 'Dreadnought')).toBe(5);
  });
});

describe('transfer', () => {
  test('transfer: both costs — 1 counter from the Command Pool and 1 from reinforcements', () => {
    const s = docked();
    ships(s, '101', 0, { Cruiser: 1 });
    ships(s, '102', 0, { Destroyer: 1 });
    const r = reinforcements(s, 0);
    expect(prompt(s)!.choices).toContainEqual({ do: 'transfer', from: '101', to: '102' });
    act(s, 0, { do: 'transfer', from: '101', to: '102' });
    expect(s.players[0].command).toBe(2);
    expect(reinforcements(s, 0)).toBe(r - 1);
    expect([s.counters['101'], s.counters['102']]).toEqual([[0], [0]]);
    expect(prompt(s)!.choices).toContainEqual({ from: '102', unit: 'Destroyer', fighters: 0, groundForces: 0 });
    act(s, 0, { from: '102', unit: 'Destroyer', fighters: 0, groundForces: 0 });
    act(s, 0, 'confirm');
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1, Destroyer: 1 });
  });

  test('transfer: "no enemy units" in either system (Ground Forces count)', () => {
    const s = docked({ '102': 'arinam-meer' });
    ships(s, '101', 0, { Cruiser: 1 });
    ships(s, '102', 0, { Destroyer: 1 });
    planet(s, 'Arinam', 1, { 'Ground Force': 1 });
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'transfer', from: '101', to: '102' });
    expect(refusal(s, 0, { do: 'transfer', from: '101', to: '102' })).toMatch(/no enemy units/);
  });

  test('transfer: friendly landings only', () => {
    const s = docked({ '101': 'arinam-meer' });
    ships(s, '101', 0, { Carrier: 1, 'Ground Force': 2 });
    ships(s, '102', 0, { Destroyer: 1 });
    planet(s, 'Arinam', 0, {});
    act(s, 0, { do: 'transfer', from: '101', to: '102' });
    act(s, 0, 'confirm');
    expect(prompt(s)!.kind).toBe('land');
    expect(prompt(s)!.choices).toContainEqual({ planet: 'Arinam', groundForces: 2 });
    expect(prompt(s)!.choices!.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.planet === 'Meer')).toBe(false);
  });

  test('transfer: production in one system only', () => {
    const s = docked({ '101': 'arinam-meer' });
    planet(s, 'Arinam', 0, { 'Space Dock': 1 });
    ships(s, '101', 0, { Destroyer: 1 });
    ships(s, '305', 0, { Destroyer: 1 });
    s.players[0].tradeGoods = 5;
    // 101 and 305 are not adjacent; 204 and 305 are: use 204.
    ships(s, '204', 0, { Cruiser: 1 });
    planet(s, 'Arinam', 0, {});
    act(s, 0, { do: 'transfer', from: '305', to: '204' });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'produce' });
    act(s, 0, { unit: 'Ground Force' });
    act(s, 0, 'confirm');
    pay(s, 0);
    expect(prompt(s)?.seat).not.toBe(0);
  });
});

/**
 * Seat 0 transfers between 101 and 102 (a Cruiser in each, nothing moves); seat 1 (with `techs`) holds Saudor
 * with `pds` PDS at `saudorAt` (203: next to 102 only; 202: next to both). `fixed` places further tiles.
 */
function transferUnderFire(techs: string[], saudorAt: string, pds: number, fixed: Record<string, string> = {}) {
  const s = docked({ [saudorAt]: 'saudor', ...fixed });
  noMentak(s);
  s.players[1].techs = techs;
  planet(s, 'Saudor', 1, { PDS: pds });
  ships(s, '101', 0, { Cruiser: 1 });
  ships(s, '102', 0, { Cruiser: 1 });
  act(s, 0, { do: 'transfer', from: '101', to: '102' });
  return { s, ev: act(s, 0, 'confirm') };
}

describe('transfer: PDS fire (Deep Space Cannon)', () => {
  test('an enemy PDS next to one of the systems fires at the ships there, after the movement', () => {
    const { s } = transferUnderFire(['Deep Space Cannon'], '203', 2);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pds-fire', text: expect.stringContaining('102') });
    s.scriptDice = [10, 1];
    const ev = act(s, 1, 'fire');
    expect(rolls(ev)).toEqual([expect.objectContaining({ seat: 1, what: 'PDS', dice: [10, 1], hits: 1 })]);
    expect(unitsAt(s, '102', 0)).toEqual({});
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 1 });
  });

  test('without Deep Space Cannon nobody is asked', () => {
    const { s, ev } = transferUnderFire([], '203', 2);
    expect(prompt(s)?.kind).not.toBe('pds-fire');
    expect(rolls(ev)).toEqual([]);
    expect(unitsAt(s, '102', 0)).toEqual({ Cruiser: 1 });
  });

  test('a PDS in range of both systems fires at only one: the first if its owner fires there, else the second', () => {
    const fired = transferUnderFire(['Deep Space Cannon'], '202', 1).s;
    expect(prompt(fired)).toMatchObject({ seat: 1, kind: 'pds-fire', text: expect.stringContaining('101') });
    fired.scriptDice = [10];
    act(fired, 1, 'fire');
    expect(unitsAt(fired, '101', 0)).toEqual({});
    // Its one PDS has fired: no question about 102.
    expect(prompt(fired)?.kind).not.toBe('pds-fire');
    expect(unitsAt(fired, '102', 0)).toEqual({ Cruiser: 1 });

    const held = transferUnderFire(['Deep Space Cannon'], '202', 1).s;
    act(held, 1, 'hold');
    expect(prompt(held)).toMatchObject({ seat: 1, kind: 'pds-fire', text: expect.stringContaining('102') });
    held.scriptDice = [10];
    act(held, 1, 'fire');
    expect(unitsAt(held, '101', 0)).toEqual({ Cruiser: 1 });
    expect(unitsAt(held, '102', 0)).toEqual({});
  });

  test('after firing at the first system, the PDS in range of the second only still fire there', () => {
    const { s } = transferUnderFire(['Deep Space Cannon'], '202', 1, { '203': 'tequran-torkan' });
    planet(s, "Tequ'Ran", 1, { PDS: 2 });
    s.scriptDice = [1];
    const first = act(s, 1, 'fire');
    expect(rolls(first)).toEqual([expect.objectContaining({ seat: 1, dice: [1] })]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pds-fire', text: expect.stringContaining('102') });
    s.scriptDice = [1, 1];
    expect(rolls(act(s, 1, 'fire'))).toEqual([expect.objectContaining({ seat: 1, dice: [1, 1] })]);
  });

  test('a PDS next to a system only through a wormhole does not fire', () => {
    const { s, ev } = transferUnderFire(['Deep Space Cannon'], '302', 0, { '101': 'empty-alpha', '301': 'lodor' });
    planet(s, 'Lodor', 1, { PDS: 2 });
    expect(s.galaxy['301']).toBe('lodor');
    expect(prompt(s)?.kind).not.toBe('pds-fire');
    expect(rolls(ev)).toEqual([]);
  });
});

describe('drafts: production, payment, landing', () => {
  test('production draft: undo-step and reset change nothing on the board; the bill is paid at confirm', () => {
    const s = docked();
    s.players[0].tradeGoods = 3;
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Cruiser' });
    act(s, 0, { unit: 'Destroyer' });
    expect(s.players[0].tradeGoods).toBe(3);
    expect(s.planets.Jord.exhausted).toBe(false);
    act(s, 0, 'undo-step');
    expect(prompt(s)!.choices).toContainEqual({ unit: 'Destroyer' });
    act(s, 0, 'reset');
    expect(prompt(s)!.choices![0]).toBe('confirm');
    expect(prompt(s)!.choices).not.toContain('undo-step');
    act(s, 0, { unit: 'Destroyer' });
    act(s, 0, 'confirm');
    pay(s, 0);
    expect(unitsAt(s, '305', 0)).toEqual({ Destroyer: 1 });
  });

  test('payment draft: a planet or Trade Goods one step at a time, nothing exhausted or spent before confirm; confirm once the bill is covered; excess lost; shown to nobody else', () => {
    const s = docked();
    planet(s, 'Lodor', 0);
    s.players[0].tradeGoods = 3;
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Carrier' });
    act(s, 0, { unit: 'Cruiser' });
    act(s, 0, 'confirm');
    // Jord 4, Lodor 3, 3 Trade Goods for a bill of 5: no confirm before it is covered.
    expect(prompt(s)).toMatchObject({
      seat: 0,
      kind: 'pay',
      choices: [{ planet: 'Jord' }, { planet: 'Lodor' }, { tradeGoods: 1 }, { tradeGoods: 2 }, { tradeGoods: 3 }],
    });
    expect(refusal(s, 0, 'confirm')).toBe('ILLEGAL_MOVE: pay: 0 of 5 resources chosen: the whole bill is paid at once');
    const other = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }));
    act(s, 0, { tradeGoods: 1 });
    act(s, 0, { planet: 'Lodor' });
    expect([s.players[0].tradeGoods, s.planets.Lodor.exhausted]).toEqual([3, false]);
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }))).toBe(other);
    expect((ti3.view(s, { kind: 'seat', seat: 0 }) as { me: { draft: unknown } }).me.draft).toEqual({
      kind: 'pay',
      what: 'resources',
      amount: 5,
      steps: [{ tradeGoods: 1 }, { planet: 'Lodor' }],
    });
    // 4 of 5: only 1 more Trade Good is due; Lodor pays once.
    expect(prompt(s)!.choices).toEqual(['undo-step', 'reset', { planet: 'Jord' }, { tradeGoods: 1 }]);
    expect(refusal(s, 0, { planet: 'Lodor' })).toBe('ILLEGAL_MOVE: pay: Lodor is exhausted already (a planet card pays once)');
    // A turn clock takes the next step (never undo-step), and confirms once the bill is covered.
    expect(fallbackAnswer(s, prompt(s)!)).toEqual({ planet: 'Jord' });
    act(s, 0, { planet: 'Jord' });
    expect(prompt(s)!.choices).toEqual(['confirm', 'undo-step', 'reset']);
    expect(fallbackAnswer(s, prompt(s)!)).toBe('confirm');
    expect(refusal(s, 0, { tradeGoods: 1 })).toBe('ILLEGAL_MOVE: pay: the 5 resources due are covered: confirm, or undo a step');
    act(s, 0, 'reset');
    act(s, 0, { planet: 'Jord' });
    act(s, 0, { tradeGoods: 1 });
    const ev = act(s, 0, 'confirm');
    expect(ev.find((e) => e.type === 'pay')?.data).toMatchObject({ amount: 5, planets: ['Jord'], tradeGoods: 1 });
    expect([s.planets.Jord.exhausted, s.planets.Lodor.exhausted, s.players[0].tradeGoods]).toEqual([true, false, 2]);
    expect(unitsAt(s, '305', 0)).toEqual({ Carrier: 1, Cruiser: 1 });
  });

  test('landing draft: the split is fixed at confirm, Ground Forces stay aboard until then', () => {
    const s = docked({ '101': 'arinam-meer' });
    ships(s, '101', 0, { Carrier: 1, 'Ground Force': 3 });
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)!.kind).toBe('land');
    act(s, 0, { planet: 'Arinam', groundForces: 2 });
    expect(prompt(s)!.choices).not.toContainEqual({ planet: 'Meer', groundForces: 2 });
    expect(unitsAt(s, '101', 0)).toEqual({ Carrier: 1, 'Ground Force': 3 });
    act(s, 0, 'undo-step');
    act(s, 0, { planet: 'Meer', groundForces: 3 });
    act(s, 0, 'confirm');
    expect(s.planets.Meer).toMatchObject({ owner: 0, units: { 'Ground Force': 3 } });
    expect(s.planets.Arinam.owner).toBeNull();
  });
});
