/** The shape of the RftG view as the server projects it (server/src/games/rftg/view.ts); newer fields are optional. */
import type { Prompt } from '../../../client-sdk/src';
import type { ScoreSheet as ServerScoreSheet } from '../../../server/src/games/rftg/scoring';

export interface TableauCard {
  card: number;
  name: string;
  goods: number;
  goodKind: string | null;
  /** Omniscient view only: the cards lying face down as goods. */
  goodCards?: number[];
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
}

export interface GoalView {
  id: string;
  name: string;
  kind: 'first' | 'most' | string;
  min: number;
  held: number[];
  progress: number[];
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
  prompt: Prompt | null;
}

/** The server's score sheet; `prestige` may be missing from results stored before it existed. */
export type ScoreSheet = Omit<ServerScoreSheet, 'prestige'> & Partial<Pick<ServerScoreSheet, 'prestige'>>;
