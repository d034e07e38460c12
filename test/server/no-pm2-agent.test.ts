/**
 * Colyseus loads @pm2/io for two dashboard gauges; left alone, that starts
 * PM2's monitoring agent in the server (exception hooks, timers polling every
 * open handle). Checked in a fresh process, the way the server starts.
 * (Its timers are unref'd, so they do not show among active resources; the
 * agent's presence and its exception hook do.)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../server/src/rooms/no-pm2-agent.ts');

/** Loads @pm2/io as Colyseus does, after the server's start-up step, and reports what it left behind. */
function afterLoadingPm2(env: Record<string, string>) {
  const script = `
    require(${JSON.stringify(MODULE)}).keepPm2AgentOut();
    import('@pm2/io').then((io) => {
      io.default.metric({ id: 'app/stats/ccu', name: 'ccu', value: () => 0 });
      const agent = typeof io.default.init === 'function';
      console.log(JSON.stringify({ exceptionHooks: process.listeners('uncaughtException').length, agent }));
      process.exit(0);
    });`;
  const out = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as { exceptionHooks: number; agent: boolean };
}

describe('the PM2 agent Colyseus would load', () => {
  it('does not start in the server: no agent, no exception hooks', () => {
    expect(afterLoadingPm2({})).toEqual({ exceptionHooks: 0, agent: false });
  });

  it('still starts when the process runs under PM2, which wants it', () => {
    expect(afterLoadingPm2({ pm_id: '0' })).toEqual({ exceptionHooks: 1, agent: true });
  });
});
