/**
 * Questions whose answers combine cards ("keep this start world, discard
 * those two"; "place this world in place of that one") are answered on the
 * cards: each role's candidates are tiles to tick (in the hand when they are
 * all hand cards), only tiles that still lead to a legal answer can be
 * ticked, and Confirm sends the one answer the ticks make up. Answers that
 * are not combinations (none, discard nothing) stay buttons.
 */
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { PROMPT_KINDS } from '../../../server/src/games/rftg/public';
import { h } from '../ui/dom';
import { errorNote, type PromptContext } from '../ui/prompt';
import { cardName } from './cards';
import { cardTile } from './card-tile';
import { chosenCombo, comboControls, inHand, ticked, type Combined, type Group } from './combos';
import { answerLabel } from './labels';

export function combinedPanel(level: ExpansionLevel, c: Combined, ctx: PromptContext, hand: readonly number[]): HTMLElement {
  const controls = comboControls(c, ctx.selection, ctx.rerender);
  const ticks = ticked(c, ctx.selection.indexes);
  const combo = chosenCombo(c, ctx.selection.indexes);
  const tiles = (g: Group, gi: number) =>
    g.candidates.map((card) => {
      const it = controls.item(card, gi)!;
      return cardTile(level, card, {
        classes: [it.on ? 'selected' : it.enabled ? 'pickable' : 'dim'],
        attrs: { 'data-pick-item': it.i, 'aria-pressed': it.on ? 'true' : 'false', disabled: !it.enabled },
        onClick: () => controls.toggle(it.i),
      });
    });
  return h(
    'section',
    { class: 'prompt combined', 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': ctx.prompt.kind },
    h('div', { class: 'prompt-text' }, PROMPT_KINDS[ctx.prompt.kind] ?? ctx.prompt.text),
    c.groups.map((g, gi) => {
      const need = g.positions.length;
      const chosen = ticks[gi].map((card) => cardName(level, card));
      return h(
        'div',
        { class: 'combo-group', 'data-combo-group': gi },
        h(
          'div',
          { class: 'combo-role' },
          h('b', null, g.role),
          ' ',
          h('span', { class: 'hint' }, `${chosen.length ? chosen.join(', ') : 'none yet'} — ${chosen.length} of ${need}`),
          inHand(g, hand) ? h('span', { class: 'muted' }, ' · tick them in your hand below') : null,
        ),
        inHand(g, hand) ? null : h('div', { class: 'hand combo-tiles' }, tiles(g, gi)),
      );
    }),
    h(
      'div',
      { class: 'pick-bar' },
      c.others.map((o) => h('button', { 'data-choice': o.index, onclick: () => ctx.send(o.value) }, answerLabel(level, o.value, ctx.prompt))),
      h('button', { class: 'primary', 'data-confirm': true, disabled: !combo, onclick: () => combo && ctx.send(combo.cards) }, 'Confirm'),
    ),
    errorNote(ctx.error),
  );
}
