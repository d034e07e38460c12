/**
 * The Gathering Storm and Rebel vs Imperium: setups (5 and 6 players, start
 * world choice, Ancient Race, turn order) and the new card powers.
 */
import { rftg, type RftgState } from '../../server/src/games/rftg';
import { deckForLevel, designById } from '../../server/src/games/rftg/data/deck';
import { totalMilitary } from '../../server/src/games/rftg/military';
import { scoreSheet } from '../../server/src/games/rftg/scoring';
import { answer, cardLocations, chooseActions, cid, id, ids, layout, newGame, promptOf, script } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
const all = (s: RftgState) => Array.from({ length: deckForLevel(s.level).length }, (_, i) => i);

describe('The Gathering Storm setup', () => {
  it('5 players: 136 cards, a start world and 6 cards each, 2 to discard, 60 VP; a third Contact Specialist', () => {
    const s = rftg.setup(rftg.parseOptions({ expansion: 'tgs' }, 5), seats(5), 'tgs5');
    expect(all(s)).toHaveLength(136);
    expect(cardLocations(s)).toEqual(all(s));
    expect(s.vpPool).toBe(60);
    expect(ids('Contact Specialist', 1)).toHaveLength(3);
    for (const p of s.players) {
      expect(p.tableau).toHaveLength(1);
      expect(p.hand).toHaveLength(6);
    }
    expect(rftg.pending(s).map((p) => [p.kind, p.pick!.min])).toEqual(Array(5).fill(['initial-discard', 2]));
  });

  it('Ancient Race as a start world keeps 3 cards (discards 3)', () => {
    const opts = rftg.parseOptions({ expansion: 'tgs', startWorlds: [id('Ancient Race', 0, 1), id('Old Earth', 0, 1)] }, 2);
    const s = rftg.setup(opts, seats(2), 'ar');
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 3, max: 3 });
    expect(promptOf(s, 1)!.pick).toMatchObject({ min: 2, max: 2 });
    // Ancient Race is a windfall world: it starts with a good.
    expect(s.players[0].goods[id('Ancient Race', 0, 1)]).toHaveLength(1);
  });

  it('turn order starts at the lowest start world id', () => {
    const opts = rftg.parseOptions({ expansion: 'tgs', startWorlds: [id('Doomed World', 0, 1), id('Alpha Centauri', 0, 1), id('Separatist Colony', 0, 1)] }, 3);
    const s = rftg.setup(opts, seats(3), 'order');
    expect(s.order).toEqual([1, 2, 0]);
  });
});

describe('Rebel vs Imperium setup', () => {
  it('6 players: each is offered a red and a blue start world, keeps one and discards 2 (secret until all chose)', () => {
    const s = rftg.setup(rftg.parseOptions({ expansion: 'rvi' }, 6), seats(6), 'rvi6');
    expect(all(s)).toHaveLength(180);
    expect(s.vpPool).toBe(72);
    const design = (c: number) => designById(deckForLevel(2)[c])!;
    for (const [seat, p] of s.players.entries()) {
      expect(p.tableau).toEqual([]);
      expect(p.hand).toHaveLength(6);
      const [red, blue] = p.startOffer!;
      expect(design(red).flags).toContain('START_RED');
      expect(design(blue).flags).toContain('START_BLUE');
      const pr = promptOf(s, seat)!;
      expect(pr.kind).toBe('start-choice');
      expect(pr.choices).toHaveLength(30);
      // Offered worlds wait in the discard pile (as in the reference engine).
      expect(s.discard).toEqual(expect.arrayContaining([red, blue]));
    }
    const v1 = rftg.view(s, { kind: 'seat', seat: 1 }) as { players: { startOffer: unknown; hand: unknown }[] };
    expect(v1.players[0].startOffer).toBeNull();
    expect(v1.players[1].startOffer).toEqual(s.players[1].startOffer);
    const [world, d1, d2] = promptOf(s, 0)!.choices![0] as number[];
    const other = s.players[0].startOffer!.find((w) => w !== world)!;
    answer(s, 0, [world, d1, d2]);
    // Not applied yet: applied once everyone has chosen.
    expect(s.players[0].tableau).toEqual([]);
    expect(JSON.stringify(rftg.view(s, { kind: 'seat', seat: 1 }))).not.toContain(`"startPick"`);
    for (let seat = 1; seat < 6; seat++) answer(s, seat, promptOf(s, seat)!.choices![0]);
    expect(s.players[0].tableau).toEqual([world]);
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.discard).toEqual(expect.arrayContaining([other, d1, d2]));
    expect(cardLocations(s)).toEqual(all(s));
    expect(s.stage).toBe('action');
  });

  it('scripted offers; Ancient Race kept in RvI still discards down to 3', () => {
    const ar = id('Ancient Race', 0, 2);
    const opts = rftg.parseOptions(
      {
        expansion: 'rvi',
        startOffers: [
          [id('Separatist Colony', 0, 2), ar],
          [id('New Sparta', 0, 2), id('Old Earth', 0, 2)],
        ],
      },
      2,
    );
    const s = rftg.setup(opts, seats(2), 'ar');
    answer(
      s,
      0,
      (promptOf(s, 0)!.choices as number[][]).find((c) => c[0] === ar)!,
    );
    answer(s, 1, promptOf(s, 1)!.choices![0]);
    expect(promptOf(s, 0)!.kind).toBe('initial-discard');
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 1, max: 1 });
    // Seat 1 waits for that discard before round 1 begins.
    expect(promptOf(s, 1)).toBeUndefined();
    answer(s, 0, [s.players[0].hand[0]]);
    expect(promptOf(s, 1)!.kind).toBe('action');
    expect(s.players[0].hand).toHaveLength(3);
  });
});

describe('new Settle powers', () => {
  it('Space Mercenaries: discard up to 2 hand cards as temporary military to conquer', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    // New Sparta +2, Space Mercenaries +1 = 3; Hive World needs 3... Rebel Colony needs 4: one hand card.
    layout(s, 0, { tableau: ['New Sparta', 'Space Mercenaries'], hand: ['Rebel Colony', 'Gem World', 'Comet Zone'] });
    layout(s, 1, { tableau: ['Old Earth'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    expect(promptOf(s, 0)!.choices).toContain(cid(s, 'Rebel Colony'));
    answer(s, 0, cid(s, 'Rebel Colony'));
    answer(s, 1, null);
    const powers = promptOf(s, 0)!;
    expect(powers.kind).toBe('settle-powers');
    expect(powers.choices).toEqual([[[cid(s, 'Space Mercenaries'), 1]]]);
    answer(s, 0, powers.choices![0]);
    const pay = promptOf(s, 0)!;
    expect(pay.kind).toBe('settle-pay');
    expect(pay.pick).toMatchObject({ min: 1, max: 2 });
    answer(s, 0, [cid(s, 'Gem World')]);
    expect(s.players[0].tableau).toContain(cid(s, 'Rebel Colony'));
  });

  it('Improved Logistics: a second world after the first, without a second Settle bonus', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'Improved Logistics'], hand: ['Gem World', 'Volcanic World', 'Comet Zone', 'Spice World', 'Space Port'] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, cid(s, 'Gem World'));
    answer(s, 1, null);
    const bonus = s.drawPile[0];
    script(s, [bonus]);
    answer(s, 0, [cid(s, 'Comet Zone'), cid(s, 'Spice World')]);
    expect(s.players[0].hand).toContain(bonus);
    const second = promptOf(s, 0)!;
    expect(second.kind).toBe('place-second');
    expect(second.choices).toContain(cid(s, 'Volcanic World'));
    const handBefore = s.players[0].hand.length;
    answer(s, 0, cid(s, 'Volcanic World'));
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
    answer(s, 0, promptOf(s, 0)!.pick!.from.slice(0, 2));
    expect(s.players[0].tableau).toEqual([cid(s, 'Old Earth'), cid(s, 'Improved Logistics'), cid(s, 'Gem World'), cid(s, 'Volcanic World')]);
    expect(s.players[0].hand).toHaveLength(handBefore - 3);
  });

  it('Rebel Pact lowers the cost of paying for a military world (Rebel Cantina); Imperium Cloaking Technology conquers a peaceful world', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false, takeovers: false });
    layout(s, 0, { tableau: ['Rebel Cantina', 'Rebel Pact'], hand: ['Hive World', 'Gem World', 'Comet Zone'] });
    layout(s, 1, { tableau: ['Imperium Warlord', 'Imperium Cloaking Technology', 'Space Marines'], hand: ['Galactic Studios'] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, cid(s, 'Hive World'));
    answer(s, 1, cid(s, 'Galactic Studios'));
    // Hive World (defence 3), paid with cards: 3 − 2 (Rebel Pact) = 1.
    answer(s, 0, [[cid(s, 'Rebel Cantina'), 0]]);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 1, max: 1 });
    // Galactic Studios (cost 5) conquered: Warlord 1 + Space Marines 2 + Cloaking 2 = 5.
    const cloak = cid(s, 'Imperium Cloaking Technology');
    expect(promptOf(s, 1)!.choices).toContainEqual([[cloak, 0]]);
    answer(s, 1, [[cloak, 0]]);
    expect(s.players[1].tableau).toContain(cid(s, 'Galactic Studios'));
    expect(s.players[1].tableau).not.toContain(cloak);
  });
});

describe('new Develop, Consume and Produce powers', () => {
  it('R&D Crash Program: discard it from the tableau for −3 on a development', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'R&D Crash Program'], hand: ['Galactic Bankers', 'Gem World', 'Comet Zone', 'Spice World'] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['DEVELOP', 'PRODUCE']);
    answer(s, 0, cid(s, 'Galactic Bankers'));
    answer(s, 1, null);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('develop-powers');
    answer(s, 0, [[cid(s, 'R&D Crash Program'), 0]]);
    // 6 − 1 (Develop) − 3 = 2.
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
    expect(s.players[0].tableau).not.toContain(cid(s, 'R&D Crash Program'));
  });

  it('Gambling World (RvI): ante a card; a flipped card costing more wins one flipped card and the ante back', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'Gambling World'], hand: ['Expedition Force', 'Alien Monolith'] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['CONSUME_TRADE', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('ante');
    expect(pr.choices).toEqual([cid(s, 'Expedition Force'), null]);
    script(s, ['Gem World']);
    answer(s, 0, cid(s, 'Expedition Force'));
    expect(promptOf(s, 0)!).toMatchObject({ kind: 'keep', choices: [cid(s, 'Gem World')] });
    expect(cardLocations(s)).toEqual(all(s));
    answer(s, 0, cid(s, 'Gem World'));
    expect(s.players[0].hand).toEqual(expect.arrayContaining([cid(s, 'Expedition Force'), cid(s, 'Gem World')]));
    // Losing: nothing flipped costs more; the ante and the flips are discarded.
    const t = newGame(2, { expansion: 'rvi', goals: false }, 'lose');
    layout(t, 0, { tableau: ['Old Earth', 'Gambling World'], hand: ['Space Marines'] });
    layout(t, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(t, ['CONSUME_TRADE', 'PRODUCE']);
    script(t, ['Gem World', 'Rebel Fuel Cache']);
    answer(t, 0, cid(t, 'Space Marines'));
    expect(t.players[0].hand).toEqual([]);
    expect(t.discard).toEqual(expect.arrayContaining([cid(t, 'Space Marines'), cid(t, 'Gem World'), cid(t, 'Rebel Fuel Cache')]));
  });

  it('Galactic Exchange: one good of each kind held (up to four), a card and a VP each; scores by kinds among worlds', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'Galactic Exchange', 'Gem World', 'Comet Zone', 'Pilgrimage World'], goods: ['Gem World', 'Comet Zone'], hand: [] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'CONSUME_TRADE']);
    // Old Earth and Galactic Exchange both apply: the player picks the order.
    let pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('consume-power');
    answer(s, 0, [cid(s, 'Galactic Exchange'), 0]);
    pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('consume-goods');
    // Consuming is not optional: both kinds held go (the reference engine's bounds).
    expect(pr.choices).toHaveLength(1);
    // Either order is accepted.
    answer(s, 0, [cid(s, 'Comet Zone'), cid(s, 'Gem World')]);
    expect(s.players[0].vp).toBe(4);
    expect(s.players[0].hand).toHaveLength(2);
    // Worlds of 2 kinds (novelty, rare): 3 VP.
    expect(scoreSheet(s, 0).bonusVp).toBe(3);
  });

  it('Clandestine Uplift Lab: genes trade for 1 more per chromosome card', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'Clandestine Uplift Lab', 'Hive World'], goods: ['Hive World'], hand: [] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['CONSUME_TRADE', 'CONSUME_X2']);
    answer(s, 0, cid(s, 'Hive World'));
    // Gene 4 + Old Earth 1 + 1 chromosome card (the Lab itself).
    expect(s.players[0].hand).toHaveLength(6);
  });

  it('Damaged Alien Factory: optionally discard a card to produce', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    layout(s, 0, { tableau: ['Damaged Alien Factory'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr).toMatchObject({ kind: 'discard-produce', choices: [cid(s, 'Gem World'), null] });
    answer(s, 0, cid(s, 'Gem World'));
    expect(s.players[0].goods[cid(s, 'Damaged Alien Factory')]).toHaveLength(1);
    expect(s.players[0].hand).toEqual([]);
  });
});

describe('new end-of-round and end-of-game rules', () => {
  it('Pan-Galactic Research: hand limit 12; Hidden Fortress: +1 military per military world, game ends at 14 cards', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    layout(s, 0, { tableau: ['Old Earth', 'Pan-Galactic Research'], hand: s.drawPile.slice(0, 12) });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['CONSUME_TRADE', 'CONSUME_TRADE']);
    // 12 cards are fine with Pan-Galactic Research.
    expect(promptOf(s, 0)?.kind).not.toBe('round-discard');
    const t = newGame(2, { expansion: 'rvi', goals: false });
    const devs = [
      'Public Works',
      'Colony Ship',
      'Expedition Force',
      'Mining Robots',
      'Export Duties',
      'Space Marines',
      'Drop Ships',
      'Contact Specialist',
      'Replicant Robots',
      'Pan-Galactic League',
      'Rebel Pact',
    ];
    layout(t, 0, { tableau: ['New Sparta', 'Hidden Fortress', ...devs], hand: [] });
    layout(t, 1, { tableau: ['Alpha Centauri'], hand: [] });
    expect(t.players[0].tableau).toHaveLength(13);
    // New Sparta +2; Hidden Fortress +1 per military world (itself and New Sparta); Space Marines +2,
    // Expedition Force +1, Drop Ships +3, Contact Specialist −1, Pan-Galactic League −1.
    expect(totalMilitary(t, t.players[0])).toBe(2 + 2 + 2 + 1 + 3 - 1 - 1);
    chooseActions(t, ['CONSUME_TRADE', 'CONSUME_TRADE']);
    expect(t.over).toBe(false);
    layout(t, 0, { tableau: [...t.players[0].tableau, 'Trading Outpost'] });
    chooseActions(t, ['CONSUME_TRADE', 'CONSUME_TRADE']);
    expect(t.over).toBe(true);
  });
});
