/**
 * One load-generator process of `npm run bench:load` (forked by run.ts with
 * an IPC channel): opens its share of the matches through the client SDK,
 * one bot per seat (the setup's seat count), then answers prompts with
 * random legal moves at its share of the target rate and measures move→view
 * latency.
 *
 * Pacing is open-loop: seats with an open prompt wait in one FIFO, and a
 * token bucket releases them at the target rate, so the waiting plays the
 * part of a player's thinking time and a slow server cannot slow the offered
 * load down (except that a seat never has two moves in flight, as a real
 * client would not). `rate: 0` answers every prompt at once instead.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { OrreryClient, type MatchConnection, type OrreryError, type ViewMessage } from '../../client-sdk/src';
import { randomAnswer, seedRng, type RngState } from '../../server/src/engine';
import { ADMISSION } from '../../server/src/rooms/admission';
import type { ParentMessage, WorkerReport, WorkerStart } from './protocol';

interface Seat {
  conn: MatchConnection;
  match: MatchBots;
  rng: RngState;
  latest: ViewMessage | null;
  queued: boolean;
  /** The move sent and not yet seen taking effect. */
  inFlight: { t0: number; promptId: string; measured: boolean } | null;
  /** Index in `latencies` of this seat's last sample, so a late rejection can withdraw it. */
  lastSample: number;
  over: boolean;
}

interface MatchBots {
  index: number;
  seats: Seat[];
  generation: number;
}

let cfg: WorkerStart;
let running = false;
let stopping = false;
let measuring = false;
const matches: MatchBots[] = [];
const ready: Seat[] = [];
let readyHead = 0;

const stats = {
  sent: 0,
  accepted: 0,
  rejected: 0,
  /** Taken for accepted on a prompt change caused by another seat, then refused. */
  withdrawn: 0,
  errors: {} as Record<string, number>,
  views: 0,
  gamesFinished: 0,
  drops: 0,
  /** Moves with no visible effect and no error after LOST_MS. */
  lost: 0,
  latencies: [] as number[],
};
const LOST_MS = 30_000;
let measureStart = 0;
let cpuStart = process.cpuUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function send(msg: unknown): void {
  process.send!(msg);
}

function enqueue(seat: Seat): void {
  if (seat.queued || seat.inFlight || seat.over || !seat.latest?.view.prompt) return;
  if (cfg.rate === 0) {
    if (running) move(seat);
    return;
  }
  seat.queued = true;
  ready.push(seat);
}

function move(seat: Seat): void {
  const view = seat.latest;
  const prompt = view?.view.prompt;
  if (!view || !prompt || seat.inFlight || seat.over || stopping) return;
  const answer = randomAnswer(prompt, seat.rng);
  seat.inFlight = { t0: performance.now(), promptId: prompt.id, measured: measuring };
  if (measuring) stats.sent++;
  seat.conn.sendMove(answer, view.v);
}

function onView(seat: Seat, msg: ViewMessage): void {
  seat.latest = msg;
  if (measuring) stats.views++;
  const promptId = msg.view.prompt?.id ?? null;
  const flight = seat.inFlight;
  // The seat's own question changing (or closing) is the first view that can reflect its move.
  if (flight && promptId !== flight.promptId) {
    seat.inFlight = null;
    seat.lastSample = -1;
    if (flight.measured && measuring) {
      stats.accepted++;
      seat.lastSample = stats.latencies.push(performance.now() - flight.t0) - 1;
    }
  }
  if ((msg.view as { over?: unknown }).over === true) return finished(seat);
  enqueue(seat);
}

/** The seat's match ended (its view says `over`, or the metadata says finished for games whose view does not). */
function finished(seat: Seat): void {
  if (seat.over) return;
  seat.over = true;
  if (seat.match.seats.every((s) => s.over)) void replaceMatch(seat.match);
}

function onError(seat: Seat, err: OrreryError): void {
  if (measuring) stats.errors[err.code] = (stats.errors[err.code] ?? 0) + 1;
  if (seat.inFlight) {
    if (seat.inFlight.measured && measuring) stats.rejected++;
    seat.inFlight = null;
  } else if (seat.lastSample >= 0 && measuring) {
    // Errors come back in the order moves were sent, so with nothing in flight this one
    // belongs to the move last counted as accepted: another seat had changed our question first.
    stats.latencies[seat.lastSample] = NaN;
    stats.accepted--;
    stats.withdrawn++;
    seat.lastSample = -1;
  }
  enqueue(seat);
}

function client(): OrreryClient {
  // A drop is a finding, not something to paper over: never reconnect.
  return new OrreryClient(cfg.url, { retry: { attempts: 0, delayMs: 0 } });
}

function attach(match: MatchBots, conn: MatchConnection, i: number): Seat {
  const seat: Seat = {
    conn,
    match,
    rng: seedRng(`${cfg.seedPrefix}:${match.index}:${match.generation}:${i}`),
    latest: null,
    queued: false,
    inFlight: null,
    lastSample: -1,
    over: false,
  };
  conn.onView((v) => onView(seat, v));
  conn.onError((e) => onError(seat, e));
  conn.onMeta((m) => {
    if (m.status === 'finished') finished(seat);
  });
  conn.onStatus((s) => {
    if (s !== 'connected' && !stopping && !seat.over) stats.drops++;
  });
  if (conn.view) seat.latest = conn.view;
  return seat;
}

async function openMatch(index: number, generation: number): Promise<MatchBots> {
  const match: MatchBots = { index, seats: [], generation };
  const name = (i: number) => `w${cfg.worker}m${index}s${i}`;
  const first = await client().createMatch({ game: cfg.game, seats: cfg.seats, options: cfg.options, name: name(0) });
  // Every bot connects from this one address, and a match admits only so many pending seat
  // reservations per address: join in batches of that size.
  const rest: MatchConnection[] = [];
  for (let i = 1; i < cfg.seats; i += ADMISSION.pendingSeatsPerAddress) {
    const batch = Array.from({ length: Math.min(ADMISSION.pendingSeatsPerAddress, cfg.seats - i) }, (_, k) => client().join(first.matchId, name(i + k)));
    rest.push(...(await Promise.all(batch)));
  }
  match.seats = [first, ...rest].map((c, i) => attach(match, c, i));
  // Views that arrived while the seats were joining were kept by the SDK; queue whoever has a question.
  for (const s of match.seats) {
    s.latest = s.conn.view;
    enqueue(s);
  }
  return match;
}

async function replaceMatch(old: MatchBots): Promise<void> {
  stats.gamesFinished += measuring ? 1 : 0;
  await Promise.all(old.seats.map((s) => s.conn.leave()));
  if (stopping) return;
  try {
    matches[old.index] = await openMatch(old.index, old.generation + 1);
  } catch (e) {
    stats.errors.REPLACE_FAILED = (stats.errors.REPLACE_FAILED ?? 0) + 1;
  }
}

async function setup(): Promise<void> {
  const t0 = performance.now();
  let next = 0;
  let opened = 0;
  const progress = setInterval(() => console.error(`  worker ${cfg.worker}: ${opened}/${cfg.matches} matches open`), 15_000);
  const lanes = Array.from({ length: Math.min(cfg.setupConcurrency, cfg.matches) }, async () => {
    while (next < cfg.matches) {
      const i = next++;
      matches[i] = await openMatch(i, 0);
      opened++;
    }
  });
  await Promise.all(lanes);
  clearInterval(progress);
  send({ type: 'ready', seconds: (performance.now() - t0) / 1000 });
}

function startPacing(): void {
  if (cfg.rate === 0) {
    for (const m of matches) for (const s of m.seats) move(s);
    return;
  }
  let tokens = 0;
  let last = performance.now();
  const burst = Math.max(1, cfg.rate * 0.05);
  const tick = setInterval(() => {
    if (stopping) return clearInterval(tick);
    const now = performance.now();
    tokens = Math.min(burst, tokens + (cfg.rate * (now - last)) / 1000);
    last = now;
    while (tokens >= 1 && readyHead < ready.length) {
      const seat = ready[readyHead++];
      seat.queued = false;
      if (seat.inFlight || seat.over || !seat.latest?.view.prompt) continue;
      move(seat);
      tokens--;
    }
    // Drop the consumed head now and then rather than shifting on every move.
    if (readyHead > 4096) {
      ready.splice(0, readyHead);
      readyHead = 0;
    }
  }, 5);
}

/** A move whose answer never shows would park its seat for good; free it and count it. */
function sweepLost(): void {
  const limit = performance.now() - LOST_MS;
  for (const m of matches) {
    for (const s of m?.seats ?? []) {
      if (s.inFlight && s.inFlight.t0 < limit) {
        s.inFlight = null;
        if (measuring) stats.lost++;
        enqueue(s);
      }
    }
  }
}

function report(): WorkerReport {
  const cpu = process.cpuUsage(cpuStart);
  const seconds = (performance.now() - measureStart) / 1000;
  return {
    type: 'report',
    worker: cfg.worker,
    seconds,
    ...stats,
    latencies: stats.latencies.filter((x) => !Number.isNaN(x)),
    backlog: ready.length - readyHead,
    cpuMicros: cpu.user + cpu.system,
    loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
}

async function stop(): Promise<void> {
  stopping = true;
  await Promise.all(matches.flatMap((m) => m.seats.map((s) => s.conn.leave())));
  send({ type: 'stopped' });
  process.exit(0);
}

// Without its parent nobody reads the results: do not linger as 4 sockets per match.
process.on('disconnect', () => process.exit(0));

process.on('message', (msg: ParentMessage) => {
  switch (msg.type) {
    case 'start':
      cfg = msg;
      setup().catch((e) => {
        send({ type: 'failed', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
        process.exit(1);
      });
      break;
    case 'go':
      running = true;
      startPacing();
      setInterval(sweepLost, 5000).unref();
      break;
    case 'measure':
      measuring = true;
      measureStart = performance.now();
      cpuStart = process.cpuUsage();
      loopDelay.reset();
      loopDelay.enable();
      break;
    case 'report':
      send(report());
      measuring = false;
      break;
    case 'stop':
      void stop();
      break;
  }
});
