/** How RftG actions, stages and prompt answers read on the table. */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import { cardName, design, type CardDesign } from './cards';
import { actionsLabel, describePower, SEARCH_CATEGORIES, STAGES, type ExpansionLevel } from '../../../server/src/games/rftg/public';

export { ACTION_ORDER, ACTIONS, actionLabel, PRESTIGE_PREFIX, SEARCH_CATEGORIES, splitBoost } from '../../../server/src/games/rftg/public';

export const searchCategoryLabel = (c: string) => SEARCH_CATEGORIES[c] ?? c;

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
  'discard-prestige': 'Keep my cards',
  'settle-extra': 'No more Settle powers',
  'place-military': 'No extra world',
  upgrade: 'Replace nothing',
  'prevent-takeover': 'Let the takeovers be',
};

// Answers that are [card, powerIndex] pairs rather than lists of cards.
const POWER_KINDS = new Set(['consume-power', 'produce-power', 'settle-extra']);

/** Named answers that are not actions (the server's words, which a player should not have to read). */
const WORDS: Record<string, string> = {
  PRESTIGE_TRADE_BONUS: 'Prestige trade bonus: discard up to 2 cards, 1 VP each',
  keep: 'Keep it',
  decline: 'Decline (then the next match must be kept)',
};

const GOOD_KINDS = new Set(['novelty', 'rare', 'gene', 'alien']);

export function powerLabel(level: ExpansionLevel, pair: Json): string {
  const [card, index] = pair as number[];
  const d: CardDesign | null = design(level, card);
  const p = d?.powers[index];
  return `${d?.name ?? `card #${card}`}: ${p ? describePower(p) : `power ${index}`}`;
}

export function answerLabel(level: ExpansionLevel, value: Json, prompt: WirePrompt): string {
  const name = (c: Json) => cardName(level, c as number);
  if (value === null) return NONE[prompt.kind] ?? 'None';
  if (typeof value === 'string') {
    if (prompt.kind === 'search-category') return searchCategoryLabel(value);
    if (WORDS[value]) return WORDS[value];
    if (prompt.kind === 'oort-kind' || GOOD_KINDS.has(value)) return `Make it a ${value} world`;
    return actionsLabel(value);
  }
  if (typeof value === 'number') return prompt.kind === 'lucky' ? `Cost ${value}` : name(value);
  if (!Array.isArray(value)) return JSON.stringify(value);
  // An empty list: no optional powers for the power-set questions, no cards for the consume-hand pairs.
  if (value.length === 0) return prompt.kind === 'consume-hand' ? 'Discard nothing' : 'No optional powers';
  if (value.every(Array.isArray)) return value.map((p) => powerLabel(level, p)).join(' + ');
  if (POWER_KINDS.has(prompt.kind)) return powerLabel(level, value);
  if (prompt.kind === 'takeover') return `Take over ${name(value[0])} using ${name(value[1])}`;
  if (prompt.kind === 'discard-produce') return `Discard ${name(value[0])}, produce on ${name(value[1])}`;
  if (prompt.kind === 'prevent-takeover') return `Defeat the takeover of ${name(value[0])} by ${name(value[1])}`;
  if (prompt.kind === 'upgrade') return `Place ${name(value[0])} in place of ${name(value[1])}`;
  if (prompt.kind === 'consume-hand') return `Discard ${value.map(name).join(' and ')}`;
  if (prompt.kind === 'start-choice') return `Keep ${name(value[0])}; discard ${value.slice(1).map(name).join(', ')}`;
  return value.map(name).join(', ');
}
