/** Scenario helpers for the political deck: a game about to resolve a chosen agenda, laws put in play, outcomes decided. */
import type { Json } from '../../server/src/engine';
import { POLITICAL_CARDS } from '../../server/src/games/ti3/data';
import type { Ti3State } from '../../server/src/games/ti3/state';
import { abstainAll, act, newGame, prompt, skipWindows, toAction } from './helpers';

/** The political deck with `top` first, in that order. */
export const deckWith = (...top: string[]): string[] => [...top, ...POLITICAL_CARDS.map((c) => c.name).filter((n) => !top.includes(n))];

/**
 * A 4-player game (seat 0 Sol, 1 Mentak, 2 L1Z1X, 3 Letnev; seat 0 Speaker) in the action phase: seat 0 holds
 * Political with `top` on top of the political deck, the others Initiative, Trade, nothing.
 */
export function agendaGame(top: string[], prepare?: (s: Ti3State) => void): Ti3State {
  const s = newGame(4, { politicalDeck: deckWith(...top) });
  toAction(s, [[3], [1], [5], []], 0);
  prepare?.(s);
  return s;
}

/** Seat 0 takes the Political primary: 3 action cards, the counter (to the Command Pool), then the first vote is open. */
export function openAgenda(s: Ti3State): void {
  act(s, 0, { do: 'strategic', card: 3 });
  if (prompt(s)?.kind === 'gain-counters') act(s, 0, { strategy: 0, command: 1, fleet: 0 });
  skipWindows(s);
}

/** Everyone abstains; the Speaker (seat 0) decides the tie for `outcome`. */
export function agenda(card: string, outcome: Json, prepare?: (s: Ti3State) => void): Ti3State {
  const s = agendaGame([card], prepare);
  openAgenda(s);
  abstainAll(s, outcome);
  return s;
}

/** Puts a law in play as if it had passed (`elected` for an Elect law). */
export function withLaw(s: Ti3State, card: string, elected?: Json): void {
  s.politicalDeck = s.politicalDeck.filter((c) => c !== card);
  s.politicalEffects.push({
    card,
    side: elected === undefined ? 'for' : 'elect',
    duration: 'until-repealed',
    round: s.round,
    ...(elected === undefined ? {} : { elected }),
  });
}

/** Casts the votes of the seats in voting order (seat → outcome, or 'abstain'). */
export function castVotes(s: Ti3State, votes: Record<number, Json>): void {
  for (let p = prompt(s); p?.kind === 'vote' || p?.kind.startsWith('window-'); p = prompt(s)) {
    if (p.kind === 'vote') act(s, p.seat, votes[p.seat] ?? 'abstain');
    else skipWindows(s);
  }
}

/** Ends the primary: the look at the top 3 (first card kept on top), nobody follows. */
export function endPrimary(s: Ti3State): void {
  for (let p = prompt(s); p && (p.kind === 'primary-political' || p.kind === 'follow-secondary'); p = prompt(s))
    act(s, p.seat, p.kind === 'follow-secondary' ? 'no' : p.choices![0]);
}

export const laws = (s: Ti3State): string[] => s.politicalEffects.filter((e) => e.duration === 'until-repealed').map((e) => e.card);
