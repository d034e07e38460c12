/**
 * The leak fuzzer at a large size (issue 9): every option set of every
 * registered game and of the High Card fixture, `BENCH_LEAK_GAMES` complete
 * random games each (default 3), two shuffled copies per viewer and step, the
 * replay endpoint every 3 steps. `BENCH_LEAK_FILTER` keeps the option sets
 * whose name contains it (e.g. `rftg 6p`). Findings go to stderr and set a
 * non-zero exit code, except those listed in KNOWN_LEAKS (counted apart);
 * engine errors of rules still being built (RftG bow, draft, solitaire) are
 * noted, not counted.
 */
import { performance } from 'node:perf_hooks';
import { GAMES } from '../server/src/games';
import { fuzzGameLeaks } from '../server/src/tools/leak-fuzz';
import { leakFuzzSuites, summarizeFindings } from '../server/src/tools/leak-fuzz-suites';
import { highCard } from '../test/fixtures/high-card';
import { round, type BenchResult } from './stats';

export async function leakFuzz(games = Number(process.env.BENCH_LEAK_GAMES ?? 3), filter = process.env.BENCH_LEAK_FILTER ?? ''): Promise<BenchResult[]> {
  const suites = leakFuzzSuites([...GAMES, highCard], { size: 'bench', games, seed: process.env.BENCH_LEAK_SEED ?? 'bench' }).filter((s) => s.name.includes(filter));
  const byGame = new Map<string, { sets: number; games: number; completed: number; steps: number; checks: number; exact: number; explained: number; findings: number; known: number; errors: number; skipped: number; seconds: number }>();
  for (const suite of suites) {
    const t0 = performance.now();
    const r = await fuzzGameLeaks(suite.game, suite.opts);
    const seconds = (performance.now() - t0) / 1000;
    const acc = byGame.get(suite.game.id) ?? { sets: 0, games: 0, completed: 0, steps: 0, checks: 0, exact: 0, explained: 0, findings: 0, known: 0, errors: 0, skipped: 0, seconds: 0 };
    byGame.set(suite.game.id, acc);
    const c = r.counters;
    acc.sets++;
    acc.games += c.games;
    acc.completed += c.completed;
    acc.steps += c.steps;
    acc.checks += c.viewChecks + c.eventExact + c.eventExplained + c.choiceChecks + c.replayChecks;
    acc.exact += c.eventExact;
    acc.explained += c.eventExplained;
    acc.seconds += seconds;
    acc.findings += r.findings.length;
    acc.known += r.known.length;
    for (const line of summarizeFindings(r.findings)) console.error(`LEAK ${line}`);
    for (const line of summarizeFindings(r.known)) console.error(`known leak ${line}`);
    if (r.errors.length) {
      if (suite.unfinished) {
        acc.skipped++;
        console.error(`note: ${suite.name}: rules still being built stopped ${r.errors.length} game(s): ${r.errors[0].message.slice(0, 160)}`);
      } else {
        acc.errors += r.errors.length;
        for (const e of r.errors) console.error(`ERROR ${suite.name} seed ${e.seed} move ${e.atMove}: ${e.message.slice(0, 300)}`);
      }
    }
    if (c.inertShuffles > 0) console.error(`note: ${suite.name}: ${c.inertShuffles} shuffles changed nothing although secrets exist`);
  }
  const out: BenchResult[] = [];
  for (const [game, a] of byGame) {
    if (a.findings > 0 || a.errors > 0) process.exitCode = 1;
    out.push({
      name: `leaks: ${game}`,
      metrics: {
        optionSets: a.sets, games: a.games, completed: a.completed, steps: a.steps, checks: a.checks,
        exactEventShare: round(a.exact / Math.max(1, a.exact + a.explained)), findings: a.findings, knownLeaks: a.known, errors: a.errors,
        setsSkipped: a.skipped, seconds: round(a.seconds, 1), stepsPerSecond: Math.round(a.steps / Math.max(a.seconds, 1e-9)),
      },
    });
  }
  return out;
}
