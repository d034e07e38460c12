/** Drives connections through a match from their prompts alone. */
import { randomAnswer, seedRng } from '../../server/src/engine';
import type { MatchConnection, ViewMessage } from '../../client-sdk/src';

/**
 * Moves a connection may send per second here: below the server's default
 * message limit (MAX_MESSAGES_PER_SECOND, 30), as a well-behaved bot paces itself.
 */
const MOVES_PER_SECOND = 20;

/** Waits until `sent` (one connection's recent send times) leaves room for another message. */
async function pace(sent: number[]): Promise<void> {
  while (sent.length >= MOVES_PER_SECOND) {
    const wait = sent[0] + 1000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent.shift();
  }
  sent.push(Date.now());
}

/** Answers whichever of `players` has a prompt, until the match ends or `maxMoves` were made. */
export async function playMoves(players: MatchConnection[], maxMoves: number, seed = 'play'): Promise<number> {
  const rng = seedRng(seed);
  let made = 0;
  const sent = new Map<MatchConnection, number[]>(players.map((p) => [p, []]));
  const settle = async () => {
    const v = Math.max(...players.map((p) => p.view?.v ?? 0));
    await Promise.all(players.map((p) => p.waitForView((x) => x.v >= v)));
  };
  for (;;) {
    await settle();
    const mover = players.find((p) => p.view!.view.prompt);
    const view = mover?.view;
    if (!mover || !view?.view.prompt || made >= maxMoves) return made;
    await pace(sent.get(mover)!);
    mover.sendMove(randomAnswer(view.view.prompt, rng), view.v);
    await mover.waitForView((x: ViewMessage) => x.v > view.v);
    made++;
  }
  return made;
}
