/** A per-connection message budget over a sliding one-second window. */
export class RateLimiter {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly perSecond: number) {}

  /** 'ok', 'limited' (drop and tell), or 'abusive' (far past the budget: disconnect). */
  hit(now = Date.now()): 'ok' | 'limited' | 'abusive' {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count++;
    if (this.count <= this.perSecond) return 'ok';
    return this.count > this.perSecond * 5 ? 'abusive' : 'limited';
  }
}
