/**
 * Questions whose answers combine cards ("keep this start world, discard
 * those two"; "place this world in place of that one") are answered on the
 * cards: each role's candidates are tiles to tick (in the hand when they are
 * all hand cards), only tiles that still lead to a legal answer can be
 * ticked, and Confirm sends the one answer the ticks make up. Answers that
 * are not combinations (none, discard nothing) stay buttons.
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import type { ExpansionLevel } from '../../../server/src/games/rftg/data/types';
import { PROMPT_KINDS } from '../../../server/src/games/rftg/labels';
import { h } from '../ui/dom';
import { errorNote, type PromptContext } from '../ui/prompt';
import { cardName } from './cards';
import { cardTile } from './card-tile';
import type { CardControls } from './hand';
import { answerLabel } from './labels';

/**
 * The prompt kinds (index.ts) whose answers are lists of cards, with the role of each position.
 * Positions of one role are a set: their order in the answer does not matter to the player.
 */
const ROLES: Record<string, string[]> = {
  'start-choice': ['Start world to keep', 'Cards to discard', 'Cards to discard'],
  upgrade: ['New world from your hand', 'World it replaces'],
  'discard-produce': ['Card to discard', 'Windfall world to produce on'],
  'prevent-takeover': ['World to defend', 'Takeover to defeat'],
  'consume-hand': ['Cards to discard', 'Cards to discard'],
};

interface Group {
  role: string;
  /** The answer positions that hold this role's cards. */
  positions: number[];
  candidates: number[];
}

export interface Combined {
  groups: Group[];
  /** Every candidate of every group, in order: a tick is remembered as an index into this list. */
  items: { group: number; card: number }[];
  /** The choices that are combinations, with their index among the prompt's choices. */
  combos: { index: number; cards: number[] }[];
  /** The other choices (null, []), as buttons. */
  others: { index: number; value: Json }[];
}

const isCardList = (x: Json): x is number[] => Array.isArray(x) && x.length > 0 && x.every((c) => Number.isInteger(c));

/** The question as card roles, or null when it is not a combination of cards this table answers on tiles. */
export function combinedChoice(prompt: WirePrompt | null): Combined | null {
  const roles = prompt?.choices ? ROLES[prompt.kind] : undefined;
  if (!prompt?.choices || !roles) return null;
  const combos: Combined['combos'] = [];
  const others: Combined['others'] = [];
  prompt.choices.forEach((value, index) => {
    if (isCardList(value) && value.length === roles.length) combos.push({ index, cards: value });
    else others.push({ index, value });
  });
  // Another shape of the same kind (a plain card to discard, a pair of powers): the list of buttons says it.
  if (combos.length === 0 || others.some((o) => o.value !== null && !(Array.isArray(o.value) && o.value.length === 0))) return null;
  const groups: Group[] = [];
  for (const [position, role] of roles.entries()) {
    let g = groups.find((x) => x.role === role);
    if (!g) groups.push((g = { role, positions: [], candidates: [] }));
    g.positions.push(position);
  }
  for (const g of groups) g.candidates = [...new Set(combos.flatMap((c) => g.positions.map((p) => c.cards[p])))];
  const items = groups.flatMap((g, group) => g.candidates.map((card) => ({ group, card })));
  return { groups, items, combos, others };
}

/** The ticked cards of each group. */
function ticked(c: Combined, indexes: readonly number[]): number[][] {
  return c.groups.map((_, g) => indexes.filter((i) => c.items[i].group === g).map((i) => c.items[i].card));
}

/** Does a combination hold the ticks (all of them, or exactly them)? */
function fits(c: Combined, cards: number[], ticks: number[][], exact: boolean): boolean {
  return c.groups.every((g, gi) => {
    const values = g.positions.map((p) => cards[p]);
    const mine = ticks[gi];
    return mine.every((x) => values.includes(x)) && (!exact || mine.length === values.length);
  });
}

/** The choice the ticks make up, if they make one. */
export function chosenCombo(c: Combined, indexes: readonly number[]): { index: number; cards: number[] } | null {
  const ticks = ticked(c, indexes);
  return c.combos.find((combo) => fits(c, combo.cards, ticks, true)) ?? null;
}

/** The ticks after clicking item `i`: off if on; on otherwise, replacing the group's tick when it holds one card. */
function afterClick(c: Combined, indexes: readonly number[], i: number): number[] | null {
  if (indexes.includes(i)) return indexes.filter((x) => x !== i);
  const g = c.items[i].group;
  const inGroup = indexes.filter((x) => c.items[x].group === g);
  if (inGroup.length < c.groups[g].positions.length) return [...indexes, i];
  return c.groups[g].positions.length === 1 ? [...indexes.filter((x) => x !== inGroup[0]), i] : null;
}

/** Tick controls for the candidates: a tile can be ticked when the ticks would still fit some answer. */
export function comboControls(c: Combined, ctx: PromptContext): CardControls {
  const reachable = (next: number[] | null) => next !== null && c.combos.some((combo) => fits(c, combo.cards, ticked(c, next), false));
  return {
    item(card, group) {
      const i = c.items.findIndex((x) => x.card === card && (group === undefined || x.group === group));
      if (i < 0) return null;
      const on = ctx.selection.has(i);
      return { i, on, enabled: on || reachable(afterClick(c, ctx.selection.indexes, i)) };
    },
    toggle(i) {
      const next = afterClick(c, ctx.selection.indexes, i);
      if (next === null) return;
      ctx.selection.replace(next);
      ctx.rerender();
    },
  };
}

/** A group is answered in the hand when all its candidates are hand cards. */
export function inHand(g: Group, hand: readonly number[]): boolean {
  return g.candidates.every((c) => hand.includes(c));
}

export function combinedPanel(level: ExpansionLevel, c: Combined, ctx: PromptContext, hand: readonly number[]): HTMLElement {
  const controls = comboControls(c, ctx);
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
