/**
 * The bounds every value a client sends must keep, whatever the game and
 * whatever the channel (WebSocket message, matchmaking body, HTTP query).
 * A move or an option set is a small tree; anything bigger, deeper, shared
 * or cyclic is refused before any game or handler sees it.
 */
import { GameError } from '../engine';

export const INPUT_LIMITS = {
  /** Values (scalars, arrays, objects) in one message. */
  maxNodes: 10_000,
  /** Nesting: a scalar at the top is depth 0, `[[1]]` holds 1 at depth 2. */
  maxDepth: 32,
} as const;

export function tooBig(): GameError {
  return new GameError('BAD_REQUEST', `a message may hold at most ${INPUT_LIMITS.maxNodes} values`);
}

export function tooDeep(): GameError {
  return new GameError('BAD_REQUEST', `a message may nest at most ${INPUT_LIMITS.maxDepth} levels deep`);
}

/**
 * Checks a value already parsed by something that cannot share references
 * (JSON.parse): node count and depth. Objects whose prototype is not plain
 * are refused, as are `__proto__` keys (JSON.parse makes them own properties,
 * but a later spread or assignment would not).
 */
export function checkBounds(value: unknown): void {
  let nodes = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: x, depth } = stack.pop()!;
    if (++nodes > INPUT_LIMITS.maxNodes) throw tooBig();
    if (x === null || typeof x !== 'object') continue;
    if (depth >= INPUT_LIMITS.maxDepth) throw tooDeep();
    if (Array.isArray(x)) {
      for (const item of x) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(x)) {
      if (key === '__proto__') throw new GameError('BAD_REQUEST', 'the key __proto__ is not allowed');
      stack.push({ value: (x as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
}
