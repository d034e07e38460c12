/** How RftG actions, stages and prompt answers read on the table. */
import type { Json, Prompt } from '../../../client-sdk/src';
import { cardName, design, type CardDesign } from './cards';
import type { ExpansionLevel } from '../../../server/src/games/rftg/data/types';
import { describePower } from './powers';

/** Action cards in the order the server joins them ("DEVELOP+SETTLE"). */
export const ACTION_ORDER = ['EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'DEVELOP2', 'SETTLE', 'SETTLE2', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'];

export const ACTIONS: Record<string, { label: string; phase: number; bonus: string }> = {
  EXPLORE_5_0: { label: 'Explore +5', phase: 1, bonus: 'draw 5 more' },
  EXPLORE_1_1: { label: 'Explore +1/+1', phase: 1, bonus: 'draw 1 more, keep 1 more' },
  DEVELOP: { label: 'Develop', phase: 2, bonus: 'cost −1' },
  DEVELOP2: { label: 'Develop again', phase: 2, bonus: 'a second Develop, cost −1' },
  SETTLE: { label: 'Settle', phase: 3, bonus: 'draw 1 after placing' },
  SETTLE2: { label: 'Settle again', phase: 3, bonus: 'a second Settle, draw 1' },
  CONSUME_TRADE: { label: 'Consume: Trade', phase: 4, bonus: 'sell one good first' },
  CONSUME_X2: { label: 'Consume: 2× VP', phase: 4, bonus: 'double VP' },
  PRODUCE: { label: 'Produce', phase: 5, bonus: 'fill one windfall world' },
};

export const actionLabel = (id: string) => ACTIONS[id]?.label ?? id;

const STAGES: Record<string, string> = {
  'start-choice': 'Choosing start worlds',
  'initial-discard': 'Opening discard',
  action: 'Choosing actions',
  explore: 'Explore',
  develop: 'Develop',
  develop2: 'Develop (second)',
  settle: 'Settle',
  settle2: 'Settle (second)',
  consume: 'Consume',
  produce: 'Produce',
  'round-discard': 'End of round: discard to 10',
  over: 'Game over',
};

export const stageLabel = (stage: string) => STAGES[stage] ?? stage;

/** What "none" means for each question that allows it. */
const NONE: Record<string, string> = {
  develop: 'Place nothing',
  settle: 'Place nothing',
  'place-second': 'No second world',
  'consume-power': 'Stop consuming',
  'produce-power': 'Stop',
  'discard-produce': 'Keep my cards',
  ante: 'No ante',
  takeover: 'No takeover',
};

// Answers that are [card, powerIndex] pairs rather than lists of cards.
const POWER_KINDS = new Set(['consume-power', 'produce-power']);

export function powerLabel(level: ExpansionLevel, pair: Json): string {
  const [card, index] = pair as number[];
  const d: CardDesign | null = design(level, card);
  const p = d?.powers[index];
  return `${d?.name ?? `card #${card}`}: ${p ? describePower(p) : `power ${index}`}`;
}

export function answerLabel(level: ExpansionLevel, value: Json, prompt: Prompt): string {
  const name = (c: Json) => cardName(level, c as number);
  if (value === null) return NONE[prompt.kind] ?? 'None';
  if (typeof value === 'string') return value.split('+').map(actionLabel).join(' + ');
  if (typeof value === 'number') return prompt.kind === 'lucky' ? `Cost ${value}` : name(value);
  if (!Array.isArray(value)) return JSON.stringify(value);
  if (value.every(Array.isArray)) return value.length ? value.map((p) => powerLabel(level, p)).join(' + ') : 'No optional powers';
  if (POWER_KINDS.has(prompt.kind)) return powerLabel(level, value);
  if (prompt.kind === 'takeover') return `Take over ${name(value[0])} using ${name(value[1])}`;
  if (prompt.kind === 'start-choice') return `Keep ${name(value[0])}; discard ${value.slice(1).map(name).join(', ')}`;
  return value.map(name).join(', ');
}
