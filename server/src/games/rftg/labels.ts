/**
 * How RftG's ids read for people: action cards, stages, Search categories,
 * prompt kinds and the solitaire robot's mat rows. Event texts, the catalogue
 * (GET /api/games/rftg/catalogue) and the web page all say them this way.
 */

/** The card sets by their `expansion` option value. */
export const EXPANSION_NAMES: Record<string, string> = {
  base: 'Base game',
  tgs: 'The Gathering Storm',
  rvi: 'Rebel vs Imperium',
  bow: 'The Brink of War',
};

export interface ActionLabel {
  label: string;
  /** The phase the action card calls (0: BoW's Search, which runs before every phase). */
  phase: number;
  /** What the chooser alone gets. */
  bonus: string;
}

/** Action cards in the order the server joins them ("DEVELOP+SETTLE"); SEARCH is BoW's prestige/search card. */
export const ACTION_ORDER = ['SEARCH', 'EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'DEVELOP2', 'SETTLE', 'SETTLE2', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'];

export const ACTIONS: Record<string, ActionLabel> = {
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

/** An action answer as people say it: "DEVELOP+SETTLE" → "Develop + Settle". */
export const actionsLabel = (answer: string): string => answer.split('+').map(actionLabel).join(' + ');

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

export const STAGES: Record<string, string> = {
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

/** Every prompt kind the game asks (index.ts lists their shapes), as a heading a client can show. */
export const PROMPT_KINDS: Record<string, string> = {
  'draft-pick': 'Draft a card from your pack',
  'start-choice': 'Choose your start world and the cards to discard',
  'initial-discard': 'Discard from your opening hand',
  'start-save': 'Save a card under Galactic Scavengers',
  action: 'Choose your action',
  'search-category': 'Choose a Search category',
  'search-keep': 'Keep or decline the card found',
  'discard-prestige': 'Discard a card for prestige',
  'explore-discard': 'Choose the explored cards to discard',
  'develop-discard': 'Discard after drawing',
  develop: 'Choose a development to place',
  'develop-powers': 'Choose the powers that pay for the development',
  'develop-good': 'Choose the good to spend on the development',
  'develop-pay': 'Pay for the development',
  save: 'Save a paid card under Galactic Scavengers',
  settle: 'Choose a world to place',
  'settle-powers': 'Choose the powers that pay for the world',
  'settle-pay': 'Pay for the world',
  'place-second': 'Place a second world',
  'settle-good': 'Choose the good to spend on the world',
  'settle-discard': 'Discard after drawing',
  'settle-extra': 'Use another Settle power',
  'place-military': 'Place an extra military world',
  upgrade: 'Replace a world with a better one',
  takeover: 'Declare a takeover',
  'prevent-takeover': 'Stop a takeover',
  defend: 'Choose the powers that defend your world',
  'defend-hand': 'Discard cards to defend your world',
  'defend-good': 'Choose the good to spend on the defence',
  'takeover-boost': 'Choose the powers that strengthen your takeover',
  'takeover-boost-hand': 'Discard cards to strengthen your takeover',
  'takeover-boost-good': 'Choose the good to spend on the takeover',
  trade: 'Choose the good to trade',
  'oort-kind': 'Name the kind of Alien Oort Cloud Refinery',
  'consume-power': 'Choose the next Consume power',
  'consume-goods': 'Choose the goods to consume',
  'consume-hand': 'Choose the cards to discard for the power',
  'prestige-trade-discard': 'Discard up to 2 cards for 1 VP each',
  lucky: 'Name a cost and flip a card',
  ante: 'Ante a card and gamble',
  keep: 'Choose the card to keep',
  windfall: 'Choose a windfall world to produce on',
  'produce-power': 'Choose the next Produce power',
  'discard-produce': 'Discard a card to produce a good',
  'round-discard': 'Discard down to your hand limit',
};

/** Solitaire: the robot's mat columns (solo/types.ts phase names) in words. */
const ROBOT_PHASES: Record<string, string> = {
  explore: 'Explore',
  develop: 'Develop',
  settle: 'Settle',
  trade: 'Consume: Trade',
  x2: 'Consume: 2× VP',
  produce: 'Produce',
};

/** The robot's dice faces: its phases, plus the two faces read through the player's choice or its start world. */
export const ROBOT_FACES: Record<string, string> = { ...ROBOT_PHASES, match: 'the player’s action (match)', robot: 'its start world’s phase (robot)' };

const ROBOT_ROWS: Record<string, string> = {
  action: 'its own action',
  response: 'its response to your action',
  double: 'both Explore actions',
};

/** A mat row ("explore.response") as the log says it: "Explore — its response to your action". */
export function robotRowLabel(row: string): string {
  const [phase, which] = row.split('.');
  const p = ROBOT_PHASES[phase];
  const w = ROBOT_ROWS[which];
  return p && w ? `${p} — ${w}` : row;
}

/** The robot's mat rows (solo/round.ts runs them under these names), for the catalogue. */
export const ROBOT_ROW_IDS = [...Object.keys(ROBOT_PHASES).flatMap((p) => [`${p}.action`, `${p}.response`]), 'explore.double'];

/** Solitaire: the columns of the player's action counters, where the robot's dice land (solo/types.ts COLUMNS). */
export const ROBOT_COLUMNS: Record<string, string> = {
  E1: 'Explore +5',
  E2: 'Explore +1/+1',
  D1: 'Develop',
  D2: 'Develop again',
  S1: 'Settle',
  S2: 'Settle again',
  TRADE: 'Consume: Trade',
  X2: 'Consume: 2× VP',
  P: 'Produce',
};

/** What each goal tile counts (goals.ts computes it), said so a player can tell how to claim it. */
export const GOAL_COUNTS: Record<string, string> = {
  FIRST_5_VP: 'VP chips: the first to hold 5',
  FIRST_4_TYPES: 'good kinds among your worlds: the first with novelty, rare, gene and alien worlds',
  FIRST_3_ALIEN: 'Alien cards in your tableau: the first with 3',
  FIRST_DISCARD: 'the first to discard cards at the end of a round',
  FIRST_PHASE_POWER: 'phases your powers cover (Explore, Develop, Settle, Consume, trade, Produce): the first with all 6',
  FIRST_SIX_DEVEL: 'the first to place a 6-cost development',
  FIRST_3_UPLIFT: 'Uplift cards in your tableau: the first with 3',
  FIRST_4_GOODS: 'worlds holding a good: the first with 4 at once',
  FIRST_8_ACTIVE: 'cards in your tableau: the first with 8',
  FIRST_NEG_MILITARY: 'the first with 2+ worlds and negative military (with takeovers, or 2+ military worlds and a takeover power)',
  FIRST_2_PRESTIGE: 'the first with 2 prestige and 3 VP chips',
  FIRST_4_MILITARY: 'the first with 3 Imperium cards or 4 military worlds',
  MOST_MILITARY: 'military strength: the most, at least 6',
  MOST_BLUE_BROWN: 'novelty and rare worlds: the most, at least 3',
  MOST_DEVEL: 'developments: the most, at least 4',
  MOST_PRODUCTION: 'production worlds (not windfall): the most, at least 4',
  MOST_EXPLORE: 'cards with an Explore power: the most, at least 3',
  MOST_REBEL: 'Rebel military worlds: the most, at least 3',
  MOST_PRESTIGE: 'prestige: the most, at least 3',
  MOST_CONSUME: 'cards with a Consume power (trade powers do not count): the most, at least 3',
};
