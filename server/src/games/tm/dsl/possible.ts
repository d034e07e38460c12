/**
 * What can be done now, without doing it: whether a card's mandatory parts
 * are all possible (a tile needs a legal space, a decrease of your own
 * production needs that production, an "any player" decrease needs someone
 * who has it, a cost needs the resources), and whether an action would do
 * anything at all. Global raises beyond the maximum, oceans beyond 9, "up
 * to" removals and resources for cards you lack may come to nothing. The
 * parts hooks reuse are in ./check.ts.
 */
import { legalSpaces } from '../board/placement';
import { hookPossible } from '../hooks';
import { withMarsbotSource } from '../opponents';
import { canPay } from '../payment';
import { playedCard } from '../tableau';
import { MAX_OCEANS, MAX_OXYGEN, MAX_TEMPERATURE, type TmState } from '../state';
import { canHoldAnimalsOrMicrobes, productionChangePossible, receivingCards, takeableCards } from './check';
import { named, type Step } from './language';

export function stepPossible(s: TmState, seat: number, card: string | null, step: Step, there?: string): boolean {
  const p = s.players[seat];
  // RULE-AMBIGUITY: a card's resource loss (Moss, Nitrophilic Moss) needs the resources before it is played;
  // the open-source project lets Viral Enhancers' trigger supply Moss's plant.
  if ('lose' in step) return named(step.lose).every(([r, n]) => p.res[r] >= n);
  if ('prod' in step) return productionChangePossible(s, seat, card, step.prod);
  if ('place' in step) return step.place === 'ocean' || legalSpaces(s, seat, step.place, step.rule).length > 0;
  if ('addTo' in step) return step.addTo !== 'any' || receivingCards(s, seat, card, 'any', false).length > 0;
  if ('takeToHere' in step) return withMarsbotSource(s, takeableCards(s, seat, card, step.takeToHere)).length > 0;
  if ('removeHere' in step) return card !== null && (playedCard(p, card)?.res ?? 0) >= step.removeHere;
  if ('pay' in step)
    return canPay(p, { cost: step.pay, steel: step.with?.includes('steel') ?? false, titanium: step.with?.includes('titanium') ?? false, reserveHeat: 0 });
  if ('exchange' in step) return (step.exchange.production ? p.prod : p.res)[step.exchange.from] >= step.exchange.min;
  if ('discard' in step) return p.hand.length >= step.discard;
  if ('choose' in step) return step.choose.some((o) => stepsPossible(s, seat, card, o, there));
  if ('addThere' in step) return there !== undefined && canHoldAnimalsOrMicrobes(there);
  if ('hook' in step) return hookPossible(step.hook, s, seat, card);
  return true;
}

export function stepsPossible(s: TmState, seat: number, card: string | null, steps: readonly Step[] | undefined, there?: string): boolean {
  return (steps ?? []).every((st) => stepPossible(s, seat, card, st, there));
}

/** Whether a step would change anything now (an action that changes nothing is not offered). */
function stepEffective(s: TmState, seat: number, card: string | null, step: Step): boolean {
  if ('raise' in step) return step.raise === 'temperature' ? s.temperature < MAX_TEMPERATURE : s.oxygen < MAX_OXYGEN;
  if ('place' in step) return (step.place !== 'ocean' || s.oceans < MAX_OCEANS) && legalSpaces(s, seat, step.place, step.rule).length > 0;
  if ('addTo' in step) return receivingCards(s, seat, card, step.addTo, step.other ?? false).length > 0;
  if ('choose' in step) return step.choose.some((o) => stepsPossible(s, seat, card, o) && o.some((x) => stepEffective(s, seat, card, x)));
  return true;
}

export function stepsEffective(s: TmState, seat: number, card: string | null, steps: readonly Step[]): boolean {
  return steps.some((st) => stepEffective(s, seat, card, st));
}
