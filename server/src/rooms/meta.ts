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
  /** A bot plays for this seat: its player stayed away longer than the match allows. */
  @type('boolean') bot = false;
  /** When the seat's open prompt runs out (epoch ms, server clock); 0 = no clock running. */
  @type('float64') deadline = 0;
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
  /** The match's turn clock in seconds; 0 = none. */
  @type('uint32') turnSeconds = 0;
  /** How long a seat may stay empty before a bot plays for it; 0 = never. */
  @type('uint32') abandonSeconds = 0;
}

/**
 * Makes a synchronised number list equal to `values` in place. Assigning a new
 * ArraySchema instead makes every client build a fresh one (a Proxy and its
 * change tree) on every move, which showed in the load generator's profile.
 */
export function syncNumbers(list: ArraySchema<number>, values: readonly number[]): void {
  while (list.length > values.length) list.pop();
  values.forEach((v, i) => {
    if (i >= list.length) list.push(v);
    else if (list[i] !== v) list[i] = v;
  });
}
