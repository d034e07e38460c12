/**
 * Assigning hits (rulebook p.16-17): the owner of the units hit chooses among his own; a Dreadnought or
 * War Sun that can still absorb a hit is listed twice (its first hit damages it, the second destroys it).
 * Asked as a `pick` of exactly the hits (every subset of that size is legal); when the hits are at least
 * the choices, there is nothing to choose.
 */
import { unit, type UnitId } from '../data';
import { add, count, fleetOf, tidySpace, type Ctx, type Ti3State } from '../state';
import { breachOn } from '../action-cards/lasting';

/** What a hit may land on during a space battle or PDS fire: every ship (Fighters included). */
export function hitOptions(s: Ti3State, pos: string, seat: number): UnitId[] {
  const f = fleetOf(s, pos, seat);
  if (!f) return [];
  // Into the Breach: the chosen Dreadnought takes the fleet's first two hits, one at a time.
  if (breachOn(s, pos, seat) && count(f.units, 'Dreadnought') > 0) return ['Dreadnought'];
  const out: UnitId[] = [];
  for (const [id, n] of Object.entries(f.units) as [UnitId, number][]) {
    if (!unit(id).ship) continue;
    for (let i = 0; i < n; i++) out.push(id);
    if (unit(id).sustain) for (let i = 0; i < n - count(f.damaged, id); i++) out.push(id);
  }
  return out;
}

/** Applies the chosen hits: sustain damage first, then destruction. Returns the ships damaged. */
export function applyHits(ctx: Ctx, pos: string, seat: number, chosen: UnitId[]): UnitId[] {
  const s = ctx.s;
  const f = fleetOf(s, pos, seat)!;
  const destroyed: UnitId[] = [];
  const damaged: UnitId[] = [];
  for (const id of chosen) {
    const breach = id === 'Dreadnought' ? breachOn(s, pos, seat) : undefined;
    if (breach) breach.n = (breach.n ?? 1) - 1;
    // Its second forced hit destroys the chosen Dreadnought, damaged by the first (or when chosen damaged).
    if (breach !== undefined && breach.n === 0 && count(f.damaged, id) > 0) {
      add(f.units, id, -1);
      add(f.damaged, id, -1);
      destroyed.push(id);
    } else if (unit(id).sustain && count(f.damaged, id) < count(f.units, id)) {
      add(f.damaged, id, 1);
      damaged.push(id);
    } else {
      add(f.units, id, -1);
      if (count(f.damaged, id) > count(f.units, id)) add(f.damaged, id, -1);
      destroyed.push(id);
    }
  }
  tidySpace(s, pos);
  ctx.ev.push({ type: 'casualties', data: { seat, pos, damaged, destroyed } });
  return damaged;
}
