/** The one SDK client of the page: same origin as the page, seat tokens in localStorage. */
import { OrreryClient, WebStorageTokenStore } from '../../client-sdk/src';

export const client = new OrreryClient(location.origin, {
  tokens: new WebStorageTokenStore(localStorage),
  // A phone that loses the network for a while should still find its seat again.
  retry: { attempts: 60, delayMs: 1000 },
  // The SDK calls fetch as its own method; a browser's fetch must be called on window.
  fetch: (input, init) => window.fetch(input, init),
});

const NAME_KEY = 'orrery:name';

export function savedName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  localStorage.setItem(NAME_KEY, name.trim());
}

// The seat token alone does not say which seat it holds; replays need the number.
const SEAT_KEY = 'orrery:seatno:';

export function rememberSeat(matchId: string, seat: number): void {
  localStorage.setItem(SEAT_KEY + matchId, String(seat));
}

// A spectator's reload should go on watching: remembered for this tab only.
const WATCH_KEY = 'orrery:watching:';

export function rememberWatching(matchId: string): void {
  sessionStorage.setItem(WATCH_KEY + matchId, '1');
}

export function wasWatching(matchId: string): boolean {
  return sessionStorage.getItem(WATCH_KEY + matchId) === '1';
}

export function knownSeat(matchId: string): number | null {
  const s = localStorage.getItem(SEAT_KEY + matchId);
  return s !== null && client.tokens.get(matchId) ? Number(s) : null;
}
