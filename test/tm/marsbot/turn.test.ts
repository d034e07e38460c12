/**
 * MarsBot's turn (MB-17..21): project cards by their tags, bonus cards by
 * their effect, destroyed cards, action failures, and MarsBot's cards and
 * tiles setting off the player's effects.
 */
import { advance, resolveProject } from '../../../server/src/games/tm/marsbot/actions';
import { TRACK } from '../../../server/src/games/tm/marsbot/board';
import { resolveBonus } from '../../../server/src/games/tm/marsbot/bonus';
import { drawBonus } from '../../../server/src/games/tm/marsbot/decks';
import { placeCity, placeOcean, raiseOxygen, raiseTemperature } from '../../../server/src/games/tm/marsbot/terraform';
import { actionDeck, bonusDeck, bot, MB, oneMarsbotTurn, onTop, run, texts, tracks } from './kit';

describe('MarsBot resolves a project card', () => {
  test('[MB-17] each tag, left to right, advances its track one space; the card then lies face up in its played pile', () => {
    const t = MB();
    actionDeck(t, '009');
    const ev = oneMarsbotTurn(t);
    // Asteroid (space, event): Space 0 → 1 (advance) → 2; Event 0 → 1 (advance) → 2.
    expect(texts(ev.filter((e) => e.type === 'marsbot-track' || e.type === 'marsbot-card'))).toEqual([
      'MarsBot: resolves Asteroid (space, event)',
      'MarsBot: Space → 1 (space tag): advance',
      'MarsBot: Space → 2 (advance icon)',
      'MarsBot: Event → 1 (event tag): advance',
      'MarsBot: Event → 2 (advance icon)',
    ]);
    expect([bot(t).tracks, bot(t).played, bot(t).resolving, bot(t).mc]).toEqual([[0, 2, 2, 0, 0, 0, 0], ['009'], null, 0]);
    // Requirements, costs and effects are ignored: no temperature step, no plants removed, nothing paid.
    expect([t.s.temperature, t.s.oxygen]).toEqual([-30, 0]);
  });

  test('[MB-17] the icon a cube lands on is resolved at once, before the next tag; the event tag is taken last', () => {
    const t = MB();
    tracks(t, 0, 2, 0, 0, 0, 0, 0);
    const ev = run(t, (c) => resolveProject(c, '009', 'resolves'));
    const order = texts(ev).filter((x) => /→|TR/.test(x));
    expect(order).toEqual([
      'MarsBot: Space → 3 (space tag): temperature',
      'MarsBot: temperature -30 → -28 °C',
      'MarsBot: TR +1 (temperature), TR 21',
      'MarsBot: Event → 1 (event tag): advance',
      'MarsBot: Event → 2 (advance icon)',
    ]);
    // Virus (microbe, event): the Microbe/Animal/Plant track first, the Event track last.
    const v = MB();
    const vev = run(v, (c) => resolveProject(c, '050', 'resolves'));
    expect(texts(vev).filter((x) => x.includes('tag'))).toEqual(['MarsBot: Microbe/Animal/Plant → 1 (microbe tag)', 'MarsBot: Event → 1 (event tag): advance']);
    // Research (science, science): two steps on one track, each with its icon.
    const r = MB();
    tracks(r, 0, 0, 0, 12, 0, 0, 0);
    run(r, (c) => resolveProject(c, '090', 'resolves'));
    expect([bot(r).tracks[TRACK.science], r.s.temperature, bot(r).tr]).toEqual([14, -28, 25]);
  });

  test('[MB-17] [MB-20] a project card without tags is an action failure (5 M€)', () => {
    const t = MB();
    actionDeck(t, '125');
    const ev = oneMarsbotTurn(t);
    expect(texts(ev).filter((x) => x.startsWith('MarsBot'))).toEqual([
      'MarsBot: resolves Hackers (no tags)',
      'MarsBot: action failure (Hackers has no tags): +5 M€, 5 M€',
    ]);
    expect([bot(t).mc, bot(t).failures, bot(t).played]).toEqual([5, 1, ['125']]);
  });
});

describe('MarsBot resolves a bonus card', () => {
  test('[MB-18] its effect if possible, else nothing (no action failure); lettered options from the top, the first possible one; then the bonus discard pile', () => {
    const t = MB();
    // Expedited Construction on an empty Mars: no city space next to 2 greeneries or oceans.
    run(t, (c) => resolveBonus(c, 'B05', 'resolves'));
    expect([bot(t).failures, bot(t).mc, bot(t).bonusDiscard.includes('B05'), Object.keys(t.s.tiles)]).toEqual([0, 0, true, []]);
    // Lobbyists: at −30 °C, 0%, 0 oceans, (a)-(c) do not apply; (d) the temperature (19 steps to go).
    const ev = run(t, (c) => resolveBonus(c, 'B06', 'resolves'));
    expect(texts(ev)).toContain('MarsBot: Lobbyists (d): temperature, furthest from completion (19 steps)');
    expect([t.s.temperature, bot(t).tr, bot(t).bonusDiscard.includes('B06')]).toEqual([-28, 21, true]);
    // At −26 °C option (a) applies first: 2 steps (−24 gives 2 M€), and the card is destroyed.
    t.set((s) => (s.temperature = -26));
    run(t, (c) => resolveBonus(c, 'B06', 'resolves'));
    expect([t.s.temperature, bot(t).tr, bot(t).mc, bot(t).destroyed]).toEqual([-22, 23, 2, ['B06']]);
  });

  test('[MB-19] a destroyed bonus card leaves the game: never reshuffled into the bonus deck', () => {
    const t = MB();
    bonusDeck(t);
    t.set((s) => {
      s.marsbot!.actionDeck = [];
      s.marsbot!.bonusDiscard = ['B01'];
      s.marsbot!.destroyed = ['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08'];
    });
    const drawn: (string | null)[] = [];
    run(t, (c) => drawn.push(drawBonus(c), drawBonus(c)));
    expect(drawn).toEqual(['B01', null]);
  });
});

describe('action failures', () => {
  test('[MB-20] 5 M€ for a track already at 18, a milestone icon with none to claim, an award icon with none to fund, a raise at its maximum, a bonus step that cannot be done', () => {
    const t = MB();
    const failures = () => bot(t).failures;
    tracks(t, 18, 0, 0, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    expect([failures(), bot(t).mc, bot(t).tracks[0]]).toEqual([1, 5, 18]);
    // Building 6 → 7: a milestone; MarsBot qualifies for none.
    tracks(t, 6, 0, 0, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    expect([failures(), t.s.milestones]).toEqual([2, []]);
    // With 3 milestones claimed, even one it qualifies for (Builder at 8) fails.
    t.set(
      (s) =>
        (s.milestones = [
          { id: 'terraformer', seat: 0 },
          { id: 'mayor', seat: 0 },
          { id: 'gardener', seat: 0 },
        ]),
    );
    tracks(t, 8, 0, 0, 0, 0, 0, 0);
    bot(t).tracks[TRACK.space] = 7;
    run(t, (c) => advance(c, TRACK.space, 'test'));
    expect(failures()).toBe(3);
    // Building 8 → 9: an award; with 3 funded, a failure.
    t.set(
      (s) =>
        (s.awards = [
          { id: 'landlord', seat: 0 },
          { id: 'scientist', seat: 0 },
          { id: 'miner', seat: 0 },
        ]),
    );
    tracks(t, 8, 0, 0, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    expect([failures(), t.s.awards.length]).toEqual([4, 3]);
    // None where it is ahead: Plant 9 → 10, an award; every award 0 for MarsBot but Thermalist and Miner (5),
    // where the player has 5 heat and 5 steel.
    const u = MB().res(0, { heat: 5, steel: 5 });
    tracks(u, 0, 0, 0, 0, 0, 0, 9);
    run(u, (c) => advance(c, TRACK.plant, 'test'));
    expect([bot(u).failures, u.s.awards]).toEqual([1, []]);
    // Temperature at +8 °C.
    t.set((s) => (s.temperature = 8));
    run(t, (c) => expect(raiseTemperature(c)).toBe(false));
    tracks(t, 5, 0, 0, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    expect(failures()).toBe(5);
    // 8% oxygen asks for a temperature step it cannot make.
    t.set((s) => (s.oxygen = 7));
    run(t, (c) => raiseOxygen(c));
    expect([t.s.oxygen, failures()]).toEqual([8, 6]);
    // 0 °C asks for an ocean with all 9 placed.
    t.globals({ temperature: -2, oceans: 9 });
    run(t, (c) => raiseTemperature(c));
    expect([t.s.temperature, t.s.oceans, failures()]).toEqual([0, 9, 7]);
    expect(bot(t).mc).toBe(35);
  });
});

describe("MarsBot's cards and tiles and the player's effects", () => {
  test('[MB-21] its project cards put their tags into play: Saturn Systems gains for its jovian tags', () => {
    // Saturn Systems' own jovian tag gave it 1 M€ production; MarsBot's two jovian cards give 2 more.
    const t = MB({}, ['saturn-systems']);
    expect(t.p.prod.mc).toBe(1);
    actionDeck(t, '002', '001');
    oneMarsbotTurn(t);
    oneMarsbotTurn(t);
    expect([t.p.prod.mc, bot(t).played]).toEqual([3, ['002', '001']]);
  });

  test('[MB-21] its tiles are placed tiles: Tharsis Republic, Rover Construction, Pets and Immigrant City for its cities, Arctic Algae for its oceans', () => {
    const t = MB({}, ['tharsis-republic']).inPlay(0, '038').inPlay(0, '172').inPlay(0, '200').inPlay(0, '023');
    const before = { mc: t.p.res.mc, prod: t.p.prod.mc, plants: t.p.res.plants };
    // On an empty Mars the city's tie-breaks leave 11 land spaces with 2 icons; Asteroid's cost (14) counts to 25.
    onTop(t, '009');
    run(t, (c) => placeCity(c));
    expect([t.s.tiles['25'], t.p.prod.mc - before.prod, t.p.res.mc - before.mc, t.played(0, '172')!.res]).toEqual([
      { kind: 'city', owner: 'marsbot' },
      2,
      2,
      1,
    ]);
    // 7 ocean spaces with 2 icons (04 13 28 32 33 34 63); Comet's cost (21) counts to 63.
    onTop(t, '010');
    run(t, (c) => placeOcean(c));
    expect([t.s.tiles['63'], t.p.res.plants - before.plants]).toEqual([{ kind: 'ocean', owner: null }, 2]);
  });
});
