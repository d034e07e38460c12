/**
 * Whole solitaire games with random player answers: they always end, both sides have a score, the winner
 * follows from the scores, every card stays in one place, and the robot's dice come only after the player's
 * actions. Also the round structure: robot phases join the player's, player first.
 */
import { GameRegistry, playRandomGame, randomAnswer, seedRng, type Json } from '../../server/src/engine';
import { rftg, type RftgState } from '../../server/src/games/rftg';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';
import { robotSheet } from '../../server/src/games/rftg/solo/score';
import { robotTableauSize } from '../../server/src/games/rftg/solo/robot';
import { STAGE_OF_COLUMN } from '../../server/src/games/rftg/solo/round';
import { newSolo, soloCardLocations } from './solo-helpers';

const cases: [string, string][] = [
  ['tgs', 'easy'],
  ['tgs', 'medium'],
  ['tgs', 'hard'],
  ['rvi', 'medium'],
  ['bow', 'easy'],
  ['bow', 'hard'],
];

describe.each(cases)('random games, %s %s', (expansion, difficulty) => {
  test('end with a score for both sides and a consistent winner', () => {
    const reg = new GameRegistry([rftg]);
    const { options, seats } = reg.resolve('rftg', 1, { expansion, difficulty });
    expect(seats).toBe(1);
    for (let i = 0; i < 12; i++) {
      const out = playRandomGame(rftg, options, [{ name: 'P' }], `${expansion}-${difficulty}-${i}`);
      expect(out.error).toBeUndefined();
      expect(out.finished).toBe(true);
      const s = out.runner.currentState as RftgState;
      const res = rftg.result(s)!;
      const d = res.detail as { winner: string; robotScore: number; provisional: string[] };
      expect(res.scores).toHaveLength(1);
      expect(Number.isFinite(res.scores[0])).toBe(true);
      expect(d.robotScore).toBe(robotSheet(s).total);
      expect(d.winner).toBe(res.scores[0] > d.robotScore ? 'player' : res.scores[0] < d.robotScore ? 'robot' : 'tie');
      expect(res.ranks).toEqual([d.winner === 'robot' ? 2 : 1]);
      expect(d.provisional.length).toBeGreaterThan(0);
      expect(soloCardLocations(s)).toEqual(deckForLevel(s.level).map((_, k) => k));
      // It ended for a reason the rules give (or the shared round cap).
      const r = s.solo!;
      const reason =
        s.vpPool <= 0 || robotTableauSize(r) >= 12 || s.players[0].tableau.length >= 12 || r.prestige >= 15 || s.players[0].prestige >= 15 || s.round >= 30;
      expect(reason).toBe(true);
      expect(r.credit).toBeGreaterThanOrEqual(0);
      expect(r.credit).toBeLessThanOrEqual(4);
      expect(r.economy).toBeLessThanOrEqual(5);
      if (s.level < 3) expect(r.prestige).toBe(0);
    }
  });
});

test("the dice are rolled after the player's choice; phases run player first, then the robot", () => {
  const s = newSolo({}, 'order', 'Epsilon Eridani');
  expect(s.solo!.dice).toBeNull();
  expect((rftg.view(s, { kind: 'seat', seat: 0 }) as { robot: { dice: Json } }).robot.dice).toBeNull();
  const ev = rftg.apply(s, 0, 'DEVELOP+PRODUCE').events;
  const t = ev.map((e) => e.type);
  expect(t.indexOf('robot-dice')).toBeGreaterThan(t.indexOf('actions'));
  expect(s.solo!.dice).toHaveLength(2);
  // Every robot row follows the start of its phase (the player's part of it opens first).
  const phaseAt = t.indexOf('phase');
  const rowAt = t.indexOf('robot-row');
  if (rowAt >= 0) expect(rowAt).toBeGreaterThan(phaseAt);
  // Every die's phase is among the round's phases.
  const stages = new Set(
    ev
      .filter((e) => e.type === 'phase')
      .map((e) => (e.data as { phase: string }).phase)
      .concat(s.stage, s.phasesLeft),
  );
  for (const d of s.solo!.dice!) expect(stages.has(STAGE_OF_COLUMN[d.col])).toBe(true);
});

test("the player's view never shows the robot's pile, at any point of a game", () => {
  const out = playRandomGame(rftg, rftg.parseOptions({ expansion: 'bow' }, 1), [{ name: 'P' }], 'hidden');
  const s = out.runner.currentState as RftgState;
  const v = rftg.view(s, { kind: 'seat', seat: 0 }) as { robot: { pile: Json; pileCount: number } };
  expect(v.robot.pile).toBeNull();
  expect(v.robot.pileCount).toBe(s.solo!.pile.length);
});

test("at every step of random games, seat and spectator views show the robot's pile only as a count", () => {
  for (const expansion of ['tgs', 'bow']) {
    let s = rftg.setup(rftg.parseOptions({ expansion }, 1), [{ name: 'P' }], `steps-${expansion}`);
    const rng = seedRng(`bot-${expansion}`);
    for (let guard = 0; guard < 2000 && !s.over; guard++) {
      for (const viewer of [{ kind: 'seat', seat: 0 } as const, { kind: 'spectator' } as const]) {
        const robot = (rftg.view(s, viewer) as { robot: { pile: Json; pileCount: number } }).robot;
        expect(robot.pile).toBeNull();
        expect(robot.pileCount).toBe(s.solo!.pile.length);
      }
      const [pr] = rftg.pending(s);
      s = rftg.apply(s, pr.seat, randomAnswer(pr, rng)).state;
    }
    expect(s.over).toBe(true);
  }
});
