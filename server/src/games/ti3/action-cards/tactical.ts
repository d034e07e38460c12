/**
 * Action cards folded into the active player's own prompts during a tactical action (folded.ts lists them
 * there as {"play": card}): Flank Speed and In the Silence of Space (`after-activation`: the movement
 * prompt, before any ship is planned), Star of Death (`before-landing`: the landing prompt, before any
 * landing is planned), Chemical Warfare (`before-invasion`: the invasion-order prompt).
 */
import { SHIP_IDS } from '../data';
import { destroyGroundForces } from '../combat/invasion';
import { unitMove } from '../modifiers';
import { count, fleetOf, planetsIn, type Ti3State } from '../state';
import type { WindowInfo } from '../tasks';
import { revertToNeutral } from './board';
import type { CardEffects } from './types';

/** This activation's effect of `card` for the seat (one per activation: never two identical cards in one window). */
const inPlay = (s: Ti3State, card: string, seat: number) => s.cardEffects.some((e) => e.card === card && e.seat === seat && e.activation === true);

/** Systems holding one of the seat's War Suns. */
const warSunSystems = (s: Ti3State, seat: number) => Object.keys(s.space).filter((pos) => count(fleetOf(s, pos, seat)?.units, 'War Sun') > 0);

/** The planets of the invasions still to come (`w.planets`) that an enemy holds with Ground Forces. */
function invadedPlanets(s: Ti3State, seat: number, w: WindowInfo): string[] {
  return (w.planets ?? []).filter((n) => s.planets[n].owner !== null && s.planets[n].owner !== seat && count(s.planets[n].units, 'Ground Force') > 0);
}

/** The seat's fleets (by system) holding a ship of move 2 or more that may still move (not in the activated system). */
function fastFleets(s: Ti3State, seat: number, w: WindowInfo): string[] {
  return Object.keys(s.space).filter(
    (pos) => pos !== w.pos && SHIP_IDS.some((id) => count(fleetOf(s, pos, seat)?.units, id) > 0 && unitMove(s, seat, id) >= 2),
  );
}

export const TACTICAL_CARDS: CardEffects = {
  // Ships moving to the system just activated: +1 move (modifiers.ts), for this activation.
  'Flank Speed': {
    eligible: (s, seat) => !inPlay(s, 'Flank Speed', seat),
    resolve(ctx, seat, w) {
      ctx.s.cardEffects.push({ card: 'Flank Speed', seat, pos: w.pos!, activation: true });
      ctx.ev.push({ type: 'flank-speed', data: { seat, pos: w.pos! } });
    },
  },
  // One fleet's ships with a move of 2 or more pass through systems with enemy ships, this activation (action/movement.ts).
  'In the Silence of Space': {
    eligible: (s, seat, w) => !inPlay(s, 'In the Silence of Space', seat) && fastFleets(s, seat, w).length > 0,
    ask: 'choose the system of the fleet whose fast ships pass through enemy ships',
    choices: (s, seat, w) => fastFleets(s, seat, w),
    resolve(ctx, seat, _w, pos) {
      ctx.s.cardEffects.push({ card: 'In the Silence of Space', seat, pos: String(pos), activation: true });
      ctx.ev.push({ type: 'silence-of-space', data: { seat, pos: String(pos) } });
    },
  },
  // A planet in a system with one of your War Suns: its Ground Forces, PDS and Space Docks destroyed, neutral,
  // and a radiation marker (combat/invasion.ts). RULE-READING (README): any planet not yours, the marker as read.
  'Star of Death': {
    eligible: (s, seat) => warSunSystems(s, seat).length > 0,
    ask: 'choose a planet in a system with one of your War Suns',
    choices: (s, seat) =>
      warSunSystems(s, seat).flatMap((pos) => planetsIn(s, pos).filter((n) => s.planets[n].owner !== seat && s.planets[n].radiation !== true)),
    resolve(ctx, _seat, _w, choice) {
      const planet = String(choice);
      const pl = ctx.s.planets[planet];
      if (pl.owner !== null) {
        destroyGroundForces(ctx, pl.owner, planet, count(pl.units, 'Ground Force'));
        revertToNeutral(ctx, planet);
      }
      pl.radiation = true;
      ctx.ev.push({ type: 'radiation', text: `Star of Death: ${planet} is irradiated`, data: { planet } });
    },
  },
  // With a Dreadnought in the system: half the defending Ground Forces (round up) of an enemy planet about to
  // be invaded are destroyed, PDS or not. RULE-READING (README): played before the defending PDS shot.
  'Chemical Warfare': {
    eligible: (s, seat, w) => w.pos !== undefined && count(fleetOf(s, w.pos, seat)?.units, 'Dreadnought') > 0 && invadedPlanets(s, seat, w).length > 0,
    ask: 'choose the enemy planet about to be invaded',
    choices: (s, seat, w) => invadedPlanets(s, seat, w),
    resolve(ctx, _seat, _w, choice) {
      const planet = String(choice);
      const pl = ctx.s.planets[planet];
      const n = Math.ceil(count(pl.units, 'Ground Force') / 2);
      ctx.ev.push({ type: 'chemical-warfare', text: `Chemical Warfare destroys ${n} Ground Force(s) on ${planet}`, data: { planet, n } });
      destroyGroundForces(ctx, pl.owner!, planet, n);
    },
  },
};
