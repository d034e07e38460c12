/**
 * A real server process hosting the test fixture game, for restart tests:
 * the same wiring as server/src/main.ts, with High Card registered.
 */
import { configFromEnv } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { highCard } from '../fixtures/high-card';

startServer(configFromEnv(), [highCard]).then(
  (server) => {
    const stop = () =>
      server.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
