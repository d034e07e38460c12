/**
 * What the shared tools need from Terraforming Mars, in one place so that
 * they can be wired without knowing the game: the card report and dump
 * (tools/cards.ts), the leak-fuzz plan, the sim/bench presets and the
 * scenario conformance runner.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AWARDS, CORPORATIONS, MILESTONES, PROJECT_CARDS, SPACES, STANDARD_ACTIONS, STANDARD_PROJECTS } from './data';
import { requirementStrings } from './data/requirements-text';
import type { GameTooling } from '../../tools/tooling';
import { UsageError } from '../../tools/tooling';
import { tm } from './index';
import { runScenarioFiles } from './conformance/scenarios';

function cardDump(): Record<string, unknown> {
  return {
    projectCards: PROJECT_CARDS.map((c) => ({
      id: c.id,
      name: c.name,
      set: c.set,
      type: c.type,
      cost: c.cost,
      tags: c.tags,
      requirements: requirementStrings(c.requirements),
      resource: c.resource ?? null,
    })),
    corporations: CORPORATIONS.map((c) => ({ name: c.name, set: c.set, tags: c.tags, start: c.start })),
    standardProjects: STANDARD_PROJECTS.map((p) => ({ id: p.id, name: p.name, cost: p.cost })),
    milestones: MILESTONES,
    awards: AWARDS,
    spaces: SPACES.map((s) => ({ id: s.id, type: s.type, volcanic: s.volcanic, bonus: s.bonus, reserved: s.reserved ?? null, adjacent: s.adjacent })),
  };
}

/** Ids named by a per-card test block: `describe('047 Algae', …)` under test/tm/cards/. */
export function testedIds(repoRoot: string): Set<string> {
  const dir = path.join(repoRoot, 'test/tm/cards');
  const out = new Set<string>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/describe\(\s*['"`]([0-9]{3}|[a-z-]+) [^'"`]+['"`]/g)) out.add(m[1]);
  }
  return out;
}

type Record_ = (typeof PROJECT_CARDS)[number] | (typeof CORPORATIONS)[number];

/** Whether a record names a hook anywhere in its behaviour (it is then not pure data). */
export function usesHook(r: Record_): boolean {
  return JSON.stringify([r.production, r.play, r.action, r.effects, 'firstAction' in r ? r.firstAction : null]).includes('"hook"');
}

export function hasEffect(r: Record_): boolean {
  return (
    r.production !== undefined ||
    r.play !== undefined ||
    r.action !== undefined ||
    r.effects !== undefined ||
    r.passive !== undefined ||
    ('firstAction' in r && r.firstAction !== undefined)
  );
}

export const ALL_RECORDS: readonly Record_[] = [...PROJECT_CARDS, ...CORPORATIONS];

function cardReport(repoRoot: string): Record<string, unknown> {
  const tested = testedIds(repoRoot);
  const ids = ALL_RECORDS.map((r) => r.id);
  const hooks = ALL_RECORDS.filter(usesHook).length;
  return {
    game: 'tm',
    projectCards: PROJECT_CARDS.length,
    base: PROJECT_CARDS.filter((c) => c.set === 'base').length,
    corporateEra: PROJECT_CARDS.filter((c) => c.set === 'corpera').length,
    corporations: CORPORATIONS.filter((c) => c.id !== 'beginner-corporation').length,
    beginnerCorporation: CORPORATIONS.some((c) => c.id === 'beginner-corporation'),
    standardProjects: STANDARD_PROJECTS.length,
    standardActions: STANDARD_ACTIONS.length,
    milestones: MILESTONES.length,
    awards: AWARDS.length,
    pureData: ALL_RECORDS.length - hooks,
    hooks,
    withEffect: ALL_RECORDS.filter(hasEffect).length,
    tested: ids.filter((id) => tested.has(id)).length,
    untested: ALL_RECORDS.filter((r) => hasEffect(r) && !tested.has(r.id)).map((r) => r.id),
  };
}

/**
 * What the tools know of Terraforming Mars: presets for the sim and the
 * benchmarks (`npm run bench -- tm` prints them as `tm <name>`, `tm 1p marsbot`
 * among them), the leak-fuzz plan — every seat count, Corporate Era on and
 * off, the draft, MarsBot at each difficulty (the six changes follow the
 * difficulty; `beginners` at its default); a complete random game is hundreds of
 * moves, so `npm test` plays 1 complete game per suite — the scenario
 * conformance runner, and the card report.
 */
export const tmTooling: GameTooling = {
  game: tm,
  presets: [
    { name: '1p solo', seats: 1, options: {}, games: 100, bench: true },
    { name: '2p', seats: 2, options: {}, games: 100, bench: true, load: true },
    { name: '2p base game', seats: 2, options: { corporateEra: false }, games: 100 },
    { name: '3p draft', seats: 3, options: { draft: true }, games: 50 },
    { name: '4p', seats: 4, options: {}, games: 50, bench: true },
    { name: '5p draft', seats: 5, options: { draft: true }, games: 30, bench: true },
    { name: '1p marsbot', seats: 1, options: { opponent: 'marsbot' }, games: 200, bench: true },
    { name: '1p marsbot brutal draft', seats: 1, options: { opponent: 'marsbot', difficulty: 'brutal', draft: true }, games: 100 },
    { name: '1p marsbot easy base game', seats: 1, options: { opponent: 'marsbot', difficulty: 'easy', corporateEra: false }, games: 100 },
  ],
  // MarsBot's option sets (MB-59): each difficulty, the draft on and off, Corporate Era on and off.
  leakFuzz: { vary: ['corporateEra', 'draft', 'opponent', 'difficulty'], completeGames: { test: 1, bench: 3 } },
  // `npm run conformance -- --game tm test/tm/scenarios`: one line per scenario, then "N passed, N failed".
  conformance: async (targets, log, flags) => {
    for (const name of flags.keys()) throw new UsageError(`tm conformance has no flag --${name}`);
    const { passed, failed } = runScenarioFiles(targets, log);
    return { passed, failed, closing: `${passed} passed, ${failed} failed`, notes: [] };
  },
  cards: { cardReport, cardDump },
};
