/** The games this server hosts. Test fixtures never appear here. */
import type { GameDefinition } from '../engine';
import { rftg } from './rftg';
import { tm } from './tm';
import { ti3 } from './ti3';

export const GAMES: GameDefinition[] = [rftg, tm, ti3];
