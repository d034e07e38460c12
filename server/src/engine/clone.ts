/**
 * A deep copy of plain JSON data. Game states are plain JSON by contract, and
 * copying them this way is several times faster than structuredClone, which
 * pays for generality (cycles, Maps, typed arrays) on every move.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  }
  return out as T;
}
