/**
 * The machine: `state.tasks` is worked through until the first task that asks a question (prompts.ts);
 * an answer resolves that task and the machine runs on. Each task kind is handled by the module of its
 * procedure.
 */
import { GameError, type Json } from '../../engine';
import { nextTurn, offersSecondTactical, takeAction, takeSecondTactical, isActionMove } from './action/turns';
import { moveByDiodes } from './action/transit-diodes';
import { landingStep } from './action/landing';
import { movementStep } from './action/movement';
import { firePds, pdsFire } from './action/pds';
import { placeProduction, produceStep } from './action/production';
import { paymentStep } from './payment';
import { gain, TECHNOLOGY } from './strategy-cards/technology';
import { isWipedOut } from './board';
import { discardActionCard, drawActionCards } from './cards';
import { applyHits, hitOptions } from './combat/casualties';
import { bombard, bombardRoll, invasionStep, nextInvasion, resolveLandings } from './combat/invasion';
import { announce, assaultCannon, barrage, battleHits, battleRound, spaceBattle } from './combat/space-battle';
import { useDice } from './combat/dice-hits';
import { rollOpen } from './combat/open-dice';
import { ministerOfWar } from './politics/minister-of-war';
import type { UnitId } from './data';
import { checkSupply, removeExcess } from './fleet-supply';
import { finishGalaxy, placeTile, putFaceDown, startGalaxy } from './galaxy';
import { placeHomeUnit, placeStartingUnits } from './home';
import { layoutFor } from './map/layouts';
import { claim, claimChoices, scoreObjective } from './objectives';
import { autoAnswer, questionOf } from './prompts';
import { endGame } from './scoring';
import { activeSeats, clockwiseAfter, type Ctx } from './state';
import { placeGained } from './gains';
import { endStrategyPhase, pickStrategy, startStrategyPhase, takeBonus } from './strategy-phase';
import { CARD_RULES, canFollow, followIsFree } from './strategy-cards';
import { redistributionStep, startStatusPhase, statusUpkeep } from './status';
import { at, flushOpened } from './timing';
import { foldedWindow, playInTactical } from './folded';
import { answerWindow, isOpenWindow, isPlayMove, playFolded, resolveCard, windowStep } from './windows';
import { discloseAndDiscard } from './action-cards/any-time';
import { discardLaw, lawsInPlay } from './politics/effects';
import { exhaustChosen } from './action-cards/board';
import { resolveAbility } from './races/abilities';
import { agendaStep, answerChoice, castVote, resolveAgenda } from './politics/agenda';
import { rhetoricDraw, RHETORIC_DRAW } from './politics/rules';
import type { Task, TaskOf } from './tasks';
import { dropEliminated, settleAgreements } from './trade/agreements';
import { answerNegotiation, closeNegotiation, negotiationOpen } from './trade/negotiation';
import { answerHacanTrade, answerTradeStatus } from './trade/status';

const isObject = (x: Json): x is { [k: string]: Json } => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Runs tasks that ask nothing until one asks, or the game ends. */
export function run(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1_000_000; guard++) {
    if (s.end) {
      s.tasks = [];
      return;
    }
    flushOpened(ctx);
    const task = s.tasks[0];
    if (!task) throw new Error('TI3: the task queue ran dry');
    if (isOpenWindow(task) || (task.t === 'negotiate' && negotiationOpen(s, task)) || ('seat' in task && questionOf(s, task) !== null)) return;
    s.tasks.shift();
    const done = resolve(ctx, task, 'seat' in task ? autoAnswer(s, task) : null);
    if (!done) s.tasks.unshift(task);
  }
  throw new Error('TI3: the task machine does not stop');
}

/** Applies a seat's answer to the open question. */
export function answer(ctx: Ctx, seat: number, move: Json): void {
  const s = ctx.s;
  const task = s.tasks[0];
  if (task?.t === 'window') {
    answerWindow(ctx, task, seat, move);
    run(ctx);
    return;
  }
  if (task?.t === 'negotiate') {
    answerNegotiation(ctx, task, seat, move);
    run(ctx);
    return;
  }
  if (!task || !('seat' in task) || task.seat !== seat) throw new GameError('NOT_YOUR_TURN', `seat ${seat} has no open question`);
  s.tasks.shift();
  try {
    const done = resolve(ctx, task, move);
    if (!done) s.tasks.unshift(task);
  } catch (e) {
    s.tasks.unshift(task);
    throw e;
  }
  run(ctx);
}

function bad(kind: string): GameError {
  return new GameError('BAD_MOVE', `${kind}: malformed answer`);
}

/** Resolves one task with its answer (null for tasks that ask nothing); false keeps it open. */
function resolve(ctx: Ctx, task: Task, move: Json): boolean {
  const s = ctx.s;
  if (isPlayMove(move) && foldedWindow(s, task) !== null) {
    playInTactical(ctx, task, move.play);
    return true;
  }
  switch (task.t) {
    case 'home-position': {
      if (typeof move !== 'string') throw bad('home-position');
      if (!layoutFor(s.seats).homes.includes(move) || s.players.some((p) => p.home === move))
        throw new GameError('ILLEGAL_MOVE', `${move} is not a free home position`);
      s.players[task.seat].home = move;
      ctx.ev.push({ type: 'home', data: { seat: task.seat, pos: move } });
      return true;
    }
    case 'galaxy-start':
      startGalaxy(ctx);
      return true;
    case 'face-down':
      if (typeof move !== 'string') throw bad('face-down');
      putFaceDown(ctx, move);
      return true;
    case 'place-tile':
      if (!Array.isArray(move) || typeof move[0] !== 'string' || typeof move[1] !== 'string') throw bad('place-tile');
      placeTile(ctx, task.seat, move[0], move[1]);
      return true;
    case 'galaxy-done':
      finishGalaxy(ctx);
      s.tasks.unshift(...placeStartingUnits(ctx), { t: 'strategy-phase' });
      return true;
    case 'home-unit':
      if (typeof move !== 'string') throw bad('home-unit');
      placeHomeUnit(ctx, task.seat, task.unit, move);
      return true;
    case 'strategy-phase':
      startStrategyPhase(ctx);
      return true;
    case 'pick-strategy':
      if (typeof move !== 'number') throw bad('pick-strategy');
      pickStrategy(ctx, task.seat, move);
      return true;
    case 'bonus': {
      if (!isObject(move)) throw bad('bonus');
      const tg = Number(move.tradeGoods ?? 0);
      const cc = Number(move.counters ?? 0);
      if (tg + cc !== task.n || tg < 0 || cc < 0)
        throw new GameError('ILLEGAL_MOVE', `turn exactly ${task.n} bonus counter(s) into Trade Goods or command counters`);
      takeBonus(ctx, task.seat, tg, cc);
      return true;
    }
    case 'strategy-done':
      endStrategyPhase(ctx);
      return true;
    case 'turn':
      nextTurn(ctx);
      return true;
    case 'action':
      if (!isActionMove(move)) throw bad('action');
      takeAction(ctx, task.seat, move);
      return true;
    case 'end-turn':
      endTurn(ctx, task);
      return true;
    case 'fleet-logistics':
      takeSecondTactical(ctx, task.seat, move);
      return true;
    case 'transit-diodes':
      moveByDiodes(ctx, task.seat, move);
      return true;
    case 'primary': {
      // The folded `after-tech-primary` window (Tech Bubble): the card resolves, then the primary is asked again.
      if (task.card === TECHNOLOGY && isPlayMove(move)) {
        playFolded(ctx, task.seat, 'after-tech-primary', move.play, task);
        return true;
      }
      const rules = CARD_RULES[task.card];
      const done = rules.primary.resolve(ctx, task, rules.primary.choices(s, task) === null ? null : move);
      // The primary goes on through questions of its own (the agenda): its task is done here.
      return done === 'continued' ? true : done;
    }
    case 'card-done':
      // The primary is resolved once its own questions (counters placed, payments) are answered.
      at(ctx, 'after-primary', { seat: task.seat, card: task.card });
      offerSecondaries(ctx, task);
      return true;
    case 'follow':
      if (move === 'yes') follow(ctx, task);
      else if (move === RHETORIC_DRAW && task.free !== true && rhetoricDraw(s, task.card)) drawActionCards(ctx, task.seat, 1);
      else if (move !== 'no' && move !== null) throw bad('follow-secondary');
      return true;
    case 'secondary': {
      // The folded `before-tech-purchase` window: the card resolves, then the purchase is asked again.
      if (task.card === TECHNOLOGY && isPlayMove(move)) {
        playFolded(ctx, task.seat, 'before-tech-purchase', move.play, task);
        return true;
      }
      const part = CARD_RULES[task.card].secondary!;
      const choices = part.choices(s, task);
      if (choices !== null && choices.length === 0) return true;
      const done = part.resolve(ctx, task, choices === null ? null : move) !== false;
      if (done) at(ctx, 'after-secondary', { seat: task.seat, card: task.card });
      return done;
    }
    case 'move': {
      const done = movementStep(ctx, task, move);
      if (done && !task.between) at(ctx, 'after-move', { pos: task.pos });
      return done;
    }
    case 'supply-check':
      checkSupply(ctx, task.pos);
      return true;
    case 'pay':
      return paymentStep(ctx, task, move);
    case 'place-production':
      placeProduction(ctx, task);
      return true;
    case 'gain-tech':
      gain(ctx, task.seat, task.name);
      return true;
    case 'gain-counters':
      if (move === null) return true;
      if (!isObject(move)) throw bad('gain-counters');
      placeGained(ctx, task.seat, task.n, { strategy: Number(move.strategy ?? 0), command: Number(move.command ?? 0), fleet: Number(move.fleet ?? 0) });
      return true;
    case 'score-objective':
      scoreObjective(ctx, task.seat, task.name);
      return true;
    case 'remove-excess':
      removeExcess(ctx, task, move);
      return true;
    case 'pds':
      pdsFire(ctx, task.seat, task.pos, task.between);
      return true;
    case 'pds-fire':
      firePds(ctx, task, move);
      return true;
    case 'battle':
      spaceBattle(ctx, task);
      return true;
    case 'assault-cannon':
      assaultCannon(ctx, task, move);
      return true;
    case 'barrage':
      barrage(ctx, task);
      return true;
    case 'withdraw':
      announce(ctx, task, move);
      return true;
    case 'battle-roll':
      battleRound(ctx, task);
      return true;
    case 'battle-hits':
      battleHits(ctx, task);
      return true;
    case 'minister-of-war':
      ministerOfWar(ctx, task, move);
      return true;
    case 'assign-hits': {
      if (!Array.isArray(move)) throw bad('assign-hits');
      const options = hitOptions(s, task.pos, task.seat);
      if (move.length !== Math.min(task.hits, options.length))
        throw new GameError('ILLEGAL_MOVE', `assign exactly ${Math.min(task.hits, options.length)} hit(s)`);
      const damaged = applyHits(ctx, task.pos, task.seat, move as UnitId[]);
      // Hits the choice could not take (Into the Breach lets only its Dreadnought be chosen first) are assigned next.
      const rest = task.hits - move.length;
      if (rest > 0 && hitOptions(s, task.pos, task.seat).length > 0) s.tasks.unshift({ ...task, hits: rest });
      // Errata: Direct Hit! answers damage in a space battle (pre-combat damage counts, PDS damage does not).
      if ((task.during === 'battle' || task.during === 'pre-combat') && damaged.length > 0)
        at(ctx, 'after-damage', { pos: task.pos, seat: task.seat, units: damaged });
      return true;
    }
    case 'land':
      return landingStep(ctx, task, move);
    case 'invade':
      resolveLandings(ctx, task);
      return true;
    case 'bombard':
      bombard(ctx, task, move);
      return true;
    case 'bombard-roll':
      bombardRoll(ctx, task);
      return true;
    case 'dice':
      useDice(ctx, task);
      return true;
    case 'roll':
      rollOpen(ctx, task);
      return true;
    case 'invasion-combat':
      return invasionStep(ctx, task);
    case 'invasions':
      return nextInvasion(ctx, task, move);
    case 'produce':
      return produceStep(ctx, task, move);
    case 'status-phase':
      startStatusPhase(ctx);
      return true;
    case 'claim': {
      if (move === 'none') return true;
      if (typeof move !== 'string') throw bad('claim-objective');
      if (!claimChoices(s, task.seat, task.publicDone === true).includes(move)) throw new GameError('ILLEGAL_MOVE', `you may not claim ${move} now`);
      const isPublic = s.revealed.includes(move);
      s.tasks.unshift({ t: 'claim', seat: task.seat, publicDone: task.publicDone === true || isPublic });
      // Its payment, if any, comes before the next claim.
      claim(ctx, task.seat, move);
      return true;
    }
    case 'status-upkeep':
      statusUpkeep(ctx);
      return true;
    case 'redistribute':
      return redistributionStep(ctx, task, move);
    case 'status-done':
      at(ctx, 'status-step', { step: 7 });
      s.tasks.unshift({ t: 'strategy-phase' });
      // Before the next round: the owners' Fleet Supply choices come first.
      checkSupply(ctx, null);
      return true;
    case 'agenda':
      agendaStep(ctx, task);
      return true;
    case 'vote':
      // The folded `before-own-vote` window (Fantastic Rhetoric): the card resolves, then the vote is asked again.
      if (isPlayMove(move)) playFolded(ctx, task.seat, 'before-own-vote', move.play, task);
      else castVote(ctx, task, move);
      return true;
    case 'agenda-choice':
      answerChoice(ctx, task, move);
      return true;
    case 'agenda-resolve':
      resolveAgenda(ctx, task.outcome);
      return true;
    case 'discard':
      if (move === null) return true;
      if (typeof move !== 'string' || !s.players[task.seat].hand.includes(move)) throw new GameError('ILLEGAL_MOVE', `${String(move)} is not in your hand`);
      discardActionCard(ctx, task.seat, move);
      return true;
    case 'window':
      return windowStep(s, task);
    case 'card-effect':
      resolveCard(ctx, task, move);
      return true;
    case 'exhaust-planets':
      exhaustChosen(ctx, task, move);
      return true;
    case 'ability':
      return resolveAbility(ctx, task, move);
    case 'negotiate':
      closeNegotiation(ctx);
      return true;
    case 'trade-status':
      return answerTradeStatus(ctx, task, move);
    case 'hacan-trade':
      answerHacanTrade(ctx, task, move);
      return true;
    case 'disclosure':
      discloseAndDiscard(ctx, task, move);
      return true;
    case 'law-discard':
      // Paid for through the standing offer; another player may have discarded it first.
      if (lawsInPlay(s).some((e) => e.card === task.card)) discardLaw(ctx, task.card);
      return true;
  }
}

/** After the primary: every other player, clockwise from the active player, may follow the secondary. */
function offerSecondaries(ctx: Ctx, task: TaskOf<'card-done'>): void {
  const s = ctx.s;
  const rules = CARD_RULES[task.card];
  if (!rules.secondary) return;
  const asks: Task[] = [];
  for (const seat of clockwiseAfter(s, task.seat)) asks.push({ t: 'follow', seat, card: task.card, active: task.seat });
  s.tasks.unshift(...asks.filter((t) => t.t === 'follow' && (canFollow(s, t.seat, task.card) || rhetoricDraw(s, task.card))));
}

function follow(ctx: Ctx, task: TaskOf<'follow'>): void {
  const s = ctx.s;
  if (!canFollow(s, task.seat, task.card, task.free)) throw new GameError('ILLEGAL_MOVE', 'you cannot follow this secondary (no Strategy Allocation counter)');
  const free = followIsFree(s, task.seat, task.card, task.free === true);
  if (!free) s.players[task.seat].strategy -= 1;
  ctx.ev.push({ type: 'follow', data: { seat: task.seat, card: task.card, paid: !free } });
  s.tasks.unshift({ t: 'secondary', seat: task.seat, card: task.card });
}

/** End of a turn (or of its first tactical action): eliminations, then Fleet Logistics' second action or the next player. */
function endTurn(ctx: Ctx, task: TaskOf<'end-turn'>): void {
  const s = ctx.s;
  s.activation = null;
  // Card effects for this action's strategy card (Policy Paralysis) end with the turn.
  s.cardEffects = s.cardEffects.filter((e) => (e.pos !== undefined || e.round !== undefined) && e.activation !== true);
  settleAgreements(s);
  checkEliminations(ctx);
  if (s.end) return;
  if (task.after === 'tactical' && offersSecondTactical(s, task.seat)) s.tasks.unshift({ t: 'fleet-logistics', seat: task.seat });
  else s.tasks.unshift({ t: 'turn' });
}

export function checkEliminations(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of activeSeats(s)) {
    if (!isWipedOut(s, seat)) continue;
    const p = s.players[seat];
    p.eliminated = true;
    p.passed = true;
    s.actionDiscard.push(...p.hand);
    p.hand = [];
    ctx.ev.push({ type: 'eliminated', text: `seat ${seat} is eliminated`, data: { seat } });
  }
  dropEliminated(ctx);
  const left = activeSeats(s);
  if (left.length === 1) endGame(ctx, 'last-player', left);
}
