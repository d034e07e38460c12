/**
 * Which web pages may call this server from another origin. The page this
 * server serves is same-origin and needs nothing; `CORS_ORIGINS` lists the
 * other origins (e.g. `https://play.example.org`) that may, with credentials;
 * `*` lets any page call without credentials. Any other origin gets no CORS
 * headers, and a state-changing request carrying it is refused outright
 * (a plain-text POST needs no preflight, so a browser would send it anyway).
 */
import type { IncomingMessage } from 'node:http';

export type CorsVerdict = { allowed: true; headers: Record<string, string> } | { allowed: false };

export class CorsPolicy {
  private readonly origins: Set<string>;
  private readonly anyOrigin: boolean;

  constructor(
    origins: readonly string[],
    private readonly methods = 'GET, POST, OPTIONS',
  ) {
    this.anyOrigin = origins.includes('*');
    this.origins = new Set(origins.filter((o) => o !== '*').map((o) => o.replace(/\/+$/, '').toLowerCase()));
  }

  /** No Origin header (not a browser, or a same-origin GET) is always allowed and needs no headers. */
  check(req: IncomingMessage): CorsVerdict {
    const origin = req.headers.origin;
    if (origin === undefined) return { allowed: true, headers: {} };
    const common = {
      'Access-Control-Allow-Methods': this.methods,
      'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Seat-Token',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
    if (sameOrigin(origin, req.headers.host) || this.origins.has(origin.toLowerCase())) {
      return { allowed: true, headers: { ...common, 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' } };
    }
    if (this.anyOrigin) return { allowed: true, headers: { ...common, 'Access-Control-Allow-Origin': '*' } };
    return { allowed: false };
  }
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
