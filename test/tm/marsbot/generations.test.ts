/**
 * MarsBot: the generations (MB-06..11): player order, research with and
 * without the draft, the bonus deck's reshuffle, turns, production.
 */
import { seedRng } from '../../../server/src/engine';
import { BONUS_CARDS } from '../../../server/src/games/tm/marsbot/cards';
import { buildActionDeck, drawBonus } from '../../../server/src/games/tm/marsbot/decks';
import { actionDeck, bonusDeck, bot, MB, onTop, run, texts } from './kit';

const ALL_BONUS = BONUS_CARDS.map((c) => c.id);

describe('MarsBot generations', () => {
  test('[MB-06] from generation 2 the first player alternates: MarsBot starts even generations', () => {
    const t = MB();
    actionDeck(t, '038');
    t.pass(0);
    expect([t.s.generation, t.asking(0)]).toEqual([2, 'research-buy']);
    actionDeck(t, '023', '125');
    const ev = t.move(0, []);
    // MarsBot's turn came first: Arctic Algae resolved before the player is asked for an action.
    expect(ev.find((e) => e.type === 'generation')!.data).toEqual({ generation: 2, firstPlayer: 'marsbot' });
    expect([bot(t).played, bot(t).actionDeck, t.asking(0)]).toEqual([['038', '023'], ['125'], 'action']);
    t.pass(0);
    expect(t.s.generation).toBe(3);
    actionDeck(t, '038');
    t.move(0, []);
    expect(t.events.filter((e) => e.type === 'generation').pop()!.data).toEqual({ generation: 3, firstPlayer: 0 });
    expect(bot(t).actionDeck).toEqual(['038']);
  });

  test('[MB-07] research without the draft: the player draws 4 and buys; MarsBot gets 3 project cards and 1 bonus card, for free', () => {
    const t = MB();
    actionDeck(t);
    const mc = bot(t).mc;
    t.pass(0);
    expect([t.p.offer.length, t.prompt(0)!.pick]).toEqual([4, { from: t.p.offer, min: 0, max: 4 }]);
    const deck = bot(t).actionDeck;
    expect([deck.length, deck.filter((c) => c.startsWith('B')).length, bot(t).mc]).toEqual([4, 1, mc]);
    const brutal = MB({ brutalFourCards: true });
    actionDeck(brutal);
    brutal.pass(0);
    expect([bot(brutal).actionDeck.length, bot(brutal).actionDeck.filter((c) => c.startsWith('B')).length]).toEqual([5, 1]);
  });

  test('[MB-08] an empty bonus deck: the bonus discard pile (never a destroyed card or one in the action deck) becomes the new deck; with nothing to shuffle no card is drawn', () => {
    const t = MB();
    actionDeck(t, 'B04');
    bonusDeck(t);
    t.set((s) => {
      s.marsbot!.bonusDiscard = ['B01', 'B02'];
      s.marsbot!.destroyed = ['B03', 'B05', 'B06', 'B07', 'B08'];
    });
    let drawn: string | null = null;
    const ev = run(t, (c) => (drawn = drawBonus(c)));
    expect(['B01', 'B02']).toContain(drawn);
    expect([bot(t).bonusDeck, bot(t).bonusDiscard]).toEqual([['B01', 'B02'].filter((x) => x !== drawn), []]);
    expect(texts(ev)).toEqual(['MarsBot: its bonus discard pile becomes a new bonus deck (2 cards)']);
    // Nothing left to shuffle: the new action deck has only its project cards.
    t.set((s) => {
      s.marsbot!.bonusDeck = [];
      s.marsbot!.destroyed.push('B01', 'B02');
    });
    run(t, (c) => buildActionDeck(c, ['001', '002', '003']));
    expect([...bot(t).actionDeck].sort()).toEqual(['001', '002', '003']);
    expect([...bot(t).destroyed, 'B04'].sort()).toEqual(ALL_BONUS);
  });

  test('[MB-09] the draft: two stacks of 4; the player keeps one of theirs, MarsBot a random one of its stack; the stacks are swapped until both have kept 4; MarsBot discards 1 and takes 1 bonus card', () => {
    const t = MB({ draft: true, marsbotPicks: [1, 0, 1], bonusDeck: ALL_BONUS });
    actionDeck(t, '009');
    const [P1, P2, P3, P4, M1, M2, M3, M4] = ['101', '102', '103', '104', '105', '106', '107', '108'];
    onTop(t, P1, P2, P3, P4, M1, M2, M3, M4);
    t.pass(0);
    expect([t.s.phase, t.p.pack, bot(t).stack]).toEqual(['draft', [P1, P2, P3, P4], [M1, M2, M3, M4]]);
    t.move(0, P1);
    // MarsBot kept its stack's card at index 1 (M2); the player now holds the rest of MarsBot's stack.
    expect([t.p.pack, bot(t).stack, bot(t).kept]).toEqual([[M1, M3, M4], [P2, P3, P4], [M2]]);
    t.move(0, M3);
    expect([t.p.pack, bot(t).stack, bot(t).kept]).toEqual([
      [P3, P4],
      [M1, M4],
      [M2, P2],
    ]);
    t.move(0, P4);
    // The last cards are kept without a pick.
    expect([t.s.phase, t.p.offer, t.p.pack]).toEqual(['research', [P1, M3, P4, M1], []]);
    // Scripted: no shuffle, the last card kept (P3) is discarded, the bonus card comes first.
    expect([...bot(t).actionDeck].reverse()).toEqual(['B02', M2, P2, M4]);
    expect([t.s.discard.includes(P3), bot(t).kept, bot(t).stack]).toEqual([true, [], []]);
    expect(t.prompt(0)!.pick).toEqual({ from: [P1, M3, P4, M1], min: 0, max: 4 });
    // brutalFourCards: all 4 kept.
    const b = MB({ draft: true, marsbotPicks: [1, 0, 1], bonusDeck: ALL_BONUS, brutalFourCards: true });
    actionDeck(b, '009');
    onTop(b, P1, P2, P3, P4, M1, M2, M3, M4);
    b.pass(0).answer(0, P1).answer(0, M3).answer(0, P4);
    expect([...bot(b).actionDeck].reverse()).toEqual(['B02', M2, P2, M4, P3]);
  });

  test('[MB-09] unscripted, MarsBot picks at random from its own stack and its 4 are shuffled before one is discarded', () => {
    const picks = new Set<string>();
    const discarded = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const t = MB({ draft: true });
      actionDeck(t, '009');
      onTop(t, '101', '102', '103', '104', '105', '106', '107', '108');
      t.pass(0);
      t.set((s) => (s.rng = seedRng(seed)));
      t.move(0, '101');
      picks.add(bot(t).kept[0]);
      expect(['105', '106', '107', '108']).toContain(bot(t).kept[0]);
      const kept = [...bot(t).kept];
      t.move(0, t.p.pack[0]);
      kept.push(bot(t).kept[1]);
      t.move(0, t.p.pack[0]);
      kept.push(...bot(t).actionDeck.filter((c) => !c.startsWith('B')), t.s.discard[t.s.discard.length - 1]);
      discarded.add(String(kept.indexOf(t.s.discard[t.s.discard.length - 1])));
    }
    expect(picks.size).toBeGreaterThan(1);
    // Which of its kept cards went to the discard pile differs from game to game.
    expect(discarded.size).toBeGreaterThan(1);
  });

  test('[MB-10] turns alternate: the player as usual, MarsBot one card; with an empty deck it passes and the player plays on alone; a passed player sees MarsBot resolve its remaining cards', () => {
    const t = MB();
    actionDeck(t, '038', '023', '125', 'B04');
    t.act({ do: 'sp', sp: 'power-plant' }).act({ do: 'end' });
    expect([bot(t).played, bot(t).actionDeck.length, t.asking(0), t.s.turn]).toEqual([['038'], 3, 'action', { seat: 0, actions: 0 }]);
    const ev = t.move(0, { do: 'pass' });
    // Arctic Algae, Hackers (no tag: a failure), Overachievement (nothing to claim: 5 M€), then MarsBot passes.
    expect(texts(ev.filter((e) => ['marsbot-card', 'marsbot-bonus-card', 'pass'].includes(e.type)))).toEqual([
      'P0 passes',
      'MarsBot: resolves Arctic Algae (plant)',
      'MarsBot: resolves Hackers (no tags)',
      'MarsBot: resolves Overachievement',
      'MarsBot: passes (its action deck is empty)',
    ]);
    expect([bot(t).mc, bot(t).tracks, t.s.generation]).toEqual([10, [1, 0, 0, 0, 0, 0, 1], 2]);
    const alone = MB();
    actionDeck(alone, '038');
    alone.act({ do: 'sp', sp: 'power-plant' }).act({ do: 'end' });
    alone.act({ do: 'sp', sp: 'power-plant' }).act({ do: 'end' });
    expect(bot(alone).passed).toBe(true);
    alone.act({ do: 'sp', sp: 'power-plant' }).act({ do: 'end' });
    expect([alone.asking(0), alone.s.generation, alone.events.filter((e) => e.type === 'pass').length]).toEqual(['action', 1, 1]);
  });

  test("[MB-11] production: the player's as usual; MarsBot skips it (its TR earns it nothing)", () => {
    const t = MB().prod(0, { mc: 3, steel: 1 });
    actionDeck(t, '038');
    t.set((s) => (s.marsbot!.mc = 4));
    t.pass(0);
    expect([t.p.res.mc, t.p.res.steel, bot(t).mc, bot(t).tr]).toEqual([123, 1, 4, 20]);
  });
});
