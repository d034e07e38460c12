/**
 * The per-game tooling seam (server/src/tools/tooling.ts): every hosted
 * game has its tooling, its presets are setups the game accepts, and the
 * tools dispatch on `--game` (the conformance command's choice of runner and
 * its usage errors, the sim's presets).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GameRegistry } from '../../server/src/engine';
import { GAMES } from '../../server/src/games';
import { TOOLING } from '../../server/src/games/tooling';
import { runConformance } from '../../server/src/tools/conformance';
import { benchPresets, loadPreset, presetsNamed, toolingFor, UsageError, type GameTooling } from '../../server/src/tools/tooling';
import { highCardTooling } from '../fixtures/high-card';

const REPO = path.resolve(__dirname, '../..');
const ALL: GameTooling[] = [...TOOLING, highCardTooling];

describe('tooling registry', () => {
  it('holds one entry per hosted game, with the very definition the server hosts', () => {
    expect(TOOLING.map((t) => t.game)).toEqual(GAMES);
    for (const [i, g] of GAMES.entries()) expect(TOOLING[i].game).toBe(g);
  });

  it.each(ALL.map((t) => [t.game.id, t] as const))('%s: every preset is a setup the game accepts, under a unique name', (_id, t) => {
    const registry = new GameRegistry([t.game]);
    expect(t.presets.length).toBeGreaterThan(0);
    for (const p of t.presets) expect(() => registry.resolve(t.game.id, p.seats, p.options)).not.toThrow();
    const names = t.presets.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps the RftG benchmark names bench/README.md quotes, and the load benchmark's base 4p", () => {
    const rftg = toolingFor(TOOLING, 'rftg');
    expect(benchPresets(rftg).map((p) => `rftg ${p.name}`)).toEqual(['rftg 2p advanced', 'rftg 4p', 'rftg 6p Rebel vs Imperium']);
    expect(loadPreset(rftg)).toMatchObject({ name: '4p', seats: 4, options: {} });
  });

  it('finds presets by name (any case), all of them, or says which exist', () => {
    expect(presetsNamed(highCardTooling, '4P 5 ROUNDS').map((p) => p.name)).toEqual(['4p 5 rounds']);
    expect(presetsNamed(highCardTooling, 'all')).toBe(highCardTooling.presets);
    expect(() => presetsNamed(highCardTooling, '9p')).toThrow(new UsageError('highcard has no preset "9p"; its presets: "2p", "4p 5 rounds" (or all)'));
    expect(() => toolingFor(ALL, 'nope')).toThrow(new UsageError(`no game with id "nope"; known: ${ALL.map((t) => t.game.id).join(', ')}`));
  });
});

describe('conformance dispatch', () => {
  const run = (...argv: string[]) => runConformance(argv, ALL, () => undefined);

  it('refuses a game without a runner, an unknown game, and bad arguments, as usage errors', async () => {
    const runners = ALL.filter((t) => t.conformance)
      .map((t) => t.game.id)
      .join(', ');
    await expect(run('--game', 'highcard', REPO)).rejects.toThrow(new UsageError(`highcard has no conformance runner (games with one: ${runners})`));
    await expect(run('--game', 'nope', REPO)).rejects.toThrow(UsageError);
    await expect(run()).rejects.toThrow(new UsageError('no files or folders given'));
    await expect(run('/no/such/folder')).rejects.toThrow(new UsageError('/no/such/folder: no such file or folder'));
    await expect(run(REPO, '--exclusions')).rejects.toThrow(new UsageError('--exclusions needs a value'));
    await expect(run('--game', 'rftg', '--verbose', 'yes', REPO)).rejects.toThrow(
      new UsageError('rftg conformance has no flag --verbose (it takes --exclusions FILE)'),
    );
  });

  it("hands the targets, the log and the game's own flags to the game's runner (rftg by default)", async () => {
    const calls: unknown[] = [];
    const fake: GameTooling = {
      ...highCardTooling,
      conformance: async (targets, log, flags) => {
        calls.push([targets, Object.fromEntries(flags)]);
        log('PASS one');
        return { passed: 1, failed: 0, closing: '1 passed, 0 failed', notes: [] };
      },
    };
    const lines: string[] = [];
    const summary = await runConformance(['--game', 'highcard', REPO, '--level', '3'], [fake], (l) => lines.push(l));
    expect(summary.closing).toBe('1 passed, 0 failed');
    expect(lines).toEqual(['PASS one']);
    expect(calls).toEqual([[[REPO], { level: '3' }]]);
    await expect(runConformance([REPO], [fake], () => undefined)).rejects.toThrow(new UsageError('no game with id "rftg"; known: highcard'));
  });

  const logs = path.resolve(REPO, '../shared/conformance/rftg/public');
  (fs.existsSync(logs) ? it : it.skip)("runs RftG's runner on reference logs", async () => {
    const lines: string[] = [];
    const file = path.join(
      logs,
      fs
        .readdirSync(logs)
        .filter((f) => f.startsWith('base_') && f.endsWith('.json'))
        .sort()[0],
    );
    const summary = await runConformance(['--game', 'rftg', file], TOOLING, (l) => lines.push(l));
    expect(lines).toEqual([expect.stringMatching(/^PASS /)]);
    expect(summary).toMatchObject({ passed: 1, failed: 0, closing: '1 passed, 0 failed' });
  });
});

describe('sim dispatch', () => {
  const sim = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/src/tools/sim.ts', ...args], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });

  it('plays a preset by name, and refuses a preset mixed with --seats', () => {
    const ok = sim('--game', 'rftg', '--preset', 'solitaire', '--games', '2', '--seed', 't');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout.trim().split('\n').pop()!)).toMatchObject({ game: 'rftg', preset: 'solitaire', seats: 1, games: 2, completed: 2, errors: 0 });
    const mixed = sim('--game', 'rftg', '--preset', '4p', '--seats', '3');
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('--preset gives the seats and options');
  }, 60_000);
});
