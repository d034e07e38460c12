/** Seat tokens: shown once to their holder, stored only as a hash. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: unknown, hash: string): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
