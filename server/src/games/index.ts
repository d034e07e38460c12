/** The games this server hosts. Test fixtures never appear here. */
import type { GameDefinition } from '../engine';

export const GAMES: GameDefinition[] = [];
