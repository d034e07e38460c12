/**
 * TI3 under the leak fuzzer: test/fuzz/leaks.test.ts runs its plan (games/ti3/tooling.ts, 3-6 seats) with
 * every other game's; here, a peek at each kind of TI3 secret proves the hidden hook varies it (a view that
 * showed it would be caught), and a question asked only of seats holding a certain card is caught too.
 */
import type { GameDefinition, Json, Prompt, Viewer } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { fuzzGameLeaks } from '../../server/src/tools/leak-fuzz';

function leaky(patch: Partial<GameDefinition<Ti3State>>): GameDefinition<Ti3State> {
  return { ...ti3, ...patch };
}

const PEEKS: [string, number, number, (s: Ti3State) => unknown][] = [
  ['another seat’s galaxy tiles', 4, 10, (s) => s.players.map((p) => p.tiles)],
  ['the removed tiles', 6, 10, (s) => s.removedTiles],
  ['the 5-player face-down tile', 5, 12, (s) => s.faceDownTile ?? (s.faceDown ? s.galaxy[s.faceDown] : null)],
  ['other seats’ secret objectives', 3, 10, (s) => s.players.map((p) => p.secret)],
  ['the unused secret objectives', 3, 10, (s) => s.unusedSecrets],
  ['the objective deck', 3, 10, (s) => s.objectiveDeck[0]],
  ['the action deck', 3, 10, (s) => s.actionDeck.slice(0, 2)],
  ['the political deck', 3, 10, (s) => s.politicalDeck[0]],
  ['the RNG state', 3, 10, (s) => s.rng[0] % 3],
];

/** TI3 with Successful Spy and Synchronicity in seat 0's starting hand, 3 cards in each other hand. */
const KNOWING = ['Successful Spy#1', 'Synchronicity#1'];
const planted: GameDefinition<Ti3State> = {
  ...ti3,
  setup(options, seats, seed) {
    const s = ti3.setup(options, seats, seed);
    s.actionDeck = s.actionDeck.filter((c) => !KNOWING.includes(c));
    s.players[0].hand.push(...KNOWING);
    for (const p of s.players.slice(1)) p.hand.push(...s.actionDeck.splice(0, 3));
    return s;
  },
};

describe('TI3 leak fuzzing with the cards that show hidden cards', () => {
  test('Successful Spy and Synchronicity: what the victim and the searcher saw is kept in their worlds (no finding)', async () => {
    const r = await fuzzGameLeaks(planted, { options: {}, seats: 3, games: 1, seed: 'knowing', maxFindings: 3, replayEvery: 0, maxMoves: 700 });
    expect(r.findings.map((f) => `${f.check}: ${f.detail}`)).toEqual([]);
    expect(r.counters.eventExact).toBeGreaterThan(0);
  }, 300_000);
});

describe('TI3 leak fuzzing fails on injected leaks', () => {
  for (const [what, seats, maxMoves, peek] of PEEKS) {
    test(`a TI3 view that shows ${what}`, async () => {
      const game = leaky({ view: (s: Ti3State, v: Viewer) => ({ ...(ti3.view(s, v) as { [k: string]: Json }), peek: peek(s) as Json }) });
      const r = await fuzzGameLeaks(game, { options: {}, seats, games: 1, seed: 'peek', maxFindings: 1, replayEvery: 0, maxMoves });
      expect(r.findings.map((f) => `${f.check}: ${f.detail}`)).toEqual([expect.stringMatching(/^view: .*\.peek/)]);
    }, 60_000);
  }

  test('a TI3 view that shows other seats’ action cards', async () => {
    const game = leaky({ view: (s: Ti3State, v: Viewer) => ({ ...(ti3.view(s, v) as { [k: string]: Json }), peek: s.players.map((p) => p.hand) }) });
    const r = await fuzzGameLeaks(game, { options: {}, seats: 3, games: 1, seed: 'peek-hand', maxFindings: 1, replayEvery: 0, maxMoves: 400 });
    expect(r.findings.map((f) => `${f.check}: ${f.detail}`)).toEqual([expect.stringMatching(/^view: .*\.peek/)]);
  }, 120_000);

  test('a question asked only of seats holding a certain card', async () => {
    const game = leaky({
      pending: (s: Ti3State): Prompt[] => {
        const out = ti3.pending(s);
        if (out.length > 0 && s.phase === 'strategy') {
          const other = (out[0].seat + 1) % s.seats;
          if (s.players[other].tiles.length === 0 && s.players[other].secret !== null && s.players[other].secret < 'M')
            return [{ seat: other, kind: 'nudge', text: 'you hold an early secret', choices: ['ok'] }];
        }
        return out;
      },
      apply: (s: Ti3State, seat: number, move: Json) =>
        move === 'ok' && ti3.pending(s)[0]?.seat !== seat ? { state: s, events: [] } : ti3.apply(s, seat, move),
    });
    const r = await fuzzGameLeaks(game, { options: {}, seats: 4, games: 1, seed: 'nudge', maxFindings: 1, replayEvery: 0, maxMoves: 80 });
    expect(r.findings.length).toBeGreaterThan(0);
  }, 120_000);
});
