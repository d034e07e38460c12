/**
 * The action cards of the agenda, the status phase and the Technology card, the "at any time" cards played
 * through the standing offer, Touch of Genius, and the law discards of the standing offer (issue 24). One
 * test (at least) per card, titled with its name.
 */
import { seedRng, type Json, type Prompt } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { kindOf, windowsOf } from '../../server/src/games/ti3/action-cards/kinds';
import { ti3Hidden } from '../../server/src/games/ti3/secrets';
import { AT_ANY_TIME, GIVE_TRADE_GOODS, ti3Offers } from '../../server/src/games/ti3/offers';
import { run } from '../../server/src/games/ti3/flow';
import { agendaGame, castVotes, laws, withLaw } from './agenda';
import { act, clearBoard, copy, newGame, pay, planet, prompt, ships, toAction } from './helpers';

/** Deals `hands` (taken out of the deck); the deck's top three become "as an action" cards (what seat 0's Political primary draws). */
function deal(s: Ti3State, hands: string[][]): void {
  const held = new Set(hands.flat());
  s.actionDeck = s.actionDeck.filter((c) => !held.has(c));
  s.players.forEach((p, k) => (p.hand = [...(hands[k] ?? [])]));
  const filler = s.actionDeck.filter((c) => windowsOf(kindOf(c))[0] === 'action').slice(0, 3);
  s.actionDeck = [...filler, ...s.actionDeck.filter((c) => !filler.includes(c))];
}

/** An agenda game (seat 0 holds Political, Speaker) with these hands, `top` on top of the political deck. */
function politics(hands: string[][], top = ['Code of Honor', 'Minister of Policy']): Ti3State {
  const s = agendaGame(top);
  deal(s, hands);
  return s;
}

/** Seat 1 holds Touch of Genius and 3 Trade Goods; Veto and Thugs lie in the discard pile. */
function geniusOverVeto(): Ti3State {
  const s = politics([[], ['Touch of Genius#1'], [], []]);
  s.actionDeck = s.actionDeck.filter((c) => c !== 'Veto#1' && c !== 'Thugs#1');
  s.actionDiscard = ['Veto#1', 'Thugs#1'];
  s.players[1].tradeGoods = 3;
  return s;
}

/** Seat 0 takes the Political primary (3 action cards, its counter): the agenda's first window is next. */
function openAgenda0(s: Ti3State): void {
  act(s, 0, { do: 'strategic', card: 3 });
  if (prompt(s)?.kind === 'gain-counters') act(s, 0, { strategy: 0, command: 1, fleet: 0 });
}

/** The first answer of a prompt (a pass in windows, the minimum of amounts). */
function first(p: Prompt): Json {
  if (p.pick) return p.pick.from.slice(0, p.pick.min);
  if (p.amounts) return Object.fromEntries(p.amounts.items.map((x, i) => [x.id, i === 0 ? (p.amounts.total?.min ?? 0) : 0]));
  return p.choices.includes('pass') ? 'pass' : p.choices[0];
}

const isWindow = (s: Ti3State) => prompt(s)?.kind.startsWith('window-') === true;
const play = (card: string): Json => ({ play: card });
const offers = (s: Ti3State, seat: number) => ti3Offers.open(s).find((p) => p.seat === seat);
const seatsAsked = (s: Ti3State) => ti3.pending(s).map((p) => p.seat);

/** Every window before the one of `kind` is passed by all (that one stays open). */
function passUntil(s: Ti3State, kind: string): void {
  while (isWindow(s) && prompt(s)!.kind !== kind) act(s, ti3.pending(s)[0].seat, 'pass');
  expect(prompt(s)!.kind).toBe(kind);
}

/** Answers the open windows: each listed play once, when the seat is offered it; every other answer a pass. */
function windows(s: Ti3State, plays: [number, string][] = []): void {
  const left = [...plays];
  while (isWindow(s)) {
    const q = ti3.pending(s)[0];
    const i = left.findIndex(([seat, card]) => seat === q.seat && q.choices!.some((c) => JSON.stringify(c) === JSON.stringify(play(card))));
    if (i >= 0) act(s, q.seat, play(left.splice(i, 1)[0][1]));
    else act(s, q.seat, 'pass');
  }
  expect(left).toEqual([]);
}

describe('action cards of the agenda', () => {
  test('Council Dissolved: asked of the other players after the Political primary; no political card is drawn, the look follows', () => {
    const s = politics([[], ['Council Dissolved#1'], ['Good Year#1'], ['Thugs#1']]);
    const top = [...s.politicalDeck];
    openAgenda0(s);
    expect(prompt(s)!.kind).toBe('window-after-political-primary');
    expect(seatsAsked(s)).toEqual([1, 2, 3]);
    windows(s, [[1, 'Council Dissolved#1']]);
    expect(s.agenda).toBeNull();
    expect(s.politicalDeck).toEqual(top);
    expect(s.actionDiscard).toContain('Council Dissolved#1');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'primary-political', choices: top.slice(0, 3) });
  });

  test('Determine Policy: an agenda from the discard is voted instead of the top card; the deck is not shuffled and its searcher knows it', () => {
    const s = politics([[], [], ['Determine Policy#1']]);
    s.politicalDeck = s.politicalDeck.filter((c) => c !== 'Repeal');
    s.politicalDiscard = ['Repeal'];
    withLaw(s, 'Minister of Policy', 3);
    const deck = [...s.politicalDeck];
    openAgenda0(s);
    windows(s, [[2, 'Determine Policy#1']]);
    const q = prompt(s)!;
    expect(q).toMatchObject({ seat: 2, kind: 'determine-policy' });
    expect(q.choices).toEqual([...deck, 'Repeal', 'Minister of Policy'].sort());
    act(s, 2, 'Repeal');
    windows(s);
    expect(s.agenda!.card).toBe('Repeal');
    expect(s.politicalDiscard).toEqual([]);
    expect(s.politicalDeck).toEqual(deck);
    expect(s.politicalKnown[2]).toEqual(deck);
    // The hidden hook keeps the deck he searched in his worlds, and re-deals it in the others'.
    const mine = ti3Hidden.shuffle(structuredClone(s), { kind: 'seat', seat: 2 }, seedRng('x'), { keepFuture: false });
    expect(mine.politicalDeck).toEqual(deck);
    const theirs = ti3Hidden.shuffle(structuredClone(s), { kind: 'seat', seat: 1 }, seedRng('x'), { keepFuture: false });
    expect(theirs.politicalDeck).not.toEqual(deck);
    expect([...theirs.politicalDeck].sort()).toEqual([...deck].sort());
  });

  test('Determine Policy: an agenda searched out of the deck is voted; the deck is shuffled and nobody knows a place in it', () => {
    const s = politics([[], [], ['Determine Policy#1']]);
    const deep = s.politicalDeck[40];
    s.politicalKnown[0] = s.politicalDeck.slice(0, 3);
    openAgenda0(s);
    windows(s, [[2, 'Determine Policy#1']]);
    const ev = act(s, 2, deep);
    expect(ev.map((e) => e.type)).toContain('reshuffle');
    windows(s);
    expect(s.agenda!.card).toBe(deep);
    expect(s.politicalDeck).not.toContain(deep);
    expect(s.politicalKnown).toEqual({ 0: [], 2: [] });
  });

  test('Determine Policy: a law in play may be chosen; it leaves play while it is voted again', () => {
    const s = politics([[], [], ['Determine Policy#1']]);
    withLaw(s, 'Minister of Policy', 3);
    openAgenda0(s);
    windows(s, [[2, 'Determine Policy#1']]);
    act(s, 2, 'Minister of Policy');
    windows(s);
    expect(s.agenda!.card).toBe('Minister of Policy');
    expect(laws(s)).toEqual([]);
  });

  test('Veto: after the card is read, it is discarded and the active player draws another, which is voted', () => {
    const s = politics([[], ['Veto#1'], [], ['Good Year#1']]);
    openAgenda0(s);
    passUntil(s, 'window-after-political-read');
    expect(s.agenda!.card).toBe('Code of Honor');
    windows(s, [[1, 'Veto#1']]);
    expect(s.politicalDiscard).toEqual(['Code of Honor']);
    expect(s.agenda!.card).toBe('Minister of Policy');
    expect(prompt(s)!.kind).toBe('vote');
  });

  test('Thugs: the chosen player may not vote on the agenda this round', () => {
    const s = politics([[], [], ['Thugs#1'], []]);
    openAgenda0(s);
    passUntil(s, 'window-after-political-read');
    windows(s, [[2, 'Thugs#1']]);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'card-choice', choices: [0, 1, 3] });
    act(s, 2, 3);
    windows(s);
    const voters: number[] = [];
    for (let p = prompt(s); p?.kind === 'vote' || isWindow(s); p = prompt(s)) {
      if (p!.kind === 'vote') {
        voters.push(p!.seat);
        act(s, p!.seat, 'abstain');
      } else windows(s);
    }
    expect(voters).toEqual([1, 2, 0]);
  });

  test('Fantastic Rhetoric: offered in the voter’s own vote prompt; his vote then counts 10 more', () => {
    const s = politics([[], ['Fantastic Rhetoric#1'], [], []]);
    openAgenda0(s);
    windows(s);
    const base = prompt(s)!;
    expect(base).toMatchObject({ seat: 1, kind: 'vote' });
    expect(base.choices).toContainEqual(play('Fantastic Rhetoric#1'));
    const before = s.agenda!.votes.length;
    act(s, 1, play('Fantastic Rhetoric#1'));
    windows(s);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'vote' });
    expect(prompt(s)!.choices).not.toContainEqual(play('Fantastic Rhetoric#1'));
    const n = Number(/with your (\d+) vote/.exec(base.text)![1]);
    act(s, 1, 'for');
    expect(s.agenda!.votes.slice(before)).toEqual([{ seat: 1, outcome: 'for', votes: n + 10 }]);
    expect(s.actionDiscard).toContain('Fantastic Rhetoric#1');
  });

  test('Touch of Genius: in the voter’s own vote prompt, duplicates a Fantastic Rhetoric of the discard pile (3 influence)', () => {
    const s = politics([[], ['Touch of Genius#1'], [], []]);
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Fantastic Rhetoric#1');
    s.actionDiscard = ['Fantastic Rhetoric#1'];
    s.players[1].tradeGoods = 3;
    openAgenda0(s);
    windows(s);
    expect(prompt(s)!.choices).toContainEqual(play('Touch of Genius#1'));
    const n = Number(/with your (\d+) vote/.exec(prompt(s)!.text)![1]);
    act(s, 1, play('Touch of Genius#1'));
    windows(s);
    pay(s, 1, { tradeGoods: 3 });
    act(s, 1, 'for');
    expect(s.agenda!.votes[0]).toEqual({ seat: 1, outcome: 'for', votes: n + 10 });
    expect(s.actionDiscard).toEqual(['Fantastic Rhetoric#1', 'Touch of Genius#1']);
  });

  test('Discredit: after another player votes, his vote becomes an abstention; the voter himself is not asked', () => {
    const s = politics([[], ['Good Year#1'], ['Discredit#1'], ['Good Year#2']]);
    openAgenda0(s);
    windows(s);
    act(s, 1, 'for');
    expect(prompt(s)!.kind).toBe('window-after-vote');
    expect(seatsAsked(s)).toEqual([0, 2, 3]);
    windows(s, [[2, 'Discredit#1']]);
    expect(s.agenda!.votes[0]).toMatchObject({ seat: 1, outcome: null });
    castVotes(s, {});
    expect(laws(s)).toEqual([]);
  });
});

describe('the political windows keep hands hidden', () => {
  test('Veto, Thugs: two states differing only in a hand ask the same seats with the same prompt kind; one holding nothing playable gets the three passes', () => {
    const a = politics([[], ['Veto#1'], ['Good Year#1'], []]);
    const b = politics([[], ['Plague#1'], ['Good Year#1'], []]);
    openAgenda0(a);
    openAgenda0(b);
    passUntil(a, 'window-after-political-read');
    passUntil(b, 'window-after-political-read');
    const asked = (s: Ti3State) => ti3.pending(s).map((p) => `${p.seat}:${p.kind}`);
    expect(asked(a)).toEqual(asked(b));
    expect(ti3.pending(b).find((p) => p.seat === 1)!.choices).toEqual(['pass', 'pass-window', 'pass-round']);
    expect(ti3.pending(a).find((p) => p.seat === 1)!.choices).toEqual(['pass', 'pass-window', 'pass-round', play('Veto#1')]);
  });
});

describe('Political Stability (status phase)', () => {
  test('Political Stability: asked of the players holding neither Imperial nor Initiative; its player keeps his cards and picks none next round', () => {
    const s = newGame(4);
    toAction(
      s,
      [
        [1, 2],
        [8, 3],
        [5, 6],
        [7, 4],
      ],
      0,
    );
    deal(s, [['Good Year#1'], ['Plague#1'], ['Political Stability#1'], ['Uprising#1']]);
    s.tasks = [{ t: 'status-phase' }];
    run({ s, ev: [] });
    expect(prompt(s)!.kind).toBe('window-status');
    expect(seatsAsked(s)).toEqual([2, 3]);
    windows(s, [[2, 'Political Stability#1']]);
    const pickers = new Set<number>();
    while (s.phase !== 'action') {
      const p = prompt(s)!;
      if (p.kind === 'pick-strategy') {
        pickers.add(p.seat);
        expect(p.choices).not.toContain(5);
        expect(p.choices).not.toContain(6);
      }
      act(s, p.seat, first(p));
    }
    expect([...pickers].sort()).toEqual([0, 1, 3]);
    expect(s.players[2].cards).toEqual([5, 6]);
    expect(s.players[2].used).toEqual([]);
  });
});

describe('action cards of the Technology strategy card (folded into its prompts)', () => {
  /** Seat 0 holds Technology; seat 1 Diplomacy, seat 2 Trade; techs and hands as given. */
  function technology(hands: string[][], techs: string[][]): Ti3State {
    const s = newGame(4);
    clearBoard(s);
    toAction(s, [[7], [2], [5], []], 0);
    deal(s, hands);
    s.players.forEach((p, k) => {
      p.techs = [...(techs[k] ?? [])];
      p.strategy = 2;
      p.tradeGoods = 20;
    });
    return s;
  }

  /** Seat 0's primary takes `tech`; seat 1 follows the secondary: its purchase prompt is next. */
  function toPurchase(s: Ti3State, tech: string): void {
    act(s, 0, { do: 'strategic', card: 7 });
    act(s, 0, tech);
    for (let p = prompt(s); p && p.kind !== 'secondary-technology'; p = prompt(s))
      act(s, p.seat, p.kind === 'follow-secondary' ? (p.seat === 1 ? 'yes' : 'no') : first(p));
  }

  const cost = (s: Ti3State) => Number(/^Pay (\d+) resources/.exec(prompt(s)!.text)![1]);

  test('Tech Bubble: in the Technology primary’s prompt; after the primary its holder spends a Strategy Allocation counter and buys a technology too', () => {
    const s = technology([['Tech Bubble#1']], [['Enviro Compensator']]);
    act(s, 0, { do: 'strategic', card: 7 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'primary-technology' });
    expect(prompt(s)!.choices).toContainEqual(play('Tech Bubble#1'));
    act(s, 0, play('Tech Bubble#1'));
    for (let p = prompt(s); isWindow(s); p = prompt(s)) act(s, p!.seat, 'pass');
    act(s, 0, 'Stasis Capsules');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'secondary-technology' });
    expect(s.players[0].strategy).toBe(1);
    act(s, 0, 'Sarween Tools');
    pay(s, 0);
    expect(s.players[0].techs).toEqual(['Enviro Compensator', 'Stasis Capsules', 'Sarween Tools']);
  });

  test('Tech Bubble: not offered to a player without a Strategy Allocation counter', () => {
    const s = technology([['Tech Bubble#1']], [['Enviro Compensator']]);
    s.players[0].strategy = 0;
    act(s, 0, { do: 'strategic', card: 7 });
    expect(prompt(s)!.choices).not.toContainEqual(play('Tech Bubble#1'));
  });

  test('Corporate Sponsorship: before buying, a green technology costs 4 resources less', () => {
    const s = technology([[], ['Corporate Sponsorship#1']], [[], ['Enviro Compensator']]);
    toPurchase(s, 'Hylar V Assault Laser');
    expect(prompt(s)!.choices).toContainEqual(play('Corporate Sponsorship#1'));
    act(s, 1, play('Corporate Sponsorship#1'));
    windows(s);
    act(s, 1, 'Stasis Capsules');
    expect(cost(s)).toBe(4);
  });

  test('Focused Research: a technology missing one prerequisite may be bought for 6 resources more', () => {
    const s = technology([[], ['Focused Research#1']], [[], ['Enviro Compensator']]);
    toPurchase(s, 'Hylar V Assault Laser');
    expect(prompt(s)!.choices).not.toContain('Deep Space Cannon');
    act(s, 1, play('Focused Research#1'));
    windows(s);
    expect(prompt(s)!.choices).toContain('Deep Space Cannon');
    expect(prompt(s)!.choices).not.toContain('Light/Wave Deflector');
    act(s, 1, 'Deep Space Cannon');
    expect(cost(s)).toBe(14);
  });

  test('Opening the Black Box: each red planet grants 2 (not 1) on a red technology', () => {
    const s = technology([[], ['Opening the Black Box#1']], [[], ['Hylar V Assault Laser']]);
    planet(s, 'Lor', 1);
    toPurchase(s, 'Enviro Compensator');
    act(s, 1, play('Opening the Black Box#1'));
    windows(s);
    act(s, 1, 'Deep Space Cannon');
    expect(cost(s)).toBe(6);
  });
});

describe('the "at any time" cards and the law discards (the standing offer)', () => {
  /** Seat 0 to act on a cleared board, with these hands. */
  function actionPhase(hands: string[][]): Ti3State {
    const s = newGame(4);
    clearBoard(s);
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    deal(s, hands);
    return s;
  }

  test('Disclosure: played through the standing offer; the player sees an opponent’s hand and discards one of its cards; his worlds keep what he saw', () => {
    const s = actionPhase([[], ['Disclosure#1'], ['Plague#1', 'Uprising#1', 'Sabotage#1'], ['Good Year#1']]);
    const offer = offers(s, 1)!;
    expect(offer).toMatchObject({ kind: AT_ANY_TIME });
    expect(offer.choices).toContainEqual(play('Disclosure#1'));
    const ev = ti3Offers.apply(s, 1, play('Disclosure#1')).events;
    expect(ev.find((e) => e.type === 'action-card')).toMatchObject({ data: { seat: 1, card: 'Disclosure#1' } });
    windows(s);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'card-choice', choices: [2, 3] });
    const seen = act(s, 1, 2);
    expect(seen.find((e) => e.type === 'hand-seen')).toMatchObject({ audience: [1], data: { of: 2, cards: ['Plague#1', 'Uprising#1', 'Sabotage#1'] } });
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'disclosure', choices: ['Plague#1', 'Uprising#1', 'Sabotage#1'] });
    act(s, 1, 'Sabotage#1');
    expect(s.players[2].hand).toEqual(['Plague#1', 'Uprising#1']);
    expect(s.actionDiscard).toEqual(['Disclosure#1', 'Sabotage#1']);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'action' });
    // The hidden hook: seat 1's worlds keep seat 2's cards; seat 3's re-deal them.
    const mine = ti3Hidden.shuffle(copy(s), { kind: 'seat', seat: 1 }, seedRng('y'), { keepFuture: false });
    expect(mine.players[2].hand).toEqual(['Plague#1', 'Uprising#1']);
    expect(ti3Hidden.secrets(s, { kind: 'seat', seat: 1 }).some((x) => x.value === 'Plague#1')).toBe(false);
    expect(ti3Hidden.secrets(s, { kind: 'seat', seat: 3 }).some((x) => x.value === 'Plague#1')).toBe(true);
  });

  test('Emergency Repairs: through the standing offer, every damaged Dreadnought and War Sun of the player in a system is repaired', () => {
    const s = actionPhase([[], [], ['Emergency Repairs#1'], []]);
    ships(s, '101', 2, { Dreadnought: 2, Cruiser: 1 });
    s.space['101'][0].damaged = { Dreadnought: 2 };
    expect(offers(s, 2)!.choices).toContainEqual(play('Emergency Repairs#1'));
    ti3Offers.apply(s, 2, play('Emergency Repairs#1'));
    windows(s);
    expect(s.space['101'][0].damaged).toEqual({});
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'action' });
  });

  test('Master of Trade: only with two trade agreements, through the standing offer: up to two exhausted planets refreshed', () => {
    const s = actionPhase([[], [], ['Master of Trade#1'], []]);
    for (const n of ['Abyz', 'Fria', 'Arinam']) planet(s, n, 2);
    for (const n of ['Abyz', 'Fria', 'Arinam']) s.planets[n].exhausted = true;
    s.trade.agreements = [{ seats: [0, 2], gave: [0, 0] }];
    // One agreement: not playable (public: agreements and exhausted planets are on the table).
    expect(offers(s, 2)?.choices ?? []).not.toContainEqual(play('Master of Trade#1'));
    s.trade.agreements.push({ seats: [1, 2], gave: [0, 1] });
    expect(offers(s, 2)!.choices).toContainEqual(play('Master of Trade#1'));
    ti3Offers.apply(s, 2, play('Master of Trade#1'));
    windows(s);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'card-choice' });
    expect(prompt(s)!.choices).toContainEqual(['Abyz', 'Fria']);
    expect(prompt(s)!.choices).not.toContainEqual(['Abyz', 'Fria', 'Arinam']);
    act(s, 2, ['Abyz', 'Fria']);
    expect(['Abyz', 'Fria', 'Arinam'].map((n) => s.planets[n].exhausted)).toEqual([false, false, true]);
    expect(s.actionDiscard).toContain('Master of Trade#1');
  });

  test('Emergency Repairs: also playable in a window its holder is asked in', () => {
    const s = politics([[], ['Emergency Repairs#1'], ['Thugs#1'], []]);
    ships(s, '101', 1, { 'War Sun': 1 });
    s.space['101'][0].damaged = { 'War Sun': 1 };
    openAgenda0(s);
    passUntil(s, 'window-after-political-read');
    windows(s, [[1, 'Emergency Repairs#1']]);
    expect(s.space['101'][0].damaged).toEqual({});
  });

  test('the standing offer: who is offered the "at any time" cards depends on public information only, and a seat with nothing playable may pass', () => {
    const a = actionPhase([[], ['Disclosure#1'], ['Plague#1'], []]);
    const b = actionPhase([[], ['Good Year#1'], ['Plague#1'], []]);
    const shape = (s: Ti3State) => ti3Offers.open(s).map((p) => `${p.seat}:${p.kind}`);
    expect(shape(a)).toEqual(shape(b));
    expect(shape(a)).toEqual(['1:at-any-time', '2:at-any-time']);
    expect(offers(b, 1)!.choices).toEqual(['pass']);
    const before = JSON.stringify(b);
    expect(ti3Offers.apply(b, 1, 'pass').events).toEqual([]);
    expect(JSON.stringify(b)).toBe(before);
    // Without a card in hand, only Trade Goods are offered (as before).
    a.players[3].tradeGoods = 1;
    expect(offers(a, 3)).toMatchObject({ kind: GIVE_TRADE_GOODS });
  });

  test('Touch of Genius: for 3 influence, duplicates a Veto from the discard pile at Veto’s time; the Veto stays in the discard', () => {
    const s = geniusOverVeto();
    openAgenda0(s);
    passUntil(s, 'window-after-political-read');
    expect(seatsAsked(s)).toContain(1);
    windows(s, [[1, 'Touch of Genius#1']]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'card-choice', choices: ['Thugs', 'Veto'] });
    act(s, 1, 'Veto');
    pay(s, 1, { tradeGoods: 3 });
    expect(s.players[1].tradeGoods).toBe(0);
    expect(s.politicalDiscard).toEqual(['Code of Honor']);
    expect(s.agenda!.card).toBe('Minister of Policy');
    expect(s.actionDiscard).toEqual(['Veto#1', 'Thugs#1', 'Touch of Genius#1']);
  });

  test('Touch of Genius: with its influence gone by the time it resolves, it resolves without effect (the game goes on)', () => {
    const s = geniusOverVeto();
    openAgenda0(s);
    passUntil(s, 'window-after-political-read');
    windows(s, [[1, 'Touch of Genius#1']]);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'card-choice' });
    // Its 3 Trade Goods spent meanwhile: nothing is left to choose; no question, no payment, no Veto.
    s.players[1].tradeGoods = 0;
    run({ s, ev: [] });
    expect(prompt(s)?.kind).not.toBe('card-choice');
    expect(s.agenda!.card).toBe('Code of Honor');
    expect(s.actionDiscard).toEqual(['Veto#1', 'Thugs#1', 'Touch of Genius#1']);
  });

  test('Touch of Genius: a window asks its holder only while a card of that window lies in the discard pile', () => {
    const s = geniusOverVeto();
    // Touch of Genius accounted for too: nothing of that window is left to play or duplicate, nobody is asked.
    const none = copy(s);
    none.players[1].hand = ['Good Year#1'];
    none.actionDeck = none.actionDeck.filter((c) => c !== 'Good Year#1');
    none.actionDiscard.push('Touch of Genius#1');
    openAgenda0(s);
    openAgenda0(none);
    passUntil(s, 'window-after-political-read');
    expect(seatsAsked(s)).toContain(1);
    const opened: string[] = [];
    for (; isWindow(none); act(none, ti3.pending(none)[0].seat, 'pass')) opened.push(prompt(none)!.kind);
    expect(opened).not.toContain('window-after-political-read');
    expect(prompt(none)!.kind).toBe('vote');
  });

  test('Touch of Genius: through the standing offer, duplicates an "at any time" card of the discard pile (Emergency Repairs)', () => {
    const s = actionPhase([[], [], ['Touch of Genius#1'], []]);
    s.actionDeck = s.actionDeck.filter((c) => !c.startsWith('Emergency Repairs'));
    s.actionDiscard = ['Emergency Repairs#1', 'Emergency Repairs#2'];
    ships(s, '101', 2, { Dreadnought: 1 });
    s.space['101'][0].damaged = { Dreadnought: 1 };
    s.players[2].tradeGoods = 3;
    expect(offers(s, 2)!.choices).toContainEqual(play('Touch of Genius#1'));
    ti3Offers.apply(s, 2, play('Touch of Genius#1'));
    windows(s);
    pay(s, 2, { tradeGoods: 3 });
    expect(s.space['101'][0].damaged).toEqual({});
    expect(s.actionDiscard).toEqual(['Emergency Repairs#1', 'Emergency Repairs#2', 'Touch of Genius#1']);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'action' });
  });

  test('Minister of Internal Security: its holder discards it through the standing offer, destroying up to four Ground Forces on Mecatol Rex', () => {
    const s = actionPhase([]);
    withLaw(s, 'Minister of Internal Security', 1);
    planet(s, 'Mecatol Rex', 2, { 'Ground Force': 5 });
    expect(ti3Offers.open(s).map((p) => p.seat)).toEqual([1]);
    expect(offers(s, 1)!.choices).toEqual(
      [0, 1, 2, 3, 4].map((n) => ({ discard: 'Minister of Internal Security', groundForces: n })).concat(['pass'] as never[]),
    );
    ti3Offers.apply(s, 1, { discard: 'Minister of Internal Security', groundForces: 4 });
    expect(s.planets['Mecatol Rex']).toMatchObject({ owner: 2, units: { 'Ground Force': 1 } });
    expect(laws(s)).toEqual([]);
    expect(s.politicalDiscard).toEqual(['Minister of Internal Security']);
  });

  test('Short Term Truce: any player may pay 10 influence at any time to discard it', () => {
    const s = actionPhase([]);
    withLaw(s, 'Short Term Truce');
    s.players[3].tradeGoods = 10;
    expect(ti3Offers.open(s).map((p) => `${p.seat}:${p.kind}`)).toContain('3:at-any-time');
    expect(offers(s, 3)!.choices).toContainEqual({ discard: 'Short Term Truce' });
    ti3Offers.apply(s, 3, { discard: 'Short Term Truce' });
    expect(prompt(s)).toMatchObject({ seat: 3, kind: 'pay' });
    expect(offers(s, 1)?.choices ?? []).not.toContainEqual({ discard: 'Short Term Truce' });
    pay(s, 3, { tradeGoods: 10 });
    expect(laws(s)).toEqual([]);
    expect(s.politicalDiscard).toEqual(['Short Term Truce']);
    expect(s.players[3].tradeGoods).toBe(0);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'action' });
  });
});
