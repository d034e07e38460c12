/**
 * Ten-sided dice ("0" reads 10) from the state's RNG, or from the test script first. A die hits on a
 * result at or above the combat value after modifiers. Every roll is a public event naming the dice and
 * the values needed.
 */
import { randInt } from '../../engine';
import type { Ctx } from './state';

export function rollDie(ctx: Ctx): number {
  const scripted = ctx.s.scriptDice.shift();
  return scripted ?? randInt(ctx.s.rng, 10) + 1;
}

/**
 * Rolls one die per entry of `needs` (the value each die must reach) and reports the hits; with
 * `rerollMisses` (Graviton Laser System) each miss is rolled once more, as a second public roll.
 */
export function roll(ctx: Ctx, seat: number, what: string, needs: number[], rerollMisses = false): number {
  const dice = needs.map(() => rollDie(ctx));
  const hits = dice.filter((d, i) => d >= needs[i]).length;
  if (needs.length > 0) {
    // Kept on the activation as well, so that the table shows a battle's dice by round to whoever looks, late joiners included.
    const a = ctx.s.activation;
    if (a) (a.rolls ??= []).push({ seat, what, dice, needs, hits, round: a.battle && !a.battle.over ? a.battle.round : null });
    ctx.ev.push({
      type: 'roll',
      text: `seat ${seat} rolls ${what}: ${dice.join(' ')} (need ${needs.join(' ')}): ${hits} hit(s)`,
      data: { seat, what, dice, needs, hits },
    });
  }
  const missed = needs.filter((n, i) => dice[i] < n);
  return rerollMisses && missed.length > 0 ? hits + roll(ctx, seat, `${what}, re-rolled misses`, missed) : hits;
}
