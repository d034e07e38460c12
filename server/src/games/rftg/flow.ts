/**
 * The round machine: initial discard, action selection, the phases the
 * chosen actions call for, the end-of-round hand limit, and the game end.
 * It advances whenever no seat has an open question.
 */
import { GameError, type Json } from '../../engine';
import { canBoost, canSearch, chose, legalActionChoices, parseActionChoice, phasesFor } from './actions';
import { consume } from './phases/consume';
import { anyAsk, type Handlers, type PhaseModule } from './phases/common';
import { develop } from './phases/develop';
import { explore } from './phases/explore';
import { produce } from './phases/produce';
import { search } from './phases/search';
import { settle } from './phases/settle';
import { hasCardFlag } from './cardinfo';
import { checkGoals, type GoalCheck } from './goals';
import { advanceDraft, DRAFT_HANDLERS, salvageDraws } from './draft';
import { discardFromHand, discardPileOf } from './piles';
import { prestigeEndsGame, prestigeRoundStart, spendPrestige, updatePrestigeTile } from './prestige';
import { askStartSave, saveCard } from './saving';
import { soloPrestigeRoundStart, soloPrestigeTile } from './solo/prestige';
import { robotChooses, robotEndsGame, robotPhase } from './solo/round';
import { askLastChooser, firstActionChoices, selectLastSeat } from './select-last';
import { actionLabel, PRESTIGE_PREFIX } from './labels';
import { askInitialDiscards, computeOrder, placeStartWorld } from './opening';
import { checkAnswer, choiceAsk, pickAsk } from './prompts';
import type { Ask, Kind } from './questions';
import { type Ctx, freshScratch, type PhaseStage, type PlayerState, referenceQuirk, type RftgState } from './state';

export const HAND_LIMIT = 10;
export const GAME_END_TABLEAU = 12;

/** End-of-round hand limit: 12 with a DISCARD_TO_12 card (Pan-Galactic Research). */
function handLimit(s: RftgState, p: PlayerState): number {
  return p.tableau.some((c) => hasCardFlag(s, c, 'DISCARD_TO_12')) ? 12 : HAND_LIMIT;
}

/** Tableau size that ends the game: 14 for a player with a GAME_END_14 card (Hidden Fortress). */
function endsGame(s: RftgState, p: PlayerState): boolean {
  // Below 12 cards nothing ends it: the tableau is searched for Hidden Fortress only from 12 on.
  if (p.tableau.length < GAME_END_TABLEAU) return false;
  return p.tableau.length >= (p.tableau.some((c) => hasCardFlag(s, c, 'GAME_END_14')) ? 14 : GAME_END_TABLEAU);
}
/**
 * The reference engine's safety limit: it ends every game after round 30. The printed rules have no round
 * limit, and neither do we (even random play ends, at most some 55 rounds in; the VP pool runs dry): the
 * limit applies only to replays of its logs (reference quirk 'round-limit-30', conformance/quirks.ts).
 */
export const REFERENCE_MAX_ROUNDS = 30;

const PHASES: Record<PhaseStage, PhaseModule> = {
  search,
  explore,
  develop,
  develop2: develop,
  settle,
  settle2: settle,
  consume,
  produce,
};

/** Goals are checked after every phase (not after the BoW Search step, as in the reference engine). */
const GOAL_CHECK: Record<PhaseStage, GoalCheck | null> = {
  search: null,
  explore: 'explore',
  develop: 'develop',
  develop2: 'develop',
  settle: 'settle',
  settle2: 'settle',
  consume: 'consume',
  produce: 'produce',
};

/** RvI: every seat has chosen; the choices are applied in seat order (discards first, then the world). */
function finishStartChoice(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const [world, ...discards] = p.startPick!;
    discardFromHand(ctx, seat, discards, 'start choice');
    const pile = discardPileOf(s, seat);
    pile.splice(pile.indexOf(world), 1);
    p.startOffer = null;
    p.startPick = null;
    placeStartWorld(ctx, seat, world);
  });
  s.stage = 'initial-discard';
  askInitialDiscards(s);
  // BoW: Galactic Scavengers starts with one hand card saved under it.
  s.players.forEach((p, seat) => {
    if (p.ask === null && hasCardFlag(s, p.tableau[0], 'START_SAVE')) askStartSave(ctx, seat, p.tableau[0]);
  });
  computeOrder(s);
  checkGoals(ctx, 'settle');
}

function isPhase(stage: string): stage is PhaseStage {
  return stage in PHASES;
}

function startRound(ctx: Ctx): void {
  const { s } = ctx;
  s.round += 1;
  s.stage = 'action';
  s.actionsRevealed = false;
  ctx.ev.push({ type: 'round', text: `Round ${s.round} begins.`, data: { round: s.round } });
  // BoW: the Prestige Leader's round-start bonus, then the goals it may complete (VP chips, prestige).
  if (s.prestigeTile) {
    s.roundStartPiles = { draw: s.drawPile.length, discard: s.discard.length };
    if (s.solo) soloPrestigeRoundStart(ctx);
    else prestigeRoundStart(ctx);
    s.roundStartClaims = checkGoals(ctx, 'round-start');
  }
  // BoW Psi-Crystal World: its owner chooses after the others (askLastChooser), only the first card now
  // in the advanced game.
  s.lastChooser = null;
  const last = selectLastSeat(s);
  s.players.forEach((p, seat) => {
    p.actions = null;
    p.boosted = null;
    if (seat === last && !s.options.advanced) return;
    if (seat === last) {
      p.ask = choiceAsk('action', 'Psi-Crystal World: choose your first action (the second after your opponent reveals)', firstActionChoices(s, p), {
        shape: 'string',
      });
      return;
    }
    const choices = legalActionChoices(s.options.advanced, canSearch(s, p), canBoost(s, p));
    p.ask = choiceAsk('action', s.options.advanced ? 'Choose two actions' : 'Choose an action', choices, { shape: 'string' });
  });
}

function nextPhase(ctx: Ctx): void {
  const { s } = ctx;
  const stage = s.phasesLeft.shift();
  if (!stage) {
    startRoundDiscard(ctx);
    return;
  }
  s.stage = stage;
  for (const p of s.players) p.phase = freshScratch(p.tableau);
  ctx.ev.push({ type: 'phase', text: `Phase: ${stage}.`, data: { round: s.round, phase: stage } });
  PHASES[stage].start(ctx);
}

function startRoundDiscard(ctx: Ctx): void {
  const { s } = ctx;
  s.stage = 'round-discard';
  s.step = 'run';
  s.players.forEach((p) => {
    const limit = handLimit(s, p);
    const n = p.hand.length - limit;
    p.endDiscard = Math.max(0, n);
    p.endDiscarded = [];
    if (n > 0) p.ask = pickAsk('round-discard', `End of round: discard ${n} card${n === 1 ? '' : 's'} down to ${limit}`, p.hand, n, n, { shape: 'int-list' });
  });
}

/**
 * BoW, Retrofit & Salvage (TAKE_DISCARDS): once everyone has discarded down to the hand limit, its owner
 * takes the cards the other players discarded into hand, and may then hold more than the limit.
 */
function takeDiscards(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    if (!p.tableau.some((c) => hasCardFlag(s, c, 'TAKE_DISCARDS'))) return;
    const cards = s.players.flatMap((q, other) => (other === seat ? [] : (q.endDiscarded ?? [])));
    if (cards.length === 0) return;
    for (const c of cards) s.discard.splice(s.discard.lastIndexOf(c), 1);
    p.hand.push(...cards);
    ctx.ev.push({
      type: 'take-discards',
      text: `${p.name} takes the ${cards.length} card${cards.length === 1 ? '' : 's'} the others discarded.`,
      data: { seat, count: cards.length },
    });
    ctx.ev.push({ type: 'drew-cards', data: { seat, cards, reason: 'Retrofit & Salvage' }, audience: [seat] });
  });
}

function endRound(ctx: Ctx): void {
  const { s } = ctx;
  // Drafting variant: Retrofit & Salvage draws instead of taking the others' discards (a standard-game
  // TAKE_DISCARDS must skip draft games).
  if (s.draft) salvageDraws(ctx);
  else takeDiscards(ctx);
  checkGoals(ctx, 'round-end');
  // The round in which the pool runs dry or someone reaches 12 cards is played out to its end.
  const roundLimit = referenceQuirk(s, 'round-limit-30') && s.round >= REFERENCE_MAX_ROUNDS;
  if (s.vpPool <= 0 || s.players.some((p) => endsGame(s, p)) || prestigeEndsGame(s) || robotEndsGame(s) || roundLimit) {
    s.stage = 'over';
    s.over = true;
    ctx.ev.push({ type: 'game-over', text: 'The game is over.', data: { round: s.round } });
    return;
  }
  startRound(ctx);
}

/** Runs the game forward while nobody owes an answer. */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  while (!s.over && !anyAsk(s)) {
    if (s.stage === 'draft') advanceDraft(ctx);
    else if (s.stage === 'start-choice') finishStartChoice(ctx);
    else if (s.stage === 'initial-discard') startRound(ctx);
    else if (s.stage === 'action') {
      if (askLastChooser(ctx)) continue;
      s.lastChooser = null;
      s.actionsRevealed = true;
      // BoW: a revealed Search or prestige boost uses up the prestige/search card (a failed search gives it
      // back); a boost costs 1 prestige, paid now, in seat order.
      s.players.forEach((p, seat) => {
        if (chose(p, 'SEARCH') || p.boosted) p.searchUsed = true;
        if (p.boosted) spendPrestige(ctx, seat, 1, `boosting ${actionLabel(p.boosted)}`);
      });
      ctx.ev.push({
        type: 'actions',
        text: s.players.map((p) => `${p.name}: ${p.actions!.map((a) => actionLabel(a === p.boosted ? `${PRESTIGE_PREFIX}${a}` : a)).join(' + ')}`).join('; '),
        data: { actions: s.players.map((p) => p.actions as Json), boosted: s.players.map((p) => p.boosted ?? null) },
      });
      s.phasesLeft = phasesFor(s.players);
      // Solitaire: the robot rolls its dice only now, after the player's actions are locked (solo/round.ts).
      if (s.solo) robotChooses(ctx);
      nextPhase(ctx);
    } else if (isPhase(s.stage)) {
      if (PHASES[s.stage].onQuiet(ctx)) {
        // Solitaire: the robot follows its mat row once the player has completed the phase.
        if (s.solo) robotPhase(ctx, s.stage);
        const check = GOAL_CHECK[s.stage];
        if (check) checkGoals(ctx, check);
        // BoW: the leader tile is checked at the end of every phase (no-op before The Brink of War).
        if (s.solo) soloPrestigeTile(ctx);
        else updatePrestigeTile(ctx);
        nextPhase(ctx);
      }
    } else if (s.stage === 'round-discard') endRound(ctx);
    else throw new GameError('INTERNAL', `stuck in stage ${s.stage}`);
  }
}

const ROUND_HANDLERS: Handlers = {
  ...DRAFT_HANDLERS,
  'start-choice'(ctx, seat, move) {
    const p = ctx.s.players[seat];
    p.startPick = [...move];
    p.ask = null;
    ctx.ev.push({ type: 'start-chosen', text: `${p.name} has chosen a start world.`, data: { seat } });
  },
  'initial-discard'(ctx, seat, move) {
    discardFromHand(ctx, seat, move, 'initial hand');
    ctx.s.players[seat].ask = null;
  },
  action(ctx, seat, move) {
    const p = ctx.s.players[seat];
    const parsed = parseActionChoice(move);
    p.actions = parsed.actions;
    p.boosted = parsed.boosted ?? p.boosted;
    p.ask = null;
    ctx.ev.push({ type: 'action-chosen', text: `${p.name} has chosen.`, data: { seat } });
    ctx.ev.push({ type: 'action-choice', data: { seat, actions: p.actions, boosted: p.boosted }, audience: [seat] });
  },
  'start-save'(ctx, seat, move, ask) {
    saveCard(ctx, seat, ask.data.world, move);
    ctx.s.players[seat].ask = null;
  },
  'round-discard'(ctx, seat, move) {
    discardFromHand(ctx, seat, move, 'hand limit');
    ctx.s.players[seat].endDiscarded = [...move];
    ctx.s.players[seat].ask = null;
  },
};

/**
 * Applies one seat's answer, then advances.
 *
 * RULE-AMBIGUITY: the reference engine rotates seats so that the lowest start
 * world id sits first, and resolves simultaneous steps in that seat order.
 * Seats here never move (RftgState.order records that turn order instead); a
 * simultaneous step's effects that touch the shared draw pile (placements
 * revealed, windfall goods) run in seat order 0..n-1, takeovers in turn
 * order, and independent sequences (payments, consume, produce) in answer
 * order (one seat after another in turn order with the test option
 * `oneSeatAtATime`, as the reference engine). Only the identity of random
 * draws can differ, never a rule.
 */
export function answer(ctx: Ctx, seat: number, move: Json): void {
  const { s } = ctx;
  if (s.over) throw new GameError('ILLEGAL_MOVE', 'the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) throw new GameError('BAD_MOVE', `no seat ${seat}`);
  const ask = s.players[seat].ask;
  if (!ask) throw new GameError('ILLEGAL_MOVE', `seat ${seat} has no open question`);
  respond(ctx, seat, ask, move);
  advance(ctx);
}

/** Checks `move` against the seat's question `ask` and hands it to the question's handler in this stage. */
function respond<K extends Kind>(ctx: Ctx, seat: number, ask: Ask<K>, move: Json): void {
  const { s } = ctx;
  checkAnswer(ask, move);
  const handler = ROUND_HANDLERS[ask.kind] ?? (isPhase(s.stage) ? PHASES[s.stage].handlers[ask.kind] : undefined);
  if (!handler) throw new GameError('INTERNAL', `no handler for ${ask.kind} in ${s.stage}`);
  handler(ctx, seat, move, ask);
}
