/**
 * Background passes on a timer (sweeps over listings and stored matches).
 * A pass still running when the next is due makes that one skip, so slow
 * passes (health checks that wait for a timeout, a busy database) never pile
 * up; the timer does not keep the process alive.
 */
export function everyWithoutOverlap(periodMs: number, pass: () => Promise<void>, onError: (e: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
