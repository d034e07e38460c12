/**
 * What code outside the server (the web page) may import from Race for the
 * Galaxy: the view's type, the score sheet's, and the card table with its
 * types and the robot mat's track lengths. Nothing here runs a rule, so the
 * page bundles only data.
 */
export type { DraftSeatView, DraftView } from './draft';
export type { GoalView } from './goals';
export type { ScoreSheet } from './scoring';
export type { RobotView } from './solo/view';
export type { PlayerView, PrestigeTileView, RftgView, SearchView, TableauCard, TakeoverAttempt } from './view';
export type { CardDesign, CardPower, ExpansionLevel, VpBonus } from './data/types';
export { CARD_DESIGNS } from './data/cards';
export { deckForLevel } from './data/deck';
export { CREDIT_MAX, ECONOMY_MAX } from './solo/mat';
