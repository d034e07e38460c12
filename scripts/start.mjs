/**
 * `npm start`: builds the server and the page only when their sources
 * changed since the last build (a fingerprint of every source file, kept in
 * dist/), then runs the compiled server. An unchanged checkout starts in
 * seconds; the first start, or one after a change, builds first and says so.
 * Plain JavaScript, so it runs before anything is compiled.
 */
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['server/src', 'client-sdk/src', 'web', 'migrations', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const STAMP = path.join(root, 'dist', '.source-fingerprint');
const ENTRY = path.join(root, 'dist', 'server', 'src', 'main.js');

function files(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => (e.name === 'node_modules' ? [] : files(path.join(rel, e.name))));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files).sort())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const current = fingerprint();
const built = fs.existsSync(STAMP) && fs.existsSync(ENTRY) ? fs.readFileSync(STAMP, 'utf8') : null;
if (built === current) {
  console.log('orrery: sources unchanged since the last build; starting');
} else {
  console.log(
    built === null ? 'orrery: first start: building the server and the page (about a minute)…' : 'orrery: sources changed: building the server and the page…',
  );
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(STAMP, current);
  console.log(`orrery: built in ${Math.round((Date.now() - started) / 1000)} s; starting`);
}

// The server in this process's place: signals reach it directly, so SIGTERM snapshots the matches.
const server = spawn(process.execPath, [ENTRY], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
