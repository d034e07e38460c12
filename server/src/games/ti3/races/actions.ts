/**
 * The racial abilities that are actions of the `action` prompt: Sol's Ground Forces ({"do":"sol-ground-forces",
 * "planet":p}) and Yssaril's skipped turn ({"do":"skip"}). Each is offered by its rule switch in the modifier
 * pipeline (races/modifiers.ts); both are public (the race, counters, planets).
 */
import { GameError } from '../../../engine';
import { planetsOf } from '../board';
import { allows } from '../modifiers';
import { add, type Ctx, type Ti3State } from '../state';

export type RaceActionMove = { do: 'sol-ground-forces'; planet: string } | { do: 'skip' };

export function raceActions(s: Ti3State, seat: number): RaceActionMove[] {
  const out: RaceActionMove[] = [];
  // Sol: one Strategy Allocation counter places two Ground Forces on a planet it controls.
  if (allows(s, seat, 'groundForcesAction') && s.players[seat].strategy > 0)
    for (const planet of planetsOf(s, seat)) out.push({ do: 'sol-ground-forces', planet });
  // Yssaril: a skipped turn, never two in a row.
  if (allows(s, seat, 'skipTurn') && !s.races.skipped.includes(seat)) out.push({ do: 'skip' });
  return out;
}

/** Any action but a skip ends a run of skipped turns. */
export function noteAction(s: Ti3State, seat: number, skipped: boolean): void {
  s.races.skipped = [...s.races.skipped.filter((x) => x !== seat), ...(skipped ? [seat] : [])];
}

export function takeRaceAction(ctx: Ctx, seat: number, move: RaceActionMove): void {
  const s = ctx.s;
  if (!raceActions(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move)))
    throw new GameError(
      'ILLEGAL_MOVE',
      move.do === 'skip'
        ? 'only the Yssaril may skip an action turn, never two in a row'
        : 'only the Sol place Ground Forces as an action: a Strategy Allocation counter, on a planet they control',
    );
  if (move.do === 'skip') {
    ctx.ev.push({ type: 'skip', text: `seat ${seat} (Yssaril) skips the turn`, data: { seat } });
  } else {
    s.players[seat].strategy -= 1;
    add(s.planets[move.planet].units, 'Ground Force', 2);
    ctx.ev.push({ type: 'ground-forces', text: `seat ${seat} (Sol) places 2 Ground Forces on ${move.planet}`, data: { seat, planet: move.planet, n: 2 } });
  }
  s.tasks.unshift({ t: 'end-turn', seat });
}
