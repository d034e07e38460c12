/**
 * Whether two plain JSON values would serialise to the same data: key order
 * does not matter, and a key whose value is undefined counts as absent (as
 * JSON.stringify drops it). Compares in place: the runner asks this about
 * every seat's prompt on every move, where stringifying both sides was a
 * large share of a move's garbage.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b)) return false;
  if (aArray) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.prototype.hasOwnProperty.call(x, key) || x[key] === undefined) continue;
    keys++;
    if (!Object.prototype.hasOwnProperty.call(y, key) || !sameJson(x[key], y[key])) return false;
  }
  for (const key in y) if (Object.prototype.hasOwnProperty.call(y, key) && y[key] !== undefined) keys--;
  return keys === 0;
}
