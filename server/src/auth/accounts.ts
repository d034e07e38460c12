/**
 * Who is connecting: a verified account when the operator configured JWT
 * verification and the client sent a token, otherwise a guest.
 */
import { GameError } from '../engine';
import { JwtVerifier, type Account, type JwtConfig } from './jwt';

export interface AuthConfig {
  jwt?: JwtConfig;
  /** Refuse guests: every connection and API call needs an account token. */
  required: boolean;
}

export class Accounts {
  private readonly verifier: JwtVerifier | null;

  constructor(private readonly config: AuthConfig) {
    this.verifier = config.jwt ? new JwtVerifier(config.jwt) : null;
    if (config.required && !this.verifier) throw new Error('AUTH_REQUIRED needs JWT_SECRET or JWT_PUBLIC_KEY');
  }

  get enabled(): boolean {
    return this.verifier !== null;
  }

  /** The account behind a bearer token; null for a guest. Throws UNAUTHORIZED for a bad or missing-but-required token. */
  identify(token: string | undefined | null): Account | null {
    if (!token) {
      if (this.config.required) throw new GameError('UNAUTHORIZED', 'this server needs an account token');
      return null;
    }
    if (!this.verifier) throw new GameError('UNAUTHORIZED', 'this server does not accept account tokens');
    return this.verifier.verify(token);
  }
}
