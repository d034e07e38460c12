/**
 * The agenda step of the Political primary (rulebook p.23, p.37): after the primary's action cards and
 * counter, the windows `after-political-primary` and `before-political-draw`; the top card is drawn and
 * shown to all; `after-political-read`; the vote (`after-vote` after each one); the count (a tie goes to the
 * Speaker); the effect. A law passed "For" (or an Elect law) stays in play face up; every other card is
 * discarded. The core's look at the top 3 follows (strategy-cards/political.ts).
 *
 * Each step is its own task, queued before its timing point is called, so whatever a window puts in front
 * of the queue is settled before the step after it.
 */
import { checkAnswer, GameError, shuffle, type Json, type Prompt } from '../../../engine';
import { POLITICAL_CARDS, type PoliticalCard } from '../data';
import type { Ctx, Ti3State } from '../state';
import { at } from '../timing';
import type { TaskOf } from '../tasks';
import { AGENDAS, sideOf } from './cards';
import { CHOICES } from './choices';
import { addEffect, electedSeat, pruneEffects } from './effects';
import { defaultCandidates, leaders, votingOrder } from './voting';
import { votes } from './votes';
import './hooks';

const CARDS = new Map(POLITICAL_CARDS.map((c) => [c.name, c]));

export function politicalCard(name: string): PoliticalCard {
  const c = CARDS.get(name);
  if (!c) throw new Error(`no political card ${name}`);
  return c;
}

export function candidatesOf(s: Ti3State, card: string): Json[] {
  return AGENDAS[card].candidates?.(s) ?? defaultCandidates(s, politicalCard(card).outcome);
}

/** Runs one step of the agenda (tasks without a question). */
export function agendaStep(ctx: Ctx, task: TaskOf<'agenda'>): void {
  const s = ctx.s;
  const next = (step: TaskOf<'agenda'>['step']) => s.tasks.unshift({ t: 'agenda', step, active: task.active });
  switch (task.step) {
    case 'open':
      next('before-draw');
      at(ctx, 'after-political-primary', { seat: task.active });
      return;
    case 'before-draw':
      next('draw');
      at(ctx, 'before-political-draw', { seat: task.active });
      return;
    case 'draw':
      if (!drawAgenda(ctx, task.active, task.card)) return;
      next('vote');
      at(ctx, 'after-political-read', { seat: task.active, agenda: s.agenda!.card });
      return;
    case 'vote':
      openVote(ctx);
      return;
    case 'count':
      count(ctx);
      return;
  }
}

/** Draws the top card (or puts `card` to the vote: Revote, a card a window chose); false if none is left. */
function drawAgenda(ctx: Ctx, active: number, given?: string): boolean {
  const s = ctx.s;
  let card = given;
  if (card === undefined) {
    // RULE-READING (README): the base rules never empty the 60-card deck in a normal game; if it runs out, the discards are shuffled into a new deck.
    if (s.politicalDeck.length === 0 && s.politicalDiscard.length > 0) {
      s.politicalDeck = shuffle(s.rng, s.politicalDiscard);
      s.politicalDiscard = [];
      ctx.ev.push({ type: 'reshuffle', data: { deck: 'political' } });
    }
    card = s.politicalDeck.shift();
    if (card === undefined) return false;
  }
  for (const k of Object.keys(s.politicalKnown)) s.politicalKnown[Number(k)] = s.politicalKnown[Number(k)].filter((c) => c !== card);
  s.agenda = { card, active, candidates: [], votes: [] };
  ctx.ev.push({ type: 'agenda', text: `the agenda: ${card}`, data: { card, seat: active } });
  return true;
}

function openVote(ctx: Ctx): void {
  const s = ctx.s;
  const a = s.agenda;
  // A window may have cancelled the card (and drawn another itself).
  if (a === null) return;
  // Council Elder may be discarded first (then it is no candidate of Repeal or Revote any more).
  const elder = electedSeat(s, 'Council Elder');
  if (elder !== null && a.elderAsked !== true && politicalCard(a.card).outcome !== 'for-against') {
    a.elder = elder;
    a.elderAsked = true;
    s.tasks.unshift({ t: 'agenda-choice', seat: elder, card: a.card, step: 'council-elder' }, { t: 'agenda', step: 'vote', active: a.active });
    return;
  }
  a.candidates = candidatesOf(s, a.card);
  if (a.candidates.length === 0) {
    // RULE-READING (README, issue 24 "Readings"): Elect Current Law with no law in play, Elect Planet with no legal planet: discarded without effect, no redraw.
    ctx.ev.push({ type: 'agenda-void', text: `${a.card}: nothing can be elected; discarded`, data: { card: a.card } });
    finish(ctx, a.card, false);
    return;
  }
  s.tasks.unshift(...votingOrder(s).map((seat): TaskOf<'vote'> => ({ t: 'vote', seat })), { t: 'agenda', step: 'count', active: a.active });
}

export function voteQuestion(s: Ti3State, task: TaskOf<'vote'>): Prompt | null {
  const a = s.agenda;
  if (a === null) return null;
  return {
    seat: task.seat,
    kind: 'vote',
    text: `Vote on ${a.card} with your ${votes(s, task.seat)} vote(s): one outcome, or abstain`,
    choices: [...a.candidates, 'abstain'],
  };
}

export function castVote(ctx: Ctx, task: TaskOf<'vote'>, move: Json): void {
  const s = ctx.s;
  const q = voteQuestion(s, task);
  if (q === null || s.agenda === null) return;
  checkAnswer(q, move);
  const v = { seat: task.seat, outcome: move === 'abstain' ? null : move, votes: votes(s, task.seat) };
  s.agenda.votes.push(v);
  // Fantastic Rhetoric counted for this one vote.
  if (s.agenda.rhetoric) s.agenda.rhetoric = s.agenda.rhetoric.filter((x) => x !== task.seat);
  ctx.ev.push({
    type: 'vote',
    text: `seat ${v.seat} ${v.outcome === null ? 'abstains' : `casts ${v.votes} vote(s) for ${JSON.stringify(v.outcome)}`}`,
    data: v,
  });
  at(ctx, 'after-vote', { seat: task.seat, agenda: s.agenda.card });
}

function count(ctx: Ctx): void {
  const s = ctx.s;
  const a = s.agenda;
  if (a === null) return;
  const best = leaders(a);
  if (best.length === 1) s.tasks.unshift({ t: 'agenda-resolve', outcome: best[0] });
  else s.tasks.unshift({ t: 'agenda-choice', seat: s.speaker, card: a.card, step: 'speaker-tie', options: best });
}

/** Resolves the agenda with its outcome: the effect, then the card to the laws in play or the discard. */
export function resolveAgenda(ctx: Ctx, outcome: Json): void {
  const s = ctx.s;
  const a = s.agenda;
  if (a === null) return;
  pruneEffects(s);
  const card = politicalCard(a.card);
  const side = sideOf(outcome);
  const rules = AGENDAS[a.card];
  ctx.ev.push({ type: 'agenda-result', text: `${a.card}: ${JSON.stringify(outcome)}`, data: { card: a.card, outcome } });
  const law = card.law && side !== 'against';
  const lasts = law ? 'until-repealed' : rules.lasts?.[side];
  if (lasts !== undefined) addEffect(ctx, a.card, side, lasts, side === 'elect' ? outcome : rules.scope?.(s));
  const resolution = { card: a.card, outcome, agenda: a };
  finish(ctx, a.card, law);
  // Effects may take ships, docks or capacity away: Fleet Supply and Fighters are checked after them (and their questions).
  s.tasks.unshift({ t: 'supply-check', pos: null });
  rules[side]?.(ctx, resolution);
}

function finish(ctx: Ctx, card: string, law: boolean): void {
  const s = ctx.s;
  if (!law) s.politicalDiscard.push(card);
  s.agenda = null;
}

export function choiceQuestion(s: Ti3State, task: TaskOf<'agenda-choice'>): Prompt | null {
  const q = CHOICES[task.step].ask(s, task);
  return q === null ? null : { seat: task.seat, kind: task.step, ...q };
}

export function answerChoice(ctx: Ctx, task: TaskOf<'agenda-choice'>, move: Json): void {
  const q = choiceQuestion(ctx.s, task);
  if (q === null) return;
  if (move === null) throw new GameError('BAD_MOVE', `${task.step}: an answer is due`);
  checkAnswer(q, move);
  CHOICES[task.step].answer(ctx, task, move);
}
