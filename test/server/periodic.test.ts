/** Background passes skip a turn while the previous one still runs, report failures, and stop when told. */
import { everyWithoutOverlap } from '../../server/src/periodic';

describe('everyWithoutOverlap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never runs two passes at once, and goes on after a failure until stopped', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const failures: unknown[] = [];
    let finish: Array<() => void> = [];
    const stop = everyWithoutOverlap(
      100,
      () => {
        passes++;
        running++;
        most = Math.max(most, running);
        return new Promise<void>((resolve, reject) => {
          finish.push(() => {
            running--;
            if (passes === 1) reject(new Error('first pass fails'));
            else resolve();
          });
        });
      },
      (e) => failures.push(e),
    );
    // Three periods go by while the first pass is still running: no second pass starts.
    await jest.advanceTimersByTimeAsync(350);
    expect(passes).toBe(1);
    finish.shift()!();
    await jest.advanceTimersByTimeAsync(100);
    expect(failures).toHaveLength(1);
    expect(passes).toBe(2);
    finish.shift()!();
    await jest.advanceTimersByTimeAsync(100);
    expect(passes).toBe(3);
    expect(most).toBe(1);
    stop();
    finish.forEach((f) => f());
    finish = [];
    await jest.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(3);
  });
});
