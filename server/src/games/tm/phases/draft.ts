/**
 * The research draft (TM-06): each player gets 4 cards, keeps 1 and passes
 * the rest; then 3, 2 and the last 1 likewise. Cards pass to the next seat
 * in even generations and to the previous one in odd generations. Then each
 * buys from the 4 kept. Packs and picks are hidden; a pick is revealed to
 * no one (the next holder of the pack only sees what is left). The last card of a pack is kept without a
 * question (there is nothing to choose).
 */
import { drawCards } from '../deck';
import { askChoices } from '../prompts';
import type { Ctx, TmState } from '../state';
import { askResearchBuys, RESEARCH_CARDS } from './research';

export function startDraft(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'draft';
  s.draftRound = 1;
  for (const p of s.players) {
    p.pack = drawCards(s, RESEARCH_CARDS);
    p.offer = [];
  }
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
