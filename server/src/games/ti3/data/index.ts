/** The TI3 base-game tables, hand-written from ../shared/reference/ti3/ (test/ti3/data.test.ts checks them against it). */
export * from './types';
export { UNITS, unit, SHIP_IDS } from './units';
export { RACES } from './races';
export { SYSTEMS, systemTile, homeTileId, DEALT_TILES, MECATOL } from './systems';
export { STRATEGY_CARDS } from './strategy-cards';
export { TECHNOLOGIES, technology } from './technologies';
export { OBJECTIVES, objective, IMPERIUM_REX } from './objectives';
export { ACTION_CARDS } from './action-cards';
export { POLITICAL_CARDS } from './political-cards';
