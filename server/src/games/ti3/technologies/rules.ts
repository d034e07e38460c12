/**
 * The technologies' rules that run at timing points (timing.ts); the rest are switches and values in the
 * modifier pipeline (modifiers.ts) that the procedures read. Each has the id `TECHNOLOGIES` references.
 * Nothing here imports timing.ts values (it spreads TECH_HANDLERS at load).
 */
import { homePlanets } from '../home';
import { add, count, fleetOf, type Ctx } from '../state';
import type { TimingEntry } from '../timing-types';
import { openAt } from '../opened';
import type { Task } from '../tasks';
import { hasTech } from './modifiers';

/**
 * Gen Synthesis: each destroyed Ground Force comes back on 5+ to a planet of the home system one controls.
 * The dice are rolled when the `roll` task opened here is reached, and open (Jol Nar) before
 * `genSynthesisReturn` counts them (combat/open-dice.ts).
 */
function genSynthesis(ctx: Ctx, seat: number, planet: string, n: number): void {
  if (n <= 0 || !hasTech(ctx.s, seat, 'Gen Synthesis')) return;
  openAt(ctx, { t: 'roll', pos: planet, seat, what: 'Gen Synthesis', needs: Array<number>(n).fill(5), use: { use: 'gen-synthesis' } });
}

/** Gen Synthesis's successes settled: as many Ground Forces back home. */
export function genSynthesisReturn(ctx: Ctx, seat: number, back: number): void {
  const s = ctx.s;
  // RULE-READING: "a planet in your Home System" — the first home planet the player still controls (none: the unit is lost).
  const home = homePlanets(s, seat).find((name) => s.planets[name]?.owner === seat);
  if (back === 0 || home === undefined) return;
  add(s.planets[home].units, 'Ground Force', back);
  ctx.ev.push({ type: 'gen-synthesis', text: `seat ${seat} returns ${back} Ground Force(s) to ${home}`, data: { seat, planet: home, n: back } });
}

/**
 * Dacxive Animators: the winner of an invasion combat rolls once per Ground Force killed; each 6+ places one
 * there (rolled and settled like Gen Synthesis's). RULE-READING (README): the winner is the side with
 * Ground Forces left (a defender who holds wins too); "killed" counts both sides' Ground Forces lost to the
 * PDS shot and the rounds on that planet, not to bombardment, which comes before the combat.
 */
function dacxive(ctx: Ctx, seat: number, planet: string, killed: number): void {
  if (killed <= 0 || !hasTech(ctx.s, seat, 'Dacxive Animators') || ctx.s.planets[planet].owner !== seat) return;
  openAt(ctx, { t: 'roll', pos: planet, seat, what: 'Dacxive Animators', needs: Array<number>(killed).fill(6), use: { use: 'dacxive', planet } });
}

/** Dacxive Animators' successes settled: as many Ground Forces placed on the planet (still the roller's). */
export function dacxivePlace(ctx: Ctx, seat: number, planet: string, placed: number): void {
  if (placed === 0 || ctx.s.planets[planet].owner !== seat) return;
  add(ctx.s.planets[planet].units, 'Ground Force', placed);
  ctx.ev.push({ type: 'dacxive', text: `seat ${seat} places ${placed} Ground Force(s) on ${planet}`, data: { seat, planet, n: placed } });
}

/** Assault Cannon: before the battle each side's participating Dreadnoughts may fire (attacker first; a question, public). */
function assaultCannon(ctx: Ctx, pos: string, attacker: number, defender: number): void {
  const s = ctx.s;
  const asks: Task[] = [];
  for (const [seat, target] of [
    [attacker, defender],
    [defender, attacker],
  ])
    if (hasTech(s, seat, 'Assault Cannon') && count(fleetOf(s, pos, seat)?.units, 'Dreadnought') > 0) asks.push({ t: 'assault-cannon', seat, pos, target });
  openAt(ctx, ...asks);
}

export const TECH_HANDLERS: TimingEntry[] = [
  {
    id: 'assault-cannon',
    source: 'Assault Cannon',
    point: 'before-space-battle',
    run: (ctx, d) => assaultCannon(ctx, d.pos!, d.attacker!, d.defender!),
  },
  {
    id: 'dacxive-animators',
    source: 'Dacxive Animators',
    point: 'after-invasion-combat',
    run: (ctx, d) => d.winner != null && dacxive(ctx, d.winner, d.planet!, d.n ?? 0),
  },
  { id: 'gen-synthesis-return', source: 'Gen Synthesis', point: 'ground-forces-destroyed', run: (ctx, d) => genSynthesis(ctx, d.seat!, d.planet!, d.n ?? 0) },
];
