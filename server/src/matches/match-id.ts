/** Match ids are their Colyseus room ids: letters, digits, `_` and `-`; anything else names no match. */
export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
