/**
 * Race for the Galaxy (base game) as an Orrery game definition.
 *
 * Prompt kinds and move shapes (card = physical card id, an index into
 * `deckForLevel(0)`; power = [card, powerIndex] as in the card table). Each
 * maps onto one decision type of the reference engine's logs:
 *   initial-discard  pick 2 of the hand → card[]                 CHOICE_DISCARD (setup)
 *   action           choices "SETTLE" or, advanced, "DEVELOP+SETTLE" → string   CHOICE_ACTION
 *   explore-discard  pick k of the cards just drawn → card[]     CHOICE_DISCARD (explore)
 *   develop          choices card | null → card | null           CHOICE_PLACE (develop)
 *   develop-pay      pick exactly cost of the hand → card[]      CHOICE_PAYMENT (discards)
 *   settle           choices card | null → card | null           CHOICE_PLACE (settle)
 *   settle-powers    choices power[] (each a legal set of optional powers, maybe []) → power[]
 *                                                                CHOICE_PAYMENT (powers_used)
 *   settle-pay       pick exactly cost of the hand → card[]      CHOICE_PAYMENT (discards)
 *   trade            choices world → world                       CHOICE_TRADE
 *   consume-power    choices power | null (null = stop, only when optional) → power | null
 *                                                                CHOICE_CONSUME
 *   consume-goods    pick n worlds (one entry per good), or for "different kinds"
 *                    choices world[] → world[]                    CHOICE_GOOD
 *   consume-hand     pick 0..times of the hand → card[]          CHOICE_CONSUME_HAND
 *   lucky            choices 1..7 → number                       CHOICE_LUCKY
 *   windfall         choices world → world (only with 2+ candidates)  CHOICE_WINDFALL
 *   round-discard    pick hand − 10 of the hand → card[]         CHOICE_DISCARD (round end)
 * A log's CHOICE_PAYMENT is answered here in two moves (settle-powers, then
 * settle-pay) when the world has optional powers; otherwise only the discards.
 * Differences in what is asked: we never ask a payment of 0 cards without
 * optional powers (the engine logs an empty CHOICE_PAYMENT for a free peaceful
 * world), and we use a single forced consume power without asking (as the
 * engine does). Simultaneous steps are open to all seats at once; a replay
 * should answer in the log's decision order and script draws per seat
 * (option `drawsBySeat`), as test/rftg/conformance-base.test.ts does — it
 * replays every base-game log of the reference engine round by round.
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
  maxSeats: 6,
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
