/**
 * Tactical action, step 4, Space battle (rulebook p.15-18): when the active player moved ships into a
 * system holding another player's ships (even one Fighter), he attacks. Before round 1: Anti-Fighter
 * Barrage — every Destroyer on both sides rolls 2 dice at its combat value, each hit destroys one enemy
 * Fighter, no return fire. Each round both sides roll at once (one die per ship, War Sun 3); the attacker
 * assigns his casualties first, then the defender. Repeat until at most one side has ships; there is
 * always at least one round. Nebula: the defender +1 (modifiers.ts). Fleet Supply and Fighter capacity are
 * checked afterwards.
 *
 * Not built (README): withdrawal and retreat announcements.
 */
import { unit, type UnitId } from '../data';
import { enemyFleets, shipCount } from '../board';
import { roll } from '../dice';
import { combatValue } from '../modifiers';
import { add, count, fleetOf, tidySpace, type Ctx, type Fleet } from '../state';
import { at } from '../timing';
import type { Task, TaskOf } from '../tasks';

function needs(ctx: Ctx, f: Fleet, pos: string, defending: boolean): number[] {
  const out: number[] = [];
  for (const [id, n] of Object.entries(f.units) as [UnitId, number][]) {
    if (!unit(id).ship) continue;
    const v = combatValue(ctx.s, f.seat, id, pos, defending);
    for (let i = 0; i < n * unit(id).dice; i++) out.push(v);
  }
  return out;
}

function barrage(ctx: Ctx, pos: string, shooter: Fleet, target: Fleet, defending: boolean): void {
  const destroyers = count(shooter.units, 'Destroyer');
  if (destroyers === 0 || count(target.units, 'Fighter') === 0) return;
  const hits = roll(
    ctx,
    shooter.seat,
    'Anti-Fighter Barrage',
    Array(destroyers * unit('Destroyer').afb).fill(combatValue(ctx.s, shooter.seat, 'Destroyer', pos, defending)),
  );
  const killed = Math.min(hits, count(target.units, 'Fighter'));
  if (killed > 0) {
    add(target.units, 'Fighter', -killed);
    ctx.ev.push({ type: 'casualties', data: { seat: target.seat, pos, damaged: [], destroyed: Array(killed).fill('Fighter') } });
  }
}

export function spaceBattle(ctx: Ctx, task: TaskOf<'battle'>): void {
  const s = ctx.s;
  const { seat, pos } = task;
  const mine = fleetOf(s, pos, seat);
  const enemy = enemyFleets(s, pos, seat)[0];
  if (task.round === 0) {
    if (!s.activation?.moved || shipCount(mine) === 0 || !enemy) return;
    at(ctx, 'before-space-battle', { pos });
    ctx.ev.push({
      type: 'space-battle',
      text: `space battle in ${pos}: seat ${seat} attacks seat ${enemy.seat}`,
      data: { pos, attacker: seat, defender: enemy.seat },
    });
    barrage(ctx, pos, mine!, enemy, false);
    barrage(ctx, pos, enemy, mine!, true);
    tidySpace(s, pos);
    s.tasks.unshift({ t: 'supply-check', pos }, { t: 'battle', seat, pos, round: 1 });
    return;
  }
  if (shipCount(mine) === 0 || !enemy) {
    ctx.ev.push({ type: 'battle-over', data: { pos, winner: shipCount(mine) > 0 ? seat : (enemy?.seat ?? null) } });
    s.tasks.unshift({ t: 'supply-check', pos });
    return;
  }
  at(ctx, 'before-combat-round', { pos, round: task.round });
  const onDefender = roll(ctx, seat, 'space combat', needs(ctx, mine!, pos, false));
  const onAttacker = roll(ctx, enemy.seat, 'space combat', needs(ctx, enemy, pos, true));
  at(ctx, 'before-casualties', { pos });
  const asks: Task[] = [];
  if (onAttacker > 0) asks.push({ t: 'assign-hits', seat, pos, hits: onAttacker, during: 'battle' });
  if (onDefender > 0) asks.push({ t: 'assign-hits', seat: enemy.seat, pos, hits: onDefender, during: 'battle' });
  s.tasks.unshift(...asks, { t: 'battle', seat, pos, round: task.round + 1 });
}
