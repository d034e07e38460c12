/**
 * Action cards that place, destroy or exhaust things on the board. Played "as an action" (the folded
 * `action` window): Rally of the People, Rise of a Messiah, Civil Defense, Ghost Ship, Local Unrest,
 * Uprising, Secret Industrial Agent, Spacedock Accident, Lucky Shot, Plague, Voluntary Annexation, Stellar
 * Criminals. In their own windows: Reparations (`after-planet-lost`), Rare Mineral (`after-neutral-capture`).
 */
import { unit, systemTile, type UnitId } from '../data';
import { enemyFleets, onBoard } from '../board';
import { changeHands } from '../combat/invasion';
import { rollDice } from '../dice';
import { openDice } from '../combat/open-dice';
import { planetValue } from '../payment';
import { adjacentByHex } from '../map/adjacency';
import { GameError, type Json } from '../../../engine';
import { activeSeats, add, count, ensureFleet, fleetOf, planetsIn, tidySpace, type Ctx, type Ti3State } from '../state';
import { gainTradeGoods } from '../gains';
import type { TaskOf } from '../tasks';
import type { CardEffects } from './types';

const LUCKY_SHOT_TARGETS = ['Dreadnought', 'Cruiser', 'Destroyer'] as const;
const isHome = (s: Ti3State, pos: string) => systemTile(s.galaxy[pos]).kind === 'home';
const left = (s: Ti3State, seat: number, id: UnitId) => (unit(id).limit ?? Infinity) - onBoard(s, seat, id);
const planetsWhere = (s: Ti3State, test: (name: string) => boolean) => Object.keys(s.planets).filter(test);

/** Puts a free ship into a system's space; Fleet Supply is checked there next. */
function placeShip(ctx: Ctx, seat: number, pos: string, id: UnitId): void {
  add(ensureFleet(ctx.s, pos, seat).units, id, 1);
  ctx.ev.push({ type: 'placed', data: { seat, pos, units: { [id]: 1 } } });
  ctx.s.tasks.unshift({ t: 'supply-check', pos });
}

/** The planet's owner loses it: no units stay on a neutral planet. */
export function revertToNeutral(ctx: Ctx, planet: string): void {
  const pl = ctx.s.planets[planet];
  if (pl.owner !== null && planet === 'Mecatol Rex') ctx.s.players[pl.owner].heldMecatolAllRound = false;
  ctx.ev.push({ type: 'neutral', text: `${planet} reverts to neutral`, data: { planet, from: pl.owner } });
  const dock = count(pl.units, 'Space Dock') > 0;
  pl.owner = null;
  pl.units = {};
  if (dock) dockLost(ctx, planet);
}

/** A Space Dock gone: the Fighters it supported in space may now lack capacity (checked at once). */
function dockLost(ctx: Ctx, planet: string): void {
  ctx.s.tasks.unshift({ t: 'supply-check', pos: ctx.s.planets[planet].at });
}

function exhaust(ctx: Ctx, planet: string): void {
  const pl = ctx.s.planets[planet];
  if (pl.exhausted) return;
  pl.exhausted = true;
  ctx.ev.push({ type: 'exhausted', data: { planet } });
}

/** Plague's dice settled: each even one destroys a Ground Force on the planet. */
export const plagueKills = (ctx: Ctx, planet: string, hits: number) => destroyOnPlanet(ctx, planet, 'Ground Force', hits);

function destroyOnPlanet(ctx: Ctx, planet: string, id: UnitId, n: number): void {
  const pl = ctx.s.planets[planet];
  if (n <= 0 || pl.owner === null) return;
  add(pl.units, id, -n);
  ctx.ev.push({ type: 'destroyed', data: { seat: pl.owner, planet, units: { [id]: n } } });
  if (id === 'Space Dock') dockLost(ctx, planet);
}

export function readyPlanets(s: Ti3State, seat: number): string[] {
  return planetsWhere(s, (n) => s.planets[n].owner === seat && !s.planets[n].exhausted);
}

/** Stellar Criminals' victim exhausts the planets he chose (exactly as many as asked, among his ready ones). */
export function exhaustChosen(ctx: Ctx, task: TaskOf<'exhaust-planets'>, move: Json): void {
  const ready = readyPlanets(ctx.s, task.seat);
  const n = Math.min(task.n, ready.length);
  if (!Array.isArray(move) || move.length !== n || new Set(move).size !== n || !move.every((x) => typeof x === 'string' && ready.includes(x)))
    throw new GameError('ILLEGAL_MOVE', `Stellar Criminals: choose exactly ${n} of your ready planets`);
  for (const name of ready.filter((x) => move.includes(x))) exhaust(ctx, name);
}

export const BOARD_CARDS: CardEffects = {
  // An opponent exhausts half his ready planets (round down), which he chooses.
  'Stellar Criminals': {
    ask: 'choose an opponent',
    choices: (s, seat) => activeSeats(s).filter((x) => x !== seat),
    resolve(ctx, _seat, _w, victim) {
      const v = Number(victim);
      const n = Math.floor(readyPlanets(ctx.s, v).length / 2);
      if (n > 0) ctx.s.tasks.unshift({ t: 'exhaust-planets', seat: v, n });
    },
  },
  // After taking a neutral planet by landing: three Trade Goods (RULE-READING: asked of the invader as its
  // own window rather than folded into his next prompt; the capture is public, so asking him leaks nothing).
  'Rare Mineral': {
    resolve: (ctx, seat) => void gainTradeGoods(ctx, seat, 3),
  },
  'Rally of the People': {
    choices: (s, seat) => (s.players[seat].home !== null && left(s, seat, 'Dreadnought') > 0 ? [s.players[seat].home] : []),
    resolve: (ctx, seat, _w, home) => placeShip(ctx, seat, String(home), 'Dreadnought'),
  },
  'Rise of a Messiah': {
    resolve(ctx, seat) {
      for (const name of planetsWhere(ctx.s, (n) => ctx.s.planets[n].owner === seat)) add(ctx.s.planets[name].units, 'Ground Force', 1);
      ctx.ev.push({ type: 'placed', data: { seat, units: { 'Ground Force': 1 }, onEachPlanet: true } });
    },
  },
  // RULE-READING: "two free PDS" are placed as far as the component limit of 6 allows (one when 5 are out).
  'Civil Defense': {
    ask: 'choose a planet of yours without a PDS',
    choices: (s, seat) => (left(s, seat, 'PDS') > 0 ? planetsWhere(s, (n) => s.planets[n].owner === seat && count(s.planets[n].units, 'PDS') === 0) : []),
    resolve(ctx, seat, _w, planet) {
      const n = Math.min(2, left(ctx.s, seat, 'PDS'));
      add(ctx.s.planets[String(planet)].units, 'PDS', n);
      ctx.ev.push({ type: 'placed', data: { seat, planet: String(planet), units: { PDS: n } } });
    },
  },
  'Ghost Ship': {
    ask: 'choose a wormhole system without enemy ships for a free Destroyer',
    choices: (s, seat) =>
      left(s, seat, 'Destroyer') > 0
        ? Object.keys(s.galaxy).filter((p) => systemTile(s.galaxy[p]).wormhole !== null && enemyFleets(s, p, seat).length === 0)
        : [],
    resolve: (ctx, seat, _w, pos) => placeShip(ctx, seat, String(pos), 'Destroyer'),
  },
  // RULE-READING: "a planet in a non-Home system" is a controlled one (a neutral planet has nothing to lose);
  // a planet that reverts to neutral loses its owner's PDS and Space Dock too (a neutral planet holds no units).
  'Local Unrest': {
    ask: 'choose a controlled planet in a non-Home system',
    choices: (s) => planetsWhere(s, (n) => s.planets[n].owner !== null && !isHome(s, s.planets[n].at)),
    resolve(ctx, _seat, _w, choice) {
      const planet = String(choice);
      exhaust(ctx, planet);
      destroyOnPlanet(ctx, planet, 'Ground Force', Math.min(1, count(ctx.s.planets[planet].units, 'Ground Force')));
      if (count(ctx.s.planets[planet].units, 'Ground Force') === 0) revertToNeutral(ctx, planet);
    },
  },
  Uprising: {
    ask: 'choose a non-Home system whose planets are exhausted',
    choices: (s) => Object.keys(s.galaxy).filter((p) => !isHome(s, p) && planetsIn(s, p).length > 0),
    resolve: (ctx, _seat, _w, pos) => planetsIn(ctx.s, String(pos)).forEach((n) => exhaust(ctx, n)),
  },
  'Secret Industrial Agent': {
    ask: 'choose the planet of a Space Dock outside the Home Systems to destroy',
    choices: (s) => planetsWhere(s, (n) => count(s.planets[n].units, 'Space Dock') > 0 && !isHome(s, s.planets[n].at)),
    resolve: (ctx, _seat, _w, planet) => destroyOnPlanet(ctx, String(planet), 'Space Dock', 1),
  },
  // The Space Dock (on a planet outside the Home Systems) builds nothing this round (action/production.ts).
  'Spacedock Accident': {
    ask: 'choose the planet of a Space Dock outside the Home Systems',
    choices: (s) => planetsWhere(s, (n) => count(s.planets[n].units, 'Space Dock') > 0 && !isHome(s, s.planets[n].at)),
    resolve(ctx, seat, _w, planet) {
      const owner = ctx.s.planets[String(planet)].owner ?? seat;
      ctx.s.cardEffects.push({ card: 'Spacedock Accident', seat: owner, round: ctx.s.round, planet: String(planet) });
      ctx.ev.push({ type: 'dock-idle', data: { seat: owner, planet: String(planet) } });
    },
  },
  // After losing a planet: exhaust a ready planet of the taker, then refresh one of yours worth no more resources.
  Reparations: {
    ask: "choose [the taker's planet to exhaust, your planet to refresh (or null)]",
    choices(s, seat, w) {
      const taker = w.planet === undefined ? null : s.planets[w.planet].owner;
      if (taker === null || taker === seat) return [];
      const resources = (n: string) => planetValue(s, n, 'resources');
      const mine = planetsWhere(s, (n) => s.planets[n].owner === seat && s.planets[n].exhausted);
      return planetsWhere(s, (n) => s.planets[n].owner === taker && !s.planets[n].exhausted).flatMap((x) => {
        const refresh = mine.filter((y) => resources(y) <= resources(x));
        return refresh.length > 0 ? refresh.map((y) => [x, y]) : [[x, null]];
      });
    },
    resolve(ctx, _seat, _w, choice) {
      if (!Array.isArray(choice)) return;
      exhaust(ctx, String(choice[0]));
      if (typeof choice[1] === 'string') {
        ctx.s.planets[choice[1]].exhausted = false;
        ctx.ev.push({ type: 'refreshed', data: { planet: choice[1] } });
      }
    },
  },
  'Lucky Shot': {
    ask: 'choose [system, player, ship]: an enemy Dreadnought, Cruiser or Destroyer in a system with a planet you control',
    choices(s, seat) {
      const out: [string, number, UnitId][] = [];
      const systems = new Set(planetsWhere(s, (n) => s.planets[n].owner === seat).map((n) => s.planets[n].at));
      for (const pos of systems)
        for (const f of enemyFleets(s, pos, seat)) for (const id of LUCKY_SHOT_TARGETS) if (count(f.units, id) > 0) out.push([pos, f.seat, id]);
      return out;
    },
    resolve(ctx, _seat, _w, choice) {
      if (!Array.isArray(choice)) return;
      const [pos, victim] = [String(choice[0]), Number(choice[1])];
      const id = LUCKY_SHOT_TARGETS.find((u) => u === choice[2])!;
      const f = fleetOf(ctx.s, pos, victim)!;
      add(f.units, id, -1);
      // An undamaged one goes first (the owner would keep his damaged ship last).
      if (count(f.damaged, id) > count(f.units, id)) add(f.damaged, id, -1);
      tidySpace(ctx.s, pos);
      ctx.ev.push({ type: 'casualties', data: { seat: victim, pos, damaged: [], destroyed: [id] } });
      // What the ship carried (Fighters, a Ground Force under Stasis Capsules) may now lack room: checked at once.
      ctx.s.tasks.unshift({ t: 'supply-check', pos });
    },
  },
  // A die per Ground Force on an opponent's planet: each even result destroys one; the owner keeps the planet.
  // The dice are the card player's (Jol Nar re-rolls them as its own) and stay open until `plagueKills`.
  Plague: {
    ask: "choose an opponent's planet with Ground Forces",
    choices: (s, seat) => planetsWhere(s, (n) => s.planets[n].owner !== null && s.planets[n].owner !== seat && count(s.planets[n].units, 'Ground Force') > 0),
    resolve(ctx, seat, _w, choice) {
      const planet = String(choice);
      const needs = Array<number>(count(ctx.s.planets[planet].units, 'Ground Force')).fill(0);
      openDice(ctx, planet, { use: 'plague', planet }, rollDice(ctx, seat, `Plague on ${planet}`, needs, true));
    },
  },
  // RULE-READING: "adjacent" is by hex edge (wormholes join systems for movement only, rules_surface.md); the
  // planet is taken like any other (its card exhausted, invasion.ts changeHands).
  'Voluntary Annexation': {
    ask: 'choose a neutral planet next to a system with a planet you control',
    choices(s, seat) {
      const mine = new Set(planetsWhere(s, (n) => s.planets[n].owner === seat).map((n) => s.planets[n].at));
      const near = new Set([...mine].flatMap((pos) => adjacentByHex(s.galaxy, pos)));
      return planetsWhere(s, (n) => s.planets[n].owner === null && near.has(s.planets[n].at));
    },
    resolve: (ctx, seat, _w, planet) => changeHands(ctx, String(planet), seat, { 'Ground Force': 3 }),
  },
};
