/**
 * Terraforming Mars as an Orrery game definition: the Tharsis map, the base
 * game and Corporate Era, 1-5 players, the base solo game (1 seat against the
 * neutral player) and the Automa solo game (1 seat against MarsBot,
 * `opponent: "marsbot"`). Every card and corporation is data in the behaviour
 * language (dsl/), read by one interpreter; hooks/ holds the few behaviours
 * data cannot say.
 *
 * Prompt kinds and move shapes (card ids are the printed numbers, "047"):
 *   corporation     choices corporation id ("helion"; "beginner-corporation" with `beginners`)
 *   initial-buy     pick 0..n of the 10 dealt cards → card[]
 *   draft-pick      choices card of the pack → card
 *   research-buy    pick 0..n of the 4 cards → card[]
 *   action          choices {"do":"play","card":"047"} | {"do":"sp","sp":"aquifer"} |
 *                   {"do":"milestone","id":"mayor"} | {"do":"award","id":"banker"} |
 *                   {"do":"act","card":"024"} | {"do":"plants"} | {"do":"heat"} | {"do":"pass"} |
 *                   after a first action {"do":"end"} | a corporation's first action {"do":"first"}
 *   pay             choices {"steel":s,"titanium":t,"heat":h} (M€ is the rest); over 1,000 splits:
 *                   first {"steel":s,"titanium":t}, then the heat
 *   space           choices space id ("31"; off-map "01", "02")
 *   target          choices seat number | "neutral" | "marsbot" | "none" (an optional removal or steal)
 *   amount          choices number
 *   card-target     choices card id | "marsbot" (its M€, a removal from cards) | "none" (an optional removal);
 *                   also MarsBot's Invasive Species among your equally scoring cards
 *   choose          choices index of a card's option (only the possible ones)
 *   sell            pick 1..hand of the hand → card[] (an empty pick cancels)
 *   discard         choices hand card (Mars University)
 *   space           also Land Claim's space (any free land space)
 *   keep            pick k of the looked-at cards → card[]
 *   buy-looked      choices "buy" | "discard"
 *   order-effects   choices card id of the effect to resolve first
 *   final-greenery  choices space id | "done"
 * Inside an action, until a card is drawn, revealed or looked at, every
 * question also offers "cancel" (back to the action question, nothing changed).
 *
 * Module map: options.ts, state.ts, setup.ts, flow.ts (the generation
 * machine), phases/ (research, draft, actions, production, end), board/ (map,
 * placement, tiles), payment.ts, requirements.ts, parameters.ts,
 * opponents.ts (targets of "any player" effects), milestones.ts, awards.ts,
 * scoring.ts, solo.ts, tableau.ts (what a player's cards add up to),
 * deck.ts, prompts.ts, undo.ts (cancel), memo.ts (a cache while legal
 * answers are listed), view.ts, secrets.ts, dsl/ (the language, its
 * interpreter and card text), hooks/, data/ (the tables), conformance/
 * (scripted scenarios), tooling.ts (what the shared tools need), marsbot/
 * (the Automa: its board as data in board.ts, its turn, board actions,
 * placement, bonus cards, research and draft, score, view).
 *
 * MarsBot is rules, not a client: `state.marsbot` beside `players`, a
 * non-seat actor. opponents.ts lists it among the targets of every "any
 * player" effect; its tiles have the owner "marsbot" (`Owner`); in flow.ts
 * turns alternate between the player and MarsBot, whose turn runs inside
 * `apply` right after the move that hands it the turn (and pauses only while
 * the player answers a question it asked); its score sheet is
 * marsbot/score.ts beside `seatSheet`. A game without MarsBot has no
 * `marsbot` key anywhere (state, options, view).
 */
import type { GameDefinition, Json, Prompt } from '../../engine';
import { answer, refusalOf } from './flow';
import { optionsSchema, parseOptions, type TmOptions } from './options';
import { CANCEL, pendingPrompts } from './prompts';
import { matchResult } from './scoring';
import { tmHidden } from './secrets';
import { setupGame } from './setup';
import { maxed, type Ctx, type TmState } from './state';
import { viewsFor } from './view';
import { marsbotSheet } from './marsbot/score';

/** MB-62: what the sim summarises of a game against MarsBot. */
function marsbotStats(s: TmState): Record<string, number> {
  const r = matchResult(s);
  return {
    generations: s.generation,
    terraformed: maxed(s) ? 1 : 0,
    marsbotWon: r && r.ranks[0] === 1 ? 0 : 1,
    playerScore: r?.scores[0] ?? 0,
    marsbotScore: marsbotSheet(s).total,
    failures: s.marsbot!.failures,
  };
}

export type { TmOptions, TmState } from './state';

/** For turn clocks and abandoned seats: pass / end, buy nothing, the first corporation, else the first legal answer. */
export function fallbackAnswer(_state: TmState, prompt: Prompt): Json {
  if (prompt.pick) return prompt.kind === 'sell' ? prompt.pick.from.slice(0, Math.max(1, prompt.pick.min)) : prompt.pick.from.slice(0, prompt.pick.min);
  const choices = (prompt.choices ?? []).filter((c) => c !== CANCEL);
  const verb = (d: string) => choices.find((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.do === d);
  if (prompt.kind === 'action') return verb('end') ?? verb('pass') ?? choices[0];
  if (prompt.kind === 'final-greenery') return 'done';
  return choices[0];
}

export const tm: GameDefinition<TmState, TmOptions> & { fallbackAnswer: typeof fallbackAnswer } = {
  id: 'tm',
  name: 'Terraforming Mars',
  // A new version whenever a recorded game of test/tm/fixtures/replays.json would replay differently
  // (README, Rules versions). 2: the view names the card behind each tile and tells the paying seat
  // its payment (the web table); rules and states unchanged, so version-1 matches resume.
  engineVersion: '2',
  minSeats: 1,
  maxSeats: 5,
  defaultSeats: 2,
  optionsSchema,
  parseOptions,
  setup: setupGame,
  pending: pendingPrompts,
  apply(state, seat, move) {
    const ctx: Ctx = { s: state, ev: [] };
    return { state: answer(ctx, seat, move), events: ctx.ev };
  },
  view: (state, viewer) => viewsFor(state, [viewer])[0],
  views: viewsFor,
  result: matchResult,
  stats(state) {
    if (state.marsbot) return marsbotStats(state);
    return {
      generations: state.generation,
      terraformed: maxed(state) ? 1 : 0,
      ...(state.solo ? { won: maxed(state) ? 1 : 0 } : {}),
      topScore: Math.max(...(matchResult(state)?.scores ?? [0])),
    };
  },
  hidden: tmHidden,
  // A state of 4-6 KB and 350-600 moves a game: a snapshot every 100 moves keeps a game's
  // snapshots near its moves' size, and a restore replays at most 99 moves (a few ms).
  snapshotEvery: 100,
  fallbackAnswer,
  explainRefusal: refusalOf,
};
