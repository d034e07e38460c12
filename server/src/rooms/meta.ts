/**
 * The Colyseus-synchronised room state: public match metadata only. Anything a
 * seat may not see travels in per-client `view` messages, never here.
 */
import { ArraySchema, Schema, type } from '@colyseus/schema';

export class SeatMeta extends Schema {
  @type('uint8') seat = 0;
  /** Empty while the seat is free. */
  @type('string') name = '';
  @type('boolean') taken = false;
  @type('boolean') connected = false;
  @type('boolean') bot = false;
}

export class MatchMeta extends Schema {
  @type('string') matchId = '';
  @type('string') game = '';
  /** waiting | active | finished | aborted */
  @type('string') status = 'waiting';
  @type('string') visibility = 'public';
  @type([SeatMeta]) seats = new ArraySchema<SeatMeta>();
  @type('uint16') spectators = 0;
  @type('uint32') moveCount = 0;
  @type(['uint8']) toMove = new ArraySchema<number>();
}
