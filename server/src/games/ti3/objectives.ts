/**
 * Objectives (rulebook p.6-8, p.14): whether a player meets a requirement (a predicate id with parameters,
 * data/objectives.ts), and claiming in status step 1. Each player may claim at most one face-up public
 * objective and/or his secret objective (revealing it); "I now spend …" objectives are paid on claiming; no
 * claim while any planet of one's home system is held by someone else or neutral. Domination! and
 * Supremacy! win at once.
 */
import { capitalShips, docksIn, onBoard, planetsOf } from './board';
import { objective, systemTile, type Requirement, type Specialty, type TechColor } from './data';
import { technology } from './data';
import { homePlanets } from './home';
import { adjacentByHex } from './map/adjacency';
import { neighbourSeats } from './neighbours';
import { planetValue, requestPayment, spendable } from './payment';
import { endGame, scoreVp } from './scoring';
import { count, fleetOf, planetsIn, type Ctx, type Ti3State } from './state';

const MECATOL = '000';

export function docksOnBoard(s: Ti3State, seat: number): number {
  return onBoard(s, seat, 'Space Dock');
}

function specialtyOf(s: Ti3State, planet: string): Specialty | null {
  return systemTile(s.galaxy[s.planets[planet].at]).planets.find((p) => p.name === planet)?.specialty ?? null;
}

function outsideHome(s: Ti3State, seat: number): string[] {
  const home = homePlanets(s, seat);
  return planetsOf(s, seat).filter((n) => !home.includes(n));
}

function techColors(s: Ti3State, seat: number): Record<TechColor, number> {
  const out: Record<TechColor, number> = { red: 0, green: 0, blue: 0, yellow: 0 };
  for (const t of s.players[seat].techs) out[technology(t).color] += 1;
  return out;
}

function specialties(s: Ti3State, seat: number): Record<Specialty, number> {
  const out: Record<Specialty, number> = { red: 0, green: 0, blue: 0 };
  for (const n of planetsOf(s, seat)) {
    const sp = specialtyOf(s, n);
    if (sp) out[sp] += 1;
  }
  return out;
}

/** "Control" of a system: at least one non-Fighter ship there and every planet there. */
function controlsSystem(s: Ti3State, pos: string, seat: number): boolean {
  return capitalShips(fleetOf(s, pos, seat)) > 0 && planetsIn(s, pos).every((n) => s.planets[n].owner === seat);
}

function influenceOf(s: Ti3State, seat: number): number {
  return planetsOf(s, seat).reduce((n, name) => n + planetValue(s, name, 'influence'), 0);
}

function ownsMecatol(s: Ti3State, seat: number): boolean {
  return s.planets['Mecatol Rex']?.owner === seat;
}

export function meets(s: Ti3State, seat: number, r: Requirement): boolean {
  switch (r.id) {
    case 'planets-outside-home':
      return outsideHome(s, seat).length >= r.n;
    case 'held-mecatol-all-round':
      return s.players[seat].heldMecatolAllRound && ownsMecatol(s, seat);
    case 'all-specialties':
      return Object.values(specialties(s, seat)).every((n) => n > 0);
    case 'techs':
      return s.players[seat].techs.length >= r.n;
    case 'techs-same-color':
      return Object.values(techColors(s, seat)).some((n) => n >= r.n);
    case 'techs-all-colors':
      return Object.values(techColors(s, seat)).every((n) => n > 0);
    case 'spend':
      return r.what === 'tradeGoods' ? s.players[seat].tradeGoods >= r.n : spendable(s, seat, r.what) >= r.n;
    case 'space-docks':
      return docksOnBoard(s, seat) >= r.n;
    case 'mecatol-and-adjacent':
      return controlsSystem(s, MECATOL, seat) && adjacentByHex(s.galaxy, MECATOL).every((pos) => controlsSystem(s, pos, seat));
    case 'influence-over-neighbours': {
      const theirs = neighbourSeats(s, seat).reduce((n, x) => n + influenceOf(s, x), 0);
      return influenceOf(s, seat) > theirs;
    }
    case 'home-systems-of-others':
      return s.players.filter((_, x) => x !== seat && homePlanets(s, x).every((n) => s.planets[n]?.owner === seat)).length >= r.n;
    case 'game-over':
      return false;
    case 'mecatol-with': {
      if (!ownsMecatol(s, seat)) return false;
      if (r.dock && docksIn(s, MECATOL, seat).length === 0) return false;
      const f = fleetOf(s, MECATOL, seat);
      if (r.dreadnoughts !== undefined && count(f?.units, 'Dreadnought') < r.dreadnoughts) return false;
      if (r.ships !== undefined && capitalShips(f) < r.ships) return false;
      if (r.groundForces !== undefined && count(s.planets['Mecatol Rex'].units, 'Ground Force') < r.groundForces) return false;
      if (r.techsInColors && Object.values(techColors(s, seat)).filter((n) => n >= r.techsInColors![0]).length < r.techsInColors[1]) return false;
      if (r.allDocksAndDreadnoughts && (docksOnBoard(s, seat) < 3 || onBoard(s, seat, 'Dreadnought') < 5)) return false;
      return true;
    }
    case 'planets-same-specialty':
      return Object.values(specialties(s, seat)).some((n) => n >= r.n);
    case 'ship-in-every-wormhole': {
      // RULE-READING: impossible secret objectives are kept, no redraw; with no wormhole in play this one cannot be met.
      const gates = Object.keys(s.galaxy).filter((pos) => systemTile(s.galaxy[pos]).wormhole !== null);
      return gates.length > 0 && gates.every((pos) => capitalShips(fleetOf(s, pos, seat)) > 0);
    }
    case 'took-neighbours-last-dock':
      // RULE-READING: Merciless's "this turn" reads "this round": tracked in the action phase, claimed in status step 1.
      return s.players[seat].tookLastDock;
    case 'planets-with-specialty':
      return Object.values(specialties(s, seat)).reduce((a, b) => a + b, 0) >= r.n;
  }
}

/** The home-system rule: no claim while any planet of one's home system is held by someone else or neutral. */
export function holdsHome(s: Ti3State, seat: number): boolean {
  return homePlanets(s, seat).every((n) => s.planets[n]?.owner === seat);
}

function claimedBy(s: Ti3State, seat: number, name: string): boolean {
  return s.players[seat].scored.some((x) => x.source === name);
}

/**
 * Whether the claim question is asked: from public facts only (the home rule, face-up objectives not yet
 * claimed, an unrevealed secret), never from whether the secret is met, which would tell the table.
 */
export function claimAsked(s: Ti3State, seat: number, publicDone: boolean): boolean {
  if (!holdsHome(s, seat)) return false;
  return s.players[seat].secret !== null || (!publicDone && s.revealed.some((name) => !claimedBy(s, seat, name)));
}

export function claimChoices(s: Ti3State, seat: number, publicDone: boolean): string[] {
  if (!holdsHome(s, seat)) return [];
  const out: string[] = [];
  if (!publicDone) for (const name of s.revealed) if (!claimedBy(s, seat, name) && meets(s, seat, objective(name).requirement)) out.push(name);
  const secret = s.players[seat].secret;
  if (secret && meets(s, seat, objective(secret).requirement)) out.push(secret);
  return out;
}

/** Claiming: "I now spend" objectives are paid first (Trade Goods at once, resources or influence by `pay`). */
export function claim(ctx: Ctx, seat: number, name: string): void {
  const s = ctx.s;
  const r = objective(name).requirement;
  if (r.id === 'spend' && r.what !== 'tradeGoods') {
    requestPayment(ctx, seat, r.what, r.n, [{ t: 'score-objective', seat, name }]);
    return;
  }
  if (r.id === 'spend') s.players[seat].tradeGoods -= r.n;
  scoreObjective(ctx, seat, name);
}

export function scoreObjective(ctx: Ctx, seat: number, name: string): void {
  const s = ctx.s;
  const o = objective(name);
  if (o.stage === 'secret') {
    s.players[seat].secret = null;
    ctx.ev.push({ type: 'secret-revealed', data: { seat, objective: name } });
  }
  if (o.vp === 'win') {
    s.players[seat].scored.push({ source: name, vp: 0 });
    endGame(ctx, name === 'Domination!' ? 'domination' : 'supremacy', [seat]);
    return;
  }
  if (o.vp === 'end') return;
  scoreVp(ctx, seat, name, o.vp);
}
