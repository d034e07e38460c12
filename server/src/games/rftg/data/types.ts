/**
 * Types of Orrery's Race for the Galaxy card table.
 *
 * Flag and power-flag identifiers keep the reference engine's vocabulary
 * (MILITARY, CONSUME_ANY, …) because the conformance logs speak it: a table
 * entry can be compared with a log without a translation layer. Each list
 * below holds only the identifiers that occur on cards of levels 0-3, and is
 * ordered the way the reference engine numbers them; the table lists every
 * flag set in that canonical order, which is also the order the logs use.
 */

/** 0 base, 1 The Gathering Storm, 2 Rebel vs Imperium, 3 The Brink of War. Cumulative. */
export const EXPANSION_LEVELS = [0, 1, 2, 3] as const;
export type ExpansionLevel = (typeof EXPANSION_LEVELS)[number];

export type CardKind = 'world' | 'development';

/** `any` only exists on Alien Oort Cloud Refinery, whose kind is chosen when it matters. */
export type GoodKind = 'novelty' | 'rare' | 'gene' | 'alien' | 'any';

/** RvI/BoW deal each player one start world of each colour; base/TGS ignore the colour. */
export type StartColour = 'red' | 'blue';

export const CARD_FLAGS = [
  'MILITARY', // placed by military strength, not by paying cards
  'WINDFALL', // gets a good when placed; produces only through windfall powers
  'START', // a start world
  'START_RED', // start world dealt from the red pool
  'START_BLUE', // start world dealt from the blue pool
  'REBEL',
  'UPLIFT',
  'ALIEN',
  'TERRAFORMING',
  'IMPERIUM',
  'CHROMO', // chromosome symbol
  'PRESTIGE', // placing it earns 1 prestige (BoW games only)
  'STARTHAND_3', // owner's opening hand is 3 cards instead of 4
  'START_SAVE', // at setup, one hand card goes under this world
  'DISCARD_TO_12', // owner's end-of-round hand limit is 12 instead of 10
  'GAME_END_14', // game ends for this owner at 14 tableau cards instead of 12
  'TAKE_DISCARDS', // owner takes the cards opponents discard at round end
  'SELECT_LAST', // owner picks an action after seeing the others' (non-advanced game)
] as const;
export type CardFlag = (typeof CARD_FLAGS)[number];

export const PHASES = [1, 2, 3, 4, 5] as const;
/** 1 Explore, 2 Develop, 3 Settle, 4 Consume, 5 Produce. */
export type Phase = (typeof PHASES)[number];

export const EXPLORE_POWER_FLAGS = [
  'DRAW', // draw `value` more cards
  'KEEP', // keep `value` more cards
  'DISCARD_ANY', // the explore discard may come from the whole hand
  'DISCARD_PRESTIGE', // before exploring, discard a hand card for `value` prestige
] as const;

export const DEVELOP_POWER_FLAGS = [
  'DRAW', // draw `value` cards at the start of the phase
  'REDUCE', // cost reduction by `value`
  'DRAW_AFTER', // draw `value` after placing a development
  'EXPLORE', // draw `value`, then discard one
  'DISCARD_REDUCE', // discard this card from the tableau for a `value` reduction
  'SAVE_COST', // one paid card goes under this world instead of the discard pile
  'PRESTIGE', // `value` prestige after placing a development
  'PRESTIGE_REBEL', // ... only when the placed card is Rebel
  'PRESTIGE_SIX', // ... only when the placed card costs 6
  'CONSUME_RARE', // consume a rare good for a `value` reduction
] as const;

export const SETTLE_POWER_FLAGS = [
  'REDUCE',
  'NOVELTY', // qualifiers: the power only applies to worlds of this good kind
  'RARE',
  'GENE',
  'ALIEN',
  'DISCARD', // this card is discarded from the tableau to use the power
  'REDUCE_ZERO', // a peaceful world not producing alien goods costs nothing
  'MILITARY_HAND', // discard up to `value` hand cards for +1 military each
  'EXTRA_MILITARY', // +`value` military (negative values exist)
  'AGAINST_REBEL', // qualifier: only against Rebel military worlds
  'AGAINST_CHROMO', // qualifier: only against chromosome worlds
  'PER_MILITARY', // +`value` per military world in the tableau
  'PER_CHROMO', // +`value` per chromosome card in the tableau
  'IF_IMPERIUM', // only while an Imperium card is in the tableau
  'PAY_MILITARY', // pay for a military world with cards, cost reduced by `value`
  'PAY_DISCOUNT', // extra reduction when paying for a military world
  'PAY_PRESTIGE', // `value` prestige when paying for a military world
  'CONQUER_SETTLE', // treat a peaceful world as military, +`value` strength
  'NO_TAKEOVER', // the conquest power cannot be used for takeovers
  'DRAW_AFTER', // draw `value` after placing a world
  'EXPLORE_AFTER', // after placing a world draw `value`, then discard one
  'PRESTIGE', // conquest through this power earns prestige (fixed 2 in the engine, `value` 0)
  'PRESTIGE_REBEL', // `value` prestige after placing a Rebel world
  'SAVE_COST', // one paid card goes under this world
  'PLACE_TWO', // place a second world this phase
  'PLACE_MILITARY', // additionally place a military world from hand
  'CONSUME_RARE', // consume a rare good for the bonus
  'CONSUME_GENE', // consume a gene good for the bonus
  'CONSUME_PRESTIGE', // spend prestige for the bonus
  'AUTO_PRODUCE', // a newly placed non-windfall production world gets a good
  'PRODUCE_PRESTIGE', // `value` prestige after placing a non-windfall production world
  'TAKEOVER_REBEL', // may take over Rebel military worlds
  'TAKEOVER_IMPERIUM', // take over from a player with an Imperium card; +`value` per own Rebel military world
  'TAKEOVER_MILITARY', // take over a military world of a player with positive military
  'TAKEOVER_PRESTIGE', // spend 1 prestige to declare a takeover of a military world
  'DESTROY', // the takeover destroys the world instead; attacker gains prestige
  'TAKEOVER_DEFENSE', // defence +1 per military world and +1 per Rebel military world
  'PREVENT_TAKEOVER', // spend 1 prestige to cancel one declared takeover
  'UPGRADE_WORLD', // swap a tableau world for a hand world costing up to `value` more
] as const;

export const CONSUME_POWER_FLAGS = [
  'TRADE_ANY', // +`value` cards when trading a good of this kind
  'TRADE_NOVELTY',
  'TRADE_RARE',
  'TRADE_GENE',
  'TRADE_THIS', // +`value` when trading this world's own good
  'TRADE_BONUS_CHROMO', // trading a gene good: +1 per chromosome card
  'NO_TRADE', // this world's good can never be traded
  'TRADE_ACTION', // trade as a consume power, without the trade action
  'TRADE_NO_BONUS', // such a trade gets no trade bonuses
  'CONSUME_ANY', // which goods the power consumes
  'CONSUME_NOVELTY',
  'CONSUME_RARE',
  'CONSUME_GENE',
  'CONSUME_ALIEN',
  'CONSUME_THIS', // only the good on this world
  'CONSUME_TWO', // goods (or hand cards) are spent in pairs
  'CONSUME_3_DIFF', // three goods of different kinds at once
  'CONSUME_N_DIFF', // one to four goods of different kinds, reward per good
  'CONSUME_ALL', // all goods at once, reward per good but one
  'CONSUME_PRESTIGE', // spend a prestige instead of a good
  'GET_CARD', // rewards, each per use: `value` of them
  'GET_2_CARD',
  'GET_3_CARD',
  'GET_VP',
  'GET_PRESTIGE',
  'DRAW', // draw `value` cards, no good needed
  'DRAW_LUCKY', // name a cost 1-7 and flip a card; keep it if the cost matches
  'DISCARD_HAND', // spend hand cards (up to `times`) instead of goods
  'ANTE_CARD', // ante a hand card against flipped cards
  'VP', // take `value` VP chips, no good needed
] as const;

export const PRODUCE_POWER_FLAGS = [
  'PRODUCE', // produce a good on this world
  'WINDFALL_ANY', // produce on an empty windfall world of this kind
  'WINDFALL_NOVELTY',
  'WINDFALL_RARE',
  'WINDFALL_GENE',
  'WINDFALL_ALIEN',
  'NOT_THIS', // the windfall target may not be this world
  'DISCARD', // needs a hand card discarded
  'DRAW', // draw `value`
  'DRAW_IF', // draw `value` if this world produced
  'PRESTIGE_IF', // `value` prestige if this world produced
  'DRAW_EACH_NOVELTY', // `value` per good of that kind produced this phase
  'DRAW_EACH_ALIEN',
  'DRAW_WORLD_GENE', // `value` per gene world in the tableau
  'DRAW_MOST_PRODUCED', // `value` if strictly most goods produced this phase
  'DRAW_DIFFERENT', // `value` per kind produced this phase
  'DRAW_MOST_RARE', // `value` if strictly most rare goods produced
  'PRESTIGE_MOST_CHROMO', // `value` prestige if strictly most chromosome cards
  'DRAW_MILITARY', // `value` per military world
  'DRAW_REBEL', // `value` per Rebel world
  'DRAW_CHROMO', // `value` per chromosome card
  'TAKE_SAVED', // take the cards saved under this world into hand
] as const;

export type ExplorePowerFlag = (typeof EXPLORE_POWER_FLAGS)[number];
export type DevelopPowerFlag = (typeof DEVELOP_POWER_FLAGS)[number];
export type SettlePowerFlag = (typeof SETTLE_POWER_FLAGS)[number];
export type ConsumePowerFlag = (typeof CONSUME_POWER_FLAGS)[number];
export type ProducePowerFlag = (typeof PRODUCE_POWER_FLAGS)[number];

interface PowerOf<P extends Phase, F extends string> {
  readonly phase: P;
  /** A set: the engine ORs the flags into one code, so only membership matters. */
  readonly flags: readonly F[];
  readonly value: number;
  /** Uses per phase; only meaningful for some consume powers, 0 elsewhere. */
  readonly times: number;
}

/** Tagged by phase so a power's flags are checked against its own phase's vocabulary. */
export type CardPower =
  | PowerOf<1, ExplorePowerFlag>
  | PowerOf<2, DevelopPowerFlag>
  | PowerOf<3, SettlePowerFlag>
  | PowerOf<4, ConsumePowerFlag>
  | PowerOf<5, ProducePowerFlag>;

/** What a "?" card pays `points` for at game end, per matching item. */
export const BONUS_KINDS = [
  'NOVELTY_PRODUCTION', // per production world of that kind
  'RARE_PRODUCTION',
  'GENE_PRODUCTION',
  'ALIEN_PRODUCTION',
  'NOVELTY_WINDFALL', // per windfall world of that kind
  'RARE_WINDFALL',
  'GENE_WINDFALL',
  'ALIEN_WINDFALL',
  'DEVEL_EXPLORE', // per development / world with a power of that phase
  'WORLD_EXPLORE',
  'DEVEL_TRADE',
  'WORLD_TRADE',
  'DEVEL_CONSUME',
  'WORLD_CONSUME',
  'SIX_DEVEL', // per 6-cost development (including the scoring card)
  'DEVEL',
  'WORLD',
  'REBEL_FLAG', // per card with that flag
  'ALIEN_FLAG',
  'TERRAFORMING_FLAG',
  'UPLIFT_FLAG',
  'IMPERIUM_FLAG',
  'CHROMO_FLAG',
  'MILITARY', // per military world
  'TOTAL_MILITARY', // per point of military strength
  'NEGATIVE_MILITARY', // per point of negative military strength
  'REBEL_MILITARY', // per Rebel military world
  'THREE_VP', // per three VP chips
  'KIND_GOOD', // 1/3/6/10 for 1-4 good kinds among worlds
  'PRESTIGE', // per prestige point
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export type VpBonus =
  | { readonly kind: BonusKind; readonly points: number }
  /** Per tableau card of that name (every design carrying the name counts). */
  | { readonly kind: 'NAME'; readonly points: number; readonly cardName: string };

/**
 * Copies introduced at each level, not totals: a level's count is the sum up
 * to it. A negative entry withdraws copies (the base Gambling World leaves the
 * game when RvI brings its own).
 */
export type CopiesByLevel = readonly [base: number, tgs: number, rvi: number, bow: number];

interface DesignCommon {
  /** Index in CARD_DESIGNS; stable as long as the table keeps its order. */
  readonly id: number;
  /** Not unique across levels (two Gambling World designs), unique within one. */
  readonly name: string;
  readonly cost: number;
  readonly vp: number;
  readonly copies: CopiesByLevel;
  readonly flags: readonly CardFlag[];
  /** In printed order: a power's index here is the logs' `power_index`. */
  readonly powers: readonly CardPower[];
  /** End-game bonus rules; on 6-cost developments and on Federation Capital. */
  readonly bonuses: readonly VpBonus[];
}

export interface WorldDesign extends DesignCommon {
  readonly kind: 'world';
  /** null for worlds that never hold goods. */
  readonly good: GoodKind | null;
  readonly start: StartColour | null;
}

export interface DevelopmentDesign extends DesignCommon {
  readonly kind: 'development';
}

export type CardDesign = WorldDesign | DevelopmentDesign;
