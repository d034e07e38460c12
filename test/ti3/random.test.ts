/**
 * Random games played from prompts alone across 3-6 seats (every listed answer accepted; a refusal
 * throws), now and then answering a standing offer (Trade Goods given), with the invariants after every move, every game ending, and the replay of a game's moves from
 * its seed giving the same state. TI3_RANDOM_GAMES sets the number of games per seat count (default 4 in
 * `npm test`; 75 per seat count = 300 games for the full check).
 */
import {
  applyRecorded,
  checkAnswer,
  DEFAULT_RANDOM_OFFERS,
  MAX_LISTED_CHOICES,
  MatchRunner,
  randomMove,
  seedRng,
  type RecordedMove,
} from '../../server/src/engine';
import { fallbackAnswer, ti3, type Ti3State } from '../../server/src/games/ti3';
import { checkInvariants } from './invariants';

const GAMES = Number(process.env.TI3_RANDOM_GAMES ?? 4);

/** Window prompts seen, and those offering only the three passes (a seat asked while holding nothing playable). */
const windows = { asked: 0, passOnly: 0, played: 0 };

function play(seats: number, seed: string): { state: Ti3State; moves: RecordedMove[] } {
  const runner = MatchRunner.start(
    ti3,
    ti3.parseOptions({}, seats),
    Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed,
  );
  const rng = seedRng(`bot:${seed}`);
  const moves: RecordedMove[] = [];
  let offers = 0;
  while (runner.result() === null) {
    if (moves.length > 20000) throw new Error(`${seed}: no end after ${moves.length} moves`);
    const next = randomMove(runner, rng, DEFAULT_RANDOM_OFFERS, offers)!;
    const prompt = next.offer ? runner.offerFor(next.seat)! : runner.promptFor(next.seat)!;
    if (prompt.choices && (prompt.choices.length === 0 || prompt.choices.length > MAX_LISTED_CHOICES))
      throw new Error(`${seed}: ${prompt.kind} lists ${prompt.choices.length} choices`);
    // The turn clock's answer is always one the prompt admits (offers have no clock).
    if (!next.offer) checkAnswer(prompt, fallbackAnswer(runner.currentState, prompt));
    if (prompt.kind.startsWith('window-')) {
      windows.asked++;
      if (prompt.choices!.length === 3) windows.passOnly++;
    }
    const move = next.move;
    if (typeof move === 'object' && move !== null && !Array.isArray(move) && 'play' in move) windows.played++;
    applyRecorded(runner, next);
    moves.push(next);
    if (next.offer) offers++;
    const s = runner.currentState as Ti3State;
    // Fleet Supply and capacity hold whenever no question of the activation is open (the checks ran).
    const open = s.tasks[0];
    checkInvariants(s, open === undefined || open.t === 'action' || open.t === 'pick-strategy');
  }
  return { state: runner.currentState, moves };
}

describe('TI3 random games', () => {
  for (const seats of [3, 4, 5, 6]) {
    test(`${seats} seats: ${GAMES} games end without an engine error, invariants hold, replay gives the same state`, () => {
      const reasons: Record<string, number> = {};
      for (let g = 0; g < GAMES; g++) {
        const seed = `random-${seats}-${g}`;
        const { state, moves } = play(seats, seed);
        expect(state.end).not.toBeNull();
        reasons[state.end!.reason] = (reasons[state.end!.reason] ?? 0) + 1;
        if (g === 0) {
          const again = MatchRunner.start(
            ti3,
            ti3.parseOptions({}, seats),
            Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
            seed,
          );
          for (const m of moves) applyRecorded(again, m);
          expect(JSON.stringify(again.currentState)).toBe(JSON.stringify(state));
        }
      }
      expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(GAMES);
      // Random bots wander in the drafts (undo-step, reset, a step at a time): ~2,000 moves a 6-player game,
      // ~7 s with the invariants on the loaded 2-core machine, so 75 games need more than 10 minutes.
    }, 1_200_000);
  }

  test('action-card windows were asked, some with pass choices only, and cards were played in them', () => {
    expect(windows.passOnly).toBeGreaterThan(0);
    expect(windows.played).toBeGreaterThan(0);
    expect(windows.asked).toBeGreaterThan(windows.passOnly);
  });
});
