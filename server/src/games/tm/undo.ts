/**
 * Cancel (TM-40): the state before the action under way, kept while the
 * action may still be cancelled. Until a card is drawn, revealed or looked
 * at (which ends the cancel), an action cannot touch the deck, the discard
 * pile or the RNG, so the snapshot leaves them out; nor does it keep the
 * action question itself, which is asked again on a cancel.
 */
import type { Ctx, TmState } from './state';

type Saved = Pick<
  TmState,
  'players' | 'tiles' | 'claims' | 'temperature' | 'oxygen' | 'oceans' | 'milestones' | 'awards' | 'turn' | 'lastTile' | 'stack' | 'marsbot'
>;

export function saveUndo(s: TmState, seat: number): void {
  const ask = s.players[seat].ask;
  s.players[seat].ask = null;
  const saved: Saved = {
    players: s.players,
    tiles: s.tiles,
    claims: s.claims,
    temperature: s.temperature,
    oxygen: s.oxygen,
    oceans: s.oceans,
    milestones: s.milestones,
    awards: s.awards,
    turn: s.turn,
    lastTile: s.lastTile,
    stack: s.stack,
  };
  // An action may take MarsBot's M€ or move its tracks back before it is cancelled.
  if (s.marsbot) saved.marsbot = s.marsbot;
  s.undo = JSON.stringify(saved);
  s.players[seat].ask = ask;
}

/** The state before the action, its action question to be asked again by the caller. */
export function restoreUndo(ctx: Ctx): TmState {
  const saved = JSON.parse(ctx.s.undo!) as Saved;
  return { ...ctx.s, ...saved, undo: null };
}
