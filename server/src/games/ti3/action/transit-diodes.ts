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

/** Moves of 1..`max` of the seat's Ground Forces between two planets it controls that `linked` accepts (Transit Diodes, Transport). */
export function groundForceMoves(s: Ti3State, seat: number, max: number, linked: (from: string, to: string) => boolean = () => true): DiodeMove[] {
  const mine = planetsOf(s, seat);
  const out: DiodeMove[] = [];
  for (const from of mine) {
    const n = Math.min(max, count(s.planets[from].units, 'Ground Force'));
    if (n === 0) continue;
    for (const to of mine) if (to !== from && linked(from, to)) for (let k = 1; k <= n; k++) out.push({ from, to, groundForces: k });
  }
  return out;
}

export function diodeChoices(s: Ti3State, seat: number): DiodeMove[] {
  return groundForceMoves(s, seat, 4);
}

/** Moves the Ground Forces, publicly. */
export function moveGroundForces(ctx: Ctx, seat: number, m: DiodeMove, source: string): void {
  add(ctx.s.planets[m.from].units, 'Ground Force', -m.groundForces);
  add(ctx.s.planets[m.to].units, 'Ground Force', m.groundForces);
  ctx.ev.push({
    type: 'diodes-move',
    text: `seat ${seat} moves ${m.groundForces} Ground Force(s) from ${m.from} to ${m.to} (${source})`,
    data: { seat, ...m, source },
  });
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
  moveGroundForces(ctx, seat, m, 'Transit Diodes');
}
