/**
 * Turn clocks and abandoned seats, through the client SDK: a prompt left open
 * past its clock is answered by a bot, a seat whose player stays away is
 * played by a bot until the player comes back, every bot move is stored like
 * a player's (marked with who made it), and all of it survives a restart.
 * Times are seconds, not minutes: the clock and abandonment are set short.
 */
import { and, asc, eq } from 'drizzle-orm';
import { OrreryClient, type MatchConnection, type MatchMeta } from '../../client-sdk/src';
import { matchMoves, matchSeats } from '../../server/src/db/schema';
import { randomAnswer, seedRng, type GameDefinition } from '../../server/src/engine';
import { highCard } from '../fixtures/high-card';
import { freshDatabaseConfig, testDrivers } from '../support/db';
import { playMoves } from '../support/play';
import { freePort, startServerProcess, type ServerProcess } from '../support/process';
import { startTestServer, type TestServer } from '../support/server';

jest.setTimeout(60_000);

const spec = { game: 'highcard', seats: 2 };

describe.each(testDrivers())('clocks and bots on %s', (driver) => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  const track = (c: MatchConnection) => (open.push(c), c);

  beforeAll(async () => {
    // Abandonment after 1 s by default here; bots answer after 50 ms.
    server = await startTestServer(driver, { abandonSeconds: 1, botDelayMs: 50 });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.leave()));
  });
  afterAll(() => server.stop());

  async function pair(options: object, clock?: object, name = 'p') {
    const a = track(await server.client().createMatch({ ...spec, options, clock, name: `${name}-a` } as never));
    const b = track(await server.client().join(a.matchId, `${name}-b`));
    await Promise.all([a, b].map((c) => c.waitForView((v) => v.view.prompt !== null)));
    return [a, b];
  }

  async function storedMoves(matchId: string) {
    const db = server.database.db;
    return db.select().from(matchMoves).where(eq(matchMoves.matchId, matchId)).orderBy(asc(matchMoves.seq));
  }

  async function seatRow(matchId: string, seat: number) {
    const [row] = await server.database.db
      .select()
      .from(matchSeats)
      .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, seat)));
    return row;
  }

  const answered = new WeakMap<MatchConnection, string>();
  /** Answers the connection's next question (a view can still show the one it just answered while a bot's move lands first). */
  async function answer(c: MatchConnection, seed = 'x') {
    const { v, view } = await c.waitForView((x) => x.view.prompt !== null && x.view.prompt.id !== answered.get(c));
    const prompt = view.prompt!;
    answered.set(c, prompt.id);
    c.sendMove(randomAnswer(prompt, seedRng(seed)), v);
    return c.waitForView((x) => x.v > v);
  }

  it('refuses malformed clocks, and quick match only pairs players asking for the same one', async () => {
    const client = server.client();
    for (const clock of [{ turnSeconds: 0 }, { turnSeconds: 'soon' }, { turnSeconds: 1.5 }, { abandonSeconds: -1 }, { moveSeconds: 3 }, 'fast']) {
      await expect(client.quickMatch({ ...spec, clock } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const clocked = track(await server.client().quickMatch({ ...spec, options: { rounds: 4 }, clock: { turnSeconds: 30 }, name: 'Clocked' }));
    const plain = track(await server.client().quickMatch({ ...spec, options: { rounds: 4 }, name: 'Plain' }));
    expect(plain.matchId).not.toBe(clocked.matchId);
    const same = track(await server.client().quickMatch({ ...spec, options: { rounds: 4 }, clock: { turnSeconds: 30 }, name: 'Same' }));
    expect(same.matchId).toBe(clocked.matchId);
    const meta = await same.waitForMeta((m) => m.status === 'active' && m.seats.every((s) => s.deadline > 0));
    expect(meta).toMatchObject({ turnSeconds: 30, abandonSeconds: 1 });
    for (const s of meta.seats) expect(s.deadline - Date.now()).toBeGreaterThan(25_000);
    expect(same.seatClock()).toEqual({ deadline: meta.seats[1].deadline, bot: false });
    expect((await server.client().getMatch(clocked.matchId)).clock).toEqual({ turnSeconds: 30 });
  });

  it('answers a prompt whose clock ran out with a bot, stored as such, and never one answered in time', async () => {
    const [a, b] = await pair({ rounds: 2 }, { turnSeconds: 1, abandonSeconds: 0 }, 'clock');
    const swapDeadline = (await a.waitForMeta((m) => m.seats[1].deadline > 0)).seats[1].deadline;
    expect(swapDeadline - Date.now()).toBeLessThanOrEqual(1000);
    await answer(a); // in time: this prompt must never get a bot answer
    const timedOut = await b.waitForView((v) => v.events.some((e) => e.type === 'autoplay'), 5000);
    expect(timedOut.events[0]).toMatchObject({ type: 'autoplay', data: { seat: 1, by: 'clock' } });
    expect(Date.now()).toBeGreaterThanOrEqual(swapDeadline);
    // The clock keeps answering for both until the match ends; nobody else moves.
    await a.waitForView((v) => v.view.prompt === null && v.v >= 6, 15_000);
    const moves = await storedMoves(a.matchId);
    expect(moves).toHaveLength(6);
    expect(moves[0]).toMatchObject({ seq: 1, seat: 0, actor: 'player' });
    expect(moves[1]).toMatchObject({ seq: 2, seat: 1, actor: 'clock' });
    expect(moves.slice(2).every((m) => m.actor === 'clock')).toBe(true);
    const summary = await server.client().getMatch(a.matchId);
    expect(summary.status).toBe('finished');
    expect(summary.seats[1].bot).toMatchObject({ fromMove: 2, moves: 3, abandonedAt: null });
    expect(summary.seats[0].bot).toMatchObject({ moves: 2, abandonedAt: null });
    expect([3, 4]).toContain(summary.seats[0].bot!.fromMove);
    expect(Date.parse(summary.seats[1].bot!.since!)).toBeGreaterThan(0);
    // The stored log, bot moves included, replays to what the players saw.
    expect((await server.client().replay(a.matchId, { viewer: 0, seatToken: a.seatToken! })).view).toEqual(a.view!.view);
  });

  it('leaves prompts answered in time alone', async () => {
    const [a, b] = await pair({ rounds: 3 }, { turnSeconds: 2, abandonSeconds: 0 }, 'fast');
    await playMoves([a, b], 100, 'fast');
    expect(a.view!.view.prompt).toBeNull();
    await new Promise((r) => setTimeout(r, 2500)); // past every deadline that was ever set
    const moves = await storedMoves(a.matchId);
    expect(moves.every((m) => m.actor === 'player')).toBe(true);
    expect((await server.client().getMatch(a.matchId)).seats.map((s) => s.bot)).toEqual([null, null]);
  });

  it('lets a bot play for a seat whose player left, so the other can finish, and records it', async () => {
    const [a, b] = await pair({ rounds: 3 }, undefined, 'gone');
    await playMoves([a, b], 2, 'gone'); // both swapped
    const leftAt = Date.now();
    await b.leave();
    const meta = await a.waitForMeta((m) => m.seats[1].bot, 5000);
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(900);
    expect(meta.seats[1]).toMatchObject({ bot: true, connected: false, taken: true });
    expect(a.seatClock(1)).toMatchObject({ bot: true, deadline: null });
    for (let round = 0; round < 3; round++) await answer(a, `round${round}`);
    const end = await a.waitForView((v) => v.view.prompt === null && v.v === 8, 10_000);
    expect(end.view).toMatchObject({ round: 4 });
    const moves = await storedMoves(a.matchId);
    expect(moves.filter((m) => m.seat === 1).map((m) => m.actor)).toEqual(['player', 'bot', 'bot', 'bot']);
    const summary = await server.client().getMatch(a.matchId);
    expect(summary.status).toBe('finished');
    expect(summary.seats[0].bot).toBeNull();
    expect(summary.seats[1].bot).toMatchObject({ moves: 3 });
    expect(summary.seats[1].bot!.fromMove).toBeGreaterThan(2);
    expect(Date.parse(summary.seats[1].bot!.abandonedAt!)).toBeGreaterThanOrEqual(leftAt);
  });

  it('stops the bot the moment its player reclaims the seat', async () => {
    const [a, b] = await pair({ rounds: 5 }, undefined, 'back');
    await playMoves([a, b], 2, 'back');
    const token = b.seatToken!;
    await b.leave();
    await a.waitForMeta((m) => m.seats[1].bot, 5000);
    // The bot answers the open round for the absent seat.
    await a.waitForMeta((m) => !m.toMove.includes(1), 5000);
    expect((await seatRow(a.matchId, 1)).abandonedAt).not.toBeNull();
    const back = track(await server.client().reclaim(a.matchId, token));
    const meta = await back.waitForMeta((m) => m.seats[1].connected && !m.seats[1].bot, 5000);
    expect(meta.seats[1].bot).toBe(false);
    await answer(a, 'next');
    const asked = await back.waitForView((v) => v.view.prompt !== null);
    await new Promise((r) => setTimeout(r, 400)); // many bot delays
    expect(back.view!.v).toBe(asked.v);
    expect(back.view!.view.prompt).not.toBeNull();
    await answer(back, 'human');
    const last = (await storedMoves(a.matchId)).at(-1)!;
    expect(last).toMatchObject({ seat: 1, actor: 'player' });
    expect((await seatRow(a.matchId, 1)).abandonedAt).toBeNull();
  });

  it('waits for somebody: bots do not play out a match everyone left', async () => {
    const [a, b] = await pair({ rounds: 2 }, { turnSeconds: 1 }, 'empty');
    const spectator = track(await server.client().spectate(a.matchId));
    await Promise.all([a.leave(), b.leave()]);
    await spectator.waitForMeta((m: MatchMeta) => m.seats.every((s) => s.bot), 5000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(spectator.meta!.moveCount).toBe(0);
    expect(await storedMoves(a.matchId)).toEqual([]);
  });
});

describe('clocks and bots across a restart', () => {
  // PGlite's cold start is slow on a busy machine.
  const START_MS = 120_000;
  jest.setTimeout(300_000);

  it('brings an abandoned seat back with its bot, and restarts the clocks', async () => {
    const db = await freshDatabaseConfig('pglite');
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: db.dataDir!, ABANDON_SECONDS: '1', BOT_DELAY_MS: '50', RECONNECT_SECONDS: '1' };
    let proc: ServerProcess | null = await startServerProcess('test/support/fixture-server.ts', env, START_MS);
    const conns: MatchConnection[] = [];
    try {
      const url = `http://127.0.0.1:${port}`;
      const ann = new OrreryClient(url, { retry: { attempts: 200, delayMs: 250 } });
      const a = await ann.createMatch({ ...spec, options: { rounds: 5 }, clock: { turnSeconds: 4 }, name: 'Ann' });
      const b = await new OrreryClient(url).join(a.matchId, 'Bob');
      conns.push(a, b);
      await playMoves([a, b], 2, 'restart');
      await b.leave();
      await a.waitForMeta((m) => m.seats[1].bot, 5000);
      await a.waitForMeta((m) => !m.toMove.includes(1), 5000);
      const before = a.view!.v;

      await proc.stop('SIGTERM');
      proc = null;
      // Taken before the start: Ann's client may reconnect (and her clock restart) before the start call returns.
      const restartedAt = Date.now();
      proc = await startServerProcess('test/support/fixture-server.ts', env, START_MS);
      await a.waitForStatus('connected', 150_000);
      // The bot still plays for Bob; Ann's open prompt has a fresh clock, started when she came back.
      // A deadline set before the stop ends before restartedAt + 4 s (the turn clock); a fresh one, after.
      // (The last meta from before the stop may still be the one the client holds right after reconnecting.)
      const meta = await a.waitForMeta((m) => m.seats[1].bot && m.seats[0].deadline >= restartedAt + 4000, 10_000);
      expect(meta.seats[0].deadline).toBeLessThan(Date.now() + 4000 + 1000);
      expect(a.view!.v).toBe(before);
      // Ann lets her clock run out: a bot answers for her too, then for Bob's next prompt.
      const timed = await a.waitForView((v) => v.events.some((e) => e.type === 'autoplay' && (e.data as { seat: number }).seat === 0), 10_000);
      expect(timed.v).toBe(before + 1);
      await a.waitForMeta((m) => m.moveCount >= before + 2, 5000);
      const summary = await ann.getMatch(a.matchId);
      expect(summary.seats[1].bot).toMatchObject({ abandonedAt: expect.any(String) });
      expect(summary.seats[0].bot).toMatchObject({ fromMove: before + 1, moves: 1 });
    } finally {
      await Promise.all(conns.map((c) => c.leave()));
      await proc?.stop('SIGTERM');
      await db.drop();
    }
  });
});

describe('fallback answers', () => {
  it("a turn clock answers with the game's fallback answer where the game has one", async () => {
    // Swap nothing and play the first card listed: what a careful stand-in does, and unlikely by chance.
    const careful: GameDefinition = { ...highCard, fallbackAnswer: (_s, prompt) => (prompt.pick ? [] : prompt.choices![0]) };
    const server = await startTestServer('pglite', { botDelayMs: 50 }, {}, (u) => u, [careful]);
    const open: MatchConnection[] = [];
    try {
      const a = await server.client().createMatch({ ...spec, options: { rounds: 5 }, clock: { turnSeconds: 1, abandonSeconds: 0 }, name: 'A' });
      const b = await server.client().join(a.matchId, 'B');
      open.push(a, b);
      // Nobody answers: the clock plays the two swaps, then the first round's two cards.
      const asked = await Promise.all([a, b].map((c) => c.waitForView((v) => v.v === 2 && v.view.prompt !== null, 15_000)));
      await a.waitForView((v) => v.v >= 4, 15_000);
      const moves = await server.store.movesAfter(a.matchId, 0);
      expect(moves.slice(0, 2).map((m) => m.move)).toEqual([[], []]);
      const played = moves
        .slice(2, 4)
        .sort((x, y) => x.seat - y.seat)
        .map((m) => m.move);
      expect(played).toEqual(asked.map((v) => v.view.prompt!.choices![0]));
    } finally {
      await Promise.all(open.map((c) => c.leave()));
      await server.stop();
    }
  });
});
