/**
 * Hostile WebSocket frames for a match room: a catalogue of known attacks
 * and a seeded generator of random and mutated ones. Used by the message
 * fuzz test (small) and `npm run bench -- hostile` (large).
 */
/** A source of integers in [0, n): seeded in tests, so a failure can be replayed. */
export type Rand = (n: number) => number;
import { moveFrame, pack, roomData, selfReference, sharedReferenceDag, u16, u32, type Bytes } from './msgpack-write';

export interface HostileFrame {
  name: string;
  bytes: Uint8Array;
}

const nested = (depth: number): Bytes => [...Array<number>(depth).fill(0x91), 0x01];

/** Attacks that must each be answered with a coded error (or a close), quickly. */
export function knownAttacks(): HostileFrame[] {
  const frames: [string, Uint8Array][] = [
    ['shared-reference DAG, 2^27 leaves', moveFrame(0, sharedReferenceDag(27))],
    ['shared-reference DAG, 2^20 leaves', moveFrame(0, sharedReferenceDag(20))],
    ['cyclic move', moveFrame(0, selfReference())],
    ['nesting 33 deep', moveFrame(0, nested(33))],
    ['nesting 5000 deep', moveFrame(0, nested(5000))],
    ['10,001 values', moveFrame(0, [0xdc, ...u16(10_001), ...Array<number>(10_001).fill(0x01)])],
    ['array32 claiming 4 billion items', moveFrame(0, [0xdd, ...u32(0xffffffff), 0x01])],
    ['map32 claiming 4 billion entries', moveFrame(0, [0xdf, ...u32(0xffffffff)])],
    ['str32 claiming 4 GB', moveFrame(0, [0xdb, ...u32(0xffffffff), 0x41])],
    ['binary data', moveFrame(0, [0xc4, 3, 1, 2, 3])],
    ['timestamp extension', moveFrame(0, [0xd6, 0xff, ...u32(0)])],
    ['ext8 with unknown type', moveFrame(0, [0xc7, 2, 0x42, 1, 2])],
    ['undefined (fixext 0)', moveFrame(0, [0xd4, 0x00, 0x00])],
    ['NaN', moveFrame(0, [0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0])],
    ['Infinity', moveFrame(0, [0xca, 0x7f, 0x80, 0, 0])],
    ['int64 beyond 2^53', moveFrame(0, [0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])],
    ['__proto__ key', moveFrame(0, [0x81, ...pack('__proto__'), ...pack({ polluted: true })])],
    ['duplicate keys', roomData('move', [0x83, ...pack('v'), 0x00, ...pack('move'), 0x01, ...pack('move'), 0x02])],
    ['non-string key', roomData('move', [0x81, 0x01, 0x02])],
    ['record with a lying id', roomData('move', [0xd4, 0x72, 0x00, 0x91, ...pack('v'), 0x00])],
    ['record keys not strings', roomData('move', [0xd4, 0x72, 0x40, 0x91, 0x01, 0x00])],
    ['truncated map', roomData('move', [0x82, ...pack('v'), 0x00])],
    ['trailing bytes', roomData('move', [...pack({ v: 0, move: 0 }), 0x01, 0x02])],
    ['never-used type byte 0xc1', moveFrame(0, [0xc1])],
    ['type is an array', Uint8Array.from([13, 0x91, 0x01])],
    ['type of 200 characters', roomData('x'.repeat(200), pack({ v: 0, move: 0 }))],
    ['unknown message type', roomData('chat', pack('hello'))],
    ['binary-payload frame', Uint8Array.from([17, ...pack('move'), 1, 2, 3])],
    ['empty payload', roomData('move')],
    ['move without v', roomData('move', pack({ move: [] }))],
    ['v as a string', roomData('move', pack({ v: '0', move: [] }))],
    ['move of 12,000 characters', roomData('move', pack({ v: 0, move: 'x'.repeat(12_000) }))],
  ];
  return frames.map(([name, bytes]) => ({ name, bytes }));
}

/** Bytes that make msgpack decoders work hardest or lie: the fuzzer splices these in. */
const INTERESTING: Bytes[] = [
  [0xd6, 0x69, 0, 0, 0, 1],
  [0xd6, 0x70, 0, 0, 0, 1],
  [0xd4, 0x72, 0x40],
  [0xdd, 0xff, 0xff, 0xff, 0xff],
  [0xdf, 0xff, 0xff, 0xff, 0xff],
  [0xdb, 0x7f, 0xff, 0xff, 0xff],
  [0xc1],
  [0xc4, 0xff],
  [0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0],
  [0x91, 0x91, 0x91, 0x91, 0x91, 0x91, 0x91, 0x91],
  [0x40],
  [0x7f],
  [0xc0],
  [0xff],
];

/** A random value of plain JSON, of bounded size, for well-formed but wrong answers. */
function randomValue(rng: Rand, depth = 0): unknown {
  const r = rng(depth > 3 ? 6 : 9);
  switch (r) {
    case 0:
      return null;
    case 1:
      return rng(2) === 0;
    case 2:
      return rng(2000) - 1000;
    case 3:
      return rng(1000) / 7;
    case 4:
      return 'abcdefghij'.slice(0, rng(11));
    case 5:
      return rng(100);
    case 6:
      return Array.from({ length: rng(5) }, () => randomValue(rng, depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: rng(4) }, (_, i) => [`k${i}`, randomValue(rng, depth + 1)]));
    default:
      return [rng(10), rng(10)];
  }
}

/**
 * One random hostile frame: a well-formed message with a random move, a
 * random type, random bytes, or a valid frame (`honest`) with bytes flipped,
 * cut, repeated or spliced with INTERESTING sequences.
 */
export function randomFrame(rng: Rand, honest: readonly Uint8Array[]): HostileFrame {
  const kind = rng(6);
  if (kind === 0) return { name: 'random move', bytes: roomData('move', pack({ v: rng(5), move: randomValue(rng) })) };
  if (kind === 1) return { name: 'random message', bytes: roomData(['move', 'Move', '', 'view', 'error', '__proto__'][rng(6)], pack(randomValue(rng))) };
  if (kind === 2) return { name: 'random bytes', bytes: Uint8Array.from({ length: 1 + rng(64) }, (_, i) => (i === 0 && rng(2) === 0 ? 13 : rng(256))) };
  const base = [...honest[rng(honest.length)]];
  const at = 1 + rng(Math.max(1, base.length - 1));
  switch (kind) {
    case 3:
      for (let i = 0, n = 1 + rng(4); i < n; i++) base[1 + rng(base.length - 1)] = rng(256);
      return { name: 'flipped bytes', bytes: Uint8Array.from(base) };
    case 4:
      return { name: 'cut', bytes: Uint8Array.from(base.slice(0, at)) };
    default:
      return { name: 'spliced', bytes: Uint8Array.from([...base.slice(0, at), ...INTERESTING[rng(INTERESTING.length)], ...base.slice(at)]) };
  }
}
