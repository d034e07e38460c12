/**
 * Scenario helpers: a game on a preset galaxy (galaxy building skipped), answers checked against the open
 * prompt as the runner does, and direct placement of units, planets and counters for concrete positions.
 */
import { checkAnswer, cloneJson, GameError, type GameEvent, type Json, type Prompt } from '../../server/src/engine';
import { ti3 } from '../../server/src/games/ti3';
import { DEALT_TILES, type UnitId } from '../../server/src/games/ti3/data';
import { layoutFor } from '../../server/src/games/ti3/map/layouts';
import { run } from '../../server/src/games/ti3/flow';
import { setupGame } from '../../server/src/games/ti3/setup';
import type { Counts, Ti3Options, Ti3State } from '../../server/src/games/ti3/state';
import type { Task } from '../../server/src/games/ti3/tasks';

/** Races with one home planet first, so starting units need no question. */
export const RACES = ['sol', 'mentak', 'l1z1x', 'letnev', 'hacan', 'xxcha'];

/** Every system position of the layout filled with base tiles in order, `fixed` tiles where named. */
export function presetGalaxy(seats: number, fixed: Record<string, string> = {}): Record<string, string> {
  const layout = layoutFor(seats);
  const used = new Set(Object.values(fixed));
  const pool = DEALT_TILES.filter((t) => !used.has(t));
  const out: Record<string, string> = {};
  for (const pos of layout.positions) {
    if (pos === '000' || layout.homes.includes(pos)) continue;
    out[pos] = fixed[pos] ?? pool.shift()!;
  }
  return out;
}

export function prompt(s: Ti3State): Prompt | undefined {
  return ti3.pending(s)[0];
}

/** Applies a seat's answer the way the runner does: checked against its prompt first. */
export function act(s: Ti3State, seat: number, move: Json): GameEvent[] {
  const p = ti3.pending(s).find((x) => x.seat === seat);
  if (!p)
    throw new GameError(
      'NOT_YOUR_TURN',
      `seat ${seat} has no question (open: ${
        ti3
          .pending(s)
          .map((x) => `${x.seat}:${x.kind}`)
          .join(', ') || 'none'
      })`,
    );
  checkAnswer(p, move);
  return ti3.apply(s, seat, move).events;
}

/** The refusal a move gets: the runner's check, then the game's explanation. */
export function refusal(s: Ti3State, seat: number, move: Json): string {
  const before = JSON.stringify(s);
  try {
    const p = ti3.pending(s).find((x) => x.seat === seat)!;
    checkAnswer(p, move);
  } catch (e) {
    const why = ti3.explainRefusal!(s, seat, move);
    expect(JSON.stringify(s)).toBe(before);
    return `${why?.code ?? (e as GameError).code}: ${why?.message ?? (e as Error).message}`;
  }
  throw new Error(`the move ${JSON.stringify(move)} was admitted`);
}

/** Every copy of the kinds to the action discard pile: their windows, publicly accounted for, ask no one. */
export function discardAll(s: Ti3State, ...kinds: string[]): void {
  const gone = s.actionDeck.filter((c) => kinds.some((k) => c.startsWith(`${k}#`)));
  s.actionDeck = s.actionDeck.filter((c) => !gone.includes(c));
  s.actionDiscard.push(...gone);
}

/** Every seat asked in the open action-card window passes (once). */
export function passWindow(s: Ti3State): void {
  for (const p of ti3.pending(s).filter((x) => x.kind.startsWith('window-'))) act(s, p.seat, 'pass');
}

/** Every window open now is passed by all its seats, until the open question is no window. */
export function skipWindows(s: Ti3State): void {
  for (let p = prompt(s); p?.kind.startsWith('window-'); p = prompt(s)) passWindow(s);
}

/** Answers the open question with its first choice until `stop` says so (or the kind is asked). */
export function answerUntil(s: Ti3State, kind: string): Prompt {
  for (let i = 0; i < 500; i++) {
    const p = prompt(s);
    if (!p) throw new Error('no question');
    if (p.kind === kind) return p;
    act(s, p.seat, p.choices ? p.choices[0] : p.pick ? p.pick.from.slice(0, p.pick.min) : autoAmounts(p));
  }
  throw new Error(`no ${kind} question`);
}

function autoAmounts(p: Prompt): Json {
  const items = p.amounts!.items;
  return { [items[0].id]: p.amounts!.total?.min ?? 0, ...Object.fromEntries(items.slice(1).map((i) => [i.id, 0])) };
}

/** A game on a preset galaxy, at the first strategy pick (starting units placed). */
export function newGame(seats = 4, options: Ti3Options = {}, fixed: Record<string, string> = {}): Ti3State {
  const s = setupGame(
    { races: RACES.slice(0, seats), speaker: 0, galaxy: presetGalaxy(seats, fixed), ...options },
    Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    `scenario-${seats}`,
  );
  run({ s, ev: [] });
  answerUntil(s, 'pick-strategy');
  return s;
}

/** An empty board: no units anywhere, every planet but the homes neutral, no counters. */
export function clearBoard(s: Ti3State): void {
  s.space = {};
  s.counters = {};
  for (const pl of Object.values(s.planets)) pl.units = {};
}

/**
 * Seat 1 plays the Hacan (no battle or strategy-phase ability) in place of the Mentak, whose pre-combat fire and
 * piracy would open every battle it defends and every strategy phase (races.test.ts covers them). Only the race
 * changes; the units and planets stay.
 */
export function noMentak(s: Ti3State): void {
  s.players[1].race = 'hacan';
}

/** Puts the action phase on: the given strategy cards per seat, `seat` to act. */
export function toAction(s: Ti3State, cards: number[][], seat: number): void {
  s.phase = 'action';
  s.players.forEach((p, k) => {
    p.cards = cards[k] ?? [];
    p.used = [];
    p.passed = false;
  });
  s.available = [];
  s.turn = seat;
  s.tasks = [{ t: 'action', seat }];
}

/** Queues `tasks` in front of the current work and runs what asks nothing. */
export function queue(s: Ti3State, ...tasks: Task[]): void {
  s.tasks.unshift(...tasks);
  run({ s, ev: [] });
}

export function ships(s: Ti3State, pos: string, seat: number, units: Counts): void {
  const list = (s.space[pos] ??= []);
  let f = list.find((x) => x.seat === seat);
  if (!f) {
    f = { seat, units: {}, damaged: {} };
    list.push(f);
  }
  for (const [u, n] of Object.entries(units)) f.units[u as UnitId] = (f.units[u as UnitId] ?? 0) + (n ?? 0);
}

export function planet(s: Ti3State, name: string, owner: number | null, units: Counts = {}, exhausted = false): void {
  Object.assign(s.planets[name], { owner, units: { ...units }, exhausted, since: 0 });
}

export function unitsAt(s: Ti3State, pos: string, seat: number): Counts {
  return s.space[pos]?.find((f) => f.seat === seat)?.units ?? {};
}

export function copy(s: Ti3State): Ti3State {
  return cloneJson(s);
}

/**
 * Answers the open `pay` draft and confirms: with `choice` ({planet: 1, …, tradeGoods: n}), or the planets
 * worth the most first, then Trade Goods.
 */
export function pay(s: Ti3State, seat: number, choice?: Record<string, number>): GameEvent[] {
  const p = prompt(s);
  if (p?.kind !== 'pay' || p.seat !== seat) throw new Error(`no pay question for seat ${seat} (open: ${p?.seat}:${p?.kind})`);
  if (choice) {
    for (const [id, n] of Object.entries(choice)) if (n > 0) act(s, seat, id === 'tradeGoods' ? { tradeGoods: n } : { planet: id });
  } else {
    while (!prompt(s)!.choices!.includes('confirm'))
      act(
        s,
        seat,
        prompt(s)!.choices!.find((c) => typeof c === 'object')!,
      );
  }
  return act(s, seat, 'confirm');
}

type Split = { strategy: number; command: number; fleet: number };

/** Answers the open `redistribute` draft with counters moved one by one until `target`, then confirms. */
export function redistribute(s: Ti3State, seat: number, target: Split): GameEvent[] {
  const p = s.players[seat];
  const now: Split = { strategy: p.strategy, command: p.command, fleet: p.fleet };
  const areas = ['strategy', 'command', 'fleet'] as const;
  for (const from of areas)
    for (const to of areas) {
      const n = Math.min(now[from] - target[from], target[to] - now[to]);
      if (from === to || n <= 0) continue;
      for (let k = 0; k < n; k++) act(s, seat, { from, to });
      now[from] -= n;
      now[to] += n;
    }
  return act(s, seat, 'confirm');
}

/** Prompt kinds of the agenda step (politics/agenda.ts, politics/choices.ts). */
const AGENDA_KINDS = new Set(['vote', 'speaker-tie', 'council-elder']);

/** Votes the agenda through: every voter abstains, and the Speaker breaks the 0-0 tie with `outcome` (default: the first offered). */
export function abstainAll(s: Ti3State, outcome?: Json): void {
  for (let p = prompt(s); p && (AGENDA_KINDS.has(p.kind) || p.kind.startsWith('window-')); p = prompt(s)) {
    if (p.kind.startsWith('window-')) passWindow(s);
    else if (p.kind === 'vote') act(s, p.seat, 'abstain');
    else if (p.kind === 'speaker-tie') act(s, p.seat, outcome ?? p.choices![0]);
    else act(s, p.seat, p.choices![0]);
  }
}

/** The dice rolls among `ev`, as their data. */
export const rolls = (ev: GameEvent[]) =>
  ev.filter((e) => e.type === 'roll').map((e) => e.data as { seat: number; what: string; dice: number[]; needs: number[]; hits: number });

/** Seat 0 activates `pos`, moves `n` ships in (the first offered each time) and confirms the plan. */
export function attack(s: Ti3State, pos: string, n: number): GameEvent[] {
  act(s, 0, { do: 'tactical', pos });
  const ev: GameEvent[] = [];
  for (let i = 0; i < n; i++)
    ev.push(
      ...act(
        s,
        0,
        prompt(s)!.choices!.find((c) => typeof c === 'object')!,
      ),
    );
  return [...ev, ...act(s, 0, 'confirm')];
}

/**
 * Seat 0 (Sol, home 305, Jord) to act on a cleared board, seat 1 not the Mentak; `hands` per seat, taken out
 * of the deck (the action-card suites' table).
 */
export function cardBoard(hands: string[][], fixed: Record<string, string> = { '101': 'arinam-meer', '102': 'lodor' }, s = newGame(4, {}, fixed)): Ti3State {
  clearBoard(s);
  noMentak(s);
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  const held = new Set(hands.flat());
  s.actionDeck = s.actionDeck.filter((c) => !held.has(c));
  s.players.forEach((p, k) => (p.hand = [...(hands[k] ?? [])]));
  return s;
}
