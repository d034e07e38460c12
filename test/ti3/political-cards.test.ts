/**
 * The political cards (issue 24 "Political deck and voting"): each card's For and Against (or Elect)
 * effect, and for laws that the effect lasts and ends when the law leaves play. Outcomes are decided by
 * the Speaker (seat 0) after everyone abstains, unless the card reads who voted how. Board: 4 players,
 * seat 0 Sol (Jord, 305), 1 Mentak (Moll Primus, 309), 2 L1Z1X ([0.0.0], 314), 3 Letnev (318).
 */
import { AGENDAS } from '../../server/src/games/ti3/politics/cards';
import { POLITICAL_CARDS } from '../../server/src/games/ti3/data';
import { landChoices } from '../../server/src/games/ti3/action/landing';
import { bill, producingDocks, productionLimit, produceChoices } from '../../server/src/games/ti3/action/production';
import { activationRefusal } from '../../server/src/games/ti3/action/activation';
import { bombardTargets, changeHands } from '../../server/src/games/ti3/combat/invasion';
import { retreatChoices } from '../../server/src/games/ti3/combat/space-battle';
import { combatValue, handLimit } from '../../server/src/games/ti3/modifiers';
import { drawActionCards } from '../../server/src/games/ti3/cards';
import { pickChoices } from '../../server/src/games/ti3/strategy-phase';
import { researchable, techCost } from '../../server/src/games/ti3/strategy-cards/technology';
import { canFollow } from '../../server/src/games/ti3/strategy-cards';
import { statusUpkeep } from '../../server/src/games/ti3/status';
import { vp, type Ti3State } from '../../server/src/games/ti3/state';
import { gainTradeGoods } from '../../server/src/games/ti3/gains';
import type { TaskOf } from '../../server/src/games/ti3/tasks';
import { agenda, agendaGame, castVotes, endPrimary, laws, openAgenda, withLaw } from './agenda';
import { abstainAll, act, passWindow, pay, skipWindows, planet, prompt, queue, ships } from './helpers';
import { votes } from '../../server/src/games/ti3/politics';

const ctxOf = (s: Ti3State) => ({ s, ev: [] });
const nextRound = (s: Ti3State) => (s.round += 1);
const land = (s: Ti3State, seat: number, pos: string): TaskOf<'land'> => ({ t: 'land', seat, pos, steps: [] });
const landsOn = (s: Ti3State, seat: number, pos: string) =>
  new Set(landChoices(s, land(s, seat, pos)).flatMap((c) => (typeof c === 'object' && c !== null && 'planet' in c ? [c.planet] : [])));
const produce = (s: Ti3State, seat: number, pos: string): TaskOf<'produce'> => ({
  t: 'produce',
  seat,
  pos,
  bought: {},
  dock: null,
  imperial: false,
  steps: [],
});

/** The same state with no law or lasting political result in play: the values a law changes, as they were. */
function withoutLaws(s: Ti3State): Ti3State {
  return { ...s, politicalEffects: [] };
}

describe('political cards: every card has its rules', () => {
  test('60 cards, every side built; outcomes 38 / 15 / 2 / 1 / 1 / 2 / 1', () => {
    expect(Object.keys(AGENDAS).sort()).toEqual(POLITICAL_CARDS.map((c) => c.name).sort());
    const count = (o: string) => POLITICAL_CARDS.filter((c) => c.outcome === o).length;
    expect(['for-against', 'elect-player', 'elect-planet', 'elect-two-players', 'elect-two-planets', 'elect-law', 'elect-color'].map(count)).toEqual([
      38, 15, 2, 1, 1, 2, 1,
    ]);
    for (const c of POLITICAL_CARDS) {
      const r = AGENDAS[c.name];
      const sides = c.outcome === 'for-against' ? (['for', 'against'] as const) : (['elect'] as const);
      // Every side is built: a handler, or a law that acts where its rule is read.
      for (const side of sides) expect([r[side] !== undefined, c.law && side !== 'against']).toContain(true);
    }
  });
});

describe('political cards: Trade Goods, victory points, counters', () => {
  test('Cost Overruns For: each player discards a Trade Good per planet he controls, if able; Against: nothing', () => {
    const prep = (s: Ti3State) => {
      s.players[0].tradeGoods = 5;
      s.players[1].tradeGoods = 0;
      planet(s, 'Abyz', 0);
    };
    expect(agenda('Cost Overruns', 'for', prep).players.map((p) => p.tradeGoods)).toEqual([3, 0, 0, 0]);
    expect(agenda('Cost Overruns', 'against', prep).players.map((p) => p.tradeGoods)).toEqual([5, 0, 0, 0]);
  });

  test('Economic Revitalization: the elected player takes one Trade Good from each opponent, if able', () => {
    const s = agenda('Economic Revitalization', 0, (x) => x.players.forEach((p, k) => (p.tradeGoods = k === 3 ? 0 : 2)));
    expect(s.players.map((p) => p.tradeGoods)).toEqual([4, 1, 1, 0]);
  });

  test('Free Trade Against: every player discards two Trade Goods, if able', () => {
    const s = agenda('Free Trade', 'against', (x) => x.players.forEach((p, k) => (p.tradeGoods = k)));
    expect(s.players.map((p) => p.tradeGoods)).toEqual([0, 0, 0, 1]);
  });

  test('Trade War Against: one Trade Good discarded from every player', () => {
    const s = agenda('Trade War', 'against', (x) => x.players.forEach((p, k) => (p.tradeGoods = k)));
    expect(s.players.map((p) => p.tradeGoods)).toEqual([0, 0, 1, 2]);
  });

  test('Open the Trade Routes For: every player receives two Trade Goods', () => {
    expect(agenda('Open the Trade Routes', 'for').players.map((p) => p.tradeGoods)).toEqual([2, 2, 2, 2]);
  });

  test('Imperial Mandate For: every player gains 2 VP; Against: every player loses 1 VP (never below 0)', () => {
    const prep = (s: Ti3State) => s.players[1].scored.push({ source: 'Imperial', vp: 2 });
    expect(agenda('Imperial Mandate', 'for', prep).players.map(vp)).toEqual([2, 4, 2, 2]);
    expect(agenda('Imperial Mandate', 'against', prep).players.map(vp)).toEqual([0, 1, 0, 0]);
  });

  test('Imperial Mandate For bringing two players to 10 VP: the tie-break decides (objectives claimed first)', () => {
    const s = agenda('Imperial Mandate', 'for', (x) => {
      x.players[1].scored.push({ source: 'Imperial', vp: 8 });
      x.players[2].scored.push({ source: 'Expand Borders', vp: 1 }, { source: 'Imperial', vp: 7 });
    });
    expect(s.end).toEqual({ reason: 'ten-vp', winners: [2] });
  });

  test('Fleet Regulations For: at most five counters in Fleet Supply, while in play; Against: each player gains a Fleet Supply counter', () => {
    const s = agenda('Fleet Regulations', 'for', (x) => (x.players[1].fleet = 7));
    expect(s.players[1].fleet).toBe(5);
    s.players[0].fleet = 5;
    s.tasks.unshift({ t: 'gain-counters', seat: 0, n: 2 });
    expect(prompt(s)!.amounts!.items.find((i) => i.id === 'fleet')!.max).toBe(0);
    const t = agenda('Fleet Regulations', 'against');
    expect(t.players.map((p) => p.fleet)).toEqual([4, 5, 4, 4]);
  });

  test('Traffic Tariffs Against: each player discards a counter from his Command Pool or Strategy Allocation', () => {
    const s = agenda('Traffic Tariffs', 'against', (x) => (x.players[2].command = 0));
    // Order of play: seat 1 (Initiative), 0 (Political), 2 (Trade), then 3.
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'discard-counter', choices: ['command', 'strategy'] });
    act(s, 1, 'strategy');
    act(s, 0, 'command');
    // Seat 2 has only Strategy Allocation counters: still asked (one choice).
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'discard-counter', choices: ['strategy'] });
    act(s, 2, 'strategy');
    act(s, 3, 'command');
    expect(s.players.map((p) => [p.strategy, p.command])).toEqual([
      [2, 3],
      [1, 3],
      [2, 0],
      [2, 2],
    ]);
  });

  test('Compensated Disarmament: Ground Forces on the elected planet destroyed, one Trade Good each to its controller, who keeps it', () => {
    const s = agenda('Compensated Disarmament', 'Abyz', (x) => planet(x, 'Abyz', 1, { 'Ground Force': 3, PDS: 1 }));
    expect(s.planets.Abyz).toMatchObject({ owner: 1, units: { PDS: 1 } });
    expect(s.players[1].tradeGoods).toBe(3);
  });
});

describe('political cards: planets and units', () => {
  test('Arms Reduction For: each player destroys all but two Dreadnoughts and four Cruisers; Against: planets with a red specialty exhausted', () => {
    const s = agenda('Arms Reduction', 'for', (x) => {
      ships(x, '305', 0, { Dreadnought: 3, Cruiser: 2 });
      ships(x, '101', 0, { Dreadnought: 1 });
    });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'destroy-ships', pick: { min: 2, max: 2 } });
    act(s, 0, ['305|Dreadnought', '101|Dreadnought']);
    expect(s.space['305'].find((f) => f.seat === 0)!.units).toMatchObject({ Dreadnought: 2, Cruiser: 2 });
    expect(s.space['101']).toBeUndefined();
    const t = agenda('Arms Reduction', 'against', (x) => {
      planet(x, 'Lor', 1);
      planet(x, 'Arnor', 1);
    });
    expect([t.planets.Lor.exhausted, t.planets.Arnor.exhausted]).toEqual([true, false]);
  });

  test('Closing the Wormholes For: no movement through wormholes (retreat to the alpha partner refused); Wormhole Reconstruction For: every wormhole system adjacent to every other', () => {
    const prep = (x: Ti3State) => (x.counters['203'] = [1]);
    expect(retreatChoices(agendaGame([], prep), 1, '308')).toContain('203');
    expect(retreatChoices(agenda('Closing the Wormholes', 'for', prep), 1, '308')).not.toContain('203');
    const s = agenda('Wormhole Reconstruction', 'for', (x) => (x.counters['310'] = [1]));
    // 308 is alpha, 310 beta: linked only by the law.
    expect(retreatChoices(s, 1, '308')).toContain('310');
    expect(
      retreatChoices(
        agenda('Wormhole Reconstruction', 'against', (x) => (x.counters['310'] = [1])),
        1,
        '308',
      ),
    ).not.toContain('310');
  });

  test('Closing the Wormholes Against: a fleet in a wormhole system discards one non-Fighter ship', () => {
    const s = agenda('Closing the Wormholes', 'against', (x) => ships(x, '308', 1, { Cruiser: 1, Carrier: 1, Fighter: 2 }));
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'destroy-ships', pick: { from: ['308|Cruiser', '308|Carrier'], min: 1, max: 1 } });
    act(s, 1, ['308|Cruiser']);
    expect(s.space['308'][0].units).toEqual({ Carrier: 1, Fighter: 2 });
  });

  test('Colonial Redistribution For: the most-VP player destroys the Ground Forces on one of his planets; a fewest-VP player takes it with three', () => {
    const s = agenda('Colonial Redistribution', 'for', (x) => {
      x.players[1].scored.push({ source: 'Imperial', vp: 2 });
      x.players[3].scored.push({ source: 'Imperial', vp: 2 });
      x.players[3].eliminated = false;
      planet(x, 'Abyz', 1, { 'Ground Force': 2 });
      x.players[3].scored.push({ source: 'Imperial', vp: 1 });
    });
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'colonial-planet' });
    act(s, 3, 'Arc Prime');
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'colonial-player', choices: [0, 2] });
    act(s, 3, 2);
    expect(s.planets['Arc Prime']).toMatchObject({ owner: 2, units: { 'Ground Force': 3 } });
  });

  test('Colonization Licensing Against: each player exhausts one planet for every three he controls outside his home system', () => {
    const s = agenda('Colonization Licensing', 'against', (x) => ['Abyz', 'Fria', 'Arinam', 'Meer'].forEach((n) => planet(x, n, 1)));
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'exhaust-planets', pick: { min: 1, max: 1 } });
    act(s, 1, ['Meer']);
    expect(s.planets.Meer.exhausted).toBe(true);
    expect(prompt(s)!.kind).toBe('primary-political');
  });

  test('Conventions of War For: no bombarding planets with Space Docks; Against: who voted against returns a Space Dock outside his home system', () => {
    const s = agenda('Conventions of War', 'for', (x) => planet(x, 'Abyz', 1, { 'Ground Force': 1, 'Space Dock': 1 }));
    const bombard: TaskOf<'bombard'> = { t: 'bombard', seat: 0, pos: '101', unit: 'War Sun', invaded: [] };
    expect(bombardTargets(s, bombard)).toEqual([]);
    s.politicalEffects = [];
    expect(bombardTargets(s, bombard)).toEqual(['Abyz']);
    const t = agendaGame(['Conventions of War'], (x) => {
      planet(x, 'Abyz', 1, { 'Space Dock': 1 });
      planet(x, 'Fria', 0, { 'Space Dock': 1 });
    });
    openAgenda(t);
    castVotes(t, { 1: 'against', 2: 'against', 3: 'against', 0: 'for' });
    expect(prompt(t)).toMatchObject({ seat: 1, kind: 'return-space-dock', choices: ['Abyz'] });
    act(t, 1, 'Abyz');
    expect(t.planets.Abyz.units).toEqual({});
    expect(t.planets.Fria.units).toEqual({ 'Space Dock': 1 });
  });

  test('Dispute Resolution: two planets of two players elected lose their Ground Forces and PDS and revert to neutral', () => {
    const s = agenda('Dispute Resolution', ['Abyz', 'Lor'], (x) => {
      planet(x, 'Abyz', 0, { 'Ground Force': 2, PDS: 1 });
      planet(x, 'Lor', 1, { 'Ground Force': 1 });
    });
    expect([s.planets.Abyz, s.planets.Lor].map((p) => [p.owner, p.units])).toEqual([
      [null, {}],
      [null, {}],
    ]);
  });

  test('Holder of Mecatol Rex For: its controller may discard a law; Against: he may add two free Ground Forces to Mecatol Rex', () => {
    const s = agenda('Holder of Mecatol Rex', 'for', (x) => {
      planet(x, 'Mecatol Rex', 2, { 'Ground Force': 1 });
      withLaw(x, 'Code of Honor');
    });
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'discard-law', choices: ['none', 'Code of Honor'] });
    act(s, 2, 'Code of Honor');
    expect(laws(s)).toEqual([]);
    expect(s.politicalDiscard).toContain('Code of Honor');
    const t = agenda('Holder of Mecatol Rex', 'against', (x) => planet(x, 'Mecatol Rex', 2, { 'Ground Force': 1 }));
    expect(prompt(t)).toMatchObject({ seat: 2, kind: 'place-ground-forces', amounts: { total: { min: 0, max: 2 } } });
    act(t, 2, { 'Mecatol Rex': 2 });
    expect(t.planets['Mecatol Rex'].units).toEqual({ 'Ground Force': 3 });
  });

  test('Planetary Security For: planets outside home systems without a Ground Force revert to neutral; the law stays in play', () => {
    const s = agenda('Planetary Security', 'for', (x) => {
      planet(x, 'Abyz', 0, { PDS: 1 });
      planet(x, 'Fria', 0, { 'Ground Force': 1 });
    });
    expect([s.planets.Abyz.owner, s.planets.Fria.owner, s.planets.Jord.owner]).toEqual([null, 0, 0]);
    expect(laws(s)).toEqual(['Planetary Security']);
    expect(agenda('Planetary Security', 'against').politicalDiscard).toEqual(['Planetary Security']);
  });

  test('Subsidized Industry: the elected player may place a free Space Dock on a planet he controls', () => {
    const s = agenda('Subsidized Industry', 1, (x) => planet(x, 'Abyz', 1));
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'place-space-dock', choices: ['none', 'Abyz'] });
    act(s, 1, 'Abyz');
    expect(s.planets.Abyz.units).toEqual({ 'Space Dock': 1 });
  });

  test('Public Execution: the elected player loses his action cards, his planets are exhausted, his units -1 this round only', () => {
    const s = agenda('Public Execution', 1, (x) => (x.players[1].hand = ['Sabotage#1']));
    expect(s.players[1].hand).toEqual([]);
    expect(s.actionDiscard).toContain('Sabotage#1');
    expect(s.planets['Moll Primus'].exhausted).toBe(true);
    const before = withoutLaws(s);
    expect([combatValue(s, 1, 'Cruiser'), combatValue(s, 2, 'Cruiser')]).toEqual([combatValue(before, 1, 'Cruiser') + 1, combatValue(before, 2, 'Cruiser')]);
    nextRound(s);
    expect(combatValue(s, 1, 'Cruiser')).toBe(combatValue(before, 1, 'Cruiser'));
  });

  test('Unconventional Weapons For: Dreadnoughts and War Suns -2, until repealed; Against: a planet exhausted per Dreadnought and War Sun', () => {
    const s = agenda('Unconventional Weapons', 'for');
    const before = withoutLaws(s);
    expect([combatValue(s, 1, 'Dreadnought'), combatValue(s, 1, 'War Sun'), combatValue(s, 1, 'Cruiser')]).toEqual([
      combatValue(before, 1, 'Dreadnought') + 2,
      combatValue(before, 1, 'War Sun') + 2,
      combatValue(before, 1, 'Cruiser'),
    ]);
    nextRound(s);
    expect(combatValue(s, 1, 'Dreadnought')).toBe(combatValue(before, 1, 'Dreadnought') + 2);
    const t = agenda('Unconventional Weapons', 'against', (x) => {
      ships(x, '305', 0, { Dreadnought: 2 });
      planet(x, 'Abyz', 0);
    });
    expect(prompt(t)).toMatchObject({ seat: 0, kind: 'exhaust-planets', pick: { min: 2, max: 2 } });
  });

  test('Crown of Thalnos: the elected player Ground Forces +1 on combat rolls, as long as it is in play', () => {
    const s = agenda('Crown of Thalnos', 2);
    expect([combatValue(s, 2, 'Ground Force'), combatValue(s, 1, 'Ground Force')]).toEqual([7, 8]);
  });

  test('Mass Mobilization For: votes cast / 5 free Ground Forces for each player; Against: no Ground Forces bought this round', () => {
    const s = agendaGame(['Mass Mobilization'], (x) => planet(x, 'Mecatol Rex', 0));
    openAgenda(s);
    castVotes(s, { 1: 'against', 0: 'for' });
    // 6 + 1 votes cast: 1 Ground Force each.
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'place-ground-forces', amounts: { total: { min: 0, max: 1 } } });
    act(s, 1, { 'Moll Primus': 1 });
    expect(s.planets['Moll Primus'].units['Ground Force']).toBe(5);
    const t = agenda('Mass Mobilization', 'against');
    const units = (x: Ti3State) => produceChoices(x, produce(x, 0, '305')).flatMap((c) => (typeof c === 'object' && c !== null && 'unit' in c ? [c.unit] : []));
    expect(units(t)).not.toContain('Ground Force');
    nextRound(t);
    expect(units(t)).toContain('Ground Force');
  });

  test('Minister of Exploration: the elected player receives a Trade Good when another takes a neutral planet by landing', () => {
    const s = agenda('Minister of Exploration', 2);
    changeHands(ctxOf(s), 'Abyz', 0, { 'Ground Force': 1 });
    changeHands(ctxOf(s), 'Fria', 2, { 'Ground Force': 1 });
    expect(s.players[2].tradeGoods).toBe(1);
  });
});

describe('political cards: where units may land and produce', () => {
  const landingAt = (s: Ti3State, seat: number, pos: string) => {
    ships(s, pos, seat, { Carrier: 1, 'Ground Force': 2 });
    return landsOn(s, seat, pos);
  };

  test('Imperial Peace For: nobody may invade Mecatol Rex while in play; Against: Mecatol Rex is the only planet invaded this round', () => {
    const s = agenda('Imperial Peace', 'for');
    expect(landingAt(s, 1, '000').size).toBe(0);
    const t = agenda('Imperial Peace', 'against');
    expect([...landingAt(t, 1, '000')]).toEqual(['Mecatol Rex']);
    expect(landingAt(t, 1, '101').size).toBe(0);
    nextRound(t);
    expect([...landsOn(t, 1, '101')].sort()).toEqual(['Abyz', 'Fria']);
  });

  test('Official Sanction: the elected player may not land on neutral or opponent planets this round', () => {
    const s = agenda('Official Sanction', 1, (x) => planet(x, 'Fria', 1));
    expect([...landingAt(s, 1, '101')]).toEqual(['Fria']);
    expect([...landingAt(s, 2, '101')].sort()).toEqual(['Abyz', 'Fria']);
    nextRound(s);
    expect([...landsOn(s, 1, '101')].sort()).toEqual(['Abyz', 'Fria']);
  });

  test('Planetary Conscription For: a Ground Force added to each neutral planet taken; Against: no landing on neutral planets this round', () => {
    const s = agenda('Planetary Conscription', 'for');
    changeHands(ctxOf(s), 'Abyz', 0, { 'Ground Force': 1 });
    expect(s.planets.Abyz.units).toEqual({ 'Ground Force': 2 });
    const t = agenda('Planetary Conscription', 'against', (x) => planet(x, 'Fria', 2, { 'Ground Force': 1 }));
    expect([...landingAt(t, 1, '101')]).toEqual(['Fria']);
  });

  test('Humane Labor For: every Space Dock produces at most 2 units; Against: no Space Dock produces this round', () => {
    const s = agenda('Humane Labor', 'for');
    expect(productionLimit(s, '305', 0)).toBe(2);
    const t = agenda('Humane Labor', 'against');
    expect(producingDocks(t, '305', 0)).toEqual([]);
    nextRound(t);
    expect(productionLimit(t, '305', 0)).toBe(6);
  });

  test('Holy Planet of Ixth: the elected planet (never a home planet) may not produce units for the rest of the game', () => {
    const s = agendaGame(['Holy Planet of Ixth'], (x) => planet(x, 'Abyz', 0, { 'Space Dock': 1 }));
    openAgenda(s);
    expect(prompt(s)!.choices).not.toContain('Jord');
    abstainAll(s, 'Abyz');
    expect(producingDocks(s, '101', 0)).toEqual([]);
    s.round += 5;
    expect(producingDocks(s, '101', 0)).toEqual([]);
  });

  test('Regulated Conscription For: Ground Forces cost 1 resource each', () => {
    const s = agenda('Regulated Conscription', 'for');
    expect(bill(s, 0, { 'Ground Force': 2 }, null)).toBe(2);
    expect(bill(agenda('Regulated Conscription', 'against'), 0, { 'Ground Force': 2 }, null)).toBe(1);
  });

  test('Short Term Truce For: next round, no activating systems with enemy ships or invading another player planet; Against: voters against exhaust a planet chosen by their left neighbour', () => {
    const s = agenda('Short Term Truce', 'for', (x) => {
      ships(x, '101', 2, { Cruiser: 1 });
      planet(x, 'Abyz', 2, { 'Ground Force': 1 });
    });
    expect(activationRefusal(s, '101', 0)).toBeNull();
    nextRound(s);
    expect(activationRefusal(s, '101', 0)).toMatch(/Short Term Truce/);
    delete s.space['101'];
    expect([...landingAt(s, 0, '101')]).toEqual(['Fria']);
    nextRound(s);
    expect(activationRefusal(s, '101', 0)).toBeNull();
    const t = agendaGame(['Short Term Truce'], (x) => planet(x, 'Abyz', 1));
    openAgenda(t);
    castVotes(t, { 1: 'against', 2: 'against', 3: 'against', 0: 'for' });
    // Seat 1 voted against: seat 2 (on his left) chooses which of his planets is exhausted.
    expect(prompt(t)).toMatchObject({ seat: 2, kind: 'exhaust-planets', pick: { from: ['Abyz', 'Moll Primus'] } });
  });

  test('Imperial Containment For: the player with the most planets outside home pays a Command Pool counter per counter he places this round', () => {
    const s = agenda('Imperial Containment', 'for', (x) => planet(x, 'Abyz', 3));
    endPrimary(s);
    const command = s.players[3].command;
    s.turn = 3;
    s.tasks = [{ t: 'action', seat: 3 }];
    act(s, 3, { do: 'tactical', pos: '311' });
    expect(s.players[3].command).toBe(command - 2);
  });
});

describe('political cards: strategy cards and action cards', () => {
  test('Aggressive Strategy For: each player may execute his own card secondary free; Against: no secondaries this round', () => {
    const s = agenda('Aggressive Strategy', 'for', (x) => (x.players[0].strategy = 0));
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'follow-secondary' });
    act(s, 0, 'yes');
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.players[0].strategy).toBe(0);
    const t = agenda('Aggressive Strategy', 'against');
    expect(canFollow(t, 1, 3)).toBe(false);
    nextRound(t);
    expect(canFollow(t, 1, 3)).toBe(true);
  });

  test('Checks and Balances For: a strategy card chosen goes to a player without one; Against: every card passes to the left', () => {
    const s = agenda('Checks and Balances', 'for');
    s.phase = 'strategy';
    s.available = [2, 4, 6, 7, 8];
    s.players.forEach((p) => (p.cards = []));
    s.tasks = [{ t: 'pick-strategy', seat: 0 }, { t: 'strategy-done' }];
    act(s, 0, 4);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'give-strategy-card', choices: [1, 2, 3] });
    act(s, 0, 2);
    expect(s.players.map((p) => p.cards)).toEqual([[], [], [4], []]);
    const t = agenda('Checks and Balances', 'against');
    // Before: seat 0 Political (used), 1 Initiative, 2 Trade, 3 none.
    expect(t.players.map((p) => p.cards)).toEqual([[], [3], [1], [5]]);
    expect(t.players[1].used).toEqual([3]);
  });

  test("Council's Censure: the elected player discards two Strategy Allocation counters to take Imperial", () => {
    const s = agenda("Council's Censure", 1);
    s.available = [2, 8];
    s.players[1].strategy = 1;
    expect(pickChoices(s, 1)).toEqual([2]);
    s.players[1].strategy = 2;
    expect(pickChoices(s, 1)).toEqual([2, 8]);
    s.phase = 'strategy';
    s.tasks = [{ t: 'pick-strategy', seat: 1 }, { t: 'strategy-done' }];
    act(s, 1, 8);
    expect(s.players[1].strategy).toBe(0);
  });

  test('Council Elder: the elected player may discard it when an Elect agenda is drawn; kept, only his votes count', () => {
    const s = agendaGame(['Economic Revitalization'], (x) => {
      withLaw(x, 'Council Elder', 2);
      planet(x, 'Mecatol Rex', 1);
    });
    openAgenda(s);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'council-elder' });
    act(s, 2, 'keep');
    // Seat 1 casts 7 votes for himself; they do not count. Seat 2's single vote elects seat 3.
    castVotes(s, { 1: 1, 2: 3 });
    expect(s.agenda).toBeNull();
    expect(s.politicalDiscard).toEqual(['Economic Revitalization']);
    const t = agendaGame(['Economic Revitalization'], (x) => withLaw(x, 'Council Elder', 2));
    openAgenda(t);
    act(t, 2, 'discard');
    expect(laws(t)).toEqual([]);
    expect(prompt(t)!.kind).toBe('vote');
  });

  test('Council Elder discarded on a Repeal agenda is no longer a candidate (no law left: Repeal discarded without effect)', () => {
    const s = agendaGame(['Repeal'], (x) => withLaw(x, 'Council Elder', 2));
    openAgenda(s);
    act(s, 2, 'discard');
    expect(s.politicalDiscard.sort()).toEqual(['Council Elder', 'Repeal']);
    expect(prompt(s)!.kind).toBe('primary-political');
  });

  test('Limits to Individual Power For: everyone discards down to 3 and the hand limit is 3; Against: one random action card lost each', () => {
    const s = agenda('Limits to Individual Power', 'for', (x) => (x.players[1].hand = ['Sabotage#1', 'Sabotage#2', 'Sabotage#3', 'Sabotage#4', 'Sabotage#5']));
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'discard' });
    act(s, 1, 'Sabotage#1');
    act(s, 1, 'Sabotage#2');
    expect(s.players[1].hand).toHaveLength(3);
    expect(handLimit(s, 2)).toBe(3);
    const t = agenda('Limits to Individual Power', 'against', (x) => (x.players[1].hand = ['Sabotage#1', 'Sabotage#2']));
    expect(t.players[1].hand).toHaveLength(1);
    expect(t.players[0].hand).toHaveLength(2);
  });

  test('Core Stability For: in the status phase the action cards are drawn face up; the highest ready influence chooses first', () => {
    const s = agenda('Core Stability', 'for', (x) => planet(x, 'Mecatol Rex', 2));
    const top = s.actionDeck.slice(0, 4);
    s.tasks = [];
    queue(s, { t: 'status-upkeep' });
    // L1Z1X holds Mecatol Rex (6 influence), then Sol (2), then Mentak and Letnev (1 each, in order of play).
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'choose-action-cards', pick: { from: top, min: 1, max: 1 } });
    act(s, 2, [top[3]]);
    expect(prompt(s)).toMatchObject({ seat: 0, pick: { from: top.slice(0, 3) } });
    act(s, 0, [top[0]]);
    expect(s.players[2].hand).toEqual([top[3]]);
    expect(s.players[0].hand).toContain(top[0]);
  });

  test('Core Stability Against: no action cards are drawn this round', () => {
    const s = agenda('Core Stability', 'against');
    drawActionCards(ctxOf(s), 1, 2);
    expect(s.players[1].hand).toEqual([]);
    nextRound(s);
    drawActionCards(ctxOf(s), 1, 1);
    expect(s.players[1].hand).toHaveLength(1);
  });

  test('Regressive Rhetoric For: technologies cost 2 more, and who does not follow Technology may draw an action card instead; Against: every player discards an action card', () => {
    const s = agenda('Regressive Rhetoric', 'for');
    expect(techCost(s, 1, 'Cybernetics')).toBe(10);
    endPrimary(s);
    Object.assign(s.players[2], { cards: [7], used: [] });
    s.players[3].strategy = 0;
    s.turn = 2;
    s.tasks = [{ t: 'action', seat: 2 }];
    act(s, 2, { do: 'strategic', card: 7 });
    act(s, 2, prompt(s)!.choices![0]);
    passWindow(s);
    // Seat 3 cannot follow (no Strategy Allocation counter) but may draw.
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'follow-secondary', choices: ['no', 'draw-action-card'] });
    act(s, 3, 'draw-action-card');
    expect(s.players[3].hand).toHaveLength(1);
    const t = agenda('Regressive Rhetoric', 'against', (x) => (x.players[1].hand = ['Sabotage#1', 'Sabotage#2']));
    expect(prompt(t)).toMatchObject({ seat: 1, kind: 'discard-action-cards', pick: { from: ['Sabotage#1', 'Sabotage#2'], min: 1 } });
    act(t, 1, ['Sabotage#2']);
    expect(prompt(t)).toMatchObject({ seat: 0, kind: 'discard-action-cards' });
  });

  test('Resource Management For: no redistribution in the status phase; Against: players with three or more action cards discard two', () => {
    const s = agenda('Resource Management', 'for');
    const sheet = [s.players[1].strategy, s.players[1].command, s.players[1].fleet];
    s.tasks = [];
    queue(s, { t: 'redistribute', seat: 1, steps: [] }, { t: 'status-done' });
    passWindow(s);
    // Not asked: the next question (after the action-card window) is the strategy phase's first pick.
    expect(prompt(s)!.kind).toBe('pick-strategy');
    expect([s.players[1].strategy, s.players[1].command, s.players[1].fleet]).toEqual(sheet);
    const t = agenda('Resource Management', 'against', (x) => (x.players[1].hand = ['Sabotage#1', 'Sabotage#2']));
    // Seat 0 holds 3 (the Political primary's draw), seat 1 only 2.
    expect(prompt(t)).toMatchObject({ seat: 0, kind: 'discard-action-cards', pick: { min: 2, max: 2 } });
  });

  test('Minister of Policy: the elected player draws one more action card in the status phase', () => {
    const s = agenda('Minister of Policy', 1);
    statusUpkeep(ctxOf(s));
    expect(s.players.map((p) => p.hand.length)).toEqual([4, 2, 1, 1]);
  });
});

describe('political cards: technologies', () => {
  test('Research Grant For: specialties count for every colour; Against: no yellow technologies this round', () => {
    const s = agenda('Research Grant', 'for', (x) => planet(x, 'Lor', 1));
    expect(techCost(s, 1, 'Cybernetics')).toBe(7);
    const t = agenda('Research Grant', 'against');
    expect(researchable(t, 1)).not.toContain('Sarween Tools');
    nextRound(t);
    expect(researchable(t, 1)).toContain('Sarween Tools');
  });

  test('Technology Tariffs For: red technologies cost 4 more; Against: no green technologies this round', () => {
    expect(techCost(agenda('Technology Tariffs', 'for'), 1, 'Hylar V Assault Laser')).toBe(12);
    expect(researchable(agenda('Technology Tariffs', 'against'), 1)).not.toContain('Stasis Capsules');
  });

  test('Technology Buy-back Against: no technologies acquired or purchased this round', () => {
    expect(researchable(agenda('Technology Buy-back', 'against'), 1)).toEqual([]);
  });

  test('Technology Investigation Committee For: none purchased this round (still gained free); Against: a random action card lost, then two agendas', () => {
    const s = agenda('Technology Investigation Committee', 'for');
    expect(researchable(s, 1, true)).toEqual([]);
    expect(researchable(s, 1).length).toBeGreaterThan(0);
    const t = agendaGame(['Technology Investigation Committee', 'Cost Overruns', 'Trade War']);
    openAgenda(t);
    abstainAll(t, 'against');
    expect(t.players[0].hand).toHaveLength(2);
    expect(t.politicalDiscard).toEqual(['Technology Investigation Committee', 'Cost Overruns', 'Trade War']);
  });

  test('Subsidized Studies: the elected colour costs 3 less, the others 2 more', () => {
    const s = agenda('Subsidized Studies', 'green');
    expect([techCost(s, 1, 'Stasis Capsules'), techCost(s, 1, 'Hylar V Assault Laser')]).toEqual([5, 10]);
  });

  test('Science Community Speaker: the elected player follows Technology without a counter, and pays 1 less', () => {
    const s = agenda('Science Community Speaker', 1);
    expect([techCost(s, 1, 'Cybernetics'), techCost(s, 2, 'Cybernetics')]).toEqual([7, 8]);
    for (const k of [1, 2]) Object.assign(s.players[k], { strategy: 0, tradeGoods: 10 });
    expect([canFollow(s, 1, 7), canFollow(s, 2, 7)]).toEqual([true, false]);
  });

  test('Imperial Academy For: the Logistics secondary buys counters at 2 influence', () => {
    const s = agenda('Imperial Academy', 'for');
    s.tasks = [{ t: 'secondary', seat: 0, card: 4 }];
    expect(prompt(s)!.choices).toEqual([0, 1]);
    s.politicalEffects = [];
    expect(prompt(s)!.choices).toEqual([0]);
  });
});

describe('political cards: laws about laws', () => {
  test('Code of Honor For: no withdrawal or retreat while in play; Against: discarded', () => {
    const prep = (x: Ti3State) => (x.counters['311'] = [1]);
    const s = agenda('Code of Honor', 'for', prep);
    expect(retreatChoices(s, 1, '310')).toEqual([]);
    expect(retreatChoices(agenda('Code of Honor', 'against', prep), 1, '310')).toEqual(['311']);
  });

  test('Repeal: the elected law leaves play and its effect ends (Code of Honor)', () => {
    const s = agenda('Repeal', 'Code of Honor', (x) => {
      withLaw(x, 'Code of Honor');
      x.counters['311'] = [1];
    });
    expect(laws(s)).toEqual([]);
    expect(s.politicalDiscard.sort()).toEqual(['Code of Honor', 'Repeal']);
    expect(retreatChoices(s, 1, '310')).toEqual(['311']);
  });

  test('Revote: the elected law is voted again (Against: discarded)', () => {
    const s = agendaGame(['Revote'], (x) => withLaw(x, 'Code of Honor'));
    openAgenda(s);
    // The only law in play: elected with no vote cast.
    for (const seat of [1, 2, 3, 0]) act(s, seat, 'abstain');
    skipWindows(s);
    expect(prompt(s)).toMatchObject({ kind: 'vote', choices: ['for', 'against', 'abstain'] });
    expect(s.agenda!.card).toBe('Code of Honor');
    abstainAll(s, 'against');
    expect(laws(s)).toEqual([]);
    expect(s.politicalDiscard.sort()).toEqual(['Code of Honor', 'Revote']);
  });

  test('New Constitution For: every law discarded, each player exhausts two planets; Against: the highest ready influence may discard a law', () => {
    const s = agenda('New Constitution', 'for', (x) => {
      withLaw(x, 'Code of Honor');
      withLaw(x, 'Crown of Thalnos', 1);
      planet(x, 'Abyz', 1);
    });
    expect(laws(s)).toEqual([]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'exhaust-planets', pick: { min: 2, max: 2 } });
    const t = agenda('New Constitution', 'against', (x) => withLaw(x, 'Code of Honor'));
    // Sol has 2 ready influence, the others 1 or none.
    expect(prompt(t)).toMatchObject({ seat: 0, kind: 'discard-law', choices: ['none', 'Code of Honor'] });
  });

  test('Ancient Artifact For, 1-5: everything in the Mecatol Rex system destroyed, three dice (5+) at each fleet and planet Ground Forces next to it', () => {
    const s = agenda('Ancient Artifact', 'for', (x) => {
      planet(x, 'Mecatol Rex', 1, { 'Ground Force': 2 });
      ships(x, '000', 1, { Cruiser: 1 });
      ships(x, '101', 2, { Cruiser: 1, Destroyer: 1 });
      planet(x, 'Abyz', 0, { 'Ground Force': 3 });
      // The artifact 4; the fleet in 101: 5, 1, 9 (two hits); Abyz: 2, 2, 7 (one hit).
      x.scriptDice = [4, 5, 1, 9, 2, 2, 7];
    });
    expect(s.space['000']).toBeUndefined();
    expect(s.planets['Mecatol Rex'].units).toEqual({});
    expect(s.space['101']).toBeUndefined();
    expect(s.planets.Abyz.units).toEqual({ 'Ground Force': 2 });
  });

  test('Ancient Artifact For, 6-10: every player gains two technologies, one after the other', () => {
    const s = agenda('Ancient Artifact', 'for', (x) => (x.scriptDice = [6]));
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'gain-technology' });
    const first = prompt(s)!.choices![0];
    act(s, 1, first);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'gain-technology' });
    expect(prompt(s)!.choices).not.toContain(first);
    const second = prompt(s)!.choices![0];
    act(s, 1, second);
    expect(s.players[1].techs.slice(-2)).toEqual([first, second]);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'gain-technology' });
  });

  test('Ancient Artifact Against and Wormhole Reconstruction Against: discarded without effect', () => {
    expect(agenda('Ancient Artifact', 'against').politicalDiscard).toEqual(['Ancient Artifact']);
    expect(agenda('Wormhole Reconstruction', 'against').politicalDiscard).toEqual(['Wormhole Reconstruction']);
    expect(laws(agenda('Wormhole Reconstruction', 'for'))).toEqual(['Wormhole Reconstruction']);
  });
});

describe('political cards: round tallies and tolls', () => {
  test('Labor Force Politics For: influence and resources reversed (votes too); Against: one producing Space Dock per player this round', () => {
    const s = agenda('Labor Force Politics', 'for');
    // Jord is 4 resources / 2 influence.
    expect(votes(s, 0)).toBe(4);
    const t = agenda('Labor Force Politics', 'against', (x) => planet(x, 'Abyz', 0, { 'Space Dock': 1 }));
    expect([producingDocks(t, '305', 0), producingDocks(t, '101', 0)]).toEqual([['Jord'], ['Abyz']]);
    endPrimary(t);
    t.turn = 0;
    t.tasks = [{ t: 'action', seat: 0 }];
    act(t, 0, { do: 'tactical', pos: '305' });
    for (let p = prompt(t); p && p.kind !== 'produce'; p = prompt(t)) act(t, 0, p.kind === 'move' ? 'confirm' : (p.choices?.[0] ?? null));
    act(t, 0, { unit: 'Ground Force' });
    act(t, 0, 'confirm');
    pay(t, 0);
    expect(producingDocks(t, '101', 0)).toEqual([]);
    expect(producingDocks(t, '305', 0)).toEqual(['Jord']);
  });

  test('Prophecy of Ixth: the elected player Fighters +1, lost at the end of a round without two Fighters bought', () => {
    const s = agenda('Prophecy of Ixth', 1);
    const before = withoutLaws(s);
    expect([combatValue(s, 1, 'Fighter'), combatValue(s, 2, 'Fighter')]).toEqual([combatValue(before, 1, 'Fighter') - 1, combatValue(before, 2, 'Fighter')]);
    queue(s, { t: 'place-production', seat: 1, pos: '309', bought: { Fighter: 2 }, dock: null });
    s.tasks = [];
    queue(s, { t: 'status-done' });
    expect(combatValue(s, 1, 'Fighter')).toBe(8);
    s.tasks = [];
    queue(s, { t: 'place-production', seat: 1, pos: '309', bought: { Fighter: 1 }, dock: null }, { t: 'status-done' });
    expect(combatValue(s, 1, 'Fighter')).toBe(9);
  });

  test('Technology Buy-back For: in the status phase a player may discard a technology no other of his requires, for 6 Trade Goods', () => {
    const s = agenda('Technology Buy-back', 'for', (x) => (x.players[1].techs = ['Cybernetics', 'Hylar V Assault Laser', 'Deep Space Cannon']));
    s.tasks = [];
    queue(s, { t: 'status-upkeep' });
    const p = prompt(s)!;
    expect(p).toMatchObject({ seat: 1, kind: 'sell-technology' });
    expect(p.choices).not.toContain('Hylar V Assault Laser');
    act(s, 1, 'Cybernetics');
    expect(s.players[1]).toMatchObject({ techs: ['Hylar V Assault Laser', 'Deep Space Cannon'], tradeGoods: 6 });
  });

  test('Open the Trade Routes Against: the Trade Goods each player receives this round go to the player on his left in the status phase', () => {
    const s = agenda('Open the Trade Routes', 'against');
    gainTradeGoods(ctxOf(s), 1, 3);
    s.players[3].tradeGoods = 2;
    s.tasks = [];
    queue(s, { t: 'status-done' });
    expect(s.players.map((p) => p.tradeGoods)).toEqual([0, 0, 3, 2]);
  });

  test('Traffic Tariffs For: activating a system with another player planet costs a Trade Good or an exhausted planet', () => {
    const s = agenda('Traffic Tariffs', 'for', (x) => planet(x, 'Abyz', 2, { 'Ground Force': 1 }));
    endPrimary(s);
    s.turn = 0;
    s.tasks = [{ t: 'action', seat: 0 }];
    s.players[0].tradeGoods = 1;
    act(s, 0, { do: 'tactical', pos: '101' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'traffic-tariff', choices: ['trade-good', 'Jord'] });
    act(s, 0, 'trade-good');
    expect(s.players[0].tradeGoods).toBe(0);
    s.planets.Jord.exhausted = true;
    expect(activationRefusal(s, '102', 0)).toBeNull();
    planet(s, 'Arinam', 3);
    expect(activationRefusal(s, '102', 0)).toMatch(/Traffic Tariffs/);
  });

  test('Colonization Licensing For: landing on a neutral planet first costs its resources', () => {
    const s = agenda('Colonization Licensing', 'for');
    ships(s, '101', 0, { Carrier: 1, 'Ground Force': 2 });
    s.players[0].tradeGoods = 0;
    s.planets.Jord.exhausted = true;
    expect(landsOn(s, 0, '101').size).toBe(0);
    s.planets.Jord.exhausted = false;
    // Jord pays 4: Abyz (3) or Fria (2), not both.
    expect([...landsOn(s, 0, '101')].sort()).toEqual(['Abyz', 'Fria']);
    s.activation = { seat: 0, pos: '101', moved: true, transfer: null, produced: false };
    s.tasks = [
      { t: 'land', seat: 0, pos: '101', steps: [{ planet: 'Abyz', groundForces: 1 }] },
      { t: 'end-turn', seat: 0 },
    ];
    expect(prompt(s)!.choices).not.toContainEqual({ planet: 'Fria', groundForces: 1 });
    act(s, 0, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'pay', text: expect.stringMatching(/^Pay 3 resources/) });
    pay(s, 0);
    expect(s.planets.Abyz.owner).toBe(0);
  });
});
