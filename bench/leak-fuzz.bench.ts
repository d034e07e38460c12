/**
 * The leak fuzzer at a large size (issue 9): every option set of the games
 * given (run.ts: every registered game and the High Card fixture, or the one
 * `--game` names), complete random games each (`BENCH_LEAK_GAMES`, else each
 * game's tooling: 3 by default), two shuffled copies per viewer and step, the
 * replay endpoint every 3 steps. `BENCH_LEAK_FILTER` keeps the option sets
 * whose name contains it (e.g. `rftg 6p`). Findings and engine errors go to
 * stderr and set a non-zero exit code, except leaks listed in KNOWN_LEAKS
 * (counted apart).
 */
import { performance } from 'node:perf_hooks';
import { fuzzGameLeaks, leakFuzzSuites, summarizeFindings } from '../server/src/tools/leak-fuzz';
import type { GameTooling } from '../server/src/tools/tooling';
import { round, type BenchResult } from './stats';

const envGames = process.env.BENCH_LEAK_GAMES ? Number(process.env.BENCH_LEAK_GAMES) : undefined;

export async function leakFuzz(tooling: GameTooling[], games = envGames, filter = process.env.BENCH_LEAK_FILTER ?? ''): Promise<BenchResult[]> {
  const suites = leakFuzzSuites(tooling, { size: 'bench', games, seed: process.env.BENCH_LEAK_SEED ?? 'bench' }).filter((s) => s.name.includes(filter));
  const byGame = new Map<
    string,
    {
      sets: number;
      games: number;
      completed: number;
      steps: number;
      checks: number;
      exact: number;
      explained: number;
      findings: number;
      known: number;
      errors: number;
      seconds: number;
    }
  >();
  for (const suite of suites) {
    const t0 = performance.now();
    const r = await fuzzGameLeaks(suite.game, suite.opts);
    const seconds = (performance.now() - t0) / 1000;
    const acc = byGame.get(suite.game.id) ?? {
      sets: 0,
      games: 0,
      completed: 0,
      steps: 0,
      checks: 0,
      exact: 0,
      explained: 0,
      findings: 0,
      known: 0,
      errors: 0,
      seconds: 0,
    };
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
    acc.errors += r.errors.length;
    for (const e of r.errors) console.error(`ERROR ${suite.name} seed ${e.seed} move ${e.atMove}: ${e.message.slice(0, 300)}`);
    if (c.inertShuffles > 0) console.error(`note: ${suite.name}: ${c.inertShuffles} shuffles changed nothing although secrets exist`);
  }
  const out: BenchResult[] = [];
  for (const [game, a] of byGame) {
    if (a.findings > 0 || a.errors > 0) process.exitCode = 1;
    out.push({
      name: `leaks: ${game}`,
      metrics: {
        optionSets: a.sets,
        games: a.games,
        completed: a.completed,
        steps: a.steps,
        checks: a.checks,
        exactEventShare: round(a.exact / Math.max(1, a.exact + a.explained)),
        findings: a.findings,
        knownLeaks: a.known,
        errors: a.errors,
        seconds: round(a.seconds, 1),
        stepsPerSecond: Math.round(a.steps / Math.max(a.seconds, 1e-9)),
      },
    });
  }
  return out;
}
