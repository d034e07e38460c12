/**
 * Ten-sided dice ("0" reads 10) from the state's RNG, or from the test script first. A die hits on a
 * result at or above the combat value after modifiers. Every roll is a public event naming the dice and
 * the values needed.
 */
import { randInt } from '../../engine';
import type { Ctx, Ti3State } from './state';
import type { DiceRoll } from './tasks';

export function rollDie(ctx: Ctx): number {
  const scripted = ctx.s.scriptDice.shift();
  return scripted ?? randInt(ctx.s.rng, 10) + 1;
}

export type { DiceRoll } from './tasks';

/**
 * Kept on the activation as well, so that the table shows a battle's dice by round to whoever looks, late
 * joiners included (the same facts as the public `roll` and `re-roll` events).
 */
function recordRoll(ctx: Ctx, seat: number, what: string, dice: number[], needs: number[]): void {
  const a = ctx.s.activation;
  const hits = dice.filter((d, i) => d >= needs[i]).length;
  if (a) (a.rolls ??= []).push({ seat, what, dice: [...dice], needs: [...needs], hits, round: a.battle && !a.battle.over ? a.battle.round : null });
}

/** Rolls one die per entry of `needs` (the value each die must reach), as a public event; the hits are counted later. */
export function rollDice(ctx: Ctx, seat: number, what: string, needs: number[]): DiceRoll {
  const r: DiceRoll = { seat, what, dice: needs.map(() => rollDie(ctx)), needs };
  if (needs.length === 0) return r;
  recordRoll(ctx, seat, what, r.dice, needs);
  ctx.ev.push({
    type: 'roll',
    text: `seat ${seat} rolls ${what}: ${r.dice.join(' ')} (need ${needs.join(' ')}): ${hitsOf(r)} hit(s)`,
    // A copy: the roll's own dice may still be re-rolled (Graviton Laser System within this same step).
    data: { seat, what, dice: [...r.dice], needs, hits: hitsOf(r) },
  });
  return r;
}

export const hitsOf = (r: DiceRoll): number => r.dice.filter((d, i) => d >= r.needs[i]).length;

/** Re-rolls die `i` of a roll in the open (Recheck, Jol Nar), as a public event. */
export function rerollDie(ctx: Ctx, r: DiceRoll, i: number, by: string): void {
  const before = r.dice[i];
  r.dice[i] = rollDie(ctx);
  recordRoll(ctx, r.seat, `${r.what}, re-rolled (${by})`, [r.dice[i]], [r.needs[i]]);
  ctx.ev.push({
    type: 're-roll',
    text: `${by}: seat ${r.seat}'s ${r.what} die ${before} is re-rolled: ${r.dice[i]} (need ${r.needs[i]})`,
    data: { seat: r.seat, what: r.what, die: i, before, after: r.dice[i], need: r.needs[i], by },
  });
}

/**
 * Rolls one die per entry of `needs` and reports the hits at once. The shots keep their dice open instead
 * (`rollDice`): a combat round's until its `after-roll` point, the others in a `dice` task
 * (combat/open-dice.ts). NOT-BUILT: Jol Nar's re-roll of the rolls that are no shots (Gen Synthesis, Dacxive
 * Animators, Ancient Artifact here; Plague and Strategic Bombardment roll with `rollDie`): they count at once.
 */
export function roll(ctx: Ctx, seat: number, what: string, needs: number[]): number {
  return hitsOf(rollDice(ctx, seat, what, needs));
}

/** Graviton Laser System: each missed die of the roll is re-rolled once, in the open. */
export function rerollMisses(ctx: Ctx, r: DiceRoll, by: string): void {
  r.dice.forEach((d, i) => {
    if (d < r.needs[i]) rerollDie(ctx, r, i, by);
  });
}

/**
 * The dice still open in `pos`, the first in the queue: a space battle's or an invasion combat's round (its
 * `after-roll` window), or another roll's (a `dice` task, combat/open-dice.ts).
 */
export function openRolls(s: Ti3State, pos: string | undefined): DiceRoll[] {
  for (const t of s.tasks) {
    if (t.t === 'battle-hits' && t.pos === pos) return t.rolls;
    if (t.t === 'invasion-combat' && t.pos === pos && t.step === 'hits') return t.rolls;
    if (t.t === 'dice' && t.pos === pos) return t.rolls;
  }
  return [];
}
