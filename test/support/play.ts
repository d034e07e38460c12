/** Drives connections through a match from their prompts alone. */
import { randomAnswer, seedRng } from '../../server/src/engine';
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
    const view = mover?.view;
    if (!mover || !view?.view.prompt || made >= maxMoves) return made;
    mover.sendMove(randomAnswer(view.view.prompt, rng), view.v);
    await mover.waitForView((x: ViewMessage) => x.v > view.v);
    made++;
  }
  return made;
}
