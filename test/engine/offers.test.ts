/**
 * Standing offers (GameDefinition.offers): questions a seat may answer
 * whenever it likes. Played on High Card with chips, whose offer gives chips
 * to another seat at any time.
 */
import { MatchRunner, playRandomGame, replay, seedRng, type Json, type RecordedMove, type WirePrompt } from '../../server/src/engine';
import { highCard } from '../fixtures/high-card';
import { highCardChips, type ChipsState } from '../fixtures/high-card-chips';

const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
const SEED = 'chips-1';

function started(): MatchRunner<ChipsState> {
  return MatchRunner.start(highCardChips, highCardChips.parseOptions({ rounds: 2 }, 3), seats, SEED);
}

const chipsOf = (r: MatchRunner<ChipsState>) => r.currentState.chips;
type SeatView = { prompt: WirePrompt | null; offer: WirePrompt | null; chips: number[] };
const seatView = (r: MatchRunner<ChipsState>, seat: number) => r.view({ kind: 'seat', seat }) as unknown as SeatView;

describe('standing offers in the runner', () => {
  it('carries the offer next to the prompt in the seat view, with an id of its own, and never in a spectator view', () => {
    const r = started();
    const v = seatView(r, 0);
    expect(v.prompt?.kind).toBe('swap');
    expect(v.offer).toMatchObject({ seat: 0, kind: 'give-chips', id: r.offerFor(0)!.id });
    expect(v.offer!.choices).toEqual([
      { to: 1, chips: 1 },
      { to: 1, chips: 2 },
      { to: 2, chips: 1 },
      { to: 2, chips: 2 },
    ]);
    expect(v.offer!.id).not.toBe(v.prompt!.id);
    expect((r.view({ kind: 'spectator' }) as unknown as SeatView).offer).toBeNull();
    expect(r.seatsWithOffers()).toEqual([0, 1, 2]);
  });

  it('never counts an offer among the seats to move: a seat with only an offer may still answer it', () => {
    const r = started();
    r.apply(0, []); // seat 0 swapped nothing and now waits for the others
    expect(r.seatsToMove()).toEqual([1, 2]);
    expect(r.promptFor(0)).toBeNull();
    const bobsQuestion = r.promptFor(1)!.id;
    const out = r.apply(0, { to: 1, chips: 2 }, { offer: true });
    expect(out.events).toEqual([expect.objectContaining({ type: 'gave-chips', data: { seat: 0, to: 1, chips: 2 } })]);
    expect(chipsOf(r)).toEqual([0, 4, 2]);
    expect(r.v).toBe(2);
    // Nobody owes anything new: the same seats are asked, and Bob's question keeps its id.
    expect(r.seatsToMove()).toEqual([1, 2]);
    expect(r.promptFor(1)!.id).toBe(bobsQuestion);
    // Seat 0 gave all its chips: no offer is left for it.
    expect(r.offerFor(0)).toBeNull();
    expect(r.seatsWithOffers()).toEqual([1, 2]);
  });

  it('gives each offer its own date: changed offers get new ids, unchanged ones keep theirs, answering a prompt keeps the offer', () => {
    const r = started();
    const before = [0, 1, 2].map((s) => r.offerFor(s)!.id);
    r.apply(1, []); // a prompt's answer: every offer reads as before
    expect([0, 1, 2].map((s) => r.offerFor(s)!.id)).toEqual(before);
    r.apply(0, { to: 1, chips: 1 }, { offer: true });
    const after = [0, 1, 2].map((s) => r.offerFor(s)!.id);
    expect(after[0]).not.toBe(before[0]); // the giver's, answered
    expect(after[1]).not.toBe(before[1]); // the receiver's, now with 3 chips
    expect(after[2]).toBe(before[2]); // Cy's, unchanged
  });

  it('refuses an answer to an offer older than the version it was made at as STALE, and changes nothing', () => {
    const r = started();
    r.apply(1, { to: 0, chips: 1 }, { offer: true }); // seat 0's offer changes at version 1
    const state = JSON.stringify(r.currentState);
    expect(() => r.prepare(0, 0, { to: 2, chips: 1 }, { offer: true })).toThrow(
      expect.objectContaining({ code: 'STALE', message: expect.stringContaining('offer') }),
    );
    expect(() => r.prepare(0, 5, { to: 2, chips: 1 }, { offer: true })).toThrow(expect.objectContaining({ code: 'STALE' }));
    expect(JSON.stringify(r.currentState)).toBe(state);
    expect(r.v).toBe(1);
    // Seat 2's offer still dates from version 0: its answer made then is taken.
    r.prepare(2, 0, { to: 0, chips: 1 }, { offer: true }).commit();
    expect(chipsOf(r)).toEqual([4, 1, 1]);
  });

  it('checks answers to an offer like answers to a prompt (BAD_MOVE, ILLEGAL_MOVE with the game’s words) and changes nothing on refusal', () => {
    const r = started();
    const state = JSON.stringify(r.currentState);
    expect(() => r.apply(0, 'all of them', { offer: true })).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    expect(() => r.apply(0, { to: 1, chips: 3 }, { offer: true })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: 'give-chips: you hold 2 chip(s), not 3' }),
    );
    expect(() => r.apply(0, { to: 0, chips: 1 }, { offer: true })).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(JSON.stringify(r.currentState)).toBe(state);
    expect(r.v).toBe(0);
  });

  it('tells an offer from a prompt: a swap sent as an offer, or a gift sent as a prompt, is refused', () => {
    const r = started();
    expect(() => r.apply(0, [], { offer: true })).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    expect(() => r.apply(0, { to: 1, chips: 1 })).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    r.apply(0, { to: 1, chips: 2 }, { offer: true });
    expect(() => r.apply(0, { to: 1, chips: 1 }, { offer: true })).toThrow(
      expect.objectContaining({ code: 'NOT_YOUR_TURN', message: expect.stringContaining('offer') }),
    );
  });

  it('is never answered by a turn clock or a stand-in bot: a seat with only an offer has nothing for them', () => {
    const r = started();
    r.apply(0, []);
    expect(r.offerFor(0)).not.toBeNull();
    expect(r.standInAnswer(0, seedRng('clock'))).toBeNull();
  });

  it('is closed once the match is over', () => {
    const r = MatchRunner.start(highCardChips, highCardChips.parseOptions({ rounds: 1 }, 3), seats, SEED);
    for (const seat of [0, 1, 2]) r.apply(seat, []);
    for (const seat of [0, 1, 2]) r.apply(seat, (r.promptFor(seat)!.choices as number[])[0]);
    expect(r.result()).not.toBeNull();
    expect(r.seatsWithOffers()).toEqual([]);
    expect(() => r.apply(0, { to: 1, chips: 1 }, { offer: true })).toThrow(expect.objectContaining({ code: 'NOT_ACTIVE' }));
  });

  describe('history', () => {
    const moves: RecordedMove[] = [
      { seat: 1, move: { to: 0, chips: 2 }, offer: true },
      { seat: 0, move: [] },
      { seat: 0, move: { to: 2, chips: 3 }, offer: true },
      { seat: 1, move: [] },
    ];
    const record = { options: { rounds: 2 }, seats, seed: SEED, moves };

    function played(): MatchRunner<ChipsState> {
      const r = started();
      for (const m of moves) r.apply(m.seat, m.move, { offer: m.offer });
      return r;
    }
    const views = (r: MatchRunner<ChipsState>): Json[] =>
      r.views([{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'seat', seat: 2 }, { kind: 'spectator' }]);

    it('replays answers to offers as offers: the same state, views and offer ids', () => {
      const live = played();
      const { runner } = replay(highCardChips, record);
      expect(runner.currentState).toEqual(live.currentState);
      expect(runner.currentState.chips).toEqual([1, 0, 5]);
      expect(views(runner)).toEqual(views(live));
    });

    it('restores from a snapshot with the offers dated as they were', () => {
      const live = played();
      const snap = replay(highCardChips, record, { upTo: 2 }).runner.snapshot();
      expect(snap.offerSince).toEqual([1, 2, 0]);
      const { runner } = replay(highCardChips, { ...record, moves: moves.slice(2) }, { from: snap });
      expect(views(runner)).toEqual(views(live));
      expect(MatchRunner.restore(highCardChips, live.snapshot()).offerFor(2)!.id).toBe(live.offerFor(2)!.id);
    });

    it('needs the mark: the same moves without it do not replay', () => {
      expect(() => replay(highCardChips, { ...record, moves: moves.map(({ seat, move }) => ({ seat, move })) })).toThrow(
        expect.objectContaining({ code: 'BAD_MOVE' }),
      );
    });
  });

  it('leaves games without offers as they were: no offer in views, none in snapshots', () => {
    const r = MatchRunner.start(highCard, highCard.parseOptions({}, 2), seats.slice(0, 2), SEED);
    expect(r.view({ kind: 'seat', seat: 0 })).not.toHaveProperty('offer');
    expect(r.snapshot()).not.toHaveProperty('offerSince');
    expect(r.seatsWithOffers()).toEqual([]);
  });

  it('random games answer a few offers, at most the cap, still end, and replay exactly', () => {
    let offered = 0;
    for (let g = 0; g < 10; g++) {
      const out = playRandomGame(highCardChips, { rounds: 5 }, seats, `random-${g}`, { offers: { chance: 0.3, max: 3 } });
      expect(out.error).toBeUndefined();
      expect(out.finished).toBe(true);
      const answered = out.moves.filter((m) => m.offer).length;
      expect(answered).toBeLessThanOrEqual(3);
      offered += answered;
      const { runner } = replay(highCardChips, { options: { rounds: 5 }, seats, seed: `random-${g}`, moves: out.moves });
      expect(runner.currentState).toEqual(out.runner.currentState);
    }
    expect(offered).toBeGreaterThan(10);
  });
});
