/**
 * Tactical action, step 4, Space battle (rulebook p.15-18): when the active player moved ships into a
 * system holding another player's ships (even one Fighter), he attacks. Before round 1: Assault Cannon
 * (queued at the timing point by technologies/rules.ts; RULE-READING: the attacker's first, then the
 * defender's — rules_surface lets the defender order pre-combat effects, asked of no one here), then
 * Anti-Fighter Barrage — every Destroyer on both sides rolls 2 dice at its combat value, each hit destroys one enemy
 * Fighter, no return fire. Each round: the attacker may announce a withdrawal; the defender may announce a
 * retreat only if the attacker did not; both sides roll at once (one die per ship, War Sun 3), the dice
 * staying open through the `after-roll` window (Recheck) before they count; the attacker assigns his
 * casualties first, then the defender; then the announced withdrawal or retreat moves the whole fleet to an adjacent system the retreating player activated earlier this round and that holds
 * no enemy ships (none: no announcement; cancelled when the enemy has no ships left; Carriers pick
 * nothing up). Repeat until at most one side has ships; there is always at least one round. Nebula: the
 * defender's ships +1 (modifiers.ts). Fleet Supply and Fighter capacity are checked afterwards.
 * RULE-READING: "adjacent" for a retreat is adjacency for movement (wormholes included).
 */
import { GameError, type Json } from '../../../engine';
import { unit, type UnitId } from '../data';
import { enemyFleets, shipCount } from '../board';
import { hitsOf, rollDice, type DiceRoll } from '../dice';
import { openDice } from './open-dice';
import { endBattleEffects, endRoundEffects } from '../action-cards/lasting';
import { adjacentForMovement } from '../map/adjacency';
import { combatValue } from '../modifiers';
import { add, count, ensureFleet, fleetOf, tidySpace, type Ctx, type Fleet, type Ti3State } from '../state';
import { hasCounter } from '../action/activation';
import { at } from '../timing';
import { retreatBan, wormholeRule } from '../politics/rules';
import type { Task, TaskOf } from '../tasks';

function needs(ctx: Ctx, f: Fleet, pos: string, defending: boolean, round: number, opponent: number): number[] {
  const out: number[] = [];
  for (const [id, n] of Object.entries(f.units) as [UnitId, number][]) {
    if (!unit(id).ship) continue;
    const v = combatValue(ctx.s, f.seat, id, { pos, defending, during: 'space', round, opponent });
    for (let i = 0; i < n * unit(id).dice; i++) out.push(v);
  }
  return out;
}

/** The Anti-Fighter Barrage dice of `shooter`'s Destroyers, when the other side has Fighters (none otherwise). */
function barrageBy(ctx: Ctx, pos: string, shooter: Fleet, target: Fleet, defending: boolean): DiceRoll {
  const destroyers = count(target.units, 'Fighter') === 0 ? 0 : count(shooter.units, 'Destroyer');
  const need = combatValue(ctx.s, shooter.seat, 'Destroyer', { pos, defending, during: 'afb' });
  return rollDice(ctx, shooter.seat, 'Anti-Fighter Barrage', Array<number>(destroyers * unit('Destroyer').afb).fill(need));
}

/** Where `seat` may withdraw or retreat from `pos`: adjacent systems it activated earlier, without enemy ships. */
export function retreatChoices(s: Ti3State, seat: number, pos: string): string[] {
  if (retreatBan(s) !== null) return [];
  return adjacentForMovement(s.galaxy, pos, wormholeRule(s)).filter((p) => hasCounter(s, p, seat) && enemyFleets(s, p, seat).length === 0);
}

export function announce(ctx: Ctx, task: TaskOf<'withdraw'>, move: Json): void {
  const s = ctx.s;
  if (move === 'no') {
    // The defender may retreat only if the attacker did not withdraw.
    const defender = enemyFleets(s, task.pos, task.seat)[0];
    if (task.role === 'attacker' && defender) s.tasks.unshift({ t: 'withdraw', seat: defender.seat, pos: task.pos, role: 'defender' });
    return;
  }
  if (typeof move !== 'string' || !retreatChoices(s, task.seat, task.pos).includes(move)) {
    throw new GameError(
      'ILLEGAL_MOVE',
      `a ${task.role === 'attacker' ? 'withdrawal' : 'retreat'} goes to an adjacent system you activated earlier this round, without enemy ships`,
    );
  }
  s.activation!.retreat = { seat: task.seat, to: move };
  ctx.ev.push({
    type: task.role === 'attacker' ? 'withdrawal' : 'retreat',
    text: `seat ${task.seat} announces a ${task.role === 'attacker' ? 'withdrawal' : 'retreat'} to ${move}`,
    data: { seat: task.seat, to: move },
  });
}

/** A whole fleet, cargo and damage included, from one system's space to another's. */
export function moveWholeFleet(s: Ti3State, seat: number, from: string, to: string): void {
  const f = fleetOf(s, from, seat)!;
  const dest = ensureFleet(s, to, seat);
  for (const [id, n] of Object.entries(f.units) as [UnitId, number][]) add(dest.units, id, n);
  for (const [id, n] of Object.entries(f.damaged) as [UnitId, number][]) add(dest.damaged, id, n);
  f.units = {};
  f.damaged = {};
  tidySpace(s, from);
}

/** Carries out an announced withdrawal or retreat: the whole fleet, cargo aboard, to the chosen system. */
function carryOut(ctx: Ctx, pos: string): boolean {
  const s = ctx.s;
  const r = s.activation?.retreat;
  if (!r) return false;
  delete s.activation!.retreat;
  const f = fleetOf(s, pos, r.seat);
  if (!f || shipCount(f) === 0 || enemyFleets(s, pos, r.seat).length === 0) {
    ctx.ev.push({ type: 'retreat-cancelled', data: { seat: r.seat } });
    return false;
  }
  moveWholeFleet(s, r.seat, pos, r.to);
  ctx.ev.push({ type: 'retreated', data: { seat: r.seat, from: pos, to: r.to } });
  return true;
}

/**
 * Anti-Fighter Barrage, both sides at once, with the ships left after the other pre-combat effects; the dice
 * stay open (combat/open-dice.ts) before the Fighters die.
 */
export function barrage(ctx: Ctx, task: TaskOf<'barrage'>): void {
  const mine = fleetOf(ctx.s, task.pos, task.attacker);
  const enemy = enemyFleets(ctx.s, task.pos, task.attacker)[0];
  if (!mine || !enemy) return;
  openDice(ctx, task.pos, { use: 'fighters', pos: task.pos }, barrageBy(ctx, task.pos, mine, enemy, false), barrageBy(ctx, task.pos, enemy, mine, true));
}

/** Assault Cannon asks while the seat still has Dreadnoughts there and the opponent ships (public). */
export function canAssault(s: Ti3State, task: TaskOf<'assault-cannon'>): boolean {
  return count(fleetOf(s, task.pos, task.seat)?.units, 'Dreadnought') > 0 && shipCount(fleetOf(s, task.pos, task.target)) > 0;
}

/** Assault Cannon: one shot per participating Dreadnought; the hits are assigned once the dice are settled, no return fire. */
export function assaultCannon(ctx: Ctx, task: TaskOf<'assault-cannon'>, move: Json): void {
  const s = ctx.s;
  if (move === 'hold' || move === null) return;
  if (move !== 'fire') throw new GameError('BAD_MOVE', 'assault-cannon: "fire" or "hold"');
  const n = count(fleetOf(s, task.pos, task.seat)?.units, 'Dreadnought');
  const defending = s.activation?.seat !== task.seat;
  const need = combatValue(s, task.seat, 'Dreadnought', { pos: task.pos, defending, during: 'pre-combat' });
  const dice = rollDice(ctx, task.seat, 'Assault Cannon', Array<number>(n).fill(need));
  openDice(ctx, task.pos, { use: 'ships', target: task.target, pos: task.pos, during: 'pre-combat' }, dice);
}

export function spaceBattle(ctx: Ctx, task: TaskOf<'battle'>): void {
  const s = ctx.s;
  const { seat, pos } = task;
  const mine = fleetOf(s, pos, seat);
  const enemy = enemyFleets(s, pos, seat)[0];
  if (task.round === 0) {
    if (!s.activation?.moved || shipCount(mine) === 0 || !enemy) return;
    ctx.ev.push({
      type: 'space-battle',
      text: `space battle in ${pos}: seat ${seat} attacks seat ${enemy.seat}`,
      data: { pos, attacker: seat, defender: enemy.seat },
    });
    if (s.activation) s.activation.battle = { pos, attacker: seat, defender: enemy.seat, round: 0, over: false, winner: null };
    // Pre-combat effects (Assault Cannon, cards) queue themselves in front of the barrage.
    s.tasks.unshift({ t: 'barrage', attacker: seat, pos }, { t: 'supply-check', pos }, { t: 'battle', seat, pos, round: 1 });
    at(ctx, 'before-space-battle', { pos, attacker: seat, defender: enemy.seat });
    return;
  }
  const retreated = carryOut(ctx, pos);
  const mineNow = fleetOf(s, pos, seat);
  const enemyNow = enemyFleets(s, pos, seat)[0];
  if (retreated || shipCount(mineNow) === 0 || !enemyNow) {
    const winner = shipCount(mineNow) > 0 && !enemyNow ? seat : enemyNow && shipCount(mineNow) === 0 ? enemyNow.seat : null;
    ctx.ev.push({ type: 'battle-over', data: { pos, winner } });
    if (s.activation?.battle) Object.assign(s.activation.battle, { over: true, winner });
    endBattleEffects(s, pos);
    s.tasks.unshift({ t: 'supply-check', pos: null });
    return;
  }
  if (s.activation?.battle) s.activation.battle.round = task.round;
  at(ctx, 'before-combat-round', { pos, round: task.round });
  s.tasks.unshift({ t: 'withdraw', seat, pos, role: 'attacker' }, { t: 'battle-roll', seat, pos, round: task.round });
}

/** Both sides roll at once; the dice stay open through the `after-roll` window (Recheck) before they count. */
export function battleRound(ctx: Ctx, task: TaskOf<'battle-roll'>): void {
  const s = ctx.s;
  const { seat, pos } = task;
  const mine = fleetOf(s, pos, seat)!;
  const enemy = enemyFleets(s, pos, seat)[0];
  const rolls = [
    rollDice(ctx, seat, 'space combat', needs(ctx, mine, pos, false, task.round, enemy.seat)),
    rollDice(ctx, enemy.seat, 'space combat', needs(ctx, enemy, pos, true, task.round, seat)),
  ];
  // Card effects for one combat round (Morale Boost) end with its rolls.
  endRoundEffects(s, pos);
  s.tasks.unshift({ t: 'battle-hits', seat, pos, round: task.round, rolls });
  at(ctx, 'after-roll', { pos, attacker: seat, defender: enemy.seat, round: task.round });
}

/** The round's hits: the attacker assigns his casualties first, then the defender. */
export function battleHits(ctx: Ctx, task: TaskOf<'battle-hits'>): void {
  const s = ctx.s;
  const { seat, pos } = task;
  const [onDefender, onAttacker] = task.rolls.map(hitsOf);
  const defender = task.rolls[1].seat;
  at(ctx, 'before-casualties', { pos });
  const asks: Task[] = [];
  if (onAttacker > 0) asks.push({ t: 'assign-hits', seat, pos, hits: onAttacker, during: 'battle' });
  if (onDefender > 0) asks.push({ t: 'assign-hits', seat: defender, pos, hits: onDefender, during: 'battle' });
  s.tasks.unshift(...asks, { t: 'battle', seat, pos, round: task.round + 1 });
}
