/**
 * Log lines about a misbehaving connection, at most one per connection and
 * reason: a flood of bad messages must not become a flood of log lines.
 */
import type { Logger } from 'pino';

export class ConnectionLog {
  private readonly said = new WeakMap<object, Set<string>>();

  constructor(private readonly log: Logger) {}

  /** Logs `message` unless this connection was already logged for `reason`; answers whether it logged. */
  once(connection: object, reason: string, level: 'warn' | 'error' | 'info', fields: Record<string, unknown>, message: string): boolean {
    let reasons = this.said.get(connection);
    if (!reasons) this.said.set(connection, (reasons = new Set()));
    if (reasons.has(reason)) return false;
    reasons.add(reason);
    this.log[level]({ ...fields, reason }, message);
    return true;
  }
}
