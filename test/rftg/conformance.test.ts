/**
 * The Race for the Galaxy conformance runner against the reference engine's
 * logs (../shared/conformance/rftg beside the repository): every log of every
 * expansion level our engine accepts must replay without divergence, the
 * 1,440 games of corpus-2.tar.gz included (unpacked into a temporary folder);
 * the runner must catch a planted divergence; the CLI must report and exit
 * right, for folders and archives.
 */
import * as zlib from 'node:zlib';
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
import { collectLogFiles, outcomeLine, runLogs } from '../../server/src/games/rftg/conformance/run';
import { extractTarGz } from '../../server/src/games/rftg/conformance/tarball';

const REPO = path.resolve(__dirname, '../..');
const ROOT = sharedLogRoot(REPO);
const index = fs.existsSync(path.join(ROOT, 'INDEX.json')) ? loadIndex(ROOT) : [];
// The engine decides which levels it implements: their logs join as soon as parseOptions accepts them.
const implemented = index.filter((e) => unsupportedReason(e.options) === null).map((e) => e.file);

const TARBALL = path.join(ROOT, 'corpus-2.tar.gz');
/** The corpus's setups (the same twelve as public/ and random/), each played by the AI and at random. */
const SETUPS = [...new Set(index.map((e) => path.basename(e.file).replace(/_s\d+\.json$/, '')))].sort();

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
        const snap = l.events.find((e): e is RoundSnapshot => e.t === 'round_start' && e.round === 3)!;
        snap.players.find((p) => p.id === 1)!.vp_chips += 2;
      });
      const ref = log.events.find((e): e is RoundSnapshot => e.t === 'round_start' && e.round === 3)!.players.find((p) => p.id === 1)!.vp_chips;
      const outcome = replayLog(log);
      expect(outcome).toMatchObject({
        status: 'fail',
        divergence: { round: 3, phase: 'round_start', player: 1, field: 'vp_chips', ours: ref - 2, reference: ref },
      });
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

    it('reads a .tar.gz archive, naming its games after it', () => {
      const archive = path.join(dir, 'logs.tar.gz');
      fs.writeFileSync(archive, tarGz([{ name: `logs/${path.basename(BASE_B)}`, data: fs.readFileSync(path.join(ROOT, BASE_B)) }]));
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/tools/conformance.ts', archive], { cwd: REPO, encoding: 'utf8' });
      const lines = r.stdout.trim().split('\n');
      expect(lines[0]).toBe(`PASS ${archive}:logs/${path.basename(BASE_B)} (${lines[0].match(/\((.*)\)/)![1]})`);
      expect(lines[lines.length - 1]).toBe('1 passed, 0 failed');
      expect(r.status).toBe(0);
      fs.unlinkSync(archive);
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

(fs.existsSync(TARBALL) ? describe : describe.skip)('rftg conformance: corpus-2 (1,440 games)', () => {
  let dir: string;
  let files: string[] = [];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-corpus-'));
    await extractTarGz(TARBALL, dir);
    files = collectLogFiles([dir]);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds 60 AI and 60 random games of each of the twelve setups', () => {
    expect(SETUPS).toHaveLength(12);
    expect(files).toHaveLength(1440);
    for (const set of ['ai', 'random']) {
      for (const setup of SETUPS) expect(files.filter((f) => f.includes(`${path.sep}${set}${path.sep}${setup}_s`))).toHaveLength(60);
    }
  });

  describe.each(['ai', 'random'])('%s games', (set) => {
    // (Without the shared logs this block is skipped; jest still wants a non-empty table.)
    it.each(SETUPS.length > 0 ? SETUPS : ['-'])(
      '%s: every game replays like the reference engine',
      (setup) => {
        const mine = files.filter((f) => f.includes(`${path.sep}${set}${path.sep}${setup}_s`));
        const summary = runLogs(mine, [], undefined, (f) => path.relative(dir, f));
        expect(summary.lines.filter((l) => !l.startsWith('PASS '))).toEqual([]);
        expect(summary.passed).toBe(60);
      },
      120_000,
    );
  });
});

/** A gzipped tar archive of the given files (ustar headers, written here for the tests). */
function tarGz(entries: { name: string; data?: Buffer; type?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const h = Buffer.alloc(512);
    h.write(e.name.slice(0, 100), 0, 'utf8');
    h.write('0000644\0', 100);
    h.write('0000000\0', 108);
    h.write('0000000\0', 116);
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    h.write('00000000000\0', 136);
    h.write(e.type ?? '0', 156);
    h.write('ustar\0', 257);
    h.write('00', 263);
    h.fill(0x20, 148, 156);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

describe('tar.gz reader', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rftg-tar-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('unpacks files and folders, with GNU long names and pax paths', async () => {
    const long = `corpus/${'x'.repeat(120)}.json`;
    const record = 'path=corpus/pax/renamed.json\n';
    const pax = Buffer.from(`${record.length + 3} ${record}`);
    const archive = path.join(dir, 'a.tar.gz');
    fs.writeFileSync(
      archive,
      tarGz([
        { name: 'corpus/', type: '5' },
        { name: 'corpus/ai/a.json', data: Buffer.from('{"a":1}') },
        { name: '././@LongLink', type: 'L', data: Buffer.from(`${long}\0`) },
        { name: 'truncated', data: Buffer.from('long') },
        { name: 'PaxHeader', type: 'x', data: pax },
        { name: 'short.json', data: Buffer.alloc(1000, 0x41) },
      ]),
    );
    const out = path.join(dir, 'out');
    const files = await extractTarGz(archive, out);
    expect(files.map((f) => path.relative(out, f).split(path.sep).join('/'))).toEqual(['corpus/ai/a.json', long, 'corpus/pax/renamed.json']);
    expect(fs.readFileSync(path.join(out, 'corpus/ai/a.json'), 'utf8')).toBe('{"a":1}');
    expect(fs.readFileSync(path.join(out, 'corpus/pax/renamed.json'))).toEqual(Buffer.alloc(1000, 0x41));
  });

  it('refuses a name that would leave the target folder', async () => {
    const archive = path.join(dir, 'evil.tar.gz');
    fs.writeFileSync(archive, tarGz([{ name: '../escape.json', data: Buffer.from('{}') }]));
    await expect(extractTarGz(archive, path.join(dir, 'out'))).rejects.toThrow(/leave the target folder/);
    expect(fs.existsSync(path.join(dir, 'escape.json'))).toBe(false);
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
  const decision = (type: string, answer: Decision['answer'], i = 7): Decision => ({
    t: 'decision',
    i,
    player: 0,
    seat: 0,
    round: 2,
    phase: 'settle2',
    type,
    offered: {},
    answer,
  });
  const ctx = { ignoredByReference: false, powersApplied: false };

  it('drops a reference-only decision (an empty payment we never ask) before answering "none" for the reference', () => {
    const prompt = { seat: 0, kind: 'settle', text: '', choices: [null] };
    expect(reconcile(prompt, decision('CHOICE_PAYMENT', { discards: [], powers_used: [] }), ctx)).toMatchObject({ kind: 'reference-only' });
    expect(reconcile(prompt, decision('CHOICE_PLACE', { card: null }), ctx)).toEqual({ kind: 'move', move: null, consumed: 1 });
  });

  it('leaves the conquest power out of a takeover payment: our declaration already named it', () => {
    const fleet = { id: 191, name: 'Imperium Invasion Fleet' };
    const troops = { id: 202, name: 'Rebel Troops' };
    const pay = (powers: { id: number; name: string }[]) => ({
      ...decision('CHOICE_PAYMENT', { discards: [], powers_used: powers }),
      offered: { takeover: true },
    });
    expect(referenceOnly(pay([fleet]))).not.toBeNull();
    expect(referenceOnly(pay([fleet, troops]))).toBeNull();
    const boost = { seat: 0, kind: 'takeover-boost', text: '', choices: [[], [[202, 1]]] };
    expect(reconcile(boost, pay([fleet, troops]), ctx)).toEqual({ kind: 'move', move: [[202, 1]], consumed: 0 });
  });
});

describe('takeover payments', () => {
  const pay = (i: number, powers: { id: number; name: string }[]): Decision => ({
    t: 'decision',
    i,
    player: 0,
    seat: 0,
    round: 4,
    phase: 'settle',
    type: 'CHOICE_PAYMENT',
    offered: { takeover: true },
    answer: { discards: [], powers_used: powers },
  });
  const good = (i: number, card: { id: number; name: string }): Decision => ({
    t: 'decision',
    i,
    player: 0,
    seat: 0,
    round: 4,
    phase: 'settle',
    type: 'CHOICE_GOOD',
    offered: { power: { card } },
    answer: { consume_from: [] },
  });
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
  it("compares the piles as they were before the Prestige Leader's card, which may have emptied the pile and reshuffled", () => {
    const s = newBowGame(2);
    const snap: RoundSnapshot = { t: 'round_start', round: s.round, draw_pile: 1, discard_pile: 40, vp_pool: s.vpPool, players: [] };
    s.roundStartPiles = { draw: 1, discard: 40 };
    expect(compareSnapshot(s, snap)).toBeNull();
    s.roundStartPiles = { draw: 0, discard: 41 };
    expect(compareSnapshot(s, snap)).toMatchObject({ field: 'draw_pile', ours: 0, reference: 1 });
  });
});
