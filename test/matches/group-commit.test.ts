import { performance } from 'node:perf_hooks';
import { GroupCommit, type PlainMove } from '../../server/src/matches/group-commit';
import type { Json, RunnerSnapshot } from '../../server/src/engine';
import type { MoveRecord } from '../../server/src/matches/match-store';
import { testDrivers, useTestStore } from '../support/db';

/** A writeMany that records each statement's moves and stores whatever `decide` says. */
function recorder(decide: (batch: PlainMove[]) => boolean[] | Error = (b) => b.map(() => true)) {
  const statements: string[][] = [];
  const writeMany = async (batch: PlainMove[]) => {
    statements.push(batch.map((m) => `${m.matchId}@${m.seq}`));
    const out = decide(batch);
    if (out instanceof Error) throw out;
    return out;
  };
  return { statements, writeMany };
}

/** A recorder whose first statement stays under way until `release()`. */
function heldRecorder() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const r = recorder();
  const writeMany = async (batch: PlainMove[]) => {
    const out = r.writeMany(batch);
    if (r.statements.length === 1) await gate;
    return out;
  };
  return { statements: r.statements, writeMany, release };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const move = (matchId: string, seq: number): PlainMove => ({ matchId, seq, seat: 0, move: [seq] });

function sqlError(code: string): Error {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

describe('GroupCommit', () => {
  it('writes moves that arrive in the same turn of the loop in one statement', async () => {
    const r = recorder();
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    const results = await Promise.all(['a', 'b', 'c'].map((id) => group.append(move(id, 1))));
    expect(results).toEqual([true, true, true]);
    expect(r.statements).toEqual([['a@1', 'b@1', 'c@1']]);
    expect(group.stats).toMatchObject({ batches: 1, moves: 3, largest: 3 });
  });

  it('collects moves arriving while a batch is in flight into the next one', async () => {
    const r = heldRecorder();
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    const first = group.append(move('a', 1));
    await nextTurn();
    const later = [group.append(move('b', 1)), group.append(move('c', 1))];
    await nextTurn();
    expect(r.statements).toEqual([['a@1']]);
    r.release();
    await Promise.all([first, ...later]);
    expect(r.statements).toEqual([['a@1'], ['b@1', 'c@1']]);
  });

  it("puts a match's consecutive moves in one statement, in order", async () => {
    const r = recorder();
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    await Promise.all([group.append(move('a', 1)), group.append(move('a', 2)), group.append(move('b', 1))]);
    expect(r.statements).toEqual([['a@1', 'a@2', 'b@1']]);
  });

  it("holds a match's later move while a statement with its earlier one is under way", async () => {
    const r = heldRecorder();
    const group = new GroupCommit(r.writeMany, { maxInFlight: 2, maxBatch: 100, windowMs: 0 });
    const first = group.append(move('a', 1));
    await nextTurn();
    const later = [group.append(move('a', 2)), group.append(move('b', 1)), group.append(move('a', 3))];
    await nextTurn();
    // b goes ahead in a second statement; a's next moves wait for a@1.
    expect(r.statements).toEqual([['a@1'], ['b@1']]);
    r.release();
    await Promise.all([first, ...later]);
    expect(r.statements).toEqual([['a@1'], ['b@1'], ['a@2', 'a@3']]);
  });

  it('sends a move at once when the database was idle, and under load waits up to the window for company', async () => {
    const starts: number[] = [];
    const sizes: number[] = [];
    const group = new GroupCommit(
      async (batch) => {
        starts.push(performance.now());
        sizes.push(batch.length);
        return batch.map(() => true);
      },
      { maxInFlight: 2, maxBatch: 100, windowMs: 80 },
    );
    const t0 = performance.now();
    await group.append(move('a', 1));
    expect(starts[0] - t0).toBeLessThan(40);
    const later = [group.append(move('b', 1))];
    await new Promise((resolve) => setTimeout(resolve, 15));
    later.push(group.append(move('c', 1)));
    await Promise.all(later);
    expect(sizes).toEqual([1, 2]);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(75);
  });

  it('caps the rows per statement', async () => {
    const r = recorder();
    const group = new GroupCommit(r.writeMany, { maxInFlight: 2, maxBatch: 2, windowMs: 0 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => group.append(move(id, 1))));
    expect(r.statements.map((s) => s.length)).toEqual([2, 2, 1]);
  });

  it('answers false only for the move whose match was not at the expected version', async () => {
    const r = recorder((batch) => batch.map((m) => m.matchId !== 'stale'));
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    const out = await Promise.all([group.append(move('a', 1)), group.append(move('stale', 1)), group.append(move('b', 1))]);
    expect(out).toEqual([true, false, true]);
  });

  it("retries each move alone when one row breaks the statement, so other matches' moves still land", async () => {
    const r = recorder((batch) => (batch.some((m) => m.matchId === 'bad') ? sqlError('22P05') : batch.map(() => true)));
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    const out = await Promise.allSettled([group.append(move('a', 1)), group.append(move('bad', 1)), group.append(move('b', 1))]);
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.statements).toEqual([['a@1', 'bad@1', 'b@1'], ['a@1'], ['bad@1'], ['b@1']]);
  });

  it('fails the whole batch at once when the database is unreachable, without retrying each move', async () => {
    const r = recorder(() => sqlError('08006'));
    const group = new GroupCommit(r.writeMany, { maxInFlight: 1, maxBatch: 100, windowMs: 0 });
    const out = await Promise.allSettled([group.append(move('a', 1)), group.append(move('b', 1))]);
    expect(out.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(r.statements).toHaveLength(1);
  });
});

describe.each(testDrivers())('plain moves stored together on %s', (driver) => {
  const t = useTestStore(driver);

  async function activeMatch(id: string): Promise<void> {
    await t.store.createMatch({ id, game: 'highcard', engineVersion: '1', options: {}, seed: 's', seatCount: 2, visibility: 'public', clock: null });
    await t.store.startMatch(id, { version: 0 } as unknown as RunnerSnapshot);
  }

  const plain = (matchId: string, seq: number, seat: number, move: Json): MoveRecord => ({ matchId, seq, seat, move, actor: 'player' });

  it('stores concurrent moves of many matches in one statement, each in its own match', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `${driver}-many-${i}`);
    for (const id of ids) await activeMatch(id);
    const before = { ...t.store.counters };
    await Promise.all(ids.map((id, i) => t.store.appendMove(plain(id, 1, i % 2, { pick: i }))));
    expect(t.store.counters.moves - before.moves).toBe(6);
    expect(t.store.counters.writes - before.writes).toBe(1);
    for (const [i, id] of ids.entries()) {
      expect(await t.store.movesAfter(id, 0)).toEqual([{ seat: i % 2, move: { pick: i } }]);
      expect((await t.store.getMatch(id))!.match.moveCount).toBe(1);
    }
  });

  it('refuses only the move whose match moved on, and stores the others of its batch', async () => {
    const ids = ['a', 'b', 'c'].map((x) => `${driver}-stale-${x}`);
    for (const id of ids) await activeMatch(id);
    await t.store.appendMove(plain(ids[1], 1, 0, 'first'));
    const out = await Promise.allSettled([
      t.store.appendMove(plain(ids[0], 1, 0, 'x')),
      t.store.appendMove(plain(ids[1], 1, 1, 'second writer')),
      t.store.appendMove(plain(ids[2], 1, 0, 'y')),
    ]);
    // The second writer finds the match moved on: a conflict, not a database failure.
    expect(out).toEqual([
      { status: 'fulfilled', value: 'stored' },
      { status: 'fulfilled', value: 'conflict' },
      { status: 'fulfilled', value: 'stored' },
    ]);
    expect(await t.store.movesAfter(ids[1], 0)).toEqual([{ seat: 0, move: 'first' }]);
    expect(await t.store.movesAfter(ids[0], 0)).toEqual([{ seat: 0, move: 'x' }]);
    expect(await t.store.movesAfter(ids[2], 0)).toEqual([{ seat: 0, move: 'y' }]);
  });

  it("stores a match's moves of one statement together, or none of them", async () => {
    const [ok, behind] = [`${driver}-run-ok`, `${driver}-run-behind`];
    await activeMatch(ok);
    await activeMatch(behind);
    const before = { ...t.store.counters };
    const out = await Promise.allSettled([
      t.store.appendMove(plain(ok, 1, 0, 'one')),
      t.store.appendMove(plain(ok, 2, 1, 'two')),
      // Nothing stored at 1 for this match: 2 and 3 cannot follow.
      t.store.appendMove(plain(behind, 2, 0, 'x')),
      t.store.appendMove(plain(behind, 3, 1, 'y')),
    ]);
    expect(out.map((o) => o.status === 'fulfilled' && o.value)).toEqual(['stored', 'stored', 'conflict', 'conflict']);
    expect(t.store.counters.writes - before.writes).toBe(1);
    expect(await t.store.movesAfter(ok, 0)).toEqual([
      { seat: 0, move: 'one' },
      { seat: 1, move: 'two' },
    ]);
    expect((await t.store.getMatch(ok))!.match.moveCount).toBe(2);
    expect(await t.store.movesAfter(behind, 0)).toEqual([]);
    expect((await t.store.getMatch(behind))!.match.moveCount).toBe(0);
  });

  it('never writes to a finished match', async () => {
    const id = `${driver}-done`;
    await activeMatch(id);
    await t.store.setStatus(id, 'finished');
    expect(await t.store.appendMove(plain(id, 1, 0, 'late'))).toBe('conflict');
    // The same for a move written in its own transaction (a bot's, with a snapshot or a result).
    expect(await t.store.appendMove({ ...plain(id, 1, 0, 'late'), actor: 'bot' })).toBe('conflict');
    expect(await t.store.movesAfter(id, 0)).toEqual([]);
  });
});
