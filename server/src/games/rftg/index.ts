/**
 * Race for the Galaxy as an Orrery game definition: the base game, The
 * Gathering Storm (option expansion "tgs": 2-5 players, goals) and Rebel vs
 * Imperium ("rvi": 2-6 players, start-world choice, goals, takeovers) and The
 * Brink of War ("bow": prestige and the leader tile in prestige.ts, Search in
 * phases/search.ts, the prestige-boosted actions, saved cards in saving.ts,
 * Psi-Crystal World in select-last.ts, and every BoW card power).
 *
 * Prompt kinds and move shapes (card = physical card id, an index into
 * `deckForLevel(level)`; power = [card, powerIndex] as in the card table). Each
 * maps onto one decision type of the reference engine's logs:
 *   draft-pick       pick 1 of one's pack → card[] (drafting variant only; no reference log has it)
 *   start-choice     choices [world, card, card] (RvI: keep one offered start world, discard 2)
 *                                                                CHOICE_START
 *   initial-discard  pick 2 of the hand (3 with Ancient Race; 1 after an RvI start choice
 *                    of Ancient Race) → card[]                    CHOICE_DISCARD (setup)
 *   start-save       choices hand card (BoW Galactic Scavengers) → card   CHOICE_SAVE (setup)
 *   action           choices "SETTLE" or, advanced, "DEVELOP+SETTLE"; BoW adds "SEARCH" and
 *                    "PRESTIGE_<action>" (prestige-boosted) → string   CHOICE_ACTION
 *   search-category  choices category name (DEV_MILITARY … TAKEOVER) → string   CHOICE_SEARCH_TYPE
 *   search-keep      choices "keep" | "decline" (first match only) → string   CHOICE_SEARCH_KEEP
 *   discard-prestige choices hand card | null (BoW, before anyone explores) → card | null
 *                                                                CHOICE_DISCARD_PRESTIGE
 *   explore-discard  pick k of the cards just drawn → card[]     CHOICE_DISCARD (explore)
 *   develop-discard  pick one card per BoW draw-then-discard power → card[]   CHOICE_DISCARD (develop)
 *   develop          choices card | null → card | null           CHOICE_PLACE (develop)
 *   develop-powers   choices power[] (legal sets of R&D Crash Program-like powers) → power[]
 *                                                                CHOICE_PAYMENT (powers_used)
 *   develop-good     pick the rare good Golden Age of Terraforming spends → world[]   CHOICE_GOOD
 *   develop-pay      pick exactly cost of the hand → card[]      CHOICE_PAYMENT (discards)
 *   save             choices paid card (Galactic Scavengers; only with 2+ paid) → card   CHOICE_SAVE
 *   settle           choices card | null → card | null           CHOICE_PLACE (settle)
 *   settle-powers    choices power[] (each a legal set of optional powers, maybe []) → power[]
 *                                                                CHOICE_PAYMENT (powers_used)
 *   settle-pay       pick exactly cost of the hand, or deficit..capacity hand cards as
 *                    temporary military (Space Mercenaries) → card[]   CHOICE_PAYMENT (discards)
 *   place-second     choices world | null (Improved Logistics) → card | null
 *                                                                CHOICE_SETTLE + CHOICE_PLACE
 *   settle-good      pick 1 world holding a good of the kind a spend power needs (BoW Golden Age of
 *                    Terraforming, Rebel Fuel Refinery; only with 2+ candidates) → world[]   CHOICE_GOOD
 *   settle-discard   pick k of the hand after draw-then-discard powers (Imperium Fuel Depot) → card[]
 *                                                                CHOICE_DISCARD (settle)
 *   settle-extra     choices power | null (BoW: next extra Settle power: Improved Logistics, Rebel
 *                    Sneak Attack, Terraforming Engineers) → power | null   CHOICE_SETTLE
 *   place-military   choices world | null (Rebel Sneak Attack) → card | null   CHOICE_PLACE (using)
 *   upgrade          choices [new world, old world] | null (Terraforming Engineers) → same
 *                                                                CHOICE_UPGRADE
 *   takeover         choices [world, card, powerIndex] | null → same   CHOICE_TAKEOVER
 *   prevent-takeover choices [world, attacking card] | null (Pan-Galactic Security Council) → same
 *                                                                CHOICE_TAKEOVER_PREVENT
 *   defend           choices power[] (legal sets of defence powers) → power[]
 *                                                                CHOICE_DEFEND (powers_used)
 *   defend-hand      pick 0..capacity of the hand → card[]       CHOICE_DEFEND (discards)
 *   takeover-boost   choices power[] (attacker's temporary-military powers) → power[]
 *                                                                CHOICE_PAYMENT of a takeover (powers_used)
 *   takeover-boost-hand  pick 0..capacity of the hand → card[]   CHOICE_PAYMENT of a takeover (discards)
 *   takeover-boost-good, defend-good  pick 1 world holding the good a spend power needs (Rebel Fuel
 *                    Refinery; only with 2+ goods) → world[]      CHOICE_GOOD
 *   trade            choices world → world                       CHOICE_TRADE
 *   oort-kind        choices "novelty" | "rare" | "gene" | "alien" (Alien Oort Cloud Refinery's good
 *                    sold, or produced by a power of no set kind) → string   CHOICE_OORT_KIND
 *   consume-power    choices power | "PRESTIGE_TRADE_BONUS" (BoW prestige Consume-Trade's
 *                    discard) | null (null = stop, only when optional) → same   CHOICE_CONSUME
 *   consume-goods    pick n worlds (one entry per good), or for "different kinds"
 *                    choices world[] (any order accepted) → world[]   CHOICE_GOOD
 *   consume-hand     pick 0..times of the hand, or for a pairs power choices [] | [card, card]
 *                    (any order accepted) → card[]               CHOICE_CONSUME_HAND
 *   prestige-trade-discard  pick 0..2 of the hand (after choosing PRESTIGE_TRADE_BONUS) → card[]
 *                                                                CHOICE_CONSUME_HAND
 *   lucky            choices 1..7 → number                       CHOICE_LUCKY
 *   ante             choices card | null (hand cards costing 1-6) → card | null   CHOICE_ANTE
 *   keep             choices card (the flipped cards) → card     CHOICE_KEEP
 *   windfall         choices world → world (only with 2+ candidates)  CHOICE_WINDFALL
 *   produce-power    choices power → power (2+ produce powers needing an order)   CHOICE_PRODUCE
 *   discard-produce  choices card | null (Damaged Alien Factory), or [card, world] | null (BoW
 *                    windfall powers with a discard) → same       CHOICE_DISCARD_PRODUCE
 *   round-discard    pick hand − 10 (12 with Pan-Galactic Research) → card[]   CHOICE_DISCARD (round end)
 * A log's CHOICE_PAYMENT (CHOICE_DEFEND) is answered here in two moves
 * (*-powers / defend, then the cards) when optional powers exist; otherwise
 * only the discards. Differences in what is asked: we never ask a payment of
 * 0 cards without optional powers (the engine logs an empty CHOICE_PAYMENT
 * for a free peaceful world), and we use a single forced consume power
 * without asking (as the engine does). Simultaneous steps are open to all
 * seats at once; a replay answers in the log's decision order and scripts
 * draws per seat (options `drawsBySeat`, `startWorlds`/`startOffers`,
 * `goalList`), as the conformance runner (./conformance) does.
 *
 * Turn order (RftgState.order): the rules name no first player; like the
 * reference engine (which rotates its seats), we start at the seat whose start
 * world has the lowest card id. Ordered steps of several players (takeover
 * resolution) follow it; independent steps run in answer order.
 *
 * RULE-AMBIGUITY: The Gathering Storm replaces Gambling World by a reprint
 * whose power is unchanged (only its printed table of card costs differs), so
 * the base design stays in TGS games; Rebel vs Imperium's Gambling World
 * (ante) replaces it from RvI on, as in the reference engine's deck.
 *
 * Module map: state.ts (types), questions.ts (every question's data and
 * answer types), options.ts, setup.ts (the deal), opening.ts (opening hand,
 * RvI start choice), draft.ts (drafting variant), actions.ts (action cards),
 * flow.ts (round machine), phases/*.ts (one module per phase, with its
 * questions' handlers), military.ts (strength and settle costs),
 * takeovers.ts, goals.ts, piles.ts (draws, goods, VP), prompts.ts (building
 * questions and checking answers), scoring.ts, view.ts (the view and its
 * type), public.ts (what the web imports), conformance/ (reference-log
 * replay), solo/ (1 seat: the TGS solitaire robot, its mat as data in
 * solo/mat.ts).
 */
import type { GameDefinition } from '../../engine';
import { advance, answer } from './flow';
import { optionsSchema, parseOptions } from './options';
import { pendingPrompts } from './prompts';
import { matchResult } from './scoring';
import { setupGame } from './setup';
import type { Ctx, RftgOptions, RftgState } from './state';
import { viewsFor } from './view';
import { rftgHidden } from './secrets';
import { soloResult, soloStats } from './solo/score';

export type { RftgOptions, RftgState } from './state';

export const rftg: GameDefinition<RftgState, RftgOptions> = {
  id: 'rftg',
  name: 'Race for the Galaxy',
  // A new version whenever a recorded game of test/rftg/fixtures/replays.json would replay differently
  // (README, "Rules versions"); a stored match of an older version goes on only if its own history replays the same.
  // 2: The Brink of War's state (saved cards, Oort kind, Psi-Crystal), the draft and solitaire.
  // 3: rule readings aligned with the reference engine's corpus-2 (issue 17): questions asked and their
  // order change (Oort kind at production, takeover before extra Settle powers…), so moves stored by
  // version 2 would not replay the same game; and no 30-round limit.
  engineVersion: '3',
  // 1 seat is the solitaire game against the robot (solo/); parseOptions allows it only with TGS or later.
  minSeats: 1,
  defaultSeats: 2,
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
  view: (state, viewer) => viewsFor(state, [viewer])[0],
  views: viewsFor,
  result: (state) => (state.solo ? soloResult(state) : matchResult(state)),
  stats(state) {
    return { rounds: state.round, ...soloStats(state) };
  },
  // What is hidden from whom, for the leak fuzzer (secrets.ts).
  hidden: rftgHidden,
};
