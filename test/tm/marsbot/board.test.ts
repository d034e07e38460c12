/**
 * MarsBot's board (MB-02 table, MB-30..44): each icon, the milestone and
 * award choices, tile placement with its tie-breaks, placement and
 * terraforming bonuses.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { SPACES } from '../../../server/src/games/tm/data';
import { advance, resolveIcon } from '../../../server/src/games/tm/marsbot/actions';
import { MARSBOT_BOARD, MARSBOT_TRACKS, TRACK } from '../../../server/src/games/tm/marsbot/board';
import { marsbotAwardValue, marsbotQualifies } from '../../../server/src/games/tm/marsbot/goals';
import {
  chooseSpace,
  greenerySpaces,
  placeCity,
  placeGreenery,
  placeOcean,
  raiseOxygen,
  raiseTemperature,
} from '../../../server/src/games/tm/marsbot/terraform';
import { bot, MB, onTop, run, texts, tracks, type Table } from './kit';

const REF = path.resolve(__dirname, '../../../../shared/reference/tm/marsbot-tharsis-board.json');
const icon = (t: Table, track: number, at: number) => run(t, (c) => resolveIcon(c, track, MARSBOT_TRACKS[track].icons[at]!));
const claimAllLand = (t: Table) => t.set((s) => SPACES.filter((x) => x.type === 'land' && !s.tiles[x.id]).forEach((x) => (s.claims[x.id] = 0)));

describe("MarsBot's board as data", () => {
  (fs.existsSync(REF) ? test : test.skip)('[MB-02] one table of 7 tracks × 19 spaces, as the shared reference file has it, marked provisional', () => {
    const ref = JSON.parse(fs.readFileSync(REF, 'utf8')) as {
      _meta: { provisional: boolean };
      trackDefs: { num: number; tags: string[]; productions: string[] }[];
      tracks: Record<string, (string | null)[]>;
    };
    expect([ref._meta.provisional, MARSBOT_BOARD.provisional]).toEqual([true, true]);
    const TAG: Record<string, string> = {
      Building: 'building',
      Space: 'space',
      Event: 'event',
      Science: 'science',
      Energy: 'power',
      Jovian: 'jovian',
      Earth: 'earth',
      City: 'city',
      Plant: 'plant',
      Animal: 'animal',
      Microbe: 'microbe',
    };
    const PROD: Record<string, string> = { Steel: 'steel', Titanium: 'titanium', MC: 'mc', Electricity: 'energy', Heat: 'heat', Plants: 'plants' };
    MARSBOT_TRACKS.forEach((t, i) => {
      const def = ref.trackDefs[i];
      expect([def.num, [...t.tags].sort(), t.productions]).toEqual([i + 1, def.tags.map((x) => TAG[x]).sort(), def.productions.map((x) => PROD[x])]);
      expect(t.icons).toEqual(ref.tracks[String(i + 1)]);
    });
  });
});

describe("MarsBot's board actions", () => {
  test('[MB-30] advance: the cube moves one more space, which may trigger again; ignored with easyNoAdvance', () => {
    const t = MB();
    tracks(t, 0, 0, 4, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.event, 'test'));
    expect(bot(t).tracks[TRACK.event]).toBe(6);
    // Event 14 → 15 (advance) → 16 (two temperature steps).
    tracks(t, 0, 0, 14, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.event, 'test'));
    expect([bot(t).tracks[TRACK.event], t.s.temperature, bot(t).tr]).toEqual([16, -26, 22]);
    const e = MB({ easyNoAdvance: true });
    const ev = run(e, (c) => advance(c, TRACK.space, 'test'));
    expect([bot(e).tracks[TRACK.space], texts(ev)]).toEqual([1, ['MarsBot: Space → 1 (test): advance', 'MarsBot: advance ignored (easy)']]);
  });

  test('[MB-31] tag_2 advances (and resolves) the Space track; trN gives N TR', () => {
    const t = MB();
    tracks(t, 10, 0, 0, 0, 0, 0, 0);
    run(t, (c) => advance(c, TRACK.building, 'test'));
    // Building 11 (advance Space): Space 0 → 1 (advance) → 2.
    expect(bot(t).tracks).toEqual([11, 2, 0, 0, 0, 0, 0]);
    tracks(t, 4, 0, 0, 0, 0, 0, 17);
    run(t, (c) => {
      advance(c, TRACK.building, 'test');
      advance(c, TRACK.plant, 'test');
    });
    expect(bot(t).tr).toBe(20 + 2 + 6);
  });

  test('[MB-32] a milestone, free: one it qualifies for; ties: (1) one you also qualify for, (2) the one you are closest to (fewest units missing), (3) the leftmost', () => {
    // Terraformer, Builder, Planner: you miss 15 TR, 8 building tags, 16 cards: Builder.
    const t = MB();
    tracks(t, 8, 4, 4, 4, 4, 4, 4);
    t.set((s) => (s.marsbot!.tr = 35));
    icon(t, TRACK.building, 7);
    expect([t.s.milestones, bot(t).mc]).toEqual([[{ id: 'builder', seat: 'marsbot' }], 0]);
    // You qualify for Terraformer too: Terraformer first.
    const u = MB();
    tracks(u, 8, 4, 4, 4, 4, 4, 4);
    u.set((s) => {
      s.marsbot!.tr = 35;
      s.players[0].tr = 35;
    });
    icon(u, TRACK.building, 7);
    expect(u.s.milestones).toEqual([{ id: 'terraformer', seat: 'marsbot' }]);
    // Mayor and Gardener, you lacking 3 of each: the leftmost, Mayor.
    const w = MB()
      .tile('03', 'city', 'marsbot')
      .tile('05', 'city', 'marsbot')
      .tile('12', 'city', 'marsbot')
      .tile('08', 'greenery', 'marsbot')
      .tile('10', 'greenery', 'marsbot')
      .tile('14', 'greenery', 'marsbot');
    icon(w, TRACK.building, 7);
    expect(w.s.milestones).toEqual([{ id: 'mayor', seat: 'marsbot' }]);
  });

  test('[MB-33] an award, free: the one where it is furthest ahead of you, leftmost on ties; your value for Thermalist and Miner is resources plus production', () => {
    // MarsBot: Banker 3 + 2 = 5, Scientist 4, Thermalist 5, Miner 5. You: Banker 1, Scientist 0, Thermalist 2 + 2, Miner 1 + 1.
    const t = MB().prod(0, { mc: 1, heat: 2, steel: 1 }).res(0, { heat: 2, steel: 1 });
    tracks(t, 3, 0, 2, 4, 0, 0, 0);
    icon(t, TRACK.building, 9);
    // Leads: Banker 4, Scientist 4, Thermalist 1, Miner 3: Banker (left of Scientist).
    expect(t.s.awards).toEqual([{ id: 'banker', seat: 'marsbot' }]);
    icon(t, TRACK.building, 9);
    expect(t.s.awards[1]).toEqual({ id: 'scientist', seat: 'marsbot' });
    icon(t, TRACK.building, 9);
    expect(t.s.awards[2]).toEqual({ id: 'miner', seat: 'marsbot' });
    // The next award costs the player as usual: all 3 are funded.
    expect(t.offers({ do: 'award', id: 'thermalist' })).toBe(false);
  });

  test('[MB-34] its Tharsis milestones: Terraformer TR 35, Mayor 3 cities, Gardener 3 greeneries, Builder with Building at 8, Planner with every track at 4', () => {
    const t = MB();
    const q = () => ['terraformer', 'mayor', 'gardener', 'builder', 'planner'].filter((id) => marsbotQualifies(t.s, id));
    tracks(t, 7, 4, 4, 4, 4, 4, 3);
    t.set((s) => (s.marsbot!.tr = 34));
    t.tile('03', 'city', 'marsbot').tile('05', 'city', 'marsbot').tile('08', 'greenery', 'marsbot').tile('10', 'greenery', 'marsbot');
    expect(q()).toEqual([]);
    tracks(t, 8, 4, 4, 4, 4, 4, 4);
    t.set((s) => (s.marsbot!.tr = 35));
    t.tile('12', 'city', 'marsbot').tile('14', 'greenery', 'marsbot');
    expect(q()).toEqual(['terraformer', 'mayor', 'gardener', 'builder', 'planner']);
  });

  test('[MB-35] its Tharsis award values: Landlord its tiles (the Neural Instance too), Banker Building + Event, Scientist Science, Thermalist Energy + 5, Miner Space + 5', () => {
    const t = MB().tile('03', 'city', 'marsbot').tile('08', 'greenery', 'marsbot').tile('56', 'special', 'marsbot').tile('04', 'ocean', null);
    tracks(t, 3, 4, 5, 6, 7, 0, 0);
    const values = () => ['landlord', 'banker', 'scientist', 'thermalist', 'miner'].map((id) => marsbotAwardValue(t.s, id));
    expect(values()).toEqual([3, 8, 6, 12, 9]);
    t.set((s) => (s.options.easyAwardsMinus5 = true));
    expect(values()).toEqual([-2, 3, 1, 7, 4]);
  });

  test('[MB-36] temperature: one step (a failure at +8 °C); temperature2: two steps', () => {
    const t = MB();
    icon(t, TRACK.building, 6);
    expect([t.s.temperature, bot(t).tr]).toEqual([-28, 21]);
    icon(t, TRACK.event, 16);
    expect([t.s.temperature, bot(t).tr]).toEqual([-24, 23]);
    t.set((s) => (s.temperature = 6));
    icon(t, TRACK.event, 16);
    expect([t.s.temperature, bot(t).failures, bot(t).tr]).toEqual([8, 1, 24]);
  });

  test('[MB-37] a greenery next to as many of its cities as possible, then as few of yours, next to its own tiles when possible, never on a reserved space; oxygen +1', () => {
    const t = MB().tile('09', 'city', 'marsbot').tile('11', 'city', 'marsbot');
    icon(t, TRACK.plant, 3);
    // 10 touches both of its cities.
    expect([t.s.tiles['10'], t.s.oxygen, bot(t).tr]).toEqual([{ kind: 'greenery', owner: 'marsbot' }, 1, 21]);
    // Next to its city on 15: not 14 or 22 (next to your city on 21); of 08, 09, 16, 23 the ocean on 04 makes it 09.
    const u = MB().tile('15', 'city', 'marsbot').tile('21', 'city', 0).tile('04', 'ocean', null);
    icon(u, TRACK.plant, 3);
    // 09: its steel icon 1 M€, the ocean 2 M€ (no steel).
    expect([u.s.tiles['09'], bot(u).mc, u.p.res.steel]).toEqual([{ kind: 'greenery', owner: 'marsbot' }, 3, 0]);
    // Next to its own tiles when possible: around its greenery on 60, 55 and 59 (one icon each) tie; 14 counts to 59.
    const w = MB().tile('60', 'greenery', 'marsbot');
    onTop(w, '009');
    icon(w, TRACK.plant, 3);
    expect(w.s.tiles['59']).toEqual({ kind: 'greenery', owner: 'marsbot' });
    expect(greenerySpaces(MB().tile('30', 'city', 'marsbot').s)).toEqual(['21', '22', '29', '38', '39']);
  });

  test('[MB-37] at 14% oxygen the greenery is still placed, without TR; no space is an action failure', () => {
    const t = MB().tile('09', 'city', 'marsbot').tile('11', 'city', 'marsbot');
    t.set((s) => (s.oxygen = 14));
    icon(t, TRACK.plant, 3);
    expect([t.s.tiles['10'], t.s.oxygen, bot(t).tr, bot(t).failures]).toEqual([{ kind: 'greenery', owner: 'marsbot' }, 14, 20, 0]);
    const u = MB();
    claimAllLand(u);
    icon(u, TRACK.plant, 3);
    expect([bot(u).failures, bot(u).mc]).toEqual([1, 5]);
  });

  test('[MB-38] an ocean on any ocean-reserved space by the tie-breaks; a failure with 9 oceans', () => {
    const t = MB().tile('32', 'ocean', null).tile('34', 'ocean', null);
    icon(t, TRACK.building, 2);
    // 33 touches both oceans: TR, 2 × 2 M€, 2 M€ for its 2 plant icons.
    expect([t.s.tiles['33'], t.s.oceans, bot(t).tr, bot(t).mc]).toEqual([{ kind: 'ocean', owner: null }, 3, 21, 6]);
    t.globals({ oceans: 9 });
    icon(t, TRACK.building, 2);
    expect([t.s.oceans, bot(t).failures]).toEqual([9, 1]);
  });

  test("[MB-39] a city next to as many greeneries as possible (anyone's), following the city rules; a failure if none", () => {
    const t = MB().tile('22', 'greenery', 0).tile('24', 'greenery', 'marsbot');
    icon(t, TRACK.city, 1);
    expect(t.s.tiles['23']).toEqual({ kind: 'city', owner: 'marsbot' });
    // Your city on 16 rules out 23 (and 15, 17): 14, 21, 25, 30 touch one greenery; the icons leave 21, 25, 30;
    // Asteroid's cost 14 counts to the 2nd, 25.
    const u = MB().tile('22', 'greenery', 0).tile('24', 'greenery', 'marsbot').tile('16', 'city', 0);
    onTop(u, '009');
    icon(u, TRACK.city, 1);
    expect(
      Object.entries(u.s.tiles)
        .filter(([, x]) => x.owner === 'marsbot' && x.kind === 'city')
        .map(([id]) => id),
    ).toEqual(['25']);
    const w = MB();
    claimAllLand(w);
    icon(w, TRACK.city, 1);
    expect(bot(w).failures).toBe(1);
  });

  test('[MB-40] tie-breaks for city, greenery and ocean, after their own conditions: (1) next to the most oceans, (2) covering the most bonus icons', () => {
    const t = MB().tile('04', 'ocean', null);
    let at: string | null = null;
    run(t, (c) => (at = chooseSpace(c, ['08', '09', '15'])));
    expect(at).toBe('09');
    // No ocean: the icons. 21 (plant, titanium) beats 22 (plant) and 15 (none).
    run(MB(), (c) => (at = chooseSpace(c, ['15', '21', '22'])));
    expect(at).toBe('21');
    // Oceans come before icons: 10 (no icon, next to the ocean on 04) beats 21 (2 icons).
    run(t, (c) => (at = chooseSpace(c, ['10', '15', '21'])));
    expect(at).toBe('10');
  });

  test('[MB-41] random: flip the top project card and count its cost through the spaces still tied, in id order, starting over; the flipped card is discarded (public)', () => {
    const pick = (cards: string[], tied: string[]) => {
      const t = MB();
      onTop(t, ...cards);
      let at: string | null = null;
      const ev = run(t, (c) => (at = chooseSpace(c, tied)));
      return { at, ev, t };
    };
    // Asteroid (14) through 15 16 17 18: 14 → the 2nd after wrapping (14 = 3 × 4 + 2).
    const a = pick(['009'], ['15', '16', '17', '18']);
    expect(a.at).toBe('16');
    expect(a.ev.map((e) => [e.type, (e.data as { card: string }).card])).toEqual([['marsbot-flip', '009']]);
    expect(a.t.s.discard[a.t.s.discard.length - 1]).toBe('009');
    // RULE-AMBIGUITY reading: the count starts on the first tied space; a cost of 0 lands on the first.
    expect(pick(['195'], ['15', '16', '17', '18']).at).toBe('15');
    expect(pick(['049'], ['15', '16', '17', '18']).at).toBe('18');
    expect(pick(['062'], ['15', '16', '17', '18']).at).toBe('15');
  });

  test('[MB-42] placement bonuses: 2 M€ per adjacent ocean, 1 M€ per bonus icon covered instead of the printed plants, steel, titanium or cards', () => {
    const t = MB().tile('28', 'ocean', null).tile('37', 'city', 'marsbot');
    const hand = t.p.hand.length;
    // A greenery next to its city on 37: 36 (2 plant icons, next to the ocean on 28) — 4 M€.
    icon(t, TRACK.plant, 3);
    expect([t.s.tiles['36'], bot(t).mc, t.p.res.plants, t.p.hand.length]).toEqual([{ kind: 'greenery', owner: 'marsbot' }, 4, 0, hand]);
    // A card icon (55): 1 M€, no card drawn by anyone.
    const u = MB();
    const deck = u.s.deck.length;
    run(u, (c) => placeCity(c, ['15', '55']));
    expect([u.s.tiles['55'], bot(u).mc, u.s.deck.length, u.p.hand.length]).toEqual([{ kind: 'city', owner: 'marsbot' }, 1, deck, 0]);
  });

  test('[MB-43] terraforming bonuses: −24 and −20 °C give 2 M€ instead of heat production; 0 °C places an ocean at once, 8% raises the temperature at once; every step raises its TR', () => {
    const t = MB();
    t.set((s) => (s.temperature = -26));
    run(t, (c) => {
      raiseTemperature(c);
      raiseTemperature(c);
      raiseTemperature(c);
    });
    expect([t.s.temperature, bot(t).mc, bot(t).tr, t.p.prod.heat]).toEqual([-20, 4, 23, 0]);
    t.set((s) => (s.temperature = -2));
    onTop(t, '009');
    run(t, (c) => raiseTemperature(c));
    expect([t.s.temperature, t.s.oceans, bot(t).tr]).toEqual([0, 1, 25]);
    t.set((s) => (s.oxygen = 7));
    run(t, (c) => raiseOxygen(c));
    expect([t.s.oxygen, t.s.temperature, bot(t).tr]).toEqual([8, 2, 27]);
    run(t, (c) => placeOcean(c));
    expect(bot(t).tr).toBe(28);
    run(t, (c) => placeGreenery(c));
    expect([t.s.oxygen, bot(t).tr]).toEqual([9, 29]);
  });

  test('[MB-44] venus and venus2 icons do nothing in the base game (no action, no failure)', () => {
    const t = MB();
    tracks(t, 0, 6, 0, 0, 1, 0, 0);
    const ev = run(t, (c) => {
      advance(c, TRACK.space, 'test');
      advance(c, TRACK.energy, 'test');
      c.s.marsbot!.tracks[TRACK.energy] = 3;
      advance(c, TRACK.energy, 'test');
    });
    expect(texts(ev)).toEqual([
      'MarsBot: Space → 7 (test): Venus (nothing)',
      'MarsBot: Energy → 2 (test): Venus (nothing)',
      'MarsBot: Energy → 4 (test): Venus ×2 (nothing)',
    ]);
    expect([bot(t).failures, bot(t).mc, bot(t).tr]).toEqual([0, 0, 20]);
  });
});
