/**
 * Verification of operator-issued JSON Web Tokens (RFC 7519), so an operator
 * can plug in their own accounts. Only the algorithms configured are
 * accepted (never `none`), keys must match their algorithm family, and the
 * time and audience claims are checked.
 */
import { createHmac, createPublicKey, timingSafeEqual, verify as verifySignature, type KeyObject } from 'node:crypto';
import { GameError } from '../engine';

export type JwtAlgorithm = 'HS256' | 'RS256' | 'ES256';

export interface JwtConfig {
  /** HS256 shared secret. */
  secret?: string;
  /** PEM public key for RS256 or ES256. */
  publicKey?: string;
  issuer?: string;
  audience?: string;
  /** Seconds of clock difference tolerated on exp/nbf. */
  leewaySeconds?: number;
}

export interface Account {
  id: string;
  name?: string;
}

function b64json(part: string): Record<string, unknown> {
  const parsed = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
  return parsed as Record<string, unknown>;
}

const unauthorized = (why: string) => new GameError('UNAUTHORIZED', `invalid account token: ${why}`);

/** RFC 7519 §2: seconds since the epoch, a finite number; absent is allowed, anything else is refused. */
function numericDate(claims: Record<string, unknown>, name: 'exp' | 'nbf'): number | undefined {
  const value = claims[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw unauthorized(`${name} is not a number`);
  return value;
}

export class JwtVerifier {
  private readonly key: KeyObject | null;
  private readonly algorithms: JwtAlgorithm[];

  constructor(private readonly config: JwtConfig) {
    if (config.secret) {
      this.key = null;
      this.algorithms = ['HS256'];
    } else if (config.publicKey) {
      this.key = createPublicKey(config.publicKey);
      this.algorithms = this.key.asymmetricKeyType === 'ec' ? ['ES256'] : ['RS256'];
    } else throw new Error('JwtVerifier needs a secret or a public key');
  }

  verify(token: string, now = Date.now()): Account {
    const parts = token.split('.');
    if (parts.length !== 3 || token.length > 8192) throw unauthorized('malformed');
    let header: Record<string, unknown>;
    let claims: Record<string, unknown>;
    try {
      header = b64json(parts[0]);
      claims = b64json(parts[1]);
    } catch {
      throw unauthorized('malformed');
    }
    const alg = header.alg as JwtAlgorithm;
    if (!this.algorithms.includes(alg)) throw unauthorized(`algorithm ${String(header.alg)} not accepted`);
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    const signature = Buffer.from(parts[2], 'base64url');
    let ok: boolean;
    if (alg === 'HS256') {
      const expected = createHmac('sha256', this.config.secret!).update(signed).digest();
      ok = expected.length === signature.length && timingSafeEqual(expected, signature);
    } else {
      // JWS ES256 signatures are the raw r||s pair, not DER.
      ok = verifySignature('sha256', signed, alg === 'ES256' ? { key: this.key!, dsaEncoding: 'ieee-p1363' } : this.key!, signature);
    }
    if (!ok) throw unauthorized('bad signature');
    const leeway = (this.config.leewaySeconds ?? 30) * 1000;
    // A time claim that is present must be a NumericDate: a string or an object would otherwise mean "never expires".
    const exp = numericDate(claims, 'exp');
    const nbf = numericDate(claims, 'nbf');
    if (exp !== undefined && now > exp * 1000 + leeway) throw unauthorized('expired');
    if (nbf !== undefined && now + leeway < nbf * 1000) throw unauthorized('not yet valid');
    if (this.config.issuer && claims.iss !== this.config.issuer) throw unauthorized('wrong issuer');
    if (this.config.audience) {
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!aud.includes(this.config.audience)) throw unauthorized('wrong audience');
    }
    if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) throw unauthorized('no subject');
    const name = typeof claims.name === 'string' ? claims.name : typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined;
    return { id: claims.sub, ...(name ? { name } : {}) };
  }
}
