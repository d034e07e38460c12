/**
 * Voting (rulebook p.23): clockwise from the player left of the Speaker, the Speaker last; each voter casts
 * all his votes for one outcome or abstains. For/Against passes by a majority of the votes cast, an Elect
 * agenda by the most votes; a tie (0-0 included) is the Speaker's to decide.
 */
import type { Json } from '../../../engine';
import type { AgendaOutcome } from '../data';
import { activeSeats, clockwiseAfter, type Ti3State } from '../state';
import { lawsInPlay } from './effects';
import { barredFromVoting } from '../action-cards/politics';
import type { Agenda, Vote } from './types';

export const TECH_COLORS = ['blue', 'green', 'red', 'yellow'] as const;

/** Every unordered pair of distinct items (a, b) with a before b in the list. */
export function pairs<T extends Json>(items: readonly T[], ok: (a: T, b: T) => boolean = () => true): [T, T][] {
  const out: [T, T][] = [];
  items.forEach((a, i) => items.slice(i + 1).forEach((b) => ok(a, b) && out.push([a, b])));
  return out;
}

/** The outcomes of an agenda by its type; a card narrows Elect Planet candidates itself (cards.ts). */
export function defaultCandidates(s: Ti3State, outcome: AgendaOutcome): Json[] {
  switch (outcome) {
    case 'for-against':
      return ['for', 'against'];
    case 'elect-player':
      return activeSeats(s);
    case 'elect-two-players':
      return pairs(activeSeats(s));
    case 'elect-planet':
      // RULE-READING (README): an Elect Planet agenda may elect any planet on the board, owned or neutral, unless its text excludes some.
      return Object.keys(s.planets).sort();
    case 'elect-two-planets':
      return pairs(Object.keys(s.planets).sort());
    case 'elect-law':
      return lawsInPlay(s).map((e) => e.card);
    case 'elect-color':
      return [...TECH_COLORS];
  }
}

/** Voting order: clockwise from the player left of the Speaker; the Speaker last (if still in the game); none barred by Thugs. */
export function votingOrder(s: Ti3State): number[] {
  const after = clockwiseAfter(s, s.speaker);
  return (s.players[s.speaker].eliminated ? after : [...after, s.speaker]).filter((seat) => !barredFromVoting(s, seat));
}

/** The votes that count: under Council Elder only the Elder's. */
export function counted(a: Agenda, v: Vote): number {
  return a.elder !== undefined && v.seat !== a.elder ? 0 : v.votes;
}

/** The outcomes with the most votes (one: it wins; several: the Speaker decides among them). */
export function leaders(a: Agenda): Json[] {
  const key = (x: Json) => JSON.stringify(x);
  const totals = new Map(a.candidates.map((c) => [key(c), 0]));
  for (const v of a.votes) if (v.outcome !== null) totals.set(key(v.outcome), (totals.get(key(v.outcome)) ?? 0) + counted(a, v));
  const best = Math.max(...totals.values());
  return a.candidates.filter((c) => totals.get(key(c)) === best);
}

/** All the votes cast for an outcome (Mass Mobilization counts them). */
export function votesCast(a: Agenda): number {
  return a.votes.reduce((n, v) => n + (v.outcome === null ? 0 : counted(a, v)), 0);
}
