/**
 * Seeded pseudo-random numbers whose whole state is four 32-bit integers, kept
 * inside the game state so that a snapshot carries its own future.
 *
 * Algorithm: xoshiro128** (Blackman & Vigna, 2018) for the stream. The seed
 * string is hashed with 32-bit FNV-1a, and the four state words are then
 * filled by splitmix32 steps from that hash, which never yields the all-zero
 * state xoshiro cannot leave. Integers in [0, n) use rejection sampling, so
 * every outcome is exactly equally likely.
 *
 * The functions mutate the given state array in place: games call them on the
 * private copy of the state that `apply` receives.
 */

import { randomBytes } from 'node:crypto';

export type RngState = [number, number, number, number];

function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(x: number): [number, number] {
  const next = (x + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

export function seedRng(seed: string): RngState {
  let x = fnv1a32(seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [nx, out] = splitmix32(x);
    x = nx;
    words.push(out);
  }
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return words as RngState;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export function nextU32(s: RngState): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
  const t = (s[1] << 9) >>> 0;
  s[2] = (s[2] ^ s[0]) >>> 0;
  s[3] = (s[3] ^ s[1]) >>> 0;
  s[1] = (s[1] ^ s[2]) >>> 0;
  s[0] = (s[0] ^ s[3]) >>> 0;
  s[2] = (s[2] ^ t) >>> 0;
  s[3] = rotl(s[3], 11);
  return result;
}

/** A uniform integer in [0, n), for 1 <= n <= 2^32. */
export function randInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`randInt bound ${n}`);
  // Largest multiple of n that fits in 2^32; draws at or above it would bias low values.
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates, in place; returns the same array. */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

export function pickOne<T>(s: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pickOne from an empty list');
  return items[randInt(s, items.length)];
}

/** A fresh seed string for a new match (not for games: they only use their stored state). */
export function newSeed(): string {
  // Seeds are stored and shown in replays; hex keeps them copy-pasteable.
  return randomBytes(16).toString('hex');
}
