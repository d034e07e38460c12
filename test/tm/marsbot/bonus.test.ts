/**
 * MarsBot's bonus cards B01-B08 (MB-22..29), each from a scripted situation.
 */
import { resolveBonus } from '../../../server/src/games/tm/marsbot/bonus';
import { SPACES } from '../../../server/src/games/tm/data';
import { actionDeck, bonusDeck, bot, MB, mc, oneMarsbotTurn, onTop, run, texts, tracks, type Table } from './kit';

const bonus = (t: Table, id: string) => run(t, (c) => resolveBonus(c, id, 'resolves'));
/** Every free land space claimed by the player (Land Claim): MarsBot can place nothing on land. */
const claimAllLand = (t: Table) => t.set((s) => SPACES.filter((x) => x.type === 'land' && !s.tiles[x.id]).forEach((x) => (s.claims[x.id] = 0)));

describe('MarsBot bonus cards', () => {
  test('[MB-22] Meteor Shower: you lose 5 plants (all if fewer); destroyed if you lost at least 3', () => {
    const t = MB().res(0, { plants: 7 });
    bonus(t, 'B01');
    expect([t.p.res.plants, bot(t).destroyed]).toEqual([2, ['B01']]);
    const u = MB().res(0, { plants: 2 });
    bonus(u, 'B01');
    expect([u.p.res.plants, bot(u).destroyed, bot(u).bonusDiscard]).toEqual([0, [], ['B01']]);
    const w = MB().res(0, { plants: 3 });
    bonus(w, 'B01');
    expect([w.p.res.plants, bot(w).destroyed]).toEqual([0, ['B01']]);
  });

  test('[MB-23] Invasive Species: you remove your highest-scoring animal or microbe (most VP per resource as printed); MarsBot gains 5 M€ either way; not destroyed', () => {
    // Fish 1 VP per animal > Small Animals 1 per 2 > Tardigrades 1 per 4; Pets' animals cannot be removed.
    const t = MB().inPlay(0, '052', 2).inPlay(0, '054', 3).inPlay(0, '049', 5).inPlay(0, '172', 6);
    bonus(t, 'B02');
    expect([t.played(0, '052')!.res, t.played(0, '054')!.res, t.played(0, '049')!.res, t.played(0, '172')!.res, bot(t).mc, bot(t).bonusDiscard]).toEqual([
      1,
      3,
      5,
      6,
      5,
      ['B02'],
    ]);
    // A microbe card without VP is the lowest, but still a target when it is the only one.
    const u = MB().inPlay(0, '034', 2).inPlay(0, '172', 2);
    bonus(u, 'B02');
    expect([u.played(0, '034')!.res, bot(u).mc]).toEqual([1, 5]);
    // Nothing to remove: MarsBot still gains 5 M€.
    const w = MB();
    const ev = bonus(w, 'B02');
    expect([bot(w).mc, texts(ev).slice(-1)]).toEqual([5, ['MarsBot: no animal or microbe to remove']]);
  });

  test("[MB-23] among equals you choose: a question to you during MarsBot's turn, which ends once you answer", () => {
    const t = MB().inPlay(0, '052', 2).inPlay(0, '072', 1);
    actionDeck(t, 'B02', '038');
    oneMarsbotTurn(t);
    expect([t.asking(0), t.choices(0), bot(t).acting, bot(t).mc]).toEqual(['card-target', ['052', '072'], true, 5]);
    const view = t.s.marsbot!.resolving;
    expect(view).toBe('B02');
    t.move(0, '072');
    expect([t.played(0, '072')!.res, t.played(0, '052')!.res, bot(t).acting, bot(t).resolving, t.asking(0), t.s.turn]).toEqual([
      0,
      2,
      false,
      null,
      'action',
      { seat: 0, actions: 0 },
    ]);
  });

  test('[MB-24] Research and Development: MarsBot draws the top project card and resolves it at once', () => {
    const t = MB();
    onTop(t, '009');
    const ev = bonus(t, 'B03');
    expect(texts(ev)[1]).toBe('MarsBot: draws and resolves (Research and Development) Asteroid (space, event)');
    expect([bot(t).played, bot(t).tracks, bot(t).bonusDiscard]).toEqual([['009'], [0, 2, 2, 0, 0, 0, 0], ['B03']]);
  });

  test('[MB-25] Overachievement: a milestone; failing that, from generation 6, an award; either destroys it, otherwise 5 M€', () => {
    const t = MB();
    tracks(t, 8, 0, 0, 0, 0, 0, 0);
    bonus(t, 'B04');
    expect([t.s.milestones, bot(t).destroyed]).toEqual([[{ id: 'builder', seat: 'marsbot' }], ['B04']]);
    // Generation 5: no milestone, no award tried (it would be ahead in Thermalist and Miner).
    const u = MB();
    u.set((s) => (s.generation = 5));
    bonus(u, 'B04');
    expect([u.s.awards, bot(u).mc, bot(u).bonusDiscard]).toEqual([[], 5, ['B04']]);
    // Generation 6: it funds the award it leads most, leftmost on ties (Thermalist 5 = Miner 5).
    u.set((s) => (s.generation = 6));
    bonus(u, 'B04');
    expect([u.s.awards, bot(u).mc, bot(u).destroyed]).toEqual([[{ id: 'thermalist', seat: 'marsbot' }], 5, ['B04']]);
  });

  test('[MB-26] Expedited Construction: a city next to at least 2 greeneries and/or oceans, the most such neighbours, city rules; destroyed if placed', () => {
    const t = MB().tile('22', 'greenery', 0).tile('32', 'ocean', null);
    bonus(t, 'B05');
    // 23 touches the greenery and the ocean (31, Noctis City's space, touches both too but is reserved):
    // 1 M€ for its plant icon, 2 for the ocean.
    expect([t.s.tiles['23'], bot(t).mc, bot(t).destroyed]).toEqual([{ kind: 'city', owner: 'marsbot' }, 3, ['B05']]);
    // A city next to 23 makes it illegal: nothing, the card is discarded (no failure).
    const u = MB().tile('22', 'greenery', 0).tile('32', 'ocean', null).tile('16', 'city', 0);
    bonus(u, 'B05');
    expect([u.s.tiles['23'], bot(u).bonusDiscard, bot(u).failures]).toEqual([undefined, ['B05'], 0]);
  });

  test('[MB-27] Lobbyists (a): temperature 1-2 steps short of a bonus step or of +8 °C: 2 steps, destroyed', () => {
    const t = MB();
    t.set((s) => (s.temperature = 6));
    bonus(t, 'B06');
    expect([t.s.temperature, bot(t).tr, bot(t).destroyed]).toEqual([8, 21, ['B06']]);
  });

  test('[MB-27] Lobbyists (b): oxygen 1-2 steps short of 8% or 14%: a greenery (its oxygen step), 1 more step, destroyed', () => {
    const t = MB();
    t.set((s) => (s.oxygen = 6));
    onTop(t, '009');
    bonus(t, 'B06');
    // The greenery: 11 land spaces with 2 icons tie; Asteroid's cost 14 counts to the 3rd, 25 (2 M€).
    // 6 → 7 → 8%, and 8% raises the temperature: 3 TR.
    expect([t.s.tiles['25'], t.s.oxygen, t.s.temperature, bot(t).tr, bot(t).mc, bot(t).destroyed]).toEqual([
      { kind: 'greenery', owner: 'marsbot' },
      8,
      -28,
      23,
      2,
      ['B06'],
    ]);
    // RULE-AMBIGUITY reading: with no greenery space (b) does not apply: (d) the temperature (19 steps left).
    const u = MB();
    u.set((s) => (s.oxygen = 6));
    claimAllLand(u);
    bonus(u, 'B06');
    expect([u.s.oxygen, u.s.temperature, bot(u).bonusDiscard]).toEqual([6, -28, ['B06']]);
  });

  test('[MB-27] Lobbyists (c): an empty ocean space next to at least 2 oceans gets an ocean, destroyed', () => {
    const t = MB().tile('43', 'ocean', null).tile('45', 'ocean', null);
    bonus(t, 'B06');
    // 44 touches 43 and 45: TR, 2 × 2 M€ and 1 M€ for its plant icon.
    expect([t.s.tiles['44'], t.s.oceans, bot(t).tr, bot(t).mc, bot(t).destroyed]).toEqual([{ kind: 'ocean', owner: null }, 3, 21, 5, ['B06']]);
  });

  test('[MB-27] Lobbyists (d): the parameter furthest from completion in steps; ties oxygen (no tile), then an ocean, then temperature; not destroyed', () => {
    const t = MB();
    t.set((s) => {
      s.temperature = 2;
      s.oxygen = 5;
    });
    // Oxygen 9 steps left = oceans 9 > temperature 3: oxygen, without a tile.
    bonus(t, 'B06');
    expect([t.s.oxygen, Object.keys(t.s.tiles), bot(t).tr, bot(t).bonusDiscard]).toEqual([6, [], 21, ['B06']]);
    const u = MB();
    u.set((s) => {
      s.temperature = -10;
      s.oxygen = 14;
    });
    // Oceans 9 = temperature 9: an ocean (7 ocean spaces with 2 icons tie; Comet's 21 counts to 63).
    onTop(u, '010');
    bonus(u, 'B06');
    expect([u.s.tiles['63'], u.s.temperature, bot(u).bonusDiscard]).toEqual([{ kind: 'ocean', owner: null }, -10, ['B06']]);
  });

  test('[MB-28] Local Neural Instance: on a land space next to no tile, off the edge, next to no reserved space, by the tie-breaks; destroyed', () => {
    const t = MB();
    onTop(t, '009');
    bonus(t, 'B07');
    // Candidates: 15 16 17 18 47 48 49 54 55 56; the most icons: 55 and 56 (a card each); 14 counts to 56.
    expect([t.s.tiles['56'], bot(t).neural, bot(t).mc, bot(t).destroyed]).toEqual([{ kind: 'special', owner: 'marsbot' }, '56', 1, ['B07']]);
  });

  test('[MB-28] Local Neural Instance that cannot be placed: MarsBot draws and resolves a project card instead; the card is discarded, not destroyed (RULE-AMBIGUITY)', () => {
    const t = MB();
    claimAllLand(t);
    onTop(t, '009');
    bonus(t, 'B07');
    expect([bot(t).neural, bot(t).played, bot(t).bonusDiscard, bot(t).destroyed]).toEqual([null, ['009'], ['B07'], []]);
  });

  test('[MB-29] Corporate Competition: the closest funded award (you lead by the least) whose helper is possible; MarsBot loses 5 M€ and discards the card', () => {
    // Banker: you 3 (M€ production), MarsBot 1 (Building 1 + Event 0): you lead by 2. Scientist: MarsBot leads by 2.
    const t = MB().prod(0, { mc: 3 });
    mc(t, 7);
    tracks(t, 1, 0, 0, 2, 0, 0, 0);
    t.set(
      (s) =>
        (s.awards = [
          { id: 'banker', seat: 0 },
          { id: 'scientist', seat: 0 },
        ]),
    );
    bonus(t, 'B08');
    // Banker's helper advances the track further behind of Building and Event: Event 0 → 1 (advance) → 2.
    expect([bot(t).tracks, bot(t).mc, bot(t).bonusDiscard]).toEqual([[1, 0, 2, 2, 0, 0, 0], 2, ['B08']]);
    // The closest helper impossible (Thermalist, Energy at 18): the next, Miner (Space 2 → 3, a temperature step).
    const u = MB().res(0, { heat: 30 });
    mc(u, 3);
    tracks(u, 0, 2, 0, 0, 18, 0, 0);
    u.set(
      (s) =>
        (s.awards = [
          { id: 'thermalist', seat: 0 },
          { id: 'miner', seat: 0 },
        ]),
    );
    bonus(u, 'B08');
    expect([bot(u).tracks[1], bot(u).tracks[4], u.s.temperature, bot(u).mc]).toEqual([3, 18, -28, 0]);
  });

  test('[MB-29] Corporate Competition: Landlord places a greenery; an advance whose icon fails still counts (5 M€ gained, 5 lost)', () => {
    const t = MB();
    mc(t, 5);
    t.set((s) => (s.awards = [{ id: 'landlord', seat: 0 }]));
    onTop(t, '009');
    bonus(t, 'B08');
    expect([t.s.tiles['25'], t.s.oxygen, bot(t).tr, bot(t).mc]).toEqual([{ kind: 'greenery', owner: 'marsbot' }, 1, 21, 2]);
    const u = MB();
    mc(u, 5);
    tracks(u, 0, 0, 0, 8, 0, 0, 0);
    u.set((s) => (s.awards = [{ id: 'scientist', seat: 0 }]));
    bonus(u, 'B08');
    expect([bot(u).tracks[3], bot(u).failures, bot(u).mc]).toEqual([9, 1, 5]);
  });

  test('[MB-29] Corporate Competition with no funded award (or no possible helper): it draws another bonus card and resolves it, discarding both', () => {
    const t = MB();
    bonusDeck(t, 'B04');
    bonus(t, 'B08');
    expect([bot(t).bonusDiscard.sort(), bot(t).mc]).toEqual([['B04', 'B08'], 5]);
    // Nothing to draw: nothing happens.
    const u = MB();
    bonusDeck(u);
    u.set((s) => (s.marsbot!.actionDeck = s.marsbot!.actionDeck.filter((c) => !c.startsWith('B'))));
    const ev = bonus(u, 'B08');
    expect([texts(ev).slice(-1), bot(u).bonusDiscard]).toEqual([['MarsBot: Corporate Competition: nothing to help and no other bonus card'], ['B08']]);
  });
});
