/**
 * Every card and corporation with an effect has its own test block in
 * test/tm/cards/ (`describe('047 Algae', …)`), and the card report's figures.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { projectCard, corporation, isCorporation } from '../../server/src/games/tm/data';
import { ALL_RECORDS, hasEffect, testedIds, tmTooling } from '../../server/src/games/tm/tooling';

const ROOT = path.resolve(__dirname, '../..');

test('every card and corporation with an effect has a test block named "<id> <name>"', () => {
  const tested = testedIds(ROOT);
  const missing = ALL_RECORDS.filter((r) => hasEffect(r) && !tested.has(r.id)).map((r) => `${r.id} ${r.name}`);
  expect(missing).toEqual([]);
});

test('test blocks name real cards by their names', () => {
  const dir = path.join(ROOT, 'test/tm/cards');
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.test.ts'))) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/describe\(\s*(['"`])([0-9]{3}|[a-z-]+) (.+?)\1/g)) {
      const name = isCorporation(m[2]) ? corporation(m[2]).name : projectCard(m[2]).name;
      expect(`${m[2]} ${m[3]}`).toBe(`${m[2]} ${name}`);
    }
  }
});

test('the card report: at least 180 of 221 pure data, nothing untested', () => {
  const r = tmTooling.cards!.cardReport(ROOT) as { pureData: number; hooks: number; withEffect: number; tested: number; untested: string[] };
  expect(r.pureData + r.hooks).toBe(221);
  expect(r.pureData).toBeGreaterThanOrEqual(180);
  expect(r.untested).toEqual([]);
});
