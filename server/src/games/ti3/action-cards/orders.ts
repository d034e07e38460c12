/**
 * Action cards that set rules for a system, a planet or the Fleet Supply until the round ends. As an
 * action: Armistice, Diplomatic Immunity, War Footing, Strategic Bombardment; in the strategy phase: Grand
 * Armada. RULE-READING: the cards' "this turn" is the game round (Scientist Assassination, played in the
 * strategy phase, which has no turns, uses the word the same way), so Diplomatic Immunity lasts the round.
 */
import { planetsOf, shipCount } from '../board';
import { rollDice } from '../dice';
import { openDice } from '../combat/open-dice';
import { activeSeats, fleetOf, planetsIn, type Ctx, type Ti3State } from '../state';
import { kindOf } from './kinds';
import type { TimingEntry } from '../timing-types';
import { forTheRound } from './lasting';
import type { CardEffects } from './types';

const opponents = (s: Ti3State, seat: number) => activeSeats(s).filter((x) => x !== seat);

/** Systems where `seat` has a War Sun and an opponent controls a planet. */
function bombardable(s: Ti3State, seat: number): string[] {
  return Object.keys(s.space).filter(
    (pos) => (fleetOf(s, pos, seat)?.units['War Sun'] ?? 0) > 0 && planetsIn(s, pos).some((n) => s.planets[n].owner !== null && s.planets[n].owner !== seat),
  );
}

export const ORDER_CARDS: CardEffects = {
  // The opponent may not land on the planet this round (action/landing.ts asks `armisticeBan`).
  Armistice: {
    ask: 'choose [planet, opponent]: a planet of yours the opponent may not invade this round',
    choices: (s, seat) => planetsOf(s, seat).flatMap((planet) => opponents(s, seat).map((x) => [planet, x])),
    resolve(ctx, _seat, _w, choice) {
      if (Array.isArray(choice)) forTheRound(ctx, 'Armistice', Number(choice[1]), { planet: String(choice[0]) });
    },
  },
  // Only its player may activate the system this round (action/activation.ts: `immunityBan`).
  'Diplomatic Immunity': {
    ask: 'choose a system with a ship of yours: only you may activate it',
    choices: (s, seat) => Object.keys(s.space).filter((pos) => shipCount(fleetOf(s, pos, seat)) > 0),
    resolve: (ctx, seat, _w, pos) => forTheRound(ctx, 'Diplomatic Immunity', seat, { system: String(pos) }),
  },
  // Fleet Supply +2 in the system for the round (modifiers.ts). RULE-READING: any system of the galaxy.
  'War Footing': {
    ask: 'choose the system where your Fleet Supply is increased by two this round',
    choices: (s) => Object.keys(s.galaxy),
    resolve: (ctx, seat, _w, pos) => forTheRound(ctx, 'War Footing', seat, { system: String(pos) }),
  },
  // No Fleet Supply limit in the Home System for the round (modifiers.ts).
  'Grand Armada': {
    eligible: (s, seat) => s.players[seat].home !== null,
    resolve: (ctx, seat) => forTheRound(ctx, 'Grand Armada', seat),
  },
  // Exhaust the opponents' planets where one's War Sun is; 6+ on a die: the card returns to the hand. The
  // card stays in play while its die is open (Jol Nar re-rolls it as its own), then `bombardmentCardBack`.
  // RULE-READING: "those planets" are every planet of that system an opponent controls.
  'Strategic Bombardment': {
    eligible: (s, seat) => bombardable(s, seat).length > 0,
    ask: 'choose the system of your War Sun whose opponents’ planets are exhausted',
    choices: bombardable,
    resolve(ctx, seat, _w, pos) {
      const s = ctx.s;
      const planets = planetsIn(s, String(pos)).filter((n) => s.planets[n].owner !== null && s.planets[n].owner !== seat);
      for (const n of planets) s.planets[n].exhausted = true;
      ctx.ev.push({ type: 'exhausted', text: `Strategic Bombardment exhausts ${planets.join(', ')}`, data: { seat, planets } });
      openDice(ctx, String(pos), { use: 'strategic-bombardment' }, rollDice(ctx, seat, 'Strategic Bombardment (6+: back to the hand)', [6]));
      return 'in-play';
    },
  },
};

/**
 * Strategic Bombardment's die settled: the card in play goes back to `seat`'s hand on a success, else to the
 * discard pile. A copy (Touch of Genius) never went into play: nothing moves.
 */
export function bombardmentCardBack(ctx: Ctx, seat: number, back: boolean): void {
  const s = ctx.s;
  const card = s.actionPlayed.find((c) => kindOf(c) === 'Strategic Bombardment');
  if (card === undefined) return;
  s.actionPlayed = s.actionPlayed.filter((c) => c !== card);
  if (back) s.players[seat].hand.push(card);
  else s.actionDiscard.push(card);
  ctx.ev.push({ type: 'action-card-resolved', data: { seat, card, to: back ? 'hand' : 'discard' } });
}

/** Whether an Armistice forbids `seat` to invade `planet` this round. */
export function armisticeBan(s: Ti3State, seat: number, planet: string): boolean {
  return s.cardEffects.some((e) => e.card === 'Armistice' && e.round === s.round && e.seat === seat && e.planet === planet);
}

/** The seat whose Diplomatic Immunity keeps `seat` from activating `pos` this round, or null. */
export function immunityBan(s: Ti3State, seat: number, pos: string): number | null {
  return s.cardEffects.find((e) => e.card === 'Diplomatic Immunity' && e.round === s.round && e.system === pos && e.seat !== seat)?.seat ?? null;
}

/** Round-long effects that can raise a Fleet Supply limit (Multiculturalism: the Letnev's +1). */
const RAISING_FLEET_SUPPLY = new Set(['War Footing', 'Grand Armada', 'Multiculturalism']);

/** Status step 7: the raised Fleet Supply limits end, so the excess is removed (flow.ts checks it next). */
export const ORDER_HANDLERS: TimingEntry[] = [
  {
    id: 'fleet-supply-cards-end',
    source: 'War Footing, Grand Armada, Multiculturalism: excess ships removed at the end of the status phase',
    point: 'status-step',
    run: (ctx, d) => {
      if (d.step === 7) ctx.s.cardEffects = ctx.s.cardEffects.filter((e) => !RAISING_FLEET_SUPPLY.has(e.card));
    },
  },
];
