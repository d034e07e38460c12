/**
 * Scripted Terraforming Mars games ("scenarios", test/tm/scenarios/*.json)
 * for `npm run conformance -- --game tm <files or folders>`: options (with
 * the test-only `deck`, `corporations`, `firstPlayer`), seats, a seed, then
 * steps in order:
 *   { "seat": 0, "move": <answer> }                  the move must be accepted
 *   { "seat": 0, "move": <answer>, "refused": "ILLEGAL_MOVE" }   …must be refused with that code
 *   { "expect": { "<path>": <value>, … } }           exact values now
 * A path is dot-separated into { ...state, result, prompt: { <seat>: prompt } }
 * ("players.0.res.mc", "result.detail.sheets.1.total", "prompt.0.kind").
 *
 * A reference log, should one be placed in ../shared/conformance/tm/, maps
 * onto this format: its setup gives `options` (deck order from its draws,
 * dealt corporations, first player), each decision becomes a move step, and
 * each recorded state a step of `expect` paths.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GameError, MatchRunner, type Json } from '../../../engine';
import { sameJson } from '../../../engine/same-json';
import { tm } from '..';
import type { TmState } from '../state';

export type ScenarioStep = { seat: number; move: Json; refused?: string } | { expect: { [path: string]: Json } };

export interface Scenario {
  name: string;
  seats: number;
  options: Json;
  seed?: string;
  steps: ScenarioStep[];
}

function at(root: unknown, dotted: string): unknown {
  let x = root;
  for (const k of dotted.split('.')) {
    if (x === null || typeof x !== 'object') return undefined;
    x = (x as Record<string, unknown>)[k];
  }
  return x;
}

/** Runs one scenario; null when it passes, otherwise what went wrong first. */
export function runScenario(sc: Scenario): string | null {
  const runner = MatchRunner.start(
    tm,
    tm.parseOptions(sc.options, sc.seats),
    Array.from({ length: sc.seats }, (_, i) => ({ name: `P${i}` })),
    sc.seed ?? 'scenario',
  );
  for (const [i, step] of sc.steps.entries()) {
    if ('expect' in step) {
      const state = runner.currentState as TmState;
      const prompt: Record<string, unknown> = {};
      for (const seat of runner.seatsToMove()) prompt[seat] = runner.promptFor(seat);
      const root = { ...state, result: runner.result(), prompt };
      for (const [p, want] of Object.entries(step.expect)) {
        const got = at(root, p);
        if (!sameJson(got, want)) return `step ${i}: ${p} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`;
      }
      continue;
    }
    try {
      runner.apply(step.seat, step.move);
      if (step.refused) return `step ${i}: ${JSON.stringify(step.move)} by seat ${step.seat} was accepted, expected ${step.refused}`;
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      if (step.refused !== e.code) return `step ${i}: ${JSON.stringify(step.move)} by seat ${step.seat} refused: ${e.code}: ${e.message}`;
    }
  }
  return null;
}

export function collectScenarioFiles(targets: string[]): string[] {
  const out: string[] = [];
  for (const t of targets) {
    if (fs.statSync(t).isDirectory())
      out.push(
        ...collectScenarioFiles(
          fs
            .readdirSync(t)
            .sort()
            .map((f) => path.join(t, f)),
        ),
      );
    else if (t.endsWith('.json')) out.push(t);
  }
  return out;
}

/** One line per scenario, then "N passed, N failed". Returns the exit code (1 when any failed). */
export function runScenarioFiles(targets: string[], log: (line: string) => void): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const file of collectScenarioFiles(targets)) {
    let problem: string | null;
    try {
      problem = runScenario(JSON.parse(fs.readFileSync(file, 'utf8')) as Scenario);
    } catch (e) {
      problem = `crashed: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (problem === null) passed++;
    else failed++;
    log(`${problem === null ? 'PASS' : 'FAIL'} ${path.basename(file)}${problem === null ? '' : `: ${problem}`}`);
  }
  return { passed, failed };
}
