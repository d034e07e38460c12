/**
 * What code outside the server (the web page) may import from Terraforming
 * Mars: the view's types, the card, board and milestone tables with their
 * lookups and types, the resource and tag lists, the cards' texts, and
 * MarsBot's difficulty table (for the lobby's defaults).
 * Nothing here runs a rule, so the page bundles only data.
 */
export type { MarsbotBoardTrack, MarsbotTrackView, MarsbotView, NamedCard } from './marsbot/view';
export type { SeatSheet, TmResultDetail } from './scoring';
export type { Owner, Stockpile } from './state';
export type {
  AwardView,
  MilestoneView,
  OffMapView,
  PayingView,
  PlayedView,
  PlayerView,
  PrivatePlayerView,
  PublicPlayerView,
  ResultView,
  SoloView,
  SpaceView,
  TmView,
} from './view';
export * from './data';
export { RESOURCES, TAGS, type CardResource, type Resource, type Tag, type TileKind } from './dsl/language';
export { behaviourText } from './dsl/text';
export { CHANGES, DIFFICULTIES, DIFFICULTY_CHANGES, type Change, type Difficulty } from './marsbot/difficulty';
