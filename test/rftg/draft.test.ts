/**
 * The drafting variant (draft.ts): pack sizes, rounds and pass directions for
 * 2-6 players, start worlds, per-player piles, Retrofit & Salvage, hidden
 * picks in every view, and random full games.
 */
import { MatchRunner, pickOne, playRandomGame, randomAnswer, seedRng, type GameEvent, type Json } from '../../server/src/engine';
import { rftg, type RftgState } from '../../server/src/games/rftg';
import { designOf } from '../../server/src/games/rftg/cardinfo';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';
import { DRAFT_TABLE, packSizes, passDirection, passTarget, salvageDraws } from '../../server/src/games/rftg/draft';
import type { Ctx } from '../../server/src/games/rftg/state';
import { addGood, discardFromHand, discardFromTableau, drawToHand, removeGood } from '../../server/src/games/rftg/piles';
import { fuzzGameLeaks } from '../../server/src/tools/leak-fuzz';
import { errorCode as code, id } from './helpers';

const BOW_DECK = deckForLevel(3).length;
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

function newDraft(n: number, seed = 'draft', extra: Record<string, Json> = {}): RftgState {
  return rftg.setup(rftg.parseOptions({ expansion: 'bow', draft: true, ...extra }, n), seats(n), seed);
}

const isStart = (s: RftgState, c: number) => designOf(s.level, c).flags.includes('START');

/** Every card id exactly once, wherever the draft or the game has put it. */
function locations(s: RftgState): number[] {
  const all = [...s.drawPile, ...s.discard, ...(s.search?.flipped ?? [])];
  const d = s.draft;
  if (d) {
    all.push(...d.removed, ...d.packs.flat(), ...d.picks.flat());
    for (const p of d.piles ?? []) all.push(...p.draw, ...p.discard);
  }
  for (const p of s.players) {
    all.push(...p.hand, ...p.tableau);
    for (const g of Object.values(p.goods)) all.push(...g);
    for (const g of Object.values(p.saved ?? {})) all.push(...g);
    if (p.ask?.kind === 'keep') all.push(...p.ask.data.limbo);
    // While drafting, the two start worlds dealt lie in front of their owner, in no pile.
    if (s.stage === 'draft') all.push(...(p.startOffer ?? []));
  }
  return all.sort((a, b) => a - b);
}

function expectConserved(s: RftgState): void {
  const where = locations(s);
  expect(where.length).toBe(BOW_DECK);
  expect(where.every((c, i) => c === i)).toBe(true);
}

/** Answers every open draft pick with the first card of the pack; returns the events. */
function pickAll(s: RftgState, choose: (pack: number[], seat: number) => number = (pack) => pack[0]): GameEvent[] {
  const ev: GameEvent[] = [];
  for (const pr of rftg.pending(s)) {
    expect(pr.kind).toBe('draft-pick');
    ev.push(...rftg.apply(s, pr.seat, [choose(pr.pick!.from as number[], pr.seat)]).events);
  }
  return ev;
}

describe('draft options', () => {
  it('is accepted with The Brink of War for 2-6 players', () => {
    for (let n = 2; n <= 6; n++) expect(rftg.parseOptions({ expansion: 'bow', draft: true }, n).draft).toBe(true);
  });
  it('is refused before The Brink of War (the pack table counts its 228 cards) and for solitaire', () => {
    for (const expansion of ['base', 'tgs', 'rvi']) expect(code(() => rftg.parseOptions({ expansion, draft: true }, 2))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ expansion: 'bow', draft: true }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ expansion: 'bow', draft: 'yes' }, 2))).toBe('BAD_OPTIONS');
  });
  it('is off by default', () => {
    expect(rftg.parseOptions({ expansion: 'bow' }, 3).draft).toBe(false);
    expect(newDraftless(3).draft).toBeUndefined();
  });
});

function newDraftless(n: number): RftgState {
  return rftg.setup(rftg.parseOptions({ expansion: 'bow' }, n), seats(n), 'plain');
}

describe('draft table', () => {
  const expected: Record<number, number[]> = {
    2: [...Array(22).fill(5), 2],
    3: [...Array(14).fill(5), 4],
    4: [...Array(7).fill(7), 6],
    5: [...Array(4).fill(9), 7],
    6: Array(4).fill(9),
  };
  for (let n = 2; n <= 6; n++) {
    it(`${n} players: pack sizes and rounds, final round included`, () => {
      expect(packSizes(n)).toEqual(expected[n]);
    });
    it(`${n} players: the table uses the whole BoW deck but the start worlds dealt${n === 5 ? ' and the 3 removed' : ''}`, () => {
      const drafted = packSizes(n).reduce((a, b) => a + b, 0) * n;
      expect(drafted + DRAFT_TABLE[n].removed + 2 * n).toBe(BOW_DECK);
    });
  }
  it('removes cards only with 5 players', () => {
    expect([2, 3, 4, 5, 6].map((n) => DRAFT_TABLE[n].removed)).toEqual([0, 0, 0, 3, 0]);
  });
  it('passes left in round 1, then alternates', () => {
    expect([0, 1, 2, 3, 4].map(passDirection)).toEqual(['left', 'right', 'left', 'right', 'left']);
  });
  it('left is the next seat, right the previous one', () => {
    for (let n = 2; n <= 6; n++) {
      for (let seat = 0; seat < n; seat++) {
        expect(passTarget(seat, n, 0)).toBe((seat + 1) % n);
        expect(passTarget(seat, n, 1)).toBe((seat + n - 1) % n);
      }
    }
    // Two players pass to each other either way.
    expect([passTarget(0, 2, 0), passTarget(0, 2, 1)]).toEqual([1, 1]);
  });
});

describe('a whole draft', () => {
  for (let n = 2; n <= 6; n++) {
    it(`${n} players: deal, pass directions, rounds, final round, own piles`, () => {
      const s = newDraft(n, `whole-${n}`);
      expect(s.stage).toBe('draft');
      expect(s.round).toBe(0);
      // Two start worlds each (one red, one blue as in every RvI/BoW game); the others are in the deck.
      const offered = s.players.flatMap((p) => p.startOffer!);
      expect(offered).toHaveLength(2 * n);
      for (const p of s.players) {
        expect(p.startOffer!.map((c) => designOf(s.level, c).flags.includes('START_RED'))).toEqual([true, false]);
        expect(p.hand).toEqual([]);
      }
      const startsInDeck = [...s.drawPile, ...s.draft!.packs.flat()].filter((c) => isStart(s, c));
      expect(startsInDeck).toHaveLength(16 - 2 * n);
      expectConserved(s);

      const sizes = packSizes(n);
      const dealtPerRound: number[] = [];
      // The direction each round's packs were seen to move in (a pass is visible while 2+ cards remain).
      const observed: (string | null)[] = sizes.map(() => null);
      const same = (a: number[], b: number[]) => JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));
      let round = -1;
      for (let guard = 0; s.stage === 'draft' && guard < 500; guard++) {
        const d = s.draft!;
        if (d.round !== round) {
          round = d.round;
          dealtPerRound.push(d.packs[0].length);
          for (const pack of d.packs) expect(pack).toHaveLength(sizes[round]);
        }
        const before = d.packs.map((p) => [...p]);
        const chosen: number[] = [];
        pickAll(s, (pack, seat) => (chosen[seat] = pack[pack.length - 1]));
        expectConserved(s);
        const rest = before.map((p, seat) => p.filter((c) => c !== chosen[seat]));
        if (rest[0].length < 2) continue;
        const now = s.draft!.packs;
        const left = rest.every((pack, seat) => same(now[(seat + 1) % n], pack));
        const right = rest.every((pack, seat) => same(now[(seat + n - 1) % n], pack));
        expect(left || right).toBe(true);
        if (n > 2) expect(left && right).toBe(false);
        observed[round] = left ? 'left' : 'right';
      }
      expect(observed).toEqual(sizes.map((size, r) => (size < 3 ? null : n === 2 ? 'left' : r % 2 === 0 ? 'left' : 'right')));
      expect(dealtPerRound).toEqual(sizes);
      expect(s.stage).toBe('start-choice');
      const d = s.draft!;
      expect(d.round).toBe(sizes.length);
      expect(d.removed).toHaveLength(n === 5 ? 3 : 0);
      expect(s.drawPile).toEqual([]);
      expect(s.discard).toEqual([]);
      const drafted = sizes.reduce((a, b) => a + b, 0);
      s.players.forEach((p, seat) => {
        // Six cards each from one's own pile; the two start worlds wait in one's own discard pile.
        expect(p.hand).toHaveLength(6);
        expect(d.piles![seat].draw).toHaveLength(drafted - 6);
        expect([...d.piles![seat].discard].sort()).toEqual([...p.startOffer!].sort());
      });
      expectConserved(s);

      // The start choice: the kept world goes to the tableau, the other stays in its owner's discard pile.
      const offers = s.players.map((p) => [...p.startOffer!]);
      for (const pr of rftg.pending(s)) rftg.apply(s, pr.seat, pr.choices![pr.choices!.length - 1 - pr.seat]);
      for (let guard = 0; s.stage !== 'action' && guard < 10; guard++) {
        for (const pr of rftg.pending(s)) rftg.apply(s, pr.seat, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min));
      }
      expect(s.stage).toBe('action');
      s.players.forEach((p, seat) => {
        const kept = p.tableau[0];
        expect(offers[seat]).toContain(kept);
        const other = offers[seat].find((w) => w !== kept)!;
        expect(d.piles![seat].discard).toContain(other);
        expect(d.piles![seat].discard).not.toContain(kept);
        expect(p.startOffer).toBeNull();
      });
      expectConserved(s);
    });
  }

  it('deals the packs from the per-seat script (drawsBySeat)', () => {
    const probe = newDraft(3, 'script');
    const deck = [...probe.drawPile, ...probe.draft!.packs.flat()].sort((a, b) => a - b);
    const packs = [deck.slice(0, 5), deck.slice(5, 10), deck.slice(10, 15)];
    const s = rftg.setup(
      rftg.parseOptions({ expansion: 'bow', draft: true, startOffers: probe.players.map((p) => p.startOffer!), drawsBySeat: packs }, 3),
      seats(3),
      'script',
    );
    expect(s.draft!.packs).toEqual(packs);
  });
});

/** A draft game moved on to the first action choice (first legal answers). */
function pastDraft(n: number, seed: string): RftgState {
  const s = newDraft(n, seed);
  for (let guard = 0; s.stage !== 'action' && guard < 1000; guard++) {
    for (const pr of rftg.pending(s)) rftg.apply(s, pr.seat, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min));
  }
  expect(s.stage).toBe('action');
  return s;
}

describe('own piles', () => {
  it('draws come from the drawing seat’s own pile only', () => {
    const s = pastDraft(3, 'own');
    const piles = s.draft!.piles!;
    const before = piles.map((p) => ({ draw: [...p.draw], discard: [...p.discard] }));
    const ctx: Ctx = { s, ev: [] };
    const got = drawToHand(ctx, 1, 4, 'test');
    expect(got).toHaveLength(4);
    for (const c of got) expect(before[1].draw).toContain(c);
    expect(piles[1].draw).toHaveLength(before[1].draw.length - 4);
    expect(piles[0]).toEqual(before[0]);
    expect(piles[2]).toEqual(before[2]);
    expect(s.drawPile).toEqual([]);
    expectConserved(s);
  });

  it('discards, spent goods and tableau discards go to the owner’s discard pile', () => {
    const s = pastDraft(2, 'discards');
    const piles = s.draft!.piles!;
    const ctx: Ctx = { s, ev: [] };
    const card = s.players[1].hand[0];
    discardFromHand(ctx, 1, [card], 'test');
    expect(piles[1].discard).toContain(card);
    expect(piles[0].discard).not.toContain(card);
    const world = s.players[0].tableau[0];
    if (!s.players[0].goods[world]) addGood(ctx, 0, world);
    const good = s.players[0].goods[world][0];
    removeGood(ctx, 0, world);
    expect(piles[0].discard).toContain(good);
    // A world leaving the tableau (Imperium Planet Buster's destroyed world too) goes to its former owner's pile.
    const w1 = s.players[1].tableau[0];
    discardFromTableau(ctx, 1, w1);
    expect(piles[1].discard).toContain(w1);
    expect(s.discard).toEqual([]);
    expectConserved(s);
  });

  it('reshuffles one’s own discard pile when one’s own draw pile runs out, and never touches another’s', () => {
    const s = pastDraft(2, 'reshuffle');
    const piles = s.draft!.piles!;
    const ctx: Ctx = { s, ev: [] };
    // Move all but one card of seat 0's draw pile to its discard pile.
    const moved = piles[0].draw.splice(1);
    piles[0].discard.push(...moved);
    const other = { draw: [...piles[1].draw], discard: [...piles[1].discard] };
    const discardBefore = [...piles[0].discard].sort((a, b) => a - b);
    const [first] = drawToHand(ctx, 0, 1, 'test');
    expect(moved).not.toContain(first);
    const reshuffle = ctx.ev.find((e) => e.type === 'reshuffle')!;
    expect(reshuffle.data).toMatchObject({ seat: 0, count: discardBefore.length });
    expect(piles[0].discard).toEqual([]);
    expect([...piles[0].draw].sort((a, b) => a - b)).toEqual(discardBefore);
    expect(piles[1]).toEqual(other);
    expectConserved(s);

    // With both of one's own piles empty, nothing is drawn, even though others have cards.
    piles[1].discard.push(...piles[0].draw.splice(0));
    const none = drawToHand(ctx, 0, 2, 'test');
    expect(none).toEqual([]);
    expect(ctx.ev.some((e) => e.type === 'draw-failed' && (e.data as { seat?: number }).seat === 0)).toBe(true);
    expectConserved(s);
  });

  it('Retrofit & Salvage draws from its owner’s pile as many cards as the others discarded', () => {
    const s = pastDraft(3, 'salvage');
    const rs = id('Retrofit & Salvage, Inc', 0, 3);
    // Put the world on seat 0's tableau, taking it from wherever it is.
    const d = s.draft!;
    for (const arr of [...d.piles!.flatMap((p) => [p.draw, p.discard]), ...s.players.map((p) => p.hand), ...s.players.map((p) => p.tableau), d.removed]) {
      const i = arr.indexOf(rs);
      if (i >= 0) arr.splice(i, 1);
    }
    s.players[0].tableau.push(rs);
    s.players[0].endDiscard = 1;
    s.players[1].endDiscard = 2;
    s.players[2].endDiscard = 3;
    const ctx: Ctx = { s, ev: [] };
    const hand = s.players[0].hand.length;
    const pile0 = d.piles![0].draw.length;
    const others = [1, 2].map((q) => d.piles![q].draw.length);
    salvageDraws(ctx);
    expect(s.players[0].hand).toHaveLength(hand + 5);
    expect(d.piles![0].draw).toHaveLength(pile0 - 5);
    expect([1, 2].map((q) => d.piles![q].draw.length)).toEqual(others);
  });
  it('Retrofit & Salvage draws at the end of a round, after the hand-limit discards', () => {
    const s = pastDraft(2, 'salvage-round');
    const d = s.draft!;
    const rs = id('Retrofit & Salvage, Inc', 0, 3);
    const pull = (card: number) => {
      for (const arr of [...d.piles!.flatMap((p) => [p.draw, p.discard]), ...s.players.map((p) => p.hand), ...s.players.map((p) => p.tableau), d.removed]) {
        const i = arr.indexOf(card);
        if (i >= 0) arr.splice(i, 1);
      }
    };
    pull(rs);
    s.players[0].tableau.push(rs);
    for (const q of s.players) q.phase.snapshot = [...q.tableau];
    // Seat 1 holds 13 cards (from its own pile), so it discards 3 at the end of the round.
    while (s.players[1].hand.length < 13) s.players[1].hand.push(d.piles![1].draw.pop()!);
    expectConserved(s);
    const events: GameEvent[] = [];
    for (let guard = 0; s.round === 1 && guard < 100; guard++) {
      for (const pr of rftg.pending(s)) {
        if (pr.kind === 'action') events.push(...rftg.apply(s, pr.seat, pr.seat === 0 ? 'DEVELOP' : 'EXPLORE_5_0').events);
        else events.push(...rftg.apply(s, pr.seat, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min)).events);
      }
    }
    expect(s.round).toBe(2);
    const n = s.players[1].endDiscard;
    expect(n).toBeGreaterThan(0);
    const draw = events.find((e) => e.type === 'draw' && (e.data as { reason: string }).reason === 'Retrofit & Salvage');
    expect(draw?.data).toMatchObject({ seat: 0, count: n });
    expectConserved(s);
  });
});

interface SeatDraftView {
  pack: number[] | null;
  picks: number[] | null;
  pending: number | null;
  packCount: number;
  pickCount: number;
  picked: boolean | null;
  drawPile: number[] | null;
  discard: number[] | null;
  drawPileCount: number | null;
}
interface DraftView {
  draft: { seats: SeatDraftView[]; removed: number[] | null; removedCount: number };
  drawPile: number[] | null;
  discard: number[] | null;
  players: { startOffer: number[] | null; hand: number[] | null }[];
}

const viewOf = (s: RftgState, seat: number | null) => rftg.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat }) as unknown as DraftView;

/** Nothing secret of another seat, and no pile's contents, in any seat's or the spectator's view. */
function checkDraftViews(s: RftgState): void {
  const n = s.players.length;
  for (const viewer of [null, ...Array.from({ length: n }, (_, i) => i)]) {
    const v = viewOf(s, viewer);
    expect(v.drawPile).toBeNull();
    expect(v.discard).toBeNull();
    expect(v.draft.removed).toBeNull();
    v.draft.seats.forEach((sv, seat) => {
      expect(sv.drawPile).toBeNull();
      expect(sv.discard).toBeNull();
      expect(sv.packCount).toBe(s.draft!.packs[seat].length);
      if (seat === viewer) {
        if (s.stage === 'draft') {
          expect(sv.pack).toEqual(s.draft!.packs[seat]);
          expect(sv.picks).toEqual(s.draft!.picks[seat]);
          expect(sv.pending).toBe(s.draft!.pending[seat]);
        }
        return;
      }
      expect(sv.pack).toBeNull();
      expect(sv.picks).toBeNull();
      expect(sv.pending).toBeNull();
      expect(v.players[seat].startOffer).toBeNull();
      expect(v.players[seat].hand).toBeNull();
    });
  }
}

describe('hidden packs and picks', () => {
  it('a pick is secret until every seat has picked; packs and picks only in their owner’s view', () => {
    const s = newDraft(4, 'hidden');
    checkDraftViews(s);
    const pack0 = [...s.draft!.packs[0]];
    const ev = rftg.apply(s, 0, [pack0[2]]).events;
    // Seat 0 has picked: the others see that it has, not what.
    expect(s.draft!.pending[0]).toBe(pack0[2]);
    expect(viewOf(s, 0).draft.seats[0].pending).toBe(pack0[2]);
    for (const viewer of [null, 1, 2, 3]) {
      const sv = viewOf(s, viewer).draft.seats[0];
      expect(sv.picked).toBe(true);
      expect(sv.pending).toBeNull();
      expect(sv.pickCount).toBe(0);
      expect(sv.packCount).toBe(pack0.length);
    }
    expect(viewOf(s, 1).draft.seats[1].picked).toBe(false);
    checkDraftViews(s);
    for (const e of ev) if (e.type === 'draft-chosen') expect(JSON.stringify(e.data)).toBe(JSON.stringify({ seat: 0 }));
    // The others pick; then every pick lands at once and the packs move.
    const rest = pickAll(s);
    expect(s.draft!.picks[0]).toEqual([pack0[2]]);
    expect(s.draft!.picks.every((p) => p.length === 1)).toBe(true);
    expect(rest.filter((e) => e.type === 'draft-picked').map((e) => e.audience)).toEqual([[0], [1], [2], [3]]);
    for (const e of rest) if (e.type === 'draft-pack') expect(e.audience).toEqual([(e.data as { seat: number }).seat]);
    checkDraftViews(s);
  });

  it('the pack table and the pile sizes are public, not the piles', () => {
    const s = pastDraft(2, 'public');
    const v = viewOf(s, 1);
    expect(v.draft.seats.map((x) => x.drawPileCount)).toEqual(s.draft!.piles!.map((p) => p.draw.length));
    checkDraftViews(s);
    const all = rftg.view(s, { kind: 'omniscient' }) as unknown as DraftView;
    expect(all.draft.seats[0].drawPile).toEqual(s.draft!.piles![0].draw);
  });

  it('rejects a card not in one’s pack and a second card', () => {
    const s = newDraft(2, 'illegal');
    const other = s.draft!.packs[1][0];
    expect(code(() => rftg.apply(s, 0, [other]))).toBe('ILLEGAL_MOVE');
    expect(code(() => rftg.apply(s, 0, s.draft!.packs[0].slice(0, 2)))).toBe('ILLEGAL_MOVE');
    expect(code(() => rftg.apply(s, 0, 'x'))).toBe('BAD_MOVE');
  });
});

describe('leak fuzzing the draft', () => {
  it('no view, prompt or event depends on another seat’s pack, picks or piles', async () => {
    for (const n of [2, 4]) {
      const r = await fuzzGameLeaks(rftg, {
        options: { expansion: 'bow', draft: true },
        seats: n,
        games: 1,
        seed: `draft-leak-${n}`,
        maxMoves: 260,
        replayEvery: 0,
      });
      expect(r.errors).toEqual([]);
      expect(r.findings.map((f) => `${f.check} at ${f.step} for ${f.viewer}: ${f.detail}`)).toEqual([]);
      expect(r.counters.viewChecks).toBeGreaterThan(0);
    }
  });
});

describe('random games with the draft', () => {
  const PRIVATE = new Set(['draft-pack', 'draft-picked', 'drew-cards', 'placement-choice', 'action-choice', 'start-offer', 'takeover-choice']);
  for (let n = 2; n <= 6; n++) {
    it(`${n} players: random play ends with scores, cards conserved, nothing leaked`, () => {
      const games = n <= 3 ? 2 : 1;
      for (let g = 0; g < games; g++) {
        const seed = `random-${n}-${g}`;
        const r = MatchRunner.start(rftg, rftg.parseOptions({ expansion: 'bow', draft: true, advanced: n === 2 && g === 1 }, n), seats(n), seed);
        const rng = seedRng(`bot:${seed}`);
        for (let moves = 0; r.result() === null; moves++) {
          if (moves > 20000) throw new Error('game does not end');
          const seat = pickOne(rng, r.seatsToMove());
          const out = r.apply(seat, randomAnswer(r.promptFor(seat)!, rng));
          const s = r.currentState as RftgState;
          for (const e of out.events) if (PRIVATE.has(e.type)) expect(e.audience).toHaveLength(1);
          if (moves % 3 === 0) expectConserved(s);
          if (moves % 11 === 0) checkDraftViews(s);
        }
        const s = r.currentState as RftgState;
        expectConserved(s);
        expect(s.drawPile).toEqual([]);
        const res = r.result()!;
        expect(res.scores).toHaveLength(n);
        expect(Math.min(...res.ranks)).toBe(1);
      }
    });
  }

  it('playRandomGame finishes draft games', () => {
    for (let n = 2; n <= 6; n++) {
      const out = playRandomGame(rftg, { expansion: 'bow', draft: true }, seats(n), `bot-${n}`);
      expect(out.error).toBeUndefined();
      expect(out.finished).toBe(true);
      expect(out.runner.result()!.scores).toHaveLength(n);
    }
  });
});
