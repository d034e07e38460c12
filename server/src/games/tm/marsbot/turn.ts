/**
 * MarsBot's turn (MB-10, MB-17, MB-18, MB-54): it flips the top card of its
 * action deck and resolves it — a project card by its tags, a bonus card by
 * its effect — or passes when the deck is empty. With `hardEarlyMilestone`
 * its first turn of a generation starts with a milestone claimed for 8 M€
 * when it can. Its turn runs inside `apply`, right after the move that
 * handed it the turn; it pauses only while the player answers a question
 * the turn asked (Invasive Species among equal cards).
 */
import { waiting } from '../dsl/run';
import type { Ctx } from '../state';
import { resolveProject } from './actions';
import { resolveBonus } from './bonus';
import { isBonusCard } from './cards';
import { claimableMilestones, claimMilestone } from './goals';
import { bot, loseMc, on, say } from './robot';

export const EARLY_MILESTONE_MC = 8;

/**
 * MB-54: on its first turn of each generation, with 8 M€ and a milestone it qualifies for, it claims one for 8 M€.
 * RULE-AMBIGUITY: also on a first turn in which its action deck is empty (it then passes).
 */
function earlyMilestone(ctx: Ctx): void {
  const m = bot(ctx.s);
  if (m.mc < EARLY_MILESTONE_MC || claimableMilestones(ctx.s).length === 0) return;
  claimMilestone(ctx, 'hard: first turn of the generation');
  loseMc(ctx, EARLY_MILESTONE_MC, 'the early milestone');
}

/** One MarsBot turn. Returns with `acting` still set when a question to the player is open. */
export function marsbotTurn(ctx: Ctx): void {
  const m = bot(ctx.s);
  const first = m.turns === 0;
  m.turns += 1;
  if (first && on(ctx.s, 'hardEarlyMilestone')) earlyMilestone(ctx);
  const card = m.actionDeck.pop();
  if (card === undefined) {
    m.passed = true;
    say(ctx, 'pass', 'passes (its action deck is empty)');
    return;
  }
  m.acting = true;
  if (isBonusCard(card)) resolveBonus(ctx, card, 'resolves');
  else resolveProject(ctx, card, 'resolves');
  if (!waiting(ctx.s)) endMarsbotTurn(ctx);
}

/** The turn is over (at once, or once the player has answered its question). */
export function endMarsbotTurn(ctx: Ctx): void {
  const m = bot(ctx.s);
  m.acting = false;
  m.resolving = null;
}
