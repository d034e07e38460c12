/**
 * The end (TM-32, TM-36): once all three parameters are maxed, the game ends
 * after that generation's production, when each player in turn order may
 * still convert plants into greeneries (no oxygen or TR left to gain). The
 * solo game ends after generation 14; only a win allows the final
 * greeneries.
 *
 * RULE-AMBIGUITY: the solo text says plants "may still become greeneries"
 * after the win is decided; like the open-source project we offer them only
 * on a win (they could not change a loss) and never raise oxygen with them.
 */
import { legalSpaces } from '../board/placement';
import { place } from '../dsl/run';
import { askChoices } from '../prompts';
import { greeneryPlants } from '../tableau';
import { maxed, type Ctx, type TmState } from '../state';
import { marsbotFinalGreeneries } from '../marsbot/actions';
import { MARSBOT_NAME, marsbotStarts } from '../marsbot/robot';

export const DONE = 'done';

export function finalSpaces(s: TmState, seat: number): string[] {
  const p = s.players[seat];
  return p.res.plants >= greeneryPlants(p) ? legalSpaces(s, seat, 'greenery') : [];
}

export function startFinal(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'final';
  s.turn = { seat: s.firstPlayer, actions: 0 };
  // MB-47: in turn order, MarsBot too (it starts even generations).
  if (s.marsbot && marsbotStarts(s)) marsbotFinalGreeneries(ctx);
  nextFinal(ctx, 0);
}

/** Asks the next player (from `offset` in turn order) who can still place a greenery; ends the game otherwise. */
export function nextFinal(ctx: Ctx, offset: number): void {
  const { s } = ctx;
  const n = s.players.length;
  for (let k = offset; k < n; k++) {
    const seat = (s.firstPlayer + k) % n;
    const spaces = finalSpaces(s, seat);
    if (spaces.length > 0) {
      s.turn = { seat, actions: k };
      askChoices(ctx, seat, 'final-greenery', 'Final greeneries: place one for your plants, or done', [...spaces, DONE], { kind: 'final-greenery' });
      return;
    }
  }
  if (s.marsbot && !marsbotStarts(s)) marsbotFinalGreeneries(ctx);
  endGame(ctx);
}

export function placeFinalGreenery(ctx: Ctx, seat: number, space: string): void {
  const p = ctx.s.players[seat];
  p.res.plants -= greeneryPlants(p);
  place(ctx, { t: 'place', seat, kind: 'greenery', rule: [], card: null, final: true }, space);
}

export function endGame(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'over';
  s.turn = null;
  const text = s.solo
    ? maxed(s)
      ? 'Mars is terraformed: you win'
      : 'Mars is not terraformed: you lose'
    : s.marsbot?.ended === 'generation20'
      ? `Generation ${s.generation}: Mars is not terraformed, ${MARSBOT_NAME} wins`
      : 'The game is over';
  ctx.ev.push({ type: 'game-over', text, data: { generation: s.generation } });
}
