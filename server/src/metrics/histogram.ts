/** Percentiles of a Node histogram, in ms. */
/**
 * p50/p90/p99/max of a histogram in the unit `toMs` converts to. Percentiles of
 * an empty histogram are nonsense (it reports its ceiling), so an empty one reads as 0.
 */
export function summary(h: { count: number; max: number; percentile(p: number): number }, toMs: (raw: number) => number) {
  if (h.count === 0) return { p50: 0, p90: 0, p99: 0, max: 0 };
  return { p50: toMs(h.percentile(50)), p90: toMs(h.percentile(90)), p99: toMs(h.percentile(99)), max: toMs(h.max) };
}
