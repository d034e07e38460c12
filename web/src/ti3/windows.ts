/**
 * An action-card window (`window-<id>` questions) as a bar across the top of the table rather than a panel
 * in its way: when the window opens (the printed timing of its cards), the three passes and one "Play"
 * button per card of this seat's hand that it may play now, with the card's text on the button's title.
 */
import type { Json } from '../../../client-sdk/src';
import { ACTION_CARDS, ACTION_CARD_TEXTS } from '../../../server/src/games/ti3/public';
import { h } from '../ui/dom';
import { errorNote, type PromptContext } from '../ui/prompt';
import { cardName } from './names';

export const isWindowKind = (kind: string): boolean => kind.startsWith('window-');

const PASS: Record<string, string> = {
  pass: 'Pass',
  'pass-window': 'Pass until this window closes',
  'pass-round': 'Pass for this round',
};

/** When the window opens, in the cards' printed words ("Immediately before a Space Battle."). */
export function windowTiming(id: string): string {
  const card = ACTION_CARDS.find((c) => c.window === id) ?? ACTION_CARDS.find((c) => c.windowAlso?.some((w) => w === id));
  return card ? (ACTION_CARD_TEXTS[card.name]?.timing ?? id) : id.replace(/-/g, ' ');
}

/** The card a `{play: card}` choice plays, or null for a pass. */
const played = (c: Json): string | null => (typeof c === 'object' && c !== null && !Array.isArray(c) && typeof c.play === 'string' ? c.play : null);

export function windowBar(ctx: PromptContext): HTMLElement {
  const id = ctx.prompt.kind.replace(/^window-/, '');
  const choices = ctx.prompt.choices ?? [];
  const button = (c: Json, i: number) => {
    const card = played(c);
    const text = card ? ACTION_CARD_TEXTS[cardName(card)] : undefined;
    return h(
      'button',
      {
        type: 'button',
        'data-choice': i,
        class: card ? 'play-card' : null,
        'data-play-card': card,
        title: text ? `${text.timing} ${text.text}` : null,
        onclick: () => ctx.send(c),
      },
      card ? `Play ${cardName(card)}` : (PASS[String(c)] ?? String(c)),
    );
  };
  return h(
    'section',
    { class: 'prompt ti3-window-bar', 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': ctx.prompt.kind, 'data-window-bar': id },
    h('span', { class: 'window-when' }, h('b', null, 'Action cards: '), windowTiming(id)),
    h(
      'span',
      { class: 'choices' },
      choices.map((c, i) => button(c, i)),
    ),
    choices.some((c) => played(c) !== null) ? null : h('span', { class: 'muted' }, ' (nothing you hold can be played now)'),
    errorNote(ctx.error),
  );
}
