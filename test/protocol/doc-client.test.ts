/**
 * A client written from docs/protocol.md alone: plain colyseus.js and fetch,
 * no SDK, no server types. If this test needs something the document does not
 * say, the document is incomplete. It opens a match over HTTP matchmaking,
 * takes both seats, watches as a spectator, answers every prompt shape it
 * meets until the match ends, is refused as the document says, reclaims a
 * seat with its token, and reads the finished match back over HTTP.
 */
import { Client, type Room } from 'colyseus.js';
import { startTestServer, type TestServer } from '../support/server';

// The document's shapes, written out here as a stranger would.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Prompt {
  id: string;
  seat: number;
  kind: string;
  text: string;
  choices?: Json[];
  pick?: { from: Json[]; min: number; max: number };
  amounts?: { items: { id: string; min: number; max: number; weight?: number }[]; total?: { min: number; max: number } };
}
interface View {
  v: number;
  view: { prompt: Prompt | null; [key: string]: unknown };
  events: { type: string; text?: string }[];
}

/** A seat or spectator connection that keeps its latest view, seat message and errors. */
class Connection {
  view: View | null = null;
  /** The `log` message of section 1.2: the game log up to now, sent on joining. */
  log: { v: number; moves: { v: number; events: unknown[] }[] } | null = null;
  seat: { matchId: string; seat: number; seatToken: string | null } | null = null;
  readonly errors: { code: string; message: string }[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('view', (m: View) => {
      this.view = m;
      this.wake();
    });
    room.onMessage('log', (m: Connection['log']) => {
      this.log = m;
    });
    room.onMessage('seat', (m: Connection['seat']) => {
      this.seat = m;
      this.wake();
    });
    room.onMessage('error', (e: { code: string; message: string }) => {
      this.errors.push(e);
      this.wake();
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  async until(test: () => boolean, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}

/** The first admitted answer of any shape (section 2.3). */
function firstAnswer(p: Prompt): Json {
  if (p.choices) return p.choices[0];
  if (p.pick) return p.pick.from.slice(0, p.pick.min);
  const answer: { [id: string]: Json } = {};
  let sum = 0;
  for (const item of p.amounts!.items) {
    const w = item.weight ?? 1;
    const want = p.amounts!.total ? Math.max(item.min, Math.min(item.max, Math.ceil((p.amounts!.total.min - sum) / w))) : item.min;
    answer[item.id] = want;
    sum += want * w;
  }
  return answer;
}

describe('a client written from docs/protocol.md', () => {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    // A room already left never settles a second leave: only the open ones are left.
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
    await server.stop();
  });

  const ws = () => new Client(server.url.replace(/^http/, 'ws'));
  const track = (r: Room) => (rooms.push(r), new Connection(r));

  it('plays a match from matchmaking to its stored result', async () => {
    // 1.1: open a match, take the other seat by id, watch.
    const ann = track(await ws().create('match', { game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'Ann' }));
    const matchId = ann.room.roomId;
    const bob = track(await ws().joinById(matchId, { name: 'Bob' }));
    const watcher = track(await ws().joinById(matchId, { spectate: true }));
    await ann.until(() => ann.seat !== null && ann.view !== null);
    expect(ann.seat).toMatchObject({ matchId, seat: 0, seatToken: expect.any(String) });

    // 2.4: an answer to a question older than the seat's is STALE; a spectator's move is NOT_SEATED.
    await bob.until(() => bob.view?.view.prompt != null);
    watcher.room.send('move', { v: 0, move: 1 });
    await watcher.until(() => watcher.errors.length === 1);
    expect(watcher.errors[0].code).toBe('NOT_SEATED');

    // 2.5: Ann drops for good and comes back with her seat token from a new connection.
    const token = ann.seat!.seatToken!;
    await ann.room.leave(true);
    const again = track(await ws().joinById(matchId, { seatToken: token }));
    await again.until(() => again.seat !== null && again.view !== null);
    expect(again.seat!.seat).toBe(0);
    expect(again.log?.v).toBe(again.view!.v);

    // 2.2-2.4: answer whatever is asked until nobody is asked anything.
    const players = [again, bob];
    for (let moves = 0; moves < 50; moves++) {
      const mover = players.find((p) => p.view?.view.prompt);
      if (!mover) break;
      const { v, view } = mover.view!;
      mover.room.send('move', { v, move: firstAnswer(view.prompt!) });
      await mover.until(() => mover.view!.v > v || mover.errors.length > 0);
      expect(mover.errors).toEqual([]);
      await Promise.all(players.map((p) => p.until(() => p.view!.v >= mover.view!.v)));
    }
    // The resent last answer is refused, never applied twice.
    const last = bob.view!;
    bob.room.send('move', { v: last.v - 1, move: 1 });
    await bob.until(() => bob.errors.length === 1);
    expect(['NOT_YOUR_TURN', 'NOT_ACTIVE', 'STALE']).toContain(bob.errors[0].code);

    // 4: the stored match, over HTTP.
    const summary = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as { status: string; seats: { name: string; score: number | null }[] };
    expect(summary.status).toBe('finished');
    expect(summary.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    const replay = (await (await fetch(`${server.url}/api/matches/${matchId}/replay?viewer=omniscient&step=0`)).json()) as { step: number; view: unknown };
    expect(replay.step).toBe(0);
    await watcher.until(() => watcher.view!.v === last.v);
  });

  it('is refused with the codes the document names', async () => {
    await expect(ws().create('match', { game: 'no-such-game' })).rejects.toThrow(/^UNKNOWN_GAME: /);
    await expect(ws().joinById('no-such-match', { name: 'X' })).rejects.toThrow(/^NOT_FOUND: /);
    const res = await fetch(`${server.url}/matchmake/create/match`, { method: 'PUT', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
