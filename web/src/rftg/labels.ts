/** How RftG actions, stages and prompt answers read on the table. */
import type { Json, WirePrompt } from '../../../client-sdk/src';
import { cardName, design, type CardDesign } from './cards';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { describePower } from './powers';

/** Action cards in the order the server joins them ("DEVELOP+SETTLE"); SEARCH is BoW's prestige/search card. */
export const ACTION_ORDER = ['SEARCH', 'EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'DEVELOP2', 'SETTLE', 'SETTLE2', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'];

export const ACTIONS: Record<string, { label: string; phase: number; bonus: string }> = {
  // Phase 0: Search runs before every phase, and has no phase colour of its own.
  SEARCH: { label: 'Search', phase: 0, bonus: 'once per game: find a card of one category' },
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

/** BoW: the prestige/search card played on an action boosts it; the server writes that "PRESTIGE_<action>". */
export const PRESTIGE_PREFIX = 'PRESTIGE_';

export function splitBoost(id: string): { action: string; boosted: boolean } {
  return id.startsWith(PRESTIGE_PREFIX) && ACTIONS[id.slice(PRESTIGE_PREFIX.length)]
    ? { action: id.slice(PRESTIGE_PREFIX.length), boosted: true }
    : { action: id, boosted: false };
}

export function actionLabel(id: string): string {
  const { action, boosted } = splitBoost(id);
  const label = ACTIONS[action]?.label ?? id;
  return boosted ? `${label} (prestige)` : label;
}

/** BoW search categories (server phases/search.ts), in our words. */
export const SEARCH_CATEGORIES: Record<string, string> = {
  DEV_MILITARY: 'Development with +1/+2 Military',
  MILITARY_WINDFALL: 'Military windfall world, defence 1–2',
  PEACEFUL_WINDFALL: 'Peaceful windfall world, cost 1–2',
  CHROMO_WORLD: 'World with the chromosome symbol',
  ALIEN_WORLD: 'Alien (or any-kind) world',
  CONSUME_TWO: 'Card consuming 2+ goods at once',
  MILITARY_5: 'Military world, defence 5+',
  '6_DEV': '6-cost development',
  TAKEOVER: 'Card with a takeover power',
};

export const searchCategoryLabel = (c: string) => SEARCH_CATEGORIES[c] ?? c;

const STAGES: Record<string, string> = {
  draft: 'Drafting',
  'start-choice': 'Choosing start worlds',
  'initial-discard': 'Opening discard',
  action: 'Choosing actions',
  search: 'Search',
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
    return value.split('+').map(actionLabel).join(' + ');
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
