/**
 * The match room as clients see it, through the client SDK: matchmaking,
 * seats, spectators, reconnection, bad input, and replays.
 */
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { testDrivers } from '../support/db';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

const spec = { game: 'highcard', seats: 2, options: { rounds: 2 } };

describe.each(testDrivers())('match room on %s', (driver) => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  const track = (c: MatchConnection) => (open.push(c), c);

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.leave()));
  });
  afterAll(() => server.stop());

  async function startedPair(name = 'pair') {
    const a = track(await server.client().createMatch({ ...spec, name: `${name}-a` }));
    const b = track(await server.client().join(a.matchId, `${name}-b`));
    await a.waitForView((v) => v.view.prompt !== null);
    await b.waitForView((v) => v.view.prompt !== null);
    return [a, b];
  }

  it('quick match puts players asking for the same game and options together and starts when full', async () => {
    const a = track(await server.client().quickMatch({ ...spec, options: { rounds: 3 }, name: 'Ann' }));
    expect(a.seat).toBe(0);
    expect((await a.waitForView()).view).toMatchObject({ waiting: true });
    const other = track(await server.client().quickMatch({ ...spec, options: { rounds: 1 }, name: 'Odd' }));
    expect(other.matchId).not.toBe(a.matchId);
    const b = track(await server.client().quickMatch({ ...spec, options: { rounds: 3 }, name: 'Bob' }));
    expect(b.matchId).toBe(a.matchId);
    expect(b.seat).toBe(1);
    const [va, vb] = await Promise.all([a.waitForView((v) => v.view.prompt !== null), b.waitForView((v) => v.view.prompt !== null)]);
    expect(va.view.prompt!.kind).toBe('swap');
    expect(vb.view.prompt!.seat).toBe(1);
    const meta = await a.waitForMeta((m) => m.status === 'active');
    expect(meta.seats.map((s) => [s.name, s.taken, s.connected])).toEqual([
      ['Ann', true, true],
      ['Bob', true, true],
    ]);
    expect(meta.toMove).toEqual([0, 1]);
    // A started match no longer takes quick-matchers.
    const c = track(await server.client().quickMatch({ ...spec, options: { rounds: 3 }, name: 'Cy' }));
    expect(c.matchId).not.toBe(a.matchId);
  });

  it('seats a crowd of simultaneous quick-matchers, two per match, none left out', async () => {
    const crowd = await Promise.all(Array.from({ length: 6 }, (_, i) => server.client().quickMatch({ ...spec, options: { rounds: 5 }, name: `Crowd${i}` })));
    crowd.forEach(track);
    const bySeatCount = new Map<string, number>();
    for (const c of crowd) bySeatCount.set(c.matchId, (bySeatCount.get(c.matchId) ?? 0) + 1);
    expect([...bySeatCount.values()].sort()).toEqual([2, 2, 2]);
  });

  it('rejects unknown games, bad seat counts and bad options with their codes', async () => {
    const client = server.client();
    await expect(client.quickMatch({ game: 'chess' })).rejects.toMatchObject({ code: 'UNKNOWN_GAME' });
    await expect(client.quickMatch({ game: 'highcard', seats: 9 })).rejects.toMatchObject({ code: 'BAD_SEATS' });
    await expect(client.quickMatch({ game: 'highcard', options: { rounds: 0 } })).rejects.toMatchObject({ code: 'BAD_OPTIONS' });
    await expect(client.quickMatch({ game: 'highcard', options: { rounds: 2, stackedDeck: [30, 29] } })).rejects.toMatchObject({ code: 'BAD_OPTIONS' });
    await expect(client.quickMatch({ game: 'highcard', name: 'x'.repeat(200) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps private matches out of every listing but lets invitees join by id', async () => {
    const host = track(await server.client().createMatch({ ...spec, private: true, name: 'Host' }));
    const lobby = await server.client().lobby('highcard');
    expect(lobby.open.map((m) => m.matchId)).not.toContain(host.matchId);
    const listed = await server.client().listMatches({ game: 'highcard', limit: 100 });
    expect(listed.matches.map((m) => m.matchId)).not.toContain(host.matchId);
    const quick = track(await server.client().quickMatch({ ...spec, name: 'Stranger' }));
    expect(quick.matchId).not.toBe(host.matchId);
    const guest = track(await server.client().join(host.matchId, 'Guest'));
    expect(guest.seat).toBe(1);
    await guest.waitForView((v) => v.view.prompt !== null);
  });

  it('lists open matches to join and live ones to watch', async () => {
    const waiting = track(await server.client().createMatch({ ...spec, name: 'Lonely' }));
    const [live] = await startedPair('lobby');
    const lobby = await server.client().lobby('highcard');
    expect(lobby.open.find((m) => m.matchId === waiting.matchId)).toMatchObject({ seatsTaken: 1, seatCount: 2, players: ['Lonely', null] });
    expect(lobby.live.map((m) => m.matchId)).toContain(live.matchId);
    expect(lobby.open.map((m) => m.matchId)).not.toContain(live.matchId);
  });

  it('refuses a seat in a full match and a forged token', async () => {
    const [a] = await startedPair('full');
    await expect(server.client().join(a.matchId, 'Late')).rejects.toMatchObject({ code: 'MATCH_FULL' });
    await expect(server.client().reclaim(a.matchId, 'not-a-token')).rejects.toMatchObject({ code: 'BAD_TOKEN' });
    await expect(server.client().join('nosuchmatch', 'X')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows spectators public information only, and they cannot move', async () => {
    const [a, b] = await startedPair('watch');
    await playMoves([a, b], 3);
    const spectator = track(await server.client().spectate(a.matchId));
    const seen = await spectator.waitForView();
    const text = JSON.stringify(seen);
    const hands = [a, b].flatMap((p, seat) => (p.view!.view.seats as { hand: number[] }[])[seat].hand);
    expect(seen.view.prompt).toBeNull();
    expect((seen.view.seats as { hand: unknown }[]).map((s) => s.hand)).toEqual([null, null]);
    expect(text).not.toMatch(/"deck":\[/);
    expect(hands.length).toBeGreaterThan(0);
    spectator.sendRaw('move', { v: seen.v, move: [] });
    expect((await spectator.waitForError()).code).toBe('NOT_SEATED');
    const meta = await a.waitForMeta((m) => m.spectators === 1);
    expect(meta.spectators).toBe(1);
  });

  it('rejects every kind of bad move with its code and leaves the stored log unchanged', async () => {
    const [a, b] = await startedPair('bad');
    await playMoves([a, b], 2); // both swapped: the play round starts
    const before = await server.store.movesAfter(a.matchId, 0);
    const moveCount = (await server.store.getMatch(a.matchId))!.match.moveCount;
    const v = a.view!.v;
    const hand = (a.view!.view.seats as { hand: number[] }[])[0].hand;
    const cases: [string, unknown, string][] = [
      ['move', { v: v - 1, move: hand[0] }, 'STALE'],
      ['move', { v: v + 5, move: hand[0] }, 'STALE'],
      ['move', { v: 'x', move: hand[0] }, 'BAD_REQUEST'],
      ['move', { v }, 'BAD_REQUEST'],
      ['move', 'garbage', 'BAD_REQUEST'],
      ['move', { v, move: 'seven' }, 'BAD_MOVE'],
      ['move', { v, move: 999 }, 'ILLEGAL_MOVE'],
      ['teleport', { anything: true }, 'BAD_REQUEST'],
    ];
    for (const [type, message, code] of cases) {
      a.sendRaw(type, message);
      expect(await a.waitForError()).toMatchObject({ code });
    }
    a.sendMove(hand[0], v);
    await a.waitForView((x) => x.v === v + 1);
    a.sendMove(hand[1], v + 1);
    expect(await a.waitForError()).toMatchObject({ code: 'NOT_YOUR_TURN' });
    const after = await server.store.movesAfter(a.matchId, 0);
    expect(after).toEqual([...before, { seat: 0, move: hand[0] }]);
    expect((await server.store.getMatch(a.matchId))!.match.moveCount).toBe(moveCount + 1);
    expect(b.view!.v).toBe(v + 1);
  });

  it('brings a dropped player back within the reconnection window with seat and view', async () => {
    const [a, b] = await startedPair('drop');
    await playMoves([a, b], 1);
    const before = a.view!;
    a.simulateDrop();
    await b.waitForMeta((m) => !m.seats[0].connected);
    await a.waitForStatus('connected');
    const back = await a.waitForView((v) => v !== before);
    expect(back.v).toBe(before.v);
    expect(back.view).toEqual(before.view);
    await b.waitForMeta((m) => m.seats[0].connected);
    await playMoves([a, b], 2);
    expect(a.view!.v).toBe(before.v + 2);
  });

  it('keeps a seat whose player stayed away past the window, for its token only', async () => {
    const [a, b] = await startedPair('window');
    const quitter = track(await new OrreryClient(server.url, { retry: { attempts: 0, delayMs: 0 } }).reclaim(a.matchId, a.seatToken));
    await a.waitForStatus('closed');
    await quitter.waitForView();
    quitter.simulateDrop();
    await quitter.waitForStatus('closed');
    await b.waitForMeta((m) => !m.seats[0].connected);
    await new Promise((r) => setTimeout(r, 2500)); // the test server's window is 2 s
    const meta = await b.waitForMeta((m) => !m.seats[0].connected);
    expect(meta.seats[0]).toMatchObject({ taken: true, connected: false, name: 'window-a' });
    await expect(server.client().join(a.matchId, 'Usurper')).rejects.toMatchObject({ code: 'MATCH_FULL' });
    const back = track(await server.client().reclaim(a.matchId, a.seatToken));
    expect(back.seat).toBe(0);
    expect((await back.waitForView()).view.prompt!.seat).toBe(0);
    await b.waitForMeta((m) => m.seats[0].connected);
  });

  it('lets a seat be reclaimed with its token after the window, and a second holder replaces the first', async () => {
    const [a, b] = await startedPair('reclaim');
    const token = a.seatToken!;
    const other = server.client();
    const replaced = a.waitForError();
    const second = track(await other.reclaim(a.matchId, token));
    expect(second.seat).toBe(0);
    expect((await replaced).code).toBe('SEAT_REPLACED');
    await a.waitForStatus('closed');
    expect((await second.waitForView()).view.prompt!.seat).toBe(0);
    await playMoves([second, b], 2);
    expect(second.view!.v).toBe(2);
  });

  it('serves replay steps equal to the live views, and the full view only after the end', async () => {
    const [a, b] = await startedPair('replay');
    const live = new Map<number, unknown>();
    const spectator = track(await server.client().spectate(a.matchId));
    const watched = new Map<number, unknown>();
    a.onView((v) => live.set(v.v, v));
    spectator.onView((v) => watched.set(v.v, v));
    const client = server.client();
    await expect(client.replay(a.matchId, { viewer: 'omniscient' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(client.replay(a.matchId, { viewer: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(client.replay(a.matchId, { viewer: 0, seatToken: b.seatToken! })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const total = await playMoves([a, b], 100);
    expect(a.view!.view.prompt).toBeNull();
    await a.waitForMeta((m) => m.status === 'finished');
    for (let step = 1; step <= total; step++) {
      const mine = await client.replay(a.matchId, { viewer: 0, step, seatToken: a.seatToken! });
      if (live.has(step)) expect({ v: mine.v, view: mine.view, events: mine.events }).toEqual(live.get(step));
      const pub = await client.replay(a.matchId, { step });
      expect({ v: pub.v, view: pub.view, events: pub.events }).toEqual(watched.get(step));
    }
    expect(live.size).toBeGreaterThan(total / 2);
    const full = await client.replay(a.matchId, { viewer: 'omniscient', step: 0 });
    expect(Array.isArray((full.view as unknown as { deck: unknown }).deck)).toBe(true);
    await expect(client.replay(a.matchId, { step: total + 1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const summary = await client.getMatch(a.matchId);
    expect(summary.status).toBe('finished');
    expect(summary.seats.map((s) => s.rank).every((r) => r === 1 || r === 2)).toBe(true);
    expect(JSON.stringify(summary)).not.toContain(a.seatToken!);
  });

  it('answers the HTTP API with JSON and stable error codes', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, db: driver });
    const games = await server.client().games();
    expect(games.games).toEqual([expect.objectContaining({ id: 'highcard', minSeats: 2, maxSeats: 4 })]);
    const missing = await fetch(`${server.url}/api/matches/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no match nope' } });
    const bad = await fetch(`${server.url}/api/matches?limit=5000`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const unknown = await fetch(`${server.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
  });
  it('gives players who give no name, or the same name, names the table can tell apart', async () => {
    const a = track(await server.client().createMatch({ ...spec, seats: 3 }));
    track(await server.client().join(a.matchId));
    track(await server.client().join(a.matchId, 'player 1'));
    const meta = await a.waitForMeta((m) => m.status === 'active');
    expect(meta.seats.map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'player 1 (3)']);
  });
});
