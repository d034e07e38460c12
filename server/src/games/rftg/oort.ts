/**
 * BoW, Alien Oort Cloud Refinery: a world of every kind. Its owner names one kind for it (and so for its
 * good), and may change it at any time; the kind stays public (PlayerState.oortKind).
 *
 * RULE-AMBIGUITY: the printed rules have the kind chosen on placement and changeable at any moment. Since
 * a change is always allowed, we ask (like the reference engine) only when the kind matters to a decision:
 * when its good is traded. Until named, the world counts as every kind where the rules say so.
 */
import { GOOD_KINDS, type PlainGood } from './cardinfo';
import type { Ctx } from './state';
import { choiceAsk } from './prompts';
import type { QuestionData } from './questions';

/** Asks the owner which kind the refinery is now; `data` comes back to the answer handler. */
export function askOortKind(ctx: Ctx, seat: number, why: string, data: QuestionData<'oort-kind'>): void {
  ctx.s.players[seat].ask = choiceAsk('oort-kind', `Alien Oort Cloud Refinery: choose its kind (${why})`, [...GOOD_KINDS], { ...data, shape: 'string' });
}

/** Names the refinery's kind; public. */
export function setOortKind(ctx: Ctx, seat: number, kind: PlainGood): void {
  const p = ctx.s.players[seat];
  p.ask = null;
  if (p.oortKind === kind) return;
  p.oortKind = kind;
  ctx.ev.push({ type: 'oort-kind', text: `${p.name} makes Alien Oort Cloud Refinery a ${kind} world.`, data: { seat, kind } });
}
