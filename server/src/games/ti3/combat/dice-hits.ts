/**
 * The `dice` task reached (combat/open-dice.ts): the rolls' hits (a shot's hits, another roll's successes),
 * counted now that no re-roll is pending, do what the roll was for (`DiceUse`). Apart from open-dice.ts,
 * which the procedures rolling import, so that no module imports itself back through invasion.ts.
 */
import { hitsOf } from '../dice';
import { add, count, tidySpace, type Ctx } from '../state';
import { enemyFleets } from '../board';
import type { Task, TaskOf } from '../tasks';
import { bombardmentHits, pdsAtInvaders } from './invasion';
import { dacxivePlace, genSynthesisReturn } from '../technologies/rules';
import { ancientArtifact } from '../politics/cards';
import { plagueKills } from '../action-cards/board';
import { bombardmentCardBack } from '../action-cards/orders';

/** Anti-Fighter Barrage: each hit of `seat`'s roll destroys one of the other side's Fighters in `pos`. */
function barrageHits(ctx: Ctx, pos: string, seat: number, hits: number): void {
  const target = enemyFleets(ctx.s, pos, seat)[0];
  const killed = Math.min(hits, count(target?.units, 'Fighter'));
  if (killed === 0) return;
  add(target.units, 'Fighter', -killed);
  ctx.ev.push({ type: 'casualties', data: { seat: target.seat, pos, damaged: [], destroyed: Array(killed).fill('Fighter') } });
}

/** The open dice are settled: their hits, counted now, do what the roll was for. */
export function useDice(ctx: Ctx, task: TaskOf<'dice'>): void {
  const s = ctx.s;
  const u = task.use;
  const hits = task.rolls.reduce((n, r) => n + hitsOf(r), 0);
  switch (u.use) {
    case 'ships': {
      if (hits === 0) return;
      const asks: Task[] = [{ t: 'assign-hits', seat: u.target, pos: u.pos, hits, during: u.during }];
      // Cargo aboard ships lost to PDS fire goes with them (Fleet Supply and capacity are checked at once).
      if (u.supply) asks.push({ t: 'supply-check', pos: u.pos });
      s.tasks.unshift(...asks);
      return;
    }
    case 'fighters':
      for (const r of task.rolls) barrageHits(ctx, u.pos, r.seat, hitsOf(r));
      tidySpace(s, u.pos);
      return;
    case 'ground-forces':
      bombardmentHits(ctx, u.planet, hits);
      return;
    case 'invaders':
      pdsAtInvaders(s, u.planet, hits);
      return;
    // The rolls that are no shots: one player's roll each (openDice's callers, tasks.ts `DiceUse`).
    case 'gen-synthesis':
      genSynthesisReturn(ctx, task.rolls[0].seat, hits);
      return;
    case 'dacxive':
      dacxivePlace(ctx, task.rolls[0].seat, u.planet, hits);
      return;
    case 'ancient-artifact':
      ancientArtifact(ctx, u.card, hits > 0);
      return;
    case 'plague':
      plagueKills(ctx, u.planet, hits);
      return;
    case 'strategic-bombardment':
      bombardmentCardBack(ctx, task.rolls[0].seat, hits > 0);
  }
}
