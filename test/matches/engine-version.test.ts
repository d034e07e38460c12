/**
 * A stored match and a newer version of its game's rules (matches/rules-version.ts):
 * resumed and replayed under the new version when its own history plays out
 * the same there (and recorded under it from then on); refused with
 * ENGINE_CHANGED, and left as it was, when it does not.
 */
import { GameRegistry, type GameDefinition } from '../../server/src/engine';
import { replayStep } from '../../server/src/http/replay';
import { LiveMatch } from '../../server/src/matches/live-match';
import { highCard } from '../fixtures/high-card';
import { testDrivers, useTestStore } from '../support/db';

describe.each(testDrivers())('a match of an older engine version, on %s', (driver) => {
  const db = useTestStore(driver);
  const spectator = (id: string) => ({ matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined });

  /** A match of two seats with one move made under today's High Card rules. */
  async function played(id: string) {
    const before = new GameRegistry([highCard]);
    const m = await LiveMatch.create(db.store, before, { id, game: 'highcard', seats: 2, options: {}, visibility: 'public' });
    await m.takeSeat('Ann', null);
    await m.takeSeat('Bob', null);
    await m.submit(0, 0, []);
    await expect(replayStep(db.store, before, spectator(id))).resolves.toMatchObject({ step: 1 });
    return before;
  }

  it('is neither resumed nor replayed when the new rules play its history differently', async () => {
    const id = `${driver}-engine-changed`;
    const before = await played(id);
    // Swapping is gone in the new version: the stored first move no longer plays.
    const noSwaps: GameDefinition = {
      ...highCard,
      engineVersion: `${highCard.engineVersion}-next`,
      apply: (s, seat, move) => {
        if (Array.isArray(move)) throw new Error('no swap step any more');
        return highCard.apply(s, seat, move);
      },
    };
    const after = new GameRegistry([noSwaps]);
    await expect(LiveMatch.restore(db.store, after, id)).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
    await expect(replayStep(db.store, after, spectator(id))).rejects.toMatchObject({ code: 'ENGINE_CHANGED' });
    const stored = (await db.store.getMatch(id))!;
    expect(stored.match).toMatchObject({ moveCount: 1, status: 'active', engineVersion: highCard.engineVersion });
    // The version it was played with still resumes it.
    await expect(LiveMatch.restore(db.store, before, id)).resolves.toMatchObject({ status: 'active' });
  });

  it('goes on under the new version when its history plays out the same there', async () => {
    const id = `${driver}-engine-same`;
    await played(id);
    const next: GameDefinition = { ...highCard, engineVersion: `${highCard.engineVersion}-next` };
    const after = new GameRegistry([next]);
    await expect(replayStep(db.store, after, spectator(id))).resolves.toMatchObject({ step: 1 });
    const resumed = (await LiveMatch.restore(db.store, after, id))!;
    expect(resumed.version).toBe(1);
    expect((await db.store.getMatch(id))!.match.engineVersion).toBe(next.engineVersion);
  });
});
