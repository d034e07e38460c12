/**
 * `npm run bench:load`: many concurrent matches of bot clients over real
 * WebSockets against a server running in its own process (issue 9).
 *
 *   --game ID        the game the bots play (default rftg), at its load preset (the game's tooling;
 *                    RftG: "4p", base game; TI3: "4p")
 *   --preset NAME    another preset of that game
 *   --matches N      concurrent matches (default 1000; --quick 20)
 *   --duration S     measured seconds (default 60; --quick 10)
 *   --warmup S       seconds of play before measuring (default 15; --quick 3)
 *   --rate R         target moves/s over all matches; 0 = every bot answers at once (default 500; --quick 100)
 *   --db LIST        the game's storage: pglite, postgres, none (rules without a database), comma-separated,
 *                    or both (= pglite,postgres, the default) or all
 *   --no-baseline    skip the baseline (trivial game, no database) that otherwise runs first
 *   --workers K      load-generator processes (default 2; --quick 1)
 *   --cpu-prof       write V8 CPU profiles of each setup's server and load generators into
 *                    bench/load/profiles/<setup>-<time>/{server,generator}/
 *   --alloc-prof     sample the server's allocations over the measured window into
 *                    bench/load/profiles/<setup>-<time>/allocations.heapprofile
 *                    (summarise with bench/load/alloc-summary.ts)
 *   --node-flags F   extra node flags for the server child, e.g. "--max-semi-space-size=64"
 *   --generator-nice N  scheduling niceness of the load-generator processes (default 10, 0 = same as the server; see bench/README.md)
 *   --out FILE       also write the results as JSON
 *   --quick          a small smoke run
 *
 * Postgres: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin
 * connection; each run gets a fresh database, dropped afterwards.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client as PgClient } from 'pg';
import type { Json } from '../../server/src/engine';
import { TOOLING } from '../../server/src/games/tooling';
import type { ProcessMetrics, LoopWindow } from '../../server/src/metrics/process-metrics';
import { loadPreset, presetsNamed, toolingFor } from '../../server/src/tools/tooling';
import { freePort } from '../../test/support/process';
import { percentile, round } from '../stats';
import type { WorkerMessage, WorkerReport, WorkerStart } from './protocol';

const ROOT = path.resolve(__dirname, '../..');
const PROFILE_DIR = path.join(__dirname, 'profiles');

type Metrics = ReturnType<ProcessMetrics['snapshot']>;
type Storage = 'pglite' | 'postgres' | 'none';

interface Setup {
  name: string;
  /** A hosted game's id, or `tally` (the baseline, bench/load/tally-game.ts). */
  game: string;
  seats: number;
  options: { [key: string]: Json };
  storage: Storage;
}

interface Args {
  game: string;
  preset?: string;
  matches: number;
  duration: number;
  warmup: number;
  rate: number;
  db: Storage[];
  baseline: boolean;
  workers: number;
  cpuProf: boolean;
  allocProf: boolean;
  nodeFlags: string[];
  generatorNice: number;
  out?: string;
}

function parseArgs(argv: string[]): Args {
  const quick = argv.includes('--quick');
  const a: Args = {
    game: 'rftg',
    matches: quick ? 20 : 1000,
    duration: quick ? 10 : 60,
    warmup: quick ? 3 : 15,
    rate: quick ? 100 : 500,
    db: ['pglite', 'postgres'],
    baseline: true,
    workers: quick ? 1 : 2,
    cpuProf: false,
    allocProf: false,
    // None by default, as in production (Dockerfile, npm start). A larger young generation
    // (--max-semi-space-size=64) measured worse here: each scavenge copies more live states.
    nodeFlags: [],
    // The generator stands in for players on other machines: it yields the CPU to the server side.
    generatorNice: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const num = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${flag} needs a non-negative number`);
      return n;
    };
    switch (flag) {
      case '--quick':
        break;
      case '--game':
        a.game = value();
        break;
      case '--preset':
        a.preset = value();
        break;
      case '--matches':
        a.matches = Math.max(1, Math.floor(num()));
        break;
      case '--duration':
        a.duration = num();
        break;
      case '--warmup':
        a.warmup = num();
        break;
      case '--rate':
        a.rate = num();
        break;
      case '--workers':
        a.workers = Math.max(1, Math.floor(num()));
        break;
      case '--no-baseline':
        a.baseline = false;
        break;
      case '--cpu-prof':
        a.cpuProf = true;
        break;
      case '--alloc-prof':
        a.allocProf = true;
        break;
      case '--out':
        a.out = value();
        break;
      case '--generator-nice':
        a.generatorNice = Math.min(19, Math.floor(num()));
        break;
      case '--node-flags':
        a.nodeFlags = value().split(/\s+/).filter(Boolean);
        break;
      case '--db': {
        const v = value();
        const list = v === 'both' ? ['pglite', 'postgres'] : v === 'all' ? ['none', 'pglite', 'postgres'] : v.split(',');
        for (const d of list) if (!['pglite', 'postgres', 'none'].includes(d)) throw new Error(`--db: unknown storage ${d}`);
        a.db = list as Storage[];
        break;
      }
      default:
        throw new Error(`unknown flag ${flag} (see bench/load/run.ts)`);
    }
  }
  return a;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A saturated server can leave a request unread past Node's header timeout (408); keep
 * asking, since a reading that comes late still carries the server's own timestamp.
 */
async function getMetrics(url: string, attempts = 3): Promise<Metrics> {
  for (let i = 1; ; i++) {
    try {
      const res = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(90_000) });
      if (!res.ok) throw new Error(`GET /metrics: HTTP ${res.status}`);
      return (await res.json()) as Metrics;
    } catch (e) {
      if (i >= attempts) throw e;
      console.error(`  GET /metrics failed (${e instanceof Error ? e.message : e}); asking again`);
    }
  }
}

/** A fresh Postgres database per run, so earlier runs' rows cost nothing. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `orrery_bench_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new PgClient({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

interface ServerChild {
  url: string;
  child: ChildProcess;
  memory(): Promise<{ heapUsed: number; rss: number; gc: boolean }>;
  /** Sends `msg` to the server's preload and waits for its `reply`. */
  ask(msg: object, reply: string): Promise<void>;
  stop(): Promise<void>;
}

/** Node flags that write CPU profiles into `dir`, none without one. */
function profileFlags(dir: string | null): string[] {
  if (!dir) return [];
  fs.mkdirSync(dir, { recursive: true });
  // V8 writes a profile per thread (tsx's loader runs in its own); the main one is the largest.
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

async function startServerChild(setup: Setup, args: Args, dataDir: string, databaseUrl: string, profileDir: string | null): Promise<ServerChild> {
  const port = await freePort();
  const entry = setup.storage === 'none' ? 'bench/load/memory-server.ts' : 'server/src/main.ts';
  const nodeArgs = ['--expose-gc', ...args.nodeFlags, ...profileFlags(profileDir && path.join(profileDir, 'server'))];
  // One process without the tsx CLI wrapper, so SIGTERM reaches the server itself (as test/support/process.ts does).
  nodeArgs.push('--import', 'tsx', '--import', './bench/load/probe.ts', entry);
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      METRICS_WINDOW_SECONDS: '2',
      // Every bot client connects from 127.0.0.1: per-address budgets would refuse them.
      MATCHMAKING_PER_MINUTE: '0',
      CREATES_PER_MINUTE: '0',
      API_REQUESTS_PER_MINUTE: '0',
      BENCH_GAMES: setup.game,
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start; see ${path.join(dataDir, 'server.log')}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await sleep(250);
  }
  const ask = <T>(msg: object, reply: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type?: string }) => {
        if (m?.type !== reply) return;
        child.off('message', on);
        resolve(m as T);
      };
      child.on('message', on);
      child.send(msg);
    });
  return {
    url,
    child,
    memory: () => ask({ type: 'memory' }, 'memory'),
    ask: (msg, reply) => ask(msg, reply).then(() => undefined),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface Worker {
  child: ChildProcess;
  next(type: WorkerMessage['type']): Promise<WorkerMessage>;
}

function forkWorker(nice: number, profileDir: string | null): Worker {
  const execArgv = [...profileFlags(profileDir && path.join(profileDir, 'generator')), '--import', 'tsx'];
  const child = fork(path.join(__dirname, 'worker.ts'), [], { execArgv, env: { ...process.env, NODE_OPTIONS: '' } });
  if (nice !== 0 && child.pid !== undefined) os.setPriority(child.pid, nice);
  const waiting = new Map<string, (m: WorkerMessage) => void>();
  let failure: Error | null = null;
  child.on('message', (m: WorkerMessage) => {
    if (m.type === 'failed') {
      failure = new Error(`load worker failed: ${m.message}`);
      for (const fn of waiting.values()) fn(m);
      return;
    }
    waiting.get(m.type)?.(m);
    waiting.delete(m.type);
  });
  return {
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.set(type, (m) => (m.type === 'failed' ? reject(new Error(`load worker failed: ${m.message}`)) : resolve(m)));
      }),
  };
}

export interface SetupResult {
  name: string;
  matches: number;
  targetRate: number;
  setupSeconds: number;
  seconds: number;
  movesPerSecond: number;
  clientAcceptedPerSecond: number;
  sentPerSecond: number;
  clientSeconds: number;
  viewsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; samples: number };
  loopDelayMs: { p50: number; p99: number; max: number };
  loopUtilization: number;
  /** Accepted moves' time inside the server (message in → views written): mean of the windows' p50 and p99, largest max. */
  serverMoveMs: { p50: number; p99: number; max: number };
  /** Every server window of the measurement, for a closer look at stalls. */
  loopWindows: LoopWindow[];
  serverCpuPercent: number;
  serverCpuMsPerMove: number;
  heapKBPerMatch: number;
  rssKBPerMatch: number;
  heapKBPerMatchAtEnd: number;
  dbWritesPerSecond: number;
  /** Plain moves per group-commit statement (1 = no batching). */
  movesPerStatement: number;
  /** CPU of the Postgres server's processes over the window, % of one core (0 for PGlite, which is inside the server). */
  dbCpuPercent: number;
  snapshotsPerSecond: number;
  rejected: number;
  withdrawn: number;
  lost: number;
  drops: number;
  errors: Record<string, number>;
  gamesFinished: number;
  backlog: number;
  generatorCpuPercent: number;
  generatorLoopP99Ms: number;
}

/** /proc/<pid>/stat counts CPU in clock ticks: 100 per second on Linux unless the kernel was built otherwise. */
const CLOCK_TICKS = 100;

/**
 * User + system ticks of every `postgres` process on this machine (the benchmark
 * assumes nothing else is using that server). Backends that exit between two
 * readings take their ticks with them, so this can only under-count.
 */
function postgresCpuTicks(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks;
}

async function runSetup(setup: Setup, args: Args): Promise<SetupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-load-'));
  const pg = setup.storage === 'postgres' ? await freshPostgres() : null;
  // One folder per setup and run.
  const profileDir =
    args.cpuProf || args.allocProf ? path.join(PROFILE_DIR, `${setup.name.replace(/\W+/g, '-')}-${new Date().toISOString().replace(/[:.]/g, '')}`) : null;
  const server = await startServerChild(setup, args, dataDir, pg?.url ?? '', args.cpuProf ? profileDir : null);
  const workers: Worker[] = [];
  try {
    const idle = await server.memory();
    const log = (s: string) => console.error(`[${setup.name}] ${s}`);
    log(`server up (${server.url}); opening ${args.matches} matches with ${args.workers} load worker(s)`);
    const t0 = performance.now();
    for (let w = 0; w < args.workers; w++) workers.push(forkWorker(args.generatorNice, args.cpuProf ? profileDir : null));
    const share = (total: number, w: number) => Math.floor(total / args.workers) + (w < total % args.workers ? 1 : 0);
    const readies = workers.map((wk) => wk.next('ready'));
    workers.forEach((wk, w) => {
      const start: WorkerStart = {
        type: 'start',
        worker: w,
        url: server.url,
        game: setup.game,
        seats: setup.seats,
        options: setup.options,
        matches: share(args.matches, w),
        rate: args.rate / args.workers,
        setupConcurrency: 16,
        seedPrefix: `load:${setup.name}:${w}`,
      };
      wk.child.send(start);
    });
    await Promise.all(readies);
    const setupSeconds = (performance.now() - t0) / 1000;
    const loaded = await server.memory();
    log(`${args.matches} matches open in ${setupSeconds.toFixed(1)} s; ${args.warmup} s warm-up, then ${args.duration} s measured`);

    for (const wk of workers) wk.child.send({ type: 'go' });
    await sleep(args.warmup * 1000);
    if (args.allocProf) await server.ask({ type: 'alloc-start' }, 'alloc-started');
    for (const wk of workers) wk.child.send({ type: 'measure' });
    const dbBefore = setup.storage === 'postgres' ? postgresCpuTicks() : 0;
    const before = await getMetrics(server.url);
    // The server's event-loop figures come in windows; keep every window that ends inside the measurement.
    const windows = new Map<number, LoopWindow>();
    const firstSeq = before.eventLoop?.seq ?? 0;
    let polling = false;
    const poller = setInterval(() => {
      if (polling) return;
      polling = true;
      getMetrics(server.url, 1)
        .then(
          (m) => {
            if (m.eventLoop && m.eventLoop.seq > firstSeq) windows.set(m.eventLoop.seq, m.eventLoop);
          },
          () => undefined,
        )
        .finally(() => (polling = false));
    }, 1000);
    await sleep(args.duration * 1000);
    clearInterval(poller);
    if (args.allocProf && profileDir) {
      fs.mkdirSync(profileDir, { recursive: true });
      const file = path.join(profileDir, 'allocations.heapprofile');
      await server.ask({ type: 'alloc-stop', file }, 'alloc-stopped');
      log(`allocation profile: ${file}`);
    }
    const reportsP = workers.map((wk) => wk.next('report'));
    for (const wk of workers) wk.child.send({ type: 'report' });
    const after = await getMetrics(server.url);
    const dbTicks = setup.storage === 'postgres' ? postgresCpuTicks() - dbBefore : 0;
    // Each side's own clock: a stalled server answers /metrics late, which must not stretch the window.
    const seconds = (after.sampledAtMs - before.sampledAtMs) / 1000;
    const reports = (await Promise.all(reportsP)) as WorkerReport[];
    const clientSeconds = reports.reduce((s, r) => s + r.seconds, 0) / reports.length;
    const end = await server.memory();

    const lat = reports.flatMap((r) => r.latencies).sort((x, y) => x - y);
    const win = [...windows.values()];
    const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
    const moves = after.storage.moves - before.storage.moves;
    const cpuMicros = after.cpuMicros.user + after.cpuMicros.system - before.cpuMicros.user - before.cpuMicros.system;
    const errors: Record<string, number> = {};
    for (const r of reports) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
    const sum = (f: (r: WorkerReport) => number) => reports.reduce((s, r) => s + f(r), 0);
    const result: SetupResult = {
      name: setup.name,
      matches: args.matches,
      targetRate: args.rate,
      setupSeconds: round(setupSeconds, 1),
      seconds: round(seconds, 1),
      movesPerSecond: round(moves / seconds, 1),
      clientAcceptedPerSecond: round(
        sum((r) => r.accepted / r.seconds),
        1,
      ),
      sentPerSecond: round(
        sum((r) => r.sent / r.seconds),
        1,
      ),
      viewsPerSecond: round(
        sum((r) => r.views / r.seconds),
        1,
      ),
      clientSeconds: round(clientSeconds, 1),
      latencyMs: {
        p50: round(percentile(lat, 50), 1),
        p95: round(percentile(lat, 95), 1),
        p99: round(percentile(lat, 99), 1),
        max: round(lat[lat.length - 1] ?? NaN, 1),
        samples: lat.length,
      },
      loopDelayMs: {
        p50: round(mean(win.map((w) => w.delayMs.p50)), 1),
        p99: round(mean(win.map((w) => w.delayMs.p99)), 1),
        max: round(Math.max(...win.map((w) => w.delayMs.max)), 1),
      },
      loopUtilization: round(mean(win.map((w) => w.utilization)), 2),
      serverMoveMs: {
        p50: round(mean(win.map((w) => w.moveMs.p50)), 1),
        p99: round(mean(win.map((w) => w.moveMs.p99)), 1),
        max: round(Math.max(...win.map((w) => w.moveMs.max)), 1),
      },
      loopWindows: win,
      serverCpuPercent: round((cpuMicros / 1e6 / seconds) * 100, 1),
      serverCpuMsPerMove: round(cpuMicros / 1000 / Math.max(1, moves), 2),
      heapKBPerMatch: Math.round((loaded.heapUsed - idle.heapUsed) / 1024 / args.matches),
      rssKBPerMatch: Math.round((loaded.rss - idle.rss) / 1024 / args.matches),
      heapKBPerMatchAtEnd: Math.round((end.heapUsed - idle.heapUsed) / 1024 / args.matches),
      dbWritesPerSecond: setup.storage === 'none' ? 0 : round((after.storage.writes - before.storage.writes) / seconds, 1),
      movesPerStatement: round(
        (after.storage.groupCommit.moves - before.storage.groupCommit.moves) /
          Math.max(1, after.storage.groupCommit.batches - before.storage.groupCommit.batches),
        1,
      ),
      dbCpuPercent: round((dbTicks / CLOCK_TICKS / seconds) * 100, 1),
      snapshotsPerSecond: setup.storage === 'none' ? 0 : round((after.storage.snapshots - before.storage.snapshots) / seconds, 1),
      rejected: sum((r) => r.rejected),
      withdrawn: sum((r) => r.withdrawn),
      lost: sum((r) => r.lost),
      drops: sum((r) => r.drops),
      errors,
      gamesFinished: sum((r) => r.gamesFinished),
      backlog: sum((r) => r.backlog),
      generatorCpuPercent: round(sum((r) => r.cpuMicros / 1e6 / r.seconds) * 100, 1),
      generatorLoopP99Ms: round(Math.max(...reports.map((r) => r.loopDelayMs.p99)), 1),
    };
    // Before the teardown, which can take minutes on a server that fell behind.
    console.error(JSON.stringify(result));
    return result;
  } finally {
    await Promise.all(
      workers.map(async (wk) => {
        if (wk.child.exitCode !== null) return;
        const gone = new Promise((r) => wk.child.once('exit', r));
        wk.child.send({ type: 'stop' });
        const timer = setTimeout(() => wk.child.kill('SIGKILL'), 30_000);
        await gone;
        clearTimeout(timer);
      }),
    );
    await server.stop();
    // The server's own log outlives the run for a look at warnings and errors.
    fs.copyFileSync(path.join(dataDir, 'server.log'), path.join(os.tmpdir(), `orrery-load-${setup.name.replace(/\W+/g, '-')}.log`));
    await pg?.drop().catch((e) => console.error(`could not drop the benchmark database: ${e}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(results: SetupResult[]): string {
  const base = results.find((r) => r.name.startsWith('baseline'));
  const cols: [string, (r: SetupResult) => string | number][] = [
    ['setup', (r) => r.name],
    ['matches', (r) => r.matches],
    ['moves/s', (r) => `${r.movesPerSecond} / ${r.targetRate || 'max'}`],
    ['p50 ms', (r) => r.latencyMs.p50],
    ['p95 ms', (r) => r.latencyMs.p95],
    ['p99 ms', (r) => r.latencyMs.p99],
    ['max ms', (r) => r.latencyMs.max],
    ['p99 / base', (r) => (base ? round(r.latencyMs.p99 / base.latencyMs.p99, 2) : '-')],
    ['in server p50/p99/max ms', (r) => `${r.serverMoveMs.p50} / ${r.serverMoveMs.p99} / ${r.serverMoveMs.max}`],
    ['loop lag p50/p99/max ms', (r) => `${r.loopDelayMs.p50} / ${r.loopDelayMs.p99} / ${r.loopDelayMs.max}`],
    ['loop busy', (r) => r.loopUtilization],
    ['server CPU %', (r) => r.serverCpuPercent],
    ['CPU ms/move', (r) => r.serverCpuMsPerMove],
    ['CPU / base', (r) => (base ? round(r.serverCpuMsPerMove / base.serverCpuMsPerMove, 1) : '-')],
    ['heap KB/match', (r) => `${r.heapKBPerMatch} (end ${r.heapKBPerMatchAtEnd})`],
    ['RSS KB/match', (r) => r.rssKBPerMatch],
    ['DB writes/s', (r) => r.dbWritesPerSecond],
    ['moves/statement', (r) => r.movesPerStatement],
    ['Postgres CPU %', (r) => r.dbCpuPercent],
    ['rejected', (r) => r.rejected + r.withdrawn + r.lost + r.drops],
    ['load gen CPU %', (r) => r.generatorCpuPercent],
  ];
  const lines = [`| ${cols.map(([h]) => h).join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`];
  for (const r of results) lines.push(`| ${cols.map(([, f]) => f(r)).join(' | ')} |`);
  return lines.join('\n');
}

/** True when every setup ran clean: a client dropped, a move lost or a match not replaced fails the run (CI runs --quick). */
async function main(): Promise<boolean> {
  const args = parseArgs(process.argv.slice(2));
  const tooling = toolingFor(TOOLING, args.game);
  if (args.preset?.toLowerCase() === 'all') throw new Error('--preset: name one preset');
  const preset = args.preset === undefined ? loadPreset(tooling) : presetsNamed(tooling, args.preset)[0];
  const setups: Setup[] = [];
  if (args.baseline) setups.push({ name: 'baseline (tally, no db)', game: 'tally', seats: 4, options: {}, storage: 'none' });
  for (const db of args.db) {
    setups.push({
      name: `${args.game} ${preset.name}, ${db === 'none' ? 'no db' : db}`,
      game: args.game,
      seats: preset.seats,
      options: preset.options,
      storage: db,
    });
  }
  console.error(`bench:load ${JSON.stringify(args)} on ${os.cpus().length} cores`);
  const results: SetupResult[] = [];
  for (const s of setups) {
    results.push(await runSetup(s, args));
  }
  console.log(table(results));
  const problems = results.filter((r) => r.drops || r.lost || r.errors.REPLACE_FAILED);
  for (const r of problems) console.log(`! ${r.name}: drops=${r.drops} lost=${r.lost} errors=${JSON.stringify(r.errors)}`);
  if (args.out) fs.writeFileSync(args.out, JSON.stringify({ args, at: new Date().toISOString(), results }, null, 2));
  console.log(
    JSON.stringify(
      results.map(({ name, movesPerSecond, latencyMs, loopDelayMs, serverCpuPercent, heapKBPerMatch, dbWritesPerSecond }) => ({
        name,
        movesPerSecond,
        latencyMs,
        loopDelayMs,
        serverCpuPercent,
        heapKBPerMatch,
        dbWritesPerSecond,
      })),
    ),
  );
  const idle = results.filter((r) => r.movesPerSecond === 0);
  for (const r of idle) console.log(`! ${r.name}: no move was accepted`);
  return problems.length === 0 && idle.length === 0;
}

main().then(
  (clean) => process.exit(clean ? 0 : 1),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
