/** Each strategy card's primary and secondary (issue 23 "Strategic action", rulebook p.9-10, p.36-38). */
import { fallbackAnswer, ti3 } from '../../server/src/games/ti3';
import { techCost } from '../../server/src/games/ti3/strategy-cards/technology';
import { reinforcements } from '../../server/src/games/ti3/state';
import { POLITICAL_CARDS } from '../../server/src/games/ti3/data';
import { abstainAll, act, answerUntil, newGame, pay, planet, prompt, refusal, ships, skipWindows, toAction } from './helpers';

/** A 4-player game in the action phase: seat 0 holds `card` (and 1 unless it is 1), others hold the rest. */
function holding(card: number, fixed: Record<string, string> = {}) {
  // The first agenda is Code of Honor (its Against does nothing).
  const s = newGame(4, { politicalDeck: ['Code of Honor', ...POLITICAL_CARDS.map((c) => c.name).filter((n) => n !== 'Code of Honor')] }, fixed);
  const others = [2, 3, 4, 5, 6, 7, 8].filter((c) => c !== card);
  toAction(s, [[card], [others[0], others[1]], [others[2], others[3]], [others[4], others[5]]], 0);
  return s;
}

const follow = (s: ReturnType<typeof newGame>, answers: Record<number, string>) => {
  while (prompt(s)?.kind === 'follow-secondary') act(s, prompt(s)!.seat, answers[prompt(s)!.seat] ?? 'no');
};

describe('strategic action', () => {
  test('pass: only once each held strategy card (not Initiative) has had its strategic action', () => {
    const s = holding(3);
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'pass' });
    expect(refusal(s, 0, { do: 'pass' })).toBe('ILLEGAL_MOVE: you must take the strategic action of card 3 before passing');
  });

  test('Initiative has no strategic action', () => {
    const s = newGame(4);
    toAction(s, [[1], [2, 3], [4, 5], [6, 7]], 0);
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'strategic', card: 1 });
    expect(prompt(s)!.choices).toContainEqual({ do: 'pass' });
  });

  test("following: clockwise from the active player, 1 Strategy Allocation counter each; Initiative's free following; passed players may follow", () => {
    const s = holding(3);
    toAction(s, [[3], [1, 4], [5, 6], [7, 8]], 0);
    s.players[1].strategy = 0;
    s.players[2].passed = true;
    act(s, 0, { do: 'strategic', card: 3 });
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    abstainAll(s, 'against');
    act(s, 0, prompt(s)!.choices![0]);
    const asked: number[] = [];
    while (prompt(s)?.kind === 'follow-secondary') {
      asked.push(prompt(s)!.seat);
      act(s, prompt(s)!.seat, 'yes');
    }
    expect(asked).toEqual([1, 2, 3]);
    // L1Z1X (seat 2) starts with 3.
    expect(s.players.map((p) => p.strategy)).toEqual([2, 0, 2, 1]);
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 1, 1, 1]);
  });

  test('a seat without a Strategy Allocation counter (and without Initiative) is not asked', () => {
    const s = holding(3);
    s.players[2].strategy = 0;
    act(s, 0, { do: 'strategic', card: 3 });
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    abstainAll(s, 'against');
    act(s, 0, prompt(s)!.choices![0]);
    const asked: number[] = [];
    while (prompt(s)?.kind === 'follow-secondary') {
      asked.push(prompt(s)!.seat);
      act(s, prompt(s)!.seat, 'no');
    }
    expect(asked).toEqual([1, 3]);
  });
});

describe('strategy cards', () => {
  test('Diplomacy primary: neither the named opponent nor the player may activate a system holding the other’s units', () => {
    const s = holding(2);
    act(s, 0, { do: 'strategic', card: 2 });
    expect(prompt(s)).toMatchObject({ kind: 'primary-diplomacy', choices: [1, 2, 3] });
    act(s, 0, 1);
    follow(s, {});
    const home1 = s.players[1].home!;
    s.tasks = [{ t: 'action', seat: 0 }];
    expect(prompt(s)!.choices).not.toContainEqual({ do: 'tactical', pos: home1 });
    expect(refusal(s, 0, { do: 'tactical', pos: home1 })).toMatch(/Diplomacy/);
    expect(prompt(s)!.choices).toContainEqual({ do: 'tactical', pos: s.players[2].home! });
  });

  test('Diplomacy secondary: refresh up to two of one’s exhausted non-home planets', () => {
    const s = holding(2);
    planet(s, 'Abyz', 1, {}, true);
    planet(s, 'Fria', 1, {}, true);
    planet(s, 'Lodor', 1, {}, true);
    act(s, 0, { do: 'strategic', card: 2 });
    act(s, 0, 2);
    act(s, 1, 'yes');
    const p = prompt(s)!;
    expect(p.kind).toBe('secondary-diplomacy');
    expect(p.choices).toContainEqual(['Abyz', 'Lodor']);
    expect(p.choices!.every((c) => Array.isArray(c) && c.length <= 2)).toBe(true);
    act(s, 1, ['Abyz', 'Lodor']);
    expect([s.planets.Abyz.exhausted, s.planets.Fria.exhausted, s.planets.Lodor.exhausted]).toEqual([false, true, false]);
  });

  test('Political primary: 3 action cards, 1 command counter, the agenda, then 1 of the top 3 political cards on top, 2 at the bottom, known only to the chooser', () => {
    const s = holding(3);
    const top3 = s.politicalDeck.slice(1, 4);
    const command = s.players[0].command;
    act(s, 0, { do: 'strategic', card: 3 });
    expect(s.players[0].hand).toHaveLength(3);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'gain-counters', amounts: { total: { min: 1, max: 1 } } });
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    expect(s.players[0].command).toBe(command + 1);
    skipWindows(s);
    expect(prompt(s)).toMatchObject({ kind: 'vote' });
    abstainAll(s, 'against');
    expect(prompt(s)).toMatchObject({ kind: 'primary-political', choices: top3 });
    act(s, 0, top3[1]);
    expect(s.politicalDeck[0]).toBe(top3[1]);
    expect(s.politicalDeck.slice(-2).sort()).toEqual([top3[0], top3[2]].sort());
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 0 }))).toContain(top3[1]);
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }))).not.toContain(top3[1]);
  });

  test('Political secondary: draw 1 action card', () => {
    const s = holding(3);
    act(s, 0, { do: 'strategic', card: 3 });
    // The primary's counter, agenda and look at the top 3 first.
    answerUntil(s, 'follow-secondary');
    const top = s.actionDeck[0];
    const strategy = s.players[1].strategy;
    act(s, 1, 'yes');
    expect(s.players[1].hand).toEqual([top]);
    expect(s.players[1].strategy).toBe(strategy - 1);
  });

  test('Political: an action card drawn is named to the drawer, "draws 1" to everyone else', () => {
    const s = holding(3);
    const ev = act(s, 0, { do: 'strategic', card: 3 });
    const named = ev.filter((e) => e.type === 'draw');
    expect(named).toHaveLength(3);
    expect(named.every((e) => JSON.stringify(e.audience) === '[0]')).toBe(true);
    expect(ev.filter((e) => e.type === 'draws').every((e) => !e.audience!.includes(0))).toBe(true);
  });

  test('counters gained go where the player chooses: Logistics 4 as 1 Strategy Allocation, 1 Command Pool, 2 Fleet Supply', () => {
    const s = holding(4);
    const before = { ...s.players[0] };
    act(s, 0, { do: 'strategic', card: 4 });
    const p = prompt(s)!;
    expect(p).toMatchObject({ seat: 0, kind: 'gain-counters', amounts: { total: { min: 4, max: 4 } } });
    expect(p.amounts!.items.map((i) => i.id)).toEqual(['strategy', 'command', 'fleet']);
    expect(refusal(s, 0, { strategy: 0, command: 3, fleet: 0 })).toMatch(/place exactly 4 command counter/);
    expect(refusal(s, 0, { strategy: -1, command: 5, fleet: 0 })).toMatch(/place exactly 4 command counter/);
    // A turn clock (or an abandoned seat) keeps them all in the Command Pool.
    expect(fallbackAnswer(s, p)).toEqual({ strategy: 0, command: 4, fleet: 0 });
    act(s, 0, { strategy: 1, command: 1, fleet: 2 });
    const after = s.players[0];
    expect([after.strategy - before.strategy, after.command - before.command, after.fleet - before.fleet]).toEqual([1, 1, 2]);
  });

  test('Logistics: 4 command counters; the secondary costs no counter and buys counters at 3 influence each', () => {
    const s = holding(4);
    s.players[1].tradeGoods = 7;
    const before = s.players[0].command;
    act(s, 0, { do: 'strategic', card: 4 });
    act(s, 0, { strategy: 0, command: 4, fleet: 0 });
    expect(s.players[0].command).toBe(before + 4);
    act(s, 1, 'yes');
    expect(prompt(s)).toMatchObject({ kind: 'secondary-logistics' });
    // Moll Primus (1 influence) + 7 Trade Goods = 8 influence: up to 2 counters.
    expect(prompt(s)!.choices).toEqual([0, 1, 2]);
    const strategy = s.players[1].strategy;
    act(s, 1, 2);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pay', text: expect.stringMatching(/^Pay 6 influence/) });
    pay(s, 1, { 'Moll Primus': 1, tradeGoods: 5 });
    act(s, 1, { strategy: 0, command: 2, fleet: 0 });
    expect(s.players[1].strategy).toBe(strategy);
    expect(s.players[1].command).toBe(5);
    // 6 influence: Moll Primus exhausted for 1, then 5 Trade Goods.
    expect([s.planets['Moll Primus'].exhausted, s.players[1].tradeGoods]).toEqual([true, 2]);
  });

  test('Trade: (a) 3 Trade Goods, then the negotiations (trade.test.ts); without agreements nobody is asked to follow', () => {
    const s = holding(5);
    act(s, 0, { do: 'strategic', card: 5 });
    act(s, 0, 'a');
    expect(s.players[0].tradeGoods).toBe(3);
    for (const p of ti3.pending(s)) {
      expect(p.kind).toBe('negotiate');
      act(s, p.seat, 'done');
    }
    expect(prompt(s)!.kind).toBe('action');
  });

  test('Trade: (b) cancel every trade agreement — no Trade Goods taken', () => {
    const s = holding(5);
    act(s, 0, { do: 'strategic', card: 5 });
    expect(prompt(s)).toMatchObject({ kind: 'primary-trade', choices: ['a', 'b'] });
    const ev = act(s, 0, 'b');
    expect(ev.some((e) => e.type === 'agreements-cancelled')).toBe(true);
    expect(s.players[0].tradeGoods).toBe(0);
  });

  test('Warfare primary: a command counter off the board back to the Command Pool', () => {
    const s = holding(6);
    s.counters['101'] = [0, 2];
    const before = s.players[0].command;
    act(s, 0, { do: 'strategic', card: 6 });
    expect(prompt(s)).toMatchObject({ kind: 'primary-warfare', choices: ['101'] });
    act(s, 0, '101');
    expect(s.counters['101']).toEqual([2]);
    expect(s.players[0].command).toBe(before + 1);
  });

  test("Warfare's secondary counters: a Destroyer moves to an adjacent empty system, with a counter from reinforcements there", () => {
    const s = holding(6, { '101': 'wellon', '201': 'empty-1', '102': 'thibah' });
    ships(s, '101', 1, { Destroyer: 1 });
    act(s, 0, { do: 'strategic', card: 6 });
    const r = reinforcements(s, 1);
    act(s, 1, 'yes');
    const p = prompt(s)!;
    expect(p.kind).toBe('secondary-warfare');
    expect(p.choices).toContainEqual({ from: '101', unit: 'Destroyer', to: '201' });
    expect(p.choices).not.toContainEqual({ from: '101', unit: 'Destroyer', to: '102' });
    act(s, 1, { from: '101', unit: 'Destroyer', to: '201' });
    act(s, 1, 'confirm');
    expect(s.space['201'][0]).toMatchObject({ seat: 1, units: { Destroyer: 1 } });
    expect(s.counters['201']).toEqual([1]);
    // One counter from reinforcements to the board, one from Strategy Allocation spent into reinforcements.
    expect(reinforcements(s, 1)).toBe(r);
  });

  test("Warfare's secondary patrols: a draft of up to 2 moves, nothing moved before confirm, no second counter where one's counter already is", () => {
    const s = holding(6, { '101': 'wellon', '201': 'empty-1', '202': 'empty-2' });
    ships(s, '101', 1, { Destroyer: 2, Cruiser: 1 });
    act(s, 0, { do: 'strategic', card: 6 });
    act(s, 1, 'yes');
    const r = reinforcements(s, 1);
    const other = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 2 }));
    const first = { from: '101', unit: 'Destroyer', to: '201' };
    const second = { from: '101', unit: 'Cruiser', to: '201' };
    expect(prompt(s)!.choices!.slice(0, 1)).toEqual(['confirm']);
    act(s, 1, first);
    // Nothing moves before confirm, and nobody else sees the plan.
    expect(s.space['201']).toBeUndefined();
    expect(s.counters['201']).toBeUndefined();
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 2 }))).toBe(other);
    expect((ti3.view(s, { kind: 'seat', seat: 1 }) as { me: { draft: unknown } }).me.draft).toEqual({ kind: 'patrols', steps: [first] });
    expect(prompt(s)!.choices!.slice(0, 3)).toEqual(['confirm', 'undo-step', 'reset']);
    expect(prompt(s)!.choices).toContainEqual(second);
    act(s, 1, second);
    expect(prompt(s)!.choices).toEqual(['confirm', 'undo-step', 'reset']);
    expect(refusal(s, 1, { from: '101', unit: 'Destroyer', to: '202' })).toBe(
      "ILLEGAL_MOVE: Warfare's secondary moves at most 2 ships: confirm, or undo a step",
    );
    act(s, 1, 'undo-step');
    expect(refusal(s, 1, { from: '101', unit: 'Destroyer', to: '102' })).toBe(
      'ILLEGAL_MOVE: a patrol goes to an adjacent empty non-home system: 102 does not qualify',
    );
    act(s, 1, second);
    const ev = act(s, 1, 'confirm');
    expect(ev.filter((e) => e.type === 'patrol')).toHaveLength(2);
    expect(s.space['201'].find((f) => f.seat === 1)!.units).toEqual({ Destroyer: 1, Cruiser: 1 });
    // One counter in 201 for both patrols.
    expect(s.counters['201']).toEqual([1]);
    expect(reinforcements(s, 1)).toBe(r - 1);
  });

  test('Technology primary: one technology free, prerequisites apply', () => {
    const s = holding(7);
    act(s, 0, { do: 'strategic', card: 7 });
    const p = prompt(s)!;
    expect(p.kind).toBe('primary-technology');
    // Sol holds Antimass Deflectors and Cybernetics.
    expect(p.choices).toContain('XRD Transporters');
    expect(p.choices).not.toContain('War Sun');
    expect(p.choices).not.toContain('Cybernetics');
    act(s, 0, 'XRD Transporters');
    expect(s.players[0].techs).toContain('XRD Transporters');
  });

  test('the Technology discount: 8 resources less 1 per ready planet of the colour, the planet not exhausted by it', () => {
    const s = holding(7);
    planet(s, 'Lodor', 1);
    planet(s, 'Quann', 1);
    planet(s, 'Rarron', 1, {}, true);
    expect(techCost(s, 1, 'Stasis Capsules')).toBe(6);
    expect(techCost(s, 1, 'Deep Space Cannon')).toBe(8);
    act(s, 0, { do: 'strategic', card: 7 });
    act(s, 0, 'XRD Transporters');
    act(s, 1, 'yes');
    expect(prompt(s)!.kind).toBe('secondary-technology');
    act(s, 1, 'Stasis Capsules');
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'pay', text: expect.stringMatching(/^Pay 6 resources/) });
    pay(s, 1, { 'Moll Primus': 1, Lodor: 1 });
    expect(s.players[1].techs).toContain('Stasis Capsules');
    // Moll Primus (4) and Lodor (3) pay the 6.
    expect(s.planets['Moll Primus'].exhausted && s.planets.Lodor.exhausted).toBe(true);
  });

  test('Imperial primary: the top objective face up, then 2 VP', () => {
    const s = newGame(4, { objectiveDeck: ['I have 5 Technology Advances.', 'Imperium Rex'] });
    toAction(s, [[8], [2, 3], [4, 5], [6, 7]], 0);
    act(s, 0, { do: 'strategic', card: 8 });
    expect(s.revealed).toEqual(['I have 5 Technology Advances.']);
    expect(s.players[0].scored).toEqual([{ source: 'Imperial', vp: 2 }]);
  });

  test('the Imperial draw of Imperium Rex ends the game before the 2 VP', () => {
    const s = newGame(4, { objectiveDeck: ['Imperium Rex'] });
    toAction(s, [[8], [2, 3], [4, 5], [6, 7]], 0);
    s.players[2].scored = [{ source: 'x', vp: 3 }];
    act(s, 0, { do: 'strategic', card: 8 });
    expect(s.players[0].scored).toEqual([]);
    expect(s.end).toEqual({ reason: 'imperium-rex', winners: [2] });
    expect(ti3.result(s)).toMatchObject({ detail: { reason: 'imperium-rex' } });
    expect(ti3.result(s)!.ranks[2]).toBe(1);
    expect(ti3.pending(s)).toEqual([]);
  });

  test('10 VP from Imperial winning in the action phase', () => {
    const s = newGame(4, { objectiveDeck: ['I have 5 Technology Advances.', 'Imperium Rex'] });
    toAction(s, [[8], [2, 3], [4, 5], [6, 7]], 0);
    s.players[0].scored = [{ source: 'x', vp: 8 }];
    act(s, 0, { do: 'strategic', card: 8 });
    expect(s.end).toEqual({ reason: 'ten-vp', winners: [0] });
    expect(ti3.result(s)!.ranks[0]).toBe(1);
  });

  test('Imperial secondary: produce at a Space Dock system without activating it (even one already activated)', () => {
    const s = holding(8);
    const home = s.players[1].home!;
    s.counters[home] = [1];
    const command = s.players[1].command;
    act(s, 0, { do: 'strategic', card: 8 });
    act(s, 1, 'yes');
    expect(prompt(s)).toMatchObject({ kind: 'secondary-imperial', choices: [home] });
    act(s, 1, home);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'produce' });
    expect(prompt(s)!.choices).not.toContainEqual({ dock: 'Moll Primus' });
    // Mentak's 4 ships fill its Fleet Supply of 4: no more ships are offered.
    expect(prompt(s)!.choices).not.toContainEqual({ unit: 'Cruiser' });
    act(s, 1, { unit: 'Ground Force' });
    act(s, 1, 'confirm');
    pay(s, 1);
    expect(s.planets['Moll Primus'].units['Ground Force']).toBe(5);
    expect(s.players[1].command).toBe(command);
    expect(s.counters[home]).toEqual([1]);
  });
});
