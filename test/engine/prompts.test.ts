/**
 * The prompt shapes every game asks in: what each admits, what it refuses
 * and with which code, random answers that are always admitted (and fairly
 * spread), and enumerations for the leak fuzzer.
 */
import {
  answerCount,
  checkAnswer,
  enumerateAnswers,
  GameError,
  MatchRunner,
  randomAnswer,
  seedRng,
  type GameDefinition,
  type Json,
  type Prompt,
} from '../../server/src/engine';

const base = { seat: 0, kind: 'q', text: 'a question' };
const choice: Prompt = { ...base, choices: [1, 2, [3, 4]] };
const goods: Prompt = {
  ...base,
  choices: [
    [1, 2],
    [2, 3],
  ],
  unordered: true,
};
const pick: Prompt = { ...base, pick: { from: [7, 7, 9], min: 1, max: 2 } };
/** A payment of 10: M€ 1 each, steel worth 2 (at most 3), heat worth 1 (at most 2). */
const pay: Prompt = {
  ...base,
  amounts: {
    items: [
      { id: 'mc', label: 'M€', min: 0, max: 10 },
      { id: 'steel', label: 'steel', min: 0, max: 3, weight: 2 },
      { id: 'heat', label: 'heat', min: 0, max: 2 },
    ],
    total: { min: 10, max: 10 },
  },
};

const codeOf = (prompt: Prompt, move: Json): string => {
  try {
    checkAnswer(prompt, move);
    return 'ok';
  } catch (e) {
    return e instanceof GameError ? e.code : 'thrown';
  }
};

describe('answer checking', () => {
  it.each<[string, Prompt, Json, string]>([
    ['a listed choice', choice, [3, 4], 'ok'],
    ['an unlisted choice of the right type', choice, 5, 'ILLEGAL_MOVE'],
    ['a choice of a type none has', choice, 'two', 'BAD_MOVE'],
    ['an unordered set in another order', goods, [2, 1], 'ok'],
    ['an ordered choice in another order', { ...base, choices: [[1, 2]] }, [2, 1], 'ILLEGAL_MOVE'],
    ['a pick within bounds', pick, [7, 9], 'ok'],
    ['a pick of a repeated item twice, as often as it is offered', pick, [7, 7], 'ok'],
    ['a pick of one item more often than offered', { ...base, pick: { from: [7, 9], min: 1, max: 2 } }, [7, 7], 'ILLEGAL_MOVE'],
    ['a pick of too many', pick, [7, 7, 9], 'ILLEGAL_MOVE'],
    ['a pick of too few', pick, [], 'ILLEGAL_MOVE'],
    ['a pick of an absent item', pick, [8], 'ILLEGAL_MOVE'],
    ['a pick that is not an array', pick, 7, 'BAD_MOVE'],
    ['amounts that pay exactly', pay, { mc: 4, steel: 3 }, 'ok'],
    ['amounts with a missing id as 0', pay, { mc: 10 }, 'ok'],
    ['amounts over an item bound', pay, { mc: 2, steel: 4 }, 'ILLEGAL_MOVE'],
    ['amounts missing the total', pay, { mc: 3, steel: 3 }, 'ILLEGAL_MOVE'],
    ['amounts with an unknown id', pay, { mc: 10, titanium: 0 }, 'BAD_MOVE'],
    ['amounts that are not whole numbers', pay, { mc: 9.5, heat: 0.5 }, 'BAD_MOVE'],
    ['amounts as an array', pay, [10, 0, 0], 'BAD_MOVE'],
  ])('%s', (_what, prompt, move, code) => {
    expect(codeOf(prompt, move)).toBe(code);
  });

  it('quotes a refused answer briefly', () => {
    const long = Array.from({ length: 500 }, (_, i) => i);
    expect(() => checkAnswer(choice, long)).toThrow(expect.objectContaining({ message: expect.stringMatching(/^q: .{0,240}$/) }));
  });
});

describe('random answers', () => {
  it.each([choice, goods, pick, pay])('are always admitted (%#)', (prompt) => {
    const rng = seedRng('random-answers');
    for (let i = 0; i < 300; i++) expect(codeOf(prompt, randomAnswer(prompt, rng))).toBe('ok');
  });

  it('spread evenly over every admitted payment', () => {
    const all = enumerateAnswers(pay).map((a) => JSON.stringify(a));
    // mc + 2·steel + heat = 10: steel 0-3 and heat 0-2 fix mc, all within bounds.
    expect(all).toHaveLength(12);
    const rng = seedRng('even');
    const seen = new Map<string, number>();
    const draws = 12_000;
    for (let i = 0; i < draws; i++) {
      const key = JSON.stringify(randomAnswer(pay, rng));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([...all].sort());
    for (const n of seen.values()) expect(Math.abs(n - draws / 12)).toBeLessThan(draws / 12 / 5);
  });

  it('refuse amounts that admit nothing as an engine fault', () => {
    const impossible: Prompt = { ...base, amounts: { items: [{ id: 'a', label: 'a', min: 0, max: 2 }], total: { min: 5, max: 5 } } };
    expect(() => randomAnswer(impossible, seedRng('x'))).toThrow(expect.objectContaining({ code: 'INTERNAL' }));
  });
});

describe('enumeration', () => {
  it('lists every admitted answer of each shape, and only those', () => {
    expect(enumerateAnswers(choice)).toEqual(choice.choices);
    expect(enumerateAnswers(pick)).toEqual([[7], [7], [9], [7, 7], [7, 9], [7, 9]]);
    for (const a of enumerateAnswers(pay)) expect(codeOf(pay, a)).toBe('ok');
    expect(answerCount(pay)).toBe(12);
    expect(enumerateAnswers(pay, 5)).toHaveLength(5);
  });
});

describe('the runner checks answers before the game sees them', () => {
  it('refuses what the prompt does not admit without calling apply, for any game', () => {
    let applied = 0;
    const game: GameDefinition<{ done: boolean }> = {
      id: 'probe',
      name: 'probe',
      engineVersion: '1',
      minSeats: 1,
      maxSeats: 1,
      optionsSchema: {},
      parseOptions: () => ({}),
      setup: () => ({ done: false }),
      pending: (s) => (s.done ? [] : [{ seat: 0, kind: 'pay', text: 'pay 10', amounts: pay.amounts }]),
      apply: () => {
        applied++;
        return { state: { done: true }, events: [] };
      },
      view: () => ({}),
      result: (s) => (s.done ? { scores: [0], ranks: [1] } : null),
    };
    const r = MatchRunner.start(game, {}, [{ name: 'A' }], 'x');
    expect(() => r.prepare(0, 0, { mc: 9 })).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => r.prepare(0, 0, 'ten')).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    expect(applied).toBe(0);
    r.prepare(0, 0, { mc: 10 }).commit();
    expect(applied).toBe(1);
  });

  it('names the rule in a refusal when the game can explain it', () => {
    const game: GameDefinition<{ oceans: number }> = {
      id: 'why',
      name: 'why',
      engineVersion: '1',
      minSeats: 1,
      maxSeats: 1,
      optionsSchema: {},
      parseOptions: () => ({}),
      setup: () => ({ oceans: 3 }),
      pending: () => [{ seat: 0, kind: 'action', text: 'play a card', choices: ['pass'] }],
      apply: (s) => ({ state: s, events: [] }),
      view: () => ({}),
      result: () => null,
      explainRefusal: (s, _seat, move) => (move === 'algae' ? { code: 'ILLEGAL_MOVE', message: `Algae needs 5 oceans; there are ${s.oceans}` } : null),
    };
    const r = MatchRunner.start(game, {}, [{ name: 'A' }], 'x');
    expect(() => r.prepare(0, 0, 'algae')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE', message: 'Algae needs 5 oceans; there are 3' }));
    expect(() => r.prepare(0, 0, 'kelp')).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: 'action: "kelp" is not one of the 1 answers offered' }),
    );
  });

  it("uses the game's fallback answer for stand-ins, else a random admitted one", () => {
    const game: GameDefinition<{ n: number }> = {
      id: 'fb',
      name: 'fb',
      engineVersion: '1',
      minSeats: 1,
      maxSeats: 1,
      optionsSchema: {},
      parseOptions: () => ({}),
      setup: () => ({ n: 0 }),
      pending: () => [{ seat: 0, kind: 'sell', text: 'sell cards', pick: { from: [1, 2, 3], min: 0, max: 3 } }],
      apply: (s) => ({ state: s, events: [] }),
      view: () => ({}),
      result: () => null,
    };
    const rng = seedRng('stand-in');
    const random = MatchRunner.start(game, {}, [{ name: 'A' }], 'x');
    const answers = new Set(Array.from({ length: 50 }, () => JSON.stringify(random.standInAnswer(0, rng))));
    expect(answers.size).toBeGreaterThan(1);
    const careful = MatchRunner.start({ ...game, fallbackAnswer: () => [] }, {}, [{ name: 'A' }], 'x');
    expect(careful.standInAnswer(0, rng)).toEqual([]);
  });
});
