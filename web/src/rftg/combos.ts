/**
 * The rules of answers that combine cards, apart from their drawing
 * (combined.ts): which roles a question's cards play, which ticks still lead
 * to an offered answer, and which answer the ticks make up. No DOM here, so
 * tests run it directly.
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import type { PickSelection } from '../ui/selection';

/** Tick controls over cards: which item a card is (of one group, when given), and ticking it. */
export interface CardControls {
  item(card: number, group?: number): { i: number; on: boolean; enabled: boolean } | null;
  toggle(i: number): void;
}

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

export interface Group {
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
export function ticked(c: Combined, indexes: readonly number[]): number[][] {
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
export function comboControls(c: Combined, selection: PickSelection, rerender: () => void): CardControls {
  const reachable = (next: number[] | null) => next !== null && c.combos.some((combo) => fits(c, combo.cards, ticked(c, next), false));
  return {
    item(card, group) {
      const i = c.items.findIndex((x) => x.card === card && (group === undefined || x.group === group));
      if (i < 0) return null;
      const on = selection.has(i);
      return { i, on, enabled: on || reachable(afterClick(c, selection.indexes, i)) };
    },
    toggle(i) {
      const next = afterClick(c, selection.indexes, i);
      if (next === null) return;
      selection.replace(next);
      rerender();
    },
  };
}

/** A group is answered in the hand when all its candidates are hand cards. */
export function inHand(g: Group, hand: readonly number[]): boolean {
  return g.candidates.every((c) => hand.includes(c));
}
