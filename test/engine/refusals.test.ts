/**
 * The engine contract's rule for every registered game: a refused move
 * changes nothing, now that the runner applies moves in place. Each game is
 * played at random through its presets; at every step the runner is sent
 * answers the open prompt does not admit and moves from seats with no
 * question, and every view must read as before. Games that check answers
 * themselves too (RftG) are also handed a deeply frozen state: a refusal
 * must come before any write (which would throw a TypeError instead).
 */
import { GAMES } from '../../server/src/games';
import {
  enumerateAnswers,
  isGameError,
  MatchRunner,
  pickOne,
  randomAnswer,
  seedRng,
  type GameDefinition,
  type Json,
  type Prompt,
  type Viewer,
} from '../../server/src/engine';
import { TOOLING } from '../../server/src/games/tooling';
import { highCard } from '../fixtures/high-card';
import { shapes } from '../fixtures/shapes';

const STEPS = Number(process.env.REFUSAL_STEPS ?? 150);

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Answers the prompt does not admit: near misses of every shape. */
function notAdmitted(prompt: Prompt): Json[] {
  const admitted = new Set(enumerateAnswers(prompt, 2000).map((a) => JSON.stringify(a)));
  const candidates: Json[] = [null, -1, 9999, 'nonsense', [], [9999], { x: 1 }];
  if (prompt.pick) candidates.push(prompt.pick.from.slice(0, prompt.pick.max + 1), [...prompt.pick.from, ...prompt.pick.from]);
  if (prompt.amounts) candidates.push(Object.fromEntries(prompt.amounts.items.map((i) => [i.id, i.max + 1])));
  return candidates.filter((c) => !admitted.has(JSON.stringify(c)));
}

/** Games whose `apply` checks answers itself as well, so it can be called without the runner. */
const selfChecking = new Set(['rftg', 'highcard']);

const setups: { game: GameDefinition; seats: number; options: Json }[] = [
  ...TOOLING.flatMap((t) => t.presets.map((p) => ({ game: t.game, seats: p.seats, options: p.options }))),
  { game: highCard, seats: 3, options: { rounds: 3 } },
  { game: shapes, seats: 2, options: {} },
];

describe.each(setups.map((s) => [`${s.game.id} ${s.seats}p ${JSON.stringify(s.options)}`, s] as const))(
  'refused moves change nothing: %s',
  (_name, { game, seats, options }) => {
    it('refuses before changing anything, and views read as before', () => {
      expect(GAMES.length).toBeGreaterThan(0);
      const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i}` }));
      const runner = MatchRunner.start(game, game.parseOptions(options, seats), names, 'refusals');
      const rng = seedRng('refusals');
      const viewers: Viewer[] = [{ kind: 'spectator' }, ...names.map((_, seat): Viewer => ({ kind: 'seat', seat }))];
      for (let step = 0; step < STEPS && runner.result() === null; step++) {
        const toMove = runner.seatsToMove();
        const seat = pickOne(rng, toMove);
        const prompt = runner.promptFor(seat)!;
        if (selfChecking.has(game.id)) {
          const frozen = deepFreeze(structuredClone(runner.currentState));
          for (const move of notAdmitted(prompt)) {
            try {
              game.apply(frozen, seat, move);
            } catch (e) {
              if (!isGameError(e)) throw new Error(`${game.id} step ${step}: ${JSON.stringify(move)} for ${prompt.kind} threw ${String(e)}`, { cause: e });
            }
          }
        }
        const before = viewers.map((v) => JSON.stringify(runner.view(v)));
        for (const move of notAdmitted(prompt).slice(0, 4))
          expect(() => runner.apply(seat, move)).toThrow(expect.objectContaining({ code: expect.stringMatching(/^(BAD_MOVE|ILLEGAL_MOVE)$/) }));
        const idle = names.map((_, s) => s).find((s) => !toMove.includes(s));
        if (idle !== undefined) expect(() => runner.apply(idle, randomAnswer(prompt, rng))).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
        expect(viewers.map((v) => JSON.stringify(runner.view(v)))).toEqual(before);
        runner.apply(seat, randomAnswer(prompt, rng));
      }
    });
  },
);

describe('an engine fault', () => {
  it('stops the runner: the state it left may be half-changed', () => {
    const faulty: GameDefinition = {
      ...highCard,
      apply: (s) => {
        s.round = -1;
        throw new Error('a bug in the rules');
      },
    };
    const runner = MatchRunner.start(faulty, { rounds: 1 }, [{ name: 'A' }, { name: 'B' }], 'f');
    expect(() => runner.apply(0, [])).toThrow('a bug in the rules');
    expect(() => runner.apply(1, [])).toThrow(expect.objectContaining({ code: 'INTERNAL' }));
  });
});
