import { sameJson } from '../../server/src/engine/same-json';

describe('sameJson', () => {
  it('agrees with comparing JSON text, ignoring key order and undefined members', () => {
    const prompt = {
      seat: 1,
      kind: 'choose',
      choices: [
        { id: 'a', cards: [3, 4] },
        { id: 'b', cards: [] },
      ],
      min: 1,
      max: 1,
      note: undefined,
    };
    expect(sameJson(prompt, JSON.parse(JSON.stringify(prompt)))).toBe(true);
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });

  it('tells apart values that serialise differently', () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1 }, { a: 2 }],
      [{ a: 1 }, { a: 1, b: 0 }],
      [{ a: 1, b: 0 }, { a: 1 }],
      [
        { a: 1, b: 0 },
        { a: 1, c: 0 },
      ],
      [
        [1, 2],
        [2, 1],
      ],
      [
        [1, 2],
        [1, 2, 3],
      ],
      [[], {}],
      [{ a: null }, { a: {} }],
      [{ a: [0] }, { a: ['0'] }],
      [null, {}],
      ['x', 'y'],
      [{ a: { b: { c: [1] } } }, { a: { b: { c: [1, 1] } } }],
    ];
    for (const [a, b] of cases) {
      expect(sameJson(a, b)).toBe(false);
      expect(sameJson(b, a)).toBe(false);
    }
  });
});
