/**
 * The Brink of War's card powers outside Settle (see bow-settle.test.ts):
 * Galactic Scavengers' saved cards, discard for prestige, draw-then-discard,
 * spending goods and prestige, the produce-and-prestige and "most" powers,
 * Retrofit & Salvage, Psi-Crystal World, and the rulebook's worked Explore
 * numbers. Each test lays out the cards it needs, then plays the phase
 * through the prompts a player would answer.
 */
import type { Json } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import { designMatches } from '../../server/src/games/rftg/phases/search';
import { designOf } from '../../server/src/games/rftg/cardinfo';
import { bonusVp } from '../../server/src/games/rftg/scoring';
import type { RftgState } from '../../server/src/games/rftg/state';
import { answer, chooseActions, cid, id, layout, newBowGame, promptOf, withPrestige } from './helpers';

interface TableauView {
  card: number;
  saved: number;
  savedCards: number[] | null;
}
interface PlayerView {
  actions: Json;
  tableau: TableauView[];
}
const playersSeenBy = (s: RftgState, seat: number | null): PlayerView[] =>
  (rftg.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat }) as unknown as { players: PlayerView[] }).players;

/** Answers the seat's prompts with their first legal answer while `until` does not hold (at most 20). */
function answerFirst(s: RftgState, seat: number, until: (kind: string) => boolean = () => false): void {
  for (let i = 0; i < 20; i++) {
    const pr = promptOf(s, seat);
    if (!pr || until(pr.kind)) return;
    answer(s, seat, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min));
  }
}

const BOW = 3;

describe('Galactic Scavengers: saved cards', () => {
  it('saves one of the kept opening cards at setup; others see only how many', () => {
    const offers = [
      [id('Uplift Mercenary Force', 0, BOW), id('Galactic Scavengers', 0, BOW)],
      [id('Rebel Freedom Fighters', 0, BOW), id('Alien Research Team', 0, BOW)],
    ];
    const s = rftg.setup(rftg.parseOptions({ expansion: 'bow', startOffers: offers }, 2), [{ name: 'A' }, { name: 'B' }], 'save');
    const scav = offers[0][1];
    answer(
      s,
      0,
      promptOf(s, 0)!.choices!.find((c) => (c as number[])[0] === scav)!,
    );
    answer(s, 1, promptOf(s, 1)!.choices![0]);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('start-save');
    expect(pr.choices).toEqual(s.players[0].hand);
    expect(pr.choices).toHaveLength(4);
    const card = pr.choices![2] as number;
    answer(s, 0, card);
    expect(s.players[0].hand).toHaveLength(3);
    expect(s.players[0].saved[scav]).toEqual([card]);
    expect(s.stage).toBe('action');
    const mine = playersSeenBy(s, 0)[0].tableau.find((t) => t.card === scav)!;
    expect(mine).toMatchObject({ saved: 1, savedCards: [card] });
    for (const viewer of [1, null]) expect(playersSeenBy(s, viewer)[0].tableau.find((t) => t.card === scav)).toMatchObject({ saved: 1, savedCards: null });
  });

  it('saves a chosen card of a development payment; a single paid card is saved without asking', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Galactic Scavengers'], hand: ['Replicant Robots', 'Gem World', 'Spice World', 'Comet Zone'] });
    layout(s, 1, { tableau: ['Old Earth'], hand: [] });
    chooseActions(s, ['DEVELOP', 'DEVELOP']);
    answer(s, 1, null);
    answer(s, 0, cid(s, 'Replicant Robots'));
    // Cost 4, 1 less for the Develop action: all three other cards pay.
    const paid = [cid(s, 'Gem World'), cid(s, 'Spice World'), cid(s, 'Comet Zone')];
    answer(s, 0, paid);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('save');
    expect(pr.choices).toEqual(paid);
    answer(s, 0, cid(s, 'Comet Zone'));
    const scav = cid(s, 'Galactic Scavengers');
    expect(s.players[0].saved[scav]).toEqual([cid(s, 'Comet Zone')]);
    expect(s.discard).toEqual(expect.arrayContaining([cid(s, 'Gem World'), cid(s, 'Spice World')]));
    expect(s.discard).not.toContain(cid(s, 'Comet Zone'));

    const t = newBowGame(2);
    layout(t, 0, { tableau: ['Galactic Scavengers'], hand: ['Space Marines', 'Gem World'] });
    layout(t, 1, { tableau: ['Old Earth'], hand: [] });
    chooseActions(t, ['DEVELOP', 'DEVELOP']);
    answer(t, 1, null);
    answer(t, 0, cid(t, 'Space Marines'));
    answer(t, 0, [cid(t, 'Gem World')]);
    expect(t.players[0].saved[cid(t, 'Galactic Scavengers')]).toEqual([cid(t, 'Gem World')]);
    expect(promptOf(t, 0)?.kind).not.toBe('save');
  });

  it('saves a card of a world payment, and its owner takes every saved card in Produce', () => {
    const s = newBowGame(2);
    const scav = cid(s, 'Galactic Scavengers');
    layout(s, 0, { tableau: ['Galactic Scavengers'], hand: ['Gem World', 'Spice World', 'Investment Credits'] });
    layout(s, 1, { tableau: ['Old Earth'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 1, null);
    answer(s, 0, cid(s, 'Gem World'));
    answerFirst(s, 0, (k) => k === 'settle-pay');
    answer(s, 0, [cid(s, 'Spice World'), cid(s, 'Investment Credits')]);
    expect(promptOf(s, 0)!.kind).toBe('save');
    // Saved, then (Produce, chosen by the other player, follows at once) taken back into hand.
    const ev = answer(s, 0, cid(s, 'Investment Credits'));
    expect(ev.find((e) => e.type === 'saved-card')).toMatchObject({ data: { world: scav, card: cid(s, 'Investment Credits') }, audience: [0] });
    expect(ev.find((e) => e.type === 'take-saved')).toMatchObject({ data: { seat: 0, world: scav, count: 1 } });
    expect(ev.map((e) => e.type).indexOf('saved-card')).toBeLessThan(ev.map((e) => e.type).indexOf('take-saved'));
    expect(s.players[0].saved[scav]).toBeUndefined();
    expect(s.players[0].hand).toContain(cid(s, 'Investment Credits'));
  });
});

describe('Explore and Develop powers', () => {
  it('Alien Departure Point: discard a card for 1 prestige before anyone draws', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Alien Departure Point'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['EXPLORE_5_0', 'EXPLORE_5_0']);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'discard-prestige', choices: [cid(s, 'Gem World'), null] });
    expect(promptOf(s, 1)).toBeUndefined();
    expect(s.players[1].hand).toHaveLength(0);
    answer(s, 0, cid(s, 'Gem World'));
    expect(s.players[0].prestige).toBe(1);
    expect(s.players[0].hand).not.toContain(cid(s, 'Gem World'));
    // Explore +5: 7 drawn, 6 discarded, from the cards just drawn.
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 6, max: 6 });
    expect(promptOf(s, 0)!.pick!.from).toHaveLength(7);
    expect(s.players[1].hand).toHaveLength(7);
  });

  it('draw-then-discard: all draws first, then one discard per power, before choosing a development', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Galactic Power Brokers', 'Information Hub'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['DEVELOP', 'DEVELOP']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('develop-discard');
    expect(s.players[0].hand).toHaveLength(3);
    expect(pr.pick).toMatchObject({ min: 2, max: 2 });
    answer(s, 0, pr.pick!.from.slice(0, 2));
    expect(s.players[0].hand).toHaveLength(1);
    expect(promptOf(s, 0)!.kind).toBe('develop');
  });

  it('Golden Age of Terraforming: a rare good spent for 2 off a development', () => {
    const s = newBowGame(2);
    layout(s, 0, {
      tableau: ['Old Earth', 'Golden Age of Terraforming', 'Comet Zone'],
      goods: ['Comet Zone'],
      hand: ['Replicant Robots', 'Gem World', 'Spice World'],
    });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['DEVELOP', 'DEVELOP']);
    answer(s, 1, null);
    answer(s, 0, cid(s, 'Replicant Robots'));
    const golden = cid(s, 'Golden Age of Terraforming');
    // Without the good the development is out of reach (3 cards, 2 in hand): using it is the only choice.
    expect(promptOf(s, 0)).toMatchObject({ kind: 'develop-powers', choices: [[[golden, 0]]] });
    answer(s, 0, [[golden, 0]]);
    // 4 − 1 (Develop) − 2 (rare good) = 1 card; the good goes once the cards are paid (the reference's order).
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 1, max: 1 });
    answer(s, 0, [cid(s, 'Gem World')]);
    expect(s.players[0].goods[cid(s, 'Comet Zone')]).toBeUndefined();
  });

  it("the rulebook's worked numbers: prestige Explore +5 draws 13 and keeps 2, Explore +1,+1 draws 9 and keeps 3", () => {
    for (const [action, drawn, kept] of [
      ['PRESTIGE_EXPLORE_5_0', 13, 2],
      ['PRESTIGE_EXPLORE_1_1', 9, 3],
    ] as const) {
      const s = newBowGame(2);
      withPrestige(s);
      layout(s, 0, { tableau: ['Old Earth'], hand: ['Gem World'] });
      layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
      chooseActions(s, [action, 'PRODUCE']);
      expect(s.players[0].phase.drawn).toHaveLength(drawn);
      // Combined with the hand (1 card), then discarded down to what is kept.
      expect(promptOf(s, 0)!.pick).toMatchObject({ min: drawn - kept, max: drawn - kept });
      expect(promptOf(s, 0)!.pick!.from).toHaveLength(drawn + 1);
    }
  });
});

describe('Consume: spending prestige', () => {
  it('Interstellar Casus Belli: 1 prestige for 3 VP, doubled by Consume 2×; it is optional', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const casus = cid(s, 'Interstellar Casus Belli');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'consume-power', choices: [[casus, 1], null] });
    answer(s, 0, [casus, 1]);
    expect(s.players[0].prestige).toBe(0);
    expect(s.players[0].vp).toBe(6);
  });

  it('Galactic Power Brokers: 1 prestige for 3 cards; not offered without prestige', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { tableau: ['Old Earth', 'Galactic Power Brokers'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_TRADE', 'CONSUME_X2']);
    answer(s, 0, [cid(s, 'Galactic Power Brokers'), 1]);
    expect(s.players[0].hand).toHaveLength(3);
    expect(s.players[0].prestige).toBe(0);
    const t = newBowGame(2);
    layout(t, 0, { tableau: ['Old Earth', 'Galactic Power Brokers'], hand: [] });
    layout(t, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(t, ['CONSUME_TRADE', 'CONSUME_X2']);
    expect(promptOf(t, 0)?.kind).toBe('action');
    expect(t.players[0].hand).toHaveLength(0);
  });

  it('prestige Consume-Trade offers its discard like one more consume power, usable once', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { tableau: ['Old Earth', 'Spice World', 'Gem World'], goods: ['Spice World', 'Gem World'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['PRESTIGE_CONSUME_TRADE', 'CONSUME_X2']);
    answer(s, 0, cid(s, 'Spice World'));
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('consume-power');
    expect(pr.choices).toEqual([[cid(s, 'Old Earth'), 1], 'PRESTIGE_TRADE_BONUS']);
    answer(s, 0, 'PRESTIGE_TRADE_BONUS');
    expect(promptOf(s, 0)!.kind).toBe('prestige-trade-discard');
    answer(s, 0, s.players[0].hand.slice(0, 2));
    expect(s.players[0].vp).toBe(2);
    // Only Old Earth's consume power is left, and it is mandatory: no choice is asked any more.
    expect(promptOf(s, 0)?.kind).toBe('consume-goods');
  });
});

describe('Produce powers', () => {
  const produceRound = (s: RftgState): void => {
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    for (const seat of [0, 1]) answerFirst(s, seat, (k) => k === 'action');
  };

  it('Uplift Gene Breeders: 1 prestige only when it produced this phase', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Uplift Gene Breeders'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    produceRound(s);
    expect(s.players[0].prestige).toBe(1);
    produceRound(s);
    expect(s.players[0].prestige).toBe(1);
  });

  it('Ravaged Uplift World: 1 prestige for strictly the most chromosome cards', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Ravaged Uplift World', 'Uplift Mercenary Force'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'Uplift Revolt World'], hand: [] });
    produceRound(s);
    expect(s.players[0].prestige).toBe(1);
    const t = newBowGame(2);
    layout(t, 0, { tableau: ['Old Earth', 'Ravaged Uplift World'], hand: [] });
    layout(t, 1, { tableau: ['Epsilon Eridani', 'Uplift Revolt World'], hand: [] });
    produceRound(t);
    expect(t.players[0].prestige).toBe(0);
  });

  it('Pan-Galactic Affluence: 1 card for strictly the most goods produced', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Pan-Galactic Affluence', 'Spice World', 'Uplift Gene Breeders'], hand: [] });
    layout(s, 1, { tableau: ["Earth's Lost Colony"], hand: [] });
    const draws = chooseActions(s, ['PRODUCE', 'PRODUCE'])
      .filter((e) => e.type === 'draw')
      .map((e) => e.data as { seat: number; reason: string });
    expect(draws.filter((d) => d.seat === 0 && d.reason === 'Pan-Galactic Affluence')).toHaveLength(1);
    const t = newBowGame(2);
    layout(t, 0, { tableau: ['Old Earth', 'Pan-Galactic Affluence', 'Spice World'], hand: [] });
    layout(t, 1, { tableau: ["Earth's Lost Colony"], hand: [] });
    const tied = chooseActions(t, ['PRODUCE', 'PRODUCE'])
      .filter((e) => e.type === 'draw')
      .map((e) => e.data as { reason: string });
    expect(tied.filter((d) => d.reason === 'Pan-Galactic Affluence')).toHaveLength(0);
  });

  it('Lifeforms, Inc: discard a card to put a good on an empty gene windfall world', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Lifeforms, Inc', 'Ravaged Uplift World'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const ravaged = cid(s, 'Ravaged Uplift World');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'discard-produce', choices: [[cid(s, 'Gem World'), ravaged], null] });
    answer(s, 0, [cid(s, 'Gem World'), ravaged]);
    expect(s.players[0].goods[ravaged]).toHaveLength(1);
    expect(s.players[0].goods[cid(s, 'Lifeforms, Inc')]).toHaveLength(1);
    expect(s.players[0].hand).not.toContain(cid(s, 'Gem World'));
  });

  it('Alien Oort Cloud Refinery produced by a rare windfall power becomes a rare world', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Mining Robots', 'Alien Oort Cloud Refinery'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    const ev = chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    expect(s.players[0].goods[cid(s, 'Alien Oort Cloud Refinery')]).toHaveLength(1);
    expect(s.players[0].oortKind).toBe('rare');
    expect(ev.find((e) => e.type === 'oort-kind')).toMatchObject({ data: { seat: 0, kind: 'rare' } });
  });

  it('Rebel Cantina draws per Rebel world, not per Rebel development', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ['Rebel Cantina', 'Rebel Troops', 'Rebel Homeworld'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    expect(s.players[0].hand).toHaveLength(2);
  });
});

describe('Retrofit & Salvage, Inc', () => {
  it('takes the cards the others discard at round end, and may then exceed the hand limit', () => {
    const s = newBowGame(2);
    const free = s.drawPile.filter((c) => ![cid(s, 'Old Earth'), cid(s, 'Retrofit & Salvage, Inc'), cid(s, 'Epsilon Eridani')].includes(c));
    layout(s, 0, { tableau: ['Old Earth', 'Retrofit & Salvage, Inc'], hand: free.slice(0, 10) });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: free.slice(10, 22) });
    chooseActions(s, ['CONSUME_X2', 'CONSUME_X2']);
    const pr = promptOf(s, 1)!;
    expect(pr).toMatchObject({ kind: 'round-discard', pick: { min: 2, max: 2 } });
    const thrown = pr.pick!.from.slice(0, 2) as number[];
    answer(s, 1, thrown);
    expect(s.players[0].hand).toHaveLength(12);
    expect(s.players[0].hand).toEqual(expect.arrayContaining(thrown));
    expect(s.discard).not.toEqual(expect.arrayContaining(thrown));
  });
});

describe('Psi-Crystal World: choosing after the others', () => {
  /** Plays a quiet round (nobody has goods or a big hand) so that round 2 starts with `layout` in place. */
  const toNextRound = (s: RftgState): void => {
    for (const pr of rftg.pending(s)) answer(s, pr.seat, s.options.advanced ? 'CONSUME_TRADE+CONSUME_X2' : 'CONSUME_X2');
  };

  it("its owner is asked once the others have chosen, and sees their actions; nobody sees the owner's", () => {
    const s = newBowGame(3);
    layout(s, 0, { tableau: ['Old Earth'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'Psi-Crystal World'], hand: [] });
    layout(s, 2, { tableau: ["Earth's Lost Colony"], hand: [] });
    toNextRound(s);
    expect(s.round).toBe(2);
    expect(promptOf(s, 1)).toBeUndefined();
    answer(s, 0, 'DEVELOP');
    answer(s, 2, 'SETTLE');
    expect(promptOf(s, 1)!.kind).toBe('action');
    for (const viewer of [1, 2, null]) expect(playersSeenBy(s, viewer)[0].actions).toEqual(['DEVELOP']);
    answer(s, 1, 'PRODUCE');
    expect(s.actionsRevealed).toBe(true);
    expect(s.players[1].actions).toEqual(['PRODUCE']);
  });

  it("advanced game: the first action with everyone, the second after both of the opponent's are revealed", () => {
    const s = newBowGame(2, { advanced: true });
    layout(s, 0, { tableau: ['Old Earth', 'Psi-Crystal World'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    toNextRound(s);
    const first = promptOf(s, 0)!;
    expect(first.choices).toContain('DEVELOP');
    expect(first.choices).not.toContain('DEVELOP+SETTLE');
    answer(s, 0, 'DEVELOP');
    // The first card stays secret from the opponent.
    expect(playersSeenBy(s, 1)[0].actions).toBe('chosen');
    answer(s, 1, 'EXPLORE_5_0+SETTLE');
    const second = promptOf(s, 0)!.choices as string[];
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((c) => c.split('+').includes('DEVELOP'))).toBe(true);
    expect(playersSeenBy(s, 0)[1].actions).toEqual(['EXPLORE_5_0', 'SETTLE']);
    answer(s, 0, 'DEVELOP+PRODUCE');
    expect(s.players[0].actions).toEqual(['DEVELOP', 'PRODUCE']);
    expect(s.actionsRevealed).toBe(true);
  });
});

describe('Search: a development giving +1 or +2 Military', () => {
  it('ignores temporary or specialized military (the printed category)', () => {
    const design = (name: string) => designOf(BOW, id(name, 0, BOW));
    expect(designMatches(design('Space Marines'), 'DEV_MILITARY')).toBe(true);
    expect(designMatches(design('Imperium Troops'), 'DEV_MILITARY')).toBe(true);
    expect(designMatches(design('Imperium Seat'), 'DEV_MILITARY')).toBe(false);
    expect(designMatches(design('Alien Tech Institute'), 'DEV_MILITARY')).toBe(false);
  });
});

describe('BoW 6-cost developments at game end', () => {
  const bonusOf = (tableau: string[], scorer: string, prestige = 0): number => {
    const s = newBowGame(2);
    layout(s, 0, { tableau, hand: [] });
    s.players[0].prestige = prestige;
    return bonusVp(s, s.players[0], cid(s, scorer));
  };

  it('Pan-Galactic Hologrid: 2 per novelty world (production or windfall), 2 for Expanding Colony, 1 per other world', () => {
    // Old Earth 1 + Spice World 2 + Star Nomad Lair 2 + Expanding Colony 2.
    expect(bonusOf(['Old Earth', 'Pan-Galactic Hologrid', 'Spice World', 'Star Nomad Lair', 'Expanding Colony'], 'Pan-Galactic Hologrid')).toBe(7);
  });
  it('Golden Age of Terraforming: 2 per Terraforming card, 1 per other 6-cost development and per production world', () => {
    // Golden Age 2 + Terraforming Robots 2 + Comet Zone 1; Asteroid Belt (windfall) and Old Earth score nothing.
    expect(bonusOf(['Old Earth', 'Golden Age of Terraforming', 'Terraforming Robots', 'Comet Zone', 'Asteroid Belt'], 'Golden Age of Terraforming')).toBe(5);
  });
  it('Universal Peace Institute: negative military counts as VP, plus 2 for Pan-Galactic Mediator', () => {
    // Military −2 (Institute) −1 (Mediator) −1 (Psi-Crystal World) = −4 → 4 VP, Mediator 2.
    expect(bonusOf(['Old Earth', 'Universal Peace Institute', 'Pan-Galactic Mediator', 'Psi-Crystal World'], 'Universal Peace Institute')).toBe(6);
  });
  it('Pan-Galactic Affluence: 1 per prestige, 2 for Export Duties', () => {
    expect(bonusOf(['Old Earth', 'Pan-Galactic Affluence', 'Export Duties'], 'Pan-Galactic Affluence', 3)).toBe(5);
  });
  it('Imperium Planet Buster (cost 9) is no 6-cost development for Galactic Federation', () => {
    // Federation: 2 per 6-cost development (itself included), 1 per other development.
    expect(bonusOf(['Old Earth', 'Galactic Federation', 'Imperium Planet Buster', 'Export Duties'], 'Galactic Federation')).toBe(2 + 1 + 1);
  });
});
