/**
 * What the tools know of TI3: sim and bench presets (3-6 seats) and the leak-fuzz plan. A complete random
 * game is thousands of moves, so `npm test` plays 1 complete game per suite.
 */
import type { GameTooling } from '../../tools/tooling';
import { ti3 } from './index';

export const ti3Tooling: GameTooling = {
  game: ti3,
  presets: [
    { name: '3p', seats: 3, options: {}, games: 20, bench: true },
    { name: '4p', seats: 4, options: {}, games: 20, bench: true, load: true },
    { name: '5p', seats: 5, options: {}, games: 20 },
    { name: '6p', seats: 6, options: {}, games: 20, bench: true },
  ],
  leakFuzz: { completeGames: { test: 1, bench: 2 } },
  // Hours-long matches must survive deploys: 12 recorded games across 3-6 seats decide version bumps (issue 23).
  corpusGamesPerPreset: 3,
};
