/** Starts and stops real server processes for crash and restart tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Runs `script` (a TypeScript entry) with tsx and waits until it logs that it listens. */
export async function startServerProcess(script: string, env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  // One process (no tsx CLI wrapper), so a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    // Single-process tests: shared Redis matchmaking is exercised by its own suite, not here.
    // Test clients all come from 127.0.0.1: no per-address budgets unless the test sets them.
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      MATCHMAKING_PER_MINUTE: '0',
      CREATES_PER_MINUTE: '0',
      API_REQUESTS_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never came up must not outlive the test that started it.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, timeoutMs);
    const check = () => {
      if (out.includes('orrery listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited during start:\n${out}`));
    });
  });
  return {
    child,
    output: () => out,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
