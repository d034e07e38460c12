/**
 * Action cards of the `action` window and of the strategy-phase windows (issue 24): one test (or more) per
 * kind, titled with its name. Seat 0 is Sol (home 305, Jord), seat 2 L1Z1X.
 */
import type { GameEvent, Json } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { activationRefusal } from '../../server/src/games/ti3/action/activation';
import { landChoices } from '../../server/src/games/ti3/action/landing';
import { takeActionCard } from '../../server/src/games/ti3/cards';
import { changeHands } from '../../server/src/games/ti3/combat/invasion';
import { run } from '../../server/src/games/ti3/flow';
import { knowsDeck } from '../../server/src/games/ti3/knowledge';
import { adjacentForMovement } from '../../server/src/games/ti3/map/adjacency';
import { fleetSupply, initiativeOf, unitCost } from '../../server/src/games/ti3/modifiers';
import { votes } from '../../server/src/games/ti3/politics/votes';
import { actionCardIds } from '../../server/src/games/ti3/setup';
import { researchable } from '../../server/src/games/ti3/strategy-cards/technology';
import { act, clearBoard, copy, newGame, noMentak, passWindow, planet, prompt, queue, refusal, ships, toAction, unitsAt } from './helpers';

/** Gives each seat its hand (taken out of the deck). */
function deal(s: Ti3State, hands: string[][]): Ti3State {
  const held = new Set(hands.flat());
  s.actionDeck = s.actionDeck.filter((c) => !held.has(c));
  s.players.forEach((p, k) => (p.hand = [...(hands[k] ?? [])]));
  return s;
}

/** A 4-player game on a cleared board, seat 0 to act. */
function acting(hands: string[][], fixed: Record<string, string> = { '101': 'arinam-meer', '102': 'lodor' }): Ti3State {
  const s = newGame(4, {}, fixed);
  clearBoard(s);
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return deal(s, hands);
}

/** Seat 0 plays `card` from the action prompt, then answers its question if `choice` is given. */
function play(s: Ti3State, card: string, choice?: Json): GameEvent[] {
  const ev = act(s, 0, { do: 'play', card });
  if (choice !== undefined) ev.push(...act(s, 0, choice));
  return ev;
}

/** A game at its strategy phase's start, seat 0 holding `card` (the others none). */
function strategyStart(card: string, seats = 4): Ti3State {
  const s = deal(newGame(seats), [[card]]);
  queue(s, { t: 'strategy-phase' });
  return s;
}

/** Seat 0 plays its card in the strategy-start window, answering the card's question with `choice`. */
function playAtStart(card: string, choice?: Json, seats = 4): Ti3State {
  const s = strategyStart(card, seats);
  act(s, 0, { play: card });
  if (choice !== undefined) act(s, 0, choice);
  return s;
}

const isPlay = (card: string) => (c: Json) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.play === card;

describe('action cards played as an action (issue 24)', () => {
  test('Armistice: the chosen opponent may not land on the chosen planet this round; others may', () => {
    const s = acting([['Armistice#1']]);
    planet(s, 'Arinam', 0, { 'Ground Force': 1 });
    act(s, 0, { do: 'play', card: 'Armistice#1' });
    expect(prompt(s)!.choices).toEqual(
      expect.arrayContaining([
        ['Arinam', 1],
        ['Jord', 3],
      ]),
    );
    act(s, 0, ['Arinam', 1]);
    ships(s, '101', 1, { Carrier: 1, 'Ground Force': 2 });
    ships(s, '101', 2, { Carrier: 1, 'Ground Force': 2 });
    const landOn = (seat: number) =>
      new Set(
        landChoices(s, { t: 'land', seat, pos: '101', steps: [] }).flatMap((c) => (typeof c === 'object' && c !== null && !Array.isArray(c) ? [c.planet] : [])),
      );
    expect([...landOn(1)]).toEqual(['Meer']);
    expect([...landOn(2)].sort()).toEqual(['Arinam', 'Meer']);
    s.round += 1;
    expect([...landOn(1)].sort()).toEqual(['Arinam', 'Meer']);
  });

  test('Diplomatic Immunity: only its player may activate a system holding his ship, for the round', () => {
    const s = acting([['Diplomatic Immunity#1']]);
    ships(s, '101', 0, { Destroyer: 1 });
    ships(s, '102', 1, { Destroyer: 1 });
    // 102 holds no ship of seat 0: one system only, chosen without a question.
    play(s, 'Diplomatic Immunity#1');
    expect(activationRefusal(s, '101', 1)).toMatch(/Diplomatic Immunity/);
    expect(activationRefusal(s, '101', 0)).toBeNull();
    expect(activationRefusal(s, '102', 2)).toBeNull();
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'tactical', pos: '101' });
  });

  test('War Footing: Fleet Supply +2 in one system for the round; the excess goes at the end of the status phase', () => {
    const s = acting([['War Footing#1']]);
    s.players[0].fleet = 3;
    play(s, 'War Footing#1', '101');
    expect([fleetSupply(s, 0, '101'), fleetSupply(s, 0, '102')]).toEqual([5, 3]);
    ships(s, '101', 0, { Cruiser: 5 });
    // The end of the status phase: the limit is back to 3 and two Cruisers go.
    s.tasks = [];
    queue(s, { t: 'status-done' });
    expect(fleetSupply(s, 0, '101')).toBe(3);
    expect(unitsAt(s, '101', 0)).toEqual({ Cruiser: 3 });
  });

  test('Strategic Bombardment: a War Sun exhausts the opponents’ planets of its system; on 6+ the card returns to the hand', () => {
    const s = acting([['Strategic Bombardment#1']]);
    planet(s, 'Arinam', 1);
    planet(s, 'Meer', 2);
    ships(s, '102', 0, { 'War Sun': 1 });
    planet(s, 'Lodor', 0);
    // 102 holds only a planet of seat 0's: not a choice.
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'play', card: 'Strategic Bombardment#1' });
    ships(s, '101', 0, { 'War Sun': 1 });
    s.scriptDice = [6];
    play(s, 'Strategic Bombardment#1');
    expect([s.planets.Arinam.exhausted, s.planets.Meer.exhausted, s.planets.Lodor.exhausted]).toEqual([true, true, false]);
    expect(s.players[0].hand).toEqual(['Strategic Bombardment#1']);
    expect(s.actionDiscard).toEqual([]);
  });

  test('Strategic Bombardment: on 1-5 the card is discarded as normal', () => {
    const s = acting([['Strategic Bombardment#1']]);
    planet(s, 'Arinam', 1);
    ships(s, '101', 0, { 'War Sun': 1 });
    s.scriptDice = [5];
    play(s, 'Strategic Bombardment#1');
    expect(s.planets.Arinam.exhausted).toBe(true);
    expect([s.players[0].hand, s.actionDiscard]).toEqual([[], ['Strategic Bombardment#1']]);
  });

  test('Patrol: up to two Cruisers or Destroyers of an activated system to adjacent empty systems, a counter from reinforcements in each', () => {
    const s = acting([['Patrol#1']], { '101': 'arinam-meer', '102': 'lodor', '201': 'empty-1', '202': 'empty-2' });
    ships(s, '101', 0, { Cruiser: 1, Destroyer: 1 });
    ships(s, '102', 0, { Cruiser: 1 });
    s.counters['101'] = [0];
    act(s, 0, { do: 'play', card: 'Patrol#1' });
    const plans = prompt(s)!.choices!;
    // Only out of 101 (the activated system), only to empty-system tiles adjacent to it.
    const moves = plans
      .flatMap((p) => (Array.isArray(p) ? p : []))
      .filter((m): m is { [k: string]: Json } => typeof m === 'object' && m !== null && !Array.isArray(m));
    expect(new Set(moves.map((m) => m.from))).toEqual(new Set(['101']));
    for (const m of moves) expect(adjacentForMovement(s.galaxy, '101')).toContain(m.to);
    const two = [
      { from: '101', unit: 'Destroyer', to: '202' },
      { from: '101', unit: 'Cruiser', to: '201' },
    ];
    expect(plans).toContainEqual(two);
    act(s, 0, two);
    expect([unitsAt(s, '101', 0), unitsAt(s, '201', 0), unitsAt(s, '202', 0)]).toEqual([{}, { Cruiser: 1 }, { Destroyer: 1 }]);
    expect([s.counters['201'], s.counters['202']]).toEqual([[0], [0]]);
  });

  test('Transport: up to three Ground Forces to another planet of yours along a route without enemy ships', () => {
    const s = acting([['Transport#1']]);
    planet(s, 'Jord', 0, { 'Ground Force': 4 });
    planet(s, 'Arinam', 0);
    act(s, 0, { do: 'play', card: 'Transport#1' });
    expect(prompt(s)!.choices).toContainEqual({ from: 'Jord', to: 'Arinam', groundForces: 3 });
    expect(prompt(s)!.choices).not.toContainEqual({ from: 'Jord', to: 'Arinam', groundForces: 4 });
    act(s, 0, { from: 'Jord', to: 'Arinam', groundForces: 3 });
    expect([s.planets.Jord.units, s.planets.Arinam.units]).toEqual([{ 'Ground Force': 1 }, { 'Ground Force': 3 }]);
  });

  test('Transport: an enemy ship in the destination system leaves no route', () => {
    const s = acting([['Transport#1']]);
    planet(s, 'Jord', 0, { 'Ground Force': 2 });
    planet(s, 'Arinam', 0);
    ships(s, '101', 1, { Destroyer: 1 });
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'play', card: 'Transport#1' });
    expect(refusal(copy(s), 0, { do: 'play', card: 'Transport#1' })).toMatch(/ILLEGAL_MOVE: Transport#1 cannot be played/);
  });

  test('Massive Transport: one of your Space Docks moves to another planet of yours', () => {
    const s = acting([['Massive Transport#1']]);
    planet(s, 'Jord', 0, { 'Space Dock': 1, 'Ground Force': 1 });
    planet(s, 'Arinam', 0);
    play(s, 'Massive Transport#1');
    expect([s.planets.Jord.units, s.planets.Arinam.units]).toEqual([{ 'Ground Force': 1 }, { 'Space Dock': 1 }]);
  });

  test('Successful Spy: two random cards of an opponent’s hand, named to the taker and the victim only; the victim’s worlds keep them', () => {
    const s = acting([['Successful Spy#1'], ['Sabotage#1', 'Good Year#1', 'Plague#1'], ['Sabotage#2']]);
    act(s, 0, { do: 'play', card: 'Successful Spy#1' });
    passWindow(s);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'card-choice', choices: [1, 2] });
    const ev = act(s, 0, 1);
    const taken = s.players[0].hand;
    expect(taken).toHaveLength(2);
    expect(s.players[1].hand).toHaveLength(1);
    expect([...taken, ...s.players[1].hand].sort()).toEqual(['Good Year#1', 'Plague#1', 'Sabotage#1']);
    expect(ev.filter((e) => e.type === 'cards-taken')).toEqual([
      expect.objectContaining({ audience: [0, 1], data: { seat: 0, from: 1, cards: taken } }),
      expect.objectContaining({ audience: [2, 3], data: { seat: 0, from: 1, n: 2 } }),
    ]);
    // In seat 1's worlds seat 0 always holds those two; in seat 2's they are re-dealt.
    const worlds = (seat: number) =>
      Array.from({ length: 12 }, (_, i) => ti3.hidden!.shuffle(copy(s), { kind: 'seat', seat }, [i + 1, 7, 9, 11], { keepFuture: false }).players[0].hand);
    for (const hand of worlds(1)) expect([...hand].sort()).toEqual([...taken].sort());
    expect(worlds(2).some((hand) => [...hand].sort().join() !== [...taken].sort().join())).toBe(true);
    expect(ti3.hidden!.secrets(s, { kind: 'seat', seat: 1 }).map((x) => x.value)).not.toContain(taken[0]);
  });
});

describe('action cards in the strategy phase (issue 24)', () => {
  test('Cultural Crisis: the chosen player loses his racial abilities this round (L1Z1X Dreadnoughts cost 5)', () => {
    const s = playAtStart('Cultural Crisis#1', 2);
    expect(unitCost(s, 2, 'Dreadnought')).toBe(5);
    s.round += 1;
    expect(unitCost(s, 2, 'Dreadnought')).toBe(4);
  });

  test('Multiculturalism: a racial ability of an opponent for the round (Sol with L1Z1X Dreadnoughts at 4)', () => {
    const s = strategyStart('Multiculturalism#1');
    expect(unitCost(s, 0, 'Dreadnought')).toBe(5);
    act(s, 0, { play: 'Multiculturalism#1' });
    // Every opponent's racial abilities are offered, one effect id each.
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'card-choice' });
    expect(prompt(s)!.choices).toEqual(expect.arrayContaining(['l1z1x-dreadnought-cost', 'mentak-piracy']));
    expect(prompt(s)!.choices).not.toContain('sol-ground-forces');
    act(s, 0, 'l1z1x-dreadnought-cost');
    expect(unitCost(s, 0, 'Dreadnought')).toBe(4);
    expect(unitCost(s, 1, 'Dreadnought')).toBe(5);
    s.round += 1;
    expect(unitCost(s, 0, 'Dreadnought')).toBe(5);
  });

  test('Multiculturalism then Cultural Crisis: the ability gained is lost too; a Naalu’s initiative 0 goes', () => {
    const s = deal(newGame(4, { races: ['naalu', 'sol', 'l1z1x', 'letnev'] }), [['Cultural Crisis#1']]);
    queue(s, { t: 'strategy-phase' });
    expect(initiativeOf(s, 0, 5)).toBe(0);
    act(s, 0, { play: 'Cultural Crisis#1' });
    act(s, 0, 0);
    expect(initiativeOf(s, 0, 5)).toBe(5);
  });

  test('Grand Armada: no Fleet Supply limit in the Home System this round; the excess goes at the end of the status phase', () => {
    const s = playAtStart('Grand Armada#1');
    s.players[0].fleet = 2;
    expect([fleetSupply(s, 0, '305'), fleetSupply(s, 0, '101')]).toEqual([Infinity, 2]);
    clearBoard(s);
    ships(s, '305', 0, { Cruiser: 4 });
    s.tasks = [];
    queue(s, { t: 'status-done' });
    expect(unitsAt(s, '305', 0)).toEqual({ Cruiser: 2 });
  });

  test('Scientist Assassination: the chosen player gains no technology this round', () => {
    const s = playAtStart('Scientist Assassination#1', 1);
    expect(researchable(s, 1)).toEqual([]);
    expect(researchable(s, 2).length).toBeGreaterThan(0);
    s.round += 1;
    expect(researchable(s, 1).length).toBeGreaterThan(0);
  });

  test('Synchronicity: a card of the player’s choice from the deck, then the deck is shuffled; his worlds keep its contents until it is reshuffled', () => {
    const s = strategyStart('Synchronicity#1');
    deal(s, [['Synchronicity#1'], ['Sabotage#1'], ['Sabotage#2']]);
    act(s, 0, { play: 'Synchronicity#1' });
    passWindow(s);
    const q = prompt(s)!;
    expect(q).toMatchObject({ seat: 0, kind: 'card-choice' });
    // One card per kind in the deck, by name.
    expect(new Set(q.choices!.map((c) => String(c).split('#')[0])).size).toBe(q.choices!.length);
    expect(knowsDeck(s, 0)).toBe(true);
    const card = String(q.choices!.find((c) => String(c).startsWith('Good Year'))!);
    act(s, 0, card);
    expect(s.players[0].hand).toEqual([card]);
    expect(s.actionDeck).not.toContain(card);
    expect(s.actionDiscard).toEqual(['Synchronicity#1']);
    const deck = [...s.actionDeck].sort();
    const world = (seat: number, i: number) => ti3.hidden!.shuffle(copy(s), { kind: 'seat', seat }, [i + 1, 3, 5, 7], { keepFuture: false });
    for (let i = 0; i < 8; i++) expect([...world(0, i).actionDeck].sort()).toEqual(deck);
    expect(Array.from({ length: 8 }, (_, i) => [...world(1, i).actionDeck].sort().join()).some((d) => d !== deck.join())).toBe(true);
    // The next reshuffle brings the discards (this Synchronicity among them) in: the knowledge ends.
    s.actionDiscard.push(...s.actionDeck);
    s.actionDeck = [];
    takeActionCard({ s, ev: [] });
    expect(knowsDeck(s, 0)).toBe(false);
  });

  test('Usurper: only the holder of Mecatol Rex; it stays in play, Mecatol Rex votes twice its influence even exhausted; discarded when it is lost', () => {
    const s = deal(newGame(4), [['Usurper#1']]);
    const without = copy(s);
    queue(without, { t: 'strategy-phase' });
    expect(ti3.pending(without)[0].choices).not.toContainEqual({ play: 'Usurper#1' });
    planet(s, 'Mecatol Rex', 0, { 'Ground Force': 1 }, true);
    const before = votes(s, 0);
    queue(s, { t: 'strategy-phase' });
    expect(ti3.pending(s)[0].choices).toContainEqual({ play: 'Usurper#1' });
    act(s, 0, { play: 'Usurper#1' });
    expect(s.actionPlayed).toEqual(['Usurper#1']);
    expect(s.actionDiscard).toEqual([]);
    expect(votes(s, 0)).toBe(before + 12);
    const ctx = { s, ev: [] };
    changeHands(ctx, 'Mecatol Rex', 1, { 'Ground Force': 1 });
    run(ctx);
    expect([s.actionPlayed, s.actionDiscard]).toEqual([[], ['Usurper#1']]);
  });

  test('Strategic Flexibility: after all picks, a strategy card held is swapped for one left; the bonus counter goes on the card returned', () => {
    const s = deal(newGame(5), [[], [], ['Strategic Flexibility#1']]);
    noMentak(s);
    s.bonus = { 6: 2 };
    queue(s, { t: 'strategy-phase' });
    const order: [number, number][] = [
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 5],
      [4, 7],
    ];
    for (const [seat, card] of order) {
      while (prompt(s)?.kind.startsWith('window-')) act(s, prompt(s)!.seat, 'pass');
      act(s, seat, card);
    }
    while (prompt(s)?.kind === 'window-after-pick' || prompt(s)?.kind === 'window-strategy-start') act(s, prompt(s)!.seat, 'pass');
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'window-after-all-picks' });
    expect(prompt(s)!.choices!.some(isPlay('Strategic Flexibility#1'))).toBe(true);
    expect(s.bonus).toEqual({ 1: 1, 6: 3, 8: 1 });
    act(s, 2, { play: 'Strategic Flexibility#1' });
    expect(prompt(s)!.choices).not.toContainEqual([4, 1]);
    act(s, 2, [4, 6]);
    expect(s.players[2].cards).toEqual([6]);
    expect(s.bonus).toEqual({ 1: 1, 4: 1, 8: 1 });
    // The two counters the card bore from earlier rounds are his, as with a pick.
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'bonus' });
  });

  test('Strategic Flexibility and Strategic Shift: not in a 4-player game’s deck', () => {
    const kinds = (n: number) => new Set(actionCardIds(n).map((c) => c.split('#')[0]));
    expect(kinds(4).has('Strategic Flexibility')).toBe(false);
    expect(kinds(5).has('Strategic Flexibility')).toBe(true);
  });
});
