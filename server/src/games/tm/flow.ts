/**
 * The generation machine (TM-04..09): setup choices, then generations of
 * (research or draft from generation 2) → action phase → production, until
 * the end (phases/end.ts). `answer` takes one seat's answer: it is checked
 * against the open question first (prompts.ts), so a refused answer changes
 * nothing; then the question's handler runs and the machine moves on.
 * Against MarsBot (MB-06, MB-10, MB-46) the turns alternate between the
 * player and MarsBot, whose turns run here, inside `apply`; the game ends
 * terraformed or as generation 20 would begin.
 */
import { GameError, type Json } from '../../engine';
import { resumeStep } from './dsl/answers';
import { run, waiting } from './dsl/run';
import { actionProblem, askAction, sellPatents, startAction } from './phases/actions';
import { draftRoundDone, finishDraftRound, onDraftPick } from './phases/draft';
import { DONE, endGame, nextFinal, placeFinalGreenery, startFinal } from './phases/end';
import { produce } from './phases/production';
import { finishResearch, researchDone } from './phases/research';
import { startResearch } from './phases/research-start';
import { checkAnswer } from './prompts';
import { restoreUndo, saveUndo } from './undo';
import { everyoneChose, onCorporation, onInitialBuy, revealCorporations } from './setup';
import { LAST_GENERATION, LOSING_GENERATION } from './marsbot/score';
import { MARSBOT_NAME, marsbotStarts } from './marsbot/robot';
import { endMarsbotTurn, marsbotTurn } from './marsbot/turn';
import { MARSBOT, maxed, SOLO_GENERATIONS, type Actor, type Ctx, type TmState } from './state';

type ActionMove = { do: string; card?: string; sp?: string; id?: string };

export function startActionPhase(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'action';
  if (s.marsbot) {
    const first: Actor = marsbotStarts(s) ? MARSBOT : 0;
    ctx.ev.push({
      type: 'generation',
      text: `Generation ${s.generation}: ${first === MARSBOT ? MARSBOT_NAME : s.players[0].name} starts`,
      data: { generation: s.generation, firstPlayer: first },
    });
    return turnsFrom(ctx, first);
  }
  s.turn = { seat: s.firstPlayer, actions: 0 };
  ctx.ev.push({
    type: 'generation',
    text: `Generation ${s.generation}: ${s.players[s.firstPlayer].name} starts`,
    data: { generation: s.generation, firstPlayer: s.firstPlayer },
  });
  askAction(ctx, s.firstPlayer);
}

/**
 * MB-10: against MarsBot, turns alternate from `next` until both have passed: the player's turn as usual,
 * MarsBot's turn one card, run here inside `apply`. A MarsBot with an empty action deck passes; a player who
 * passed sees MarsBot resolve its remaining cards one per turn. Returns when the player has a question.
 */
function turnsFrom(ctx: Ctx, next: Actor): void {
  const { s } = ctx;
  const m = s.marsbot!;
  const p = s.players[0];
  for (;;) {
    if (p.passed && m.passed) return endGeneration(ctx);
    if (next === MARSBOT) {
      if (!m.passed) {
        s.turn = null;
        marsbotTurn(ctx);
        if (m.acting) return;
      }
      next = 0;
    } else {
      if (!p.passed) {
        s.turn = { seat: 0, actions: 0 };
        askAction(ctx, 0);
        return;
      }
      next = MARSBOT;
    }
  }
}

/** The turn passes to the next player who has not passed (the same one when all others have); production when none. */
function nextTurn(ctx: Ctx): void {
  const { s } = ctx;
  if (s.marsbot) return turnsFrom(ctx, MARSBOT);
  const n = s.players.length;
  const cur = s.turn!.seat;
  for (let k = 1; k <= n; k++) {
    const seat = (cur + k) % n;
    if (!s.players[seat].passed) {
      s.turn = { seat, actions: 0 };
      askAction(ctx, seat);
      return;
    }
  }
  endGeneration(ctx);
}

function endGeneration(ctx: Ctx): void {
  const { s } = ctx;
  s.turn = null;
  produce(ctx);
  if (s.marsbot) return endMarsbotGeneration(ctx);
  if (s.solo ? s.generation >= SOLO_GENERATIONS : maxed(s)) {
    if (maxed(s)) startFinal(ctx);
    else endGame(ctx);
    return;
  }
  s.generation += 1;
  s.firstPlayer = (s.firstPlayer + 1) % s.players.length;
  startResearch(ctx);
}

/**
 * MB-46, MB-47: against MarsBot the game ends once all three parameters are maxed (the final greeneries
 * follow), or, with Mars not terraformed when generation 19 ends, as generation 20 would begin: the player
 * loses at once.
 */
function endMarsbotGeneration(ctx: Ctx): void {
  const { s } = ctx;
  const m = s.marsbot!;
  if (maxed(s)) {
    m.ended = 'terraformed';
    return startFinal(ctx);
  }
  if (s.generation >= LAST_GENERATION) {
    m.ended = 'generation20';
    s.generation = LOSING_GENERATION;
    return endGame(ctx);
  }
  s.generation += 1;
  startResearch(ctx);
}

function actionDone(ctx: Ctx): void {
  const { s } = ctx;
  s.undo = null;
  const turn = s.turn!;
  turn.actions += 1;
  if (turn.actions >= 2) nextTurn(ctx);
  else askAction(ctx, turn.seat);
}

/** Runs queued work; when nothing is left to do, the phase moves on. */
function settle(ctx: Ctx): void {
  run(ctx);
  if (waiting(ctx.s) || ctx.s.stack.length > 0) return;
  // The player has answered the question MarsBot's turn asked: its turn is over, the player's comes next.
  if (ctx.s.marsbot?.acting) {
    endMarsbotTurn(ctx);
    return turnsFrom(ctx, 0);
  }
  if (ctx.s.phase === 'action') actionDone(ctx);
  else if (ctx.s.phase === 'final') nextFinal(ctx, ctx.s.turn!.actions);
}

function onAction(ctx: Ctx, seat: number, move: ActionMove): void {
  const { s } = ctx;
  const p = s.players[seat];
  if (move.do === 'pass') {
    p.passed = true;
    ctx.ev.push({ type: 'pass', text: `${p.name} passes`, data: { seat } });
    return nextTurn(ctx);
  }
  if (move.do === 'end') return nextTurn(ctx);
  startAction(ctx, seat, move);
  settle(ctx);
}

/**
 * Why `move` is not an answer `seat` may give now: its own check's words
 * (a malformed answer, or the rule an action breaks), for the runner's
 * refusal. Null when the move would be taken.
 */
export function refusalOf(s: TmState, seat: number, move: Json): { code: 'BAD_MOVE' | 'ILLEGAL_MOVE'; message: string } | null {
  const ask = s.players[seat]?.ask;
  if (!ask) return null;
  try {
    checkAnswer(ask, move, ask.kind === 'action' ? (m: Json) => actionProblem(s, seat, m as ActionMove) : undefined);
    return null;
  } catch (e) {
    return e instanceof GameError && (e.code === 'BAD_MOVE' || e.code === 'ILLEGAL_MOVE') ? { code: e.code, message: e.message } : null;
  }
}

/** Applies `move` for `seat`; returns the state to keep (a cancel returns the one from before the action). */
export function answer(ctx: Ctx, seat: number, move: Json): TmState {
  const { s } = ctx;
  const p = s.players[seat];
  const ask = p?.ask;
  if (!ask) throw new GameError('NOT_YOUR_TURN', `seat ${seat} has nothing to answer now`);
  const why = ask.kind === 'action' ? (m: Json) => actionProblem(s, seat, m as ActionMove) : undefined;
  if (checkAnswer(ask, move, why)) {
    const before = restoreUndo(ctx);
    ctx.ev.push({ type: 'cancel', text: `${p.name} takes the action back`, data: { seat } });
    askAction({ s: before, ev: ctx.ev }, seat);
    return before;
  }
  if (ask.q.kind === 'action' && (move as ActionMove).do !== 'pass' && (move as ActionMove).do !== 'end') saveUndo(s, seat);
  p.ask = null;
  switch (ask.q.kind) {
    case 'corporation':
      onCorporation(ctx, seat, move as string);
      break;
    case 'initial-buy':
      onInitialBuy(ctx, seat, move as string[]);
      break;
    case 'research-buy':
      p.bought = [...(move as string[])];
      if (researchDone(s)) {
        finishResearch(ctx);
        startActionPhase(ctx);
      }
      return s;
    case 'draft-pick':
      onDraftPick(ctx, seat, move as string);
      if (draftRoundDone(s)) finishDraftRound(ctx);
      return s;
    case 'action':
      onAction(ctx, seat, move as ActionMove);
      return s;
    case 'final-greenery':
      if (move === DONE) nextFinal(ctx, s.turn!.actions + 1);
      else {
        placeFinalGreenery(ctx, seat, move as string);
        settle(ctx);
      }
      return s;
    case 'sell':
      sellPatents(ctx, seat, move as string[]);
      settle(ctx);
      return s;
    default:
      resumeStep(ctx, seat, ask.q, move);
      settle(ctx);
      return s;
  }
  // Setup: once everyone has chosen, corporations are revealed together and generation 1 begins.
  if (s.phase === 'setup' && everyoneChose(s) && !waiting(s)) {
    revealCorporations(ctx);
    run(ctx);
    startActionPhase(ctx);
  }
  return s;
}

export { endGame };
