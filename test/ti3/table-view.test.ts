/**
 * What the browser table reads from the TI3 view beyond the board: a space battle's dice by round (public,
 * as the `roll` events are), the same for every seat and for spectators, gone with the activation; and the
 * printed card texts it shows (public.ts), checked against the reference CSVs.
 */
import { ti3 } from '../../server/src/games/ti3';
import { ACTION_CARDS, ACTION_CARD_TEXTS, POLITICAL_CARDS, POLITICAL_CARD_TEXTS, type Ti3View } from '../../server/src/games/ti3/public';
import { haveRef, readCsv } from './csv';
import { act, attack, clearBoard, newGame, prompt, ships, toAction } from './helpers';

function board() {
  const s = newGame(4);
  clearBoard(s);
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

const viewOf = (s: ReturnType<typeof board>, viewer: Parameters<typeof ti3.view>[1]) => ti3.view(s, viewer) as unknown as Ti3View;

describe('the view of a space battle', () => {
  test('space battle dice by round: Anti-Fighter Barrage as round 0, each combat round numbered, the same for every seat and spectators', () => {
    const s = board();
    ships(s, '203', 0, { Destroyer: 2 });
    ships(s, '101', 1, { Carrier: 1, Fighter: 2 });
    // AFB 1 1 1 1 (no hit); round 1: 10 1 (attacker), 10 1 1 (Carrier, Fighters).
    s.scriptDice = [1, 1, 1, 1, 10, 1, 10, 1, 1];
    attack(s, '101', 2);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'assign-hits' });
    const v = viewOf(s, { kind: 'spectator' });
    expect(v.activation?.battle).toEqual({ pos: '101', attacker: 0, defender: 1, round: 1, over: false, winner: null });
    expect(v.activation?.rolls).toEqual([
      { seat: 0, what: 'Anti-Fighter Barrage', dice: [1, 1, 1, 1], needs: [9, 9, 9, 9], hits: 0, round: 0 },
      { seat: 0, what: 'space combat', dice: [10, 1], needs: [9, 9], hits: 1, round: 1 },
      { seat: 1, what: 'space combat', dice: [10, 1, 1], needs: [9, 9, 9], hits: 1, round: 1 },
    ]);
    for (const seat of [0, 1, 2, 3]) expect(viewOf(s, { kind: 'seat', seat }).activation).toEqual(v.activation);
    // Round 2 after both assign: the attacker's last Destroyer hits, the defender's two ships miss.
    s.scriptDice.push(10, 1, 1);
    act(s, 0, ['Destroyer']);
    act(s, 1, ['Fighter']);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits' });
    const after = viewOf(s, { kind: 'spectator' });
    expect(after.activation?.battle).toMatchObject({ round: 2, over: false });
    expect(after.activation?.rolls?.filter((r) => r.round === 2).map((r) => [r.seat, r.hits])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  test('an activation without a battle shows no battle and no dice', () => {
    const s = board();
    ships(s, '101', 1, { Carrier: 1 });
    act(s, 0, { do: 'tactical', pos: '101' });
    const v = viewOf(s, { kind: 'seat', seat: 2 });
    expect(v.activation?.battle).toBeUndefined();
    expect(v.activation?.rolls).toBeUndefined();
  });
});

describe('card texts for the table', () => {
  (haveRef ? test : test.skip)('action and political card texts are the CSVs’ (timing and text), one for every card of the data tables', () => {
    const actions = readCsv('action_cards_base.csv');
    expect(Object.entries(ACTION_CARD_TEXTS)).toEqual(actions.map((r) => [r.name, { timing: r.play_timing, text: r.text }]));
    expect(Object.entries(POLITICAL_CARD_TEXTS)).toEqual(readCsv('political_cards_base.csv').map((r) => [r.name, r.text]));
    expect(Object.keys(ACTION_CARD_TEXTS)).toEqual(ACTION_CARDS.map((c) => c.name));
    expect(Object.keys(POLITICAL_CARD_TEXTS)).toEqual(POLITICAL_CARDS.map((c) => c.name));
  });
});
