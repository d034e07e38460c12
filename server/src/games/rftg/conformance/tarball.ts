/**
 * Unpacking a gzipped tar archive of conformance logs (corpus-2.tar.gz) into
 * a folder, so that the runner and the tests can read the logs like any
 * folder of logs. A small reader for the ustar format: regular files and
 * folders, with GNU long names and pax `path` records; anything else (links,
 * global pax headers) is skipped. A name that would leave the target folder
 * is refused.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

/** True for the archive names the runner unpacks instead of reading as a log. */
export function isTarball(file: string): boolean {
  return /\.(tar\.gz|tgz)$/i.test(file);
}

/** A NUL-terminated text field of a header. */
function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

/** Pax extended header records ("<length> <key>=<value>\n"), keyed. */
function paxRecords(data: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}

interface Entry {
  name: string;
  type: string;
  size: number;
}

/** Parses the stream block by block and writes the regular files under `dir`. */
class TarWriter extends Writable {
  readonly files: string[] = [];
  private buf: Buffer = Buffer.alloc(0);
  private entry: Entry | null = null;
  private remaining = 0;
  private skip = 0;
  private chunks: Buffer[] = [];
  private longName: string | null = null;
  private paxPath: string | null = null;
  private ended = false;

  constructor(private readonly dir: string) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    try {
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
      this.drain();
      done();
    } catch (e) {
      done(e as Error);
    }
  }

  override _final(done: (error?: Error | null) => void): void {
    done(this.entry !== null || this.remaining > 0 ? new Error('tar archive ends inside an entry') : null);
  }

  private drain(): void {
    while (!this.ended) {
      if (this.entry !== null) {
        const n = Math.min(this.remaining, this.buf.length);
        this.chunks.push(this.buf.subarray(0, n));
        this.buf = this.buf.subarray(n);
        this.remaining -= n;
        if (this.remaining > 0) return;
        this.finishEntry();
        continue;
      }
      if (this.skip > 0) {
        const n = Math.min(this.skip, this.buf.length);
        this.buf = this.buf.subarray(n);
        this.skip -= n;
        if (this.skip > 0) return;
        continue;
      }
      if (this.buf.length < BLOCK) return;
      const h = this.buf.subarray(0, BLOCK);
      this.buf = this.buf.subarray(BLOCK);
      // Two zero blocks end the archive; the first one is enough to stop.
      if (h.every((b) => b === 0)) {
        this.ended = true;
        return;
      }
      const size = parseInt(field(h, 124, 12).trim() || '0', 8);
      if (!Number.isFinite(size) || size < 0) throw new Error('bad tar header (size)');
      const prefix = field(h, 345, 155);
      const name = field(h, 0, 100);
      this.entry = { name: prefix ? `${prefix}/${name}` : name, type: field(h, 156, 1) || '0', size };
      this.remaining = size;
      this.skip = (BLOCK - (size % BLOCK)) % BLOCK;
      this.chunks = [];
      if (size === 0) this.finishEntry();
    }
  }

  private finishEntry(): void {
    const e = this.entry!;
    const data = Buffer.concat(this.chunks);
    this.entry = null;
    this.chunks = [];
    if (e.type === 'L') {
      this.longName = data.toString('utf8').replace(/\0+$/, '');
      return;
    }
    if (e.type === 'x') {
      this.paxPath = paxRecords(data).get('path') ?? null;
      return;
    }
    const name = this.paxPath ?? this.longName ?? e.name;
    this.paxPath = null;
    this.longName = null;
    if (e.type !== '0' && e.type !== '5') return;
    const target = this.safePath(name);
    if (e.type === '5') {
      fs.mkdirSync(target, { recursive: true });
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    this.files.push(target);
  }

  private safePath(name: string): string {
    const parts = name.split('/').filter((p) => p !== '' && p !== '.');
    if (path.isAbsolute(name) || parts.includes('..') || parts.length === 0) throw new Error(`tar entry ${name} would leave the target folder`);
    return path.join(this.dir, ...parts);
  }
}

/** Unpacks `file` (a .tar.gz) into `dir`; returns the paths of the files written, in archive order. */
export async function extractTarGz(file: string, dir: string): Promise<string[]> {
  const writer = new TarWriter(dir);
  await pipeline(fs.createReadStream(file), createGunzip(), writer);
  return writer.files;
}
