/**
 * The Race for the Galaxy game state. Plain JSON only (the runner clones it
 * with structuredClone and the match service stores it as jsonb), so sets are
 * arrays and maps are string-keyed records.
 */
import type { GameEvent, RngState } from '../../engine';
import type { ExpansionLevel, GoodKind } from './data/types';
import type { SoloState } from './solo/types';
import type { Ask } from './questions';
import type { ReferenceQuirk } from './conformance/quirks';

/**
 * Action cards, named as in the conformance logs, in the reference engine's
 * numbering. DEVELOP2/SETTLE2 only exist in the 2-player advanced game;
 * SEARCH (the BoW prestige/search card used for Search) only in BoW, once per game.
 */
export const ACTIONS = ['SEARCH', 'EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'DEVELOP2', 'SETTLE', 'SETTLE2', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'] as const;
export type ActionId = (typeof ACTIONS)[number];

/** Round steps, in the order a round runs them. */
export type Stage =
  | 'draft'
  | 'start-choice'
  | 'initial-discard'
  | 'action'
  | 'search'
  | 'explore'
  | 'develop'
  | 'develop2'
  | 'settle'
  | 'settle2'
  | 'consume'
  | 'produce'
  | 'round-discard'
  | 'over';

export type PhaseStage = 'search' | 'explore' | 'develop' | 'develop2' | 'settle' | 'settle2' | 'consume' | 'produce';

/** Per-player scratch that lives for one phase only. */
export interface PhaseScratch {
  /** Tableau at the start of the phase: cards placed during a phase only act from the next one. */
  snapshot: number[];
  /** Powers already used this phase, as "card:powerIndex". */
  used: string[];
  /** The once-per-phase action bonus (Settle draw, Produce windfall) is spent. */
  bonusUsed: boolean;
  /** Worlds that produced a good this phase, with the kind (Produce "draw per good produced"). */
  produced: { [world: string]: GoodKind };
  /** Develop/Settle: the card chosen (secret until every seat has chosen); null = none. */
  placing: number | null;
  /** Develop/Settle: whether the seat has answered the placement question. */
  chosen: boolean;
  /** Cards drawn this phase (explore discard restriction). */
  drawn: number[];
  /** Settle: military from hand cards discarded this phase (temporary, lasts until the phase ends). */
  tempMilitary: number;
  /**
   * Settle: hand cards discarded as military this phase beyond the hand-military powers they used up in
   * full (a power used for fewer cards than its value), which a takeover defence cannot use again.
   */
  handMilitarySpent?: number;
  /** Settle: worlds placed this phase (a second one needs a place-two power). */
  placed: number;
  /** Produce: the good kinds of the windfall worlds empty when the pass a question suspended began. */
  windfallSnapshot?: string[];
  /** BoW prestige Produce: windfall goods produced by the bonus so far (0-1); 2 once its cards are drawn. */
  prestigeBonus?: number;
}

export interface PlayerState {
  name: string;
  hand: number[];
  /** In order of play. */
  tableau: number[];
  /** World card id → the cards lying face down on it as goods. */
  goods: { [world: string]: number[] };
  /** VP chips. */
  vp: number;
  /** Actions chosen this round; secret until `actionsRevealed`. */
  actions: ActionId[] | null;
  ask: Ask | null;
  phase: PhaseScratch;
  /** RvI: the [red, blue] start worlds offered at setup, until one is chosen; secret to others. */
  startOffer: number[] | null;
  /** RvI: the secret answer to the start choice, [world, discard, discard], until all seats have answered. */
  startPick: number[] | null;
  /** Cards discarded at the end of the last round (goal Budget Surplus). */
  endDiscard: number;
  /** BoW (Retrofit & Salvage): which cards those were, while the round ends; secret to others. */
  endDiscarded?: number[];
  /** BoW: prestige points (public). Always 0 before The Brink of War. */
  prestige: number;
  /** BoW: prestige gained during the current phase and not spent since (what goes on the leader tile). */
  prestigePhase: number;
  /** BoW: the action boosted with the prestige/search card this round (also in `actions`); secret like them. */
  boosted: ActionId | null;
  /** BoW: the once-per-game Search/prestige action card has been used (public). */
  searchUsed: boolean;
  /**
   * BoW (Galactic Scavengers): world card id → cards saved face down under it. Only the owner
   * knows which cards they are; everyone sees how many.
   */
  saved: { [world: string]: number[] };
  /** BoW (Alien Oort Cloud Refinery): the good kind its owner has chosen for it, else null. Public. */
  oortKind: 'novelty' | 'rare' | 'gene' | 'alien' | null;
}

/**
 * BoW: the Prestige Leader tile. `holder` is the sole leader, or null when the
 * tile lies in the centre: `tied` (the '=' side up) when two or more players
 * share the lead with at least one prestige, otherwise nobody has any prestige.
 * `onTile` is the prestige lying on the tile (only with a holder).
 */
export interface PrestigeTile {
  holder: number | null;
  tied: boolean;
  onTile: number;
}

/** Goals in play and who holds them; everything here is public. */
export interface GoalsState {
  /** Goal ids in play (first goals, then most goals). */
  active: string[];
  /** Goal id → seats holding it: for a first goal every seat that claimed it, for a most goal at most one. */
  held: { [goal: string]: number[] };
  /** Goal id → each seat's progress as last checked (the reference engine scores most-goal ties from it). */
  progress: { [goal: string]: number[] };
  /** Goal id → the highest progress at the last check. */
  most: { [goal: string]: number };
}

/** BoW: the Search step under way (public: every flipped card is revealed). */
export interface SearchState {
  /** Searching seats still to go, in turn order. */
  queue: number[];
  /** The seat searching now, or null between searchers. */
  seat: number | null;
  /** The chosen category (a SEARCH_CATEGORIES name), once chosen. */
  category: string | null;
  /** Cards flipped so far and set aside (the one offered for keeping included). */
  flipped: number[];
  /** A first match was declined: the next match must be kept. */
  declined: boolean;
}

/** A takeover declared during Settle, resolved when the phase's placements are done. */
export interface Takeover {
  attacker: number;
  defender: number;
  world: number;
  /** The takeover power used: [card, powerIndex]. */
  power: number[];
  /** BoW: the conquest power (Imperium Invasion Fleet) that lets a non-military world be targeted, [card, powerIndex]. */
  conquer?: number[];
  /**
   * Resolution progress, absent before it starts: the attacker is adding temporary military ('attack'),
   * has done so ('attacked'), the defender is adding some ('defend'), all is set ('ready').
   */
  stage?: 'attack' | 'attacked' | 'defend' | 'ready';
}

export interface RftgOptions {
  expansion: 'base' | 'tgs' | 'rvi' | 'bow';
  advanced: boolean;
  goals: boolean;
  takeovers: boolean;
  draft: boolean;
  difficulty: 'easy' | 'medium' | 'hard';
  /**
   * TEST/CONFORMANCE ONLY. Scripted draws: every card that leaves the draw pile
   * (deal, explore, goods, power draws, Gambling World flips…) is taken from this
   * list in order instead of at random, as long as entries remain; then draws are
   * random again. Entries are card ids (indexes into `deckForLevel(level)`); an
   * entry not in the draw pile at that moment is an error (GameError INTERNAL),
   * since it means the script and the game have diverged.
   */
  draws?: number[];
  /**
   * TEST/CONFORMANCE ONLY. Scripted draws per receiving seat: a draw for seat p
   * (to its hand, as a good on its world, or flipped by its power) takes the next
   * entry of drawsBySeat[p] first, then `draws`, then random. Seats act at once
   * here while the reference engine resolves them one after another, so only a
   * per-seat script is independent of the order in which seats answer. In this
   * mode a scripted card may also be taken from the discard pile, since a
   * reshuffle can fall at a slightly different moment when seats interleave.
   */
  drawsBySeat?: number[][];
  /** TEST/CONFORMANCE ONLY. Start world card id per seat, instead of a random deal (base/TGS). */
  startWorlds?: number[];
  /** TEST/CONFORMANCE ONLY. The [red, blue] start worlds offered to each seat (RvI). */
  startOffers?: number[][];
  /** TEST/CONFORMANCE ONLY. The goals in play, instead of a random draw. */
  goalList?: string[];
  /**
   * TEST/CONFORMANCE ONLY. The steps each player takes on their own (Develop's start-of-phase draws and
   * payments, Settle's payments and powers, Consume, Produce) run one seat after another in turn order,
   * each seat's questions answered before the next seat starts, as the reference engine runs them; a
   * reshuffle of the discard pile then falls at the same moment. Without it (real games) the seats take
   * these steps at once, in answer order: only which cards a reshuffle gathers can differ, never a rule.
   */
  oneSeatAtATime?: boolean;
  /**
   * TEST/CONFORMANCE ONLY. Defects of the reference engine to reproduce instead of the printed rules, by
   * name (conformance/quirks.ts lists and explains each); the conformance runner sets them all.
   */
  referenceQuirks?: ReferenceQuirk[];
  /** Solitaire (1 seat): the robot mat in play; only "provisional" exists (see solo/mat.ts). */
  robotMat?: 'provisional';
  /** TEST ONLY. Solitaire: the robot's start world card id, instead of a random deal. */
  robotStartWorld?: number;
}

export interface DraftPiles {
  /** Unordered like the shared draw pile: kept in id order, drawn uniformly. */
  draw: number[];
  discard: number[];
}

/** The drafting variant (draft.ts). */
export interface DraftState {
  /** Pack size of each round, final round included. */
  packSizes: number[];
  /** The round under way (0-based), equal to packSizes.length once the draft is over. */
  round: number;
  /** The pack lying in front of each seat now. Secret to everyone but that seat. */
  packs: number[][];
  /** Cards each seat has drafted so far. Secret to everyone but that seat. */
  picks: number[][];
  /** This step's pick of each seat (still in its pack) until every seat has picked; null = not yet. */
  pending: (number | null)[];
  /** Five players: the cards left over after the final round, out of the game unseen. */
  removed: number[];
  /** Each seat's own piles, from the end of the draft on; null while drafting. */
  piles: DraftPiles[] | null;
}

export interface RftgState {
  options: RftgOptions;
  level: ExpansionLevel;
  rng: RngState;
  /** Unordered set semantically (the reference engine draws uniformly from it); kept in id order. */
  drawPile: number[];
  /** Order matters only for nobody: hidden from every seat. */
  discard: number[];
  /** Remaining scripted draws (see RftgOptions.draws). */
  script: number[];
  /** Remaining per-seat scripted draws (see RftgOptions.drawsBySeat); empty lists when unused. */
  seatScripts: number[][];
  vpPool: number;
  round: number;
  stage: Stage;
  /** Develop/Settle: 'place' until every seat has chosen, then 'pay'. Explore: 'prepare' before the draws. */
  step: 'prepare' | 'place' | 'pay' | 'takeover' | 'run';
  /** Phases still to run this round. */
  phasesLeft: PhaseStage[];
  actionsRevealed: boolean;
  players: PlayerState[];
  /**
   * Seats in turn order. The rules fix no first player; like the reference
   * engine we start with the seat whose start world has the lowest card id and
   * go on in seat order. Ordered steps (takeover resolution, reveals) use it.
   */
  order: number[];
  /** null when goals are off. */
  goals: GoalsState | null;
  /** BoW: the Prestige Leader tile; null before The Brink of War. */
  prestigeTile: PrestigeTile | null;
  /**
   * BoW: what this round's Prestige Leader bonus gave (1 VP each, and the card drawn, if any); public
   * except the card's identity. The conformance runner uses it: the reference snapshots a round before it.
   */
  prestigeRoundBonus?: { seat: number; card: number | null }[];
  /** BoW: the draw and discard pile sizes before that bonus (its card may empty the pile and reshuffle); same use. */
  roundStartPiles?: { draw: number; discard: number };
  /** BoW: the first goals claimed in the round-start check (after that bonus), as [goal, seat]; same use. */
  roundStartClaims?: [string, number][];
  /** BoW: the Search step in progress, else null. */
  search: SearchState | null;
  /**
   * BoW Psi-Crystal World: the seat choosing its action after the others' were revealed to everyone, while
   * it chooses; null otherwise (absent in states saved before it existed).
   */
  lastChooser?: number | null;
  /** With `oneSeatAtATime`: the seats still to take the current per-seat step, in turn order (phases/common.ts). */
  seatQueue?: { step: string; seats: number[] } | null;
  /** Takeovers declared this Settle phase, in declaration (turn) order. */
  takeovers: Takeover[];
  /** Set when the game ended; the final scores are computed by `result`. */
  over: boolean;
  /** The drafting variant: packs, picks and then every seat's own piles (see draft.ts); absent otherwise. */
  draft?: DraftState;
  /** Solitaire (1 seat): the robot opponent, which is not a seat (solo/). Absent otherwise. */
  solo?: SoloState | null;
}

/** What every rule function works on: the state, changed in place, and the events it gives rise to. */
export interface Ctx {
  s: RftgState;
  ev: GameEvent[];
}

export function freshScratch(tableau: number[]): PhaseScratch {
  return { snapshot: [...tableau], used: [], bonusUsed: false, produced: {}, placing: null, chosen: false, drawn: [], tempMilitary: 0, placed: 0 };
}

/** Whether a test/conformance game reproduces the reference engine's defect `name` (see RftgOptions.referenceQuirks). */
export function referenceQuirk(s: RftgState, name: ReferenceQuirk): boolean {
  return s.options.referenceQuirks?.includes(name) ?? false;
}
