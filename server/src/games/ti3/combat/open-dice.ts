/**
 * The rolls outside the combat rounds — PDS fire (Deep Space Cannon's too, and a planet's PDS at its
 * invaders), Anti-Fighter Barrage, the pre-combat shots (Assault Cannon, Mentak's, Experimental
 * Battlestation) and bombardment — keep their dice open the way a combat round does: a `dice` task holds
 * them behind the same `after-roll` point, where Jol Nar may re-roll its own (races/rules.ts, through
 * dice.ts `openRolls`), and their hits count only when that task is reached (combat/dice-hits.ts), so no
 * hit is assigned before the re-roll is decided. The point names no combat round, so Recheck's window does
 * not open (windows.ts; RULE-READING, README: Recheck is for the combat rounds' dice).
 *
 * So do the rolls that are no shots (their `DiceUse`, tasks.ts): Gen Synthesis and Dacxive Animators,
 * Ancient Artifact's outcome, Plague and Strategic Bombardment. The first two are opened at timing points
 * as `roll` tasks, rolled when reached: two rolls opened at once (an invasion combat's end: each side's
 * Gen Synthesis, then Dacxive Animators) are settled one after another, each with its own point.
 */
import { rollDice, type DiceRoll } from '../dice';
import type { Ctx } from '../state';
import { at } from '../timing';
import type { DiceUse, TaskOf } from '../tasks';

/** Leaves the rolls open in `pos` until their `dice` task counts them for `use` (nothing when no die was rolled). */
export function openDice(ctx: Ctx, pos: string, use: DiceUse, ...rolls: DiceRoll[]): void {
  const rolled = rolls.filter((r) => r.dice.length > 0);
  if (rolled.length === 0) return;
  ctx.s.tasks.unshift({ t: 'dice', pos, rolls: rolled, use });
  at(ctx, 'after-roll', { pos });
}

/** A `roll` task reached: its dice are rolled and left open. */
export function rollOpen(ctx: Ctx, task: TaskOf<'roll'>): void {
  openDice(ctx, task.pos, task.use, rollDice(ctx, task.seat, task.what, task.needs));
}
