/**
 * The browser page. It imports the typed client and the RftG card table
 * straight from the repository, so the root is this folder but the bundle
 * reaches into ../client-sdk and ../server/src/games/*\/data.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
});
