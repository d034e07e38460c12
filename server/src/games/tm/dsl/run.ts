/**
 * The interpreter's machine: a stack of plain tasks in the state (the top
 * runs next). Running pops and executes tasks until the stack is empty or a
 * task has opened a question; the answer resumes it (./answers.ts). Being
 * plain data, a half-resolved card survives a restart and replays exactly.
 */
import { legalSpaces } from '../board/placement';
import { placeTile } from '../board/tiles';
import { projectCard } from '../data';
import { hookStage } from '../hooks';
import { raiseOne } from '../parameters';
import { askChoices } from '../prompts';
import { nameOf, playedCard } from '../tableau';
import type { Ctx, PlaceTask, Task, TmState } from '../state';
import { applyProduction } from './effects';
import { pushTasks } from './stack';
import { runStep } from './steps';
import { cardPlayedTriggers, paidTriggers, runEffects, tileTriggers } from './triggers';

export function waiting(s: TmState): boolean {
  return s.players.some((p) => p.ask !== null);
}

export function run(ctx: Ctx): void {
  const { s } = ctx;
  while (s.stack.length > 0 && !waiting(s)) exec(ctx, s.stack.pop()!);
}

/**
 * Runs `tasks` (and what they queue) at once, above whatever the stack already holds: the player's
 * effects set off during MarsBot's turn (they never ask anything).
 */
export function runTasks(ctx: Ctx, tasks: readonly Task[]): void {
  const base = ctx.s.stack.length;
  pushTasks(ctx.s, tasks);
  runAbove(ctx, base);
}

/** Runs the tasks queued above the first `base` of the stack. */
export function runAbove(ctx: Ctx, base: number): void {
  const { s } = ctx;
  while (s.stack.length > base && !waiting(s)) exec(ctx, s.stack.pop()!);
}

const KIND_TEXT = { city: 'a city', greenery: 'a greenery', ocean: 'an ocean', special: 'the tile' } as const;

function openPlace(ctx: Ctx, task: PlaceTask): void {
  const spaces = legalSpaces(ctx.s, task.seat, task.kind, task.rule);
  if (task.kind === 'ocean' && ctx.s.oceans >= 9) return;
  if (spaces.length === 0) {
    ctx.ev.push({ type: 'no-space', text: `No legal space for ${KIND_TEXT[task.kind]}`, data: { seat: task.seat, kind: task.kind } });
    return;
  }
  const of = task.card ? ` (${nameOf(task.card)})` : '';
  askChoices(ctx, task.seat, 'space', `Place ${KIND_TEXT[task.kind]}${of}`, spaces, { kind: 'space', place: task });
}

/** Puts the tile on `id` and queues what follows it. */
export function place(ctx: Ctx, task: PlaceTask, id: string): void {
  pushTasks(
    ctx.s,
    placeTile(ctx, task, id, (seat, at) => tileTriggers(ctx.s, seat, at)),
  );
}

/**
 * A paid-for project card goes into play and resolves: production box, steps, then the triggers it sets off.
 * RULE-AMBIGUITY: the production box resolves before the card's other steps (the open-source project places
 * Immigrant City's city first, which lets it be played at −4 M€ production); every mandatory decrease is
 * checked before anything happens either way.
 */
function enterPlay(ctx: Ctx, seat: number, id: string): void {
  const { s } = ctx;
  const p = s.players[seat];
  const card = projectCard(id);
  if (card.type === 'event') p.events.push(id);
  else p.played.push({ id, res: 0 });
  // The next-card modifiers (Special Design, Indentured Workers) were used by this card.
  p.nextAllowance = 0;
  p.nextDiscount = 0;
  ctx.ev.push({ type: 'play', text: `${p.name} plays ${card.name}`, data: { seat, card: id } });
  applyProduction(ctx, seat, id, card.production, false);
  const tasks: Task[] = [{ t: 'paid', seat, base: card.cost, sp: false }];
  if (card.play) tasks.push({ t: 'steps', seat, card: id, steps: card.play });
  if (card.production?.covered) tasks.push({ t: 'covered', seat, card: id, n: card.production.covered });
  tasks.push({ t: 'played', seat, card: id });
  pushTasks(s, tasks);
}

function exec(ctx: Ctx, task: Task): void {
  const { s } = ctx;
  switch (task.t) {
    case 'steps': {
      if (task.steps.length === 0) return;
      if (task.steps.length > 1) s.stack.push({ ...task, steps: task.steps.slice(1) });
      runStep(ctx, task.seat, task.card, task.steps[0], task.there);
      return;
    }
    case 'raise':
      if (task.n > 1) s.stack.push({ ...task, n: task.n - 1 });
      pushTasks(s, raiseOne(ctx, task.seat, task.param));
      return;
    case 'place':
      openPlace(ctx, task);
      return;
    case 'play':
      enterPlay(ctx, task.seat, task.card);
      return;
    case 'covered': {
      const c = playedCard(s.players[task.seat], task.card);
      if (c?.covered) s.players[task.seat].prod[c.covered] += task.n;
      return;
    }
    case 'played':
      cardPlayedTriggers(ctx, task.seat, task.card);
      return;
    case 'effects':
      runEffects(ctx, task.seat, task.effects);
      return;
    case 'paid':
      paidTriggers(ctx, task.seat, task.base, task.sp);
      return;
    case 'hook':
      hookStage(ctx, task);
      return;
  }
}
