/**
 * The galaxy per player count, transcribed from ../shared/reference/ti3/layouts.json (each fact's status
 * is quoted beside it).
 */
import { ALL_POSITIONS } from './geometry';

export interface Layout {
  players: number;
  positions: readonly string[];
  /** Home positions, clockwise from the top. */
  homes: readonly string[];
  /** 5 players: position numbers 1-5 of the rulebook diagram, by home position. */
  numbered: Readonly<Record<string, number>>;
  /** Trade Goods a home position starts with (5 players). */
  bonusTradeGoods: Readonly<Record<string, number>>;
  /** Tiles taken out before the deal: fixed kinds, then at random after shuffling. */
  removeFixed: { empty: number; asteroid: number };
  removeRandom: number;
  /** 5 players: one random tile face down on a ring-1 position of the first player's choice. */
  faceDownTile: boolean;
  dealEach: number;
}

const FULL = ALL_POSITIONS;
const NONE = { empty: 0, asteroid: 0 };

export const LAYOUTS: Readonly<Record<number, Layout>> = {
  // RULE-READING: 3p galaxy (28 hexes): ring 3 holds only the homes 301, 307, 313 (12, 4 and 8 o'clock, from the
  // 3-player walkthrough) and each home's two ring-3 neighbours, the TI4 standard 3-player shape (layouts.json
  // BEST READING; the TI3 diagram was not read). Deal VERIFIED rb p.31.
  3: {
    players: 3,
    positions: FULL.filter((p) => p[0] !== '3' || ['301', '302', '306', '307', '308', '312', '313', '314', '318'].includes(p)),
    homes: ['301', '307', '313'],
    numbered: {},
    bonusTradeGoods: {},
    removeFixed: { empty: 3, asteroid: 1 },
    removeRandom: 4,
    faceDownTile: false,
    dealEach: 8,
  },
  // RULE-READING: 4p homes 305, 309, 314, 318, the TI4 standard 4-player map (each home has two neighbouring
  // homes at distance 4); the TI3 diagram was not found (layouts.json UNVERIFIED). Deal VERIFIED rb p.31.
  4: {
    players: 4,
    positions: FULL,
    homes: ['305', '309', '314', '318'],
    numbered: {},
    bonusTradeGoods: {},
    removeFixed: NONE,
    removeRandom: 0,
    faceDownTile: false,
    dealEach: 8,
  },
  // RULE-READING: 5p homes 303, 307, 310, 313, 317 (the TI4 standard 5-player map); position 5 = 310 starts with
  // 6 TG, positions 1 and 4 = 313 and 307 with 4 each, positions 2 and 3 = 317 and 303 with none (layouts.json
  // BEST READING). Deal, face-down tile and bonus amounts VERIFIED rb p.32.
  5: {
    players: 5,
    positions: FULL,
    homes: ['303', '307', '310', '313', '317'],
    numbered: { '313': 1, '317': 2, '303': 3, '307': 4, '310': 5 },
    bonusTradeGoods: { '313': 4, '307': 4, '310': 6 },
    removeFixed: NONE,
    removeRandom: 1,
    faceDownTile: true,
    dealEach: 6,
  },
  // 6p: the six ring-3 corners (VERIFIED rb p.8 + seed 004).
  6: {
    players: 6,
    positions: FULL,
    homes: ['301', '304', '307', '310', '313', '316'],
    numbered: {},
    bonusTradeGoods: {},
    removeFixed: NONE,
    removeRandom: 2,
    faceDownTile: false,
    dealEach: 5,
  },
};

export function layoutFor(players: number): Layout {
  const l = LAYOUTS[players];
  if (!l) throw new Error(`no TI3 layout for ${players} players`);
  return l;
}
