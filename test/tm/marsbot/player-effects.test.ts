/**
 * Your turn: your effects on MarsBot (MB-12..16) and the FAQ (MB-57, MB-58).
 */
import { CORPORATIONS, PROJECT_CARDS } from '../../../server/src/games/tm/data';
import { advance } from '../../../server/src/games/tm/marsbot/actions';
import { TRACK } from '../../../server/src/games/tm/marsbot/board';
import { resolveBonus } from '../../../server/src/games/tm/marsbot/bonus';
import { regress } from '../../../server/src/games/tm/marsbot/robot';
import { bot, MB, mc, run, texts, tracks } from './kit';

describe('your effects on MarsBot', () => {
  test('[MB-12] "remove" any player\'s resources: targeting MarsBot removes that many M€ (as many as it has), whatever the resource', () => {
    const t = MB();
    mc(t, 10).hand(0, '121');
    t.play('121');
    expect(t.asking()).toBe('choose');
    t.move(0, 0);
    // Remove up to 3 titanium: the player has none; MarsBot can be targeted, or nobody.
    expect(t.choices()).toEqual(['marsbot', 'none', 'cancel']);
    t.move(0, 'marsbot');
    expect(bot(t).mc).toBe(7);
    t.act({ do: 'end' });
    // 7 M€ asked, 2 left: it loses what it has. With 0 M€ it is no target at all.
    const u = MB();
    mc(u, 2).hand(0, '121');
    u.play('121', 2, 'marsbot');
    expect(bot(u).mc).toBe(0);
    const w = MB().hand(0, '121');
    w.play('121', 0);
    expect([w.asking(), bot(w).mc]).toEqual(['action', 0]);
  });

  test('[MB-12] removals from cards too: Virus takes 2 M€ from MarsBot; Predators and Ants take 1 M€ and gain their resource', () => {
    const t = MB();
    mc(t, 5).hand(0, '050');
    t.play('050', 0);
    expect(t.choices()).toEqual(['marsbot', 'none', 'cancel']);
    t.move(0, 'marsbot');
    expect(bot(t).mc).toBe(3);
    t.act({ do: 'end' });
    const p = MB().inPlay(0, '024').inPlay(0, '035');
    mc(p, 1);
    expect(p.offers({ do: 'act', card: '024' })).toBe(true);
    p.act({ do: 'act', card: '024' });
    expect([bot(p).mc, p.played(0, '024')!.res]).toEqual([0, 1]);
    // Nothing left to take: Ants has no source now (Predators' animal is no microbe).
    expect(p.offers({ do: 'act', card: '035' })).toBe(false);
  });

  test('[MB-13] "steal": take from MarsBot\'s M€ as if they were the stolen resource (Hired Raiders: MarsBot −2 M€, you +2 steel), at most what it has', () => {
    const t = MB();
    mc(t, 6).hand(0, '124');
    t.play('124', 0, 'marsbot');
    expect([bot(t).mc, t.p.res.steel]).toEqual([4, 2]);
    t.act({ do: 'end' });
    const u = MB();
    mc(u, 1).hand(0, '124');
    u.play('124', 0, 'marsbot');
    expect([bot(u).mc, u.p.res.steel]).toEqual([0, 1]);
  });

  test('[MB-14] "decrease" any production: MarsBot\'s matching track moves back one space (also for 2 steps); a track at 0 makes it no legal target', () => {
    // Hackers: decrease any M€ production 2 → the Event track, one space.
    const t = MB().prod(0, { energy: 1 }).hand(0, '125');
    tracks(t, 0, 0, 3, 0, 0, 0, 0);
    t.play('125');
    expect(t.choices()).toEqual([0, 'marsbot', 'cancel']);
    t.move(0, 'marsbot');
    expect([bot(t).tracks, t.p.prod.mc]).toEqual([[0, 0, 2, 0, 0, 0, 0], 2]);
    t.act({ do: 'end' });
    // Event track at 0: the player is the only target left (and is taken without a question).
    const u = MB().prod(0, { energy: 1 }).hand(0, '125');
    u.play('125');
    expect([u.asking(), u.p.prod.mc]).toEqual(['action', 0]);
    // Each production has its track: steel Building, titanium Space, M€ Event, energy Energy, heat City/Earth, plants Plant.
    const w = MB();
    tracks(w, 2, 2, 2, 2, 2, 2, 2);
    run(w, (c) => (['steel', 'titanium', 'mc', 'energy', 'heat', 'plants'] as const).forEach((r) => regress(c, r)));
    expect(bot(w).tracks).toEqual([1, 1, 1, 2, 1, 1, 1]);
    // Heat Trappers (heat 2): the player has no heat production, so MarsBot is the only target (no question).
    const h = MB().hand(0, '178');
    tracks(h, 0, 0, 0, 0, 0, 4, 0);
    h.play('178');
    expect([bot(h).tracks[TRACK.city], bot(h).markers[TRACK.city]]).toEqual([3, 4]);
  });

  test("[MB-15] a regressed track gets a marker on the space it left: its actions (the marked space's own too) are ignored until the cube is back there", () => {
    const t = MB();
    tracks(t, 6, 0, 0, 0, 0, 0, 0);
    run(t, (c) => regress(c, 'steel'));
    expect([bot(t).tracks[0], bot(t).markers[0]]).toEqual([5, 6]);
    // Back to 6: its temperature is ignored and the marker goes; 7 (a milestone it cannot claim) fires again.
    const ev = run(t, (c) => advance(c, TRACK.building, 'test'));
    expect(texts(ev)).toEqual(['MarsBot: Building → 6 (test): temperature ignored, regression marker removed']);
    expect([t.s.temperature, bot(t).markers[0]]).toEqual([-30, null]);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    expect(bot(t).failures).toBe(1);
    // Two regressions in a row: 6 → 5 → 4, the marker stays on 6: neither 5 (TR 2) nor 6 fires again.
    const u = MB();
    tracks(u, 6, 0, 0, 0, 0, 0, 0);
    run(u, (c) => {
      regress(c, 'steel');
      regress(c, 'steel');
    });
    expect(bot(u).markers[0]).toBe(6);
    run(u, (c) => {
      advance(c, TRACK.building, 'test');
      advance(c, TRACK.building, 'test');
    });
    expect([bot(u).tr, u.s.temperature, bot(u).markers[0], bot(u).tracks[0]]).toEqual([20, -30, null, 6]);
  });

  test("[MB-16] a count of what another or every player has uses MarsBot's track positions (after regressions): Toll Station its Space track, a count of all events its Event track", () => {
    const t = MB().hand(0, '099');
    tracks(t, 0, 5, 0, 0, 0, 0, 0);
    run(t, (c) => regress(c, 'titanium'));
    t.play('099');
    expect(t.p.prod.mc).toBe(4);
    t.act({ do: 'end' });
    const u = MB().event(0, '062').hand(0, '107');
    tracks(u, 0, 0, 3, 0, 0, 0, 0);
    const before = u.p.res.mc;
    u.play('107');
    expect(u.p.res.mc - before).toBe(-8 + 1 + 3);
  });
});

describe('the FAQ', () => {
  test('[MB-57] Protected Habitats stops Meteor Shower (the card is destroyed) and Invasive Species (MarsBot still gains 5 M€)', () => {
    const t = MB().inPlay(0, '173').inPlay(0, '052', 2).res(0, { plants: 6 });
    run(t, (c) => resolveBonus(c, 'B01', 'resolves'));
    expect([t.p.res.plants, bot(t).destroyed]).toEqual([6, ['B01']]);
    run(t, (c) => resolveBonus(c, 'B02', 'resolves'));
    expect([t.played(0, '052')!.res, bot(t).mc, bot(t).bonusDiscard]).toEqual([2, 5, ['B02']]);
  });

  test("[MB-58] Toll Station reads MarsBot's Space track (MB-16); the FAQ's other cards are not in base + Corporate Era", () => {
    const names = [...PROJECT_CARDS, ...CORPORATIONS].map((c) => c.name.toLowerCase());
    for (const n of [
      'Asteroid Deflection System',
      'Galilean Waystation',
      'Lawsuit',
      'Sponsored Academies',
      'St. Joseph of Cupertino Mission',
      'Mons Insurance',
    ]) {
      expect(names.some((x) => x.includes(n.toLowerCase()))).toBe(false);
    }
    const t = MB().hand(0, '099');
    tracks(t, 0, 7, 0, 0, 0, 0, 0);
    t.play('099');
    expect(t.p.prod.mc).toBe(7);
  });
});
