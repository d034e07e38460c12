/**
 * Determinism and random games against MarsBot (MB-61, MB-62), with its
 * invariants checked after every move; and the proof that every rule id
 * MB-01 … MB-62 has a test named after it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MatchRunner, pickOne, playRandomGame, randomAnswer, seedRng, type GameEvent, type Json } from '../../../server/src/engine';
import { tm, type TmState } from '../../../server/src/games/tm';
import { BONUS_IDS } from '../../../server/src/games/tm/marsbot/cards';
import { checkInvariants } from '../invariants';

const SCALE = Number(process.env.TM_RANDOM_SCALE ?? 1);

/** MarsBot's own invariants, besides the game's (cards conserved, tiles legal, scores). */
function checkMarsbot(s: TmState): void {
  const m = s.marsbot!;
  const fail = (why: string) => {
    throw new Error(`MarsBot: ${why} (generation ${s.generation}, phase ${s.phase})`);
  };
  if (m.tr !== 20 + m.trGained) fail(`TR ${m.tr} is not 20 + ${m.trGained}`);
  if (m.mc < 0) fail(`${m.mc} M€`);
  m.tracks.forEach((x, i) => {
    if (x < 0 || x > 18) fail(`track ${i} at ${x}`);
    const k = m.markers[i];
    if (k !== null && k <= x) fail(`marker ${k} not ahead of the cube on ${x}`);
  });
  const bonus = [...m.bonusDeck, ...m.bonusDiscard, ...m.destroyed, ...m.actionDeck.filter((c) => c.startsWith('B'))];
  if (m.resolving?.startsWith('B') && !bonus.includes(m.resolving)) bonus.push(m.resolving);
  if ([...bonus].sort().join() !== [...BONUS_IDS].sort().join()) fail(`bonus cards ${bonus.sort().join()}`);
  if (!m.acting && s.players[0].ask === null && s.phase !== 'over') fail('nobody to move');
  if ((m.neural === null) !== !Object.values(s.tiles).some((x) => x.kind === 'special' && x.owner === 'marsbot')) fail('the Neural Instance');
}

function playChecked(options: Json, seed: string): TmState {
  const runner = MatchRunner.start(tm, tm.parseOptions(options, 1), [{ name: 'You' }], seed);
  const rng = seedRng(`bot:${seed}`);
  for (let moves = 0; runner.result() === null; moves++) {
    if (moves > 5000) throw new Error(`${seed}: no end after ${moves} moves`);
    const prompt = runner.promptFor(pickOne(rng, runner.seatsToMove()))!;
    runner.apply(0, randomAnswer(prompt, rng));
    const s = runner.currentState as TmState;
    checkInvariants(s);
    checkMarsbot(s);
  }
  return runner.currentState;
}

describe('random games against MarsBot', () => {
  const sets: Json[] = [];
  for (const difficulty of ['easy', 'normal', 'hard', 'brutal']) {
    for (const draft of [false, true]) for (const corporateEra of [true, false]) sets.push({ opponent: 'marsbot', difficulty, draft, corporateEra });
  }

  test('[MB-62] random games end with a result (terraformed or generation 20) at every difficulty, with and without the draft and Corporate Era; invariants after every move; stats for the sim', () => {
    const ended = new Set<string>();
    for (const [i, options] of sets.entries()) {
      for (let k = 0; k < SCALE; k++) {
        const s = playChecked(options, `mb62:${i}:${k}`);
        const r = tm.result(s)!;
        expect(r.ranks[0] === 1 || r.ranks[0] === 2).toBe(true);
        ended.add(s.marsbot!.ended!);
        expect(s.marsbot!.ended === 'terraformed' ? s.generation <= 19 : s.generation === 20).toBe(true);
        const stats = tm.stats!(s);
        expect(Object.keys(stats)).toEqual(['generations', 'terraformed', 'marsbotWon', 'playerScore', 'marsbotScore', 'failures']);
        expect([stats.generations, stats.terraformed, stats.marsbotWon, stats.playerScore]).toEqual([
          s.generation,
          s.marsbot!.ended === 'terraformed' ? 1 : 0,
          r.ranks[0] === 1 ? 0 : 1,
          r.scores[0],
        ]);
      }
    }
    expect(ended.has('terraformed')).toBe(true);
  }, 300_000);
});

describe('determinism', () => {
  const DECK = Array.from({ length: 60 }, (_, i) => String(i + 1).padStart(3, '0'));
  const script = {
    opponent: 'marsbot',
    draft: true,
    deck: DECK,
    corporations: [['credicor', 'helion']],
    bonusDeck: ['B04', 'B01', 'B02', 'B03', 'B05', 'B06', 'B07', 'B08'],
    marsbotPicks: [2, 1, 0, 1, 1, 1],
  };
  const marsbotSteps = (events: GameEvent[]) =>
    events.filter((e) => e.type.startsWith('marsbot') || (e.data as { marsbot?: boolean } | undefined)?.marsbot).map((e) => e.text);

  function play(seed: string): { steps: (string | undefined)[]; state: TmState } {
    const runner = MatchRunner.start(tm, tm.parseOptions(script, 1), [{ name: 'You' }], seed);
    const steps: (string | undefined)[] = [];
    const moves: Json[] = ['credicor', [], { do: 'pass' }];
    for (const m of moves) steps.push(...marsbotSteps(runner.apply(0, m).events));
    // The draft of generation 2: keep the first card each time; buy nothing; pass.
    for (let i = 0; i < 3; i++) steps.push(...marsbotSteps(runner.apply(0, runner.promptFor(0)!.choices![0]).events));
    steps.push(...marsbotSteps(runner.apply(0, []).events));
    steps.push(...marsbotSteps(runner.apply(0, { do: 'pass' }).events));
    return { steps, state: runner.currentState };
  }

  test('[MB-61] with deck, bonusDeck and marsbotPicks every MarsBot turn is exact, whatever the seed', () => {
    const a = play('one');
    const b = play('two');
    expect(a.steps.length).toBeGreaterThan(10);
    expect(b.steps).toEqual(a.steps);
    expect(b.state.marsbot).toEqual(a.state.marsbot);
    expect(a.state.generation).toBe(3);
  });

  test('[MB-61] a replay from the seed reproduces every MarsBot step', () => {
    const played = playRandomGame(tm, { opponent: 'marsbot', difficulty: 'hard', draft: true }, [{ name: 'You' }], 'mb61');
    expect(played.finished).toBe(true);
    const again = MatchRunner.start(tm, tm.parseOptions({ opponent: 'marsbot', difficulty: 'hard', draft: true }, 1), [{ name: 'You' }], 'mb61');
    const first = MatchRunner.start(tm, tm.parseOptions({ opponent: 'marsbot', difficulty: 'hard', draft: true }, 1), [{ name: 'You' }], 'mb61');
    for (const m of played.moves) {
      expect(marsbotSteps(again.apply(m.seat, m.move).events)).toEqual(marsbotSteps(first.apply(m.seat, m.move).events));
    }
    expect(JSON.stringify(again.currentState)).toBe(JSON.stringify(played.runner.currentState));
  });
});

test('every rule id MB-01 … MB-62 has a test whose own name starts with [MB-nn] (MB-60: also the browser test)', () => {
  const dir = __dirname;
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\btest\(\s*[`'"]\[MB-(\d\d)\]/g)].map((m) => Number(m[1])));
  // This file's own MB-61/62 tests are found the same way.
  const missing = Array.from({ length: 62 }, (_, i) => i + 1).filter((n) => !names.includes(n));
  expect(missing).toEqual([]);
  const page = fs.readFileSync(path.join(dir, '../../e2e/web-tm-marsbot.test.ts'), 'utf8');
  expect(page).toMatch(/\b(it|test)\(\s*[`'"]\[MB-60\]/);
});
