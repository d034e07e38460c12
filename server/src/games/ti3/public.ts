/**
 * What code outside the server (the web page) may import from Twilight Imperium: the view's types, the
 * base-game tables with their lookups (systems and planets, units, races, technologies, strategy cards,
 * objectives, action and political cards) and the galaxy's geometry and layouts. Nothing here runs a
 * rule, so the page bundles only data.
 */
export type { Ti3Draft, Ti3OwnView, Ti3PlayerView, Ti3PublicView, Ti3View } from './view';
export type { Activation, EndState, Fleet, Phase, PlanetState, Roll, Scored } from './state';
export type { Landing, Pickup, ProduceStep, ShipMove } from './tasks';
export * from './data';
export { ALL_POSITIONS, axial, hexDistance, hexNeighbours, ringOf, type Axial } from './map/geometry';
export { LAYOUTS, layoutFor, type Layout } from './map/layouts';
export { dieHits } from './die-hits';
export { ACTION_CARD_TEXTS, POLITICAL_CARD_TEXTS } from './data/card-texts';
