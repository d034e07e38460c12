/**
 * Fleet Supply and Fighter capacity (rulebook p.12, p.19-21): the counters in Fleet Supply cap the
 * non-Fighter ships a player may have in any one system; excess is removed at once, the owner choosing
 * which (`remove-excess`: pick exactly the excess among his ships there). Then Fighters need capacity
 * (Carrier 6, War Sun 6, shared with Ground Forces and PDS aboard; Space Dock 3) and Ground Forces and PDS
 * in space need room aboard (Stasis Capsules: Cruisers and Dreadnoughts hold one Ground Force each): the
 * excess of those identical units goes without a question. With Advanced Fighters, Fighters need no
 * capacity: those beyond it count against Fleet Supply (errata) and may be picked in `remove-excess`.
 * Checked after movement, battles, retreats, PDS fire and redistribution.
 */
import { GameError, type Json } from '../../engine';
import { unit, type UnitId } from './data';
import { cargoOverflow, fighterRoom, supplyUsed } from './board';
import { allows, fleetSupply } from './modifiers';
import { add, count, fleetOf, tidySpace, type Ctx, type Ti3State } from './state';
import type { Task, TaskOf } from './tasks';

export function excess(s: Ti3State, pos: string, seat: number): number {
  return Math.max(0, supplyUsed(s, pos, seat) - fleetSupply(s, seat, pos));
}

/** The ships the owner may remove: each non-Fighter ship listed once per unit, and Fighters beyond capacity (Advanced Fighters). */
export function excessOptions(s: Ti3State, pos: string, seat: number): UnitId[] {
  const f = fleetOf(s, pos, seat);
  if (!f) return [];
  const fighters = allows(s, seat, 'fightersNeedNoSupport') ? Math.max(0, count(f.units, 'Fighter') - fighterRoom(s, pos, seat)) : 0;
  return (Object.entries(f.units) as [UnitId, number][])
    .map(([id, n]): [UnitId, number] => [id, unit(id).fleetSupply ? n : id === 'Fighter' ? fighters : 0])
    .flatMap(([id, n]) => Array<UnitId>(n).fill(id));
}

function removeUnit(f: { units: Partial<Record<UnitId, number>>; damaged: Partial<Record<UnitId, number>> }, id: UnitId): void {
  add(f.units, id, -1);
  // A damaged one goes first: the owner keeps the healthy ones.
  if (count(f.damaged, id) > 0) add(f.damaged, id, -1);
}

export function removeExcess(ctx: Ctx, task: TaskOf<'remove-excess'>, move: Json): void {
  const s = ctx.s;
  const n = excess(s, task.pos, task.seat);
  const chosen = Array.isArray(move) ? move : excessOptions(s, task.pos, task.seat).slice(0, n);
  if (chosen.length !== n)
    throw new GameError('ILLEGAL_MOVE', `Fleet Supply is ${fleetSupply(s, task.seat, task.pos)}: remove exactly ${n} ship(s) in ${task.pos}`);
  const f = fleetOf(s, task.pos, task.seat)!;
  for (const id of chosen as UnitId[]) removeUnit(f, id);
  ctx.ev.push({
    type: 'supply-removed',
    text: `seat ${task.seat} removes ${chosen.join(', ')} in ${task.pos} (Fleet Supply)`,
    data: { seat: task.seat, pos: task.pos, removed: chosen },
  });
  tidySpace(s, task.pos);
}

export function checkSupply(ctx: Ctx, pos: string | null): void {
  const s = ctx.s;
  const where = pos === null ? Object.keys(s.space) : [pos];
  const asks: Task[] = where.flatMap((p) =>
    (s.space[p] ?? []).filter((f) => excess(s, p, f.seat) > 0).map((f): Task => ({ t: 'remove-excess', seat: f.seat, pos: p })),
  );
  if (asks.length > 0) {
    // Removing ships may remove capacity: the Fighter check runs after the owners' choices.
    s.tasks.unshift(...asks, { t: 'supply-check', pos });
    return;
  }
  for (const p of where) {
    for (const f of s.space[p] ?? []) {
      const removed: UnitId[] = [];
      // Ground Forces and PDS in space must be aboard (PDS on shared capacity, Ground Forces also on their
      // own); Fighters need the room left over and the docks' (with Advanced Fighters, none: they count
      // against Fleet Supply instead).
      const over = cargoOverflow(s, f.seat, f.units);
      const pds = Math.min(over, count(f.units, 'PDS'));
      const groundForces = over - pds;
      for (const [id, k] of [
        ['PDS', pds],
        ['Ground Force', groundForces],
      ] as const) {
        if (k > 0) {
          add(f.units, id, -k);
          for (let i = 0; i < k; i++) removed.push(id);
        }
      }
      const fighters = allows(s, f.seat, 'fightersNeedNoSupport') ? 0 : count(f.units, 'Fighter') - fighterRoom(s, p, f.seat);
      if (fighters > 0) {
        add(f.units, 'Fighter', -fighters);
        for (let i = 0; i < fighters; i++) removed.push('Fighter');
      }
      if (removed.length > 0)
        ctx.ev.push({ type: 'supply-removed', text: `seat ${f.seat} loses ${removed.join(', ')} in ${p}`, data: { seat: f.seat, pos: p, removed } });
    }
    tidySpace(s, p);
  }
}
