/** The shape of the Terraforming Mars view as the server projects it (server/src/games/tm/view.ts, marsbot/view.ts). */
import type { WirePrompt } from '../../../client-sdk/src';
import type { Resource, SpaceBonus, Tag } from '../../../server/src/games/tm/data';

export type { Resource, SpaceBonus, Tag } from '../../../server/src/games/tm/data';

/** A tile's owner: a seat, the base solo game's neutral player, or MarsBot; null for oceans. */
export type Owner = number | 'neutral' | 'marsbot' | null;

export interface SpaceView {
  id: string;
  type: 'land' | 'ocean';
  bonus: SpaceBonus[];
  tile: 'city' | 'greenery' | 'ocean' | 'special' | null;
  owner: Owner;
  /** The card that placed the tile (special tiles, Capital…). */
  card?: string | null;
  /** Land Claim: the seat the space is reserved for. */
  claim: number | null;
}

export interface OffMapView {
  id: string;
  name: string;
  tile: string | null;
  owner: Owner;
}

export interface PlayedView {
  id: string;
  res: number;
  used: boolean;
}

export type Stock = Record<Resource, number>;

export interface PlayerView {
  seat: number;
  name: string;
  corporation: string | null;
  tr: number;
  resources: Stock;
  production: Stock;
  steelValue: number;
  titaniumValue: number;
  tags: Partial<Record<Tag, number>>;
  played: PlayedView[];
  corporationUsed: boolean;
  events: string[];
  handCount: number;
  vp: number;
  passed: boolean;
  chosen: boolean | null;
  offerCount: number;
  packCount: number;
  lookingCount: number;
  // Only for the seat itself (and the omniscient replay):
  hand?: string[];
  dealt?: string[];
  offer?: string[];
  pack?: string[];
  pick?: string | null;
  chosenCorporation?: string | null;
  bought?: string[] | null;
  looking?: string[];
  paying?: { cost: number; metal: { steel: number; titanium: number } | null } | null;
}

export interface MilestoneView {
  id: string;
  name: string;
  claimedBy: number | 'marsbot' | null;
  values: number[];
  marsbot?: number;
}

export interface AwardView {
  id: string;
  name: string;
  fundedBy: number | 'marsbot' | null;
  values: number[];
  marsbot?: number;
}

export interface Named {
  id: string;
  name: string;
}

export interface MarsbotTrackView {
  id: string;
  name: string;
  space: number;
  marker: number | null;
}

export interface MarsbotBoardTrack {
  id: string;
  name: string;
  tags: Tag[];
  productions: Resource[];
  icons: (string | null)[];
}

export interface MarsbotView {
  name: string;
  difficulty: string;
  changes: Record<string, boolean>;
  mc: number;
  tr: number;
  tracks: MarsbotTrackView[];
  boardProvisional: boolean;
  board: MarsbotBoardTrack[];
  actionDeckCount: number;
  bonusDeckCount: number;
  bonusDiscard: Named[];
  destroyed: Named[];
  played: Named[];
  resolving: Named | null;
  passed: boolean;
  acting: boolean;
  startsGeneration: boolean;
  neuralInstance: string | null;
  failures: number;
  draftStackCount: number;
  draftKeptCount: number;
  milestones: { id: string; have: number; need: number }[];
  awards: { id: string; value: number; yourValueAsItWeighs: number }[];
  lastGeneration: number;
  mcPerVp: number;
  sheetIfEndedNow: Record<string, number>;
  ended: string | null;
}

export interface TmView {
  game: 'tm';
  generation: number;
  phase: 'setup' | 'draft' | 'research' | 'action' | 'final' | 'over';
  firstPlayer: number;
  turnOrder: number[];
  active: number | null;
  actionsThisTurn: number;
  temperature: number;
  oxygen: number;
  oceans: number;
  board: { spaces: SpaceView[]; offMap: OffMapView[] };
  milestones: MilestoneView[];
  awards: AwardView[];
  milestoneCost: number;
  awardCost: number | null;
  deckCount: number;
  discardCount: number;
  solo: { generation: number; of: number; terraformed: boolean; revealed: string[] } | null;
  result: { scores: number[]; ranks: number[]; detail?: unknown } | null;
  marsbot?: MarsbotView;
  you: number | null;
  players: PlayerView[];
  prompt: WirePrompt | null;
  over?: boolean;
}
