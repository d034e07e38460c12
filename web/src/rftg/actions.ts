/**
 * Choosing actions. One action per round is a row of action cards to click;
 * in the 2-player advanced game two cards are ticked and confirmed, and a
 * card that cannot pair with what is ticked is disabled.
 */
import type { Prompt } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import type { PromptContext } from '../ui/prompt';
import { ACTION_ORDER, ACTIONS, actionLabel } from './labels';
import { PHASE_MARKS } from './powers';

function actionCard(id: string, attrs: Record<string, string | number | boolean | ((e: Event) => void)>): HTMLElement {
  const a = ACTIONS[id];
  return h('button', { class: `action-card ph${a?.phase ?? 0}`, type: 'button', ...attrs },
    h('b', null, PHASE_MARKS[a?.phase ?? 0] ?? ''), h('span', { class: 'action-name' }, actionLabel(id)), a && h('small', null, a.bonus));
}

export function actionPicker(ctx: PromptContext): HTMLElement {
  const choices = (ctx.prompt.choices ?? []).filter((c): c is string => typeof c === 'string');
  const combos = choices.map((c) => c.split('+'));
  const ids = ACTION_ORDER.filter((id) => combos.some((c) => c.includes(id)));
  if (combos.every((c) => c.length === 1)) {
    return h('div', { class: 'actions' }, choices.map((c, i) => actionCard(c, { 'data-choice': i, onclick: () => ctx.send(c) })));
  }
  const size = Math.max(...combos.map((c) => c.length));
  const picked = ctx.selection.indexes.map((i) => ids[i]);
  const fits = (set: string[]) => combos.some((c) => set.every((x) => c.includes(x)));
  const exact = combos.find((c) => c.length === picked.length && picked.every((x) => c.includes(x)));
  return h('div', { class: 'action-pick' },
    h('div', { class: 'actions' }, ids.map((id, i) => {
      const on = ctx.selection.has(i);
      return actionCard(id, {
        'data-pick-item': i,
        'aria-pressed': on ? 'true' : 'false',
        class: `action-card ph${ACTIONS[id]?.phase ?? 0}${on ? ' selected' : ''}`,
        disabled: !on && !(picked.length < size && fits([...picked, id])),
        onclick: () => {
          ctx.selection.toggle(i, size);
          ctx.rerender();
        },
      });
    })),
    h('div', { class: 'pick-bar' },
      h('span', { class: 'hint' }, exact ? `${exact.map(actionLabel).join(' + ')}` : `Choose ${size} actions — ${picked.length} chosen`),
      h('button', { class: 'primary', 'data-confirm': true, disabled: !exact, onclick: () => exact && ctx.send(choices[combos.indexOf(exact)]) }, 'Confirm actions')));
}

export const isActionPrompt = (p: Prompt) => p.kind === 'action';
