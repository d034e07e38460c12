/** Small helpers for benchmark reports. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function round(n: number, digits = 2): number {
  return Number(n.toFixed(digits));
}

export interface BenchResult {
  name: string;
  metrics: Record<string, number | string>;
}
