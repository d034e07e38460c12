/**
 * MarsBot: options, setup and the first player (MB-01..05, MB-56 presets).
 */
import { type GameError, GameRegistry } from '../../../server/src/engine';
import { GAMES } from '../../../server/src/games';
import { tm } from '../../../server/src/games/tm';
import { MARSBOT_TRACKS } from '../../../server/src/games/tm/marsbot/board';
import { BONUS_CARDS } from '../../../server/src/games/tm/marsbot/cards';
import { Table } from '../helpers';
import { bot, MB } from './kit';

const one = [{ name: 'You' }];
const code = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return (e as GameError).code;
  }
  return 'accepted';
};

describe('MarsBot options', () => {
  test('[MB-01] opponent "marsbot" is accepted for 1 seat only, with the draft and without Corporate Era; its options are refused without it', () => {
    expect(tm.parseOptions({ opponent: 'marsbot' }, 1)).toEqual({
      corporateEra: true,
      draft: false,
      beginners: false,
      opponent: 'marsbot',
      difficulty: 'normal',
      easyNoAdvance: false,
      easyFailure3: false,
      easyAwardsMinus5: false,
      hardCardVp: false,
      hardEarlyMilestone: false,
      brutalFourCards: false,
    });
    expect(code(() => tm.parseOptions({ opponent: 'marsbot', draft: true, corporateEra: false }, 1))).toBe('accepted');
    expect(code(() => tm.parseOptions({ opponent: 'marsbot' }, 2))).toBe('BAD_OPTIONS');
    for (const raw of [{ difficulty: 'hard' }, { hardCardVp: true }, { bonusDeck: ['B01'] }, { marsbotPicks: [0] }]) {
      expect(code(() => tm.parseOptions(raw, 1))).toBe('BAD_OPTIONS');
      expect(code(() => tm.parseOptions(raw, 3))).toBe('BAD_OPTIONS');
    }
    // A generic form's defaults change nothing and are taken; the parsed options carry no MarsBot key.
    expect(tm.parseOptions({ difficulty: 'normal', easyNoAdvance: false }, 2)).toEqual({
      corporateEra: true,
      draft: false,
      beginners: false,
      opponent: 'none',
    });
    expect(code(() => tm.parseOptions({ opponent: 'marsbot', difficulty: 'impossible' }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => tm.parseOptions({ opponent: 'marsbot', bonusDeck: ['B01', 'B02'] }, 1))).toBe('BAD_OPTIONS');
    const registry = new GameRegistry(GAMES);
    expect(registry.resolve('tm', 1, { opponent: 'marsbot', difficulty: 'hard', brutalFourCards: true }).options).toMatchObject({
      difficulty: 'hard',
      hardCardVp: true,
      brutalFourCards: true,
    });
    expect(code(() => registry.resolve('tm', 1, { opponent: 'marsbot', bonusDeck: BONUS_CARDS.map((c) => c.id) }))).toBe('BAD_OPTIONS');
    const schema = registry.list().find((g) => g.id === 'tm')!.optionsSchema;
    expect(Object.keys(schema)).toEqual([
      'corporateEra',
      'draft',
      'beginners',
      'opponent',
      'difficulty',
      'easyNoAdvance',
      'easyFailure3',
      'easyAwardsMinus5',
      'hardCardVp',
      'hardEarlyMilestone',
      'brutalFourCards',
    ]);
  });

  test('[MB-56] the presets: easy = MB-50..52, normal = none, hard = MB-53..54, brutal = MB-53..55; each change may be set on its own', () => {
    const on = (o: object) =>
      Object.entries(tm.parseOptions({ opponent: 'marsbot', ...o }, 1))
        .filter(([k, v]) => v === true && !['corporateEra', 'draft', 'beginners'].includes(k))
        .map(([k]) => k);
    expect(on({ difficulty: 'easy' })).toEqual(['easyNoAdvance', 'easyFailure3', 'easyAwardsMinus5']);
    expect(on({})).toEqual([]);
    expect(on({ difficulty: 'hard' })).toEqual(['hardCardVp', 'hardEarlyMilestone']);
    expect(on({ difficulty: 'brutal' })).toEqual(['hardCardVp', 'hardEarlyMilestone', 'brutalFourCards']);
    expect(on({ difficulty: 'easy', easyNoAdvance: false, brutalFourCards: true })).toEqual(['easyFailure3', 'easyAwardsMinus5', 'brutalFourCards']);
    expect(on({ hardEarlyMilestone: true })).toEqual(['hardEarlyMilestone']);
  });
});

describe('MarsBot setup', () => {
  test('[MB-01] the player sets up as in a 2-player game: 2 corporations, 10 cards, buys at 3 M€, TR 20; MarsBot: TR 20, 0 M€, no corporation, production or hand', () => {
    const s = tm.setup(tm.parseOptions({ opponent: 'marsbot' }, 1), one, 'mb1');
    const p = s.players[0];
    expect([p.dealt.length, p.offer.length, p.tr, s.solo]).toEqual([2, 10, 20, null]);
    expect(Object.keys(s.tiles)).toEqual([]);
    expect(tm.pending(s).map((q) => q.kind)).toEqual(['corporation']);
    const m = s.marsbot!;
    expect([m.tr, m.mc, m.played, m.passed]).toEqual([20, 0, [], false]);
    expect(Object.keys(m)).not.toContain('corp');
    const after = tm.apply(s, 0, p.dealt[0]).state;
    expect(tm.pending(after)[0]).toMatchObject({ kind: 'initial-buy', pick: { min: 0, max: 10 } });
    // Without Corporate Era: 1 production of each resource for the player.
    const t = new Table({ seats: 1, options: { opponent: 'marsbot', corporateEra: false } });
    expect(Object.values(t.p.prod)).toEqual([1, 1, 1, 1, 1, 1]);
    // Its tiles are its own colour on the map: owner "marsbot".
    const board = tm.view(MB().tile('10', 'city', 'marsbot').s, { kind: 'seat', seat: 0 }) as { board: { spaces: { id: string; owner: unknown }[] } };
    expect(board.board.spaces.find((x) => x.id === '10')!.owner).toBe('marsbot');
  });

  test("[MB-02] MarsBot's board: a cube on space 0 of each of the 7 tracks, no marker", () => {
    const m = MB().s.marsbot!;
    expect(m.tracks).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(m.markers).toEqual([null, null, null, null, null, null, null]);
    expect(MARSBOT_TRACKS.map((t) => [t.name, t.icons.length])).toEqual([
      ['Building', 19],
      ['Space', 19],
      ['Event', 19],
      ['Science', 19],
      ['Energy', 19],
      ['City/Earth', 19],
      ['Microbe/Animal/Plant', 19],
    ]);
  });

  test('[MB-03] the bonus deck is exactly B01-B08, shuffled face down (one of them already in the action deck)', () => {
    expect(BONUS_CARDS.map((c) => `${c.id} ${c.name}`)).toEqual([
      'B01 Meteor Shower',
      'B02 Invasive Species',
      'B03 Research and Development',
      'B04 Overachievement',
      'B05 Expedited Construction',
      'B06 Lobbyists',
      'B07 Local Neural Instance',
      'B08 Corporate Competition',
    ]);
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const m = tm.setup(tm.parseOptions({ opponent: 'marsbot' }, 1), one, seed).marsbot!;
      const bonus = [...m.bonusDeck, ...m.actionDeck.filter((c) => c.startsWith('B'))];
      expect([...bonus].sort()).toEqual(BONUS_CARDS.map((c) => c.id));
      expect([m.bonusDiscard, m.destroyed]).toEqual([[], []]);
      orders.add(m.bonusDeck.join());
    }
    expect(orders.size).toBeGreaterThan(1);
    // Test-only: the bonus deck from the top.
    const m = tm.setup(tm.parseOptions({ opponent: 'marsbot', bonusDeck: ['B06', 'B01', 'B02', 'B03', 'B04', 'B05', 'B07', 'B08'] }, 1), one, 'x').marsbot!;
    expect(m.actionDeck[m.actionDeck.length - 1]).toBe('B06');
    expect([...m.bonusDeck].reverse()).toEqual(['B01', 'B02', 'B03', 'B04', 'B05', 'B07', 'B08']);
  });

  test('[MB-04] the action deck: 3 project cards instead of a hand and 1 bonus card (4); with brutalFourCards 4 project cards (5)', () => {
    const s = tm.setup(
      tm.parseOptions({ opponent: 'marsbot', deck: ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014'] }, 1),
      one,
      'x',
    );
    const m = s.marsbot!;
    expect(m.actionDeck).toHaveLength(4);
    expect(m.actionDeck.filter((c) => !c.startsWith('B')).sort()).toEqual(['011', '012', '013']);
    expect(s.deck).toHaveLength(208 - 10 - 3);
    const brutal = tm.setup(tm.parseOptions({ opponent: 'marsbot', difficulty: 'brutal' }, 1), one, 'x').marsbot!;
    expect([brutal.actionDeck.length, brutal.actionDeck.filter((c) => c.startsWith('B')).length]).toEqual([5, 1]);
  });

  test('[MB-05] the player is first player in generation 1', () => {
    const t = MB();
    expect([t.s.generation, t.s.phase, t.asking(0), t.s.turn]).toEqual([1, 'action', 'action', { seat: 0, actions: 0 }]);
    expect(t.events.find((e) => e.type === 'generation')!.data).toEqual({ generation: 1, firstPlayer: 0 });
    expect(bot(t).actionDeck).toHaveLength(4);
  });
});
