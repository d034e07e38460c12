/**
 * Tactical action, step 6, Invasion (rulebook p.11-12, p.17-18), one planet at a time in the order of the
 * system's planets. A neutral planet is taken (card exhausted) by the Ground Forces landing there; an enemy
 * planet without Ground Forces falls at once. Otherwise: bombardment (each Dreadnought 1 die, each War
 * Sun 3, at combat value, each hit kills a defending Ground Force, no return fire; a Dreadnought never
 * bombards a planet holding a PDS, the Planetary Shield), then each defending PDS fires once at the
 * invaders, then rounds of one die per Ground Force until one side or both are gone; no retreat. Success:
 * the defender's PDS and Space Dock there are destroyed and the invader takes the card exhausted. Both
 * wiped out: the defender keeps the planet.
 *
 * RULE-READING (simplification, README): every Dreadnought and War Sun in the system bombards the first
 * planet it may in this order (the `bombard` split question is not built), and War Suns do not bombard
 * planets that are not invaded.
 */
import { neighbourSeats } from '../neighbours';
import { roll } from '../dice';
import { combatValue } from '../modifiers';
import { docksOnBoard } from '../objectives';
import { add, count, fleetOf, type Counts, type Ctx } from '../state';
import { at } from '../timing';
import type { TaskOf } from '../tasks';

/** Control passes: the new owner takes the card exhausted; the old owner's PDS and Space Dock there are destroyed. */
export function changeHands(ctx: Ctx, planet: string, seat: number, units: Counts): void {
  const s = ctx.s;
  const pl = s.planets[planet];
  const before = pl.owner;
  if (before !== null && count(pl.units, 'Space Dock') > 0 && docksOnBoard(s, before) === 1 && neighbourSeats(s, seat).includes(before)) {
    s.players[seat].tookLastDock = true;
  }
  if (before !== null && planet === 'Mecatol Rex') s.players[before].heldMecatolAllRound = false;
  pl.owner = seat;
  pl.exhausted = true;
  pl.since = s.round;
  pl.units = { ...units };
  ctx.ev.push({ type: 'planet', text: `seat ${seat} takes ${planet}`, data: { seat, planet, from: before } });
  at(ctx, 'planet-changed-hands', { planet, seat, from: before });
}

function invade(ctx: Ctx, seat: number, pos: string, planet: string, landed: Counts, bombarded: Set<string>): void {
  const s = ctx.s;
  const pl = s.planets[planet];
  const defender = pl.owner!;
  at(ctx, 'before-bombardment', { planet });
  const f = fleetOf(s, pos, seat);
  const dice: number[] = [];
  for (const id of ['Dreadnought', 'War Sun'] as const) {
    if (bombarded.has(id) || count(f?.units, id) === 0) continue;
    if (id === 'Dreadnought' && count(pl.units, 'PDS') > 0) continue;
    bombarded.add(id);
    const n = count(f?.units, id) * (id === 'War Sun' ? 3 : 1);
    for (let i = 0; i < n; i++) dice.push(combatValue(s, seat, id));
  }
  if (dice.length > 0 && count(pl.units, 'Ground Force') > 0) {
    const hits = Math.min(roll(ctx, seat, 'bombardment', dice), count(pl.units, 'Ground Force'));
    if (hits > 0) add(pl.units, 'Ground Force', -hits);
  }
  const pds = count(pl.units, 'PDS');
  if (pds > 0 && count(pl.units, 'Ground Force') > 0) {
    const hits = Math.min(roll(ctx, defender, 'PDS at invaders', Array(pds).fill(combatValue(s, defender, 'PDS'))), count(landed, 'Ground Force'));
    if (hits > 0) add(landed, 'Ground Force', -hits);
  }
  at(ctx, 'before-invasion', { planet });
  while (count(landed, 'Ground Force') > 0 && count(pl.units, 'Ground Force') > 0) {
    const attack = roll(ctx, seat, 'invasion combat', Array(count(landed, 'Ground Force')).fill(combatValue(s, seat, 'Ground Force')));
    const defend = roll(ctx, defender, 'invasion combat', Array(count(pl.units, 'Ground Force')).fill(combatValue(s, defender, 'Ground Force', pos, true)));
    add(pl.units, 'Ground Force', -Math.min(attack, count(pl.units, 'Ground Force')));
    add(landed, 'Ground Force', -Math.min(defend, count(landed, 'Ground Force')));
  }
  if (count(landed, 'Ground Force') > 0) changeHands(ctx, planet, seat, landed);
  else ctx.ev.push({ type: 'invasion-failed', data: { seat, planet } });
}

export function resolveLandings(ctx: Ctx, task: TaskOf<'invade'>): void {
  const s = ctx.s;
  const bombarded = new Set<string>();
  for (const [planet, units] of Object.entries(task.landed)) {
    const pl = s.planets[planet];
    if (pl.owner === task.seat) {
      for (const [id, n] of Object.entries(units)) add(pl.units, id as keyof Counts, n ?? 0);
    } else if (pl.owner === null || count(pl.units, 'Ground Force') === 0) changeHands(ctx, planet, task.seat, units);
    else invade(ctx, task.seat, task.pos, planet, { ...units }, bombarded);
  }
}
