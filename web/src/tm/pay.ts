/**
 * The payment question as steppers: steel, titanium and (Helion) heat,
 * each moving to the nearest legal split the engine listed, with what they
 * are worth and the M€ left to pay. Confirm sends the split exactly as
 * listed.
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import { errorNote, type PromptContext } from '../ui/prompt';
import { PROJECT_CARDS } from '../../../server/src/games/tm/public';
import { projectCardView } from './card-view';
import { resourceIcon } from './glyphs';
import type { PlayerView } from './view';

type Part = 'steel' | 'titanium' | 'heat';
type Split = Partial<Record<Part, number>>;

const PARTS: Part[] = ['steel', 'titanium', 'heat'];
const PART_LABEL: Record<Part, string> = { steel: 'Steel', titanium: 'Titanium', heat: 'Heat' };
const PART_RESOURCE = { steel: 'steel', titanium: 'titanium', heat: 'heat' } as const;

const isSplit = (c: Json): c is Split & { [k: string]: Json } => typeof c === 'object' && c !== null && !Array.isArray(c);

/** The split shown for each open payment question (by prompt id): the first listed until the player steps. */
const shown = new Map<string, Split>();

function distance(a: Split, b: Split, skip: Part): number {
  return PARTS.filter((p) => p !== skip).reduce((d, p) => d + Math.abs((a[p] ?? 0) - (b[p] ?? 0)), 0);
}

/** The legal split after one step of `part` up or down: the closest value that way, the rest as near as possible. */
function stepped(splits: Split[], now: Split, part: Part, dir: 1 | -1): Split | null {
  const cur = now[part] ?? 0;
  const ahead = splits.filter((s) => ((s[part] ?? 0) - cur) * dir > 0);
  if (ahead.length === 0) return null;
  const gap = Math.min(...ahead.map((s) => Math.abs((s[part] ?? 0) - cur)));
  const next = ahead.filter((s) => Math.abs((s[part] ?? 0) - cur) === gap);
  return next.reduce((best, s) => (distance(s, now, part) < distance(best, now, part) ? s : best));
}

/** "Pay 25 M€ for …": the cost, when the view has not said it. */
function costOf(prompt: WirePrompt, me: PlayerView | null): number {
  return me?.paying?.cost ?? Number(/Pay (\d+) M€/.exec(prompt.text)?.[1] ?? 0);
}

/** The project card the question pays for, named in its text ("… for Mine (M€ is the rest)"); null for standard projects and the rest. */
function paidCard(prompt: WirePrompt): string | null {
  const name = /^Pay \d+ M€ for (.+?)(?: \(M€ is the rest\)|: steel and titanium first)$/.exec(prompt.text)?.[1];
  return PROJECT_CARDS.find((c) => c.name === name)?.id ?? null;
}

export function payPanel(ctx: PromptContext, me: PlayerView | null): HTMLElement {
  const { prompt } = ctx;
  const splits = (prompt.choices ?? []).filter(isSplit) as Split[];
  const now = shown.get(prompt.id) ?? splits[0] ?? {};
  if (shown.size > 20) shown.clear();
  const worth: Record<Part, number> = { steel: me?.steelValue ?? 2, titanium: me?.titaniumValue ?? 3, heat: 1 };
  const metal = me?.paying?.metal ?? null;
  const cost = costOf(prompt, me);
  const parts = PARTS.filter((p) => splits.some((s) => (s[p] ?? 0) > 0));
  const valueOf = (s: Split) =>
    PARTS.reduce((sum, p) => sum + (s[p] ?? 0) * worth[p], 0) + (metal ? metal.steel * worth.steel + metal.titanium * worth.titanium : 0);
  const mc = Math.max(0, cost - valueOf(now));
  const move = (part: Part, dir: 1 | -1) => {
    const next = stepped(splits, now, part, dir);
    return next
      ? () => {
          shown.set(prompt.id, next);
          ctx.rerender();
        }
      : null;
  };
  const chosen = (prompt.choices ?? []).find((c) => isSplit(c) && PARTS.every((p) => (c[p] ?? 0) === (now[p] ?? 0)));
  const cancel = (prompt.choices ?? []).includes('cancel');
  const card = paidCard(prompt);
  return h(
    'section',
    { class: 'prompt tm-pay', 'data-prompt-id': prompt.id, 'data-prompt-kind': prompt.kind },
    card ? h('div', { class: 'tm-pay-card' }, projectCardView(card)) : null,
    h('div', { class: 'prompt-text' }, prompt.text),
    metal && (metal.steel || metal.titanium) ? h('p', { class: 'muted' }, `Already chosen: ${metal.steel} steel, ${metal.titanium} titanium`) : null,
    h(
      'div',
      { class: 'amounts' },
      parts.map((p) => {
        const down = move(p, -1);
        const up = move(p, 1);
        const n = now[p] ?? 0;
        return h(
          'div',
          { class: 'amount', 'data-amount': p },
          resourceIcon(PART_RESOURCE[p]),
          h('span', { class: 'amount-label' }, PART_LABEL[p], h('span', { class: 'muted' }, ` ×${worth[p]} M€`)),
          h('button', { 'data-amount-down': p, disabled: !down, onclick: down }, '−'),
          h('span', { class: 'amount-value' }, n),
          h('button', { 'data-amount-up': p, disabled: !up, onclick: up }, '+'),
          h('span', { class: 'muted' }, `= ${n * worth[p]} M€`),
        );
      }),
      h(
        'div',
        { class: 'amount mc-rest', 'data-amount': 'mc' },
        resourceIcon('mc'),
        h('span', { class: 'amount-label' }, 'M€'),
        h('span', { class: 'amount-value' }, mc),
      ),
    ),
    h(
      'div',
      { class: 'pick-bar' },
      h(
        'span',
        { class: 'hint', 'data-pay-total': cost },
        `Total ${cost} M€: ${mc} M€${parts.map((p) => ` + ${(now[p] ?? 0) * worth[p]} from ${p}`).join('')}`,
      ),
      h('button', { class: 'primary', 'data-confirm': true, disabled: chosen === undefined, onclick: () => chosen !== undefined && ctx.send(chosen) }, 'Pay'),
      cancel ? h('button', { 'data-choice-cancel': true, onclick: () => ctx.send('cancel') }, 'Cancel') : null,
    ),
    errorNote(ctx.error),
  );
}
