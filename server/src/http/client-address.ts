/**
 * The address a request came from, for per-client limits. Forwarding headers
 * are believed only as far as the operator says proxies stand in front
 * (`TRUST_PROXY_HOPS`): otherwise any client could name itself anew on every
 * request and never meet a limit.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The parts of a request an address is read from. */
export interface AddressedRequest {
  socket: { remoteAddress?: string };
  headers: IncomingHttpHeaders;
}

/** Longer is not an address; cut so a huge header cannot become a huge map key. */
const MAX_ADDRESS_LENGTH = 64;

export function clientAddress(req: AddressedRequest, trustedHops: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return socket.slice(0, MAX_ADDRESS_LENGTH);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Each trusted proxy appended the address it saw; the one `trustedHops` back from us is the client.
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)].slice(0, MAX_ADDRESS_LENGTH);
}
