/**
 * Replay chapters (GameDefinition.chapter): with the log, the replay lists the steps whose public events
 * open a chapter the game marks, the same list for every viewpoint, never from an event only one seat saw.
 */
import { GameRegistry, type GameDefinition } from '../../server/src/engine';
import { replayStep } from '../../server/src/http/replay';
import { LiveMatch } from '../../server/src/matches/live-match';
import { highCard } from '../fixtures/high-card';
import { testDrivers, useTestStore } from '../support/db';

/** High Card marking each reveal (public) as the end of a trick, and each private draw too (which must never count). */
const marked: GameDefinition = {
  ...highCard,
  chapter: (e) => (e.type === 'revealed' ? `Trick won by ${JSON.stringify((e.data as { winners: number[] }).winners)}` : e.type === 'drew' ? 'a draw' : null),
};

describe.each(testDrivers())('replay chapters on %s', (driver) => {
  const db = useTestStore(driver);

  it('lists the steps whose public events open a chapter, for a seat as for a spectator', async () => {
    const registry = new GameRegistry([marked]);
    const id = `${driver}-chapters`;
    const m = await LiveMatch.create(db.store, registry, { id, game: 'highcard', seats: 2, options: { rounds: 2 }, visibility: 'public' });
    const ann = await m.takeSeat('Ann', null);
    await m.takeSeat('Bob', null);
    const hand = (seat: number) => (m.view({ kind: 'seat', seat }).view as { seats: { hand: number[] }[] }).seats[seat].hand;
    // Swaps (a private draw for the one who swaps), then two tricks of one card each.
    await m.submit(0, 0, [hand(0)[0]]);
    await m.submit(1, 1, []);
    for (let trick = 0; trick < 2; trick++) for (const seat of [0, 1]) await m.submit(seat, m.version, hand(seat)[0]);
    const spectator = await replayStep(db.store, registry, { matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined, withLog: true });
    expect(spectator.chapters?.map((c) => c.step)).toEqual([4, 6]);
    expect(spectator.chapters?.every((c) => c.title.startsWith('Trick won by'))).toBe(true);
    const seat = await replayStep(db.store, registry, { matchId: id, viewer: '0', step: undefined, seatToken: ann.token, withLog: true });
    expect(seat.chapters).toEqual(spectator.chapters);
    // Up to a step: the chapters opened so far.
    const early = await replayStep(db.store, registry, { matchId: id, viewer: 'spectator', step: 5, seatToken: undefined, withLog: true });
    expect(early.chapters?.map((c) => c.step)).toEqual([4]);
  });

  it('lists none for a game that marks nothing, and none without the log', async () => {
    const registry = new GameRegistry([highCard]);
    const id = `${driver}-no-chapters`;
    const m = await LiveMatch.create(db.store, registry, { id, game: 'highcard', seats: 2, options: {}, visibility: 'public' });
    await m.takeSeat('Ann', null);
    await m.takeSeat('Bob', null);
    await m.submit(0, 0, []);
    const withLog = await replayStep(db.store, registry, { matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined, withLog: true });
    expect(withLog.chapters).toEqual([]);
    const marking = new GameRegistry([marked]);
    const plain = await replayStep(db.store, marking, { matchId: id, viewer: 'spectator', step: undefined, seatToken: undefined });
    expect(plain.chapters).toBeUndefined();
  });
});
