/** The shape of the RftG view as the server projects it (server/src/games/rftg/view.ts); newer fields are optional. */
import type { WirePrompt } from '../../../client-sdk/src';
import type { ScoreSheet as ServerScoreSheet } from '../../../server/src/games/rftg/scoring';

export interface TableauCard {
  card: number;
  name: string;
  goods: number;
  goodKind: string | null;
  /** Omniscient view only: the cards lying face down as goods. */
  goodCards?: number[];
  /** BoW Galactic Scavengers: how many cards are saved under this card (public)… */
  saved?: number;
  /** …and which (its owner and the omniscient replay only). */
  savedCards?: number[] | null;
}

export interface PlayerView {
  seat: number;
  name: string;
  handCount: number;
  /** Only for its owner (and the omniscient replay). */
  hand: number[] | null;
  vpChips: number;
  tableau: TableauCard[];
  /** Own or revealed actions; 'chosen' while another seat's are secret. */
  actions: string[] | 'chosen' | null;
  placing: number | 'chosen' | null;
  startOffer: number[] | null;
  startChosen: boolean | null;
  goalVp: number;
  score: number;
  waiting: boolean;
  prestige?: number;
  military?: number;
  /** BoW: the kind named for Alien Oort Cloud Refinery, null until named. */
  oortKind?: string | null;
  /** BoW: the once-per-game prestige/search action card is spent. */
  searchUsed?: boolean;
  /** BoW: the prestige-boosted action, with the secrecy of the actions. */
  boosted?: string | null;
}

export interface GoalView {
  id: string;
  name: string;
  kind: 'first' | 'most' | string;
  min: number;
  held: number[];
  progress: number[];
}

/** BoW: the Prestige Leader tile; holder null = in the centre ('=' side up when tied). */
export interface PrestigeTileView {
  holder: number | null;
  tied: boolean;
  onTile: number;
}

/** BoW: the Search under way (public: flipped cards are face up). */
export interface SearchView {
  seat: number | null;
  category: string | null;
  flipped: number[];
  declined: boolean;
  queue?: number[];
}

export interface TakeoverAttempt {
  attacker: number;
  defender: number;
  world: number;
  /** The card whose takeover power is used. */
  card: number;
}

/** Drafting variant (server draft.ts draftView): own pack and picks, others only counts. */
export interface DraftSeatView {
  seat: number;
  packCount: number;
  pickCount: number;
  /** This step: has the seat picked (null outside the draft). */
  picked: boolean | null;
  pack: number[] | null;
  picks: number[] | null;
  pending: number | null;
  drawPileCount: number | null;
  discardCount: number | null;
}

export interface DraftView {
  round: number;
  rounds: number;
  over: boolean;
  packSize: number | null;
  direction: 'left' | 'right' | null;
  removedCount: number;
  seats: DraftSeatView[];
}

/** Solitaire (server solo/view.ts robotView): the robot's public side of the table. */
export interface RobotView {
  name: string;
  startWorld: number;
  robotFace: string;
  difficulty: string;
  credit: number;
  economy: number;
  vpChips: number;
  prestige: number;
  pileCount: number;
  tableau: { card: number; name: string }[];
  counters: { vp: number[]; placed: number };
  tableauSize: number;
  dice: { die: number; face: string; read: string; col: string }[] | null;
  score: number;
  provisionalRows: boolean;
  provisional: string[];
}

export interface RftgView {
  game: 'rftg';
  round: number;
  stage: string;
  step: string;
  advanced: boolean;
  vpPool: number;
  drawPileCount: number;
  discardCount: number;
  actionsRevealed: boolean;
  over: boolean;
  expansion: string;
  goals: GoalView[];
  turnOrder: number[];
  players: PlayerView[];
  prompt: WirePrompt | null;
  takeoversAllowed?: boolean;
  lastChooser?: number | null;
  prestigeTile?: PrestigeTileView | null;
  search?: SearchView | null;
  takeoverAttempts?: TakeoverAttempt[];
  draft?: DraftView;
  solitaire?: boolean;
  robot?: RobotView;
}

/** The server's score sheet; `prestige` may be missing from results stored before it existed. */
export type ScoreSheet = Omit<ServerScoreSheet, 'prestige'> & Partial<Pick<ServerScoreSheet, 'prestige'>>;
