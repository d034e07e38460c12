/**
 * Every refusal a client can receive carries one of these stable codes:
 * clients branch on the code; the message is for people. docs/protocol.md
 * says which requests give which.
 */
export const ERROR_CODES = [
  'BAD_REQUEST', // malformed message or parameters
  'BAD_OPTIONS', // game options that do not validate
  'BAD_SEATS', // seat count outside the game's range
  'UNKNOWN_GAME',
  'NOT_FOUND', // no such match, or nothing to restore
  'MATCH_FULL', // no free seat left
  'SPECTATORS_FULL',
  'BAD_TOKEN', // the seat token does not match any seat of this match
  'NOT_SEATED', // the sender holds no seat (spectators never move)
  'NOT_ACTIVE', // the match has not started or has ended
  'STALE', // the move was made against an older version of the seat's question
  'NOT_YOUR_TURN', // the seat has no open prompt
  'BAD_MOVE', // the answer does not have the prompt's shape
  'ILLEGAL_MOVE', // well-formed, but not allowed by the rules now
  'FORBIDDEN', // e.g. the omniscient view of a running match
  'UNAUTHORIZED', // an account token that does not verify, or none where one is required
  'SEAT_REPLACED', // another connection reclaimed this seat
  'STORAGE_UNAVAILABLE', // the move could not be committed; nothing changed
  'RATE_LIMITED', // too many requests or messages from this client; retry later
  'SERVER_FULL', // this process hosts as many matches as it may (MAX_MATCHES)
  'ENGINE_CHANGED', // the match was played by another version of the game's rules: it cannot be resumed or replayed
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The `error` message on a match connection, and `error` in an HTTP error body. */
export interface ErrorMessage {
  code: ErrorCode;
  message: string;
}
