/**
 * The engine contract's rule on `pending`: a prompt, once asked, reads the
 * same after later moves changed the state in place. The runner relies on it
 * to tell a new question from an unchanged one (and so each prompt's id)
 * without copying every prompt before every move. Every registered game is
 * played at random through its presets, and after each move every prompt
 * asked before it must still serialise as it did when it was asked.
 */
import { MatchRunner, pickOne, randomAnswer, seedRng, type GameDefinition, type Json, type Prompt } from '../../server/src/engine';
import { TOOLING } from '../../server/src/games/tooling';
import { highCard } from '../fixtures/high-card';

const STEPS = Number(process.env.PROMPT_STABILITY_STEPS ?? 400);

const setups: { game: GameDefinition; seats: number; options: Json }[] = [
  ...TOOLING.flatMap((t) => t.presets.map((p) => ({ game: t.game, seats: p.seats, options: p.options }))),
  { game: highCard, seats: 3, options: { rounds: 3 } },
];

describe.each(setups.map((s) => [`${s.game.id} ${s.seats}p ${JSON.stringify(s.options)}`, s] as const))(
  'prompts are not edited by later moves: %s',
  (_name, { game, seats, options }) => {
    it('every earlier prompt reads as it was asked', () => {
      const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i}` }));
      const runner = MatchRunner.start(game, game.parseOptions(options, seats), names, 'stable prompts');
      const rng = seedRng('stable prompts');
      for (let step = 0; step < STEPS && runner.result() === null; step++) {
        const asked: Prompt[] = game.pending(runner.currentState);
        const asText = asked.map((p) => JSON.stringify(p));
        const seat = pickOne(rng, runner.seatsToMove());
        runner.apply(seat, randomAnswer(runner.promptFor(seat)!, rng));
        expect({ step, prompts: asked.map((p) => JSON.stringify(p)) }).toEqual({ step, prompts: asText });
      }
    });
  },
);
