/**
 * The negotiations after the Trade primary (a), its 3 Trade Goods and its collection: one simultaneous
 * `negotiate` prompt to every seat — propose an agreement to a player (my free contract for his), accept or
 * decline a proposal made to me, or `done`. An accepted proposal becomes an agreement once the active player
 * approves it (`approve` prompt), unless a Hacan is a party. Proposals, answers and approvals are public
 * events. A seat that said `done` is asked again when a proposal is made to it; the negotiations close when
 * every seat has said `done` with no proposal open. At most 3 proposals per seat, so they end.
 */
import { GameError, type Json, type Prompt } from '../../../engine';
import { activeSeats, type Ctx, type Ti3State } from '../state';
import { formAgreement, freeContracts, isHacan, mayAgree } from './agreements';
import type { Proposal, TradeTask } from './types';

type Negotiation = Extract<TradeTask, { t: 'negotiate' }>;

export const PROPOSALS_PER_SEAT = 3;

/** The negotiations, with the seats that could do nothing at all already done (public: contracts and agreements). */
export function openNegotiation(s: Ti3State, active: number): Negotiation {
  const idle = activeSeats(s).filter((seat) => !activeSeats(s).some((other) => mayAgree(s, seat, other)));
  return { t: 'negotiate', active, proposals: [], made: {}, done: idle, serial: 0 };
}

const between = (p: Proposal, a: number, b: number) => (p.from === a && p.to === b) || (p.from === b && p.to === a);

function proposalChoices(s: Ti3State, task: Negotiation, seat: number): Json[] {
  if ((task.made[seat] ?? 0) >= PROPOSALS_PER_SEAT) return [];
  const out: Json[] = [];
  for (const to of activeSeats(s)) {
    if (!mayAgree(s, seat, to) || task.proposals.some((p) => between(p, seat, to))) continue;
    for (const give of freeContracts(s, seat)) for (const take of freeContracts(s, to)) out.push({ propose: to, give, take });
  }
  return out;
}

const awaitingApproval = (task: Negotiation) => task.proposals.filter((p) => p.accepted);

/** The prompts open now: the active player's approvals first; every seat not done its `negotiate`. */
export function negotiationPrompts(s: Ti3State, task: Negotiation): Prompt[] {
  const out: Prompt[] = [];
  for (const seat of activeSeats(s)) {
    if (seat === task.active && awaitingApproval(task).length > 0) {
      out.push({
        seat,
        kind: 'approve',
        text: 'Trade: approve or reject the trade agreements accepted in the negotiations',
        choices: awaitingApproval(task).flatMap((p): Json[] => [{ reject: p.id }, { approve: p.id }]),
      });
      continue;
    }
    if (task.done.includes(seat)) continue;
    const toMe = task.proposals.filter((p) => p.to === seat && !p.accepted).flatMap((p): Json[] => [{ accept: p.id }, { decline: p.id }]);
    out.push({
      seat,
      kind: 'negotiate',
      text: `Trade negotiations: propose an agreement (your contract for theirs; ${PROPOSALS_PER_SEAT} proposals at most), answer one made to you, or done`,
      choices: ['done', ...toMe, ...proposalChoices(s, task, seat)],
    });
  }
  return out;
}

export const negotiationOpen = (s: Ti3State, task: Negotiation): boolean => negotiationPrompts(s, task).length > 0;

const isObj = (x: Json): x is { [k: string]: Json } => typeof x === 'object' && x !== null && !Array.isArray(x);

function proposalNamed(task: Negotiation, id: Json, test: (p: Proposal) => boolean): Proposal {
  const p = task.proposals.find((x) => x.id === id && test(x));
  if (!p) throw new GameError('ILLEGAL_MOVE', `no such proposal (${JSON.stringify(id)}) to answer`);
  return p;
}

function close(task: Negotiation, p: Proposal): void {
  task.proposals = task.proposals.filter((x) => x !== p);
}

function form(ctx: Ctx, p: Proposal): void {
  if (mayAgree(ctx.s, p.from, p.to) && freeContracts(ctx.s, p.from).includes(p.give) && freeContracts(ctx.s, p.to).includes(p.take))
    formAgreement(ctx, p.from, p.to, p.give, p.take);
  else ctx.ev.push({ type: 'trade-proposal-lapsed', data: { id: p.id, from: p.from, to: p.to } });
}

/** A seat's answer in the negotiations (checked before anything changes). */
export function answerNegotiation(ctx: Ctx, task: Negotiation, seat: number, move: Json): void {
  const s = ctx.s;
  const mine = negotiationPrompts(s, task).find((p) => p.seat === seat);
  if (!mine) throw new GameError('NOT_YOUR_TURN', `seat ${seat} has nothing to answer in the negotiations`);
  if (!(mine.choices ?? []).some((c) => JSON.stringify(c) === JSON.stringify(move)))
    throw new GameError('ILLEGAL_MOVE', `${mine.kind}: ${JSON.stringify(move)} is not open to you now`);
  if (move === 'done') {
    task.done.push(seat);
    ctx.ev.push({ type: 'negotiation-done', data: { seat } });
    return;
  }
  if (!isObj(move)) throw new GameError('BAD_MOVE', 'negotiate: malformed answer');
  if (move.propose !== undefined) {
    const p: Proposal = { id: ++task.serial, from: seat, to: Number(move.propose), give: Number(move.give), take: Number(move.take) };
    task.proposals.push(p);
    task.made[seat] = (task.made[seat] ?? 0) + 1;
    // Asked again: a proposal is made to it.
    task.done = task.done.filter((x) => x !== p.to);
    ctx.ev.push({ type: 'trade-proposal', text: `seat ${seat} proposes a trade agreement to seat ${p.to}`, data: { ...p } });
  } else if (move.accept !== undefined || move.decline !== undefined) {
    const p = proposalNamed(task, move.accept ?? move.decline, (x) => x.to === seat && !x.accepted);
    ctx.ev.push({ type: 'trade-answer', data: { id: p.id, from: p.from, to: p.to, accepted: move.accept !== undefined } });
    if (move.decline !== undefined) close(task, p);
    else if (isHacan(s, p.from) || isHacan(s, p.to) || task.active === p.from || task.active === p.to) {
      // RULE-READING (README): the active player's own agreements need no separate approval (accepting or proposing is approving).
      close(task, p);
      form(ctx, p);
    } else p.accepted = true;
  } else if (move.approve !== undefined || move.reject !== undefined) {
    const p = proposalNamed(task, move.approve ?? move.reject, (x) => x.accepted === true);
    ctx.ev.push({ type: 'trade-approval', data: { id: p.id, from: p.from, to: p.to, approved: move.approve !== undefined } });
    close(task, p);
    if (move.approve !== undefined) form(ctx, p);
  } else throw new GameError('BAD_MOVE', 'negotiate: malformed answer');
}

/** The negotiations close (every seat done, nothing open). */
export function closeNegotiation(ctx: Ctx): void {
  ctx.ev.push({ type: 'negotiations-closed', data: {} });
}
