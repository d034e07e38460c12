/**
 * A strict MessagePack decoder for what clients send: plain JSON values only.
 *
 * Why our own and not msgpackr's `unpack` (which Colyseus uses): msgpackr
 * always honours its structured-clone extensions (0x70 back-reference, 0x69
 * object id), whatever the decoder options, so a few hundred bytes decode into
 * a DAG with millions of leaves or into a cycle; it also decodes Dates, Sets,
 * Maps, typed arrays, BigInts, NaN and `undefined`, none of which a move may
 * hold (they would be stored differently from how they were applied). This
 * decoder builds every value fresh, counts and bounds nodes and depth while
 * it reads (INPUT_LIMITS), and refuses every extension except the one
 * colyseus.js clients use for plain objects: msgpackr's inline "record"
 * (fixext 1, type 0x72: a key list defined once, then referenced by a single
 * byte 0x40-0x7f for later objects with the same keys). Records carry keys,
 * never values, so they cannot share or loop.
 */
import { GameError, type Json } from '../engine';
import { INPUT_LIMITS, tooBig, tooDeep } from './limits';

const RECORD_EXTENSION = 0x72;
const FIRST_RECORD_ID = 0x40;

class Reader {
  private pos: number;
  private nodes = 0;
  /** Records defined so far in this message, by id - 0x40. */
  private readonly records: (string[] | undefined)[] = [];
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
  ) {
    this.pos = start;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get offset(): number {
    return this.pos;
  }

  get atEnd(): boolean {
    return this.pos >= this.bytes.length;
  }

  value(depth: number): Json {
    if (++this.nodes > INPUT_LIMITS.maxNodes) throw tooBig();
    const token = this.byte();
    if (token < 0x40) return token;
    if (token < 0x80) {
      const keys = this.records[token - FIRST_RECORD_ID];
      return keys ? this.record(keys, depth) : token;
    }
    if (token < 0x90) return this.map(token & 0x0f, depth);
    if (token < 0xa0) return this.array(token & 0x0f, depth);
    if (token < 0xc0) return this.string(token & 0x1f);
    if (token >= 0xe0) return token - 0x100;
    switch (token) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xca:
        return this.finite(this.view.getFloat32(this.take(4)));
      case 0xcb:
        return this.finite(this.view.getFloat64(this.take(8)));
      case 0xcc:
        return this.byte();
      case 0xcd:
        return this.view.getUint16(this.take(2));
      case 0xce:
        return this.view.getUint32(this.take(4));
      case 0xcf:
        return this.safe(this.view.getBigUint64(this.take(8)));
      case 0xd0:
        return this.view.getInt8(this.take(1));
      case 0xd1:
        return this.view.getInt16(this.take(2));
      case 0xd2:
        return this.view.getInt32(this.take(4));
      case 0xd3:
        return this.safe(this.view.getBigInt64(this.take(8)));
      case 0xd4:
        return this.fixext1(depth);
      case 0xd9:
        return this.string(this.byte());
      case 0xda:
        return this.string(this.view.getUint16(this.take(2)));
      case 0xdb:
        return this.string(this.view.getUint32(this.take(4)));
      case 0xdc:
        return this.array(this.view.getUint16(this.take(2)), depth);
      case 0xdd:
        return this.array(this.view.getUint32(this.take(4)), depth);
      case 0xde:
        return this.map(this.view.getUint16(this.take(2)), depth);
      case 0xdf:
        return this.map(this.view.getUint32(this.take(4)), depth);
      default:
        // 0xc1 (never used), binary (0xc4-0xc6), extensions (0xc7-0xc9, 0xd5-0xd8).
        throw bad(`MessagePack type 0x${token.toString(16)} is not accepted: send plain JSON values`);
    }
  }

  private byte(): number {
    if (this.pos >= this.bytes.length) throw truncated();
    return this.bytes[this.pos++];
  }

  /** Advances past `n` bytes and returns where they start. */
  private take(n: number): number {
    if (this.pos + n > this.bytes.length) throw truncated();
    const at = this.pos;
    this.pos += n;
    return at;
  }

  private finite(n: number): number {
    if (!Number.isFinite(n)) throw bad('numbers must be finite');
    return n;
  }

  private safe(n: bigint): number {
    if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)) throw bad('integers must be within ±2^53');
    return Number(n);
  }

  private string(length: number): string {
    const at = this.take(length);
    return utf8.decode(this.bytes.subarray(at, at + length));
  }

  private container(length: number, depth: number): void {
    if (depth >= INPUT_LIMITS.maxDepth) throw tooDeep();
    // Every element takes at least one byte: a length past the end is a lie, not a reason to allocate.
    if (length > this.bytes.length - this.pos) throw truncated();
  }

  private array(length: number, depth: number): Json[] {
    this.container(length, depth);
    const out: Json[] = [];
    for (let i = 0; i < length; i++) out.push(this.value(depth + 1));
    return out;
  }

  private map(length: number, depth: number): { [key: string]: Json } {
    this.container(length, depth);
    const out: { [key: string]: Json } = {};
    for (let i = 0; i < length; i++) {
      const key = this.value(depth + 1);
      if (typeof key !== 'string') throw bad('object keys must be strings');
      setKey(out, key, this.value(depth + 1));
    }
    return out;
  }

  private record(keys: string[], depth: number): { [key: string]: Json } {
    this.container(keys.length, depth);
    const out: { [key: string]: Json } = {};
    for (const key of keys) setKey(out, key, this.value(depth + 1));
    return out;
  }

  private fixext1(depth: number): Json {
    const type = this.byte();
    if (type !== RECORD_EXTENSION) throw bad(`MessagePack extension 0x${type.toString(16)} is not accepted: send plain JSON values`);
    const id = this.byte();
    if (id < FIRST_RECORD_ID || id >= 0x80) throw bad('malformed record definition');
    const keys = this.value(depth + 1);
    if (!Array.isArray(keys) || !keys.every((k): k is string => typeof k === 'string')) throw bad('a record definition lists string keys');
    if (new Set(keys).size !== keys.length) throw bad('duplicate key in a record definition');
    this.records[id - FIRST_RECORD_ID] = keys;
    return this.record(keys, depth);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

function setKey(target: { [key: string]: Json }, key: string, value: Json): void {
  // Assigning __proto__ would replace the object's prototype rather than add a key.
  if (key === '__proto__') throw bad('the key __proto__ is not allowed');
  if (Object.prototype.hasOwnProperty.call(target, key)) throw bad(`duplicate key ${JSON.stringify(key.slice(0, 40))}`);
  target[key] = value;
}

function bad(message: string): GameError {
  return new GameError('BAD_REQUEST', message);
}

function truncated(): GameError {
  return bad('the message ends in the middle of a value');
}

/**
 * Decodes one MessagePack value at `start`; returns it and the offset after it.
 * Throws BAD_REQUEST for anything that is not a bounded plain JSON value.
 */
export function decodeValue(bytes: Uint8Array, start = 0): { value: Json; end: number } {
  const reader = new Reader(bytes, start);
  const value = reader.value(0);
  return { value, end: reader.offset };
}

/** Decodes `bytes[start..]` as exactly one value; trailing bytes are refused. */
export function decodeWhole(bytes: Uint8Array, start = 0): Json {
  const { value, end } = decodeValue(bytes, start);
  if (end !== bytes.length) throw bad('unexpected bytes after the message');
  return value;
}
