/**
 * When one die hits: at or above the value it needs, or, for a roll that hits on even numbers (Plague), on an
 * even number. No imports: the browser table (through public.ts) marks dice by the same rule as the rules.
 */
export function dieHits(die: number, need: number, even?: boolean): boolean {
  return even ? die % 2 === 0 : die >= need;
}
