/** Refusals: a GameError carries one of the protocol's stable codes (protocol/errors.ts). */
import type { ErrorCode } from '../protocol';

export { ERROR_CODES, type ErrorCode } from '../protocol';

export class GameError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

export function isGameError(e: unknown): e is GameError {
  return e instanceof GameError;
}
