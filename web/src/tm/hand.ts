/**
 * The viewer's own cards: the hand, and the cards a question is about
 * (dealt corporations, cards to buy, a draft pack, cards looked at). Answers
 * are given on the cards: a click plays, picks, drafts or toggles a card.
 */
import { h, type Child } from '../ui/dom';
import type { PromptContext } from '../ui/prompt';
import { corporationView, projectCardView, type CardOptions } from './card-view';

/** A card answer: what clicking the card does, and the words for it. */
export interface CardAnswer {
  answer: () => void;
  hint: string;
}

export type CardAnswers = ReadonlyMap<string, CardAnswer>;

/** Options for a card that may answer the open question, by a click or as a pick item. */
export function answerOptions(id: string, answers: CardAnswers, ctx: PromptContext | null, pickable: boolean): CardOptions {
  const a = answers.get(id);
  if (a) return { onclick: a.answer, hint: a.hint, attrs: { 'data-answer-card': id } };
  const pick = ctx?.prompt.pick;
  if (!pickable || !ctx || !pick) return {};
  const i = pick.from.indexOf(id);
  if (i < 0) return {};
  const on = ctx.selection.has(i);
  return {
    selected: on,
    hint: on ? 'Chosen — click to leave it' : 'Click to choose',
    attrs: { 'data-pick-item': i, 'data-pick-card': id, 'aria-pressed': on ? 'true' : 'false' },
    onclick: () => {
      ctx.selection.toggle(i, pick.max);
      ctx.rerender();
    },
  };
}

export function cardRow(title: Child, cls: string, cards: Child[], note: Child = null): HTMLElement {
  return h('section', { class: `tm-cards ${cls}` }, h('h3', null, title), note, h('div', { class: 'tm-card-row' }, cards));
}

/** The hand: cards the action question can play are lit, the others dimmed while it is open. */
export function handView(hand: string[], answers: CardAnswers, ctx: PromptContext | null, pickFromHand: boolean): HTMLElement {
  const playing = ctx?.prompt.kind === 'action';
  return cardRow(
    `Your hand (${hand.length})`,
    'tm-hand my-hand',
    hand.length
      ? hand.map((id) => {
          const o = answerOptions(id, answers, ctx, pickFromHand);
          return projectCardView(id, { ...o, dim: playing && !o.onclick });
        })
      : [h('span', { class: 'muted' }, 'No cards in hand')],
  );
}

/** The corporations to choose from (the question's choices: the dealt two, and the Beginner Corporation when offered). */
export function corporationChoice(ids: string[], answers: CardAnswers, title = 'Choose your corporation'): HTMLElement {
  return cardRow(
    title,
    'tm-offer',
    ids.map((id) => corporationView(id, answerOptions(id, answers, null, false))),
  );
}

/** Cards on offer to this viewer (to buy, to draft, looked at), as a row. */
export function offerView(title: string, ids: string[], answers: CardAnswers, ctx: PromptContext | null, note: Child = null): HTMLElement {
  return cardRow(
    title,
    'tm-offer',
    ids.map((id) => projectCardView(id, answerOptions(id, answers, ctx, true))),
    note,
  );
}
