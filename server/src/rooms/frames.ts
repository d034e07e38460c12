/**
 * Client message frames, decoded by us rather than by Colyseus (see
 * input/msgpack.ts for why). A ROOM_DATA frame is the protocol byte, the
 * message type (a MessagePack string or number, as colyseus.js writes it)
 * and, optionally, one MessagePack value.
 */
import { GameError, type Json } from '../engine';
import { decodeValue, decodeWhole } from '../input/msgpack';

/** Longest message type name accepted (ours are a few letters). */
const MAX_TYPE_LENGTH = 32;

export interface RoomMessage {
  type: string;
  /** Absent when the client sent a type alone. */
  message: Json | undefined;
}

export function decodeRoomData(frame: Uint8Array): RoomMessage {
  const { value: type, end } = decodeValue(frame, 1);
  if (typeof type !== 'string' && typeof type !== 'number') throw new GameError('BAD_REQUEST', 'a message type is a string');
  const name = String(type);
  if (name.length > MAX_TYPE_LENGTH) throw new GameError('BAD_REQUEST', `message types are at most ${MAX_TYPE_LENGTH} characters`);
  return { type: name, message: end < frame.length ? decodeWhole(frame, end) : undefined };
}
