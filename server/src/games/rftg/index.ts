/**
 * Race for the Galaxy (base game) as an Orrery game definition.
 *
 * Module map: state.ts (types), options.ts, setup.ts, actions.ts (action
 * cards), flow.ts (round machine), phases/*.ts (one module per phase),
 * military.ts (strength and settle costs), piles.ts (draws, goods, VP),
 * prompts.ts (questions and answer checks), scoring.ts, view.ts.
 */
import type { GameDefinition } from '../../engine';
import { advance, answer } from './flow';
import { optionsSchema, parseOptions } from './options';
import type { Ctx } from './piles';
import { pendingPrompts } from './prompts';
import { matchResult } from './scoring';
import { setupGame } from './setup';
import type { RftgOptions, RftgState } from './state';
import { viewFor } from './view';

export type { RftgOptions, RftgState } from './state';

export const rftg: GameDefinition<RftgState, RftgOptions> = {
  id: 'rftg',
  name: 'Race for the Galaxy',
  engineVersion: '1',
  minSeats: 2,
  maxSeats: 4,
  optionsSchema,
  parseOptions,
  setup(options, seats, seed) {
    const { state } = setupGame(options, seats, seed);
    advance({ s: state, ev: [] });
    return state;
  },
  pending: pendingPrompts,
  apply(state, seat, move) {
    const ctx: Ctx = { s: state, ev: [] };
    answer(ctx, seat, move);
    return { state, events: ctx.ev };
  },
  view: viewFor,
  result: matchResult,
};
