/**
 * Fleet Supply and Fighter capacity (rulebook p.12, p.19-21): the counters in Fleet Supply cap the
 * non-Fighter ships a player may have in any one system; Fighters need capacity (Carrier 6, War Sun 6,
 * shared with Ground Forces and PDS aboard; Space Dock 3); excess is removed, after movement, battles and
 * redistribution. RULE-READING (simplification, README): the engine chooses the excess to remove
 * (cheapest first) instead of asking the owner.
 */
import { SHIP_IDS, unit, type UnitId } from './data';
import { capitalShips, carryCapacity, fighterRoom } from './board';
import { fleetSupply } from './modifiers';
import { add, count, tidySpace, type Ctx } from './state';

const CHEAPEST_FIRST: UnitId[] = [...SHIP_IDS].filter((u) => unit(u).fleetSupply).sort((a, b) => unit(a).cost - unit(b).cost);

export function checkSupply(ctx: Ctx, pos: string | null): void {
  const s = ctx.s;
  const where = pos === null ? Object.keys(s.space) : [pos];
  for (const p of where) {
    for (const f of s.space[p] ?? []) {
      const removed: UnitId[] = [];
      let excess = capitalShips(f) - fleetSupply(s, f.seat);
      for (const id of CHEAPEST_FIRST) {
        while (excess > 0 && count(f.units, id) > 0) {
          add(f.units, id, -1);
          if (count(f.damaged, id) > count(f.units, id)) add(f.damaged, id, -1);
          removed.push(id);
          excess -= 1;
        }
      }
      // Ground Forces and PDS in space must be aboard; Fighters need the room left over and the docks'.
      let cargo = count(f.units, 'Ground Force') + count(f.units, 'PDS') - carryCapacity(s, f);
      for (const id of ['PDS', 'Ground Force'] as const) {
        const k = Math.min(cargo, count(f.units, id));
        if (k > 0) {
          add(f.units, id, -k);
          cargo -= k;
          for (let i = 0; i < k; i++) removed.push(id);
        }
      }
      const fighters = count(f.units, 'Fighter') - fighterRoom(s, p, f.seat);
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
