/**
 * The rolls outside the combat rounds — PDS fire (Deep Space Cannon's too, and a planet's PDS at its
 * invaders), Anti-Fighter Barrage, the pre-combat shots (Assault Cannon, Mentak's, Experimental
 * Battlestation) and bombardment — keep their dice open the way a combat round does: a `dice` task holds
 * them behind the same `after-roll` point, where Jol Nar may re-roll its own (races/rules.ts, through
 * dice.ts `openRolls`), and their hits count only when that task is reached (combat/dice-hits.ts), so no
 * hit is assigned before the re-roll is decided. The point names no combat round, so Recheck's window does
 * not open (windows.ts; RULE-READING, README: Recheck is for the combat rounds' dice).
 */
import type { DiceRoll } from '../dice';
import type { Ctx } from '../state';
import { at } from '../timing';
import type { DiceUse } from '../tasks';

/** Leaves the rolls open in `pos` until their `dice` task counts them for `use` (nothing when no die was rolled). */
export function openDice(ctx: Ctx, pos: string, use: DiceUse, ...rolls: DiceRoll[]): void {
  const rolled = rolls.filter((r) => r.dice.length > 0);
  if (rolled.length === 0) return;
  ctx.s.tasks.unshift({ t: 'dice', pos, rolls: rolled, use });
  at(ctx, 'after-roll', { pos });
}
