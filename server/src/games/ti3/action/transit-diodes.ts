/**
 * Transit Diodes (technologies_base.csv): as an action, one Strategy Allocation counter moves up to four of
 * one's Ground Forces from one planet one controls to another planet one controls — anywhere on the board.
 * Chosen from the action prompt ({"do":"transit-diodes"}, the counter paid), then `transit-diodes` asks
 * {from, to, groundForces}. RULE-READING (README): the move ignores distance and enemy ships (the text names
 * no limit but the two planets), and the ability is the turn's action.
 */
import { GameError, type Json } from '../../../engine';
import { planetsOf } from '../board';
import { allows } from '../modifiers';
import { add, count, type Ctx, type Ti3State } from '../state';

export type DiodeMove = { from: string; to: string; groundForces: number };

export function diodeChoices(s: Ti3State, seat: number): DiodeMove[] {
  const mine = planetsOf(s, seat);
  const out: DiodeMove[] = [];
  for (const from of mine) {
    const n = Math.min(4, count(s.planets[from].units, 'Ground Force'));
    for (const to of mine) if (to !== from) for (let k = 1; k <= n; k++) out.push({ from, to, groundForces: k });
  }
  return out;
}

export function canUseDiodes(s: Ti3State, seat: number): boolean {
  return allows(s, seat, 'transitDiodes') && s.players[seat].strategy > 0 && diodeChoices(s, seat).length > 0;
}

export function startDiodes(ctx: Ctx, seat: number): void {
  if (!canUseDiodes(ctx.s, seat))
    throw new GameError(
      'ILLEGAL_MOVE',
      'Transit Diodes needs the technology, a Strategy Allocation counter and Ground Forces on one of your planets with another to go to',
    );
  ctx.s.players[seat].strategy -= 1;
  ctx.ev.push({ type: 'transit-diodes', data: { seat } });
  ctx.s.tasks.unshift({ t: 'transit-diodes', seat }, { t: 'end-turn', seat });
}

export function moveByDiodes(ctx: Ctx, seat: number, move: Json): void {
  const s = ctx.s;
  const isMove = typeof move === 'object' && move !== null && !Array.isArray(move);
  const m = isMove ? diodeChoices(s, seat).find((c) => c.from === move.from && c.to === move.to && c.groundForces === move.groundForces) : undefined;
  if (!m) throw new GameError('ILLEGAL_MOVE', 'Transit Diodes: 1-4 of your Ground Forces from one of your planets to another you control');
  add(s.planets[m.from].units, 'Ground Force', -m.groundForces);
  add(s.planets[m.to].units, 'Ground Force', m.groundForces);
  ctx.ev.push({ type: 'diodes-move', text: `seat ${seat} moves ${m.groundForces} Ground Force(s) from ${m.from} to ${m.to}`, data: { seat, ...m } });
}
