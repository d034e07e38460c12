/**
 * Who may hold a seat reservation in a match room. A reservation is taken by
 * an HTTP request (POST /matchmake/…) and consumed when the WebSocket joins;
 * one that is never consumed waits out its time. Colyseus counts pending
 * reservations against the room's `maxClients`, so a stream of requests that
 * never connect used to fill a room and lock out even a player reclaiming
 * their own seat. Here each kind of entry has its own bound:
 *
 * - a reclaim with a seat token or account that opens a seat of this match
 *   is always admitted: nothing anyone else does can keep a player out;
 * - spectators: pending reservations are capped per match (and by the room
 *   left under MAX_SPECTATORS) and expire quickly;
 * - taking a free seat: capped per client address, and overall well above
 *   what honest players need, so one address cannot crowd out another;
 * - anything else (a bad token, a seat when none is free): a small cap; the
 *   join itself then answers with the reason (BAD_TOKEN, MATCH_FULL).
 */
import type { Entry } from './join-options';

export const ADMISSION = {
  /** Spectator reservations waiting to connect, per match. */
  pendingSpectators: 8,
  /**
   * Free-seat reservations waiting to connect, per match and per client
   * address: as many as the largest table, since friends behind one address
   * (a household, a club's network) may well join one match at once.
   */
  pendingSeatsPerAddress: 8,
  /** Free-seat reservations waiting to connect, per match. */
  pendingSeats: 64,
  /** Reservations that will be refused on join (bad token, no free seat), per match. */
  pendingOther: 8,
} as const;

/** How an admitted reservation was counted. */
export type ReservationClass = 'reclaim' | 'spectator' | 'seat' | 'other';

export interface PendingReservation {
  class: ReservationClass;
  address: string;
}

export interface RoomOccupancy {
  /** Spectators connected now. */
  spectators: number;
  spectatorCap: number;
  /** Whether a new player could take a seat now. */
  seatFree: boolean;
  /** Whether this entry reclaims a seat it is entitled to. */
  validReclaim: boolean;
}

export type AdmissionVerdict = { admit: true; class: ReservationClass } | { admit: false; reason: 'spectators-full' | 'busy' };

export function classify(entry: Entry, room: RoomOccupancy): ReservationClass {
  if (room.validReclaim) return 'reclaim';
  if (entry.kind === 'spectate') return 'spectator';
  return entry.kind === 'seat' && room.seatFree ? 'seat' : 'other';
}

export function admit(entry: Entry, address: string, pending: readonly PendingReservation[], room: RoomOccupancy): AdmissionVerdict {
  const kind = classify(entry, room);
  const waiting = (pred: (r: PendingReservation) => boolean) => pending.filter(pred).length;
  const ofKind = (r: PendingReservation) => r.class === kind;
  const yes: AdmissionVerdict = { admit: true, class: kind };
  switch (kind) {
    case 'reclaim':
      return yes;
    case 'spectator': {
      const n = waiting(ofKind);
      return n < ADMISSION.pendingSpectators && room.spectators + n < room.spectatorCap ? yes : { admit: false, reason: 'spectators-full' };
    }
    case 'seat':
      return waiting((r) => ofKind(r) && r.address === address) < ADMISSION.pendingSeatsPerAddress && waiting(ofKind) < ADMISSION.pendingSeats
        ? yes
        : { admit: false, reason: 'busy' };
    case 'other':
      return waiting(ofKind) < ADMISSION.pendingOther ? yes : { admit: false, reason: 'busy' };
  }
}
