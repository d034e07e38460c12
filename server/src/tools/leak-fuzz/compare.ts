/**
 * The leak fuzzer's comparisons (fuzzer.ts): what a viewer sees of a state,
 * how two JSON values differ, which move of a shuffled world matches a move
 * of the true one, and which secrets a move reveals or an event names.
 * Pure functions of the game and its states; no counters, no findings.
 */
import { cloneJson, eventsFor, type AnswerTo, type ApplyResult, type GameDefinition, type GameEvent, type Json, type Prompt, type Viewer } from '../../engine';

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function viewerName(v: Viewer): string {
  return v.kind === 'seat' ? String(v.seat) : v.kind;
}

/** The seat's prompt, or with `offer` its standing offer. */
export function promptOf<S>(game: GameDefinition<S>, s: S, seat: number, to: AnswerTo = {}): Prompt | null {
  return questions(game, s, to).find((p) => p.seat === seat) ?? null;
}

export function questions<S>(game: GameDefinition<S>, s: S, to: AnswerTo): Prompt[] {
  return to.offer ? (game.offers?.open(s) ?? []) : game.pending(s);
}

/** What a viewer sees of a state: the view and, for a seat, its question and its standing offer. */
export function seen<S>(game: GameDefinition<S>, s: S, v: Viewer): Json {
  const seat = v.kind === 'seat' ? v.seat : null;
  return {
    view: game.view(s, v),
    prompt: seat === null ? null : (promptOf(game, s, seat) as unknown as Json),
    offer: seat === null ? null : (promptOf(game, s, seat, { offer: true }) as unknown as Json),
  };
}

/**
 * The seats being asked something (with `offer`: offered something): public
 * to every viewer (the room says whom the table waits for), so it may not
 * depend on what a viewer cannot see.
 */
export function promptedSeats<S>(game: GameDefinition<S>, s: S, to: AnswerTo = {}): number[] {
  return [...new Set(questions(game, s, to).map((p) => p.seat))].sort((a, b) => a - b);
}

/** Up to `max` JSON paths where `a` and `b` differ, with both values. */
export function jsonDiff(a: unknown, b: unknown, max = 5, path = '$', out: string[] = []): string[] {
  if (out.length >= max) return out;
  if (same(a, b)) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) jsonDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], max, `${path}.${k}`, out);
    return out;
  }
  const show = (x: unknown) => (x === undefined ? 'absent' : JSON.stringify(x).slice(0, 120));
  out.push(`${path}: ${show(a)} vs ${show(b)}`);
  return out;
}

/** Primitive leaves of a JSON value. */
function leaves(x: unknown, out: Json[] = []): Json[] {
  if (x === null || typeof x !== 'object') {
    if (x !== undefined) out.push(x as Json);
    return out;
  }
  for (const v of Object.values(x)) leaves(v, out);
  return out;
}

/** A viewer's events with the payload of rule-sanctioned reveal events blanked (compared by type only). */
export function comparable(events: GameEvent[], v: Viewer, reveal: Set<string>): { type: string; text?: string; data?: Json }[] {
  return eventsFor(events, v).map((e) => (reveal.has(e.type) ? { type: e.type } : e));
}

/**
 * The move of `seat` in the shuffled world that corresponds to `move` in the
 * true one: the same index among the choices, the same indexes of a pick.
 * Undefined when the questions do not line up.
 */
export function correspondingMove(p1: Prompt | null, p2: Prompt | null, move: Json): Json | undefined {
  if (!p1 || !p2 || p1.kind !== p2.kind) return undefined;
  if (p1.choices && p2.choices) {
    if (p2.choices.some((c) => same(c, move))) return move;
    const i = p1.choices.findIndex((c) => same(c, move));
    return i < 0 || p2.choices.length === 0 ? undefined : p2.choices[i % p2.choices.length];
  }
  if (p1.pick && p2.pick && Array.isArray(move) && p1.pick.from.length === p2.pick.from.length) {
    const left = p1.pick.from.map((x, i) => ({ x, i }));
    const idx: number[] = [];
    for (const item of move) {
      const k = left.findIndex((e) => same(e.x, item));
      if (k < 0) return undefined;
      idx.push(left[k].i);
      left.splice(k, 1);
    }
    return idx.sort((a, b) => a - b).map((i) => p2.pick.from[i]);
  }
  return undefined;
}

/** The game's answer (changing `s`): to the seat's prompt, or with `offer` to its standing offer. */
export function applyAnswer<S>(game: GameDefinition<S>, s: S, seat: number, move: Json, to: AnswerTo = {}): ApplyResult<S> {
  return to.offer && game.offers ? game.offers.apply(s, seat, move) : game.apply(s, seat, move);
}

/** `applyAnswer` on a copy of `s`; null when the game refuses it. */
export function applyCopy<S>(game: GameDefinition<S>, s: S, seat: number, move: Json, to: AnswerTo = {}): ApplyResult<S> | null {
  try {
    return applyAnswer(game, cloneJson(s), seat, move, to);
  } catch {
    // A shuffled world need not be playable (a re-dealt hand can make a mapped answer illegal): not a leak.
    return null;
  }
}

/** Whether something hidden from `v` before a move is no longer hidden after it (a card learned, a choice revealed). */
export function revealsTo<S>(game: GameDefinition<S>, before: S, after: S, v: Viewer): boolean {
  const keys = (s: S) =>
    new Set(
      game
        .hidden!.secrets(s, v)
        .filter((x) => x.kind !== 'rng')
        .map((x) => (x.kind === 'card' ? `card ${JSON.stringify(x.value)}` : `choice ${x.where}`)),
    );
  const now = keys(after);
  for (const k of keys(before)) if (!now.has(k)) return true;
  return false;
}

/** Values under any of `keys` at any depth of `x`. */
function valuesUnder(x: unknown, keys: Set<string>, out: Json[] = []): Json[] {
  if (x === null || typeof x !== 'object') return out;
  for (const [k, v] of Object.entries(x)) {
    if (keys.has(k)) leaves(v, out);
    else valuesUnder(v, keys, out);
  }
  return out;
}

/**
 * The check that needs no second world: every card a viewer's event names
 * (under the game's card keys) must not have been hidden from it both before
 * and after the move. Returns a description of the first offence.
 */
export function namedSecrets<S>(
  game: GameDefinition<S>,
  before: S,
  after: S,
  v: Viewer,
  events: { type: string; data?: Json }[],
  keys: Set<string>,
): string | null {
  if (keys.size === 0) return null;
  const named = events.flatMap((e) => valuesUnder(e.data, keys).map((val) => ({ type: e.type, key: JSON.stringify(val) })));
  if (named.length === 0) return null;
  const cardSecrets = (s: S) =>
    new Map(
      game
        .hidden!.secrets(s, v)
        .filter((x) => x.kind === 'card')
        .map((x) => [JSON.stringify(x.value), x] as const),
    );
  const was = cardSecrets(before);
  const now = cardSecrets(after);
  for (const { type, key } of named) {
    const hit = now.get(key);
    if (hit && was.has(key)) return `event ${type} names card ${key}, hidden from this viewer (${was.get(key)!.where}, then ${hit.where})`;
  }
  return null;
}
