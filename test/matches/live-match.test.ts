import { GameRegistry, randomAnswer, seedRng } from '../../server/src/engine';
import { distinctName, LiveMatch } from '../../server/src/matches/live-match';
import { SqlMatchStore } from '../../server/src/matches/store';
import type { MatchStore } from '../../server/src/matches/match-store';
import { highCard } from '../fixtures/high-card';
import { highCardChips } from '../fixtures/high-card-chips';
import { openTestDatabase, testDrivers } from '../support/db';

const registry = new GameRegistry([highCard, highCardChips]);

describe.each(testDrivers())('LiveMatch on %s', (driver) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let store: MatchStore;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    store = new SqlMatchStore(database, 4);
  });
  afterAll(() => database.close());

  async function fullMatch(id: string) {
    const m = await LiveMatch.create(store, registry, { id, game: 'highcard', seats: 2, options: { rounds: 3 }, visibility: 'public' });
    const a = await m.takeSeat('Ann', null);
    const b = await m.takeSeat('Bob', null);
    return { m, tokens: [a.token, b.token] };
  }

  it('starts when the last seat is taken, and stores seats with hashed tokens', async () => {
    const m = await LiveMatch.create(store, registry, { id: `${driver}-start`, game: 'highcard', seats: 2, options: {}, visibility: 'public' });
    expect(m.status).toBe('waiting');
    const a = await m.takeSeat('Ann', null);
    expect(m.status).toBe('waiting');
    const b = await m.takeSeat('Bob', null);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    expect(m.status).toBe('active');
    await expect(m.takeSeat('Cy', null)).rejects.toMatchObject({ code: 'MATCH_FULL' });
    const stored = (await store.getMatch(m.id))!;
    expect(stored.match.status).toBe('active');
    expect(stored.match.options).toEqual({ rounds: 3 });
    expect(stored.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    expect(stored.seats[0].tokenHash).not.toContain(a.token);
    expect(m.seatOfToken(a.token)).toBe(0);
    expect(m.seatOfToken(b.token)).toBe(1);
    expect(m.seatOfToken('forged')).toBeNull();
  });

  it('stores answers to standing offers marked as such, in the group commit and with a snapshot, and restores them as offers', async () => {
    const m = await LiveMatch.create(store, registry, {
      id: `${driver}-offers`,
      game: 'highcard-chips',
      seats: 2,
      options: { rounds: 3 },
      visibility: 'public',
    });
    await m.takeSeat('Ann', null);
    await m.takeSeat('Bob', null);
    await m.submit(0, 0, { to: 1, chips: 1 }, { offer: true }); // a plain move (group commit)
    await m.submit(0, 1, []);
    await m.submit(1, 2, { to: 0, chips: 3 }, { offer: true });
    await m.submit(0, 3, { to: 1, chips: 1 }, { offer: true }); // the 4th move: stored with a snapshot
    expect(m.seatsToMove()).toEqual([1]);
    expect(await store.movesAfter(m.id, 0)).toEqual([
      { seat: 0, move: { to: 1, chips: 1 }, offer: true },
      { seat: 0, move: [] },
      { seat: 1, move: { to: 0, chips: 3 }, offer: true },
      { seat: 0, move: { to: 1, chips: 1 }, offer: true },
    ]);
    const restored = (await LiveMatch.restore(store, registry, m.id))!;
    expect(restored.view({ kind: 'seat', seat: 0 })).toEqual(m.view({ kind: 'seat', seat: 0 }));
    expect(restored.offerFor(1)!.id).toBe(m.offerFor(1)!.id);
    expect((restored.view({ kind: 'spectator' }).view as { chips: number[] }).chips).toEqual([3, 1]);
  });

  it('stores each accepted move and nothing of a rejected one', async () => {
    const { m } = await fullMatch(`${driver}-moves`);
    await m.submit(0, 0, []);
    await expect(m.submit(0, 1, [])).rejects.toMatchObject({ code: 'NOT_YOUR_TURN' });
    await expect(m.submit(1, 1, [12345])).rejects.toMatchObject({ code: 'ILLEGAL_MOVE' });
    const { moves } = await store.loadHistory(m.id, 100);
    expect(moves).toEqual([{ seat: 0, move: [] }]);
    expect((await store.getMatch(m.id))!.match.moveCount).toBe(1);
  });

  it("lets a bot answer only the very prompt it was asked, and records it as the bot's", async () => {
    const { m } = await fullMatch(`${driver}-bot`);
    const asked = m.promptFor(0)!.id;
    await m.submit(0, 0, []);
    // Seat 0 answered first: a clock that ran out for that prompt must do nothing.
    expect(await m.answerFor(0, asked, 'clock', seedRng('b'))).toBeNull();
    expect(await m.answerFor(1, 'not-the-prompt', 'clock', seedRng('b'))).toBeNull();
    const outcome = await m.answerFor(1, m.promptFor(1)!.id, 'clock', seedRng('b'));
    expect(outcome?.version).toBe(2);
    const stored = (await store.getMatch(m.id))!;
    expect(stored.match.moveCount).toBe(2);
    expect(stored.seats[0]).toMatchObject({ botMoves: 0, botSince: null, botFromMove: null });
    expect(stored.seats[1]).toMatchObject({ botMoves: 1, botFromMove: 2 });
    expect(stored.seats[1].botSince).toBeInstanceOf(Date);
    await m.setAbandoned(1, true);
    expect((await store.getMatch(m.id))!.seats[1].abandonedAt).toBeInstanceOf(Date);
    const restored = (await LiveMatch.restore(store, registry, m.id))!;
    expect(restored.seats()[1]!.abandonedAt).toBeInstanceOf(Date);
    await restored.setAbandoned(1, false);
    expect((await store.getMatch(m.id))!.seats[1].abandonedAt).toBeNull();
  });

  it('rejects a move whose write fails and keeps its state', async () => {
    const { m } = await fullMatch(`${driver}-fail`);
    const before = m.view({ kind: 'seat', seat: 0 });
    const original = store.appendMove;
    store.appendMove = async () => {
      throw new Error('disk on fire');
    };
    try {
      await expect(m.submit(0, 0, [])).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    } finally {
      store.appendMove = original;
    }
    expect(m.view({ kind: 'seat', seat: 0 })).toEqual(before);
    await m.submit(0, 0, []);
    expect(m.version).toBe(1);
  });

  it('takes in a move whose write committed although the store reported a failure', async () => {
    const { m } = await fullMatch(`${driver}-lost-ack`);
    const original = store.appendMove;
    store.appendMove = async (...args) => {
      await original.apply(store, args);
      throw new Error('connection lost after COMMIT');
    };
    try {
      await expect(m.submit(0, 0, [])).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    } finally {
      store.appendMove = original;
    }
    expect(m.version).toBe(0);
    // The next request first catches up with the stored log: seat 0's swap is there.
    await expect(m.submit(0, 0, [])).rejects.toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(m.version).toBe(1);
    await m.submit(1, 1, []);
    expect((await store.loadHistory(m.id, 10)).moves).toEqual([
      { seat: 0, move: [] },
      { seat: 1, move: [] },
    ]);
  });

  it('stores simultaneous answers of one match together, and shows each only once it is stored', async () => {
    const { m } = await fullMatch(`${driver}-together`);
    expect(m.seatsToMove()).toEqual([0, 1]);
    const writes = store.counters.writes;
    const both = [m.submit(0, 0, []), m.submit(1, 0, [])];
    // Both are checked at once, but neither is current before it is stored.
    expect(m.version).toBe(0);
    const outcomes = await Promise.all(both);
    expect(outcomes.map((o) => o.version)).toEqual([1, 2]);
    expect(m.version).toBe(2);
    expect(store.counters.writes - writes).toBe(1);
    expect((await store.loadHistory(m.id, 10)).moves).toEqual([
      { seat: 0, move: [] },
      { seat: 1, move: [] },
    ]);
  });

  it('fails every later move in flight with the one whose write failed, and changes nothing', async () => {
    const { m } = await fullMatch(`${driver}-chain-fail`);
    const original = store.appendMove;
    let calls = 0;
    store.appendMove = async (...args) => {
      if (++calls > 1) return original.apply(store, args);
      // Fails only after the second answer was checked on top of this one and sent to be stored.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('disk on fire');
    };
    try {
      const out = await Promise.allSettled([m.submit(0, 0, []), m.submit(1, 0, [])]);
      expect(out.map((o) => (o.status === 'rejected' ? o.reason.code : o.value.version))).toEqual(['STORAGE_UNAVAILABLE', 'STORAGE_UNAVAILABLE']);
    } finally {
      store.appendMove = original;
    }
    expect(m.version).toBe(0);
    // The second answer was checked on top of the first, so the database refused it too.
    expect((await store.loadHistory(m.id, 10)).moves).toEqual([]);
    await m.submit(1, 0, []);
    await m.submit(0, 0, []);
    expect((await store.loadHistory(m.id, 10)).moves).toEqual([
      { seat: 1, move: [] },
      { seat: 0, move: [] },
    ]);
  });

  it('catches up with moves stored together although their acknowledgement was lost', async () => {
    const { m } = await fullMatch(`${driver}-chain-lost`);
    const original = store.appendMove;
    let calls = 0;
    store.appendMove = async (...args) => {
      const stored = await original.apply(store, args);
      if (++calls === 1) throw new Error('connection lost after COMMIT');
      return stored;
    };
    try {
      const out = await Promise.allSettled([m.submit(0, 0, []), m.submit(1, 0, [])]);
      expect(out.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    } finally {
      store.appendMove = original;
    }
    expect(m.version).toBe(0);
    // Both were stored in one statement: the next request brings both in, so resending one is stale.
    await expect(m.submit(1, 0, [])).rejects.toMatchObject({ code: 'STALE' });
    expect(m.version).toBe(2);
    expect((await store.loadHistory(m.id, 10)).moves).toEqual([
      { seat: 0, move: [] },
      { seat: 1, move: [] },
    ]);
  });

  it('restores an active match from snapshot plus moves, identical to the live one', async () => {
    const { m, tokens } = await fullMatch(`${driver}-restore`);
    const rng = seedRng('bots');
    for (let i = 0; i < 6; i++) {
      const seat = m.seatsToMove()[0];
      const live = m.view({ kind: 'seat', seat }) as any;
      await m.submit(seat, live.v, randomAnswer(live.view.prompt, rng));
    }
    const restored = (await LiveMatch.restore(store, registry, m.id))!;
    expect(restored.status).toBe('active');
    expect(restored.version).toBe(6);
    for (const seat of [0, 1]) expect(restored.view({ kind: 'seat', seat })).toEqual(m.view({ kind: 'seat', seat }));
    expect(restored.seatOfToken(tokens[1])).toBe(1);
  });

  it('finishes: stores the result, scores and ranks, and opens the omniscient view', async () => {
    const { m } = await fullMatch(`${driver}-finish`);
    const rng = seedRng('finish');
    expect(() => m.view({ kind: 'omniscient' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    while (m.status === 'active') {
      const seat = m.seatsToMove()[0];
      const prompt = (m.view({ kind: 'seat', seat }).view as any).prompt;
      await m.submit(seat, m.version, randomAnswer(prompt, rng));
    }
    expect(m.status).toBe('finished');
    const stored = (await store.getMatch(m.id))!;
    expect(stored.match.status).toBe('finished');
    expect(stored.match.result).toEqual(m.result());
    expect(stored.seats.map((s) => s.score)).toEqual(m.result()!.scores);
    expect(stored.seats.map((s) => s.rank)).toEqual(m.result()!.ranks);
    expect(Array.isArray((m.view({ kind: 'omniscient' }).view as any).deck)).toBe(true);
    await expect(m.submit(0, m.version, 1)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await LiveMatch.restore(store, registry, m.id)).toBeNull();
  });

  it('lists public matches by game, status and player, never private ones', async () => {
    const priv = await LiveMatch.create(store, registry, { id: `${driver}-private`, game: 'highcard', seats: 2, options: {}, visibility: 'private' });
    await priv.takeSeat('Zed', null);
    const list = await store.listMatches({ game: 'highcard', limit: 100, offset: 0 });
    expect(list.matches.map((r) => r.id)).not.toContain(priv.id);
    expect((await store.listMatches({ player: 'zed', limit: 10, offset: 0 })).total).toBe(0);
    const byName = await store.listMatches({ player: 'ann', status: 'finished', limit: 10, offset: 0 });
    expect(byName.matches.map((r) => r.id)).toEqual([`${driver}-finish`]);
    expect(byName.matches[0].seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
  });
});

describe('display names', () => {
  it('gives every seat a name no other seat has', () => {
    const holder = (name: string) => ({ name, tokenHash: '', accountId: null, abandonedAt: null });
    expect(distinctName(null, 2, [holder('Ann'), null, null])).toBe('Player 3');
    expect(distinctName('ann', 1, [holder('Ann'), null])).toBe('ann (2)');
    expect(distinctName('Player 1', 1, [holder('Player 1'), null])).toBe('Player 1 (2)');
    expect(distinctName('x'.repeat(32), 3, [holder('x'.repeat(32)), null, null, null])).toBe(`${'x'.repeat(28)} (4)`);
    expect(distinctName('Bob', 1, [holder('Ann'), null])).toBe('Bob');
  });
});
