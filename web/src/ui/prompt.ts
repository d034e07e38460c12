/**
 * The generic prompt panel: any game's question as buttons (`choices`), as
 * checkboxes with min/max (`pick`) or as steppers with a running total
 * (`amounts`), plus the server's reason when it refused an answer. Game tables reuse it with their own labels, and may
 * show pick items elsewhere (RftG ticks cards in the hand).
 */
import type { AmountItem, AmountsSpec, Json, WirePrompt } from '../../../client-sdk/src';
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
  return h(
    'button',
    {
      class: 'primary',
      'data-confirm': true,
      disabled: !pickReady(ctx.prompt, ctx.selection),
      onclick: () => ctx.send(ctx.selection.values(pick.from)),
    },
    text,
  );
}

export function errorNote(error: PromptContext['error']): Child {
  return (
    error &&
    h(
      'div',
      { class: 'error', role: 'alert', 'data-error': error.code },
      h('strong', null, 'Not allowed: '),
      error.message,
      h('span', { class: 'code' }, ` (${error.code})`),
    )
  );
}

function choiceButtons(ctx: PromptContext, labels: PromptLabels): HTMLElement {
  return h(
    'div',
    { class: 'choices' },
    (ctx.prompt.choices ?? []).map((c, i) => h('button', { 'data-choice': i, onclick: () => ctx.send(c) }, labels.label(c, ctx.prompt))),
  );
}

function pickBoxes(ctx: PromptContext, labels: PromptLabels): HTMLElement {
  const pick = ctx.prompt.pick!;
  return h(
    'div',
    { class: 'picks' },
    pick.from.map((item, i) => {
      const on = ctx.selection.has(i);
      return h(
        'label',
        { class: `pick${on ? ' on' : ''}` },
        h('input', {
          type: 'checkbox',
          'data-pick-item': i,
          checked: on,
          disabled: !on && !ctx.selection.canAdd(pick.max),
          onchange: () => {
            ctx.selection.toggle(i, pick.max);
            ctx.rerender();
          },
        }),
        ' ',
        labels.label(item, ctx.prompt),
      );
    }),
  );
}

/** The weighted total of an `amounts` answer as it stands, and whether the prompt admits it. */
export function amountsTotal(spec: AmountsSpec, selection: PickSelection): { total: number; ready: boolean } {
  const total = spec.items.reduce((sum, item) => sum + selection.amount(item) * (item.weight ?? 1), 0);
  return { total, ready: !spec.total || (total >= spec.total.min && total <= spec.total.max) };
}

function amountSteppers(ctx: PromptContext): HTMLElement {
  const spec = ctx.prompt.amounts!;
  const step = (item: AmountItem, by: number) => () => {
    ctx.selection.setAmount(item, ctx.selection.amount(item) + by);
    ctx.rerender();
  };
  const { total, ready } = amountsTotal(spec, ctx.selection);
  const want = spec.total && (spec.total.min === spec.total.max ? `${spec.total.min}` : `${spec.total.min} to ${spec.total.max}`);
  return h(
    'div',
    { class: 'amounts' },
    spec.items.map((item) => {
      const n = ctx.selection.amount(item);
      return h(
        'div',
        { class: 'amount', 'data-amount': item.id },
        h('span', { class: 'amount-label' }, item.label, item.weight && item.weight !== 1 ? h('span', { class: 'muted' }, ` (×${item.weight})`) : null),
        h('button', { 'data-amount-down': item.id, disabled: n <= item.min, onclick: step(item, -1) }, '−'),
        h('span', { class: 'amount-value' }, n),
        h('button', { 'data-amount-up': item.id, disabled: n >= item.max, onclick: step(item, 1) }, '+'),
      );
    }),
    h(
      'div',
      { class: 'pick-bar' },
      h('span', { class: 'hint' }, want ? `Total ${total} — needs ${want}` : `Total ${total}`),
      h('button', { class: 'primary', 'data-confirm': true, disabled: !ready, onclick: () => ctx.send(ctx.selection.amounts(spec)) }, 'Confirm'),
    ),
  );
}

export function renderPrompt(ctx: PromptContext, labels: PromptLabels = { label: jsonLabel }, extra: Child = null): HTMLElement {
  return questionPanel(ctx, labels, extra, { class: 'prompt', 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': ctx.prompt.kind });
}

/**
 * The seat's standing offer (`view.offer`), as a secondary panel: something it may do at any time, next
 * to (and never instead of) the question it owes. Answers go out with `sendOffer`.
 */
export function renderOffer(ctx: PromptContext, labels: PromptLabels = { label: jsonLabel }): HTMLElement {
  return questionPanel(ctx, labels, h('div', { class: 'offer-note muted' }, 'At any time — optional'), {
    class: 'prompt offer',
    'data-offer-id': ctx.prompt.id,
    'data-offer-kind': ctx.prompt.kind,
  });
}

function questionPanel(ctx: PromptContext, labels: PromptLabels, extra: Child, attrs: Record<string, string>): HTMLElement {
  const { prompt } = ctx;
  const pick = prompt.pick;
  return h(
    'section',
    attrs,
    h('div', { class: 'prompt-text' }, prompt.text),
    extra,
    prompt.choices && choiceButtons(ctx, labels),
    pick && !labels.picksElsewhere && pickBoxes(ctx, labels),
    pick && h('div', { class: 'pick-bar' }, h('span', { class: 'hint' }, pickHint(pick.min, pick.max, ctx.selection.count)), confirmButton(ctx)),
    prompt.amounts && amountSteppers(ctx),
    errorNote(ctx.error),
  );
}
