/** Plain JSON: the only thing a game state, a move, a view or a message may contain. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
