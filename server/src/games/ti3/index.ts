/**
 * Twilight Imperium, Third Edition — the base game (3-6 players) as an Orrery game definition: setup,
 * galaxy building, the strategy, action and status phases, movement, PDS fire, space battles, invasions,
 * production, command counters, Trade Goods, objectives and victory; the political deck (politics/: the
 * Political primary's agenda, voting, laws); the technologies' effects (issue 24,
 * technologies/: modifier entries and timing handlers referenced by id from data's TECHNOLOGIES); trade
 * (trade/: contracts, agreements, negotiations, collection, breaking, the Hacan's abilities); the racial
 * abilities (races/: modifier entries, timing handlers and actions referenced by id from data's RACES). The other
 * card and sheet texts (agendas, action cards) plug in the same way:
 * modifiers.ts (values and rule switches), timing.ts (timing points) and the action list. Action cards (issue 24):
 * windows.ts asks each window of a timing point of every eligible seat at once (eligibility by public
 * information only); action-cards/ holds the effects of the kinds built, the others are never offered.
 *
 * Prompt kinds and move shapes (positions are "000", "101"…"318"; tiles are system_tiles_base.csv ids):
 *   home-position       choices position ("301")
 *   home-unit           choices home planet name, for one starting Ground Force, PDS or Space Dock
 *   face-down           choices ring-1 position (5 players: the first player's face-down tile)
 *   place-tile          choices [tileId, position]
 *   pick-strategy       choices initiative number 1-8
 *   bonus               amounts {tradeGoods, counters}, total = the bonus counters on the card taken
 *   action              choices {"do":"strategic","card":n} | {"do":"tactical","pos":p} |
 *                       {"do":"transfer","from":p,"to":q} | {"do":"transit-diodes"} (Transit Diodes) | {"do":"play","card":id} |
 *                       {"do":"pass"} ("play": an "As an action" card of one's hand — the folded `action` window) |
 *                       {"do":"sol-ground-forces","planet":p} (Sol) | {"do":"skip"} (Yssaril: never two turns running)
 *   fleet-logistics     choices {"do":"tactical","pos":p} | "done" (Fleet Logistics: after the turn's first tactical action)
 *   transit-diodes      choices {from, to, groundForces} (1-4 Ground Forces between two of one's planets)
 *   primary-diplomacy   choices opponent seat
 *   primary-political   choices political card name to put back on top (the other two go to the bottom), after the agenda
 *   vote                choices the agenda's outcomes + "abstain": "for" | "against" | seat | planet | [seat, seat] |
 *                       [planet, planet] | law name | colour ("blue" "green" "red" "yellow"); all of one's votes, clockwise
 *                       from the Speaker's left, the Speaker last (none barred by Thugs) | {"play": card} (Fantastic
 *                       Rhetoric: the folded `before-own-vote` window; the vote is asked again, 10 votes more)
 *   determine-policy    choices political card name (Determine Policy: from the deck, the discard or the laws in play)
 *   disclosure          choices action card id of the victim's hand (Disclosure: the one he discards)
 *   speaker-tie         choices the tied outcomes (the Speaker decides)
 *   council-elder       choices "keep" | "discard" (Council Elder's holder, when an Elect agenda is drawn)
 *   discard-law         choices "none" | law name (Holder of Mecatol Rex, New Constitution)
 *   exhaust-planets     pick n planets (of the seat, or of `target` chosen by its left neighbour: Short Term Truce)
 *   discard-action-cards pick n action cards of one's hand
 *   choose-action-cards pick n of the face-up action cards (Core Stability)
 *   place-space-dock    choices "none" | planet (Subsidized Industry)
 *   place-ground-forces amounts {<planet>: n}, total 0..n (Mass Mobilization, Holder of Mecatol Rex)
 *   discard-counter     choices "command" | "strategy" (Traffic Tariffs)
 *   destroy-ships       pick n of "pos|unit" (Arms Reduction, Closing the Wormholes)
 *   return-space-dock   choices planet (Conventions of War)
 *   colonial-planet / colonial-player   choices planet, then seat (Colonial Redistribution)
 *   sell-technology     choices "none" | technology (Technology Buy-back, status phase)
 *   gain-technology     choices technology (Ancient Artifact)
 *   give-strategy-card  choices seat (Checks and Balances)
 *   traffic-tariff      choices "trade-good" | planet to exhaust (Traffic Tariffs, on activation)
 *   primary-trade       choices "a" (3 Trade Goods, collection, negotiations) | "b" (cancel every agreement)
 *   secondary-trade     choices "none" | seat (Trade War: an opponent who discards a Trade Good; without the law
 *                       the secondary asks nothing)
 *   negotiate           choices "done" | {accept: id} | {decline: id} (a proposal made to the seat) |
 *                       {propose: seat, give, take} (my free contract index 0/1 for one of his); every seat at once,
 *                       after the Trade primary (a); at most 3 proposals a seat
 *   approve             choices {reject: id} | {approve: id} (the active player, for an accepted proposal; no Hacan party)
 *   trade-status        choices "done" | {break: seat} | {offer: {to, give, want}} (status phase after step 1; give:
 *                       null | {card} | {tradeGoods: 1-3}, want: null | "card" | {tradeGoods: 1-3}: Hacan trades)
 *   hacan-trade         choices "decline" | "accept" | {accept: card} (the partner's answer; a wanted card chosen here)
 *   primary-warfare     choices position of a counter to take back
 *   primary-technology  choices technology name | {"play": card} (Tech Bubble: the folded `after-tech-primary` window; the
 *                       card resolves, then the primary is asked again)
 *   follow-secondary    choices "yes" | "no" (+ "draw-action-card" for Technology under Regressive Rhetoric; "yes" only if one may follow)
 *   secondary-diplomacy choices [planet…] (0-2 exhausted non-home planets) | {"primary": seat} (Xxcha: the primary instead)
 *   secondary-logistics choices number of counters to buy
 *   secondary-warfare   choices {from, unit, to} (a patrol, up to 2) | "confirm" | "undo-step" | "reset" (a draft: nothing moves before "confirm")
 *   secondary-technology choices technology name | {"play": card} (Corporate Sponsorship, Focused Research, Opening the
 *                       Black Box: the folded `before-tech-purchase` window; then the purchase is asked again)
 *   secondary-imperial  choices position of a Space Dock system to produce in
 *   move                choices {from, unit, fighters, groundForces, pds?} (a ship and what it takes from its start system) |
 *                       {via, fighters, groundForces, pds?} (a pickup by the ship planned last, in a system it passes through
 *                       or, last, the one it ends in; one step per system, in the order passed) |
 *                       "confirm" | "undo-step" | "reset" (a draft: nothing moves before "confirm") |
 *                       {"play": card} (before the first ship: the folded `after-activation` window, Flank Speed and
 *                       In the Silence of Space; folded.ts — then asked even with "confirm" alone)
 *   pds-fire            choices "fire" | "hold" (each PDS owner in range — Deep Space Cannon: adjacent systems too —,
 *                       in order of play after the active player, then him; at a transfer, about its first system,
 *                       then its second, without the PDS that fired at the first)
 *   assault-cannon      choices "fire" | "hold" (Assault Cannon, before a space battle: attacker, then defender)
 *   minister-of-war     choices "hit" | "hold" (Minister of War's holder, before a space battle he takes part in: a
 *                       Strategy Allocation counter for one automatic hit; after the before-space-battle window)
 * Racial abilities (races/abilities.ts; each asked only of that race, by public information; first choice declines):
 *   naalu-retreat       choices "no" | position (the attacked Naalu fleet, before the space battle: normal retreat rules)
 *   mentak-ambush       choices "hold" | {Cruiser?: n, Destroyer?: n} (1-2 ships, before a space battle)
 *   mentak-piracy       choices "none" | [seat] | [seat, seat] (strategy-start: players holding 3+ Trade Goods)
 *   letnev-boost        choices "no" | "ships" | "ground-forces" (before each space battle / invasion combat round, 2 Trade Goods)
 *   xxcha-cancel        choices "keep" | "cancel" (after a political card is read; a Strategy Allocation counter)
 *   yssaril-look        choices "none" | seat (strategy-start, else after-all-picks; once per strategy phase)
 *   jolnar-reroll       choices "done" | {"reroll": i} (a die of its roll just made — combat round, PDS, Anti-Fighter Barrage, pre-combat shot, bombardment — one counter each, once per die)
 *   jolnar-technology   choices "none" | technology (after following Technology: the primary's free technology too)
 *   pay                 choices {planet} (exhaust it) | {tradeGoods: n} (1 up to what is still due), one step at a time
 *                       while the bill is not covered | "confirm" (once it is) | "undo-step" | "reset" (a draft: nothing is
 *                       exhausted or spent before "confirm"); what was bought follows
 *   remove-excess       pick exactly the excess of the ships listed (over Fleet Supply in a system)
 *   withdraw / retreat  choices "no" | position (attacker's withdrawal; the defender's retreat if none)
 *   assign-hits         pick exactly `hits` of the ships listed (a sustainable ship listed twice)
 *   land                choices {planet, groundForces, pds?, fighters?} | "confirm" | "undo-step" | "reset" (a draft;
 *                       fighters: Graviton Negator, with Ground Forces onto a defended enemy planet) |
 *                       {"play": card} (before the first landing: the folded `before-landing` window, Star of Death)
 *   bombard             choices "none" | planet | {"x89": planet} (one question per Dreadnought and War Sun in the
 *                       system; x89: X-89 Bacterial Weapon)
 *   invasion-order      choices planet (the next invasion, while two or more remain; with one left, asked only
 *                       when the folded `before-invasion` window would ask the seat) | {"play": card} (Chemical Warfare)
 *   produce             choices {unit, at?} | {dock: planet} | "confirm" | "undo-step" | "reset" (a draft, paid at "confirm";
 *                       at: Integrated Economy's system for a ship, planet for a Ground Force or PDS)
 *   claim-objective     choices "none" | objective name
 *   redistribute        choices {from, to} (a counter between two of strategy, command, fleet) | "confirm" | "undo-step" |
 *                       "reset" (a draft from the counters where they are, one counter a step)
 *   gain-counters       amounts {strategy, command, fleet}, total = the counters gained (Logistics, Political, bonus counters)
 *   discard             choices action card id ("Sabotage#2")
 *   window-<id>         choices "pass" | "pass-window" | "pass-round" | {"play": card id}, one per card of the
 *                       seat's own hand playable now (the window's kinds, "at any time" kinds, Touch of Genius); asked of every eligible seat at once (windows.ts; the
 *                       ids are the `window` values of data/action-cards.ts). A seat with nothing playable
 *                       gets the three passes only.
 *   card-choice         choices the target of the action card being resolved (a player, a planet, a
 *                       system, [system, player], [system, player, ship], [player, die] (Recheck: the die's index in
 *                       that player's roll of the round)…), asked when it has two or more;
 *                       among them: Armistice [planet, opponent]; Patrol [{from, unit, to}] or two of them;
 *                       Transport {from, to, groundForces}; Massive Transport [from planet, to planet];
 *                       Synchronicity a card id of the deck (one per kind); Multiculturalism an ability id
 *                       (abilities.ts); Strategic Flexibility [strategy card returned, strategy card taken];
 *                       Touch of Genius: the kind duplicated
 *   exhaust-planets     pick exactly n of one's ready planets (Stellar Criminals' victim)
 *
 * Drafts (draft.ts) are shown to their maker alone, as the view's `me.draft`: {kind: "move" | "land" |
 * "produce" | "pay" | "redistribute" | "patrols", steps, …}; the others see nothing until "confirm".
 * The standing offer (offers.ts; answered with `move { v, move, offer: true }` at any time):
 *   give-trade-goods    choices {to: seat, tradeGoods: n} (1 to the Trade Goods not owed to a payment in progress)
 *   at-any-time         instead, when public information allows more than gifts: the gifts | {"play": card} ("at any
 *                       time" cards, Touch of Genius) | {"discard": "Minister of Internal Security", "groundForces": 0-4} |
 *                       {"discard": "Short Term Truce"} (then `pay` 10 influence) | "pass" (nothing happens)
 *
 * Module map: data/ (tables), map/ (geometry, layouts, adjacency, paths), setup.ts, galaxy.ts, home.ts,
 * strategy-phase.ts, strategy-cards/ (one file per card), action/ (turns, activation, movement, pds,
 * landing, production, transfer), combat/ (space battle, invasion, casualties), dice.ts, fleet-supply.ts,
 * payment.ts, cards.ts, status.ts, objectives.ts, scoring.ts, order.ts, neighbours.ts, modifiers.ts,
 * timing.ts, opened.ts (how a timing handler asks), folded.ts (the folded windows of a tactical action),
 * technologies/ (modifier entries, timing handlers, the id index), races/ (the same for the racial
 * abilities, plus their questions, actions and the Yssaril look), abilities.ts (who has which racial ability this
 * round: Cultural Crisis, Multiculturalism), windows.ts (the action-card windows), action-cards/ (card effects by
 * kind), trade/ (agreements, negotiation, collection, status, hooks, cards), knowledge.ts (hidden cards a seat has seen, for secrets.ts), politics/ (agenda.ts the procedure, voting.ts, votes.ts, cards.ts the 60
 * cards' effects, effects.ts laws and lasting results, rules.ts what they forbid or change, modifiers.ts their
 * pipeline entries, choices.ts their questions, hooks.ts, tally.ts, draft.ts), tasks.ts (the work queue), flow.ts
 * (the machine), prompts.ts, offers.ts (the standing offer), view.ts, secrets.ts.
 */
import { cloneJson, isGameError, type GameDefinition, type Json, type Prompt } from '../../engine';
import { CONFIRM, RESET, UNDO } from './draft';
import { chapterOf } from './chapters';
import { answer, run } from './flow';
import { ti3Offers } from './offers';
import { optionsSchema, parseOptions } from './options';
import { questionOf } from './prompts';
import { matchResult } from './scoring';
import { ti3Hidden } from './secrets';
import { lawsInPlay } from './politics/effects';
import { setupGame } from './setup';
import { vp, type Ctx, type Ti3Options, type Ti3State } from './state';
import { viewsFor } from './view';
import { windowPrompts } from './windows';
import { negotiationPrompts } from './trade/negotiation';

export type { Ti3Options, Ti3State } from './state';

function pending(s: Ti3State): Prompt[] {
  const task = s.tasks[0];
  if (!task || s.end) return [];
  if (task.t === 'window') return windowPrompts(s, task);
  if (task.t === 'negotiate') return negotiationPrompts(s, task);
  if (!('seat' in task)) return [];
  const q = questionOf(s, task);
  return q ? [q] : [];
}

/**
 * For turn clocks and abandoned seats: decline, pass, done, abstain, keep counters where they are; a draft is
 * confirmed as it stands (a payment short of its bill first takes its next step: the planet worth the most,
 * then Trade Goods); else the first answer.
 */
export function fallbackAnswer(_s: Ti3State, prompt: Prompt): Json {
  if (prompt.pick) return prompt.pick.from.slice(0, prompt.pick.min);
  if (prompt.amounts) {
    if (prompt.kind === 'gain-counters') return { strategy: 0, command: prompt.amounts.total?.min ?? 0, fleet: 0 };
    // Bonus counters: all as Trade Goods.
    const [first, ...rest] = prompt.amounts.items;
    return { [first.id]: prompt.amounts.total?.min ?? 0, ...Object.fromEntries(rest.map((i) => [i.id, 0])) };
  }
  const choices = prompt.choices ?? [];
  const find = (x: Json) => choices.find((c) => JSON.stringify(c) === JSON.stringify(x));
  if (prompt.kind === 'action')
    return choices.find((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.do === 'strategic') ?? find({ do: 'pass' }) ?? choices[0];
  return find(CONFIRM) ?? find('done') ?? find('none') ?? find('no') ?? find('abstain') ?? choices.find((c) => c !== UNDO && c !== RESET) ?? choices[0];
}

function start(options: Ti3Options, seats: { name: string }[], seed: string): Ti3State {
  const s = setupGame(options, seats, seed);
  run({ s, ev: [] });
  return s;
}

export const ti3: GameDefinition<Ti3State, Ti3Options> & { fallbackAnswer: typeof fallbackAnswer } = {
  id: 'ti3',
  name: 'Twilight Imperium (Third Edition)',
  engineVersion: '1',
  minSeats: 3,
  maxSeats: 6,
  defaultSeats: 4,
  optionsSchema,
  parseOptions,
  setup: start,
  pending,
  apply(state, seat, move) {
    const ctx: Ctx = { s: state, ev: [] };
    answer(ctx, seat, move);
    return { state: ctx.s, events: ctx.ev };
  },
  view: (state, viewer) => viewsFor(state, [viewer])[0],
  views: viewsFor,
  result: matchResult,
  stats: (s) => ({
    rounds: s.round,
    tenVp: s.end?.reason === 'ten-vp' ? 1 : 0,
    imperiumRex: s.end?.reason === 'imperium-rex' ? 1 : 0,
    domination: s.end?.reason === 'domination' ? 1 : 0,
    supremacy: s.end?.reason === 'supremacy' ? 1 : 0,
    lastPlayer: s.end?.reason === 'last-player' ? 1 : 0,
    winnerVp: s.end ? Math.max(...s.end.winners.map((w) => vp(s.players[w]))) : 0,
    windowsOpened: s.windowSerial,
    actionCardsPlayed: s.cardsPlayed,
    // Every agenda voted ends in the discard or as a law in play.
    agendas: s.politicalDiscard.length + lawsInPlay(s).length,
    lawsInPlay: lawsInPlay(s).length,
    agreementsFormed: s.trade.formed,
  }),
  hidden: ti3Hidden,
  offers: ti3Offers,
  // A state of 9-13 KB, 600-1,100 moves a game, restores at ~0.65 ms a move on the 2-core machine: every
  // 50 moves keeps a restore under 50 ms (at most 49 moves replayed) for ~20 snapshots (~240 KB) a
  // finished 6-player game (README, Twilight Imperium).
  snapshotEvery: 50,
  fallbackAnswer,
  chapter: chapterOf,
  explainRefusal(state, seat, move) {
    try {
      answer({ s: cloneJson(state), ev: [] }, seat, move);
      return null;
    } catch (e) {
      if (isGameError(e) && (e.code === 'BAD_MOVE' || e.code === 'ILLEGAL_MOVE')) return { code: e.code, message: e.message };
      return null;
    }
  },
};
