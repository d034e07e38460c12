/**
 * Rules TM-37 … TM-43: determinism and replay, views and events per viewer,
 * bad moves, cancel, a restart during research, event audiences, fallback
 * answers.
 */
import { eventsFor, GameError, MatchRunner, playRandomGame, replay, type Viewer } from '../../../server/src/engine';
import { fallbackAnswer, tm, type TmState } from '../../../server/src/games/tm';
import { T, played } from '../cards/kit';
import { runner } from '../helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

describe('determinism', () => {
  test('[TM-37] the same seed and moves give the same game; a replay from the seed reproduces it', () => {
    const a = playRandomGame(tm, {}, seats(3), 'det');
    const b = playRandomGame(tm, {}, seats(3), 'det');
    expect(a.finished).toBe(true);
    expect(JSON.stringify(b.runner.currentState)).toBe(JSON.stringify(a.runner.currentState));
    const r = replay(tm, { options: {}, seats: seats(3), seed: 'det', moves: a.moves }).runner;
    expect(JSON.stringify(r.currentState)).toBe(JSON.stringify(a.runner.currentState));
    expect(r.result()).toEqual(a.runner.result());
  });
});

describe('views and events', () => {
  const hiddenOf = (s: TmState, seat: number): string[] => {
    const p = s.players[seat];
    return [...p.hand, ...p.offer, ...p.pack, ...p.looking];
  };

  test('[TM-38] no hand, offer, pack or deck card of another player in a view or its events', () => {
    const out = playRandomGame(tm, { draft: true }, seats(3), 'views', { maxMoves: 400 });
    const rec = replay(tm, { options: { draft: true }, seats: seats(3), seed: 'views', moves: [] }).runner;
    for (const m of out.moves) {
      const before = rec.currentState as TmState;
      const deck = [...before.deck];
      const { events } = rec.apply(m.seat, m.move);
      const s = rec.currentState as TmState;
      for (let viewer = 0; viewer < 3; viewer++) {
        const v: Viewer = { kind: 'seat', seat: viewer };
        const seen = JSON.stringify([rec.view(v), eventsFor(events, v)]);
        const secret = [0, 1, 2]
          .filter((x) => x !== viewer)
          .flatMap((x) => hiddenOf(s, x))
          .concat(s.deck.slice(-3), deck.slice(-1));
        for (const c of secret) {
          // A card that is public now (in play) may be named.
          if (s.players.some((p) => p.played.some((x) => x.id === c) || p.events.includes(c))) continue;
          if (hiddenOf(s, viewer).includes(c)) continue;
          expect([viewer, c, seen.includes(`"${c}"`)]).toEqual([viewer, c, false]);
        }
      }
      const spectator = JSON.stringify(rec.view({ kind: 'spectator' }));
      expect(spectator).not.toContain('"hand":[');
    }
  });

  test('[TM-42] a draw is addressed to the drawer; research kept cards to their owner; the rest is public', () => {
    const t = played(T(), '090');
    const drawn = t.events.filter((e) => e.type === 'drawn');
    expect(drawn.map((e) => e.audience)).toEqual([[0]]);
    expect(t.events.filter((e) => e.type === 'draw').map((e) => e.audience)).toEqual([undefined]);
    t.pass(0).pass(1);
    t.move(0, [t.prompt(0)!.pick!.from[0]]);
    const out = t.move(1, []);
    expect(out.filter((e) => e.type === 'kept').map((e) => e.audience)).toEqual([[0], [1]]);
    expect(out.filter((e) => e.type === 'research').map((e) => [e.audience, e.data])).toEqual([
      [undefined, { seat: 0, bought: 1 }],
      [undefined, { seat: 1, bought: 0 }],
    ]);
  });
});

describe('refusals and cancel', () => {
  test('[TM-39] malformed, illegal, out-of-turn and stale answers are refused and change nothing', () => {
    const t = T().hand(0, '047');
    expect(t.refused(0, { do: 'fly' })).toMatch(/^BAD_MOVE/);
    expect(t.refused(0, 'pass')).toMatch(/^BAD_MOVE/);
    expect(t.refused(0, { do: 'play', card: 47 })).toMatch(/^BAD_MOVE/);
    expect(t.refused(0, { do: 'play', card: '047' })).toBe('ILLEGAL_MOVE: Algae needs 5 oceans; there are 0');
    expect(t.refused(0, { do: 'sp', sp: 'buffer-gas' })).toBe('ILLEGAL_MOVE: no standard project buffer-gas');
    expect(t.refused(0, { do: 'end' })).toMatch(/^ILLEGAL_MOVE: you may end your turn only after a first action/);
    expect(t.refused(1, { do: 'pass' })).toMatch(/^NOT_YOUR_TURN/);
    const r = runner({ firstPlayer: 0, beginners: true }, 2);
    r.apply(0, 'beginner-corporation');
    const before = JSON.stringify(r.currentState);
    expect(() => r.prepare(1, -1, 'beginner-corporation')).toThrow(GameError);
    try {
      r.prepare(0, r.v, 'credicor');
    } catch (e) {
      expect((e as GameError).code).toBe('NOT_YOUR_TURN');
    }
    expect(JSON.stringify(r.currentState)).toBe(before);
  });

  test('[TM-40] cancel returns to the action question with the state unchanged, until a card is drawn or looked at', () => {
    const t = T().hand(0, '010').res(1, { plants: 3 });
    const before = JSON.stringify(t.s);
    t.play('010');
    expect(t.choices()).toContain('cancel');
    t.move(0, '07');
    expect(t.choices()).toEqual([1, 'none', 'cancel']);
    t.move(0, 'cancel');
    expect(JSON.stringify(t.s)).toBe(before);
    expect(t.asking()).toBe('action');
    const u = T().set((s) => (s.script = ['001', '002', '003', '004']));
    u.hand(0, '111').play('111');
    expect(u.prompt()!.kind).toBe('keep');
    expect(u.refused(0, 'cancel')).toMatch(/^BAD_MOVE/);
    const w = T().hand(0, '001', '002');
    w.act({ do: 'sp', sp: 'sell-patents' });
    const mc = w.p.res.mc;
    w.move(0, []);
    expect([w.asking(), w.p.hand.length, w.p.res.mc]).toEqual(['action', 2, mc]);
  });

  test("[TM-41] a restart during research keeps every seat's 4 cards and the choices already made", () => {
    const r = runner({ firstPlayer: 0, beginners: true }, 3);
    for (let seat = 0; seat < 3; seat++) r.apply(seat, 'beginner-corporation');
    for (let seat = 0; seat < 3; seat++) r.apply(seat, { do: 'pass' });
    const offers = (r.currentState as TmState).players.map((p) => [...p.offer]);
    r.apply(1, [offers[1][0], offers[1][2]]);
    const back = MatchRunner.restore(tm, JSON.parse(JSON.stringify(r.snapshot())));
    const s = back.currentState as TmState;
    expect(s.players.map((p) => p.offer)).toEqual(offers);
    expect(s.players[1].bought).toEqual([offers[1][0], offers[1][2]]);
    expect(back.seatsToMove()).toEqual([0, 2]);
    back.apply(0, []);
    back.apply(2, [offers[2][3]]);
    expect((back.currentState as TmState).players.map((p) => p.hand.length)).toEqual([10, 12, 11]);
  });
});

describe('fallback answers', () => {
  test('[TM-43] pass or end, buy nothing, the first corporation, otherwise the first legal answer (never cancel)', () => {
    const s = tm.setup(tm.parseOptions({}, 2), seats(2), 'fb');
    const [corp] = tm.pending(s);
    expect(fallbackAnswer(s, corp)).toBe(corp.choices![0]);
    const t = T();
    expect(fallbackAnswer(t.s, t.prompt()!)).toEqual({ do: 'pass' });
    t.act({ do: 'sp', sp: 'power-plant' });
    expect(fallbackAnswer(t.s, t.prompt()!)).toEqual({ do: 'end' });
    expect(fallbackAnswer(t.s, { seat: 0, kind: 'research-buy', text: '', pick: { from: ['001', '002'], min: 0, max: 2 } })).toEqual([]);
    expect(fallbackAnswer(t.s, { seat: 0, kind: 'space', text: '', choices: ['10', '11', 'cancel'] })).toBe('10');
    expect(fallbackAnswer(t.s, { seat: 0, kind: 'final-greenery', text: '', choices: ['10', 'done'] })).toBe('done');
    expect(tm.fallbackAnswer).toBe(fallbackAnswer);
  });
});
