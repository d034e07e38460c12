/**
 * A stored match belongs to the rules version that played it: after an
 * upgrade of the game's engine, resuming or replaying it is refused with
 * ENGINE_CHANGED, and the stored match is left as it was.
 */
import { GameRegistry } from '../../server/src/engine';
import { replayStep } from '../../server/src/http/replay';
import { LiveMatch } from '../../server/src/matches/live-match';
import { highCard } from '../fixtures/high-card';
import { testDrivers, useTestStore } from '../support/db';

describe.each(testDrivers())('a match of an older engine version, on %s', (driver) => {
  const db = useTestStore(driver);

  it('is neither resumed nor replayed once the engine version changed', async () => {
    const { store } = db;
    const before = new GameRegistry([highCard]);
    const id = `${driver}-engine-version`;
    const m = await LiveMatch.create(store, before, { id, game: 'highcard', seats: 2, options: {}, visibility: 'public' });
    await m.takeSeat('Ann', null);
    await m.takeSeat('Bob', null);
    await m.submit(0, 0, []);
    await expect(replayStep(store, before, { matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined })).resolves.toMatchObject({ step: 1 });

    const after = new GameRegistry([{ ...highCard, engineVersion: `${highCard.engineVersion}-next` }]);
    await expect(LiveMatch.restore(store, after, id)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
    await expect(replayStep(store, after, { matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined })).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
    const stored = (await store.getMatch(id))!;
    expect(stored.match.moveCount).toBe(1);
    expect(stored.match.status).toBe('active');
    // The same version still resumes it.
    await expect(LiveMatch.restore(store, before, id)).resolves.toMatchObject({ status: 'active' });
  });
});
