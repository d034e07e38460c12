/**
 * The technologies' rules that run at timing points (timing.ts); the rest are switches and values in the
 * modifier pipeline (modifiers.ts) that the procedures read. Each has the id `TECHNOLOGIES` references.
 * Nothing here imports timing.ts values (it spreads TECH_HANDLERS at load).
 */
import { roll } from '../dice';
import { homePlanets } from '../home';
import { add, count, fleetOf, type Ctx } from '../state';
import type { TimingEntry } from '../timing-types';
import { openAt } from '../opened';
import type { Task } from '../tasks';
import { hasTech } from './modifiers';

/** Gen Synthesis: each destroyed Ground Force comes back on 5+ to a planet of the home system one controls. */
function genSynthesis(ctx: Ctx, seat: number, n: number): void {
  const s = ctx.s;
  if (n <= 0 || !hasTech(s, seat, 'Gen Synthesis')) return;
  // RULE-READING: "a planet in your Home System" — the first home planet the player still controls (none: the unit is lost).
  const home = homePlanets(s, seat).find((name) => s.planets[name]?.owner === seat);
  const back = roll(ctx, seat, 'Gen Synthesis', Array<number>(n).fill(5));
  if (back === 0 || home === undefined) return;
  add(s.planets[home].units, 'Ground Force', back);
  ctx.ev.push({ type: 'gen-synthesis', text: `seat ${seat} returns ${back} Ground Force(s) to ${home}`, data: { seat, planet: home, n: back } });
}

/**
 * Dacxive Animators: the winner of an invasion combat rolls once per Ground Force killed; each 6+ places one
 * there. RULE-READING (README): the winner is the side with Ground Forces left (a defender who holds wins
 * too); "killed" counts both sides' Ground Forces lost to the PDS shot and the rounds on that planet, not
 * to bombardment, which comes before the combat.
 */
function dacxive(ctx: Ctx, seat: number, planet: string, killed: number): void {
  const s = ctx.s;
  if (killed <= 0 || !hasTech(s, seat, 'Dacxive Animators') || s.planets[planet].owner !== seat) return;
  const placed = roll(ctx, seat, 'Dacxive Animators', Array<number>(killed).fill(6));
  if (placed === 0) return;
  add(s.planets[planet].units, 'Ground Force', placed);
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
  { id: 'gen-synthesis-return', source: 'Gen Synthesis', point: 'ground-forces-destroyed', run: (ctx, d) => genSynthesis(ctx, d.seat!, d.n ?? 0) },
];
