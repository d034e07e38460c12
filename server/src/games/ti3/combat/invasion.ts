/**
 * Tactical action, step 6, Invasion (rulebook p.11-12, p.17-18). A neutral planet is taken (card exhausted)
 * by the Ground Forces landing there; an enemy planet without Ground Forces falls at once. Before invasion
 * combat, bombardment: each Dreadnought rolls 1 die and each War Sun 3, at combat value, each hit killing a
 * defending Ground Force, no return fire; the attacker splits it among the planets as he likes (`bombard`,
 * one question per ship), never onto his own; a Dreadnought bombards only a planet invaded in this
 * activation and never one holding a PDS (the Planetary Shield); a War Sun ignores the shield and may
 * bombard without invading (a planet whose last Ground Force is bombarded away stays its owner's). Then,
 * one planet at a time in the attacker's chosen order (`invasion-order`), each defending PDS fires once at
 * the invaders, and rounds of one die per Ground Force follow until one side or both are gone; no retreat
 * (`invasion-combat`: each round opens `before-round`, its dice `after-roll`, like a space battle's).
 * Success: the defender's PDS and Space Dock there are destroyed and the invader takes the card exhausted.
 * Both wiped out: the defender keeps the planet. Landed PDS do not fight; they are destroyed if every
 * invading Ground Force dies.
 */
import { GameError, type Json } from '../../../engine';
import { neighbourSeats } from '../neighbours';
import { hitsOf, rollDice } from '../dice';
import { openDice } from './open-dice';
import { endRoundEffects } from '../action-cards/lasting';
import { allows, combatValue, type RollContext } from '../modifiers';
import { pdsRoll } from '../action/pds';
import { discardActionCard } from '../cards';
import { docksOnBoard } from '../objectives';
import { add, count, ensureFleet, fleetOf, planetsIn, roundEffect, type Counts, type Ctx, type Ti3State } from '../state';
import { at } from '../timing';
import { breakBetween } from '../trade/agreements';
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
  // A planet taken otherwise than by landing (Voluntary Annexation) loses Star of Death's marker.
  delete pl.radiation;
  ctx.ev.push({ type: 'planet', text: `seat ${seat} takes ${planet}`, data: { seat, planet, from: before } });
  at(ctx, 'planet-changed-hands', { planet, seat, from: before });
}

const defended = (s: Ti3State, planet: string) => count(s.planets[planet].units, 'Ground Force') > 0;

/** Dug In: the Ground Forces on the planet are immune to bombardment this round. */
const immune = (s: Ti3State, planet: string) => roundEffect(s, 'Dug In', (e) => e.planet === planet);

/**
 * Star of Death's radiation marker. RULE-READING (README; the base box has no such counter): the Ground
 * Forces (and PDS) of the next landing on the planet die, the planet stays as it is (neutral), the marker is removed.
 */
function irradiated(ctx: Ctx, seat: number, planet: string, units: Counts): void {
  delete ctx.s.planets[planet].radiation;
  ctx.ev.push({ type: 'radiation', text: `the radiation on ${planet} kills the units seat ${seat} landed`, data: { seat, planet, units: { ...units } } });
  at(ctx, 'ground-forces-destroyed', { seat, planet, n: count(units, 'Ground Force') });
}

/** Landings resolved: friendly and neutral planets and undefended enemy ones at once; then bombardment, then invasions. */
export function resolveLandings(ctx: Ctx, task: TaskOf<'invade'>): void {
  const s = ctx.s;
  const contested: Record<string, Counts> = {};
  for (const [planet, units] of Object.entries(task.landed)) {
    const pl = s.planets[planet];
    // Invading a partner's planet breaks the agreement (invasion combat; a planet held by its control marker alone too).
    if (pl.owner !== null && pl.owner !== task.seat && count(units, 'Ground Force') > 0) breakBetween(ctx, task.seat, pl.owner, 'invasion combat');
    if (pl.radiation && count(units, 'Ground Force') > 0) {
      irradiated(ctx, task.seat, planet, units);
      continue;
    }
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

/**
 * Planets a ship may bombard: enemy planets with Ground Forces (a Dreadnought: invaded now, without PDS
 * unless Graviton Negator lifts the Planetary Shield).
 */
export function bombardTargets(s: Ti3State, task: TaskOf<'bombard'>): string[] {
  return planetsIn(s, task.pos).filter((n) => {
    const pl = s.planets[n];
    if (pl.owner === null || pl.owner === task.seat || !defended(s, n) || bombardBan(s, n) !== null || immune(s, n)) return false;
    const shielded = count(pl.units, 'PDS') > 0 && !allows(s, task.seat, 'bombardShielded', task.unit);
    return task.unit === 'War Sun' || (task.invaded.includes(n) && !shielded);
  });
}

/** The bombard question's answers: none, a planet, or X-89 on a planet ({"x89": planet}). */
export function bombardChoices(s: Ti3State, task: TaskOf<'bombard'>): Json[] {
  const targets = bombardTargets(s, task);
  const x89 = allows(s, task.seat, 'bacterialWeapon', task.unit) ? targets.map((planet) => ({ x89: planet })) : [];
  return targets.length > 0 ? ['none', ...targets, ...x89] : [];
}

/**
 * Ground Forces of `seat` destroyed on `planet` (the timing point lets Gen Synthesis bring some back).
 * RULE-READING (README): "destroyed" = killed by bombardment, X-89, the PDS shot at invaders or invasion
 * combat; Ground Forces lost in space with their ship are removed, not destroyed in combat.
 */
export function destroyGroundForces(ctx: Ctx, seat: number, planet: string, n: number): void {
  if (n <= 0) return;
  add(ctx.s.planets[planet].units, 'Ground Force', -n);
  at(ctx, 'ground-forces-destroyed', { seat, planet, n });
}

/**
 * X-89 Bacterial Weapon: every enemy Ground Force on the planet is destroyed, then the player discards his
 * whole hand. RULE-READING (README): it is used instead of that ship's bombardment roll ("before
 * bombarding"; no Ground Force is left to hit).
 */
function bacterialWeapon(ctx: Ctx, task: TaskOf<'bombard'>, planet: string): void {
  const s = ctx.s;
  const owner = s.planets[planet].owner!;
  const n = count(s.planets[planet].units, 'Ground Force');
  ctx.ev.push({ type: 'x89', text: `seat ${task.seat} uses X-89 Bacterial Weapon on ${planet}`, data: { seat: task.seat, planet, n } });
  destroyGroundForces(ctx, owner, planet, n);
  for (const card of [...s.players[task.seat].hand]) discardActionCard(ctx, task.seat, card);
}

export function bombard(ctx: Ctx, task: TaskOf<'bombard'>, move: Json): void {
  const s = ctx.s;
  if (move === 'none' || move === null) return;
  if (typeof move === 'object' && !Array.isArray(move) && typeof move.x89 === 'string') {
    if (!bombardChoices(s, task).some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.x89 === move.x89))
      throw new GameError('ILLEGAL_MOVE', `X-89 Bacterial Weapon needs the technology and a planet this ${task.unit} may bombard (${move.x89})`);
    bacterialWeapon(ctx, task, move.x89);
    return;
  }
  if (typeof move !== 'string' || !bombardTargets(s, task).includes(move)) {
    const why =
      task.unit === 'Dreadnought' && typeof move === 'string' && count(s.planets[move]?.units, 'PDS') > 0
        ? `a Dreadnought cannot bombard a planet with a PDS (${move})`
        : `a ${task.unit} cannot bombard ${String(move)}`;
    throw new GameError('ILLEGAL_MOVE', why);
  }
  // The shot is aimed; the defender's `before-bombardment` window (Dug In) comes before its dice.
  s.tasks.unshift({ t: 'bombard-roll', seat: task.seat, pos: task.pos, unit: task.unit, planet: move });
  at(ctx, 'before-bombardment', { pos: task.pos, planet: move, seat: task.seat, defender: s.planets[move].owner! });
}

/** The bombardment shot's dice (none when the Ground Forces there were made immune meanwhile: Dug In). */
export function bombardRoll(ctx: Ctx, task: TaskOf<'bombard-roll'>): void {
  const s = ctx.s;
  const { planet } = task;
  const owner = s.planets[planet].owner;
  if (owner === null || owner === task.seat || immune(s, planet)) {
    ctx.ev.push({ type: 'bombardment-void', data: { seat: task.seat, planet } });
    return;
  }
  const needs = Array<number>(task.unit === 'War Sun' ? 3 : 1).fill(combatValue(s, task.seat, task.unit, { pos: task.pos, during: 'bombard', planet }));
  openDice(ctx, task.pos, { use: 'ground-forces', planet }, rollDice(ctx, task.seat, 'bombardment', needs));
}

/** A bombardment's settled hits (combat/open-dice.ts): each kills one Ground Force on the planet. */
export function bombardmentHits(ctx: Ctx, planet: string, hits: number): void {
  const pl = ctx.s.planets[planet];
  if (pl.owner !== null) destroyGroundForces(ctx, pl.owner, planet, Math.min(hits, count(pl.units, 'Ground Force')));
}

/**
 * Hits on the invaders: Fighters (Graviton Negator) first, then Ground Forces; the Ground Forces lost.
 * RULE-READING (README): the owner would choose; Fighters first keeps the units that can take the planet,
 * and asks nothing. Fighters go down only with Ground Forces, onto an enemy planet with Ground Forces.
 */
function hitInvaders(landed: Counts, hits: number): number {
  const fighters = Math.min(hits, count(landed, 'Fighter'));
  add(landed, 'Fighter', -fighters);
  const gf = Math.min(hits - fighters, count(landed, 'Ground Force'));
  add(landed, 'Ground Force', -gf);
  return gf;
}

/** Fighters that took part in an invasion go back to space; they never take a planet (Graviton Negator). */
function returnFighters(s: Ti3State, pos: string, seat: number, landed: Counts): void {
  const fighters = count(landed, 'Fighter');
  if (fighters === 0) return;
  add(ensureFleet(s, pos, seat).units, 'Fighter', fighters);
  add(landed, 'Fighter', -fighters);
}

const invaders = (landed: Counts) => count(landed, 'Ground Force') + count(landed, 'Fighter');

/** One invasion: the defending PDS shot, then the combat's rounds (`invasion-combat`), or the planet falls at once. */
function invade(ctx: Ctx, seat: number, pos: string, planet: string, landed: Counts): void {
  const s = ctx.s;
  const pl = s.planets[planet];
  if (!defended(s, planet)) {
    returnFighters(s, pos, seat, landed);
    changeHands(ctx, planet, seat, landed);
    return;
  }
  const defender = pl.owner!;
  const pds = count(pl.units, 'PDS');
  s.tasks.unshift({ t: 'invasion-combat', seat, pos, planet, defender, landed, round: 1, step: 'round', rolls: [], killed: 0, lost: 0 });
  if (pds > 0) openDice(ctx, pos, { use: 'invaders', planet }, pdsRoll(ctx, defender, 'PDS at invaders', pds, { pos, during: 'pds', planet }));
  at(ctx, 'before-invasion', { planet, pos, attacker: seat, defender });
}

/** The settled hits of a planet's PDS at its invaders (combat/open-dice.ts), on the units landed for its invasion combat. */
export function pdsAtInvaders(s: Ti3State, planet: string, hits: number): void {
  const task = s.tasks.find((t): t is TaskOf<'invasion-combat'> => t.t === 'invasion-combat' && t.planet === planet);
  if (task) task.lost += hitInvaders(task.landed, hits);
}

/** Whether the invasion combat goes on: invaders landed and defending Ground Forces left. */
const fighting = (s: Ti3State, task: TaskOf<'invasion-combat'>) => invaders(task.landed) > 0 && defended(s, task.planet);

/**
 * A step of an invasion combat (see the task). Each round opens `before-round` (Morale Boost), then both
 * sides roll at once and `after-roll` opens (Recheck) before the hits count; no retreat. RULE-READING: the
 * invasion windows ask its two sides (`sides`), public like a space battle's.
 */
export function invasionStep(ctx: Ctx, task: TaskOf<'invasion-combat'>): boolean {
  const s = ctx.s;
  const { seat, pos, planet, defender } = task;
  const where = { pos, planet, attacker: seat, defender, round: task.round };
  if (task.step === 'round') {
    if (!fighting(s, task)) {
      finishInvasion(ctx, task);
      return true;
    }
    task.step = 'roll';
    at(ctx, 'before-combat-round', where);
    return false;
  }
  if (task.step === 'roll') {
    const attack: RollContext = { pos, during: 'invasion', planet, round: task.round, opponent: defender };
    const pl = s.planets[planet];
    task.rolls = [
      rollDice(ctx, seat, 'invasion combat', [
        ...Array<number>(count(task.landed, 'Ground Force')).fill(combatValue(s, seat, 'Ground Force', attack)),
        ...Array<number>(count(task.landed, 'Fighter')).fill(combatValue(s, seat, 'Fighter', attack)),
      ]),
      rollDice(
        ctx,
        defender,
        'invasion combat',
        Array<number>(count(pl.units, 'Ground Force')).fill(combatValue(s, defender, 'Ground Force', { ...attack, defending: true, opponent: seat })),
      ),
    ];
    endRoundEffects(s, pos);
    task.step = 'hits';
    // Back in the queue before the point, so that its dice are found open there (dice.ts `openRolls`: Jol Nar).
    s.tasks.unshift(task);
    at(ctx, 'after-roll', where);
    return true;
  }
  const [hits, defend] = task.rolls.map(hitsOf);
  const dead = Math.min(hits, count(s.planets[planet].units, 'Ground Force'));
  add(s.planets[planet].units, 'Ground Force', -dead);
  task.killed += dead;
  task.lost += hitInvaders(task.landed, defend);
  task.rolls = [];
  task.round += 1;
  task.step = 'round';
  return false;
}

/** The combat is over: success (the planet taken) or failure; then the destroyed Ground Forces' timing points. */
function finishInvasion(ctx: Ctx, task: TaskOf<'invasion-combat'>): void {
  const s = ctx.s;
  const { seat, pos, planet, defender, landed } = task;
  returnFighters(s, pos, seat, landed);
  const won = count(landed, 'Ground Force') > 0 && !defended(s, planet);
  if (won) changeHands(ctx, planet, seat, landed);
  else ctx.ev.push({ type: 'invasion-failed', data: { seat, planet } });
  const winner = won ? seat : defended(s, planet) ? defender : null;
  at(ctx, 'ground-forces-destroyed', { seat: defender, planet, n: task.killed });
  at(ctx, 'ground-forces-destroyed', { seat, planet, n: task.lost });
  at(ctx, 'after-invasion-combat', { planet, winner, n: task.killed + task.lost });
}

/**
 * The attacker's order: asked while two or more invasions remain (`invasion-order`; with one left, asked
 * only to offer the folded `before-invasion` window, folded.ts). The invasions left come after this one.
 */
export function nextInvasion(ctx: Ctx, task: TaskOf<'invasions'>, move: Json): boolean {
  const left = Object.keys(task.landed);
  if (left.length === 0) return true;
  const planet = left.length === 1 && move === null ? left[0] : move;
  if (typeof planet !== 'string' || !left.includes(planet)) throw new GameError('ILLEGAL_MOVE', `choose the next invasion among ${left.join(', ')}`);
  const units = task.landed[planet];
  delete task.landed[planet];
  if (Object.keys(task.landed).length > 0) ctx.s.tasks.unshift(task);
  invade(ctx, task.seat, task.pos, planet, { ...units });
  return true;
}
