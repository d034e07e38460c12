/**
 * A short, safe rendering of something a client sent, for error messages and
 * logs. A client's payload is never echoed whole: the rendering stops after
 * `max` characters (and after a bounded number of nodes, so a huge or shared
 * structure costs no more than a small one), and never throws.
 */

/** The most characters of client input an error message carries. */
export const QUOTE_MAX = 200;

/** Nodes visited at most: enough for any answer worth reading, a constant cost for anything else. */
const MAX_NODES = 400;

export function quote(value: unknown, max = QUOTE_MAX): string {
  const out: string[] = [];
  let length = 0;
  let nodes = 0;
  let truncated = false;
  const seen = new Set<object>();

  const emit = (text: string): boolean => {
    if (length + text.length > max) {
      out.push(text.slice(0, Math.max(0, max - length)));
      length = max;
      truncated = true;
      return false;
    }
    out.push(text);
    length += text.length;
    return true;
  };

  // Returns false once the budget is spent, so every caller stops at once.
  const walk = (x: unknown): boolean => {
    if (++nodes > MAX_NODES) {
      truncated = true;
      return false;
    }
    if (x === null || typeof x !== 'object') return emit(scalar(x));
    if (seen.has(x)) return emit('<cycle>');
    seen.add(x);
    try {
      if (Array.isArray(x)) {
        if (!emit('[')) return false;
        for (let i = 0; i < x.length; i++) {
          if ((i > 0 && !emit(',')) || !walk(x[i])) return false;
        }
        return emit(']');
      }
      if (!emit('{')) return false;
      let first = true;
      for (const key of Object.keys(x)) {
        if ((!first && !emit(',')) || !emit(`${JSON.stringify(key.slice(0, max))}:`) || !walk((x as Record<string, unknown>)[key])) return false;
        first = false;
      }
      return emit('}');
    } finally {
      seen.delete(x);
    }
  };

  walk(value);
  return truncated ? `${out.join('')}…` : out.join('');
}

function scalar(x: unknown): string {
  switch (typeof x) {
    case 'string':
      // Long strings are cut before JSON.stringify walks them.
      return JSON.stringify(x.length > QUOTE_MAX ? x.slice(0, QUOTE_MAX) : x);
    case 'number':
    case 'boolean':
      return String(x);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return `${x}n`;
    default:
      return x === null ? 'null' : `<${typeof x}>`;
  }
}
