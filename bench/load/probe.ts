/**
 * Preloaded into the benchmark's server process (`--import`), never part of
 * the server: answers the parent's IPC request for memory after a full GC.
 * Heap readings between collections swing by tens of MB under load, which
 * would drown a per-match figure of a few hundred KB.
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (msg: unknown) => {
  if (!msg || typeof msg !== 'object' || (msg as { type?: string }).type !== 'memory') return;
  // Twice: the first pass can leave objects that only die once their finalizers ran.
  collect?.();
  collect?.();
  const m = process.memoryUsage();
  process.send?.({ type: 'memory', gc: Boolean(collect), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers });
});

// A benchmark that died (Ctrl-C, a crash) must not leave its server running: stop it the normal way.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

// An open IPC channel would keep the process alive after the server's own shutdown.
process.channel?.unref();

export {};
