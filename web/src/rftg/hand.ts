/**
 * The player's own hand. When the open question is about hand cards, the
 * cards themselves are the controls: ticked for a `pick` (pay, discard),
 * clicked for a choice (the development or world to place).
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import type { PromptContext } from '../ui/prompt';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { cardTile } from './card-tile';

/** A pick whose items are distinct cards of this hand is answered in the hand. */
export function picksFromHand(prompt: WirePrompt | null, hand: number[]): boolean {
  const from = prompt?.pick?.from;
  return !!from && from.length > 0 && new Set(from).size === from.length && from.every((x) => typeof x === 'number' && hand.includes(x));
}

export function handView(level: ExpansionLevel, hand: number[], ctx: PromptContext | null): HTMLElement {
  const prompt = ctx?.prompt ?? null;
  const inHandPick = ctx && prompt && picksFromHand(prompt, hand);
  const choiceIndex = new Map<Json, number>();
  (prompt?.choices ?? []).forEach((c, i) => typeof c === 'number' && hand.includes(c) && choiceIndex.set(c, i));
  const tiles = hand.map((card) => {
    if (inHandPick) {
      const pick = prompt.pick!;
      const i = pick.from.indexOf(card);
      if (i < 0) return cardTile(level, card, { classes: ['dim'] });
      const on = ctx.selection.has(i);
      return cardTile(level, card, {
        classes: [on ? 'selected' : 'pickable'],
        attrs: { 'data-pick-item': i, 'aria-pressed': on ? 'true' : 'false', disabled: !on && !ctx.selection.canAdd(pick.max) },
        onClick: () => {
          ctx.selection.toggle(i, pick.max);
          ctx.rerender();
        },
      });
    }
    const i = choiceIndex.get(card);
    if (ctx && i !== undefined) return cardTile(level, card, { classes: ['playable'], attrs: { 'data-choice': i }, onClick: () => ctx.send(card) });
    return cardTile(level, card, { classes: choiceIndex.size ? ['dim'] : [] });
  });
  return h(
    'section',
    { class: 'my-hand' },
    h('h3', null, `Your hand (${hand.length})`),
    h('div', { class: 'hand' }, tiles.length ? tiles : h('span', { class: 'muted' }, 'empty')),
  );
}
