/**
 * How much the JavaScript heap may grow between full garbage collections.
 *
 * A busy server replaces every active match's state a few times a minute, so
 * states live long enough to reach the old generation and then die there.
 * With V8's own growth heuristics the old generation was collected every ~2 s
 * at 1,000 matches (live heap ~70 MB, grown by only ~10 MB each time), and
 * each collection's concurrent marking took the machine's other core for
 * 50-100 ms: the longest waits players saw (bench:load, bench/README.md).
 * Letting the heap grow to twice its live size first makes those collections
 * about six times rarer, for memory that is still a small multiple of the
 * ~50 KB a match keeps alive.
 */
import v8 from 'node:v8';

/** Process-wide; `percent` 0 gives V8 its default heuristics back. */
export function setHeapGrowth(percent: number): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
