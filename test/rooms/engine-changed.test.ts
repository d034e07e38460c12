/**
 * After an upgrade changes a game's rules (a new `engineVersion`), a match
 * played under the old rules cannot be resumed: a player reclaiming a seat
 * is told ENGINE_CHANGED, not that the match does not exist.
 */
import pino from 'pino';
import { OrreryClient } from '../../client-sdk/src';
import { configFromEnv, type ServerConfig } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { highCard } from '../fixtures/high-card';
import { freshDatabaseConfig, testDrivers } from '../support/db';

jest.setTimeout(60_000);

describe.each(testDrivers())('a match from older rules on %s', (driver) => {
  it('is refused as ENGINE_CHANGED when a seat is reclaimed or the match watched', async () => {
    const db = await freshDatabaseConfig(driver);
    const base = configFromEnv({});
    const config: ServerConfig = { ...base, port: 0, host: '127.0.0.1', databaseUrl: db.url, dataDir: db.dataDir ?? base.dataDir };
    const log = pino({ level: 'silent' });
    const before = await startServer(config, [highCard], { log });
    const client = () => new OrreryClient(`http://127.0.0.1:${before.port}`, { retry: { attempts: 0, delayMs: 0 } });
    const a = await client().createMatch({ game: 'highcard', seats: 2, name: 'a' } as never);
    const b = await client().join(a.matchId, 'b');
    await a.waitForView((v) => v.view.prompt !== null);
    const token = a.seatToken!;
    await Promise.all([a.leave(), b.leave()]);
    await before.shutdown();

    const after = await startServer({ ...config, port: before.port }, [{ ...highCard, engineVersion: `${highCard.engineVersion}-next` }], { log });
    try {
      await expect(client().reclaim(a.matchId, token)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
      await expect(client().spectate(a.matchId)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
    } finally {
      await after.shutdown();
      await db.drop();
    }
  });
});
