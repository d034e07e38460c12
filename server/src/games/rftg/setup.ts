/**
 * A new game: goals drawn (TGS and later), start worlds dealt, six cards
 * each. Base/TGS: one start world each, then everyone discards two cards.
 * RvI: each player is offered one red and one blue start world and keeps one
 * while discarding two cards (start-choice); the offered worlds wait in the
 * discard pile as in the reference engine, so the one not kept stays there.
 * A player starting on Ancient Race (STARTHAND_3) keeps 3 cards, not 4.
 */
import { GameError, randInt, seedRng, type GameEvent, type SeatInfo } from '../../engine';
import { designOf } from './cardinfo';
import { deckForLevel } from './data/deck';
import type { CardFlag } from './data/types';
import { checkGoals, drawGoals } from './goals';
import { startDraft } from './draft';
import { askInitialDiscards, askStartChoices, computeOrder, OPENING_DEAL, placeStartWorld } from './opening';
import { levelOf } from './options';
import { drawToHand } from './piles';
import { setupRobot } from './solo/setup';
import { type Ctx, freshScratch, type RftgOptions, type RftgState } from './state';

export const VP_PER_PLAYER = 12;
/** The Brink of War adds 5 VP chips to the pool. */
export const BOW_EXTRA_VP = 5;

function dealFrom(s: RftgState, pool: number[], scripted: number | undefined, what: string): number {
  if (scripted !== undefined) {
    if (!pool.includes(scripted)) throw new GameError('BAD_OPTIONS', `${what}: ${scripted} is not an undealt start world`);
    pool.splice(pool.indexOf(scripted), 1);
    return scripted;
  }
  return pool.splice(randInt(s.rng, pool.length), 1)[0];
}

type StartFlag = Extract<CardFlag, 'START' | 'START_RED' | 'START_BLUE'>;

/**
 * Each level's card ids and its start worlds (all, red, blue), listed once at load: every new game deals
 * from them (a walk over the deck per game was ~1% of a short simulated game).
 */
const CARDS = ([0, 1, 2, 3] as const).map((level) => {
  const ids: readonly number[] = deckForLevel(level).map((_, c) => c);
  const flagged = (f: StartFlag) => ids.filter((c) => designOf(level, c).flags.includes(f));
  return { ids, START: flagged('START'), START_RED: flagged('START_RED'), START_BLUE: flagged('START_BLUE') };
});

export function setupGame(options: RftgOptions, seats: SeatInfo[], seed: string): { state: RftgState; events: GameEvent[] } {
  const level = levelOf(options);
  const { ids } = CARDS[level];
  // A copy: dealing takes worlds out of it.
  const flagged = (f: StartFlag) => [...CARDS[level][f]];
  // RULE-AMBIGUITY: solitaire deals the player one start world [TGS solitaire setup 3] even from RvI on (no
  // source gives the robot game a start choice).
  const choice = level >= 2 && seats.length > 1;
  const s: RftgState = {
    options,
    level,
    rng: seedRng(seed),
    drawPile: [],
    discard: [],
    script: [...(options.draws ?? [])],
    seatScripts: seats.map((_, i) => [...(options.drawsBySeat?.[i] ?? [])]),
    vpPool: VP_PER_PLAYER * seats.length + (level >= 3 ? BOW_EXTRA_VP : 0),
    round: 0,
    stage: choice ? 'start-choice' : 'initial-discard',
    step: 'run',
    phasesLeft: [],
    actionsRevealed: false,
    players: seats.map((seat) => ({
      name: seat.name,
      hand: [],
      tableau: [],
      goods: {},
      vp: 0,
      actions: null,
      ask: null,
      phase: freshScratch([]),
      startOffer: null,
      startPick: null,
      endDiscard: 0,
      prestige: 0,
      prestigePhase: 0,
      boosted: null,
      searchUsed: false,
      saved: {},
      oortKind: null,
    })),
    order: seats.map((_, i) => i),
    goals: null,
    prestigeTile: level >= 3 ? { holder: null, tied: false, onTile: 0 } : null,
    search: null,
    takeovers: [],
    over: false,
  };
  const ctx: Ctx = { s, ev: [] };
  if (options.goals) s.goals = drawGoals(s, options.goalList);
  if (choice) {
    // RULE-AMBIGUITY: the world not kept is discarded face down (it can come back in a reshuffle), as in the
    // reference engine; start worlds never offered are ordinary cards of the draw pile.
    const red = flagged('START_RED');
    const blue = flagged('START_BLUE');
    const offered: number[] = [];
    s.players.forEach((p, seat) => {
      const o = options.startOffers?.[seat];
      p.startOffer = [dealFrom(s, red, o?.[0], 'startOffers'), dealFrom(s, blue, o?.[1], 'startOffers')];
      offered.push(...p.startOffer);
      ctx.ev.push({ type: 'start-offer', data: { seat, worlds: p.startOffer }, audience: [seat] });
    });
    s.discard = [...offered];
    s.drawPile = ids.filter((c) => !offered.includes(c));
    // Drafting variant: the opening deal and the start choice wait for the end of the draft (draft.ts).
    if (options.draft) {
      startDraft(ctx);
      return { state: s, events: ctx.ev };
    }
    s.players.forEach((_, seat) => drawToHand(ctx, seat, OPENING_DEAL, 'deal'));
    askStartChoices(s);
    return { state: s, events: ctx.ev };
  }
  // Start worlds are dealt from their own pool; the rest join the draw pile before the deal.
  const pool = flagged('START');
  s.drawPile = ids.filter((c) => !pool.includes(c));
  s.players.forEach((_, seat) => placeStartWorld(ctx, seat, dealFrom(s, pool, options.startWorlds?.[seat], 'startWorlds')));
  s.drawPile = [...s.drawPile, ...pool].sort((a, b) => a - b);
  // Solitaire: the robot is set up before the player's six cards are dealt (solo/setup.ts).
  if (seats.length === 1) setupRobot(ctx, pool);
  s.players.forEach((_, seat) => drawToHand(ctx, seat, OPENING_DEAL, 'deal'));
  askInitialDiscards(s);
  computeOrder(s);
  // The reference engine checks goals once before round 1 (as after a Settle phase).
  checkGoals(ctx, 'settle');
  return { state: s, events: ctx.ev };
}
