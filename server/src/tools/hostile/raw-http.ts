/**
 * HTTP/1.1 over a bare socket, for requests no well-behaved client library
 * would send (NUL bytes in the path, any method, lying lengths, bodies sent
 * slowly or never). Answers the status line and headers as soon as they
 * arrive, or `null` when the server closed or stayed silent.
 */
import net from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent after the headers (whatever Content-Length says). */
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the request to the status line. */
  ms: number;
}

export function rawRequest(port: number, req: RawRequest, timeoutMs = 3000): Promise<RawResponse | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (r: RawResponse | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.on('connect', () => {
      const lines = [`${req.method} ${req.path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(req.headers ?? {}).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
      // The socket stays open, as a browser's would, until the answer comes (or the time runs out).
      if (req.body !== undefined) socket.write(req.body);
    });
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const parsed = parse(data, started);
      // Wait for the body only as far as it has come with the headers' promised length.
      if (parsed && (parsed.complete || req.method === 'HEAD')) finish(parsed.response);
    });
    socket.on('error', () => finish(parse(data, started)?.response ?? null));
    socket.on('close', () => finish(parse(data, started)?.response ?? null));
  });
}

function parse(data: Buffer, started: number): { response: RawResponse; complete: boolean } | null {
  const text = data.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...headerLines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return null;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  const length = Number(headers['content-length']);
  const complete = Number.isFinite(length)
    ? Buffer.byteLength(body, 'latin1') >= length
    : !/chunked/i.test(headers['transfer-encoding'] ?? '') || body.endsWith('0\r\n\r\n');
  return { response: { status, headers, body, ms: Date.now() - started }, complete };
}
