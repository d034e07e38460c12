/**
 * What laws and other lasting political results forbid or change, asked by the procedures they touch
 * (landing, production, bombardment, retreats, following secondaries, technologies, the status phase).
 * Each check answers with the card that forbids, or null, so a refusal can name the rule.
 */
import { hasEnemyShips, planetsOf } from '../board';
import { systemTile, technology, type UnitId } from '../data';
import { activeSeats, planetsIn, type Ctx, type Ti3State } from '../state';
import { active, effectOf, isElected } from './effects';
import { planetValue } from '../payment';
import type { WormholeRule } from '../map/adjacency';

export function isHomePlanet(s: Ti3State, planet: string): boolean {
  const pos = s.planets[planet]?.at;
  return pos !== undefined && s.galaxy[pos] !== undefined && systemTile(s.galaxy[pos]).kind === 'home';
}

const MECATOL_REX = 'Mecatol Rex';

/** Short Term Truce is a law, but what it forbids holds only in the round after it passed. */
function truce(s: Ti3State): boolean {
  const e = effectOf(s, 'Short Term Truce', 'for');
  return e !== undefined && s.round === e.round + 1;
}

/** Landing Ground Forces on a planet one does not control (taking a neutral one or invading). */
export function invasionBan(s: Ti3State, seat: number, planet: string): string | null {
  const owner = s.planets[planet].owner;
  if (owner === seat) return null;
  if (planet === MECATOL_REX && active(s, 'Imperial Peace', 'for')) return 'Imperial Peace: players may not invade Mecatol Rex';
  if (planet !== MECATOL_REX && active(s, 'Imperial Peace', 'against')) return 'Imperial Peace (Against): only Mecatol Rex may be invaded this round';
  if (isElected(s, 'Official Sanction', seat)) return 'Official Sanction: you may not invade a neutral or opponent planet this round';
  if (owner === null && active(s, 'Planetary Conscription', 'against')) return 'Planetary Conscription (Against): no landing on a neutral planet this round';
  if (owner !== null && truce(s)) return 'Short Term Truce: no invading another player planet this round';
  return null;
}

/** Traffic Tariffs: activating a system with another player's planet costs a Trade Good or an exhausted planet. */
export function trafficTariff(s: Ti3State, seat: number, pos: string): boolean {
  return active(s, 'Traffic Tariffs', 'for') && planetsIn(s, pos).some((n) => s.planets[n].owner !== null && s.planets[n].owner !== seat);
}

/** Activating a system (Short Term Truce: not one with enemy ships, the round after it passed; Traffic Tariffs: a toll one can pay). */
export function activationBan(s: Ti3State, seat: number, pos: string): string | null {
  if (truce(s) && hasEnemyShips(s, pos, seat)) return 'Short Term Truce: no activating a system with enemy ships this round';
  // Asked of every system whenever the action prompt is built: whether he can pay is looked up only under a toll.
  if (trafficTariff(s, seat, pos) && !canPayToll(s, seat)) return 'Traffic Tariffs: activating this system costs a Trade Good or an exhausted planet';
  return null;
}

/** A Trade Good, or a ready planet to exhaust (what the `traffic-tariff` question offers, politics/choices.ts). */
const canPayToll = (s: Ti3State, seat: number): boolean => s.players[seat].tradeGoods > 0 || planetsOf(s, seat).some((n) => !s.planets[n].exhausted);

/** Colonization Licensing: the resources due before landing on the neutral planets of a landing plan. */
export function licenceDue(s: Ti3State, planets: readonly string[]): number {
  if (!active(s, 'Colonization Licensing', 'for')) return 0;
  return [...new Set(planets)].filter((n) => s.planets[n].owner === null).reduce((k, n) => k + planetValue(s, n, 'resources'), 0);
}

/** Imperial Containment: the players it names discard a Command Pool counter for each one placed in a tactical action. */
export function containmentToll(ctx: Ctx, seat: number): void {
  const e = effectOf(ctx.s, 'Imperial Containment', 'for');
  const p = ctx.s.players[seat];
  if (!e || !Array.isArray(e.elected) || !e.elected.includes(seat) || p.command === 0) return;
  p.command -= 1;
  ctx.ev.push({ type: 'counter-discarded', data: { seat, area: 'command', source: 'Imperial Containment' } });
}

/** Producing at the Space Dock on `planet`. */
export function productionBan(s: Ti3State, planet: string): string | null {
  if (active(s, 'Humane Labor', 'against')) return 'Humane Labor (Against): no Space Dock may produce this round';
  if (effectOf(s, 'Holy Planet of Ixth', 'elect')?.elected === planet) return `Holy Planet of Ixth: ${planet} may not produce units`;
  return null;
}

/** Labor Force Politics (Against): one Space Dock per player this round — the first it produced at. */
export function docksAllowed(s: Ti3State, seat: number, docks: string[]): string[] {
  const e = effectOf(s, 'Labor Force Politics', 'against');
  if (!e || docks.length === 0) return docks;
  const used = e.producedAt?.[String(seat)];
  if (used !== undefined) return docks.filter((d) => d === used);
  // RULE-READING (README): of two producing docks in one system, the one on the planet with the most resources produces.
  return [[...docks].sort((a, b) => planetValue(s, b, 'resources') - planetValue(s, a, 'resources'))[0]];
}

/** Buying a unit type. */
export function purchaseBan(s: Ti3State, u: UnitId): string | null {
  return u === 'Ground Force' && active(s, 'Mass Mobilization', 'against') ? 'Mass Mobilization (Against): no Ground Forces may be purchased this round' : null;
}

export function secondaryBan(s: Ti3State): string | null {
  return active(s, 'Aggressive Strategy', 'against') ? 'Aggressive Strategy (Against): no secondary abilities this round' : null;
}

export function retreatBan(s: Ti3State): string | null {
  return active(s, 'Code of Honor', 'for') ? 'Code of Honor: fleets may not withdraw or retreat' : null;
}

/** Bombarding a planet (Conventions of War: not one with a Space Dock, by Dreadnoughts and War Suns). */
export function bombardBan(s: Ti3State, planet: string): string | null {
  return active(s, 'Conventions of War', 'for') && (s.planets[planet].units['Space Dock'] ?? 0) > 0
    ? 'Conventions of War: no bombarding planets with Space Docks'
    : null;
}

/** Gaining a technology: `purchase` for buying it (the Technology secondary), not for a free one. */
export function technologyBan(s: Ti3State, name: string, purchase: boolean): string | null {
  const color = technology(name).color;
  if (active(s, 'Technology Buy-back', 'against')) return 'Technology Buy-back (Against): no technologies this round';
  if (purchase && active(s, 'Technology Investigation Committee', 'for'))
    return 'Technology Investigation Committee: no technologies may be purchased this round';
  if (color === 'yellow' && active(s, 'Research Grant', 'against')) return 'Research Grant (Against): no yellow technologies this round';
  if (color === 'green' && active(s, 'Technology Tariffs', 'against')) return 'Technology Tariffs (Against): no green technologies this round';
  return null;
}

/** Political changes to a technology's price (added to the Technology secondary's cost). */
export function technologyCostChange(s: Ti3State, seat: number, name: string): number {
  const color = technology(name).color;
  let d = 0;
  if (active(s, 'Regressive Rhetoric', 'for')) d += 2;
  if (color === 'red' && active(s, 'Technology Tariffs', 'for')) d += 4;
  const studies = effectOf(s, 'Subsidized Studies', 'elect');
  if (studies) d += studies.elected === color ? -3 : 2;
  if (isElected(s, 'Science Community Speaker', seat)) d -= 1;
  return d;
}

/** Research Grant: a planet's technology specialty counts for every colour. */
export const specialtiesForAllColors = (s: Ti3State): boolean => active(s, 'Research Grant', 'for');

/** Labor Force Politics: every planet's influence and resources are swapped. */
export const redistributionBan = (s: Ti3State): boolean => active(s, 'Resource Management', 'for');

export const actionCardDrawBan = (s: Ti3State): boolean => active(s, 'Core Stability', 'against');

/** Following a secondary without spending a Strategy Allocation counter. */
export const freeSecondary = (s: Ti3State, seat: number, card: number): boolean => card === 7 && isElected(s, 'Science Community Speaker', seat);

/** Wormholes for movement: Closing the Wormholes closes them; Wormhole Reconstruction links every wormhole system to every other. */
export function wormholeRule(s: Ti3State): WormholeRule {
  if (active(s, 'Closing the Wormholes', 'for')) return 'closed';
  return active(s, 'Wormhole Reconstruction', 'for') ? 'all-linked' : 'open';
}

/**
 * Checks and Balances: who may receive the strategy card a player chooses, or null without the law: another
 * player without a strategy card; the chooser keeps it when there is none.
 * RULE-READING (README): with 3-4 players (two cards each), "without a strategy card" reads "with the fewest
 * cards, fewer than two".
 */
export function recipients(s: Ti3State, seat: number): number[] | null {
  if (!active(s, 'Checks and Balances', 'for')) return null;
  const each = activeSeats(s).length <= 4 ? 2 : 1;
  const others = activeSeats(s).filter((x) => x !== seat && s.players[x].cards.length < each);
  const fewest = Math.min(...others.map((x) => s.players[x].cards.length));
  const to = others.filter((x) => s.players[x].cards.length === fewest);
  return to.length > 0 ? to : [seat];
}

/** Regressive Rhetoric: a player who does not follow Technology's secondary may draw an action card instead. */
export const RHETORIC_DRAW = 'draw-action-card';
export const rhetoricDraw = (s: Ti3State, card: number): boolean => card === 7 && active(s, 'Regressive Rhetoric', 'for');

/** Imperial Academy: the Logistics secondary's price of a counter. */
export const counterPrice = (s: Ti3State): number => (active(s, 'Imperial Academy', 'for') ? 2 : 3);

/** Fleet Regulations: the most counters a Fleet Supply area may hold. */
export const fleetAreaCap = (s: Ti3State): number => (active(s, 'Fleet Regulations', 'for') ? 5 : 16);

/** Council's Censure: the Strategy Allocation counters the elected player discards to take Imperial. */
export const imperialToll = (s: Ti3State, seat: number): number => (isElected(s, "Council's Censure", seat) ? 2 : 0);

/** Regulated Conscription: Ground Forces cost 1 each (not 1 for two). */
export const groundForcesPerCost = (s: Ti3State): number | null => (active(s, 'Regulated Conscription', 'for') ? 1 : null);
