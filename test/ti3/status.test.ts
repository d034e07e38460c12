/** The status phase, limits and the end (issue 23 "Status phase", "Economy and limits", "Objectives, end, result"). */
import { ti3 } from '../../server/src/games/ti3';
import { reinforcements } from '../../server/src/games/ti3/state';
import { votes } from '../../server/src/games/ti3/politics';
import { plannedSplit, redistributeChoices, sheetCounters } from '../../server/src/games/ti3/status';
import type { CounterShift, TaskOf } from '../../server/src/games/ti3/tasks';
import { act, clearBoard, newGame, passWindow, pay, planet, prompt, redistribute, refusal, ships, toAction } from './helpers';

/** A 4-player game in the action phase where everyone holds nothing to do but pass; seat 0 first. */
function passing(options = {}) {
  const s = newGame(4, options);
  toAction(s, [[1], [], [], []], 0);
  return s;
}

function passAll(s: ReturnType<typeof passing>): void {
  while (prompt(s)?.kind === 'action') act(s, prompt(s)!.seat, { do: 'pass' });
}

/** Answers claims with "none" and redistributions unchanged until the next strategy phase. */
function finishStatus(s: ReturnType<typeof passing>): void {
  for (let i = 0; i < 50 && prompt(s)?.kind !== 'pick-strategy' && !s.end; i++) {
    const p = prompt(s)!;
    if (p.kind === 'claim-objective') act(s, p.seat, 'none');
    else if (p.kind === 'redistribute') act(s, p.seat, 'confirm');
    else if (p.kind === 'discard') act(s, p.seat, p.choices![0]);
    else if (p.kind === 'remove-excess') act(s, p.seat, p.pick!.from.slice(0, p.pick!.min));
    else if (p.kind.startsWith('window-')) passWindow(s);
    else throw new Error(`unexpected ${p.kind}`);
  }
}

describe('status phase', () => {
  test('status phase: each step — repair, counters back, planets refreshed, 1 action card and 2 counters, redistribution, cards returned', () => {
    const s = passing();
    const home = s.players[0].home!;
    ships(s, home, 0, { Dreadnought: 1 });
    s.space[home].find((f) => f.seat === 0)!.damaged = { Dreadnought: 1 };
    s.counters['101'] = [0, 1];
    s.planets.Jord.exhausted = true;
    const command = s.players.map((p) => p.command);
    passAll(s);
    expect(prompt(s)!.kind).toBe('claim-objective');
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    expect(s.space[home].find((f) => f.seat === 0)!.damaged).toEqual({});
    expect(s.counters).toEqual({});
    expect(s.planets.Jord.exhausted).toBe(false);
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 1, 1]);
    // Seat 0 plays the Sol: one counter more.
    expect(s.players.map((p) => p.command)).toEqual(command.map((c, k) => c + (k === 0 ? 3 : 2)));
    expect(prompt(s)).toMatchObject({ kind: 'redistribute', text: expect.stringMatching(/^Redistribute your 11 command counters/) });
    finishStatus(s);
    expect(s.round).toBe(2);
    expect(s.players.every((p) => p.cards.length === 0)).toBe(true);
  });

  test('one public objective per status phase (and the secret besides)', () => {
    const s = passing({ secrets: ['Technocrat', 'Conqueror', 'Focused', 'Usurper'] });
    s.revealed = ['I have 5 Technology Advances.', 'I have Technology Advances in all 4 colors.'];
    s.players[0].techs = ['Antimass Deflectors', 'Cybernetics', 'Hylar V Assault Laser', 'Enviro Compensator', 'Stasis Capsules'];
    passAll(s);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'claim-objective', choices: ['none', ...s.revealed] });
    act(s, 0, 'I have 5 Technology Advances.');
    // Technocrat not met (no specialty planets): the question is still asked (it would tell the table otherwise), with "none" only.
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'claim-objective', choices: ['none'] });
    act(s, 0, 'none');
    expect(s.players[0].scored).toEqual([{ source: 'I have 5 Technology Advances.', vp: 1 }]);
  });

  test('"I now spend": the objective is paid when claimed', () => {
    const s = passing();
    s.revealed = ['I now spend 6 Trade Goods.'];
    s.players[0].tradeGoods = 7;
    s.players[1].tradeGoods = 5;
    passAll(s);
    act(s, 0, 'I now spend 6 Trade Goods.');
    expect(s.players[0].tradeGoods).toBe(1);
    expect(prompt(s)!.seat).toBe(0);
    act(s, 0, 'none');
    expect(prompt(s)).toMatchObject({ seat: 1, choices: ['none'] });
  });

  test('"I now spend 10 resources": paid by the claimer’s choice of planets and Trade Goods before the VP', () => {
    const s = passing();
    s.revealed = ['I now spend 10 resources.'];
    s.players[0].tradeGoods = 6;
    planet(s, 'Lodor', 0, {});
    passAll(s);
    act(s, 0, 'I now spend 10 resources.');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'pay', text: expect.stringMatching(/^Pay 10 resources/) });
    expect(s.players[0].scored).toEqual([]);
    pay(s, 0, { Jord: 1, Lodor: 1, tradeGoods: 3 });
    expect([s.planets.Jord.exhausted, s.planets.Lodor.exhausted, s.players[0].tradeGoods]).toEqual([true, true, 3]);
    expect(s.players[0].scored).toEqual([{ source: 'I now spend 10 resources.', vp: 1 }]);
  });

  test('the home-system rule: no claim while a home planet is held by someone else', () => {
    const s = passing();
    s.revealed = ['I now spend 6 Trade Goods.'];
    s.players[0].tradeGoods = 7;
    planet(s, 'Jord', 1, { 'Ground Force': 1 });
    passAll(s);
    expect(prompt(s)!.seat).not.toBe(0);
  });

  test('redistribution and the Fleet Supply check', () => {
    const s = passing();
    clearBoard(s);
    ships(s, '101', 0, { Cruiser: 3, Fighter: 1 });
    passAll(s);
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    const n = s.players[0].strategy + s.players[0].command + s.players[0].fleet;
    redistribute(s, 0, { strategy: 0, command: n - 1, fleet: 1 });
    finishStatus(s);
    expect(s.space['101'][0].units).toEqual({ Cruiser: 1 });
  });

  test('redistribution draft: counters moved between areas one at a time, nothing moved before confirm, shown to nobody else', () => {
    const s = passing();
    passAll(s);
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    const p = s.players[0];
    const before = { strategy: p.strategy, command: p.command, fleet: p.fleet };
    expect(prompt(s)!.choices).toEqual([
      'confirm',
      { from: 'strategy', to: 'command' },
      { from: 'strategy', to: 'fleet' },
      { from: 'command', to: 'strategy' },
      { from: 'command', to: 'fleet' },
      { from: 'fleet', to: 'strategy' },
      { from: 'fleet', to: 'command' },
    ]);
    const other = JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }));
    act(s, 0, { from: 'command', to: 'fleet' });
    act(s, 0, { from: 'command', to: 'fleet' });
    expect({ strategy: p.strategy, command: p.command, fleet: p.fleet }).toEqual(before);
    expect(JSON.stringify(ti3.view(s, { kind: 'seat', seat: 1 }))).toBe(other);
    const planned = { strategy: before.strategy, command: before.command - 2, fleet: before.fleet + 2 };
    expect((ti3.view(s, { kind: 'seat', seat: 0 }) as { me: { draft: unknown } }).me.draft).toEqual({
      kind: 'redistribute',
      steps: [
        { from: 'command', to: 'fleet' },
        { from: 'command', to: 'fleet' },
      ],
      split: planned,
    });
    for (let k = 0; k < before.strategy; k++) act(s, 0, { from: 'strategy', to: 'command' });
    expect(prompt(s)!.choices).not.toContainEqual({ from: 'strategy', to: 'fleet' });
    expect(refusal(s, 0, { from: 'strategy', to: 'fleet' })).toBe('ILLEGAL_MOVE: redistribute: no counter left in Strategy Allocation to move');
    act(s, 0, 'reset');
    act(s, 0, { from: 'command', to: 'fleet' });
    act(s, 0, { from: 'command', to: 'strategy' });
    act(s, 0, 'undo-step');
    act(s, 0, { from: 'command', to: 'fleet' });
    const ev = act(s, 0, 'confirm');
    expect(ev.find((e) => e.type === 'redistribute')?.data).toEqual({ seat: 0, ...planned });
    expect({ strategy: p.strategy, command: p.command, fleet: p.fleet }).toEqual(planned);
  });

  test('redistribution: every split of the counters can be reached, and confirm keeps them where they are', () => {
    const s = passing();
    passAll(s);
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    const task = s.tasks[0] as TaskOf<'redistribute'>;
    const n = sheetCounters(s, 0);
    // Breadth first over the splits the draft's steps reach (each split once).
    const seen = new Map<string, CounterShift[]>([[JSON.stringify(plannedSplit(s, task)), []]]);
    for (let frontier = [...seen.values()]; frontier.length > 0;) {
      const next: CounterShift[][] = [];
      for (const steps of frontier) {
        task.steps = steps;
        for (const c of redistributeChoices(s, task)) {
          if (typeof c !== 'object') continue;
          const after = [...steps, c as CounterShift];
          task.steps = after;
          const key = JSON.stringify(plannedSplit(s, task));
          if (!seen.has(key)) {
            seen.set(key, after);
            next.push(after);
          }
          task.steps = steps;
        }
      }
      frontier = next;
    }
    // Every way to split n counters among three areas: (n + 1)(n + 2) / 2.
    expect(seen.size).toBe(((n + 1) * (n + 2)) / 2);
    task.steps = [];
    const p = s.players[0];
    const before = { strategy: p.strategy, command: p.command, fleet: p.fleet };
    act(s, 0, 'confirm');
    expect({ strategy: p.strategy, command: p.command, fleet: p.fleet }).toEqual(before);
  });

  test('hand limit: over 7 action cards, discard at once', () => {
    const s = passing();
    s.players[2].hand = s.actionDeck.splice(0, 7);
    passAll(s);
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    const p = prompt(s)!;
    expect(p).toMatchObject({ seat: 2, kind: 'discard' });
    expect(p.choices).toHaveLength(8);
    act(s, 2, p.choices![3]);
    expect(s.players[2].hand).toHaveLength(7);
    expect(s.actionDiscard).toEqual([p.choices![3]]);
  });
});

describe('limits', () => {
  test('limits: the Trade Good supply of 40 — gains beyond it are lost', () => {
    const s = newGame(4);
    toAction(s, [[5], [2, 3], [4, 6], [7, 8]], 0);
    s.players[1].tradeGoods = 39;
    act(s, 0, { do: 'strategic', card: 5 });
    act(s, 0, 'a');
    expect(s.players[0].tradeGoods).toBe(1);
    expect((ti3.view(s, { kind: 'spectator' }) as { tradeGoodSupply: number }).tradeGoodSupply).toBe(0);
  });

  test('limits: 16 counters per race — a gain with empty reinforcements is lost', () => {
    const s = newGame(4);
    toAction(s, [[4], [2, 3], [5, 6], [7, 8]], 0);
    s.players[0].command = 10;
    expect(reinforcements(s, 0)).toBe(1);
    act(s, 0, { do: 'strategic', card: 4 });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'gain-counters', amounts: { total: { min: 1, max: 1 } } });
    expect(refusal(s, 0, { strategy: 0, command: 4, fleet: 0 })).toMatch(/place exactly 1 command counter/);
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    expect(s.players[0].command).toBe(11);
    expect(reinforcements(s, 0)).toBe(0);
  });
});

describe('end', () => {
  test('end: 10 VP first in order of play wins, even if a later player would also get there', () => {
    const s = passing();
    s.revealed = ['I now spend 6 Trade Goods.'];
    s.players.forEach((p) => {
      p.tradeGoods = 6;
      p.scored = [{ source: 'x', vp: 9 }];
    });
    passAll(s);
    act(s, 0, 'I now spend 6 Trade Goods.');
    expect(s.end).toEqual({ reason: 'ten-vp', winners: [0] });
    expect(ti3.pending(s)).toEqual([]);
    expect(ti3.result(s)).toMatchObject({ scores: [10, 9, 9, 9], detail: { reason: 'ten-vp' } });
    expect(ti3.result(s)!.ranks[0]).toBe(1);
  });

  test('end: Imperium Rex with the tie-break — equal VP, then objectives claimed', () => {
    const s = newGame(4, { objectiveDeck: ['Imperium Rex'] });
    toAction(s, [[8], [2, 3], [4, 5], [6, 7]], 0);
    s.players[1].scored = [{ source: 'Imperial', vp: 2 }];
    s.players[3].scored = [
      { source: 'I have 5 Technology Advances.', vp: 1 },
      { source: 'I now spend 6 Trade Goods.', vp: 1 },
    ];
    act(s, 0, { do: 'strategic', card: 8 });
    expect(s.end).toEqual({ reason: 'imperium-rex', winners: [3] });
    expect(ti3.result(s)!.ranks[3]).toBe(1);
    expect(ti3.result(s)!.ranks[1]).toBe(2);
  });

  test('end: Domination! — all the planets of two other players’ home systems', () => {
    const s = passing();
    s.revealed = ['Domination!'];
    planet(s, 'Moll Primus', 0, { 'Ground Force': 1 });
    planet(s, '[0.0.0]', 0, { 'Ground Force': 1 });
    passAll(s);
    act(s, 0, 'Domination!');
    expect(s.end).toEqual({ reason: 'domination', winners: [0] });
  });

  test('end: Supremacy! — 18 planets outside the home system', () => {
    const s = passing();
    s.revealed = ['Supremacy!'];
    const names = Object.keys(s.planets)
      .filter((n) => s.planets[n].owner === null)
      .slice(0, 18);
    for (const n of names) planet(s, n, 1, { 'Ground Force': 1 });
    passAll(s);
    act(s, 0, 'none');
    act(s, 1, 'Supremacy!');
    expect(s.end).toEqual({ reason: 'supremacy', winners: [1] });
  });

  test('elimination: a player with no planets and no units is out, never asked again', () => {
    const s = newGame(4);
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    s.players[3].hand = ['Sabotage#1'];
    for (const f of Object.values(s.space)) for (const x of f) if (x.seat === 3) x.units = {};
    planet(s, 'Arc Prime', null);
    planet(s, 'Wren Terra', null);
    act(s, 0, { do: 'tactical', pos: '101' });
    while (prompt(s)?.seat === 0) act(s, 0, prompt(s)!.choices![0]);
    expect(s.players[3].eliminated).toBe(true);
    expect(s.players[3].hand).toEqual([]);
    expect(s.actionDiscard).toContain('Sabotage#1');
  });
});

describe('votes (seam for the agenda)', () => {
  test('votes: the influence of ready planets, at least 1', () => {
    const s = newGame(4);
    // Sol: Jord 4/2.
    expect(votes(s, 0)).toBe(2);
    s.planets.Jord.exhausted = true;
    expect(votes(s, 0)).toBe(1);
  });
});

describe('fleet supply', () => {
  test('fleet supply: the owner chooses which ships over his Fleet Supply are removed', () => {
    const s = passing();
    clearBoard(s);
    ships(s, '101', 0, { Cruiser: 2, Dreadnought: 1 });
    passAll(s);
    while (prompt(s)?.kind === 'claim-objective') act(s, prompt(s)!.seat, 'none');
    const n = s.players[0].strategy + s.players[0].command + s.players[0].fleet;
    redistribute(s, 0, { strategy: 0, command: n - 1, fleet: 1 });
    for (let seat = 1; seat < 4; seat++) act(s, seat, 'confirm');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'remove-excess', pick: { from: ['Cruiser', 'Cruiser', 'Dreadnought'], min: 2, max: 2 } });
    act(s, 0, ['Cruiser', 'Cruiser']);
    expect(s.space['101'][0].units).toEqual({ Dreadnought: 1 });
    // Everyone now holds an action card: the strategy-start window comes first.
    passWindow(s);
    expect(prompt(s)!.kind).toBe('pick-strategy');
  });
});
