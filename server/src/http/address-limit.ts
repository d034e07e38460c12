/**
 * Requests per client address per minute, in fixed one-minute windows.
 * Memory stays bounded however many addresses appear: past `maxKeys` the
 * longest-known addresses are forgotten first (a forgotten address starts a
 * fresh window, which costs an attacker nothing it did not have already).
 */
export class AddressLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request; false when the address is over its budget (0 = unlimited). */
  take(address: string, now = Date.now()): boolean {
    if (this.perMinute <= 0) return true;
    let w = this.windows.get(address);
    if (!w || now - w.start >= 60_000) {
      this.windows.delete(address);
      w = { start: now, count: 0 };
      this.windows.set(address, w);
      this.evict();
    }
    w.count++;
    return w.count <= this.perMinute;
  }

  /** Seconds until the address's window ends, for Retry-After. */
  retryAfter(address: string, now = Date.now()): number {
    const w = this.windows.get(address);
    return w ? Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000)) : 1;
  }

  private evict(): void {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
