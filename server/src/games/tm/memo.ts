/**
 * A cache that lives while one question's legal answers are worked out:
 * the state does not change meanwhile, and listing every playable card,
 * project and action asks the same things (legal spaces, a player's passive
 * modifiers) many times over. Outside `withMemo` nothing is cached.
 */
let cache: Map<unknown, unknown> | null = null;

export function withMemo<T>(f: () => T): T {
  const outer = cache;
  cache = outer ?? new Map();
  try {
    return f();
  } finally {
    cache = outer;
  }
}

export function memo<T>(key: unknown, f: () => T): T {
  if (cache === null) return f();
  if (cache.has(key)) return cache.get(key) as T;
  const v = f();
  cache.set(key, v);
  return v;
}
