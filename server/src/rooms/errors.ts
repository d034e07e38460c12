/** Carries our stable error codes through Colyseus's numeric matchmaking errors. */
import { ServerError } from '@colyseus/core';
import { GameError, isGameError } from '../engine';

/** Colyseus needs a number; the string code leads the message as `CODE: text`. */
export const JOIN_ERROR_STATUS = 4400;

export function toServerError(e: unknown): ServerError {
  const g = isGameError(e) ? e : new GameError('INTERNAL', 'the server could not handle the request');
  return new ServerError(JOIN_ERROR_STATUS, `${g.code}: ${g.message}`);
}
