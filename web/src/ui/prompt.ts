/**
 * The generic prompt panel: any game's question as buttons (`choices`) or
 * as checkboxes with min/max (`pick`), plus the server's reason when it
 * refused an answer. Game tables reuse it with their own labels, and may
 * show pick items elsewhere (RftG ticks cards in the hand).
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import { h, type Child } from './dom';
import type { PickSelection } from './selection';

export interface PromptContext {
  prompt: WirePrompt;
  selection: PickSelection;
  send(move: Json): void;
  rerender(): void;
  /** The last refusal for this prompt, shown under it. */
  error: { code: string; message: string } | null;
}

export interface PromptLabels {
  /** How one choice or pick item reads. */
  label(value: Json, prompt: WirePrompt): Child;
  /** Pick items are shown by the table itself; the panel only counts and confirms. */
  picksElsewhere?: boolean;
}

export const jsonLabel = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function pickHint(min: number, max: number, count: number): string {
  const want = min === max ? `${min}` : max >= 1000 ? `at least ${min}` : `${min} to ${max}`;
  return `Choose ${want} — ${count} chosen`;
}

export function pickReady(prompt: WirePrompt, selection: PickSelection): boolean {
  return !!prompt.pick && selection.count >= prompt.pick.min && selection.count <= prompt.pick.max;
}

export function confirmButton(ctx: PromptContext, text = 'Confirm'): HTMLElement {
  const pick = ctx.prompt.pick!;
  return h('button', {
    class: 'primary',
    'data-confirm': true,
    disabled: !pickReady(ctx.prompt, ctx.selection),
    onclick: () => ctx.send(ctx.selection.values(pick.from)),
  }, text);
}

export function errorNote(error: PromptContext['error']): Child {
  return error && h('div', { class: 'error', role: 'alert', 'data-error': error.code }, h('strong', null, 'Not allowed: '), error.message, h('span', { class: 'code' }, ` (${error.code})`));
}

function choiceButtons(ctx: PromptContext, labels: PromptLabels): HTMLElement {
  return h('div', { class: 'choices' }, (ctx.prompt.choices ?? []).map((c, i) =>
    h('button', { 'data-choice': i, onclick: () => ctx.send(c) }, labels.label(c, ctx.prompt))));
}

function pickBoxes(ctx: PromptContext, labels: PromptLabels): HTMLElement {
  const pick = ctx.prompt.pick!;
  return h('div', { class: 'picks' }, pick.from.map((item, i) => {
    const on = ctx.selection.has(i);
    return h('label', { class: `pick${on ? ' on' : ''}` },
      h('input', {
        type: 'checkbox', 'data-pick-item': i, checked: on, disabled: !on && !ctx.selection.canAdd(pick.max),
        onchange: () => {
          ctx.selection.toggle(i, pick.max);
          ctx.rerender();
        },
      }),
      ' ', labels.label(item, ctx.prompt));
  }));
}

export function renderPrompt(ctx: PromptContext, labels: PromptLabels = { label: jsonLabel }, extra: Child = null): HTMLElement {
  const { prompt } = ctx;
  const pick = prompt.pick;
  return h('section', { class: 'prompt', 'data-prompt-id': prompt.id, 'data-prompt-kind': prompt.kind },
    h('div', { class: 'prompt-text' }, prompt.text),
    extra,
    prompt.choices && choiceButtons(ctx, labels),
    pick && !labels.picksElsewhere && pickBoxes(ctx, labels),
    pick && h('div', { class: 'pick-bar' }, h('span', { class: 'hint' }, pickHint(pick.min, pick.max, ctx.selection.count)), confirmButton(ctx)),
    errorNote(ctx.error));
}
