/**
 * Choosing actions. One action per round is a row of action cards to click;
 * in the 2-player advanced game two cards are ticked and confirmed, and a
 * card that cannot pair with what is ticked is disabled. With The Brink of
 * War the prestige/search card adds Search (an action card of its own) and a
 * prestige boost of one action: a toggle, so the row stays one card per
 * action instead of listing every boosted variant beside it.
 */
import type { WirePrompt } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import type { PromptContext } from '../ui/prompt';
import { ACTION_ORDER, ACTIONS, actionLabel, splitBoost } from './labels';
import { PHASE_MARKS } from '../../../server/src/games/rftg/public';

type Attrs = Record<string, string | number | boolean | ((e: Event) => void)>;

function actionCard(id: string, attrs: Attrs): HTMLElement {
  const { action, boosted } = splitBoost(id);
  const a = ACTIONS[action];
  return h(
    'button',
    { type: 'button', ...attrs, class: `action-card ph${a?.phase ?? 0}${boosted ? ' boosted' : ''}${attrs.class ? ` ${attrs.class}` : ''}`, 'data-action': id },
    h('b', null, action === 'SEARCH' ? '★' : (PHASE_MARKS[a?.phase ?? 0] ?? '')),
    h('span', { class: 'action-name' }, actionLabel(id)),
    a && h('small', null, boosted ? `${a.bonus}; prestige bonus too` : a.bonus),
  );
}

/** One legal answer split into its action cards and the boosted one (if any). */
interface Combo {
  choice: string;
  index: number;
  actions: string[];
  boosted: string | null;
}

function combosOf(prompt: WirePrompt): Combo[] {
  const out: Combo[] = [];
  (prompt.choices ?? []).forEach((c, index) => {
    if (typeof c !== 'string') return;
    let boosted: string | null = null;
    const actions = c.split('+').map((part) => {
      const s = splitBoost(part);
      if (s.boosted) boosted = s.action;
      return s.action;
    });
    out.push({ choice: c, index, actions, boosted });
  });
  return out;
}

// The boost chosen for an open prompt, kept across the re-renders of that prompt only (like PickSelection).
let boost: { promptId: string; action: string | null } = { promptId: '', action: null };
const boostFor = (prompt: WirePrompt) => (boost.promptId === prompt.id ? boost.action : null);
function setBoost(ctx: PromptContext, action: string | null): void {
  boost = { promptId: ctx.prompt.id, action };
  ctx.rerender();
}

/** The prestige toggle: one button per action that may be boosted now (or "no boost"). */
function boostBar(ctx: PromptContext, boostable: string[], current: string | null): HTMLElement | null {
  if (boostable.length === 0) return null;
  return h(
    'div',
    { class: 'boost-bar', 'data-boost-bar': true },
    h('span', { class: 'hint' }, 'Prestige boost (spends the prestige/search card and 1 prestige):'),
    h('button', { type: 'button', class: current === null ? 'selected' : '', 'data-boost': '', onclick: () => setBoost(ctx, null) }, 'No boost'),
    boostable.map((a) =>
      h('button', { type: 'button', class: current === a ? 'selected' : '', 'data-boost': a, onclick: () => setBoost(ctx, a) }, `Boost ${actionLabel(a)}`),
    ),
  );
}

export function actionPicker(ctx: PromptContext): HTMLElement {
  const combos = combosOf(ctx.prompt);
  const current = boostFor(ctx.prompt);
  const ids = ACTION_ORDER.filter((id) => combos.some((c) => c.actions.includes(id)));
  if (combos.every((c) => c.actions.length === 1)) {
    // One action: a click answers; the boost toggle decides which variant the click sends ('any': the
    // boost goes to whichever action is clicked, so no particular action is remembered).
    const boostable = ids.filter((id) => combos.some((c) => c.boosted === id));
    const boosting = current !== null;
    return h(
      'div',
      { class: 'action-pick' },
      boostable.length > 0 &&
        h(
          'div',
          { class: 'boost-bar', 'data-boost-bar': true },
          h(
            'label',
            null,
            h('input', { type: 'checkbox', 'data-boost-toggle': true, checked: boosting, onchange: () => setBoost(ctx, boosting ? null : 'any') }),
            ' Boost the action with prestige (spends the prestige/search card and 1 prestige)',
          ),
        ),
      h(
        'div',
        { class: 'actions' },
        ids.map((id) => {
          const c = combos.find((x) => x.actions[0] === id && (boosting ? x.boosted === id : x.boosted === null));
          return actionCard(
            c?.choice ?? id,
            c ? { 'data-choice': c.index, onclick: () => ctx.send(c.choice) } : { disabled: true, title: 'cannot be boosted' },
          );
        }),
      ),
    );
  }
  const size = Math.max(...combos.map((c) => c.actions.length));
  const picked = ctx.selection.indexes.map((i) => ids[i]);
  const fits = (set: string[]) => combos.some((c) => set.every((x) => c.actions.includes(x)));
  const sameSet = (c: Combo) => c.actions.length === picked.length && picked.every((x) => c.actions.includes(x));
  const boostable = ACTION_ORDER.filter((id) => combos.some((c) => sameSet(c) && c.boosted === id));
  const wanted = current !== null && boostable.includes(current) ? current : null;
  const exact = combos.find((c) => sameSet(c) && c.boosted === wanted);
  return h(
    'div',
    { class: 'action-pick' },
    h(
      'div',
      { class: 'actions' },
      ids.map((id, i) => {
        const on = ctx.selection.has(i);
        return actionCard(on && wanted === id ? `PRESTIGE_${id}` : id, {
          'data-pick-item': i,
          'aria-pressed': on ? 'true' : 'false',
          class: on ? 'selected' : '',
          disabled: !on && !(picked.length < size && fits([...picked, id])),
          onclick: () => {
            ctx.selection.toggle(i, size);
            ctx.rerender();
          },
        });
      }),
    ),
    boostBar(ctx, boostable, wanted),
    h(
      'div',
      { class: 'pick-bar' },
      h('span', { class: 'hint' }, exact ? exact.choice.split('+').map(actionLabel).join(' + ') : `Choose ${size} actions — ${picked.length} chosen`),
      h('button', { class: 'primary', 'data-confirm': true, disabled: !exact, onclick: () => exact && ctx.send(exact.choice) }, 'Confirm actions'),
    ),
  );
}

export const isActionPrompt = (p: WirePrompt) => p.kind === 'action';
