/**
 * The project deck and discard pile: draws (scripted ones first, for tests),
 * reshuffles of the discard pile with the seeded RNG.
 */
import { shuffle } from '../../engine';
import type { TmState } from './state';

/** Takes a scripted card from the deck or the discard pile; false if it is elsewhere (held, played). */
function takeScripted(s: TmState, id: string): boolean {
  for (const pile of [s.deck, s.discard]) {
    const i = pile.indexOf(id);
    if (i >= 0) {
      pile.splice(i, 1);
      return true;
    }
  }
  return false;
}

/** The next card off the deck, or null when deck and discard pile are both empty. */
export function drawOne(s: TmState): string | null {
  while (s.script.length > 0) {
    const id = s.script.shift()!;
    if (takeScripted(s, id)) return id;
  }
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = shuffle(s.rng, s.discard);
    s.discard = [];
  }
  return s.deck.pop()!;
}

export function drawCards(s: TmState, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(s);
    if (c === null) break;
    out.push(c);
  }
  return out;
}
