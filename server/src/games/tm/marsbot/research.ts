/**
 * MarsBot at setup and in the research phase (MB-01..04, MB-07, MB-09,
 * MB-55). Setup: TR 20, 0 M€, no corporation, production or hand, every cube
 * on 0, the bonus deck B01-B08 and an action deck of 3 project cards (4 with
 * `brutalFourCards`) and 1 bonus card. Research without the draft: 3 (4)
 * project cards and 1 bonus card, for free. With the draft: two stacks of 4,
 * the player's and MarsBot's; each keeps one (MarsBot at random from its
 * stack) and the stacks are swapped, until both have kept 4; MarsBot's 4 are
 * shuffled and 1 is discarded (all kept with `brutalFourCards`), then 1 bonus
 * card is shuffled in.
 *
 * RULE-AMBIGUITY (MB-09): "Dê ao MarsBot uma carta de sua pilha de forma aleatória" is read as a random
 * card of MarsBot's own stack; the other reading (from the player's stack, after the player's pick) also
 * ends with 4 cards each.
 */
import { randInt, shuffle } from '../../../engine';
import { drawCards } from '../deck';
import type { Ctx, TmState } from '../state';
import { buildActionDeck, newBonusDeck, projectCardsForDeck, scripted, setupActionDeck } from './decks';
import { bot, newMarsbot, on, say } from './robot';

export function setupMarsbot(ctx: Ctx): void {
  const { s } = ctx;
  s.marsbot = newMarsbot();
  s.marsbot.picks = [...(s.options.marsbotPicks ?? [])];
  s.marsbot.bonusDeck = newBonusDeck(s);
  setupActionDeck(ctx);
}

/** Research without the draft (MB-07): a new action deck from the project deck, for free. */
export function marsbotResearch(ctx: Ctx): void {
  const m = bot(ctx.s);
  m.passed = false;
  m.turns = 0;
  buildActionDeck(ctx, drawCards(ctx.s, projectCardsForDeck(ctx.s)));
}

/** The draft's second stack of 4 (the player's was drawn first). */
export function dealMarsbotStack(s: TmState, n: number): void {
  const m = bot(s);
  m.stack = drawCards(s, n);
  m.stackSeen = false;
  m.kept = [];
}

/** MarsBot's random pick from its stack (test-only: `marsbotPicks`). */
function marsbotPick(s: TmState): number {
  const m = bot(s);
  const scriptedPick = m.picks.shift();
  return scriptedPick !== undefined ? scriptedPick % m.stack.length : randInt(s.rng, m.stack.length);
}

/**
 * The player has kept a card: MarsBot keeps one of its stack at random, the stacks are swapped. Returns
 * true when both have kept 4 (the last card of a stack is kept without a pick).
 */
export function marsbotDraftRound(ctx: Ctx): boolean {
  const { s } = ctx;
  const p = s.players[0];
  const m = bot(s);
  p.offer.push(p.pick!);
  const passed = p.pack.filter((c) => c !== p.pick);
  p.pick = null;
  m.kept.push(m.stack.splice(marsbotPick(s), 1)[0]);
  p.pack = m.stack;
  m.stack = passed;
  m.stackSeen = true;
  if (p.pack.length > 1) return false;
  p.offer.push(...p.pack);
  p.pack = [];
  m.kept.push(...m.stack);
  m.stack = [];
  return true;
}

/** The draft is over: MarsBot's kept cards, less 1 discarded (not with `brutalFourCards`), and 1 bonus card. */
export function finishMarsbotDraft(ctx: Ctx): void {
  const { s } = ctx;
  const m = bot(s);
  m.passed = false;
  m.turns = 0;
  const kept = scripted(s) ? [...m.kept] : shuffle(s.rng, m.kept);
  m.kept = [];
  if (!on(s, 'brutalFourCards') && kept.length > 0) {
    s.discard.push(kept.pop()!);
    say(ctx, 'marsbot-draft', 'discards 1 of its drafted cards', { count: 1 });
  }
  buildActionDeck(ctx, kept);
}
