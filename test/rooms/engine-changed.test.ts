/**
 * After an upgrade changes a game's rules, a stored match goes on when its
 * own history plays out the same under the new rules (the change touched
 * nothing it did), whatever the version says; otherwise a player reclaiming a
 * seat, a spectator and the replay are told ENGINE_CHANGED — not that the
 * match does not exist, and never shown a state its players did not see.
 */
import pino from 'pino';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { configFromEnv, type ServerConfig } from '../../server/src/config';
import type { GameDefinition } from '../../server/src/engine';
import { startServer } from '../../server/src/server';
import { highCard } from '../fixtures/high-card';
import { freshDatabaseConfig, testDrivers } from '../support/db';
import { playMoves } from '../support/play';

jest.setTimeout(60_000);

describe.each(testDrivers())('a match from older rules on %s', (driver) => {
  /** A 2-seat match played two moves under `highCard`, then the server restarted with `later`: what `check` sees. */
  async function across(later: GameDefinition, check: (client: () => OrreryClient, matchId: string, token: string) => Promise<void>) {
    const db = await freshDatabaseConfig(driver);
    const base = configFromEnv({});
    const config: ServerConfig = { ...base, port: 0, host: '127.0.0.1', databaseUrl: db.url, dataDir: db.dataDir ?? base.dataDir, snapshotEvery: 1 };
    const log = pino({ level: 'silent' });
    const before = await startServer(config, [highCard], { log });
    const client = () => new OrreryClient(`http://127.0.0.1:${before.port}`, { retry: { attempts: 0, delayMs: 0 } });
    const a = await client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 3 }, name: 'a' });
    const b = await client().join(a.matchId, 'b');
    await playMoves([a, b], 2, 'before');
    const token = a.seatToken!;
    await Promise.all([a.leave(), b.leave()]);
    await before.shutdown();
    const after = await startServer({ ...config, port: before.port }, [later], { log });
    try {
      await check(client, a.matchId, token);
    } finally {
      await after.shutdown();
      await db.drop();
    }
  }

  it('goes on under a new version whose rules play its history the same, and is recorded under it', async () => {
    // Scoring changed: the match has not scored yet, so nothing it did plays out differently.
    const later: GameDefinition = { ...highCard, engineVersion: `${highCard.engineVersion}-next`, result: (s) => highCard.result(s) };
    await across(later, async (client, matchId, token) => {
      const back: MatchConnection = await client().reclaim(matchId, token);
      expect((await back.waitForView((v) => v.v === 2)).v).toBe(2);
      expect((await client().getMatch(matchId)).engineVersion).toBe(later.engineVersion);
      await back.leave();
    });
  });

  it('goes on after a change that keeps the version (a rules change the replay corpus found harmless)', async () => {
    const refactored: GameDefinition = { ...highCard, pending: (s) => highCard.pending(s).map((p) => ({ ...p })) };
    await across(refactored, async (client, matchId, token) => {
      const back = await client().reclaim(matchId, token);
      expect((await back.waitForView((v) => v.v === 2)).v).toBe(2);
      await back.leave();
    });
  });

  it('is refused as ENGINE_CHANGED when the new rules play its history differently', async () => {
    // The deal changed: the very first stored snapshot differs.
    const redealt: GameDefinition = {
      ...highCard,
      engineVersion: `${highCard.engineVersion}-next`,
      setup: (o, seats, seed) => highCard.setup(o, seats, `${seed}:redealt`),
    };
    await across(redealt, async (client, matchId, token) => {
      await expect(client().reclaim(matchId, token)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
      await expect(client().spectate(matchId)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
      await expect(client().replay(matchId, { step: 1 })).rejects.toMatchObject({
        code: 'ENGINE_CHANGED',
        message: expect.stringContaining(`/api/matches/${matchId}`),
      });
      expect((await client().getMatch(matchId)).engineVersion).toBe(highCard.engineVersion);
    });
  });
});
