/**
 * Matches everyone walked away from end as `aborted` after the configured
 * idle time (IDLE_MATCH_EXPIRY_SECONDS), unless a room for them is open; their
 * history stays, and a room that missed it learns at its next move.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { matches } from '../../server/src/db/schema';
import { GameRegistry, randomAnswer, seedRng } from '../../server/src/engine';
import { expireIdleMatches } from '../../server/src/matches/idle-expiry';
import { LiveMatch } from '../../server/src/matches/live-match';
import { highCard } from '../fixtures/high-card';
import { testDrivers, useTestStore } from '../support/db';

const registry = new GameRegistry([highCard]);
const log = pino({ level: 'silent' });

describe.each(testDrivers())('idle match expiry on %s', (driver) => {
  const t = useTestStore(driver);

  async function match(id: string, seatsTaken: number) {
    const m = await LiveMatch.create(t.store, registry, { id, game: 'highcard', seats: 2, options: { rounds: 3 }, visibility: 'public' });
    const tokens: string[] = [];
    for (let i = 0; i < seatsTaken; i++) tokens.push((await m.takeSeat(`p${i}`, null)).token);
    return { m, tokens };
  }

  /** As if nothing had happened to the match for `seconds`. */
  async function age(id: string, seconds: number) {
    await t.database.db
      .update(matches)
      .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(matches.id, id));
  }

  const statusOf = async (id: string) => (await t.store.getMatch(id))!.match.status;

  it('ends waiting and active matches idle for longer than the limit, except those with an open room', async () => {
    const p = `${driver}-sweep`;
    const idleActive = await match(`${p}-idle-active`, 2);
    await idleActive.m.submit(0, 0, []);
    await match(`${p}-idle-waiting`, 1);
    await match(`${p}-recent`, 2);
    await match(`${p}-open-room`, 2);
    const finished = await match(`${p}-finished`, 2);
    const rng = seedRng('finish');
    while (finished.m.status === 'active') {
      const seat = finished.m.seatsToMove()[0];
      await finished.m.submit(seat, finished.m.version, randomAnswer(finished.m.promptFor(seat)!, rng));
    }
    for (const id of ['idle-active', 'idle-waiting', 'open-room', 'finished']) await age(`${p}-${id}`, 7200);
    await age(`${p}-recent`, 600);

    const ended = await expireIdleMatches({ store: t.store, idleSeconds: 3600, openMatchIds: async () => [`${p}-open-room`], log });

    expect(ended.filter((id) => id.startsWith(p)).sort()).toEqual([`${p}-idle-active`, `${p}-idle-waiting`]);
    expect(await statusOf(`${p}-idle-active`)).toBe('aborted');
    expect(await statusOf(`${p}-idle-waiting`)).toBe('aborted');
    expect(await statusOf(`${p}-recent`)).toBe('active');
    expect(await statusOf(`${p}-open-room`)).toBe('active');
    expect(await statusOf(`${p}-finished`)).toBe('finished');
    // The history stays for replays; the match is no longer restored for play.
    expect((await t.store.loadHistory(`${p}-idle-active`, 1)).moves).toEqual([{ seat: 0, move: [] }]);
    expect(await LiveMatch.restore(t.store, registry, `${p}-idle-active`)).toBeNull();
    // A second pass finds nothing more to end.
    expect((await expireIdleMatches({ store: t.store, idleSeconds: 3600, openMatchIds: async () => [], log })).filter((id) => id.startsWith(p)).sort()).toEqual(
      [`${p}-open-room`],
    );
  });

  it('a player coming back counts as activity', async () => {
    const { m } = await match(`${driver}-touched`, 2);
    await age(m.id, 7200);
    await m.touch();
    await expireIdleMatches({ store: t.store, idleSeconds: 3600, openMatchIds: async () => [], log });
    expect(await statusOf(m.id)).toBe('active');
  });

  it('a room that missed the expiry refuses the next move as the match being aborted', async () => {
    const { m } = await match(`${driver}-behind`, 2);
    await age(m.id, 7200);
    await expireIdleMatches({ store: t.store, idleSeconds: 3600, openMatchIds: async () => [], log });
    await expect(m.submit(0, 0, [])).rejects.toMatchObject({ code: 'NOT_ACTIVE', message: 'the match is aborted' });
    await expect(m.submit(0, 0, [])).rejects.toMatchObject({ code: 'NOT_ACTIVE', message: 'the match is aborted' });
    expect(m.status).toBe('aborted');
    expect(m.promptFor(0)).toBeNull();
    expect((await t.store.loadHistory(m.id, 10)).moves).toEqual([]);
  });
});
