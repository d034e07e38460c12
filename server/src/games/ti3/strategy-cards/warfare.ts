/**
 * 6 Warfare. Primary: take one of one's command counters off the board back into the Command Pool (that
 * system may be activated again). Secondary: move 1 or 2 of one's Destroyers/Cruisers from anywhere to
 * adjacent empty non-home systems, placing a counter from reinforcements in each destination (none where
 * one's counter already is). RULE-READING: "empty" is an empty-system tile (no planets, not special; a
 * special system never counts as empty) holding no other player's ships; adjacency is adjacency for movement.
 *
 * The patrols are a draft (draft.ts): `secondary-warfare` asks {from, unit, to} (up to 2) or confirm /
 * undo-step / reset; each is checked on the board as the patrols before it would leave it, and all move
 * at `confirm`.
 */
import { cloneJson, GameError, type Json } from '../../../engine';
import { capitalShips, cargoOverflow, hasEnemyShips } from '../board';
import { systemTile } from '../data';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import { adjacentForMovement } from '../map/adjacency';
import { fleetSupply, groundForceCapacity } from '../modifiers';
import { add, count, ensureFleet, fleetOf, reinforcements, tidySpace, type Ctx, type Ti3State } from '../state';
import { hasCounter, placeCounter } from '../action/activation';
import type { Patrol, TaskOf } from '../tasks';
import type { CardRules } from './card';
import { wormholeRule } from '../politics/rules';

const MAX_PATROLS = 2;

export function patrolChoices(s: Ti3State, seat: number): Patrol[] {
  const out: Patrol[] = [];
  for (const [from, fleets] of Object.entries(s.space)) {
    const f = fleets.find((x) => x.seat === seat);
    if (!f) continue;
    for (const unit of ['Destroyer', 'Cruiser'] as const) {
      if ((f.units[unit] ?? 0) === 0) continue;
      for (const to of adjacentForMovement(s.galaxy, from, wormholeRule(s))) {
        if (systemTile(s.galaxy[to]).kind !== 'empty' || hasEnemyShips(s, to, seat)) continue;
        if (capitalShips(fleetOf(s, to, seat)) >= fleetSupply(s, seat, to)) continue;
        if (!hasCounter(s, to, seat) && reinforcements(s, seat) === 0) continue;
        out.push({ from, unit, to });
      }
    }
  }
  return out;
}

export function patrol(ctx: Ctx, seat: number, m: Patrol): void {
  const s = ctx.s;
  const from = ensureFleet(s, m.from, seat);
  add(from.units, m.unit, -1);
  add(ensureFleet(s, m.to, seat).units, m.unit, 1);
  // RULE-READING (README): a Cruiser with Stasis Capsules takes along the Ground Force it carries when
  // the ships staying behind cannot hold it (the card moves ships; their cargo is not left in empty space).
  const aboard = Math.min(cargoOverflow(s, seat, from.units), groundForceCapacity(s, seat, m.unit), count(from.units, 'Ground Force'));
  add(from.units, 'Ground Force', -aboard);
  add(ensureFleet(s, m.to, seat).units, 'Ground Force', aboard);
  tidySpace(s, m.from);
  if (!hasCounter(s, m.to, seat)) placeCounter(s, m.to, seat);
  ctx.ev.push({ type: 'patrol', data: { seat, from: m.from, unit: m.unit, to: m.to } });
}

/** The board as the patrols planned so far would leave it (a copy; the state itself is untouched). */
function planned(s: Ti3State, t: TaskOf<'secondary'>): Ti3State {
  const plan = t.patrols ?? [];
  if (plan.length === 0) return s;
  const v = cloneJson(s);
  for (const m of plan) patrol({ s: v, ev: [] }, t.seat, m);
  return v;
}

const isPatrol = (x: Json): x is Patrol & { [k: string]: Json } =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.from === 'string' && typeof x.unit === 'string' && typeof x.to === 'string';

/** A step of the patrol draft; true once confirmed (the ships then move and the counters are placed, publicly). */
function patrolStep(ctx: Ctx, t: TaskOf<'secondary'>, answer: Json | null): boolean {
  const plan = t.patrols ?? [];
  if (answer === UNDO) t.patrols = plan.slice(0, -1);
  else if (answer === RESET) t.patrols = [];
  else if (answer === CONFIRM || answer === null) {
    for (const m of plan) patrol(ctx, t.seat, m);
    return true;
  } else {
    if (!isPatrol(answer)) throw new GameError('BAD_MOVE', 'secondary-warfare: expected {from, unit, to}, "confirm", "undo-step" or "reset"');
    if (plan.length >= MAX_PATROLS) throw new GameError('ILLEGAL_MOVE', `Warfare's secondary moves at most ${MAX_PATROLS} ships: confirm, or undo a step`);
    if (!patrolChoices(planned(ctx.s, t), t.seat).some((p) => p.from === answer.from && p.unit === answer.unit && p.to === answer.to)) {
      throw new GameError('ILLEGAL_MOVE', `a patrol goes to an adjacent empty non-home system: ${answer.to} does not qualify`);
    }
    t.patrols = [...plan, { from: answer.from, unit: answer.unit, to: answer.to }];
  }
  return false;
}

/** The patrol draft's answers: the controls, then (while fewer than 2 are planned) every next patrol; null when there is nothing to decide. */
function patrolDraftChoices(s: Ti3State, t: TaskOf<'secondary'>): Json[] | null {
  const plan = t.patrols ?? [];
  const out: Json[] = [...draftControls(plan.length), ...(plan.length < MAX_PATROLS ? patrolChoices(planned(s, t), t.seat) : [])];
  return out.length > 1 ? out : null;
}

export const warfare: CardRules = {
  initiative: 6,
  name: 'Warfare',
  primary: {
    text: 'Warfare: take one of your command counters off the board into your Command Pool',
    choices: (s, t) => {
      const mine = Object.keys(s.counters).filter((pos) => hasCounter(s, pos, t.seat));
      return mine.length > 0 ? mine : null;
    },
    resolve: (ctx, t, answer) => {
      if (answer === null) return true;
      const s = ctx.s;
      const pos = answer as string;
      const left = s.counters[pos].filter((x) => x !== t.seat);
      if (left.length > 0) s.counters[pos] = left;
      else delete s.counters[pos];
      s.players[t.seat].command += 1;
      ctx.ev.push({ type: 'counter-back', data: { seat: t.seat, pos } });
      return true;
    },
  },
  secondary: {
    text: 'Warfare: plan up to 2 Destroyer or Cruiser moves to adjacent empty systems, or confirm / undo-step / reset',
    choices: patrolDraftChoices,
    resolve: patrolStep,
  },
  worthFollowing: (s, seat) => patrolChoices(s, seat).length > 0,
};
