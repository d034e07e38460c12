/** Agenda voting through the Political primary (issue 24 "Political deck and voting", rulebook p.23). */
import { fallbackAnswer, ti3 } from '../../server/src/games/ti3';
import { votes } from '../../server/src/games/ti3/politics';
import { HANDLERS, type TimingEntry, type TimingPoint } from '../../server/src/games/ti3/timing';
import { agenda, agendaGame, castVotes, endPrimary, laws, openAgenda, withLaw } from './agenda';
import { abstainAll, act, planet, prompt, refusal, skipWindows } from './helpers';

describe('voting', () => {
  test('order: clockwise from the player left of the Speaker, the Speaker last', () => {
    const s = agendaGame(['Cost Overruns'], (x) => (x.speaker = 2));
    openAgenda(s);
    const asked: number[] = [];
    for (let p = prompt(s); p?.kind === 'vote'; p = prompt(s)) {
      asked.push(p.seat);
      act(s, p.seat, 'abstain');
    }
    expect(asked).toEqual([3, 0, 1, 2]);
    expect(prompt(s)).toMatchObject({ seat: 2, kind: 'speaker-tie' });
  });

  test('votes: the influence of ready planets (not exhausted by voting), at least 1; Trade Goods never buy votes', () => {
    const s = agendaGame(['Cost Overruns'], (x) => {
      planet(x, 'Mecatol Rex', 0);
      x.players[1].tradeGoods = 9;
      planet(x, 'Jord', 0, { 'Space Dock': 1, 'Ground Force': 1 }, true);
    });
    // Sol: Mecatol Rex (6) ready, Jord (2) exhausted; Mentak 1 with 9 Trade Goods; L1Z1X's home has no influence.
    expect([0, 1, 2, 3].map((k) => votes(s, k))).toEqual([6, 1, 1, 1]);
    openAgenda(s);
    castVotes(s, { 1: 'against', 2: 'against', 3: 'against', 0: 'for' });
    expect(s.planets['Mecatol Rex'].exhausted).toBe(false);
    // 6 For against 3: For passes (Cost Overruns: a Trade Good per planet).
    expect(s.players[1].tradeGoods).toBe(8);
  });

  test('each vote is public and all of a voter’s votes go to one outcome; abstaining casts none', () => {
    const s = agendaGame(['Cost Overruns'], (x) => planet(x, 'Mecatol Rex', 1));
    openAgenda(s);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'vote', choices: ['for', 'against', 'abstain'] });
    const ev = act(s, 1, 'against');
    expect(ev.find((e) => e.type === 'vote')).toMatchObject({ data: { seat: 1, outcome: 'against', votes: 7 } });
    expect(ev.find((e) => e.type === 'vote')!.audience).toBeUndefined();
    castVotes(s, { 2: 'abstain', 3: 'for', 0: 'for' });
    // Against 7, For 1 + 2 = 3: Against wins, Cost Overruns has no Against effect.
    expect(s.agenda).toBeNull();
    expect(s.politicalDiscard).toEqual(['Cost Overruns']);
  });

  test('For/Against: a tie (0-0 included) is decided by the Speaker', () => {
    const s = agendaGame(['Code of Honor']);
    openAgenda(s);
    abstainAll(s, 'for');
    expect(laws(s)).toEqual(['Code of Honor']);
    const t = agendaGame(['Code of Honor']);
    openAgenda(t);
    castVotes(t, { 1: 'for', 2: 'against' });
    expect(prompt(t)).toMatchObject({ seat: 0, kind: 'speaker-tie', choices: ['for', 'against'] });
    act(t, 0, 'against');
    expect(laws(t)).toEqual([]);
    expect(t.politicalDiscard).toEqual(['Code of Honor']);
  });

  test('Elect Player: the most votes wins; the Speaker chooses only among the tied', () => {
    const s = agendaGame(['Economic Revitalization'], (x) => x.players.forEach((p) => (p.tradeGoods = 1)));
    openAgenda(s);
    expect(prompt(s)!.choices).toEqual([0, 1, 2, 3, 'abstain']);
    castVotes(s, { 1: 2, 2: 3, 3: 'abstain', 0: 'abstain' });
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'speaker-tie', choices: [2, 3] });
    act(s, 0, 3);
    expect(s.players.map((p) => p.tradeGoods)).toEqual([0, 0, 0, 4]);
  });

  test('Elect Planet, Elect Two Players, Elect Two Planets, Elect Current Law, Elect Technology Color: the outcomes offered', () => {
    const choices = (card: string, prepare?: Parameters<typeof agendaGame>[1]) => {
      const s = agendaGame([card], prepare);
      openAgenda(s);
      return prompt(s)!.choices!;
    };
    expect(choices('Compensated Disarmament')).toContain('Mecatol Rex');
    expect(choices('Forced Economic Independence')).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3], 'abstain']);
    const twoPlanets = choices('Dispute Resolution', (s) => {
      planet(s, 'Mecatol Rex', 0, { 'Ground Force': 1 });
      const [a, b, c] = Object.keys(s.planets).filter((n) => s.galaxy[s.planets[n].at] && !['Mecatol Rex'].includes(n) && s.planets[n].owner === null);
      planet(s, a, 0, { 'Ground Force': 1 });
      planet(s, b, 1, { 'Ground Force': 1 });
      planet(s, c, 1);
    });
    // Two planets of two different players, neither Mecatol Rex nor a home planet.
    expect(twoPlanets).toHaveLength(3);
    expect(choices('Repeal', (s) => withLaw(s, 'Code of Honor'))).toEqual(['Code of Honor', 'abstain']);
    expect(choices('Subsidized Studies')).toEqual(['blue', 'green', 'red', 'yellow', 'abstain']);
  });

  test('Elect Current Law with no law in play: discarded without effect and without a vote, no redraw (the look follows)', () => {
    const s = agendaGame(['Repeal']);
    const next = s.politicalDeck.slice(1, 4);
    const ev = act(s, 0, { do: 'strategic', card: 3 });
    act(s, 0, { strategy: 0, command: 1, fleet: 0 });
    skipWindows(s);
    expect(ev.some((e) => e.type === 'vote')).toBe(false);
    expect(s.politicalDiscard).toEqual(['Repeal']);
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'primary-political', choices: next });
  });

  test('Elect Planet with no legal planet: discarded without effect (Dispute Resolution with one player outside home)', () => {
    const s = agendaGame(['Dispute Resolution']);
    openAgenda(s);
    expect(s.politicalDiscard).toEqual(['Dispute Resolution']);
    expect(prompt(s)!.kind).toBe('primary-political');
  });

  test('the card drawn is shown to all; a law passed For stays face up in play (the view lists it), others are discarded', () => {
    const s = agendaGame(['Code of Honor']);
    const ev = act(s, 0, { do: 'strategic', card: 3 });
    ev.push(...act(s, 0, { strategy: 0, command: 1, fleet: 0 }));
    for (let p = prompt(s); p?.kind.startsWith('window-'); p = prompt(s)) for (const q of ti3.pending(s)) ev.push(...act(s, q.seat, 'pass'));
    expect(ev.find((e) => e.type === 'agenda')).toMatchObject({ data: { card: 'Code of Honor' } });
    expect(JSON.stringify(ti3.view(s, { kind: 'spectator' }))).toContain('Code of Honor');
    abstainAll(s, 'for');
    const view = ti3.view(s, { kind: 'seat', seat: 2 }) as { laws: unknown; politicalDiscard: unknown };
    expect(view.laws).toEqual([{ card: 'Code of Honor', elected: null }]);
    expect(view.politicalDiscard).toEqual([]);
  });

  test('an Elect law is given to the elected player (the view shows whom)', () => {
    const s = agenda('Minister of Policy', 2);
    expect((ti3.view(s, { kind: 'spectator' }) as { laws: unknown }).laws).toEqual([{ card: 'Minister of Policy', elected: 2 }]);
  });

  test('the timing points after-political-primary, before-political-draw, after-political-read and after-vote come in that order', () => {
    const seen: string[] = [];
    const points: TimingPoint[] = ['after-political-primary', 'before-political-draw', 'after-political-read', 'after-vote'];
    const hooks: TimingEntry[] = points.map((point) => ({ id: `test-${point}`, source: 'test', point, run: () => void seen.push(point) }));
    HANDLERS.push(...hooks);
    try {
      const s = agendaGame(['Cost Overruns']);
      openAgenda(s);
      expect(seen).toEqual(['after-political-primary', 'before-political-draw', 'after-political-read']);
      castVotes(s, { 1: 'for', 2: 'for' });
      expect(seen.slice(3)).toEqual(['after-vote', 'after-vote', 'after-vote', 'after-vote']);
    } finally {
      for (const h of hooks) HANDLERS.splice(HANDLERS.indexOf(h), 1);
    }
  });

  test('a vote for something not offered is refused, the state unchanged', () => {
    const s = agendaGame(['Cost Overruns']);
    openAgenda(s);
    expect(refusal(s, 1, 'maybe')).toMatch(/^ILLEGAL_MOVE/);
    // Out of turn: seat 2 votes after seat 1.
    expect(() => ti3.apply(s, 2, 'for')).toThrow(/no open question/);
  });

  test('after the agenda, the core look at the top 3 and the secondaries follow', () => {
    const s = agenda('Cost Overruns', 'against');
    expect(prompt(s)).toMatchObject({ seat: 0, kind: 'primary-political' });
    endPrimary(s);
    expect(prompt(s)!.kind).toBe('action');
  });
});

describe('voting under a turn clock', () => {
  test('a voter answered by the clock (or an abandoned seat) abstains', () => {
    const s = agendaGame(['Cost Overruns']);
    openAgenda(s);
    expect(fallbackAnswer(s, prompt(s)!)).toBe('abstain');
  });
});
