/**
 * Tactical action, step 6, Invasion (rulebook p.11-12, p.17-18). A neutral planet is taken (card exhausted)
 * by the Ground Forces landing there; an enemy planet without Ground Forces falls at once. Before invasion
 * combat, bombardment: each Dreadnought rolls 1 die and each War Sun 3, at combat value, each hit killing a
 * defending Ground Force, no return fire; the attacker splits it among the planets as he likes (`bombard`,
 * one question per ship), never onto his own; a Dreadnought bombards only a planet invaded in this
 * activation and never one holding a PDS (the Planetary Shield); a War Sun ignores the shield and may
 * bombard without invading (a planet whose last Ground Force is bombarded away stays its owner's). Then,
 * one planet at a time in the attacker's chosen order (`invasion-order`), each defending PDS fires once at
 * the invaders, and rounds of one die per Ground Force follow until one side or both are gone; no retreat.
 * Success: the defender's PDS and Space Dock there are destroyed and the invader takes the card exhausted.
 * Both wiped out: the defender keeps the planet. Landed PDS do not fight; they are destroyed if every
 * invading Ground Force dies.
 */
import { GameError, type Json } from '../../../engine';
import { neighbourSeats } from '../neighbours';
import { roll } from '../dice';
import { combatValue } from '../modifiers';
import { docksOnBoard } from '../objectives';
import { add, count, fleetOf, planetsIn, type Counts, type Ctx, type Ti3State } from '../state';
import { at } from '../timing';
import { bombardBan } from '../politics/rules';
import type { Task, TaskOf } from '../tasks';

/** Control passes: the new owner takes the card exhausted; the old owner's PDS and Space Dock there are destroyed. */
export function changeHands(ctx: Ctx, planet: string, seat: number, units: Counts): void {
  const s = ctx.s;
  const pl = s.planets[planet];
  const before = pl.owner;
  if (before !== null && count(pl.units, 'Space Dock') > 0 && docksOnBoard(s, before) === 1 && neighbourSeats(s, seat).includes(before)) {
    s.players[seat].tookLastDock = true;
  }
  if (before !== null && planet === 'Mecatol Rex') s.players[before].heldMecatolAllRound = false;
  pl.owner = seat;
  pl.exhausted = true;
  pl.since = s.round;
  pl.units = { ...units };
  ctx.ev.push({ type: 'planet', text: `seat ${seat} takes ${planet}`, data: { seat, planet, from: before } });
  at(ctx, 'planet-changed-hands', { planet, seat, from: before });
}

const defended = (s: Ti3State, planet: string) => count(s.planets[planet].units, 'Ground Force') > 0;

/** Landings resolved: friendly and neutral planets and undefended enemy ones at once; then bombardment, then invasions. */
export function resolveLandings(ctx: Ctx, task: TaskOf<'invade'>): void {
  const s = ctx.s;
  const contested: Record<string, Counts> = {};
  for (const [planet, units] of Object.entries(task.landed)) {
    const pl = s.planets[planet];
    if (pl.owner === task.seat) {
      add(pl.units, 'Ground Force', count(units, 'Ground Force'));
      add(pl.units, 'PDS', count(units, 'PDS'));
    } else if (count(units, 'Ground Force') === 0) {
      // A PDS landing alone on a neutral or enemy planet is destroyed.
      ctx.ev.push({ type: 'pds-lost', data: { seat: task.seat, planet, n: count(units, 'PDS') } });
    } else if (pl.owner === null || !defended(s, planet)) changeHands(ctx, planet, task.seat, units);
    else contested[planet] = units;
  }
  const invaded = Object.keys(contested);
  const f = fleetOf(s, task.pos, task.seat);
  const asks: Task[] = [];
  for (const unit of ['Dreadnought', 'War Sun'] as const)
    for (let i = 0; i < count(f?.units, unit); i++) asks.push({ t: 'bombard', seat: task.seat, pos: task.pos, unit, invaded });
  s.tasks.unshift(...asks, { t: 'invasions', seat: task.seat, pos: task.pos, landed: contested });
}

/** Planets a ship may bombard: enemy planets with Ground Forces (a Dreadnought: invaded now, without PDS). */
export function bombardTargets(s: Ti3State, task: TaskOf<'bombard'>): string[] {
  return planetsIn(s, task.pos).filter((n) => {
    const pl = s.planets[n];
    if (pl.owner === null || pl.owner === task.seat || !defended(s, n) || bombardBan(s, n) !== null) return false;
    return task.unit === 'War Sun' || (task.invaded.includes(n) && count(pl.units, 'PDS') === 0);
  });
}

export function bombard(ctx: Ctx, task: TaskOf<'bombard'>, move: Json): void {
  const s = ctx.s;
  if (move === 'none' || move === null) return;
  if (typeof move !== 'string' || !bombardTargets(s, task).includes(move)) {
    const why =
      task.unit === 'Dreadnought' && typeof move === 'string' && count(s.planets[move]?.units, 'PDS') > 0
        ? `a Dreadnought cannot bombard a planet with a PDS (${move})`
        : `a ${task.unit} cannot bombard ${String(move)}`;
    throw new GameError('ILLEGAL_MOVE', why);
  }
  at(ctx, 'before-bombardment', { planet: move });
  const dice = Array<number>(task.unit === 'War Sun' ? 3 : 1).fill(combatValue(s, task.seat, task.unit));
  const hits = Math.min(roll(ctx, task.seat, 'bombardment', dice), count(s.planets[move].units, 'Ground Force'));
  if (hits > 0) add(s.planets[move].units, 'Ground Force', -hits);
}

/** One invasion: the defending PDS shot, then rounds; success or failure. */
function invade(ctx: Ctx, seat: number, pos: string, planet: string, landed: Counts): void {
  const s = ctx.s;
  const pl = s.planets[planet];
  if (!defended(s, planet)) {
    changeHands(ctx, planet, seat, landed);
    return;
  }
  const defender = pl.owner!;
  const pds = count(pl.units, 'PDS');
  if (pds > 0) {
    const hits = Math.min(roll(ctx, defender, 'PDS at invaders', Array(pds).fill(combatValue(s, defender, 'PDS'))), count(landed, 'Ground Force'));
    if (hits > 0) add(landed, 'Ground Force', -hits);
  }
  at(ctx, 'before-invasion', { planet });
  while (count(landed, 'Ground Force') > 0 && count(pl.units, 'Ground Force') > 0) {
    const attack = roll(ctx, seat, 'invasion combat', Array(count(landed, 'Ground Force')).fill(combatValue(s, seat, 'Ground Force')));
    const defend = roll(ctx, defender, 'invasion combat', Array(count(pl.units, 'Ground Force')).fill(combatValue(s, defender, 'Ground Force', pos, true)));
    add(pl.units, 'Ground Force', -Math.min(attack, count(pl.units, 'Ground Force')));
    add(landed, 'Ground Force', -Math.min(defend, count(landed, 'Ground Force')));
  }
  if (count(landed, 'Ground Force') > 0) changeHands(ctx, planet, seat, landed);
  else ctx.ev.push({ type: 'invasion-failed', data: { seat, planet } });
}

/** The attacker's order: asked while two or more invasions remain (`invasion-order`). */
export function nextInvasion(ctx: Ctx, task: TaskOf<'invasions'>, move: Json): boolean {
  const left = Object.keys(task.landed);
  if (left.length === 0) return true;
  const planet = left.length === 1 ? left[0] : move;
  if (typeof planet !== 'string' || !left.includes(planet)) throw new GameError('ILLEGAL_MOVE', `choose the next invasion among ${left.join(', ')}`);
  const units = task.landed[planet];
  delete task.landed[planet];
  invade(ctx, task.seat, task.pos, planet, { ...units });
  return Object.keys(task.landed).length === 0;
}
