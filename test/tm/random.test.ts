/**
 * [TM-44] invariants and [TM-45] card conservation over random games played
 * from prompts alone; every listed answer is accepted (a refusal throws). TM_RANDOM_SCALE multiplies the number of games (1 in
 * `npm test`; thousands with a large scale).
 */
import { MAX_LISTED_CHOICES, MatchRunner, pickOne, randomAnswer, seedRng, type Json } from '../../server/src/engine';
import { tm, type TmState } from '../../server/src/games/tm';
import { maxed } from '../../server/src/games/tm/state';
import { checkInvariants } from './invariants';

const SCALE = Number(process.env.TM_RANDOM_SCALE ?? 1);

function playChecked(seats: number, options: Json, seed: string): TmState {
  const runner = MatchRunner.start(
    tm,
    tm.parseOptions(options, seats),
    Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed,
  );
  const rng = seedRng(`bot:${seed}`);
  let generation = 1;
  for (let moves = 0; runner.result() === null; moves++) {
    if (moves > 20000) throw new Error(`${seed}: no end after ${moves} moves`);
    const seat = pickOne(rng, runner.seatsToMove());
    const prompt = runner.promptFor(seat)!;
    // Every question lists its answers: at most 1,000 choices, or a pick whose bounds can be met.
    if (prompt.choices && (prompt.choices.length === 0 || prompt.choices.length > MAX_LISTED_CHOICES))
      throw new Error(`${seed}: ${prompt.kind} lists ${prompt.choices.length} choices`);
    if (prompt.pick && !(prompt.pick.min <= prompt.pick.max && prompt.pick.max <= prompt.pick.from.length))
      throw new Error(`${seed}: ${prompt.kind} pick bounds`);
    runner.apply(seat, randomAnswer(prompt, rng));
    const s = runner.currentState as TmState;
    checkInvariants(s);
    if (s.generation !== generation) {
      // A new generation starts only if the last one did not end the game.
      if (!s.solo && maxed(s)) throw new Error(`${seed}: generation ${s.generation} began with Mars terraformed`);
      generation = s.generation;
    }
  }
  const s = runner.currentState as TmState;
  if (s.solo ? s.generation !== 14 : !maxed(s)) throw new Error(`${seed}: the game ended early`);
  return s;
}

const SETS: [number, Json][] = [
  [1, {}],
  [2, {}],
  [2, { corporateEra: false }],
  [3, { draft: true }],
  [4, {}],
  [5, { draft: true, beginners: true }],
];

describe('TM random games', () => {
  for (const [seats, options] of SETS) {
    test(`[TM-44] [TM-45] ${seats}p ${JSON.stringify(options)}: invariants after every move`, () => {
      for (let i = 0; i < SCALE; i++) playChecked(seats, options, `inv:${seats}:${JSON.stringify(options)}:${i}`);
    }, 120_000);
  }
});
