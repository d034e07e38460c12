/**
 * Action phase turns (rulebook p.9-14): in order of play, one action per turn, skipping players who
 * passed, until all have passed. The actions: strategic (each held card but Initiative, once, before
 * passing), tactical, transfer, Transit Diodes (the technology), the racial actions (races/actions.ts: Sol's
 * Ground Forces, Yssaril's skip), pass. Fleet Logistics: after the turn's
 * first tactical action, `fleet-logistics` offers a second one ({"do":"tactical","pos":p}) or "done".
 */
import { GameError, type Json } from '../../../engine';
import { orderOfPlay } from '../order';
import { INITIATIVE } from '../strategy-phase';
import { allows } from '../modifiers';
import type { Ctx, Ti3State } from '../state';
import { activationChoices, activate } from './activation';
import { canUseDiodes, startDiodes } from './transit-diodes';
import { transferChoices, startTransfer } from './transfer';
import { actionWindow, playActionCard, playableCards, resolution } from '../windows';
import { noteAction, raceActions, takeRaceAction, type RaceActionMove } from '../races/actions';

export type ActionMove =
  | { do: 'strategic'; card: number }
  | { do: 'tactical'; pos: string }
  | { do: 'transfer'; from: string; to: string }
  | { do: 'transit-diodes' }
  | { do: 'play'; card: string }
  | { do: 'pass' }
  | RaceActionMove;

export function strategicChoices(s: Ti3State, seat: number): number[] {
  const p = s.players[seat];
  return p.cards.filter((c) => c !== INITIATIVE && !p.used.includes(c));
}

export function actionChoices(s: Ti3State, seat: number): ActionMove[] {
  const out: ActionMove[] = strategicChoices(s, seat).map((card) => ({ do: 'strategic', card }));
  for (const pos of activationChoices(s, seat)) out.push({ do: 'tactical', pos });
  for (const [from, to] of transferChoices(s, seat)) out.push({ do: 'transfer', from, to });
  if (canUseDiodes(s, seat)) out.push({ do: 'transit-diodes' });
  out.push(...raceActions(s, seat));
  // The folded `action` window: "As an action" cards of the player's own hand.
  for (const card of playableCards(s, seat, actionWindow(seat), [])) out.push({ do: 'play', card });
  if (strategicChoices(s, seat).length === 0) out.push({ do: 'pass' });
  return out;
}

/** Next seat to act after the current one, or null when everyone has passed. */
function nextSeat(s: Ti3State): number | null {
  const order = orderOfPlay(s).filter((seat) => !s.players[seat].passed);
  if (order.length === 0) return null;
  if (s.turn === null) return order[0];
  const all = orderOfPlay(s);
  const i = all.indexOf(s.turn);
  for (let k = 1; k <= all.length; k++) {
    const seat = all[(i + k) % all.length];
    if (!s.players[seat].passed) return seat;
  }
  return null;
}

export function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  const seat = nextSeat(s);
  if (seat === null) {
    s.turn = null;
    s.tasks.unshift({ t: 'status-phase' });
    return;
  }
  s.turn = seat;
  s.tasks.unshift({ t: 'action', seat });
}

export function takeAction(ctx: Ctx, seat: number, move: ActionMove): void {
  dispatch(ctx, seat, move);
  // Once the action is taken (a refused one throws before): Yssaril's run of skipped turns.
  noteAction(ctx.s, seat, move.do === 'skip');
}

function dispatch(ctx: Ctx, seat: number, move: ActionMove): void {
  const s = ctx.s;
  switch (move.do) {
    case 'pass':
      if (strategicChoices(s, seat).length > 0)
        throw new GameError('ILLEGAL_MOVE', `you must take the strategic action of card ${strategicChoices(s, seat)[0]} before passing`);
      s.players[seat].passed = true;
      ctx.ev.push({ type: 'pass', data: { seat } });
      s.tasks.unshift({ t: 'end-turn', seat });
      return;
    case 'strategic':
      if (!strategicChoices(s, seat).includes(move.card))
        throw new GameError('ILLEGAL_MOVE', `you have no unused strategy card ${move.card} with a strategic action`);
      s.players[seat].used.push(move.card);
      ctx.ev.push({ type: 'strategic', data: { seat, card: move.card } });
      s.tasks.unshift({ t: 'primary', seat, card: move.card }, { t: 'card-done', seat, card: move.card }, { t: 'end-turn', seat });
      return;
    case 'tactical':
      activate(ctx, seat, move.pos, true);
      return;
    case 'transfer':
      startTransfer(ctx, seat, move.from, move.to);
      return;
    case 'play': {
      const w = actionWindow(seat);
      if (!playableCards(s, seat, w, []).includes(move.card)) throw new GameError('ILLEGAL_MOVE', `${move.card} cannot be played as an action now`);
      playActionCard(ctx, seat, move.card);
      s.tasks.unshift(...resolution(s, { seat, card: move.card }, w), { t: 'end-turn', seat });
      return;
    }
    case 'transit-diodes':
      startDiodes(ctx, seat);
      return;
    case 'sol-ground-forces':
    case 'skip':
      takeRaceAction(ctx, seat, move);
      return;
    default:
      throw new GameError('BAD_MOVE', 'action: unknown "do"');
  }
}

/** Fleet Logistics: after the turn's first tactical action, a second one may follow (asked while one is possible). */
export function offersSecondTactical(s: Ti3State, seat: number): boolean {
  return !s.players[seat].eliminated && allows(s, seat, 'secondTacticalAction') && activationChoices(s, seat).length > 0;
}

export function secondTacticalChoices(s: Ti3State, seat: number): Json[] {
  return ['done', ...activationChoices(s, seat).map((pos): ActionMove => ({ do: 'tactical', pos }))];
}

export function takeSecondTactical(ctx: Ctx, seat: number, move: Json): void {
  if (move === 'done' || move === null) {
    ctx.s.tasks.unshift({ t: 'turn' });
    return;
  }
  if (!isActionMove(move) || move.do !== 'tactical') throw new GameError('BAD_MOVE', 'fleet-logistics: {"do":"tactical","pos":p} or "done"');
  activate(ctx, seat, move.pos, false);
}

export function isActionMove(x: Json): x is ActionMove {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.do === 'string';
}
