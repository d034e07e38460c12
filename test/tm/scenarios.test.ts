/**
 * The scripted games of test/tm/scenarios, run as the conformance command
 * runs them (`npm run conformance -- --game tm test/tm/scenarios`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runScenario, runScenarioFiles, type Scenario } from '../../server/src/games/tm/conformance/scenarios';
import { tmTooling } from '../../server/src/games/tm/tooling';

const DIR = path.join(__dirname, 'scenarios');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

test('at least 20 scenarios, a whole 2-player game among them', () => {
  expect(files.length).toBeGreaterThanOrEqual(20);
  const full = JSON.parse(fs.readFileSync(path.join(DIR, '23-full-2p-game.json'), 'utf8')) as Scenario;
  expect(full.steps[full.steps.length - 1]).toMatchObject({ expect: { phase: 'over' } });
});

for (const f of files) {
  test(`scenario ${f}`, () => {
    expect(runScenario(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as Scenario)).toBeNull();
  });
}

test('the runner reports a wrong expectation and closes with "N passed, N failed"', async () => {
  const bad: Scenario = { name: 'x', seats: 1, options: {}, steps: [{ expect: { generation: 2 } }] };
  expect(runScenario(bad)).toBe('step 0: generation is 1, expected 2');
  const lines: string[] = [];
  expect(runScenarioFiles([path.join(DIR, '01-setup-buy.json')], (l) => lines.push(l))).toEqual({ passed: 1, failed: 0 });
  expect(lines).toEqual(['PASS 01-setup-buy.json']);
  // Through the conformance tool's entry: the closing line.
  const summary = await tmTooling.conformance!([path.join(DIR, '01-setup-buy.json')], () => undefined, new Map());
  expect(summary.closing).toBe('1 passed, 0 failed');
});
