/** The strategy phase (issue 23 "Strategy phase", rulebook p.9, p.31, p.36). */
import { ti3 } from '../../server/src/games/ti3';
import { orderOfPlay } from '../../server/src/games/ti3/order';
import { act, newGame, prompt, refusal } from './helpers';

function pickInOrder(s: ReturnType<typeof newGame>, cards: number[]): void {
  for (const c of cards) act(s, prompt(s)!.seat, c);
}

describe('strategy phase', () => {
  test('two cards at 3-4 players, in two passes in the same order, and order of play by the lower card', () => {
    const s = newGame(4);
    const asked: number[] = [];
    for (const c of [8, 2, 5, 3, 4, 6, 7, 1]) {
      asked.push(prompt(s)!.seat);
      act(s, prompt(s)!.seat, c);
    }
    expect(asked).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(s.players.map((p) => p.cards)).toEqual([
      [8, 4],
      [2, 6],
      [5, 7],
      [3, 1],
    ]);
    expect(orderOfPlay(s)).toEqual([3, 1, 0, 2]);
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'action' });
  });

  test('one card each at 5-6 players', () => {
    const s = newGame(6);
    pickInOrder(s, [1, 2, 3, 4, 5, 6]);
    expect(s.players.map((p) => p.cards.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(prompt(s)!.kind).toBe('action');
  });

  test('Initiative: whoever takes it becomes Speaker at once', () => {
    const s = newGame(6);
    act(s, 0, 4);
    const ev = act(s, 1, 1);
    expect(s.speaker).toBe(1);
    expect(ev.some((e) => e.type === 'speaker')).toBe(true);
  });

  test('bonus counter: one on every card nobody took, accumulating round after round', () => {
    const s = newGame(5);
    s.bonus = { 6: 1 };
    pickInOrder(s, [1, 2, 3, 4, 5]);
    expect(s.bonus).toEqual({ 6: 2, 7: 1, 8: 1 });
    expect((ti3.view(s, { kind: 'spectator' }) as { bonus: Record<string, number> }).bonus).toEqual({ 6: 2, 7: 1, 8: 1 });
  });

  test('bonus counter: the taker turns each into 1 Trade Good or 1 command counter', () => {
    const s = newGame(6);
    s.bonus = { 5: 3 };
    act(s, 0, 5);
    const p = prompt(s)!;
    expect(p).toMatchObject({ seat: 0, kind: 'bonus' });
    expect(p.amounts!.total).toEqual({ min: 3, max: 3 });
    const before = { tg: s.players[0].tradeGoods, cc: s.players[0].command };
    act(s, 0, { tradeGoods: 2, counters: 1 });
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    expect([s.players[0].tradeGoods - before.tg, s.players[0].command - before.cc]).toEqual([2, 1]);
    expect(s.bonus[5]).toBeUndefined();
  });

  test('Initiative not twice running', () => {
    const s = newGame(6);
    s.players[0].hadInitiative = true;
    expect(prompt(s)!.choices).not.toContain(1);
    expect(refusal(s, 0, 1)).toMatch(/ILLEGAL_MOVE/);
  });

  test('Initiative not twice running: the 4-player exception when no other card is left', () => {
    const s = newGame(4);
    s.players[3].hadInitiative = true;
    pickInOrder(s, [2, 3, 4, 5, 6, 7, 8]);
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'pick-strategy', choices: [1] });
  });

  test('Initiative held: the flag follows the card into the next round', () => {
    const s = newGame(6);
    pickInOrder(s, [2, 1, 3, 4, 5, 6]);
    expect(s.players.map((p) => p.hadInitiative)).toEqual([false, true, false, false, false, false]);
  });

  test('Naalu 0: the Naalu act first whatever card they take', () => {
    const s = newGame(4, { races: ['sol', 'naalu', 'l1z1x', 'mentak'] });
    pickInOrder(s, [1, 8, 2, 3, 4, 7, 5, 6]);
    expect(orderOfPlay(s)[0]).toBe(1);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'action' });
  });
});
