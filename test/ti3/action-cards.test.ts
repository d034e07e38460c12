/**
 * Action-card effects (issue 24, "Action cards and windows"): one test per implemented kind, titled with
 * its name. Cards played "as an action" come from the action prompt (the folded `action` window); the
 * battle cards from the windows of a space battle.
 */
import type { GameEvent, Json } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { producingDocks, productionLimit } from '../../server/src/games/ti3/action/production';
import { changeHands } from '../../server/src/games/ti3/combat/invasion';
import { run } from '../../server/src/games/ti3/flow';
import { act, cardBoard, discardAll, noMentak, newGame, planet, prompt, queue, refusal, ships, toAction, unitsAt } from './helpers';

const board = (hands: string[][], fixed?: Record<string, string>): Ti3State => cardBoard(hands, fixed);

/** Seat 0 plays `card` as its action, then answers the card's choice if one is asked. */
function playAsAction(s: Ti3State, card: string, choice?: Json): GameEvent[] {
  const ev = act(s, 0, { do: 'play', card });
  if (choice !== undefined) ev.push(...act(s, 0, choice));
  return ev;
}

const kinds = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);

describe('action cards played as an action', () => {
  test('Good Year: one Trade Good per planet controlled outside the Home System; the turn passes on', () => {
    const s = board([['Good Year#1']]);
    planet(s, 'Arinam', 0);
    planet(s, 'Meer', 0);
    planet(s, 'Lodor', 1);
    const tg = s.players[0].tradeGoods;
    expect(prompt(s)!.choices).toContainEqual({ do: 'play', card: 'Good Year#1' });
    playAsAction(s, 'Good Year#1');
    expect(s.players[0].tradeGoods).toBe(tg + 2);
    expect(s.actionDiscard).toEqual(['Good Year#1']);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
  });

  test('Sabotage on an action played as an action: Good Year gives nothing, both cards discarded, the action is spent', () => {
    const s = board([['Good Year#1'], ['Sabotage#1']]);
    planet(s, 'Arinam', 0);
    const tg = s.players[0].tradeGoods;
    playAsAction(s, 'Good Year#1');
    expect(kinds(s)).toEqual(['1:window-after-action-card']);
    act(s, 1, { play: 'Sabotage#1' });
    expect(s.players[0].tradeGoods).toBe(tg);
    expect([...s.actionDiscard].sort()).toEqual(['Good Year#1', 'Sabotage#1']);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
  });

  test('Privateers: take all of an opponent’s Trade Goods, keep half (round down), the rest to the supply', () => {
    const s = board([['Privateers#1']]);
    s.players[2].tradeGoods = 5;
    const tg = s.players[0].tradeGoods;
    playAsAction(s, 'Privateers#1', 2);
    expect(s.players[2].tradeGoods).toBe(0);
    expect(s.players[0].tradeGoods).toBe(tg + 2);
  });

  test('Insubordination: an opponent loses a command counter from his Command Pool; only opponents with one are offered', () => {
    const s = board([['Insubordination#1']]);
    s.players[1].command = 0;
    s.players[3].command = 2;
    act(s, 0, { do: 'play', card: 'Insubordination#1' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'card-choice', choices: [2, 3] });
    act(s, 0, 3);
    expect(s.players[3].command).toBe(1);
  });

  test('Unexpected Action: one of your command counters on the board returns to your reinforcements', () => {
    const s = board([['Unexpected Action#1']]);
    s.counters = { '101': [0, 1], '102': [0] };
    playAsAction(s, 'Unexpected Action#1', '101');
    expect(s.counters).toEqual({ '101': [1], '102': [0] });
  });

  test('Rally of the People: a free Dreadnought in the Home System', () => {
    const s = board([['Rally of the People#1']]);
    playAsAction(s, 'Rally of the People#1');
    expect(unitsAt(s, '305', 0)).toEqual({ Dreadnought: 1 });
  });

  test('Rise of a Messiah: one Ground Force on each planet you control', () => {
    const s = board([['Rise of a Messiah#1']]);
    planet(s, 'Arinam', 0, { 'Ground Force': 2 });
    playAsAction(s, 'Rise of a Messiah#1');
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 3 });
    expect(s.planets.Jord.units).toEqual({ 'Ground Force': 1 });
  });

  test('Civil Defense: two free PDS on a planet of yours without a PDS', () => {
    const s = board([['Civil Defense#1']]);
    planet(s, 'Arinam', 0, { PDS: 1 });
    planet(s, 'Meer', 0);
    act(s, 0, { do: 'play', card: 'Civil Defense#1' });
    expect([...prompt(s)!.choices!].sort()).toEqual(['Jord', 'Meer']);
    act(s, 0, 'Meer');
    expect(s.planets.Meer.units).toEqual({ PDS: 2 });
  });

  test('Ghost Ship: a free Destroyer in a wormhole system without enemy ships', () => {
    const s = board([['Ghost Ship#1']], { '101': 'lodor', '304': 'empty-alpha' });
    ships(s, '304', 1, { Cruiser: 1 });
    act(s, 0, { do: 'play', card: 'Ghost Ship#1' });
    // 304 holds an enemy ship: not offered.
    expect(prompt(s)!.choices).not.toContain('304');
    act(s, 0, '101');
    expect(unitsAt(s, '101', 0)).toEqual({ Destroyer: 1 });
  });

  test('Local Unrest: exhaust a planet outside the Home Systems, destroy a Ground Force; with none left it reverts to neutral', () => {
    const s = board([['Local Unrest#1', 'Local Unrest#2']]);
    planet(s, 'Arinam', 1, { 'Ground Force': 2 });
    planet(s, 'Meer', 2, { 'Ground Force': 1, PDS: 1 });
    act(s, 0, { do: 'play', card: 'Local Unrest#1' });
    expect(prompt(s)!.choices).toEqual(['Arinam', 'Meer']);
    act(s, 0, 'Arinam');
    expect(s.planets.Arinam).toMatchObject({ owner: 1, exhausted: true, units: { 'Ground Force': 1 } });
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    playAsAction(s, 'Local Unrest#2', 'Meer');
    expect(s.planets.Meer).toMatchObject({ owner: null, units: {} });
  });

  test('Uprising: every planet of a non-Home system is exhausted', () => {
    const s = board([['Uprising#1']]);
    planet(s, 'Arinam', 1);
    planet(s, 'Meer', null);
    act(s, 0, { do: 'play', card: 'Uprising#1' });
    expect(prompt(s)!.choices).not.toContain('305');
    act(s, 0, '101');
    expect([s.planets.Arinam.exhausted, s.planets.Meer.exhausted]).toEqual([true, true]);
  });

  test('Secret Industrial Agent: destroy a Space Dock outside the Home Systems (its Fighters without capacity go too)', () => {
    const s = board([['Secret Industrial Agent#1']]);
    planet(s, 'Arinam', 1, { 'Space Dock': 1, 'Ground Force': 1 });
    planet(s, 'Jord', 0, { 'Space Dock': 1 });
    ships(s, '101', 1, { Fighter: 2 });
    playAsAction(s, 'Secret Industrial Agent#1');
    expect(s.planets.Arinam.units).toEqual({ 'Ground Force': 1 });
    // The Fighters the dock supported have no capacity left.
    expect(unitsAt(s, '101', 1)).toEqual({});
    expect(s.planets.Jord.units).toEqual({ 'Space Dock': 1 });
  });

  test('Spacedock Accident: a Space Dock outside the Home Systems builds nothing this round', () => {
    const s = board([['Spacedock Accident#1']]);
    planet(s, 'Arinam', 1, { 'Space Dock': 1 });
    expect(producingDocks(s, '101', 1)).toEqual(['Arinam']);
    playAsAction(s, 'Spacedock Accident#1');
    expect(producingDocks(s, '101', 1)).toEqual([]);
    s.round += 1;
    expect(producingDocks(s, '101', 1)).toEqual(['Arinam']);
  });

  test('Reparations: after losing a planet, exhaust one of the taker’s planets and refresh one of yours worth no more', () => {
    const s = board([[], ['Reparations#1']]);
    planet(s, 'Arinam', 1, {});
    planet(s, 'Meer', 0);
    planet(s, 'Lodor', 1, {}, true);
    const ctx = { s, ev: [] };
    changeHands(ctx, 'Arinam', 0, { 'Ground Force': 1 });
    run(ctx);
    expect(kinds(s)).toEqual(['1:window-after-planet-lost']);
    act(s, 1, { play: 'Reparations#1' });
    // Jord (4 resources) or Meer (0) to exhaust; Lodor (3) may be refreshed only for Jord.
    expect(prompt(s)!.choices).toEqual(
      expect.arrayContaining([
        ['Jord', 'Lodor'],
        ['Meer', null],
      ]),
    );
    act(s, 1, ['Jord', 'Lodor']);
    expect([s.planets.Jord.exhausted, s.planets.Lodor.exhausted]).toEqual([true, false]);
  });

  test('Stellar Criminals: the opponent exhausts half his ready planets (round down), which he chooses', () => {
    const s = board([['Stellar Criminals#1']]);
    for (const name of ['Arinam', 'Meer', 'Lodor']) planet(s, name, 2);
    act(s, 0, { do: 'play', card: 'Stellar Criminals#1' });
    act(s, 0, 2);
    // Seat 2 holds its home planet and three more: 4 ready, 2 to exhaust.
    const ready = s.players[2].home === null ? [] : prompt(s)!.pick!.from;
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'exhaust-planets', pick: { min: 2, max: 2 } });
    expect(ready).toHaveLength(4);
    expect(refusal(s, 2, ['Arinam'])).toMatch(/^(BAD_MOVE|ILLEGAL_MOVE)/);
    act(s, 2, ['Arinam', 'Lodor']);
    expect(['Arinam', 'Meer', 'Lodor'].map((n) => s.planets[n].exhausted)).toEqual([true, false, true]);
  });

  test('Lucky Shot: destroy an enemy Dreadnought, Cruiser or Destroyer in a system with a planet you control', () => {
    const s = board([['Lucky Shot#1']]);
    planet(s, 'Arinam', 0);
    ships(s, '101', 1, { Dreadnought: 1, Carrier: 1 });
    ships(s, '102', 2, { Cruiser: 1 });
    playAsAction(s, 'Lucky Shot#1');
    expect(unitsAt(s, '101', 1)).toEqual({ Carrier: 1 });
    expect(unitsAt(s, '102', 2)).toEqual({ Cruiser: 1 });
  });

  test('Lucky Shot: the Ground Force a Cruiser carried with Stasis Capsules is lost with it', () => {
    const s = board([['Lucky Shot#1']]);
    s.players[1].techs.push('Stasis Capsules');
    planet(s, 'Arinam', 0);
    ships(s, '101', 1, { Cruiser: 1, 'Ground Force': 1 });
    playAsAction(s, 'Lucky Shot#1');
    expect(unitsAt(s, '101', 1)).toEqual({});
  });

  test('Plague: a die per Ground Force on an opponent’s planet, each even result destroys one; the owner keeps it', () => {
    const s = board([['Plague#1']]);
    planet(s, 'Arinam', 1, { 'Ground Force': 3 });
    s.scriptDice = [2, 7, 10];
    playAsAction(s, 'Plague#1');
    expect(s.planets.Arinam).toMatchObject({ owner: 1, units: { 'Ground Force': 1 } });
  });

  test('Voluntary Annexation: three free Ground Forces take a neutral planet next to a system with a planet you control', () => {
    const s = board([['Voluntary Annexation#1']], { '101': 'arinam-meer', '102': 'lodor', '204': 'mehar-xull' });
    planet(s, 'Lodor', 0);
    act(s, 0, { do: 'play', card: 'Voluntary Annexation#1' });
    expect(prompt(s)!.choices).toEqual(expect.arrayContaining(['Arinam', 'Meer']));
    act(s, 0, 'Meer');
    expect(s.planets.Meer).toMatchObject({ owner: 0, units: { 'Ground Force': 3 } });
  });
});

describe('action cards in the strategy phase', () => {
  /** A 4-player game at the start of round 2's strategy phase, seat 0 holding `card`. */
  function strategyStart(card: string): Ti3State {
    const s = newGame(4);
    s.players[0].hand = [card];
    s.actionDeck = s.actionDeck.filter((c) => c !== card);
    queue(s, { t: 'strategy-phase' });
    return s;
  }

  test('Strategic Shift: the chosen strategy card cannot be taken this round; it collects a bonus counter', () => {
    const s = newGame(5);
    noMentak(s);
    s.players[0].hand = ['Strategic Shift#1'];
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Strategic Shift#1');
    queue(s, { t: 'strategy-phase' });
    act(s, 0, { play: 'Strategic Shift#1' });
    act(s, 0, 3);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'pick-strategy' });
    expect(prompt(s)!.choices).not.toContain(3);
    expect(refusal(s, 0, 3)).toMatch(/ILLEGAL_MOVE/);
    for (let i = 0; i < 5; i++) act(s, prompt(s)!.seat, prompt(s)!.choices![0]);
    expect(s.bonus[3]).toBe(1);
  });

  test('Public Disgrace: the player who just took a card gives it back (bonus counters and Speaker too) and takes another', () => {
    const s = newGame(5);
    noMentak(s);
    s.players[2].hand = ['Public Disgrace#1'];
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Public Disgrace#1');
    s.bonus[1] = 2;
    queue(s, { t: 'strategy-phase' });
    act(s, 2, 'pass');
    act(s, 0, 5);
    act(s, 2, 'pass');
    act(s, 1, 1);
    expect(s.speaker).toBe(1);
    expect(kinds(s)).toEqual(['2:window-after-pick']);
    act(s, 2, { play: 'Public Disgrace#1' });
    expect([s.speaker, s.bonus[1], s.players[1].cards]).toEqual([0, 2, []]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pick-strategy' });
    expect(prompt(s)!.choices).not.toContain(1);
    act(s, 1, 2);
    expect(s.players[1].cards).toEqual([2]);
  });

  test('Public Disgrace: with 4 players the card given back is his last pick when nothing else is left', () => {
    const s = newGame(4);
    queue(s, { t: 'strategy-phase' });
    const first = prompt(s)!.seat;
    const [player, victim] = [first, (first + 3) % 4];
    s.players[player].hand = ['Public Disgrace#1'];
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Public Disgrace#1');
    /** The next pick (the card holder, while he holds it, letting the one before pass), never `avoid` while another is left. */
    const pick = (avoid?: number) => {
      if (prompt(s)!.kind !== 'pick-strategy') act(s, player, 'pass');
      const p = prompt(s)!;
      expect(p.kind).toBe('pick-strategy');
      act(s, p.seat, p.choices!.find((c) => c !== avoid) ?? p.choices![0]);
      return p;
    };
    for (let n = 0; n < 4; n++) pick();
    const given = s.players[victim].cards[0];
    act(s, player, { play: 'Public Disgrace#1' });
    expect(pick(given)).toMatchObject({ seat: victim });
    for (let n = 0; n < 3; n++) expect(pick(given).choices).toContain(given);
    // Only the card he gave back is left: he takes it rather than the game stalling.
    expect(s.available).toEqual([given]);
    expect(prompt(s)).toMatchObject({ seat: victim, kind: 'pick-strategy', choices: [given] });
    act(s, victim, given);
    expect(s.players[victim].cards).toContain(given);
    expect(s.available).toEqual([]);
  });

  test('Productivity Spike: a Space Dock produces its planet’s influence more this round', () => {
    const s = strategyStart('Productivity Spike#1');
    planet(s, 'Jord', 0, { 'Space Dock': 1 });
    const before = productionLimit(s, '305', 0);
    act(s, 0, { play: 'Productivity Spike#1' });
    expect(productionLimit(s, '305', 0)).toBe(before + 2);
    s.round += 1;
    expect(productionLimit(s, '305', 0)).toBe(before);
  });

  test('Signal Jamming: a counter from another player’s reinforcements on a non-Home system', () => {
    const s = newGame(4);
    s.players[0].hand = ['Signal Jamming#1'];
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Signal Jamming#1');
    queue(s, { t: 'strategy-phase' });
    act(s, 0, { play: 'Signal Jamming#1' });
    const choices = prompt(s)!.choices!;
    expect(choices).toContainEqual(['000', 2]);
    expect(choices.some((c) => Array.isArray(c) && (c[0] === '305' || c[1] === 0))).toBe(false);
    act(s, 0, ['000', 2]);
    expect(s.counters['000']).toEqual([2]);
  });
});

/** Seat 0 activates 101 and moves in every ship the movement prompt offers, one after the other. */
function moveIn(s: Ti3State): void {
  act(s, 0, { do: 'tactical', pos: '101' });
  while (prompt(s)?.kind === 'move' && prompt(s)!.choices!.some((c) => typeof c === 'object'))
    act(
      s,
      0,
      prompt(s)!.choices!.find((c) => typeof c === 'object')!,
    );
  act(s, 0, 'confirm');
}

/** Seats with Cruisers in the system and a card are asked after the move in (Minelayers): they pass. */
function passMoveIn(s: Ti3State): void {
  for (const p of ti3.pending(s).filter((x) => x.kind === 'window-after-move-in')) act(s, p.seat, 'pass');
}

/** The combat windows of the cards not under test in this block, closed. */
const OTHER_COMBAT_CARDS = ['Recheck', 'Into the Breach'];

/** Seat 0's Dreadnought in 102 attacks seat 1's Cruiser in 101; the dice come from `dice`. */
function battle(hands: string[][], dice: number[]): Ti3State {
  const s = board(hands);
  discardAll(s, ...OTHER_COMBAT_CARDS);
  ships(s, '101', 1, { Cruiser: 1 });
  ships(s, '102', 0, { Dreadnought: 1 });
  s.scriptDice = dice;
  moveIn(s);
  passMoveIn(s);
  return s;
}

describe('action cards in a space battle', () => {
  test('Morale Boost: +1 on all combat rolls for one round (a 4 hits for a Dreadnought)', () => {
    const s = battle([['Morale Boost#1'], ['Sabotage#1']], [4, 1]);
    expect(kinds(s)).toEqual(['0:window-before-round', '1:window-before-round']);
    act(s, 1, 'pass');
    act(s, 0, { play: 'Morale Boost#1' });
    act(s, 1, 'pass');
    // Asked again: seat 1 still holds a card, seat 0 none.
    expect(kinds(s)).toEqual(['1:window-before-round']);
    const ev = act(s, 1, 'pass');
    expect(ev.find((e) => e.type === 'roll')).toMatchObject({ data: { seat: 0, dice: [4], needs: [4], hits: 1 } });
    // Seat 1, hit and holding a card, may answer the hits (Shields Holding is unaccounted for).
    expect(kinds(s)).toEqual(['1:window-after-hits']);
    act(s, 1, 'pass');
    expect(unitsAt(s, '101', 1)).toEqual({});
    expect(s.cardEffects).toEqual([]);
  });

  test('Morale Boost: without it the same 4 misses; the window asks only the two participants', () => {
    const s = battle([['Sabotage#1'], ['Sabotage#2'], ['Morale Boost#1']], [4, 1, 10, 1]);
    expect(kinds(s)).toEqual(['0:window-before-round', '1:window-before-round']);
    act(s, 0, 'pass-window');
    const ev = act(s, 1, 'pass-window');
    expect(ev.find((e) => e.type === 'roll')).toMatchObject({ data: { seat: 0, dice: [4], needs: [5], hits: 0 } });
  });

  test('Shields Holding: the side hit cancels up to two hits of the round', () => {
    const s = battle([['Morale Boost#1'], ['Shields Holding#1']], [10, 1]);
    act(s, 0, 'pass');
    act(s, 1, 'pass');
    // The Dreadnought hit the Cruiser: only seat 1 is asked after the hits.
    expect(kinds(s)).toEqual(['1:window-after-hits']);
    act(s, 1, { play: 'Shields Holding#1' });
    act(s, 0, 'pass');
    expect(unitsAt(s, '101', 1)).toEqual({ Cruiser: 1 });
    expect(kinds(s)).toEqual(['0:window-before-round']);
  });

  test('Direct Hit!: the opponent destroys a Dreadnought just damaged in a space battle', () => {
    const s = battle([[], ['Direct Hit!#1']], [1, 10]);
    act(s, 1, 'pass');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits' });
    act(s, 0, ['Dreadnought']);
    expect(kinds(s)).toEqual(['1:window-after-damaged']);
    act(s, 1, { play: 'Direct Hit!#1' });
    expect(unitsAt(s, '101', 0)).toEqual({});
  });

  test('Fighter Prototype: your Fighters +2 on combat rolls for the first round (a 7 hits for a Fighter)', () => {
    const s = board([[], ['Fighter Prototype#1']]);
    ships(s, '101', 1, { Carrier: 1, Fighter: 1 });
    ships(s, '102', 0, { Cruiser: 1 });
    s.scriptDice = [1, 1, 7];
    moveIn(s);
    passMoveIn(s);
    // Before the battle: only seat 1 holds a card (and Fighters in the system).
    expect(kinds(s)).toEqual(['1:window-before-space-battle']);
    const ev = act(s, 1, { play: 'Fighter Prototype#1' });
    const rolls = ev.filter((e) => e.type === 'roll').map((e) => e.data);
    expect(rolls).toEqual([expect.objectContaining({ seat: 0, needs: [7] }), expect.objectContaining({ seat: 1, dice: [1, 7], needs: [9, 7], hits: 1 })]);
    expect(s.cardEffects).toEqual([]);
  });

  test('Skilled Retreat: before a round the fleet moves to an adjacent empty system with a counter from reinforcements; the battle ends', () => {
    const s = board([[], ['Skilled Retreat#1']], { '101': 'arinam-meer', '102': 'lodor', '201': 'empty-1' });
    ships(s, '101', 1, { Cruiser: 1 });
    ships(s, '102', 0, { Dreadnought: 1 });
    ships(s, '201', 2, { Destroyer: 1 });
    moveIn(s);
    passMoveIn(s);
    expect(kinds(s)).toEqual(['1:window-before-round']);
    act(s, 1, { play: 'Skilled Retreat#1' });
    const to = prompt(s)!.choices!;
    // Not 201 (seat 2's ship) nor 101 itself; 102, which seat 0's ships left, is empty now.
    expect(to).toContain('102');
    expect(to).not.toContain('201');
    act(s, 1, to[0]);
    expect(unitsAt(s, String(to[0]), 1)).toEqual({ Cruiser: 1 });
    expect(s.counters[String(to[0])]).toEqual([1]);
    expect(unitsAt(s, '101', 0)).toEqual({ Dreadnought: 1 });
    expect(s.tasks.some((t) => t.t === 'battle-roll')).toBe(false);
  });
});

describe('action cards after a strategy card', () => {
  test('Policy Paralysis: after the primary, an opponent may not follow the secondary', () => {
    const s = board([[], ['Policy Paralysis#1']]);
    toAction(s, [[4], [2, 3], [5, 6], [7, 8]], 0);
    // Enough to buy a counter with Logistics' secondary.
    for (const p of s.players) p.tradeGoods = 3;
    act(s, 0, { do: 'strategic', card: 4 });
    act(s, 0, { strategy: 0, command: 4, fleet: 0 });
    expect(kinds(s)).toEqual(['1:window-after-primary']);
    act(s, 1, { play: 'Policy Paralysis#1' });
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'card-choice', choices: [2, 3] });
    act(s, 1, 3);
    // Logistics' secondary needs no counter: seats 1 and 2 are asked, seat 3 is not.
    const asked: number[] = [];
    while (prompt(s)?.kind === 'follow-secondary') {
      asked.push(prompt(s)!.seat);
      act(s, prompt(s)!.seat, 'no');
    }
    expect(asked).toEqual([1, 2]);
    expect(s.cardEffects).toEqual([]);
  });
});

describe('action cards after ships move in, and after a capture', () => {
  test('Experimental Battlestation: a Space Dock in the system fires three times as a PDS at the ships that moved in', () => {
    const s = board([[], ['Experimental Battlestation#1']]);
    planet(s, 'Arinam', 1, { 'Space Dock': 1, 'Ground Force': 1 });
    ships(s, '102', 0, { Cruiser: 2 });
    s.scriptDice = [6, 1, 6];
    moveIn(s);
    expect(kinds(s)).toEqual(['1:window-after-move-in']);
    const ev = act(s, 1, { play: 'Experimental Battlestation#1' });
    expect(ev.find((e) => e.type === 'roll')).toMatchObject({ data: { seat: 1, dice: [6, 1, 6], needs: [6, 6, 6], hits: 2 } });
    expect(unitsAt(s, '101', 0)).toEqual({});
  });

  test('Minelayers: each of your Cruisers in the system hits the fleet that entered it before the battle', () => {
    const s = board([[], ['Minelayers#1']]);
    ships(s, '101', 1, { Cruiser: 2 });
    ships(s, '102', 0, { Dreadnought: 1, Destroyer: 1 });
    moveIn(s);
    expect(kinds(s)).toEqual(['1:window-after-move-in']);
    act(s, 1, { play: 'Minelayers#1' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits', pick: { min: 2, max: 2 } });
    // The two hits land before the battle (which then runs on: nobody else has a question).
    const ev = act(s, 0, ['Destroyer', 'Dreadnought']);
    expect(ev[0]).toMatchObject({ type: 'casualties', data: { seat: 0, pos: '101', damaged: ['Dreadnought'], destroyed: ['Destroyer'] } });
    expect(ev.findIndex((e) => e.type === 'space-battle')).toBeGreaterThan(0);
  });

  test('Rare Mineral: three Trade Goods after taking a neutral planet by landing', () => {
    const s = board([['Rare Mineral#1']]);
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 2 });
    const tg = s.players[0].tradeGoods;
    act(s, 0, { do: 'tactical', pos: '101' });
    const carrier = prompt(s)!.choices!.find((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.unit === 'Carrier' && c.groundForces === 2)!;
    act(s, 0, carrier);
    act(s, 0, 'confirm');
    act(s, 0, { planet: 'Meer', groundForces: 2 });
    act(s, 0, 'confirm');
    expect(kinds(s)).toEqual(['0:window-after-neutral-capture']);
    act(s, 0, { play: 'Rare Mineral#1' });
    expect(s.players[0].tradeGoods).toBe(tg + 3);
    expect(s.planets.Meer.owner).toBe(0);
  });
});
