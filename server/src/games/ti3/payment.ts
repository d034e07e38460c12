/**
 * Paying resources or influence (rulebook p.21, p.25): exhausting a planet card pays its resources or its
 * influence, never both; a Trade Good spends as 1 resource or 1 influence; excess is lost. The whole bill
 * is paid at once, by the payer's choice, built as a draft (draft.ts): `pay` asks {planet} (exhaust it)
 * or {tradeGoods: n}, one step at a time while the bill is not covered, then confirm / undo-step / reset.
 * Nothing is exhausted or spent before `confirm`; then what is bought follows (the task's `then`).
 * Callers check first that the bill can be met, so every step listed keeps it payable: the planets and
 * Trade Goods not yet chosen always cover what is still due.
 */
import { planetsOf } from './board';
import { systemTile } from './data';
import { CONFIRM, draftControls, RESET, UNDO } from './draft';
import { GameError, type Json } from '../../engine';
import type { Ctx, Ti3State } from './state';
import { valuesReversed } from './politics/effects';
import type { PayStep, Task, TaskOf } from './tasks';

export type Currency = 'resources' | 'influence';

export function planetValue(s: Ti3State, name: string, what: Currency): number {
  const tile = systemTile(s.galaxy[s.planets[name].at]);
  const p = tile.planets.find((x) => x.name === name)!;
  // Labor Force Politics reverses every planet's influence and resources.
  return p[valuesReversed(s) ? (what === 'influence' ? 'resources' : 'influence') : what];
}

function readyPlanets(s: Ti3State, seat: number, what: Currency, except: readonly string[] = []): string[] {
  return planetsOf(s, seat)
    .filter((n) => !s.planets[n].exhausted && !except.includes(n) && planetValue(s, n, what) > 0)
    .sort((a, b) => planetValue(s, b, what) - planetValue(s, a, what) || a.localeCompare(b));
}

export function spendable(s: Ti3State, seat: number, what: Currency, withTradeGoods = true, except: readonly string[] = []): number {
  return readyPlanets(s, seat, what, except).reduce((n, name) => n + planetValue(s, name, what), 0) + (withTradeGoods ? s.players[seat].tradeGoods : 0);
}

/** What the draft has chosen so far: planets to exhaust, Trade Goods to spend, and the sum they pay. */
export function paidSoFar(s: Ti3State, task: TaskOf<'pay'>): { planets: string[]; tradeGoods: number; sum: number } {
  const planets = task.steps.flatMap((x) => ('planet' in x ? [x.planet] : []));
  const tradeGoods = task.steps.reduce((n, x) => n + ('tradeGoods' in x ? x.tradeGoods : 0), 0);
  return { planets, tradeGoods, sum: tradeGoods + planets.reduce((n, p) => n + planetValue(s, p, task.what), 0) };
}

/** The next steps of a payment short of its bill: each ready planet not chosen, then 1 up to the Trade Goods still due. */
function paySteps(s: Ti3State, task: TaskOf<'pay'>): PayStep[] {
  const paid = paidSoFar(s, task);
  const due = task.amount - paid.sum;
  if (due <= 0) return [];
  const planets: PayStep[] = readyPlanets(s, task.seat, task.what, paid.planets).map((planet) => ({ planet }));
  const tradeGoods = Math.min(s.players[task.seat].tradeGoods - paid.tradeGoods, due);
  return [...planets, ...Array.from({ length: Math.max(0, tradeGoods) }, (_, i): PayStep => ({ tradeGoods: i + 1 }))];
}

/** The `pay` question's answers: confirm once the bill is covered, undo-step / reset, then the next steps. */
export function payChoices(s: Ti3State, task: TaskOf<'pay'>): Json[] {
  return [...draftControls(task.steps.length, paidSoFar(s, task).sum >= task.amount), ...paySteps(s, task)];
}

const isPayStep = (x: Json): x is PayStep & { [k: string]: Json } =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && (typeof x.planet === 'string' || typeof x.tradeGoods === 'number');

/** Why a payment step is refused, naming the rule. */
function payRefusal(s: Ti3State, task: TaskOf<'pay'>, step: PayStep): string {
  const paid = paidSoFar(s, task);
  if (paid.sum >= task.amount) return `pay: the ${task.amount} ${task.what} due are covered: confirm, or undo a step`;
  if ('tradeGoods' in step)
    return `pay: ${step.tradeGoods} Trade Good(s) cannot be spent (you hold ${s.players[task.seat].tradeGoods - paid.tradeGoods} more, ${task.amount - paid.sum} are due)`;
  const pl = s.planets[step.planet];
  if (!pl || pl.owner !== task.seat) return `pay: ${step.planet} is not your planet`;
  if (pl.exhausted || paid.planets.includes(step.planet)) return `pay: ${step.planet} is exhausted already (a planet card pays once)`;
  return `pay: ${step.planet} has no ${task.what} to pay`;
}

/** A step of the payment draft; true once confirmed (then the planets are exhausted, the Trade Goods spent, and what was bought follows). */
export function paymentStep(ctx: Ctx, task: TaskOf<'pay'>, move: Json): boolean {
  const s = ctx.s;
  if (move === UNDO) task.steps.pop();
  else if (move === RESET) task.steps = [];
  else if (move === CONFIRM) {
    const paid = paidSoFar(s, task);
    if (paid.sum < task.amount) throw new GameError('ILLEGAL_MOVE', `pay: ${paid.sum} of ${task.amount} ${task.what} chosen: the whole bill is paid at once`);
    for (const n of paid.planets) s.planets[n].exhausted = true;
    s.players[task.seat].tradeGoods -= paid.tradeGoods;
    ctx.ev.push({ type: 'pay', data: { seat: task.seat, what: task.what, amount: task.amount, planets: paid.planets, tradeGoods: paid.tradeGoods } });
    s.tasks.unshift(...task.then);
    return true;
  } else {
    if (!isPayStep(move)) throw new GameError('BAD_MOVE', 'pay: expected {planet}, {tradeGoods: n}, "confirm", "undo-step" or "reset"');
    const step: PayStep = typeof move.planet === 'string' ? { planet: move.planet } : { tradeGoods: Number(move.tradeGoods) };
    if (!paySteps(s, task).some((x) => JSON.stringify(x) === JSON.stringify(step))) throw new GameError('ILLEGAL_MOVE', payRefusal(s, task, step));
    task.steps.push(step);
  }
  return false;
}

/** Asks for a payment, then does `then` (what was bought). */
export function requestPayment(ctx: Ctx, seat: number, what: Currency, amount: number, then: Task[]): void {
  if (amount > 0) ctx.s.tasks.unshift({ t: 'pay', seat, what, amount, then, steps: [] });
  else ctx.s.tasks.unshift(...then);
}
