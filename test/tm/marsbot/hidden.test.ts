/**
 * Hidden information against MarsBot (MB-59) and what the view carries for
 * its panel (MB-60; the page itself is test/e2e/web-tm-marsbot.test.ts).
 */
import { seedRng, type GameDefinition, type Json, type Viewer } from '../../../server/src/engine';
import { tm, type TmState } from '../../../server/src/games/tm';
import { tmTooling } from '../../../server/src/games/tm/tooling';
import { fuzzGameLeaks, summarizeFindings } from '../../../server/src/tools/leak-fuzz';
import { optionSets } from '../../../server/src/tools/leak-fuzz/suites';
import { actionDeck, bot, MB, oneMarsbotTurn, onTop, tracks } from './kit';

type View = { [k: string]: Json };
const seat0: Viewer = { kind: 'seat', seat: 0 };

describe('MarsBot hidden information', () => {
  test('[MB-59] the player sees counts of its action deck, bonus deck and draft stack, never the cards; public: M€, TR, tracks, markers, tiles, played pile, bonus discard, destroyed cards', () => {
    const t = MB({ draft: true });
    for (const v of [seat0, { kind: 'spectator' } as Viewer]) {
      const m = (tm.view(t.s, v) as View).marsbot as View;
      expect(Object.keys(m)).not.toEqual(expect.arrayContaining(['actionDeck']));
      expect(['actionDeck', 'bonusDeck', 'draftStack', 'draftKept'].filter((k) => k in m)).toEqual([]);
      expect([m.actionDeckCount, m.bonusDeckCount]).toEqual([4, 7]);
      expect(['mc', 'tr', 'tracks', 'bonusDiscard', 'destroyed', 'played'].every((k) => k in m)).toBe(true);
    }
    // The omniscient view (after the end) shows them, top card first.
    const all = (tm.view(t.s, { kind: 'omniscient' }) as View).marsbot as View;
    expect([all.actionDeck, all.bonusDeck]).toEqual([[...bot(t).actionDeck].reverse(), [...bot(t).bonusDeck].reverse()]);
  });

  test('[MB-59] a tie-break flip and a flipped bonus card are public reveal events; a resolved project card stays public in its played pile', () => {
    expect(tm.hidden!.revealEvents).toEqual(expect.arrayContaining(['marsbot-flip', 'marsbot-bonus-card']));
    const t = MB();
    actionDeck(t, 'B04', '009');
    oneMarsbotTurn(t);
    oneMarsbotTurn(t);
    const secrets = tm.hidden!.secrets(t.s, seat0).map((x) => x.value);
    expect(secrets).not.toContain('009');
    expect(secrets).not.toContain('B04');
    expect((tm.view(t.s, seat0) as View).marsbot).toMatchObject({
      played: [{ id: '009', name: 'Asteroid' }],
      bonusDiscard: [{ id: 'B04', name: 'Overachievement' }],
    });
  });

  test('[MB-59] the hidden hook re-deals the action deck (its bonus card too), the bonus deck order, the unseen draft stack and its kept cards', () => {
    const t = MB({ draft: true });
    const s = t.s;
    const shuffled = Array.from({ length: 8 }, (_, i) => tm.hidden!.shuffle(structuredClone(s), seat0, seedRng(`hook${i}:1`), { keepFuture: false }));
    const vary = (f: (x: TmState) => unknown) => new Set(shuffled.map((x) => JSON.stringify(f(x)))).size;
    expect(vary((x) => x.marsbot!.actionDeck)).toBeGreaterThan(1);
    expect(vary((x) => x.marsbot!.actionDeck.find((c) => c.startsWith('B')))).toBeGreaterThan(1);
    expect(vary((x) => x.marsbot!.bonusDeck)).toBeGreaterThan(1);
    // keepFuture keeps its decks as they are (the next flips come out the same).
    const kept = tm.hidden!.shuffle(structuredClone(s), seat0, seedRng('keep'), { keepFuture: true });
    expect([kept.marsbot!.actionDeck, kept.marsbot!.bonusDeck]).toEqual([s.marsbot!.actionDeck, s.marsbot!.bonusDeck]);
    // The draft: MarsBot's first stack is unseen (re-dealt); once swapped it holds what the player passed (kept).
    actionDeck(t);
    onTop(t, '101', '102', '103', '104', '105', '106', '107', '108');
    t.pass(0);
    const first = Array.from({ length: 6 }, (_, i) => tm.hidden!.shuffle(structuredClone(t.s), seat0, seedRng(`hook${i}:3`), { keepFuture: false }));
    expect(new Set(first.map((x) => [...x.marsbot!.stack].sort().join())).size).toBeGreaterThan(1);
    t.move(0, '101');
    const later = Array.from({ length: 6 }, (_, i) => tm.hidden!.shuffle(structuredClone(t.s), seat0, seedRng(`hook${i}:3`), { keepFuture: false }));
    expect(new Set(later.map((x) => [...x.marsbot!.stack].sort().join()))).toEqual(new Set(['102,103,104']));
    expect(new Set(later.map((x) => x.marsbot!.kept.join())).size).toBeGreaterThan(1);
  });

  // A view leaking each kind of MarsBot secret must be caught: the hook varies every one of them.
  const PEEKS: [string, Record<string, Json>, (s: TmState) => unknown][] = [
    ['its action deck', {}, (s) => s.marsbot!.actionDeck],
    ['the bonus card in its action deck', {}, (s) => s.marsbot!.actionDeck.find((c) => c.startsWith('B')) ?? null],
    ['its bonus deck order', {}, (s) => s.marsbot!.bonusDeck],
    ['its draft picks', { draft: true }, (s) => s.marsbot!.kept],
  ];
  for (const [what, options, peek] of PEEKS) {
    test(`[MB-59] the leak fuzzer catches a view that shows ${what}`, async () => {
      const game: GameDefinition<TmState> = { ...tm, view: (s: TmState, v: Viewer) => ({ ...(tm.view(s, v) as View), peek: peek(s) as Json }) };
      const r = await fuzzGameLeaks(game, {
        options: { opponent: 'marsbot', ...options },
        seats: 1,
        games: 1,
        seed: 'peek',
        maxFindings: 1,
        replayEvery: 0,
        maxMoves: 120,
      });
      expect(r.findings.map((f) => `${f.check}: ${f.detail}`)).toEqual([expect.stringMatching(/^view: .*\.peek/)]);
    }, 60_000);
  }

  test('[MB-59] the leak-fuzz plan for tm has MarsBot at each difficulty, with and without the draft, and complete games pass with no finding', async () => {
    const sets = optionSets(tm, tmTooling.leakFuzz!.vary).filter((x) => x.options.opponent === 'marsbot');
    expect(sets.map((x) => `${x.options.difficulty} ${x.options.draft} ${x.options.corporateEra}`).sort()).toEqual(
      ['brutal', 'easy', 'hard', 'normal'].flatMap((d) => [`${d} false false`, `${d} false true`, `${d} true false`, `${d} true true`]).sort(),
    );
    for (const options of [
      { difficulty: 'easy' },
      { difficulty: 'normal', draft: true },
      { difficulty: 'hard', corporateEra: false },
      { difficulty: 'brutal', draft: true },
    ]) {
      const r = await fuzzGameLeaks(tm, { options: { opponent: 'marsbot', ...options }, seats: 1, games: 1, seed: 'mb59', replayEvery: 0 });
      expect([summarizeFindings(r.findings), r.errors, r.counters.completed, r.counters.inertShuffles]).toEqual([[], [], 1, 0]);
    }
  }, 240_000);
});

describe('the MarsBot panel', () => {
  test('[MB-60] the view carries the panel: tracks with icons (provisional board), cubes and markers, M€, TR, counts, bonus discard and destroyed cards by name, played pile, the card being resolved, its milestone and award values, the M€ → VP rate and its VP now, difficulty and changes', () => {
    const t = MB({ difficulty: 'hard' }).tile('10', 'city', 'marsbot');
    tracks(t, 3, 0, 0, 0, 0, 0, 0);
    t.set((s) => {
      s.marsbot!.markers[0] = 4;
      s.marsbot!.destroyed = ['B06'];
    });
    actionDeck(t, '009');
    const v = tm.view(t.s, seat0) as View;
    const m = v.marsbot as View;
    expect(m).toMatchObject({
      name: 'MarsBot',
      difficulty: 'hard',
      boardProvisional: true,
      mc: 0,
      tr: 20,
      actionDeckCount: 1,
      destroyed: [{ id: 'B06', name: 'Lobbyists' }],
      changes: { easyNoAdvance: false, easyFailure3: false, easyAwardsMinus5: false, hardCardVp: true, hardEarlyMilestone: true, brutalFourCards: false },
      lastGeneration: 19,
      mcPerVp: 8,
      startsGeneration: false,
      resolving: null,
    });
    expect((m.tracks as View[])[0]).toEqual({ id: 'building', name: 'Building', space: 3, marker: 4 });
    expect(((m.board as View[])[0].icons as Json[]).slice(0, 8)).toEqual([null, null, 'ocean', null, null, 'tr2', 'temperature', 'milestone']);
    expect((m.milestones as View[]).find((x) => x.id === 'mayor')).toEqual({ id: 'mayor', have: 1, need: 3 });
    expect((m.awards as View[]).find((x) => x.id === 'landlord')).toMatchObject({ id: 'landlord', value: 1 });
    expect((m.sheetIfEndedNow as View).total).toBe(20);
    expect((v.milestones as View[])[1]).toMatchObject({ id: 'mayor', marsbot: 1 });
    expect((v.awards as View[])[0]).toMatchObject({ id: 'landlord', marsbot: 1 });
    // Its tiles in its colour on the map; each tag's step in the log.
    expect((v.board as { spaces: View[] }).spaces.find((x) => x.id === '10')!.owner).toBe('marsbot');
    const ev = oneMarsbotTurn(t);
    expect(ev.map((e) => e.text)).toEqual(expect.arrayContaining(['MarsBot: Space → 1 (space tag): advance', 'MarsBot: Event → 2 (advance icon)']));
    expect(((tm.view(t.s, seat0) as View).marsbot as View).played).toEqual([{ id: '009', name: 'Asteroid' }]);
  });
});
