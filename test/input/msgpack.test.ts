/**
 * The strict client-message decoder: everything colyseus.js sends decodes
 * to the same plain value; nothing beyond bounded plain JSON gets through.
 */
import { Packr } from '@colyseus/msgpackr';
import { decodeWhole } from '../../server/src/input/msgpack';
import { checkBounds, INPUT_LIMITS } from '../../server/src/input/limits';
import { pack, selfReference, sharedReferenceDag, u16 } from '../../server/src/tools/hostile/msgpack-write';
import { quote } from '../../server/src/engine';

/** colyseus.js sends with a default Packr: objects as inline records, small ints 64-127 as uint8. */
const clientPackr = new Packr();

describe('decoding client messages', () => {
  it.each([
    ['a move', { v: 12, move: [1, 2, 3] }],
    [
      'nested records with repeated shapes',
      {
        v: 0,
        move: [
          { a: 1, b: [{ a: 2, b: [] }] },
          { a: 3, b: null },
        ],
      },
    ],
    ['integers of every width', [0, 63, 64, 127, 128, 255, 256, 65535, 65536, 2 ** 31, 2 ** 40, -1, -32, -33, -129, -(2 ** 31), -(2 ** 40)]],
    ['floats', [0.5, -1.25, 1e-300, 123456.789]],
    ['strings of every length class', ['', 'a', 'x'.repeat(31), 'y'.repeat(32), 'z'.repeat(300), 'w'.repeat(70_000), 'ünïcødé ✓']],
    ['booleans and null', [true, false, null, { x: null }]],
    ['many distinct shapes', Array.from({ length: 80 }, (_, i) => ({ [`k${i}`]: i }))],
  ])('reads %s as colyseus.js writes it', (_what, value) => {
    expect(decodeWhole(clientPackr.pack(value))).toEqual(value);
  });

  const refusals: [string, number[]][] = [
    ['a shared-reference DAG', sharedReferenceDag(20)],
    ['a cycle', selfReference()],
    ['binary', [0xc4, 1, 0]],
    ['an unknown extension', [0xd5, 0x01, 0, 0]],
    ['a timestamp', [0xd6, 0xff, 0, 0, 0, 0]],
    ['undefined', [0xd4, 0, 0]],
    ['NaN', [0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0]],
    ['an integer past 2^53', [0xcf, 0x00, 0x40, 0, 0, 0, 0, 0, 0]],
    ['nesting past the limit', [...Array<number>(INPUT_LIMITS.maxDepth + 1).fill(0x91), 1]],
    ['more values than the limit', [0xdc, ...u16(INPUT_LIMITS.maxNodes), ...Array<number>(INPUT_LIMITS.maxNodes).fill(1)]],
    ['a __proto__ key', [0x81, ...pack('__proto__'), 0x80]],
    ['a duplicate key', [0x82, ...pack('a'), 1, ...pack('a'), 2]],
    ['a non-string key', [0x81, 1, 2]],
    ['an array longer than the message', [0xdd, 0xff, 0xff, 0xff, 0xff]],
    ['a cut string', [0xa5, 0x61]],
    ['trailing bytes', [0x01, 0x02]],
  ];
  it.each(refusals)('refuses %s with BAD_REQUEST', (_what, bytes) => {
    expect(() => decodeWhole(Uint8Array.from(bytes))).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('accepts exactly the limits', () => {
    const deepest = [...Array<number>(INPUT_LIMITS.maxDepth).fill(0x91), 1];
    expect(() => decodeWhole(Uint8Array.from(deepest))).not.toThrow();
    const most = [0xdc, ...u16(INPUT_LIMITS.maxNodes - 1), ...Array<number>(INPUT_LIMITS.maxNodes - 1).fill(1)];
    expect(() => decodeWhole(Uint8Array.from(most))).not.toThrow();
  });

  it('builds objects with an ordinary prototype, however the keys are named', () => {
    const value = decodeWhole(Uint8Array.from(pack({ constructor: 1, toString: 2, hasOwnProperty: 3 }))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value).toEqual({ constructor: 1, toString: 2, hasOwnProperty: 3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('bounds of parsed JSON', () => {
  it('refuses depth, size and __proto__ in what JSON.parse made', () => {
    expect(() => checkBounds(JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`))).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(() => checkBounds(Array(INPUT_LIMITS.maxNodes).fill(0))).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(() => checkBounds(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(() => checkBounds({ game: 'rftg', options: { expansion: 'bow', goals: true } })).not.toThrow();
  });
});

describe('quoting client input', () => {
  it('stops at 200 characters whatever it is given', () => {
    expect(quote('x'.repeat(10_000)).length).toBeLessThanOrEqual(201);
    expect(quote(Array.from({ length: 100_000 }, (_, i) => i)).length).toBeLessThanOrEqual(201);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(quote(cyclic)).toBe('{"a":1,"self":<cycle>}');
    let dag: unknown[] = [1];
    for (let i = 0; i < 40; i++) dag = [dag, dag];
    const started = Date.now();
    expect(quote(dag).length).toBeLessThanOrEqual(201);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('shows small values as JSON', () => {
    expect(quote([1, 'a', null, { b: true }])).toBe('[1,"a",null,{"b":true}]');
    expect(quote(undefined)).toBe('undefined');
  });
});
