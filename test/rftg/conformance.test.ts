/**
 * The Race for the Galaxy conformance runner against the reference engine's
 * logs (../shared/conformance/rftg beside the repository): every log of every
 * expansion level our engine accepts must replay without divergence; the
 * runner must catch a planted divergence; the CLI must report and exit right.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseExclusions } from '../../server/src/games/rftg/conformance/exclusions';
import { compareSnapshot } from '../../server/src/games/rftg/conformance/compare';
import { deferredTakeoverPayment, reconcile, referenceOnly } from '../../server/src/games/rftg/conformance/decisions';
import { newBowGame } from './helpers';
import { loadIndex, loadLog, type ConformanceLog, type Decision, type RoundSnapshot } from '../../server/src/games/rftg/conformance/log';
import { replayLog, sharedLogRoot, unsupportedReason } from '../../server/src/games/rftg/conformance/replay';
import { outcomeLine } from '../../server/src/games/rftg/conformance/run';

const REPO = path.resolve(__dirname, '../..');
const ROOT = sharedLogRoot(REPO);
const index = fs.existsSync(path.join(ROOT, 'INDEX.json')) ? loadIndex(ROOT) : [];
// The engine decides which levels it implements: their logs join as soon as parseOptions accepts them.
const implemented = index.filter((e) => unsupportedReason(e.options) === null).map((e) => e.file);

const BASE_A = 'public/base_3p_s101000.json';
const BASE_B = 'public/base_2p_adv_s100001.json';

(index.length > 0 ? describe : describe.skip)('rftg conformance', () => {
  it('includes every base-game log, public and random', () => {
    expect(implemented.filter((f) => path.basename(f).startsWith('base_'))).toHaveLength(22);
  });

  it.each(implemented)('%s replays like the reference engine', (file) => {
    const outcome = replayLog(loadLog(path.join(ROOT, file)));
    expect(outcomeLine(file, outcome)).toMatch(/^PASS /);
  });

  describe('catches planted divergences', () => {
    const tampered = (mutate: (log: ConformanceLog) => void): ConformanceLog => {
      const log = loadLog(path.join(ROOT, BASE_A));
      mutate(log);
      return log;
    };

    it('in a round-start snapshot', () => {
      const log = tampered((l) => {
        const snap = l.events.find((e): e is RoundSnapshot => e.t === 'round_start' && (e as RoundSnapshot).round === 3)!;
        snap.players.find((p) => p.id === 1)!.vp_chips += 2;
      });
      const ref = log.events.find((e): e is RoundSnapshot => e.t === 'round_start' && (e as RoundSnapshot).round === 3)!.players.find((p) => p.id === 1)!.vp_chips;
      const outcome = replayLog(log);
      expect(outcome).toMatchObject({ status: 'fail', divergence: { round: 3, phase: 'round_start', player: 1, field: 'vp_chips', ours: ref - 2, reference: ref } });
    });

    it('in the final score breakdown', () => {
      const log = tampered((l) => {
        l.final.players[0].score.card_vp += 1;
      });
      const outcome = replayLog(log);
      expect(outcome).toMatchObject({ status: 'fail', divergence: { phase: 'end', player: log.final.players[0].id, field: 'score.card_vp' } });
    });

    it('in a decision the engine cannot follow', () => {
      const log = tampered((l) => {
        const first = l.events.find((e) => e.t === 'decision' && (e as { type: string }).type === 'CHOICE_ACTION')!;
        (first as { type: string }).type = 'CHOICE_LUCKY';
      });
      expect(replayLog(log)).toMatchObject({ status: 'fail', divergence: { round: 1, field: 'decision' } });
    });
  });

  describe('CLI', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-conformance-'));
      fs.copyFileSync(path.join(ROOT, BASE_B), path.join(dir, path.basename(BASE_B)));
      const log = loadLog(path.join(ROOT, BASE_A));
      log.final.players[0].vp_chips += 1;
      fs.writeFileSync(path.join(dir, 'tampered.json'), JSON.stringify(log));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    const cli = (...args: string[]) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/tools/conformance.ts', ...args], { cwd: REPO, encoding: 'utf8' });
      return { status: r.status, lines: r.stdout.trim().split('\n') };
    };

    it('prints a line per game and the totals, and fails when a game fails', () => {
      const { status, lines } = cli(dir);
      expect(lines[0]).toMatch(/^PASS .*base_2p_adv_s100001\.json \(\d+ rounds, \d+ decisions\)$/);
      expect(lines[1]).toMatch(/^FAIL .*tampered\.json: round \d+ phase end player \d+ vp_chips: ours \d+, reference \d+$/);
      expect(lines[lines.length - 1]).toBe('1 passed, 1 failed');
      expect(status).toBe(1);
    });

    it('reports excluded logs without failing the run', () => {
      const list = path.join(dir, 'exclusions.md');
      fs.writeFileSync(list, '| file | rule | reasoning |\n|---|---|---|\n| tampered.json | test rule | planted divergence |\n');
      const { status, lines } = cli('--exclusions', list, dir);
      expect(lines[1]).toMatch(/^EXCLUDED .*tampered\.json \(test rule\): FAIL /);
      expect(lines[lines.length - 1]).toBe('1 passed, 0 failed, 1 excluded');
      expect(status).toBe(0);
      fs.unlinkSync(list);
    });
  });
});

describe('exclusion list', () => {
  it('is empty for now and parses', () => {
    const md = fs.readFileSync(path.join(REPO, 'server/src/games/rftg/conformance/EXCLUSIONS.md'), 'utf8');
    expect(parseExclusions(md)).toEqual([]);
  });

  it('reads rows of the file table, skipping the separator and empty rows', () => {
    const md = 'intro | not a table\n\n| file | rule | reasoning |\n|:---|---|---|\n| `random/x.json` | rule 3.2 | because |\n|  |  |  |\n\nafter';
    expect(parseExclusions(md)).toEqual([{ file: 'random/x.json', rule: 'rule 3.2', reasoning: 'because' }]);
  });
});

describe('decision mapping', () => {
  const decision = (type: string, answer: Decision['answer'], i = 7): Decision => ({ t: 'decision', i, player: 0, seat: 0, round: 2, phase: 'settle2', type, offered: {}, answer });
  const ctx = { ignoredByReference: false, powersApplied: false };

  it('drops a reference-only decision (an empty payment we never ask) before answering "none" for the reference', () => {
    const prompt = { seat: 0, kind: 'settle', text: '', choices: [null] };
    expect(reconcile(prompt, decision('CHOICE_PAYMENT', { discards: [], powers_used: [] }), ctx)).toMatchObject({ kind: 'reference-only' });
    expect(reconcile(prompt, decision('CHOICE_PLACE', { card: null }), ctx)).toEqual({ kind: 'move', move: null, consumed: 1 });
  });

  it('leaves the conquest power out of a takeover payment: our declaration already named it', () => {
    const fleet = { id: 191, name: 'Imperium Invasion Fleet' };
    const troops = { id: 202, name: 'Rebel Troops' };
    const pay = (powers: { id: number; name: string }[]) => ({ ...decision('CHOICE_PAYMENT', { discards: [], powers_used: powers }), offered: { takeover: true } });
    expect(referenceOnly(pay([fleet]))).not.toBeNull();
    expect(referenceOnly(pay([fleet, troops]))).toBeNull();
    const boost = { seat: 0, kind: 'takeover-boost', text: '', choices: [[], [[202, 1]]] };
    expect(reconcile(boost, pay([fleet, troops]), ctx)).toEqual({ kind: 'move', move: [[202, 1]], consumed: 0 });
  });
});

describe('takeover payments', () => {
  const pay = (i: number, powers: { id: number; name: string }[]): Decision => ({ t: 'decision', i, player: 0, seat: 0, round: 4, phase: 'settle', type: 'CHOICE_PAYMENT', offered: { takeover: true }, answer: { discards: [], powers_used: powers } });
  const good = (i: number, card: { id: number; name: string }): Decision => ({ t: 'decision', i, player: 0, seat: 0, round: 4, phase: 'settle', type: 'CHOICE_GOOD', offered: { power: { card } }, answer: { consume_from: [] } });
  const refinery = { id: 218, name: 'Rebel Fuel Refinery' };

  it('wait, with the goods they spent, for our takeover-boost questions until that Settle phase is over', () => {
    const queue = [pay(10, [refinery]), good(11, refinery), { ...good(12, { id: 1, name: 'Other' }), type: 'CHOICE_SETTLE' }];
    const extra = { seat: 0, kind: 'settle-extra', text: '', choices: [null] };
    expect(deferredTakeoverPayment(queue, extra, 4, 'settle')).toBe(2);
    expect(deferredTakeoverPayment(queue, { ...extra, kind: 'takeover-boost' }, 4, 'settle')).toBe(0);
    expect(deferredTakeoverPayment(queue, extra, 4, 'consume')).toBe(0);
    expect(deferredTakeoverPayment([pay(10, [])], extra, 4, 'settle')).toBe(1);
  });
});

describe('round-start snapshot comparison', () => {
  it('compares the piles as they were before the Prestige Leader\'s card, which may have emptied the pile and reshuffled', () => {
    const s = newBowGame(2);
    const snap: RoundSnapshot = { t: 'round_start', round: s.round, draw_pile: 1, discard_pile: 40, vp_pool: s.vpPool, players: [] };
    s.roundStartPiles = { draw: 1, discard: 40 };
    expect(compareSnapshot(s, snap)).toBeNull();
    s.roundStartPiles = { draw: 0, discard: 41 };
    expect(compareSnapshot(s, snap)).toMatchObject({ field: 'draw_pile', ours: 0, reference: 1 });
  });
});
