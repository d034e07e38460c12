/** The games this server hosts. Test fixtures never appear here. */
import type { GameDefinition } from '../engine';
import { rftg } from './rftg';
import { tm } from './tm';

export const GAMES: GameDefinition[] = [rftg, tm];
