/**
 * Action cards of the space battle: Experimental Battlestation and Minelayers (`after-move-in`, asked of
 * the other players), Fighter Prototype (`before-space-battle`), Morale Boost and Skilled Retreat
 * (`before-round`), Shields Holding (`after-hits`), Direct Hit! (`after-damaged`); the battle windows ask
 * its participants (windows.ts).
 * Morale Boost is offered before invasion combat rounds too (combat/invasion.ts opens `before-round` there).
 */
import { placeCounter } from '../action/activation';
import { systemTile } from '../data';
import { adjacentForMovement } from '../map/adjacency';
import { docksIn, othersWithUnits, shipCount } from '../board';
import { rollDice } from '../dice';
import { openDice } from '../combat/open-dice';
import { combatValue } from '../modifiers';
import { moveWholeFleet } from '../combat/space-battle';
import { add, count, fleetOf, reinforcements, tidySpace, type Ctx, type Ti3State } from '../state';
import type { Task, WindowInfo } from '../tasks';
import type { CardEffects } from './types';

/** The seat's hits still to be assigned in this space battle round. */
function hitsOn(s: Ti3State, seat: number, pos: string | undefined): Extract<Task, { t: 'assign-hits' }> | undefined {
  return s.tasks.find((t): t is Extract<Task, { t: 'assign-hits' }> => t.t === 'assign-hits' && t.seat === seat && t.pos === pos && t.during === 'battle');
}

/**
 * Where Skilled Retreat may take the fleet: an adjacent system (for movement, as retreats) without the
 * player's command counter, holding no other player's units, where ships may end (no Asteroid Field, no
 * Supernova). RULE-READING: "friendly or empty" = no other player's units; "unactivated" = no counter of
 * the player's own.
 */
function retreatTargets(s: Ti3State, seat: number, pos: string): string[] {
  return adjacentForMovement(s.galaxy, pos).filter((p) => {
    const special = systemTile(s.galaxy[p]).special;
    return special !== 'asteroid' && special !== 'supernova' && !(s.counters[p] ?? []).includes(seat) && othersWithUnits(s, p, seat).length === 0;
  });
}

/** The fleet leaves the battle at once: the round's questions are dropped and the battle is settled. */
function leaveBattle(ctx: Ctx, seat: number, from: string, to: string): void {
  const s = ctx.s;
  placeCounter(s, to, seat);
  moveWholeFleet(s, seat, from, to);
  ctx.ev.push({ type: 'retreated', data: { seat, from, to, card: 'Skilled Retreat' } });
  const round = s.tasks.find((t) => (t.t === 'battle-roll' || t.t === 'battle') && t.pos === from);
  const i = s.tasks.findIndex((t) => (t.t === 'withdraw' || t.t === 'battle-roll' || t.t === 'battle') && t.pos === from);
  s.tasks = s.tasks.filter((t) => !((t.t === 'withdraw' || t.t === 'battle-roll' || t.t === 'battle') && t.pos === from));
  if (round && (round.t === 'battle-roll' || round.t === 'battle') && s.activation)
    s.tasks.splice(Math.max(0, i), 0, { t: 'battle', seat: s.activation.seat, pos: from, round: round.round });
  s.tasks.unshift({ t: 'supply-check', pos: to });
}

/** The active player's fleet that has just moved into the activated system (`w.pos`). */
const invader = (s: Ti3State, w: WindowInfo) => (w.pos !== undefined && w.subject !== undefined ? fleetOf(s, w.pos, w.subject) : null);

export const COMBAT_CARDS: CardEffects = {
  // After an opponent moved into the system: one of your Space Docks there fires three times as a PDS.
  // RULE-READING: "in range" is a PDS's range in the base rules, its own system.
  'Experimental Battlestation': {
    eligible: (s, seat, w) => w.pos !== undefined && docksIn(s, w.pos, seat).length > 0 && shipCount(invader(s, w)) > 0,
    resolve(ctx, seat, w) {
      const dice = rollDice(ctx, seat, 'Experimental Battlestation', Array<number>(3).fill(combatValue(ctx.s, seat, 'PDS')));
      if (w.subject !== undefined && w.pos !== undefined) openDice(ctx, w.pos, { use: 'ships', target: w.subject, pos: w.pos, during: 'pds' }, dice);
    },
  },
  // After an enemy fleet entered the system: each of your Cruisers there inflicts one hit before the battle.
  // RULE-READING: the chosen system is the one entered (the card's timing); the hits are pre-combat damage.
  Minelayers: {
    eligible: (s, seat, w) => w.pos !== undefined && count(fleetOf(s, w.pos, seat)?.units, 'Cruiser') > 0 && shipCount(invader(s, w)) > 0,
    resolve(ctx, seat, w) {
      const hits = count(fleetOf(ctx.s, w.pos!, seat)?.units, 'Cruiser');
      if (hits > 0 && w.subject !== undefined) ctx.s.tasks.unshift({ t: 'assign-hits', seat: w.subject, pos: w.pos!, hits, during: 'battle' });
    },
  },
  // Your Fighters in the battle +2 on their combat rolls for one round (the first).
  'Fighter Prototype': {
    eligible: (s, seat, w) => w.pos !== undefined && count(fleetOf(s, w.pos, seat)?.units, 'Fighter') > 0,
    resolve(ctx, seat, w) {
      if (w.pos !== undefined) ctx.s.cardEffects.push({ card: 'Fighter Prototype', seat, pos: w.pos });
    },
  },
  // Before a round: the fleet goes to an adjacent friendly or empty system, placing a counter from reinforcements.
  'Skilled Retreat': {
    // Space battles only: an invasion combat's window names its planet.
    eligible: (s, seat, w) => w.planet === undefined && reinforcements(s, seat) > 0,
    ask: 'choose the system your fleet retreats to',
    choices: (s, seat, w) => (w.pos === undefined ? [] : retreatTargets(s, seat, w.pos)),
    resolve: (ctx, seat, w, to) => leaveBattle(ctx, seat, w.pos!, String(to)),
  },
  // All of your units +1 on combat rolls for this round, in a space battle or an invasion combat (modifiers.ts
  // reads `cardEffects`; cleared after the rolls, action-cards/lasting.ts).
  'Morale Boost': {
    resolve(ctx, seat, w) {
      if (w.pos === undefined) return;
      ctx.s.cardEffects.push({ card: 'Morale Boost', seat, pos: w.pos });
    },
  },
  // Cancel up to two hits of this round.
  'Shields Holding': {
    eligible: (s, seat, w) => hitsOn(s, seat, w.pos) !== undefined,
    resolve(ctx, seat, w) {
      const task = hitsOn(ctx.s, seat, w.pos);
      if (!task) return;
      const cancelled = Math.min(2, task.hits);
      task.hits -= cancelled;
      if (task.hits === 0) ctx.s.tasks.splice(ctx.s.tasks.indexOf(task), 1);
      ctx.ev.push({ type: 'hits-cancelled', data: { seat, pos: w.pos ?? null, n: cancelled } });
    },
  },
  // Destroy the Dreadnought or War Sun just damaged (the opponent's).
  'Direct Hit!': {
    ask: 'choose the damaged ship to destroy',
    choices(s, _seat, w) {
      const f = w.pos === undefined || w.subject === undefined ? null : fleetOf(s, w.pos, w.subject);
      return [...new Set(w.units ?? [])].filter((id) => count(f?.damaged, id) > 0);
    },
    resolve(ctx, _seat, w, choice) {
      const f = fleetOf(ctx.s, w.pos!, w.subject!)!;
      const id = (w.units ?? []).find((u) => u === choice)!;
      add(f.units, id, -1);
      add(f.damaged, id, -1);
      tidySpace(ctx.s, w.pos!);
      ctx.ev.push({ type: 'casualties', data: { seat: w.subject!, pos: w.pos!, damaged: [], destroyed: [id] } });
    },
  },
};
