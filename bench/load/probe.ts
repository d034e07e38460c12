/**
 * Preloaded into the benchmark's server process (`--import`), never part of
 * the server: answers the parent's IPC request for memory after a full GC
 * (heap readings between collections swing by tens of MB under load, which
 * would drown a per-match figure of a few hundred KB), and samples where the
 * server allocates over the measured window when asked (`--alloc-prof`).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

let sampler: Session | null = null;

/**
 * V8's sampling heap profiler, keeping the samples of objects already
 * collected too: the profile Node writes on exit (--heap-prof) only shows
 * what is still alive, which says nothing about the garbage that makes
 * collections frequent.
 */
async function startAllocationSampling(): Promise<void> {
  sampler = new Session();
  sampler.connect();
  await sampler.post('HeapProfiler.enable');
  await sampler.post('HeapProfiler.startSampling', {
    samplingInterval: 16 * 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}

async function stopAllocationSampling(file: string): Promise<void> {
  if (!sampler) return;
  const { profile } = await sampler.post('HeapProfiler.stopSampling');
  fs.writeFileSync(file, JSON.stringify(profile));
  sampler.disconnect();
  sampler = null;
}

process.on('message', (msg: unknown) => {
  const m = msg as { type?: string; file?: string } | null;
  if (m?.type === 'alloc-start') void startAllocationSampling().then(() => process.send?.({ type: 'alloc-started' }));
  if (m?.type === 'alloc-stop' && m.file) void stopAllocationSampling(m.file).then(() => process.send?.({ type: 'alloc-stopped' }));
});

const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (msg: unknown) => {
  if (!msg || typeof msg !== 'object' || (msg as { type?: string }).type !== 'memory') return;
  // Twice: the first pass can leave objects that only die once their finalizers ran.
  collect?.();
  collect?.();
  const m = process.memoryUsage();
  process.send?.({
    type: 'memory',
    gc: Boolean(collect),
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  });
});

// A benchmark that died (Ctrl-C, a crash) must not leave its server running: stop it the normal way.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

// An open IPC channel would keep the process alive after the server's own shutdown.
process.channel?.unref();

export {};
