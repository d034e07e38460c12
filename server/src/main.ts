/** The server process: configuration from the environment, real games only. */
import { configFromEnv } from './config';
import { startServer } from './server';
import { GAMES } from './games';

async function main(): Promise<void> {
  const server = await startServer(configFromEnv(), GAMES);
  let signalled = false;
  const stop = (signal: string) => {
    if (signalled) return;
    signalled = true;
    server.log.info({ signal }, 'signal received');
    server.shutdown().then(
      () => process.exit(0),
      (e) => {
        server.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
