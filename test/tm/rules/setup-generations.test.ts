/**
 * Rules TM-01 … TM-09: setup, the corporation choice, first actions, the
 * first player, research, the draft, turns, production, the reshuffle.
 */
import { type GameError, GameRegistry } from '../../../server/src/engine';
import { GAMES } from '../../../server/src/games';
import { tm } from '../../../server/src/games/tm';
import { Table } from '../helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

describe('setup', () => {
  test('[TM-01] Corporate Era: 208 cards, 2 of 12 corporations and 10 cards each, parameters at their start, TR 20, no production', () => {
    const s = tm.setup(tm.parseOptions({}, 3), seats(3), 'a');
    expect([s.temperature, s.oxygen, s.oceans, s.generation]).toEqual([-30, 0, 0, 1]);
    expect(s.deck.length).toBe(208 - 30);
    for (const p of s.players) {
      expect([p.dealt.length, p.offer.length, p.tr]).toEqual([2, 10, 20]);
      expect(Object.values(p.prod)).toEqual([0, 0, 0, 0, 0, 0]);
    }
    expect(new Set(s.players.flatMap((p) => p.dealt)).size).toBe(6);
    expect(tm.pending(s).map((q) => q.kind)).toEqual(['corporation', 'corporation', 'corporation']);
  });

  test('[TM-01] without Corporate Era: 137 cards, base corporations, 1 production of each resource', () => {
    const s = tm.setup(tm.parseOptions({ corporateEra: false }, 2), seats(2), 'b');
    expect(s.deck.length + 20).toBe(137);
    expect(s.players.flatMap((p) => p.dealt).some((c) => c === 'saturn-systems' || c === 'teractor')).toBe(false);
    const t = new Table({ options: { corporateEra: false } });
    expect(Object.values(t.p.prod)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  test('[TM-01] options: defaults, Beginner choice, refusals', () => {
    expect(tm.parseOptions({}, 2)).toEqual({ corporateEra: true, draft: false, beginners: false, opponent: 'none' });
    const s = tm.setup(tm.parseOptions({ beginners: true }, 2), seats(2), 'c');
    expect(tm.pending(s)[0].choices).toContain('beginner-corporation');
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as GameError).code;
      }
      return 'accepted';
    };
    expect(code(() => tm.parseOptions({ opponent: 'marsbot' }, 2))).toBe('BAD_OPTIONS');
    expect(code(() => tm.parseOptions({ difficulty: 'hard' }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => tm.parseOptions({ corporateEra: false }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => tm.parseOptions({ draft: true }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => tm.parseOptions({}, 6))).toBe('BAD_OPTIONS');
    const registry = new GameRegistry(GAMES);
    expect(code(() => registry.resolve('tm', 2, { deck: ['001'] }))).toBe('BAD_OPTIONS');
    expect(code(() => registry.resolve('tm', 6, {}))).toBe('BAD_SEATS');
    expect(registry.resolve('tm', undefined, {}).seats).toBe(2);
  });

  test('[TM-02] corporation and buys are hidden until all have chosen; then the corporation and the number bought are public', () => {
    const s0 = tm.setup(
      tm.parseOptions(
        {
          corporations: [
            ['helion', 'credicor'],
            ['ecoline', 'phobolog'],
          ],
          deck: ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010'],
        },
        2,
      ),
      seats(2),
      'd',
    );
    let s = tm.apply(s0, 0, 'helion').state;
    s = tm.apply(s, 0, ['001', '002']).state;
    const v1 = tm.view(s, { kind: 'seat', seat: 1 }) as { players: { corporation: string | null; chosen: boolean; hand?: unknown }[] };
    expect([v1.players[0].corporation, v1.players[0].chosen, 'hand' in v1.players[0]]).toEqual([null, true, false]);
    expect(JSON.stringify(v1)).not.toContain('helion');
    s = tm.apply(s, 1, 'phobolog').state;
    const out = tm.apply(s, 1, []);
    const ev = out.events.find((e) => e.type === 'corporation' && (e.data as { seat: number }).seat === 0)!;
    expect(ev.data).toEqual({ seat: 0, corporation: 'helion', bought: 2 });
    expect(JSON.stringify(out.events.filter((e) => !e.audience))).not.toContain('"001"');
    expect([out.state.players[0].res.mc, out.state.players[0].hand]).toEqual([42 - 6, ['001', '002']]);
  });

  test('[TM-02] Beginner Corporation: 42 M€ and all 10 cards free', () => {
    let s = tm.setup(tm.parseOptions({ beginners: true }, 2), seats(2), 'e');
    s = tm.apply(s, 0, 'beginner-corporation').state;
    expect(tm.pending(s).map((q) => q.seat)).toEqual([1]);
    s = tm.apply(s, 1, 'beginner-corporation').state;
    expect([s.players[0].res.mc, s.players[0].hand.length, s.phase]).toEqual([42, 10, 'action']);
  });

  test('[TM-03] a corporation first action comes first: Inventrix draws 3, Tharsis Republic places a city by the city rules', () => {
    const t = new Table({ corps: ['tharsis-republic', 'inventrix'] }).tile('11', 'city', 'neutral');
    expect(t.choices()).toEqual([{ do: 'first' }]);
    t.act({ do: 'first' });
    expect(t.choices().includes('10')).toBe(false);
    t.move(0, '18'.replace('18', '19'));
    t.pass(0);
    expect(t.choices(1)).toEqual([{ do: 'first' }]);
    t.move(1, { do: 'first' });
    expect(t.player(1).hand.length).toBe(3);
  });
});

describe('generations', () => {
  test('[TM-04] the first-player marker passes to the next seat each generation', () => {
    const t = new Table({ seats: 3 });
    expect(t.s.firstPlayer).toBe(0);
    t.pass(0).pass(1).pass(2);
    expect([t.s.generation, t.s.firstPlayer, t.s.phase]).toEqual([2, 1, 'research']);
    for (let seat = 0; seat < 3; seat++) t.move(seat, []);
    expect(t.s.turn).toEqual({ seat: 1, actions: 0 });
  });

  test('[TM-05] research: 4 cards each, buy any at 3 M€ (up to what you can pay), the rest discarded', () => {
    const t = new Table().res(0, { mc: 7 });
    t.set((s) => (s.script = ['001', '002', '003', '004', '005', '006', '007', '008']));
    t.pass(0).pass(1);
    // Production: M€ = TR 20 + production 0.
    expect(t.p.res.mc).toBe(27);
    expect(t.prompt(0)!.pick).toEqual({ from: ['001', '002', '003', '004'], min: 0, max: 4 });
    t.set((s) => (s.players[1].res.mc = 5)).move(1, []);
    t.move(0, ['002', '004']);
    expect([t.p.hand, t.p.res.mc, t.s.discard.includes('001'), t.s.phase]).toEqual([['002', '004'], 21, true, 'action']);
  });

  test('[TM-05] research buys are capped by M€', () => {
    const t = new Table().set((s) => {
      s.players[0].res.mc = 0;
      s.players[0].tr = 10;
      s.players[0].prod.mc = -5;
    });
    t.pass(0).pass(1);
    expect([t.p.res.mc, t.prompt(0)!.pick!.max]).toEqual([5, 1]);
    expect(t.refused(0, t.prompt(0)!.pick!.from.slice(0, 2))).toMatch(/^ILLEGAL_MOVE/);
  });

  test('[TM-06] draft: keep 1 of 4 and pass; to the next seat in even generations, the previous one in odd ones', () => {
    const t = new Table({ seats: 3, options: { draft: true } });
    t.set((s) => (s.script = ['001', '002', '003', '004', '011', '012', '013', '014', '021', '022', '023', '024']));
    t.pass(0).pass(1).pass(2);
    expect([t.s.phase, t.choices(0), t.choices(1)]).toEqual(['draft', ['001', '002', '003', '004'], ['011', '012', '013', '014']]);
    t.answer(0, '001').answer(1, '011');
    t.move(2, '021');
    // Generation 2 is even: packs go to the next seat, so seat 1 now holds seat 0's pack.
    expect(t.choices(1)).toEqual(['002', '003', '004']);
    expect(t.choices(0)).toEqual(['022', '023', '024']);
    t.answer(0, '022').answer(1, '002').answer(2, '012');
    t.answer(0, '013').answer(1, '023').answer(2, '003');
    expect(t.s.phase).toBe('research');
    expect(t.prompt(0)!.pick!.from).toEqual(['001', '022', '013', '004']);
    for (let seat = 0; seat < 3; seat++) t.move(seat, []);
    t.pass(1).pass(2).pass(0);
    expect(t.s.generation).toBe(3);
    const packs = t.s.players.map((p) => p.pack);
    t.answer(0, packs[0][0]).answer(1, packs[1][0]).answer(2, packs[2][0]);
    // Odd generation: seat 0 gets seat 1's pack.
    expect(t.s.players[0].pack).toEqual(packs[1].slice(1));
  });

  test('[TM-07] a turn is 1 or 2 actions; a player who passed takes no more; the phase ends when all passed', () => {
    const t = new Table({ seats: 3 }).res(0, { mc: 100 });
    t.act({ do: 'sp', sp: 'power-plant' });
    expect(t.choices()).toContainEqual({ do: 'end' });
    t.act({ do: 'end' });
    expect(t.s.turn).toEqual({ seat: 1, actions: 0 });
    t.pass(1);
    t.pass(2);
    expect(t.s.turn!.seat).toBe(0);
    t.act({ do: 'sp', sp: 'power-plant' }).act({ do: 'sp', sp: 'power-plant' });
    // Alone in the generation: the turn comes back to the same player.
    expect(t.s.turn).toEqual({ seat: 0, actions: 0 });
    t.pass(0);
    expect(t.s.generation).toBe(2);
  });

  test('[TM-08] production: energy becomes heat, M€ = TR + M€ production, every other production', () => {
    const t = new Table().prod(0, { mc: -2, steel: 1, titanium: 2, plants: 3, energy: 4, heat: 5 }).res(0, { mc: 0, energy: 6, heat: 1 });
    t.pass(0).pass(1);
    expect(t.p.res).toEqual({ mc: 18, steel: 1, titanium: 2, plants: 3, energy: 4, heat: 1 + 6 + 5 });
  });

  test('[TM-09] an empty deck is the shuffled discard pile', () => {
    const t = new Table();
    t.set((s) => {
      s.discard.push(...s.deck);
      s.deck = [];
    });
    const total = t.s.discard.length;
    t.pass(0).pass(1);
    expect([t.s.deck.length, t.s.discard.length, t.p.offer.length]).toEqual([total - 8, 0, 4]);
    t.conserved();
  });
});
