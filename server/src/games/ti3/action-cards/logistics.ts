/**
 * Action cards that move units outside a tactical action, played as an action: Patrol, Transport,
 * Massive Transport.
 */
import { capitalShips, hasEnemyShips, planetsOf } from '../board';
import { adjacentForMovement } from '../map/adjacency';
import { fleetSupply } from '../modifiers';
import { wormholeRule } from '../politics/rules';
import { add, count, fleetOf, reinforcements, type Ti3State } from '../state';
import { hasCounter } from '../action/activation';
import { groundForceMoves, moveGroundForces } from '../action/transit-diodes';
import { patrol, patrolChoices } from '../strategy-cards/warfare';
import type { Patrol } from '../tasks';
import type { Json } from '../../../engine';
import type { CardEffects } from './types';

const TRANSPORT_MAX = 3;

/**
 * Whether a chain of systems adjacent for movement (wormholes included) joins the two planets' systems
 * without enemy ships. RULE-READING: the two systems themselves count as part of the route.
 */
function routeWithoutEnemies(s: Ti3State, seat: number, fromPlanet: string, toPlanet: string): boolean {
  const [from, to] = [s.planets[fromPlanet].at, s.planets[toPlanet].at];
  if (hasEnemyShips(s, from, seat)) return false;
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const pos = queue.shift()!;
    if (pos === to) return true;
    for (const next of adjacentForMovement(s.galaxy, pos, wormholeRule(s)))
      if (!seen.has(next) && !hasEnemyShips(s, next, seat)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return false;
}

/**
 * Patrol: a Cruiser or Destroyer in a system holding one's command counter (an activated system) to an
 * adjacent empty system, a counter from reinforcements placed there — Warfare's secondary's rule for the
 * destination (strategy-cards/warfare.ts). RULE-READING: the two ships may come from different activated
 * systems (the card asks only that each is in one).
 */
function singlePatrols(s: Ti3State, seat: number): Patrol[] {
  return patrolChoices(s, seat).filter((p) => hasCounter(s, p.from, seat));
}

/** Two patrols together: two ships, counters enough for the systems that lack one, Fleet Supply where both end. */
function pairFits(s: Ti3State, seat: number, a: Patrol, b: Patrol): boolean {
  if (a.from === b.from && a.unit === b.unit && count(fleetOf(s, a.from, seat)?.units, a.unit) < 2) return false;
  const newCounters = new Set([a.to, b.to].filter((to) => !hasCounter(s, to, seat))).size;
  if (newCounters > reinforcements(s, seat)) return false;
  return a.to !== b.to || capitalShips(fleetOf(s, a.to, seat)) + 2 <= fleetSupply(s, seat, a.to);
}

function patrolPlans(s: Ti3State, seat: number): Patrol[][] {
  const one = singlePatrols(s, seat);
  const out: Patrol[][] = one.map((p) => [p]);
  one.forEach((a, i) => one.slice(i).forEach((b) => pairFits(s, seat, a, b) && out.push([a, b])));
  return out;
}

const isPatrol = (x: Json): x is Patrol =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.from === 'string' && typeof x.to === 'string' && typeof x.unit === 'string';

export const LOGISTICS_CARDS: CardEffects = {
  Patrol: {
    ask: 'choose one or two patrols [{from, unit, to}…] out of your activated systems',
    choices: patrolPlans,
    resolve(ctx, seat, _w, plan) {
      if (Array.isArray(plan)) for (const m of plan) if (isPatrol(m)) patrol(ctx, seat, m);
    },
  },
  // Up to three Ground Forces between two of one's planets joined by a route without enemy ships.
  Transport: {
    ask: 'choose {from, to, groundForces}: up to three Ground Forces to another planet of yours',
    choices: (s, seat) => groundForceMoves(s, seat, TRANSPORT_MAX, (from, to) => routeWithoutEnemies(s, seat, from, to)),
    resolve(ctx, seat, _w, m) {
      if (typeof m === 'object' && m !== null && !Array.isArray(m))
        moveGroundForces(ctx, seat, { from: String(m.from), to: String(m.to), groundForces: Number(m.groundForces) }, 'Transport');
    },
  },
  // One of one's Space Docks to another planet of one's own without one, joined by a route without enemy ships.
  'Massive Transport': {
    ask: 'choose [from, to]: the planet of your Space Dock and the planet it moves to',
    choices(s, seat) {
      const mine = planetsOf(s, seat);
      const docks = mine.filter((n) => count(s.planets[n].units, 'Space Dock') > 0);
      return docks.flatMap((from) =>
        mine.filter((to) => count(s.planets[to].units, 'Space Dock') === 0 && routeWithoutEnemies(s, seat, from, to)).map((to) => [from, to]),
      );
    },
    resolve(ctx, seat, _w, choice) {
      if (!Array.isArray(choice)) return;
      const s = ctx.s;
      const [from, to] = [String(choice[0]), String(choice[1])];
      add(s.planets[from].units, 'Space Dock', -1);
      add(s.planets[to].units, 'Space Dock', 1);
      ctx.ev.push({ type: 'space-dock-moved', text: `seat ${seat} moves a Space Dock from ${from} to ${to}`, data: { seat, from, to } });
      // Fighters the dock supported where it stood may lose their capacity.
      s.tasks.unshift({ t: 'supply-check', pos: s.planets[from].at });
    },
  },
};
