/** Signs test JWTs the way an operator's identity provider would. */
import { createHmac, sign, type KeyObject } from 'node:crypto';

const b64 = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64url');

export function signHs256(claims: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function signAsymmetric(claims: object, key: KeyObject, alg: 'RS256' | 'ES256'): string {
  const body = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  const sig = sign('sha256', Buffer.from(body), alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${body}.${sig.toString('base64url')}`;
}
