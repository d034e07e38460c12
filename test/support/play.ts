/** Drives connections through a match from their prompts alone. */
import { randomAnswer, seedRng, type Prompt } from '../../server/src/engine';
import type { MatchConnection, ViewMessage } from '../../client-sdk/src';

/** Answers whichever of `players` has a prompt, until the match ends or `maxMoves` were made. */
export async function playMoves(players: MatchConnection[], maxMoves: number, seed = 'play'): Promise<number> {
  const rng = seedRng(seed);
  let made = 0;
  const settle = async () => {
    const v = Math.max(...players.map((p) => p.view?.v ?? 0));
    await Promise.all(players.map((p) => p.waitForView((x) => x.v >= v)));
  };
  for (;;) {
    await settle();
    const mover = players.find((p) => p.view!.view.prompt);
    if (!mover || made >= maxMoves) return made;
    const view = mover.view!;
    mover.sendMove(randomAnswer(view.view.prompt as unknown as Prompt, rng), view.v);
    await mover.waitForView((x: ViewMessage) => x.v > view.v);
    made++;
  }
  return made;
}
