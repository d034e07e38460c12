/**
 * The action-card window protocol (issue 24, "Windows" and "The protocol — why a window never leaks a
 * hand"): public eligibility, one prompt kind for everyone asked, pass-only prompts, standing passes,
 * resolution with Sabotage, re-asking, the two-copies rule, the 4-player removal.
 */
import type { Json } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { CARD_EFFECTS } from '../../server/src/games/ti3/action-cards';
import { ACTION_CARDS } from '../../server/src/games/ti3/data';
import { run } from '../../server/src/games/ti3/flow';
import { eligibleSeats, unaccounted } from '../../server/src/games/ti3/windows';
import { act, copy, newGame, refusal, toAction } from './helpers';

/** A game at the start of a strategy phase with the given hands (the cards taken out of the deck). */
function strategyStart(hands: string[][], seats = 4): Ti3State {
  const s = newGame(seats);
  const held = new Set(hands.flat());
  s.actionDeck = s.actionDeck.filter((c) => !held.has(c));
  s.players.forEach((p, k) => (p.hand = [...(hands[k] ?? [])]));
  s.tasks = [{ t: 'strategy-phase' }];
  run({ s, ev: [] });
  return s;
}

const asked = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);
const choicesOf = (s: Ti3State, seat: number) => ti3.pending(s).find((p) => p.seat === seat)?.choices;
const PASSES = ['pass', 'pass-window', 'pass-round'];

describe('action-card windows: who is asked', () => {
  test('two states that differ only in a hand ask the same seats with the same prompt kind', () => {
    const a = strategyStart([['Command Summit#1'], ['Sabotage#1'], [], ['Morale Boost#1']]);
    const b = strategyStart([['Armistice#1'], ['Signal Jamming#1'], [], ['Sabotage#2']]);
    expect(asked(a)).toEqual(['0:window-strategy-start', '1:window-strategy-start', '3:window-strategy-start']);
    expect(asked(b)).toEqual(asked(a));
    // Only the seat's own prompt differs: its playable cards.
    expect(choicesOf(a, 0)).toEqual([...PASSES, { play: 'Command Summit#1' }]);
    expect(choicesOf(b, 0)).toEqual(PASSES);
  });

  test('a seat holding nothing playable gets only the three pass choices (the same footprint as passing)', () => {
    const s = strategyStart([['Sabotage#1'], ['Armistice#1'], ['Direct Hit!#1']]);
    for (const seat of [0, 1, 2]) expect(choicesOf(s, seat)).toEqual(PASSES);
  });

  test('a seat without action cards is never asked (hand sizes are public); all asked at once', () => {
    const s = strategyStart([[], ['Signal Jamming#1'], [], ['Signal Jamming#2']]);
    expect(asked(s)).toEqual(['1:window-strategy-start', '3:window-strategy-start']);
  });

  test('a window whose implemented cards are all publicly accounted for (discard pile) asks no one', () => {
    const s = newGame(4);
    // Every implemented kind playable at the start of the strategy phase, all in the discard pile.
    const kinds = ACTION_CARDS.filter((c) => CARD_EFFECTS[c.name] && [c.window, ...(c.windowAlso ?? [])].includes('strategy-start')).map((c) => c.name);
    expect(kinds).toEqual(expect.arrayContaining(['Command Summit', 'Signal Jamming']));
    const gone = s.actionDeck.filter((c) => kinds.some((k) => c.startsWith(`${k}#`)));
    s.actionDeck = s.actionDeck.filter((c) => !gone.includes(c));
    s.actionDiscard = gone;
    s.players[1].hand = [s.actionDeck.shift()!];
    s.tasks = [{ t: 'strategy-phase' }];
    run({ s, ev: [] });
    expect(asked(s)).toEqual(['0:pick-strategy']);
  });

  test('4 players: Strategic Flexibility and Strategic Shift are removed, so accounted for', () => {
    expect(unaccounted(newGame(4), 'Strategic Shift')).toBe(0);
    expect(unaccounted(newGame(5), 'Strategic Shift')).toBe(1);
    expect(unaccounted(newGame(4), 'Sabotage')).toBe(5);
  });

  test('the server never passes for a seat: the window waits for every asked seat', () => {
    const s = strategyStart([['Sabotage#1'], ['Sabotage#2']]);
    act(s, 0, 'pass');
    expect(asked(s)).toEqual(['1:window-strategy-start']);
    act(s, 1, 'pass');
    expect(asked(s)).toEqual(['0:pick-strategy']);
  });
});

describe('action-card windows: standing passes', () => {
  test('pass-round: public in every view, not asked in that window id again this round, asked again next round', () => {
    const s = strategyStart([['Sabotage#1'], ['Sabotage#2'], ['Sabotage#3'], ['Sabotage#4']]);
    for (const seat of [0, 1, 2, 3]) act(s, seat, 'pass');
    act(s, 0, 7);
    expect(asked(s)).toEqual(['1:window-after-pick', '2:window-after-pick', '3:window-after-pick']);
    act(s, 1, 'pass-round');
    for (const viewer of [0, 2])
      expect((ti3.view(s, { kind: 'seat', seat: viewer }) as { standingPasses: Json }).standingPasses).toEqual([
        { seat: 1, window: 'after-pick', until: 'round', round: 2 },
      ]);
    expect((ti3.view(s, { kind: 'spectator' }) as { standingPasses: Json[] }).standingPasses).toHaveLength(1);
    act(s, 2, 'pass');
    act(s, 3, 'pass');
    // Seat 1 picks (asked are the others), then seat 2: seat 1 is not asked in this after-pick window.
    act(s, 1, 6);
    for (const seat of [0, 2, 3]) act(s, seat, 'pass');
    act(s, 2, 5);
    expect(asked(s)).toEqual(['0:window-after-pick', '3:window-after-pick']);
    // Next round the pass is over.
    s.round += 1;
    expect(eligibleSeats(s, { id: 'after-pick', serial: 999, active: 2, subject: 2 })).toEqual([0, 1, 3]);
  });

  test('pass-window: not asked again while the window stays open (re-asked after a play), asked in the next one', () => {
    const s = strategyStart([['Command Summit#1', 'Sabotage#1'], ['Sabotage#2'], ['Signal Jamming#1']]);
    act(s, 1, 'pass-window');
    act(s, 2, 'pass');
    act(s, 0, { play: 'Command Summit#1' });
    // Its Sabotage window: seats 1 and 2 (seat 1's pass was for the strategy-start window).
    expect(asked(s)).toEqual(['1:window-after-action-card', '2:window-after-action-card']);
    act(s, 1, 'pass');
    act(s, 2, 'pass');
    // Command Summit resolved; the window is asked again, without seat 1.
    expect(asked(s)).toEqual(['0:window-strategy-start', '2:window-strategy-start']);
    act(s, 0, 'pass');
    act(s, 2, 'pass');
    expect(s.standingPasses).toEqual([]);
    act(s, 0, 7);
    expect(asked(s)).toContain('1:window-after-pick');
  });
});

describe('action-card windows: playing and resolving', () => {
  test('Command Summit: played at the start of the strategy phase, named to everyone, two counters to the Command Pool, then discarded', () => {
    const s = strategyStart([['Command Summit#1'], [], [], []]);
    const before = s.players[0].command;
    const ev = act(s, 0, { play: 'Command Summit#1' });
    expect(ev.find((e) => e.type === 'action-card')).toMatchObject({ data: { seat: 0, card: 'Command Summit#1' } });
    expect(ev.find((e) => e.type === 'action-card')!.audience).toBeUndefined();
    expect(s.players[0].command).toBe(before + 2);
    expect(s.actionDiscard).toEqual(['Command Summit#1']);
    expect(s.players[0].hand).toEqual([]);
  });

  test('Sabotage cancels a card just played: both discarded, the cancelled one without effect', () => {
    const s = strategyStart([['Command Summit#1'], ['Sabotage#1'], [], []]);
    const before = s.players[0].command;
    act(s, 0, { play: 'Command Summit#1' });
    act(s, 1, 'pass');
    expect(asked(s)).toEqual(['1:window-after-action-card']);
    const ev = act(s, 1, { play: 'Sabotage#1' });
    expect(ev.find((e) => e.type === 'cancelled')).toMatchObject({ data: { seat: 0, card: 'Command Summit#1', by: 1 } });
    expect(s.players[0].command).toBe(before);
    expect([...s.actionDiscard].sort()).toEqual(['Command Summit#1', 'Sabotage#1']);
  });

  test('Sabotage: no window answers a Sabotage (a Sabotage cannot be cancelled)', () => {
    const s = strategyStart([['Command Summit#1', 'Sabotage#3'], ['Sabotage#1'], ['Sabotage#2'], []]);
    act(s, 0, { play: 'Command Summit#1' });
    act(s, 1, 'pass');
    act(s, 2, 'pass');
    act(s, 2, 'pass');
    // Seat 1 sabotages; seat 0, holding a Sabotage, is not asked about it: the card resolves at once.
    const ev = act(s, 1, { play: 'Sabotage#1' });
    expect(ev.some((e) => e.type === 'cancelled')).toBe(true);
    expect(asked(s).every((a) => a.endsWith('window-strategy-start'))).toBe(true);
  });

  test('a cancelled card does not count as played: its player may play another copy in the same window; a resolved one may not', () => {
    const s = strategyStart([['Signal Jamming#1', 'Signal Jamming#2', 'Signal Jamming#3'], ['Sabotage#1'], [], []]);
    act(s, 1, 'pass');
    act(s, 0, { play: 'Signal Jamming#1' });
    act(s, 1, { play: 'Sabotage#1' });
    // Asked again: seat 0 may play a second Signal Jamming.
    expect(choicesOf(s, 0)).toEqual([...PASSES, { play: 'Signal Jamming#2' }, { play: 'Signal Jamming#3' }]);
    act(s, 0, { play: 'Signal Jamming#2' });
    // Its choice of system and player.
    expect(ti3.pending(s)[0]).toMatchObject({ seat: 0, kind: 'card-choice' });
    act(s, 0, ti3.pending(s)[0].choices![0]);
    // Resolved: the third copy is not offered in this window.
    expect(choicesOf(s, 0)).toEqual(PASSES);
    expect(refusal(s, 0, { play: 'Signal Jamming#3' })).toMatch(/ILLEGAL_MOVE: .*already played Signal Jamming in this window/);
  });

  test('re-asking: after a round with a play every eligible seat is asked again, so one may answer another’s card', () => {
    const s = strategyStart([['Command Summit#1'], ['Signal Jamming#1'], [], []]);
    act(s, 1, 'pass');
    act(s, 0, { play: 'Command Summit#1' });
    act(s, 1, 'pass');
    expect(asked(s)).toEqual(['1:window-strategy-start']);
    expect(choicesOf(s, 1)).toEqual([...PASSES, { play: 'Signal Jamming#1' }]);
  });

  test('resolution in order of play from the active player (clockwise from the Speaker in the strategy phase)', () => {
    const s = strategyStart([['Command Summit#1'], ['Signal Jamming#1'], [], []]);
    act(s, 1, { play: 'Signal Jamming#1' });
    const ev = act(s, 0, { play: 'Command Summit#1' });
    // Seat 0 (the Speaker) resolves first: his counters are in, seat 1's card waits for its choice.
    expect(ev.filter((e) => e.type === 'counters')).toEqual([expect.objectContaining({ data: { seat: 0, n: 2, area: 'command' } })]);
    expect(ti3.pending(s)[0]).toMatchObject({ seat: 1, kind: 'card-choice' });
  });

  test('a refused play leaves the state unchanged; a card not in the hand, or at the wrong timing, is refused', () => {
    const s = strategyStart([['Sabotage#1', 'Command Summit#1'], [], [], []]);
    const before = JSON.stringify(s);
    expect(refusal(s, 0, { play: 'Sabotage#1' })).toMatch(/ILLEGAL_MOVE: Sabotage is not played at this timing/);
    expect(refusal(s, 0, { play: 'Morale Boost#1' })).toMatch(/ILLEGAL_MOVE: Morale Boost#1 is not in your hand/);
    expect(JSON.stringify(s)).toBe(before);
  });

  test('a card whose effect is not built (Influence in the Merchants’ Guild) is never offered, neither in the action prompt nor in a window', () => {
    const s = newGame(4);
    toAction(s, [[2], [3], [4], [5]], 0);
    const card = "Influence in the Merchants' Guild#1";
    s.players[0].hand = [card, 'Strategic Shift#1'];
    const choices = ti3.pending(s)[0].choices!;
    expect(choices.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.do === 'play')).toBe(false);
    expect(refusal(copy(s), 0, { do: 'play', card })).toMatch(/ILLEGAL_MOVE/);
  });
});
