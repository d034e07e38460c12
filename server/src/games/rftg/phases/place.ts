/**
 * What Develop and Settle share: a secret, simultaneous choice of one card
 * (or none), revealed together, then each placing player pays.
 */
import { bonusActionFor, chose } from '../actions';
import { cardName } from '../cardinfo';
import { prestigeOnPlace } from '../prestige';
import { choiceAsk } from '../prompts';
import type { Ctx, PhaseStage, PlayerState } from '../state';

/** The seat holds this phase's action card (Develop −1 cost, Settle draw). */
export function hasPhaseBonus(ctx: Ctx, p: PlayerState): boolean {
  const a = bonusActionFor(ctx.s.stage as PhaseStage);
  return a !== null && chose(p, a);
}

export function askPlacement(ctx: Ctx, seat: number, kind: 'develop' | 'settle', cards: number[]): void {
  const choices = [...cards, null];
  ctx.s.players[seat].ask = choiceAsk(
    kind,
    kind === 'develop' ? 'Develop: choose a development to place, or none' : 'Settle: choose a world to place, or none',
    choices,
    { shape: 'int-or-null' },
  );
}

/** Records a secret placement choice; others only learn that the seat has chosen. */
export function recordPlacement(ctx: Ctx, seat: number, card: number | null): void {
  const p = ctx.s.players[seat];
  p.phase.placing = card;
  p.phase.chosen = true;
  p.ask = null;
  ctx.ev.push({ type: 'placement-chosen', text: `${p.name} has chosen.`, data: { seat } });
  ctx.ev.push({ type: 'placement-choice', data: { seat, card }, audience: [seat] });
}

/** Reveals every placement at once and puts the cards on the tableaus, in seat order. Returns the placing seats. */
export function revealPlacements(ctx: Ctx, onPlaced: (seat: number, card: number) => void): number[] {
  const placing: number[] = [];
  ctx.s.players.forEach((p, seat) => {
    const card = p.phase.placing;
    if (card === null) {
      ctx.ev.push({ type: 'place-none', text: `${p.name} places nothing.`, data: { seat } });
      return;
    }
    p.hand = p.hand.filter((c) => c !== card);
    p.tableau.push(card);
    ctx.ev.push({ type: 'place', text: `${p.name} places ${cardName(ctx.s, card)}.`, data: { seat, card } });
    onPlaced(seat, card);
    prestigeOnPlace(ctx, seat, card);
    placing.push(seat);
  });
  return placing;
}
