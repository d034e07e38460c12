/**
 * The Neural Instance and the end (MB-45..49), and the difficulty changes
 * (MB-50..55), with the seed's worked examples.
 */
import { tm } from '../../../server/src/games/tm';
import { legalSpaces } from '../../../server/src/games/tm/board/placement';
import { advance } from '../../../server/src/games/tm/marsbot/actions';
import { TRACK } from '../../../server/src/games/tm/marsbot/board';
import { resolveBonus } from '../../../server/src/games/tm/marsbot/bonus';
import { fundAward } from '../../../server/src/games/tm/marsbot/goals';
import { marsbotSheet, mcPerVp, neuralVp } from '../../../server/src/games/tm/marsbot/score';
import { matchResult, seatSheet } from '../../../server/src/games/tm/scoring';
import { actionDeck, bot, MB, mc, oneMarsbotTurn, onTop, run, texts, tracks } from './kit';

describe('the Neural Instance and the end', () => {
  test("[MB-45] the Neural Instance is MarsBot's tile: you cannot place on it; it scores 1 VP per adjacent space not occupied by you", () => {
    const t = MB().tile('47', 'greenery', 0).tile('55', 'city', 0).tile('49', 'greenery', 'marsbot');
    t.set((s) => {
      s.tiles['48'] = { kind: 'special', owner: 'marsbot' };
      s.marsbot!.neural = '48';
    });
    expect(legalSpaces(t.s, 0, 'greenery')).not.toContain('48');
    // 40, 41 and 54 empty, 49 its own greenery: 4 (47 and 55 are yours).
    expect([neuralVp(t.s), marsbotSheet(t.s).neural]).toEqual([4, 4]);
  });

  test('[MB-46] when generation 19 ends with Mars not terraformed, the match ends as generation 20 would begin: you lose at once, whatever the score', () => {
    const t = MB();
    actionDeck(t);
    t.set((s) => {
      s.generation = 19;
      s.players[0].tr = 200;
    });
    const ev = t.move(0, { do: 'pass' });
    expect([t.s.phase, t.s.generation, bot(t).ended]).toEqual(['over', 20, 'generation20']);
    expect(texts(ev).slice(-1)).toEqual(['Generation 20: Mars is not terraformed, MarsBot wins']);
    const r = tm.result(t.s)!;
    expect([r.ranks, r.detail]).toMatchObject([[2], { won: false, winner: 'MarsBot', generation: 20, ended: 'generation20' }]);
  });

  test('[MB-47] all three parameters maxed: the generation ends; in turn order you convert plants and MarsBot, for each track whose next space holds a greenery icon, moves that cube and places a greenery (board order; behind a marker nothing)', () => {
    const t = MB().res(0, { plants: 8 });
    actionDeck(t);
    t.globals({ temperature: 8, oxygen: 14, oceans: 9 });
    tracks(t, 7, 0, 3, 0, 0, 0, 2);
    t.set((s) => (s.marsbot!.markers[TRACK.building] = 8));
    onTop(t, '009');
    t.pass(0);
    // Generation 1: you first.
    expect([t.s.phase, t.asking(0), Object.values(t.s.tiles).filter((x) => x.owner === 'marsbot')]).toEqual(['final', 'final-greenery', []]);
    const ev = t.move(0, 'done');
    expect(texts(ev).filter((x) => x.includes('final greenery') || x.includes('places'))).toEqual([
      'MarsBot: final greenery: Building → 8: ignored (regression marker)',
      'MarsBot: final greenery: Event → 4',
      'MarsBot: places a greenery on 36',
      'MarsBot: final greenery: Microbe/Animal/Plant → 3',
      'MarsBot: places a greenery on 35',
    ]);
    // 35 and 36 each touch 3 oceans and have 2 icons: 8 M€ each; no TR at 14%.
    expect([bot(t).tracks, bot(t).markers[0], bot(t).mc, bot(t).tr, t.s.phase]).toEqual([[8, 0, 4, 0, 0, 0, 3], null, 16, 20, 'over']);
    // In an even generation MarsBot goes first.
    const u = MB().res(0, { plants: 8 });
    actionDeck(u);
    u.globals({ temperature: 8, oxygen: 14, oceans: 9 });
    u.set((s) => (s.generation = 2));
    tracks(u, 0, 0, 0, 0, 0, 0, 2);
    onTop(u, '009');
    u.pass(0);
    expect([u.asking(0), Object.values(u.s.tiles).filter((x) => x.owner === 'marsbot').length]).toEqual(['final-greenery', 1]);
  });

  test("[MB-48] MarsBot's score: TR, 5 per milestone, awards by its values (2 players: first place only, ties share), greeneries, greeneries next to its cities, the Neural Instance, M€ by generation; no VP from its cards", () => {
    const t = MB()
      .prod(0, { mc: 2 })
      .tile('10', 'city', 'marsbot')
      .tile('09', 'greenery', 'marsbot')
      .tile('11', 'greenery', 'marsbot')
      .tile('16', 'greenery', 0);
    t.set((s) => {
      s.tiles['55'] = { kind: 'special', owner: 'marsbot' };
      s.marsbot!.neural = '55';
      s.marsbot!.tr = 30;
      s.marsbot!.mc = 20;
      s.marsbot!.played = ['001'];
      s.milestones = [{ id: 'builder', seat: 'marsbot' }];
      s.awards = [
        { id: 'landlord', seat: 0 },
        { id: 'banker', seat: 'marsbot' },
      ];
    });
    tracks(t, 2, 0, 0, 0, 0, 0, 0);
    // Landlord: MarsBot 4 tiles, you 1: 5 for it. Banker: 2 (Building 2 + Event 0) and your 2: 5 each.
    expect(marsbotSheet(t.s)).toEqual({ tr: 30, milestones: 5, awards: 10, greeneries: 2, cities: 3, neural: 6, cards: 0, mcVp: 2, total: 58, mc: 20 });
    expect(seatSheet(t.s, 0).awards).toEqual(5);
    expect([12, 13, 14, 15, 16, 17, 18, 19].map(mcPerVp)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(mcPerVp(1)).toBe(8);
  });

  test('[MB-48] worked example: generation 14, 24 M€ → 4 VP; generation 16 → 6 VP', () => {
    const t = MB();
    mc(t, 24);
    t.set((s) => (s.generation = 14));
    expect(marsbotSheet(t.s).mcVp).toBe(4);
    t.set((s) => (s.generation = 16));
    expect(marsbotSheet(t.s).mcVp).toBe(6);
  });

  test('[MB-49] you score as usual and win only with more VP than MarsBot (a tie is its win); the result has your VP, rank 1 or 2, both sheets, the generation and how it ended', () => {
    const t = MB();
    t.set((s) => {
      s.phase = 'over';
      s.marsbot!.ended = 'terraformed';
      s.marsbot!.tr = 30;
    });
    const mine = seatSheet(t.s, 0).total;
    t.set((s) => (s.players[0].tr += 30 - mine));
    let r = matchResult(t.s)!;
    expect([r.scores, r.ranks, (r.detail as { winner: string }).winner]).toEqual([[30], [2], 'MarsBot']);
    t.set((s) => (s.players[0].tr += 1));
    r = matchResult(t.s)!;
    expect(r).toEqual({
      scores: [31],
      ranks: [1],
      detail: {
        opponent: 'marsbot',
        won: true,
        winner: 'P0',
        generation: 1,
        ended: 'terraformed',
        sheets: [{ seat: 0, name: 'P0', ...seatSheet(t.s, 0) }],
        marsbot: { name: 'MarsBot', tr: 30, milestones: 0, awards: 0, greeneries: 0, cities: 0, neural: 0, cards: 0, mcVp: 0, total: 30, mc: 0 },
      },
    });
  });
});

describe('difficulty changes', () => {
  test('[MB-50] easyNoAdvance: advance icons are ignored', () => {
    const t = MB({ difficulty: 'easy' });
    actionDeck(t, '009');
    oneMarsbotTurn(t);
    expect(bot(t).tracks).toEqual([0, 1, 1, 0, 0, 0, 0]);
  });

  test('[MB-51] easyFailure3: action failures give 3 M€; Overachievement and Invasive Species still give 5', () => {
    const t = MB({ easyFailure3: true });
    actionDeck(t, '125');
    oneMarsbotTurn(t);
    expect(bot(t).mc).toBe(3);
    run(t, (c) => resolveBonus(c, 'B04', 'resolves'));
    run(t, (c) => resolveBonus(c, 'B02', 'resolves'));
    expect(bot(t).mc).toBe(13);
  });

  test('[MB-52] easyAwardsMinus5: its award values are 5 lower, for funding and for scoring', () => {
    const t = MB({ easyAwardsMinus5: true });
    let funded = true;
    run(t, (c) => (funded = fundAward(c, 'test')));
    // Thermalist and Miner are 0 now, as yours: no award where it is ahead.
    expect(funded).toBe(false);
    tracks(t, 0, 0, 0, 0, 1, 0, 0);
    run(t, (c) => fundAward(c, 'test'));
    t.set((s) => (s.players[0].res.heat = 1));
    // Thermalist 1 for it, 1 for you: a tie shares first place.
    expect([t.s.awards, marsbotSheet(t.s).awards, seatSheet(t.s, 0).awards]).toEqual([[{ id: 'thermalist', seat: 'marsbot' }], 5, 5]);
  });

  test('[MB-53] hardCardVp: 1 VP per card in its played pile with a non-negative VP icon (RULE-AMBIGUITY: only cards printed with one)', () => {
    const t = MB({ hardCardVp: true });
    t.set((s) => (s.marsbot!.played = ['009', '052', '027', '112', '125', '001']));
    // Fish (per animal), Interstellar Colony Ship (4), Colonizer Training Camp (2); not Asteroid (no icon), Bribed Committee, Hackers (negative).
    expect(marsbotSheet(t.s).cards).toBe(3);
    const n = MB();
    n.set((s) => (s.marsbot!.played = ['052', '027', '001']));
    expect(marsbotSheet(n.s).cards).toBe(0);
  });

  test('[MB-54] worked example: first turn of generation 5, one milestone claimed, MarsBot qualifies for two and has 8 M€ → it claims the one the tie-breaks pick and has 0 M€ left', () => {
    const t = MB({ hardEarlyMilestone: true });
    actionDeck(t, '006', '071');
    t.set((s) => {
      s.generation = 5;
      s.milestones = [{ id: 'terraformer', seat: 0 }];
      s.marsbot!.mc = 8;
    });
    tracks(t, 8, 4, 4, 4, 4, 4, 4);
    const ev = oneMarsbotTurn(t);
    // Builder (you miss 8 building tags) before Planner (you miss 16 cards); then its card (Science 4 → 5).
    expect(texts(ev).filter((x) => x.startsWith('MarsBot'))).toEqual([
      'MarsBot: claims Builder (hard: first turn of the generation)',
      'MarsBot: −8 M€ (the early milestone), 0 M€',
      "MarsBot: resolves Inventors' Guild (science)",
      'MarsBot: Science → 5 (science tag)',
    ]);
    expect([t.s.milestones.map((m) => m.id), bot(t).mc]).toEqual([['terraformer', 'builder'], 0]);
  });

  test('[MB-54] only on its first turn of the generation, with 8 M€ and a milestone it qualifies for', () => {
    const t = MB({ hardEarlyMilestone: true });
    actionDeck(t, '125', '006');
    tracks(t, 8, 0, 0, 4, 0, 0, 0);
    mc(t, 3);
    // First turn: 3 M€, no claim; Hackers fails: 8 M€. Second turn: not the first any more.
    oneMarsbotTurn(t);
    expect([t.s.milestones, bot(t).mc]).toEqual([[], 8]);
    oneMarsbotTurn(t);
    expect([t.s.milestones, bot(t).mc]).toEqual([[], 8]);
  });

  test('[MB-55] brutalFourCards: 4 project cards at setup and at each research (5-card action deck), all 4 kept from the draft', () => {
    const t = MB({ difficulty: 'brutal' });
    expect(bot(t).actionDeck).toHaveLength(5);
    actionDeck(t);
    t.pass(0);
    expect([bot(t).actionDeck.length, bot(t).actionDeck.filter((c) => c.startsWith('B')).length]).toEqual([5, 1]);
    const d = MB({ brutalFourCards: true, draft: true });
    actionDeck(d);
    const discard = d.s.discard.length;
    d.pass(0);
    d.move(0, d.p.pack[0]);
    d.move(0, d.p.pack[0]);
    d.move(0, d.p.pack[0]);
    expect([bot(d).actionDeck.length, d.s.discard.length]).toEqual([5, discard]);
  });
});

test('[MB-20] an advance on a track at 18 is an action failure, also from an icon', () => {
  const t = MB();
  tracks(t, 10, 18, 0, 0, 0, 0, 0);
  run(t, (c) => advance(c, TRACK.building, 'test'));
  expect([bot(t).tracks[TRACK.space], bot(t).failures]).toEqual([18, 1]);
});
