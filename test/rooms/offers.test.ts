/**
 * Standing offers (GameDefinition.offers) through the match room and the
 * client SDK's `sendOffer`: TI3's "Trade Goods may be given to another player
 * at any time" played out of turn, never among the seats to move, stored and
 * replayed as an offer's answer; and a turn clock that answers prompts only.
 */
import { asc, eq } from 'drizzle-orm';
import type { MatchConnection, ViewMessage, WirePrompt } from '../../client-sdk/src';
import { matchMoves } from '../../server/src/db/schema';
import type { GameDefinition } from '../../server/src/engine';
import { ti3 } from '../../server/src/games/ti3';
import { highCard } from '../fixtures/high-card';
import { highCardChips } from '../fixtures/high-card-chips';
import { presetGalaxy, RACES } from '../ti3/helpers';
import { testDrivers } from '../support/db';
import { startTestServer, type TestServer } from '../support/server';

jest.setTimeout(60_000);

/** TI3 on a preset galaxy with races that need no home question: a few home positions, then the strategy phase. */
const ti3Preset: GameDefinition = {
  ...ti3,
  // The options come back through the registry once resolved (the room creates the match from them).
  optionsSchema: Object.fromEntries(['races', 'speaker', 'galaxy'].map((k) => [k, { type: 'string', label: k, description: 'test preset' }])),
  parseOptions: (_raw, seats) => ti3.parseOptions({ races: RACES.slice(0, seats), speaker: 0, galaxy: presetGalaxy(seats) }, seats),
};

type Ti3View = { prompt: WirePrompt | null; offer: WirePrompt | null; players: { tradeGoods: number }[] };
const ti3View = (c: MatchConnection) => c.view!.view as unknown as Ti3View;

describe.each(testDrivers())('standing offers through the room on %s', (driver) => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  const track = (c: MatchConnection) => (open.push(c), c);

  beforeAll(async () => {
    server = await startTestServer(driver, { messagesPerSecond: 1000 }, {}, (u) => u, [highCard, highCardChips, ti3Preset]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.leave()));
  });
  afterAll(() => server.stop());

  async function table(game: string, seats: number, clock: object): Promise<MatchConnection[]> {
    const first = track(await server.client().createMatch({ game, seats, clock, name: `${game}-0` }));
    const players = [first];
    for (let i = 1; i < seats; i++) players.push(track(await server.client().join(first.matchId, `${game}-${i}`)));
    await Promise.all(players.map((p) => p.waitForMeta((m) => m.status === 'active')));
    return players;
  }

  /** Every connection at version `v` or later. */
  const settled = (players: MatchConnection[], v: number) => Promise.all(players.map((p) => p.waitForView((x: ViewMessage) => x.v >= v)));

  async function storedMoves(matchId: string) {
    return server.database.db.select().from(matchMoves).where(eq(matchMoves.matchId, matchId)).orderBy(asc(matchMoves.seq));
  }

  it('TI3: a player gives Trade Goods out of turn; the offer is never among the seats to move and has no clock', async () => {
    // Five players: the 5-player positions 1, 4 and 5 start with Trade Goods (rulebook p.32).
    const players = await table('ti3', 5, { turnSeconds: 30 });
    let giver: MatchConnection | undefined;
    for (let moves = 0; !giver && moves < 20; moves++) {
      const v = Math.max(...players.map((p) => p.view?.v ?? 0));
      await settled(players, v);
      giver = players.find((p) => ti3View(p).offer !== null && ti3View(p).prompt === null);
      if (giver) break;
      const mover = players.find((p) => ti3View(p).prompt !== null)!;
      mover.sendMove(ti3View(mover).prompt!.choices![0], v);
      await settled(players, v + 1);
    }
    expect(giver).toBeDefined();
    const g = giver!.seat!;
    const v = giver!.view!.v;
    const meta = await giver!.waitForMeta((m) => m.moveCount === v && m.toMove.length > 0);
    const picker = meta.toMove[0];
    const pickerConn = players[picker];
    expect(meta.toMove).toEqual([picker]);
    expect(meta.toMove).not.toContain(g);
    expect(meta.seats[g].deadline).toBe(0); // an offer starts no clock
    expect(meta.seats[picker].deadline).toBeGreaterThan(0);
    const offer = ti3View(giver!).offer!;
    expect(offer).toMatchObject({ seat: g, kind: 'give-trade-goods' });
    const before = ti3View(giver!).players.map((p) => p.tradeGoods);
    const pickerQuestion = ti3View(pickerConn).prompt!.id;

    giver!.sendOffer({ to: picker, tradeGoods: 2 }, v);
    const seen = await Promise.all(players.map((p) => p.waitForView((x) => x.v === v + 1)));
    for (const view of seen) expect(view.events).toEqual([expect.objectContaining({ type: 'gave-trade-goods', data: { seat: g, to: picker, tradeGoods: 2 } })]);
    const after = ti3View(pickerConn).players.map((p) => p.tradeGoods);
    expect(after[g]).toBe(before[g] - 2);
    expect(after[picker]).toBe(before[picker] + 2);
    // The picker still owes its pick, under the same question id; the giver owes nothing.
    expect(ti3View(pickerConn).prompt!.id).toBe(pickerQuestion);
    const metaAfter = await giver!.waitForMeta((m) => m.moveCount === v + 1);
    expect(metaAfter.toMove).toEqual([picker]);
    expect(metaAfter.seats[g].deadline).toBe(0);

    // The same offer answered again from the old version is STALE: its Trade Goods changed.
    giver!.sendOffer({ to: picker, tradeGoods: 1 }, v);
    expect(await giver!.waitForError()).toMatchObject({ code: 'STALE' });
    // A flag that is not a boolean is a malformed message.
    giver!.sendRaw('move', { v: v + 1, move: { to: picker, tradeGoods: 1 }, offer: 'yes' });
    expect(await giver!.waitForError()).toMatchObject({ code: 'BAD_REQUEST' });

    // Stored as an answer to the offer, and replayed as one.
    const rows = await storedMoves(giver!.matchId);
    expect(rows).toHaveLength(v + 1);
    expect(rows[v]).toMatchObject({ seq: v + 1, seat: g, actor: 'player', move: { move: { to: picker, tradeGoods: 2 }, offer: true } });
    expect(rows.slice(0, v).every((r) => !('offer' in r.move))).toBe(true);
    expect(await server.store.movesAfter(giver!.matchId, v)).toEqual([{ seat: g, move: { to: picker, tradeGoods: 2 }, offer: true }]);
    const replayed = await server.client().replay(giver!.matchId, { viewer: g, seatToken: giver!.seatToken! });
    expect(replayed.view).toEqual(giver!.view!.view);
    expect(replayed.events).toEqual(seen[g].events);
  });

  it('SDK: a spectator cannot answer an offer', async () => {
    const players = await table('highcard-chips', 2, {});
    const watcher = track(await server.client().spectate(players[0].matchId));
    await watcher.waitForView();
    expect(() => watcher.sendOffer({ to: 0, chips: 1 })).toThrow(expect.objectContaining({ code: 'NOT_SEATED' }));
    expect((watcher.view!.view as { offer?: unknown }).offer).toBeNull();
  });

  it('a turn clock answers prompts only: a seat left with only an offer gets no deadline and no bot answer', async () => {
    const [a, b] = await table('highcard-chips', 2, { turnSeconds: 1, abandonSeconds: 0 });
    const start = await a.waitForView((x) => x.view.prompt !== null);
    a.sendMove([], start.v); // a swaps in time and now holds only its offer
    const meta = await a.waitForMeta((m) => m.moveCount === start.v + 1);
    expect(meta.toMove).toEqual([1]);
    expect(meta.seats[0].deadline).toBe(0);
    expect(meta.seats[1].deadline).toBeGreaterThan(0);
    expect((a.view!.view as { offer: WirePrompt | null }).offer).toMatchObject({ kind: 'give-chips' });
    // The clock answers b's swap, then every play of the match (3 rounds), and never an offer.
    await b.waitForView((x) => x.view.prompt === null && x.v >= 8, 20_000);
    const rows = await storedMoves(a.matchId);
    expect(rows.filter((r) => r.actor === 'clock').length).toBeGreaterThan(0);
    expect(rows.every((r) => !('offer' in r.move))).toBe(true);
    expect(b.view!.view.chips).toEqual([2, 2]);
  });
});
