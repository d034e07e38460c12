import { GameError, MatchRunner, eventsFor, playRandomGame, replay, type GameDefinition } from '../../server/src/engine';
import { highCard } from '../fixtures/high-card';

const seats = [{ name: 'Ann' }, { name: 'Bob' }];

function started(seed = 's1') {
  return MatchRunner.start(highCard, highCard.parseOptions({ rounds: 2 }, 2), seats, seed);
}

describe('MatchRunner', () => {
  it('asks every seat at once and keeps an unchanged question valid after another seat answers', () => {
    const r = started();
    expect(r.seatsToMove()).toEqual([0, 1]);
    const p1 = r.promptFor(1)!;
    r.apply(0, []);
    expect(r.v).toBe(1);
    // Seat 1 still answers the question it saw at version 0.
    expect(r.promptFor(1)!.id).toBe(p1.id);
    const { commit } = r.prepare(1, 0, []);
    commit();
    expect(r.v).toBe(2);
  });

  it('gives each viewer of a batch its own view with its own prompt, and all spectators one projection', () => {
    const r = started();
    r.apply(0, []);
    const viewers = [{ kind: 'spectator' }, { kind: 'seat', seat: 1 }, { kind: 'seat', seat: 0 }, { kind: 'spectator' }] as const;
    const views = r.views([...viewers]);
    expect(views).toEqual(viewers.map((v) => r.view(v)));
    expect((views[1] as { prompt: { seat: number } }).prompt.seat).toBe(1);
    expect((views[0] as { prompt: unknown }).prompt).toBeNull();
    expect(views[3]).toBe(views[0]);
    // A game without its own views() is asked once per distinct viewer.
    const asked: string[] = [];
    const counting: GameDefinition = { ...highCard, view: (s, v) => (asked.push(v.kind), highCard.view(s, v)) };
    MatchRunner.restore(counting, r.snapshot()).views([...viewers]);
    expect(asked.sort()).toEqual(['seat', 'seat', 'spectator']);
  });

  it('rejects a move made against an older question as STALE and changes nothing', () => {
    const r = started();
    r.apply(0, []);
    r.apply(1, []);
    const before = JSON.stringify(r.currentState);
    const card = (r.promptFor(0)!.choices as number[])[0];
    expect(() => r.prepare(0, 1, card)).toThrow(expect.objectContaining({ code: 'STALE' }));
    expect(() => r.prepare(0, 99, card)).toThrow(expect.objectContaining({ code: 'STALE' }));
    expect(JSON.stringify(r.currentState)).toBe(before);
  });

  it('rejects out-of-turn, malformed and illegal moves with their codes', () => {
    const r = started();
    r.apply(0, []);
    expect(() => r.prepare(0, 1, [])).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
    expect(() => r.prepare(1, 1, 'x')).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    expect(() => r.prepare(1, 1, [999])).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => r.prepare(1, 'one', [])).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(r.v).toBe(1);
  });

  it("gives the mover's next question a new id even when it reads the same, so a resent answer is STALE", () => {
    // Every seat is asked the same thing every round; the last answer of a round re-asks it unchanged.
    const again: GameDefinition<{ picks: (number | null)[] }> = {
      id: 'again',
      name: 'again',
      engineVersion: '1',
      minSeats: 2,
      maxSeats: 2,
      optionsSchema: {},
      parseOptions: () => ({}),
      setup: () => ({ picks: [null, null] }),
      pending: (s) => s.picks.flatMap((p, seat) => (p === null ? [{ seat, kind: 'pick', text: 'pick', choices: [1, 2] }] : [])),
      apply: (s, seat, move) => {
        s.picks[seat] = move as number;
        if (s.picks.every((p) => p !== null)) s.picks = [null, null];
        return { state: s, events: [] };
      },
      view: () => ({}),
      result: () => null,
    };
    const r = MatchRunner.start(again, {}, seats, 'x');
    r.apply(0, 1);
    const asked = r.promptFor(1)!;
    const seen = r.v;
    r.prepare(1, seen, 2).commit();
    expect(r.promptFor(1)!.id).not.toBe(asked.id);
    expect(() => r.prepare(1, seen, 2)).toThrow(expect.objectContaining({ code: 'STALE' }));
  });

  it('does not apply a prepared move until it is committed', () => {
    const r = started();
    const prepared = r.prepare(0, 0, []);
    expect(prepared.result).toBeNull();
    expect(r.v).toBe(0);
    expect(r.seatsToMove()).toEqual([0, 1]);
  });

  it('hides other hands from seats and spectators, and reveals all to the omniscient view', () => {
    const r = started();
    const seat0 = r.view({ kind: 'seat', seat: 0 }) as any;
    expect(seat0.seats[0].hand).toHaveLength(2);
    expect(seat0.seats[1].hand).toBeNull();
    expect(seat0.prompt.kind).toBe('swap');
    const spectator = r.view({ kind: 'spectator' }) as any;
    expect(spectator.seats.map((s: any) => s.hand)).toEqual([null, null]);
    expect(spectator.prompt).toBeNull();
    expect((r.view({ kind: 'omniscient' }) as any).deck).toHaveLength(26);
  });

  it('filters events by audience', () => {
    const r = started();
    const { events } = r.apply(0, [(r.promptFor(0)!.pick!.from as number[])[0]]);
    expect(eventsFor(events, { kind: 'seat', seat: 0 }).map((e) => e.type)).toEqual(['swapped', 'drew']);
    expect(eventsFor(events, { kind: 'seat', seat: 1 }).map((e) => e.type)).toEqual(['swapped']);
    expect(eventsFor(events, { kind: 'spectator' }).map((e) => e.type)).toEqual(['swapped']);
    expect(eventsFor(events, { kind: 'seat', seat: 0 })[1]).not.toHaveProperty('audience');
  });
});

describe('random games and replays', () => {
  it('plays to the end from prompts alone and replays to the identical state', () => {
    const out = playRandomGame(highCard, { rounds: 3 }, seats, 'seed-7');
    expect(out.error).toBeUndefined();
    expect(out.finished).toBe(true);
    const result = out.runner.result()!;
    expect(result.scores.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3);
    const again = replay(highCard, { options: { rounds: 3 }, seats, seed: 'seed-7', moves: out.moves }).runner;
    expect(JSON.stringify(again.currentState)).toBe(JSON.stringify(out.runner.currentState));
    expect(again.view({ kind: 'seat', seat: 1 })).toEqual(out.runner.view({ kind: 'seat', seat: 1 }));
  });

  it('replays from a snapshot to the same state as from the start', () => {
    const out = playRandomGame(highCard, { rounds: 3 }, seats, 'seed-8');
    const mid = replay(highCard, { options: { rounds: 3 }, seats, seed: 'seed-8', moves: out.moves }, { upTo: 3 }).runner;
    const fromSnap = replay(highCard, { options: { rounds: 3 }, seats, seed: 'seed-8', moves: out.moves.slice(3) }, { from: mid.snapshot() }).runner;
    expect(fromSnap.v).toBe(out.moves.length);
    expect(fromSnap.view({ kind: 'seat', seat: 0 })).toEqual(out.runner.view({ kind: 'seat', seat: 0 }));
  });

  it('reports options errors as BAD_OPTIONS', () => {
    expect(() => highCard.parseOptions({ rounds: 99 }, 2)).toThrow(GameError);
    expect(() => highCard.parseOptions({ rounds: 99 }, 2)).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
  });
});
