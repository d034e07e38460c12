/**
 * Serves the built web page (`npm run build:web` → dist/web) from the API's
 * own port. Client routes (/match/<id>, /replay/<id>) get index.html so an
 * invite link or a refresh lands on the page. Without a build the server
 * runs as before: the API and the game rooms do not need the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';

/**
 * `WEB_DIR` if set, else dist/web: beside the compiled server (dist/server/src/http)
 * or under the repository when the server runs from source (tsx, jest).
 */
export function findWebDir(): string | null {
  const up = path.resolve(__dirname, '../../..');
  const dir = process.env.WEB_DIR || (path.basename(up) === 'dist' ? path.join(up, 'web') : path.join(up, 'dist', 'web'));
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

export function serveWebPage(app: express.Express, log: Logger, dir = findWebDir()): void {
  if (!dir) {
    log.warn('web page not built (run `npm run build:web`); serving the API only');
    return;
  }
  const index = path.join(dir, 'index.html');
  // Hashed asset names may be cached for good; index.html must be fetched fresh to pick up a new build.
  app.use(express.static(dir, { index: false, maxAge: '1y', immutable: true }));
  app.get(/^\/(?!api\/|healthz$|matchmake\/).*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  log.info({ dir }, 'serving the web page');
}
