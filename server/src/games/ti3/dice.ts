/**
 * Ten-sided dice ("0" reads 10) from the state's RNG, or from the test script first. A die hits on a
 * result at or above the combat value after modifiers. Every roll is a public event naming the dice and
 * the values needed.
 */
import { randInt } from '../../engine';
import type { Ctx, Ti3State } from './state';
import type { DiceRoll } from './tasks';
import { dieHits } from './die-hits';

export function rollDie(ctx: Ctx): number {
  const scripted = ctx.s.scriptDice.shift();
  return scripted ?? randInt(ctx.s.rng, 10) + 1;
}

export type { DiceRoll } from './tasks';

/** Whether die `i` of the roll hits (die-hits.ts: at or above its value needed, or on an even number for Plague). */
const hitAt = (r: DiceRoll, i: number): boolean => dieHits(r.dice[i], r.needs[i], r.even);

export const hitsOf = (r: DiceRoll): number => r.dice.filter((_, i) => hitAt(r, i)).length;

/** The `even` mark of a roll, to copy into its record. */
const evenOf = (r: DiceRoll) => (r.even ? { even: r.even } : {});

/** What a roll's dice need, as the events show it. */
const needText = (r: DiceRoll, dice: number[]) => (r.even ? 'even' : dice.map((i) => r.needs[i]).join(' '));

/**
 * Kept on the activation as well, so that the table shows a battle's dice by round to whoever looks, late
 * joiners included (the same facts as the public `roll` and `re-roll` events): dice `dice` of the roll `r`.
 */
function recordRoll(ctx: Ctx, r: DiceRoll, what: string, dice: number[]): void {
  const a = ctx.s.activation;
  if (!a) return;
  const hits = dice.filter((i) => hitAt(r, i)).length;
  (a.rolls ??= []).push({
    seat: r.seat,
    what,
    dice: dice.map((i) => r.dice[i]),
    needs: dice.map((i) => r.needs[i]),
    ...evenOf(r),
    hits,
    round: a.battle && !a.battle.over ? a.battle.round : null,
  });
}

/**
 * Rolls one die per entry of `needs` (the value each die must reach; with `even`, one die per entry, hitting
 * on an even number), as a public event; the hits are counted later.
 */
export function rollDice(ctx: Ctx, seat: number, what: string, needs: number[], even?: true): DiceRoll {
  const r: DiceRoll = { seat, what, dice: needs.map(() => rollDie(ctx)), needs, ...(even ? { even } : {}) };
  if (needs.length === 0) return r;
  const all = r.dice.map((_, i) => i);
  recordRoll(ctx, r, what, all);
  ctx.ev.push({
    type: 'roll',
    text: `seat ${seat} rolls ${what}: ${r.dice.join(' ')} (need ${needText(r, all)}): ${hitsOf(r)} hit(s)`,
    // A copy: the roll's own dice may still be re-rolled (Graviton Laser System within this same step).
    data: { seat, what, dice: [...r.dice], needs, ...(even ? { even } : {}), hits: hitsOf(r) },
  });
  return r;
}

/** Re-rolls die `i` of a roll in the open (Recheck, Jol Nar), as a public event. */
export function rerollDie(ctx: Ctx, r: DiceRoll, i: number, by: string): void {
  const before = r.dice[i];
  r.dice[i] = rollDie(ctx);
  recordRoll(ctx, r, `${r.what}, re-rolled (${by})`, [i]);
  ctx.ev.push({
    type: 're-roll',
    text: `${by}: seat ${r.seat}'s ${r.what} die ${before} is re-rolled: ${r.dice[i]} (need ${needText(r, [i])})`,
    data: { seat: r.seat, what: r.what, die: i, before, after: r.dice[i], need: r.needs[i], by },
  });
}

/**
 * Rolls one die per entry of `needs` and reports the hits at once: only for dice no player rolls as his own
 * (Ancient Artifact's three combat rolls against each fleet and planet near Mecatol Rex, politics/cards.ts),
 * which no one may re-roll. A player's rolls keep their dice open instead (`rollDice`): a combat round's
 * until its `after-roll` point, the others in a `dice` task (combat/open-dice.ts).
 */
export function roll(ctx: Ctx, seat: number, what: string, needs: number[]): number {
  return hitsOf(rollDice(ctx, seat, what, needs));
}

/** Graviton Laser System: each missed die of the roll is re-rolled once, in the open. */
export function rerollMisses(ctx: Ctx, r: DiceRoll, by: string): void {
  r.dice.forEach((_, i) => {
    if (!hitAt(r, i)) rerollDie(ctx, r, i, by);
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
