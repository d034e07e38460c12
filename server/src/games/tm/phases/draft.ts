/**
 * The research draft (TM-06): each player gets 4 cards, keeps 1 and passes
 * the rest; then 3, 2 and the last 1 likewise. Cards pass to the next seat
 * in even generations and to the previous one in odd generations. Then each
 * buys from the 4 kept. Packs and picks are hidden; a pick is revealed to
 * no one (the next holder of the pack only sees what is left). The last card of a pack is kept without a
 * question (there is nothing to choose). Against MarsBot (MB-09) there are
 * two stacks, the player's and MarsBot's, swapped after each pick.
 */
import { drawCards } from '../deck';
import { askChoices } from '../prompts';
import type { Ctx, TmState } from '../state';
import { askResearchBuys, RESEARCH_CARDS } from './research';
import { dealMarsbotStack, finishMarsbotDraft, marsbotDraftRound } from '../marsbot/research';

export function startDraft(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'draft';
  s.draftRound = 1;
  for (const p of s.players) {
    p.pack = drawCards(s, RESEARCH_CARDS);
    p.offer = [];
  }
  if (s.marsbot) dealMarsbotStack(s, RESEARCH_CARDS);
  askPicks(ctx);
}

function askPicks(ctx: Ctx): void {
  ctx.s.players.forEach((p, seat) => {
    p.pick = null;
    askChoices(ctx, seat, 'draft-pick', `Draft: keep 1 of ${p.pack.length} cards and pass the rest`, [...p.pack], { kind: 'draft-pick' });
  });
}

export function onDraftPick(ctx: Ctx, seat: number, card: string): void {
  ctx.s.players[seat].pick = card;
}

export function draftRoundDone(s: TmState): boolean {
  return s.players.every((p) => p.pick !== null);
}

/** Everyone has picked: keep the picks, pass the packs; the last card is simply kept. */
export function finishDraftRound(ctx: Ctx): void {
  const { s } = ctx;
  if (s.marsbot) return finishRoundWithMarsbot(ctx);
  const n = s.players.length;
  const dir = s.generation % 2 === 0 ? 1 : -1;
  const packs = s.players.map((p) => {
    p.offer.push(p.pick!);
    const rest = p.pack.filter((c) => c !== p.pick);
    p.pick = null;
    return rest;
  });
  s.players.forEach((p, seat) => {
    p.pack = packs[(seat - dir + n) % n];
  });
  s.draftRound += 1;
  if (s.players[0].pack.length > 1) return askPicks(ctx);
  for (const p of s.players) {
    p.offer.push(...p.pack);
    p.pack = [];
  }
  s.draftRound = 0;
  askResearchBuys(ctx);
}

/** MB-09: against MarsBot, the player's and MarsBot's stacks are swapped after each pick. */
function finishRoundWithMarsbot(ctx: Ctx): void {
  const { s } = ctx;
  s.draftRound += 1;
  if (!marsbotDraftRound(ctx)) return askPicks(ctx);
  s.draftRound = 0;
  finishMarsbotDraft(ctx);
  askResearchBuys(ctx);
}
