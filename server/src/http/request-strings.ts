/**
 * Query strings and route parameters, checked once for every API route:
 * each value a single short string without control characters (a NUL byte
 * used to reach the database and come back as a 500), so handlers and the
 * store only ever see text a person could have typed.
 */
import type { Request } from 'express';
import { GameError } from '../engine';

const MAX_VALUE_LENGTH = 256;
const MAX_PARAMETERS = 16;

const CONTROL = /[\u0000-\u001f\u007f]/;

/** A BAD_REQUEST for the first unfit query parameter, or undefined when all are fit. */
export function checkRequestStrings(req: Request): GameError | undefined {
  const entries = Object.entries(req.query);
  if (entries.length > MAX_PARAMETERS) return new GameError('BAD_REQUEST', `at most ${MAX_PARAMETERS} query parameters`);
  for (const [key, value] of entries) {
    if (CONTROL.test(key) || (typeof value === 'string' && CONTROL.test(value)))
      return new GameError('BAD_REQUEST', 'query parameters may not hold control characters');
    if (typeof value !== 'string') return new GameError('BAD_REQUEST', `query parameter ${key.slice(0, 32)} must be given once, as text`);
    if (value.length > MAX_VALUE_LENGTH) return new GameError('BAD_REQUEST', `query parameter values are at most ${MAX_VALUE_LENGTH} characters`);
  }
  return undefined;
}
