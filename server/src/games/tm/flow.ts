/**
 * The generation machine (TM-04..09): setup choices, then generations of
 * (research or draft from generation 2) → action phase → production, until
 * the end (phases/end.ts). `answer` takes one seat's answer: it is checked
 * against the open question first (prompts.ts), so a refused answer changes
 * nothing; then the question's handler runs and the machine moves on.
 */
import { GameError, type Json } from '../../engine';
import { resumeStep } from './dsl/answers';
import { run, waiting } from './dsl/run';
import { actionProblem, askAction, sellPatents, startAction } from './phases/actions';
import { draftRoundDone, finishDraftRound, onDraftPick } from './phases/draft';
import { DONE, endGame, nextFinal, placeFinalGreenery, startFinal } from './phases/end';
import { produce } from './phases/production';
import { finishResearch, researchDone, startResearch } from './phases/research';
import { checkAnswer } from './prompts';
import { restoreUndo, saveUndo } from './undo';
import { everyoneChose, onCorporation, onInitialBuy, revealCorporations } from './setup';
import { maxed, SOLO_GENERATIONS, type Ctx, type TmState } from './state';

type ActionMove = { do: string; card?: string; sp?: string; id?: string };

export function startActionPhase(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'action';
  s.turn = { seat: s.firstPlayer, actions: 0 };
  ctx.ev.push({ type: 'generation', text: `Generation ${s.generation}: ${s.players[s.firstPlayer].name} starts`, data: { generation: s.generation, firstPlayer: s.firstPlayer } });
  askAction(ctx, s.firstPlayer);
}

/** The turn passes to the next player who has not passed (the same one when all others have); production when none. */
function nextTurn(ctx: Ctx): void {
  const { s } = ctx;
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
  if (s.solo ? s.generation >= SOLO_GENERATIONS : maxed(s)) {
    if (maxed(s)) startFinal(ctx);
    else endGame(ctx);
    return;
  }
  s.generation += 1;
  s.firstPlayer = (s.firstPlayer + 1) % s.players.length;
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
