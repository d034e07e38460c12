/**
 * A player's votes on an agenda (politics/agenda.ts): a player's votes are the influence of his ready planets; voting does not exhaust them; Trade
 * Goods never buy votes (rulebook p.23). Fantastic Rhetoric adds 10 to one vote.
 */
import { planetsOf } from '../board';
import { planetValue } from '../payment';
import type { Ti3State } from '../state';
import { MECATOL_REX, usurperVotes } from '../action-cards/culture';
import { rhetoricVotes } from '../action-cards/politics';

export function votes(s: Ti3State, seat: number): number {
  // Usurper: Mecatol Rex counts twice its influence, exhausted or not.
  const usurped = usurperVotes(s, seat);
  const influence = planetsOf(s, seat)
    .filter((n) => !s.planets[n].exhausted && !(usurped !== null && n === MECATOL_REX))
    .reduce((n, name) => n + planetValue(s, name, 'influence'), usurped ?? 0);
  // RULE-READING: every player has at least 1 vote (rulebook only; no second source).
  return Math.max(1, influence) + rhetoricVotes(s, seat);
}
