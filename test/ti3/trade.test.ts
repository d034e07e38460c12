/**
 * Trade (issue 24 "Trade", rules_surface.md "Trade"): contracts and agreements, the negotiations after the
 * Trade primary (a), collection, every way of breaking, the Hacan's abilities, Micro Technology, the
 * political and action cards about trade. Board: 4 players, seat 0 Sol (contracts 2/2), 1 Mentak (1/1) or
 * the Hacan (3/3), 2 L1Z1X (1/1), 3 Letnev (1/1); seat 0 holds Trade.
 */
import { seedRng, type Json } from '../../server/src/engine';
import { ti3 } from '../../server/src/games/ti3';
import { statusUpkeep } from '../../server/src/games/ti3/status';
import { tradeGoodsInSupply, type Ti3State } from '../../server/src/games/ti3/state';
import { mayAgree } from '../../server/src/games/ti3/trade/agreements';
import { windowTask } from '../../server/src/games/ti3/windows';
import { agenda, laws, withLaw } from './agenda';
import { act, attack, clearBoard, copy, newGame, passWindow, planet, prompt, queue, ships, toAction } from './helpers';
import { checkEliminations } from '../../server/src/games/ti3/flow';

const HACAN_TABLE = ['sol', 'hacan', 'l1z1x', 'letnev'];

function tradeGame(races?: string[], fixed: Record<string, string> = {}): Ti3State {
  const s = newGame(4, races ? { races } : {}, fixed);
  toAction(s, [[5], [2, 3], [4, 6], [7, 8]], 0);
  return s;
}

const agree = (s: Ti3State, a: number, b: number, gave: [number, number] = [0, 0]) => s.trade.agreements.push({ seats: [a, b], gave });
const pairs = (s: Ti3State) => s.trade.agreements.map((a) => a.seats);
const asked = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);
const choicesOf = (s: Ti3State, seat: number) => ti3.pending(s).find((p) => p.seat === seat)?.choices ?? [];

/** Seat 0 takes the Trade primary (a). */
function tradeA(s: Ti3State) {
  act(s, 0, { do: 'strategic', card: 5 });
  return act(s, 0, 'a');
}

/** Every seat still negotiating says done. */
function allDone(s: Ti3State): void {
  for (let p = ti3.pending(s).find((x) => x.kind === 'negotiate'); p; p = ti3.pending(s).find((x) => x.kind === 'negotiate')) act(s, p.seat, 'done');
}

/** Answers the follow questions (seat → answer; "no" for the others). */
function followers(s: Ti3State, answers: Record<number, Json>): void {
  for (let p = prompt(s); p?.kind === 'follow-secondary'; p = prompt(s)) act(s, p.seat, answers[p.seat] ?? 'no');
}

/** A card of the kind, taken from the deck into the seat's hand. */
function give(s: Ti3State, seat: number, kind: string): string {
  const card = s.actionDeck.find((c) => c.startsWith(`${kind}#`))!;
  s.actionDeck = s.actionDeck.filter((c) => c !== card);
  s.players[seat].hand.push(card);
  return card;
}

/** The status phase up to `seat`'s trade question; the seats before it say done, claims are declined. */
function statusTo(s: Ti3State, seat: number): void {
  queue(s, { t: 'status-phase' });
  for (let p = prompt(s); p && !(p.kind === 'trade-status' && p.seat === seat); p = prompt(s))
    act(s, p.seat, p.kind === 'trade-status' ? 'done' : p.kind === 'claim-objective' ? 'none' : p.choices![0]);
}

describe('trade agreements and negotiations', () => {
  test('negotiations after Trade (a): a public proposal, acceptance and the active player’s approval form an agreement, shown to all', () => {
    const s = tradeGame();
    tradeA(s);
    expect(s.players[0].tradeGoods).toBe(3);
    expect(asked(s)).toEqual(['0:negotiate', '1:negotiate', '2:negotiate', '3:negotiate']);
    const ev = act(s, 1, { propose: 2, give: 0, take: 1 });
    expect(ev.find((e) => e.type === 'trade-proposal')).toMatchObject({ data: { from: 1, to: 2, give: 0, take: 1 } });
    expect(ev.every((e) => e.audience === undefined)).toBe(true);
    expect(choicesOf(s, 2)).toEqual(expect.arrayContaining([{ accept: 1 }, { decline: 1 }]));
    // The open negotiation and every seat's contracts are public.
    expect(ti3.view(s, { kind: 'spectator' })).toMatchObject({
      negotiation: { active: 0, proposals: [{ id: 1, from: 1, to: 2 }] },
      players: [{ tradeContracts: [2, 2] }, { tradeContracts: [1, 1] }, { tradeContracts: [1, 1] }, { tradeContracts: [1, 1] }],
    });
    act(s, 2, { accept: 1 });
    expect(ti3.pending(s).find((p) => p.seat === 0)).toMatchObject({ kind: 'approve', choices: [{ reject: 1 }, { approve: 1 }] });
    expect(pairs(s)).toEqual([]);
    const approved = act(s, 0, { approve: 1 });
    expect(approved.find((e) => e.type === 'trade-approval')).toMatchObject({ data: { approved: true } });
    expect(s.trade.agreements).toEqual([{ seats: [1, 2], gave: [0, 1], fresh: true }]);
    expect(ti3.view(s, { kind: 'spectator' })).toMatchObject({ agreements: [{ seats: [1, 2], gave: [0, 1] }] });
    expect(ti3.stats!(s).agreementsFormed).toBe(1);
  });

  test('no collection on an agreement formed in the same action: the new partners are not asked to follow Trade; later they collect', () => {
    const s = tradeGame();
    tradeA(s);
    act(s, 1, { propose: 2, give: 0, take: 0 });
    act(s, 2, { accept: 1 });
    act(s, 0, { approve: 1 });
    allDone(s);
    expect(prompt(s)!.kind).toBe('action');
    expect([s.players[1].tradeGoods, s.players[2].tradeGoods]).toEqual([0, 0]);
    expect(s.trade.agreements[0].fresh).toBeUndefined();
  });

  test('the active player may reject an accepted agreement', () => {
    const s = tradeGame();
    tradeA(s);
    act(s, 2, { propose: 3, give: 1, take: 0 });
    act(s, 3, { accept: 1 });
    act(s, 0, { reject: 1 });
    allDone(s);
    expect(pairs(s)).toEqual([]);
  });

  test('one agreement per pair, two per player; at most 3 proposals a seat; a seat that said done is asked again when proposed to', () => {
    const s = tradeGame();
    agree(s, 1, 2, [0, 0]);
    agree(s, 1, 3, [1, 0]);
    tradeA(s);
    // Seat 1 has given both contracts: nothing to negotiate, never asked.
    expect(asked(s)).toEqual(['0:negotiate', '2:negotiate', '3:negotiate']);
    const targets = (seat: number) => choicesOf(s, seat).flatMap((c) => (typeof c === 'object' && c !== null && 'propose' in c ? [c.propose] : []));
    expect(new Set(targets(2))).toEqual(new Set([0, 3]));
    act(s, 3, 'done');
    act(s, 0, { propose: 3, give: 0, take: 1 });
    expect(asked(s)).toContain('3:negotiate');
    act(s, 3, { decline: 1 });
    act(s, 0, { propose: 2, give: 0, take: 1 });
    act(s, 2, { decline: 2 });
    act(s, 0, { propose: 3, give: 1, take: 1 });
    act(s, 3, { decline: 3 });
    expect(choicesOf(s, 0)).toEqual(['done']);
  });
});

describe('collection', () => {
  test('the Trade primary (a) collects the partners’ contracts, then the secondary each follower’s, from the 40-piece supply in that order', () => {
    const s = tradeGame();
    agree(s, 0, 1);
    s.players[3].tradeGoods = 35;
    tradeA(s);
    // 3 Trade Goods and Mentak's contract (1): the supply had 5.
    expect(s.players[0].tradeGoods).toBe(4);
    allDone(s);
    const strategy = s.players[1].strategy;
    followers(s, { 1: 'yes' });
    // Sol's contract is worth 2; the supply had 1 left.
    expect([s.players[1].tradeGoods, tradeGoodsInSupply(s), s.players[1].strategy]).toEqual([1, 0, strategy - 1]);
  });

  test('Micro Technology: +1 Trade Good per agreement whenever one collects (errata: the primary’s collection too); none without it', () => {
    const withTech = tradeGame();
    agree(withTech, 0, 1);
    agree(withTech, 0, 2, [1, 0]);
    withTech.players[0].techs.push('Micro Technology');
    tradeA(withTech);
    const without = tradeGame();
    agree(without, 0, 1);
    agree(without, 0, 2, [1, 0]);
    tradeA(without);
    expect([withTech.players[0].tradeGoods, without.players[0].tradeGoods]).toEqual([3 + 2 + 2, 3 + 2]);
  });
});

describe('breaking agreements', () => {
  test('status phase, after step 1: either partner may break an agreement, never one with the Hacan', () => {
    const s = tradeGame(HACAN_TABLE);
    agree(s, 0, 2);
    agree(s, 0, 1);
    statusTo(s, 0);
    expect(choicesOf(s, 0)).toContainEqual({ break: 2 });
    expect(choicesOf(s, 0)).not.toContainEqual({ break: 1 });
    const ev = act(s, 0, { break: 2 });
    expect(ev.find((e) => e.type === 'agreement-broken')).toMatchObject({ data: { seats: [0, 2] } });
    expect(pairs(s)).toEqual([[0, 1]]);
  });

  test('war: a space battle between partners breaks their agreement, the Hacan’s too', () => {
    const s = tradeGame(HACAN_TABLE, { '101': 'arinam-meer' });
    clearBoard(s);
    agree(s, 0, 1);
    ships(s, '101', 1, { Destroyer: 1 });
    ships(s, '102', 0, { Dreadnought: 1 });
    s.scriptDice = [10, 1, 10, 1];
    attack(s, '101', 1);
    expect(pairs(s)).toEqual([]);
  });

  test('PDS fire does not break an agreement; an invasion (a planet held by its control marker alone too) does', () => {
    const s = tradeGame(undefined, { '101': 'arinam-meer' });
    clearBoard(s);
    agree(s, 0, 1);
    planet(s, 'Arinam', 1, { PDS: 1 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    s.scriptDice = [1];
    attack(s, '101', 1);
    act(s, 1, 'fire');
    expect(pairs(s)).toEqual([[0, 1]]);
    act(s, 0, { planet: 'Arinam', groundForces: 1 });
    act(s, 0, 'confirm');
    expect(s.planets.Arinam.owner).toBe(0);
    expect(pairs(s)).toEqual([]);
  });

  test('Trade (b) cancels every agreement, the Hacan’s too, and returns the contracts', () => {
    const s = tradeGame(HACAN_TABLE);
    agree(s, 0, 1);
    agree(s, 2, 3);
    act(s, 0, { do: 'strategic', card: 5 });
    act(s, 0, 'b');
    expect(pairs(s)).toEqual([]);
    expect(mayAgree(s, 2, 3)).toBe(true);
  });

  test('elimination: the eliminated player’s agreements leave play', () => {
    const s = tradeGame(undefined, { '101': 'arinam-meer' });
    clearBoard(s);
    agree(s, 1, 2);
    agree(s, 2, 3);
    for (const pl of Object.values(s.planets)) if (pl.owner === 1) pl.owner = null;
    checkEliminations({ s, ev: [] });
    expect(s.players[1].eliminated).toBe(true);
    expect(pairs(s)).toEqual([[2, 3]]);
  });
});

describe('Hacan', () => {
  test('Hacan: agreements need no approval', () => {
    const s = tradeGame(HACAN_TABLE);
    tradeA(s);
    act(s, 2, { propose: 1, give: 0, take: 1 });
    act(s, 1, { accept: 1 });
    expect(asked(s)).not.toContain('0:approve');
    expect(pairs(s)).toEqual([[2, 1]]);
  });

  test('Hacan: the Trade secondary costs no counter, and +1 Trade Good per agreement when collecting', () => {
    const s = tradeGame(HACAN_TABLE);
    agree(s, 0, 1);
    tradeA(s);
    // Sol collects the Hacan contract (3), with no bonus of its own.
    expect(s.players[0].tradeGoods).toBe(6);
    allDone(s);
    const strategy = s.players[1].strategy;
    followers(s, { 1: 'yes' });
    expect([s.players[1].tradeGoods, s.players[1].strategy]).toEqual([2 + 1, strategy]);
  });

  test('Hacan: nobody breaks an agreement with the Hacan except by war (Influence in the Merchants’ Guild cannot name it)', () => {
    const s = tradeGame(HACAN_TABLE);
    agree(s, 0, 1);
    agree(s, 2, 3);
    const card = give(s, 0, "Influence in the Merchants' Guild");
    act(s, 0, { do: 'play', card });
    expect(pairs(s)).toEqual([[0, 1]]);
  });

  test('Hacan: action-card trades in the status phase — identities to the two parties only, counts to all, once per partner; the hidden hook keeps what they saw', () => {
    const s = tradeGame(HACAN_TABLE);
    const mine = give(s, 1, 'Sabotage');
    const theirs = give(s, 2, 'Good Year');
    statusTo(s, 1);
    const offer = { to: 2, give: { card: mine }, want: 'card' };
    expect(choicesOf(s, 1)).toContainEqual({ offer });
    const ev = act(s, 1, { offer });
    expect(ev.find((e) => e.type === 'hacan-trade-offer')).toMatchObject({ data: { from: 1, to: 2, give: 'card', want: 'card' } });
    expect(ev.filter((e) => JSON.stringify(e).includes(mine)).every((e) => JSON.stringify(e.audience) === '[1,2]')).toBe(true);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'hacan-trade', choices: ['decline', { accept: theirs }] });
    // Seat 2 has seen the card offered: no longer a secret to it, though still in the Hacan's hand.
    expect(ti3.hidden!.secrets(s, { kind: 'seat', seat: 2 }).some((x) => x.value === mine)).toBe(false);
    expect(ti3.hidden!.secrets(s, { kind: 'seat', seat: 3 }).some((x) => x.value === mine)).toBe(true);
    const done = act(s, 2, { accept: theirs });
    expect([s.players[1].hand, s.players[2].hand]).toEqual([[theirs], [mine]]);
    expect(done.find((e) => e.type === 'hacan-trade')).toMatchObject({ data: { cardsGiven: 1, cardsReceived: 1 } });
    expect(done.find((e) => e.type === 'hacan-trade')!.audience).toBeUndefined();
    expect(done.filter((e) => JSON.stringify(e).includes(mine)).every((e) => JSON.stringify(e.audience) === '[1,2]')).toBe(true);
    // Once per partner per status phase.
    expect(choicesOf(s, 1).some((c) => JSON.stringify(c).includes('"to":2'))).toBe(false);
    // The Hacan's worlds keep the card it gave where it knows it is; a third seat's worlds re-deal it.
    const where = (viewer: number, k: number) => {
      const w = ti3.hidden!.shuffle(copy(s), { kind: 'seat', seat: viewer }, seedRng(`t${k}`), { keepFuture: false });
      return w.players[2].hand.includes(mine);
    };
    expect(Array.from({ length: 10 }, (_, k) => where(1, k))).toEqual(Array(10).fill(true));
    expect(Array.from({ length: 10 }, (_, k) => where(3, k))).toContain(false);
    expect(ti3.hidden!.secrets(s, { kind: 'seat', seat: 1 }).some((x) => x.value === mine)).toBe(false);
  });
});

describe('political cards about trade', () => {
  test('Free Trade For: +1 Trade Good on each collection from agreements (a law in play)', () => {
    expect(laws(agenda('Free Trade', 'for'))).toEqual(['Free Trade']);
    const s = tradeGame();
    agree(s, 0, 1);
    withLaw(s, 'Free Trade');
    tradeA(s);
    expect(s.players[0].tradeGoods).toBe(3 + 1 + 1);
  });

  test('Trade War For: following the Trade secondary, also discard one Trade Good of an opponent', () => {
    expect(laws(agenda('Trade War', 'for'))).toEqual(['Trade War']);
    const s = tradeGame();
    agree(s, 0, 1);
    withLaw(s, 'Trade War');
    s.players[2].tradeGoods = 2;
    tradeA(s);
    allDone(s);
    act(s, 1, 'yes');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'secondary-trade', choices: ['none', 0, 2] });
    act(s, 1, 2);
    expect([s.players[1].tradeGoods, s.players[2].tradeGoods]).toEqual([2, 1]);
  });

  test('Forced Economic Independence: the two elected lose their agreement and may not form one while the law is in play', () => {
    const s = agenda('Forced Economic Independence', [1, 2], (x) => {
      agree(x, 1, 2);
      agree(x, 0, 3);
    });
    expect(pairs(s)).toEqual([[0, 3]]);
    expect([mayAgree(s, 1, 2), mayAgree(s, 1, 3)]).toEqual([false, true]);
    expect(laws(s)).toEqual(['Forced Economic Independence']);
  });

  test('Minister of Commerce: in each status phase its holder receives 1 Trade Good from each player with an agreement', () => {
    const s = agenda('Minister of Commerce', 3, (x) => {
      agree(x, 0, 1);
      x.players.forEach((p) => (p.tradeGoods = 2));
    });
    const before = s.players.map((p) => p.tradeGoods);
    statusUpkeep({ s, ev: [] });
    expect(s.players.map((p, k) => p.tradeGoods - before[k])).toEqual([-1, -1, 0, 2]);
  });

  test('Trade Embargo: every agreement with the elected player is broken; none with him this or the following round', () => {
    const s = agenda('Trade Embargo', 1, (x) => {
      agree(x, 0, 1);
      agree(x, 1, 2, [1, 0]);
      agree(x, 2, 3, [1, 0]);
    });
    expect(pairs(s)).toEqual([[2, 3]]);
    expect(mayAgree(s, 0, 1)).toBe(false);
    s.round += 1;
    expect(mayAgree(s, 0, 1)).toBe(false);
    s.round += 1;
    expect(mayAgree(s, 0, 1)).toBe(true);
  });
});

describe('action cards about trade', () => {
  test("Influence in the Merchants' Guild: as an action, break one agreement in play", () => {
    const s = tradeGame();
    agree(s, 1, 2);
    agree(s, 2, 3, [1, 0]);
    const card = give(s, 0, "Influence in the Merchants' Guild");
    act(s, 0, { do: 'play', card });
    expect(prompt(s)).toMatchObject({
      seat: 0,
      kind: 'card-choice',
      choices: [
        [1, 2],
        [2, 3],
      ],
    });
    act(s, 0, [2, 3]);
    expect(pairs(s)).toEqual([[1, 2]]);
  });

  test('Trade Stop: during the strategy phase, break every agreement in play (not the Hacan’s)', () => {
    const s = tradeGame(HACAN_TABLE);
    agree(s, 0, 1);
    agree(s, 2, 3);
    const card = give(s, 2, 'Trade Stop');
    queue(s, windowTask(s, 'strategy-start')!);
    expect(choicesOf(s, 2)).toContainEqual({ play: card });
    act(s, 2, { play: card });
    expect(pairs(s)).toEqual([[0, 1]]);
  });

  test('Ruinous Tariffs: after a player’s Trade secondary, a partner of his takes half his Trade Goods (round up)', () => {
    const s = tradeGame();
    agree(s, 0, 1);
    agree(s, 1, 2, [1, 0]);
    const card = give(s, 2, 'Ruinous Tariffs');
    give(s, 3, 'Sabotage');
    tradeA(s);
    allDone(s);
    passWindow(s);
    act(s, 1, 'yes');
    // Seat 1 collected Sol's 2 and L1Z1X's 1; seat 3 (no agreement with seat 1) is not asked.
    expect(s.players[1].tradeGoods).toBe(3);
    expect(asked(s)).toEqual(['2:window-after-trade-secondary']);
    act(s, 2, { play: card });
    // Seat 3 may answer it with a Sabotage: it passes.
    passWindow(s);
    expect([s.players[1].tradeGoods, s.players[2].tradeGoods]).toEqual([1, 2]);
  });
});
