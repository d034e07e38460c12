/**
 * The Terraforming Mars game state. Plain JSON only (the runner copies it and
 * the match service stores it as jsonb): sets are arrays, maps are
 * string-keyed records, and static facts (spaces, card data) stay in ../data.
 */
import type { GameEvent, Json, RngState } from '../../engine';
import type { HookName, PlaceRule, Resource, Step, TileKind } from './dsl/language';
import type { TmOptions } from './options';

export type { TmOptions } from './options';

/** MarsBot, the Automa opponent: a non-seat actor (marsbot/). */
export const MARSBOT = 'marsbot' as const;

/** Who owns a tile or is targeted: a seat, the solo game's neutral player, or MarsBot. */
export type Owner = number | 'neutral' | typeof MARSBOT;

/** Who acts, claims a milestone or funds an award: a seat, or MarsBot. */
export type Actor = number | typeof MARSBOT;

export interface Tile {
  kind: TileKind;
  /** null for oceans. */
  owner: Owner | null;
  /** The card that placed it, if a card did (special tiles, Capital, an ocean on land…). */
  card?: string;
}

export type Stockpile = Record<Resource, number>;

/** A project card in a tableau (events go to the event pile instead). */
export interface PlayedCard {
  id: string;
  /** Resources on the card (animals, microbes, science, fighters). */
  res: number;
  /** The space of the tile this card placed (VP by adjacency, Mining Area/Rights). */
  tile?: string;
  /** The bonus resource the card's tile covered (Mining Area, Mining Rights): its production box raises it. */
  covered?: 'steel' | 'titanium';
}

/**
 * An open question. `q` is what the answer handler needs to resume; it is
 * never shown (views only show `kind`, `text` and the legal answers).
 */
export interface Ask {
  kind: string;
  text: string;
  choices?: Json[];
  pick?: { from: Json[]; min: number; max: number };
  q: Question;
}

/** An "any player" effect waiting for its target (opponents.ts). */
export type TargetEffect =
  | { prod: Resource; n: number }
  | { remove: Resource; n: number }
  | { steal: Resource; n: number }
  /** Flooding: 4 M€ from the owner of a tile next to the new ocean. */
  | { flood: number };

/** A card-resource effect waiting for its card. */
export type CardEffect = { add: number; there?: boolean } | { removeFrom: number } | { takeToHere: true } | { copyProduction: true };

/** A triggered effect of one of the actor's cards, waiting to be ordered. */
export interface PendingEffect {
  card: string;
  index: number;
  /** Times it triggered (one per matching tag). */
  times: number;
  there?: string;
}

export type Question =
  | { kind: 'action' }
  | { kind: 'corporation' }
  | { kind: 'initial-buy' }
  | { kind: 'research-buy' }
  | { kind: 'draft-pick' }
  | { kind: 'final-greenery' }
  /** `metal`: the steel/titanium part already chosen, heat asked next (a split list over 1,000). */
  | { kind: 'pay'; cost: number; steel: boolean; titanium: boolean; reserveHeat: number; metal?: { steel: number; titanium: number } }
  | { kind: 'space'; place: PlaceTask }
  | { kind: 'target'; card: string | null; effect: TargetEffect }
  | { kind: 'choose'; card: string | null; there?: string; options: Step[][] }
  | { kind: 'card-target'; card: string | null; resource: string; effect: CardEffect }
  | { kind: 'amount'; card: string | null; from: Resource; to: Resource; production: boolean }
  | { kind: 'sell' }
  | { kind: 'discard'; n: number }
  | { kind: 'keep'; n: number }
  | { kind: 'buy-looked'; price: number }
  | { kind: 'order-effects'; effects: PendingEffect[] }
  /** Land Claim's space. */
  | { kind: 'claim' };

export interface PlaceTask {
  t: 'place';
  seat: number;
  kind: TileKind;
  rule: PlaceRule[];
  /** The card placing it (its tile for VP, its own special tile). */
  card: string | null;
  /** The final greeneries: no oxygen (and so no TR) any more. */
  final?: boolean;
}

/**
 * The interpreter's work (dsl/run.ts), a stack of plain records: the top runs
 * next. A step that needs an answer opens the actor's question and the
 * machine stops until it comes.
 */
export type Task =
  | { t: 'steps'; seat: number; card: string | null; steps: Step[]; there?: string }
  | { t: 'raise'; seat: number; param: 'temperature' | 'oxygen'; n: number }
  | PlaceTask
  /** A paid-for card goes into play and resolves. */
  | { t: 'play'; seat: number; card: string }
  /** A card's covered-bonus production, after its tile is down. */
  | { t: 'covered'; seat: number; card: string; n: number }
  /** Triggers of a card just played. */
  | { t: 'played'; seat: number; card: string }
  | { t: 'effects'; seat: number; effects: PendingEffect[] }
  /** After a standard project's payment (Standard Technology, CrediCor). */
  | { t: 'paid'; seat: number; base: number; sp: boolean }
  /** A hook's later stage (Flooding after its ocean is down). */
  | { t: 'hook'; seat: number; card: string | null; name: HookName; stage: string };

export interface PlayerState {
  name: string;
  /** The chosen corporation, public once everyone has chosen; null before. */
  corp: string | null;
  tr: number;
  res: Stockpile;
  prod: Stockpile;
  hand: string[];
  /** Non-event project cards, in the order played. */
  played: PlayedCard[];
  /** Played events (only their event tag counts). */
  events: string[];
  /** Blue actions (card or corporation ids) used this generation. */
  used: string[];
  passed: boolean;
  /** Setup: the dealt corporations (hidden until chosen). */
  dealt: string[];
  /** Cards being chosen from: the initial 10, the research 4, the draft's kept cards (hidden). */
  offer: string[];
  /** Draft: the pack in front of the player (hidden). */
  pack: string[];
  /** Draft: the card picked, until everyone has picked (hidden). */
  pick: string | null;
  /** Setup: the corporation chosen, until everyone has chosen (hidden). */
  chosenCorp: string | null;
  /** Setup / research: the cards bought, until everyone has chosen (hidden); null = not chosen yet. */
  bought: string[] | null;
  /** Cards a card effect lets the player look at (hidden from others). */
  looking: string[];
  ask: Ask | null;
  /** TR rose this generation (United Nations Mars Initiative). */
  trRaised: boolean;
  /** Special Design: requirement steps for the next card this generation. */
  nextAllowance: number;
  /** Indentured Workers: discount on the next card this generation. */
  nextDiscount: number;
  /** The corporation's first action is still to be taken. */
  firstAction: boolean;
  /** TR gained and lost in the game, for the invariant TR = start + gains − losses. */
  trGained: number;
  trLost: number;
}

export type Phase = 'setup' | 'draft' | 'research' | 'action' | 'final' | 'over';

export interface SoloState {
  /** The 4 cards revealed and discarded at setup for the neutral tiles (public). */
  revealed: string[];
}

export interface TmState {
  options: TmOptions;
  rng: RngState;
  generation: number;
  phase: Phase;
  firstPlayer: number;
  temperature: number;
  oxygen: number;
  oceans: number;
  /** Space id → tile. Off-map cities use their ids 01 and 02. */
  tiles: { [space: string]: Tile };
  /** The space of the last tile placed (Flooding looks around it). */
  lastTile: string | null;
  /** Land Claim: space id → the seat it is reserved for. */
  claims: { [space: string]: number };
  /** The project deck, top card last. */
  deck: string[];
  discard: string[];
  /** Test-only scripted draws still to come (options.deck). */
  script: string[];
  players: PlayerState[];
  milestones: { id: string; seat: Actor }[];
  awards: { id: string; seat: Actor }[];
  /** The actor in the action phase (or the final greenery step) and the actions taken in this turn. */
  turn: { seat: number; actions: number } | null;
  stack: Task[];
  /** The state before the action under way, while it may still be cancelled (no card seen yet). */
  undo: string | null;
  solo: SoloState | null;
  /** Draft round within the generation (1-3 ask; the 4th card is given). */
  draftRound: number;
  /** The Automa opponent, beside `players` (only in a game against MarsBot: absent otherwise). */
  marsbot?: MarsBotState;
}

/**
 * MarsBot (marsbot/): no corporation, no production, no hand. Piles are
 * "top card last", as the project deck. Public: M€, TR, tracks, markers,
 * played pile, bonus discard, destroyed cards; hidden (counts only): the
 * action deck, the bonus deck, its draft stack and kept cards.
 */
export interface MarsBotState {
  mc: number;
  tr: number;
  /** TR gained in the game (it never loses TR): TR = 20 + trGained. */
  trGained: number;
  /** The cube on each of the 7 tracks, board order (0-18). */
  tracks: number[];
  /** Per track, the space a regression left (MB-15): its actions are ignored until the cube is back there. */
  markers: (number | null)[];
  /** Project card ids and bonus card ids (B01…), face down. */
  actionDeck: string[];
  bonusDeck: string[];
  bonusDiscard: string[];
  /** Bonus cards out of the game (MB-19). */
  destroyed: string[];
  /** The project cards it resolved, in order (face up). */
  played: string[];
  passed: boolean;
  /** Its turn is under way (paused only while the player answers a question its turn asked). */
  acting: boolean;
  /** Its turns this generation (the hard early milestone comes on the first). */
  turns: number;
  /** The card it is resolving (shown while a question to the player is open). */
  resolving: string | null;
  /** Draft: the stack in front of it, whether the player has seen that stack, the cards it kept. */
  stack: string[];
  stackSeen: boolean;
  kept: string[];
  /** Test-only draft picks still to come (options.marsbotPicks). */
  picks: number[];
  /** Action failures so far (each paid it 5 M€, or 3). */
  failures: number;
  /** Where its Neural Instance tile lies. */
  neural: string | null;
  /** How the game ended: Mars terraformed, or generation 20 reached (the player lost). */
  ended: 'terraformed' | 'generation20' | null;
}

/** Everything a rule needs while it runs: the state and the events it emits. */
export interface Ctx {
  s: TmState;
  ev: GameEvent[];
}

export const MAX_TEMPERATURE = 8;
export const MIN_TEMPERATURE = -30;
export const MAX_OXYGEN = 14;
export const MAX_OCEANS = 9;
export const START_TR = 20;
export const SOLO_START_TR = 14;
export const SOLO_GENERATIONS = 14;

export function maxed(s: TmState): boolean {
  return s.temperature >= MAX_TEMPERATURE && s.oxygen >= MAX_OXYGEN && s.oceans >= MAX_OCEANS;
}

export function emptyStock(): Stockpile {
  return { mc: 0, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 };
}
