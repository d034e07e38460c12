/**
 * Colyseus' match maker imports @pm2/io to publish two gauges (rooms, CCU)
 * to a PM2 dashboard, and importing @pm2/io starts PM2's whole monitoring
 * agent inside this process: timers that list every open handle each
 * second (a loop stall that grows with the sockets: ~4 ms at 4,000 clients
 * in bench:load's CPU profile), uncaughtException and unhandledRejection
 * hooks that print errors and may exit the process, an inspector session and
 * HTTP instrumentation. Orrery reports its own figures (GET /metrics) and
 * handles its own errors, so unless the process does run under PM2 (which
 * sets `pm_id`), @pm2/io is replaced before Colyseus loads it by the one call
 * Colyseus makes. @pm2/io reuses whatever instance it finds under this
 * global symbol instead of starting another.
 */
const PM2_IO = Symbol.for('@pm2/io');

export function keepPm2AgentOut(env: NodeJS.ProcessEnv = process.env): void {
  const global = globalThis as unknown as Record<symbol, unknown>;
  if (env.pm_id !== undefined || global[PM2_IO] !== undefined) return;
  global[PM2_IO] = { metric: () => ({ set: () => undefined }) };
}
