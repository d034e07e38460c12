/**
 * A move's view and metadata patch leave in one system call per client: the
 * frames written inside `inOneWrite` reach the kernel together, in order.
 */
import type { AddressInfo } from 'node:net';
import type { Client } from '@colyseus/core';
import WebSocket, { WebSocketServer } from 'ws';
import { inOneWrite } from '../../server/src/rooms/one-write';

interface Counted {
  syscalls: number;
}

/** Counts the server-side socket's trips to the kernel (one `_write` or one `_writev` each). */
function countWrites(ws: WebSocket): Counted {
  const socket = (ws as unknown as { _socket: Record<string, (...a: unknown[]) => unknown> })._socket;
  const counted = { syscalls: 0 };
  for (const name of ['_write', '_writev']) {
    const original = socket[name];
    if (typeof original !== 'function') continue;
    socket[name] = function (this: unknown, ...args: unknown[]) {
      counted.syscalls++;
      return original.apply(this, args);
    };
  }
  return counted;
}

describe('inOneWrite', () => {
  let wss: WebSocketServer;
  let serverSide: WebSocket;
  let clientSide: WebSocket;
  const received: string[] = [];

  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
    clientSide = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    clientSide.on('message', (data) => received.push(String(data)));
    serverSide = await accepted;
    await new Promise((resolve) => clientSide.once('open', resolve));
  });
  afterAll(async () => {
    clientSide.close();
    await new Promise((resolve) => wss.close(resolve));
  });

  const asClient = (ws: WebSocket) => ({ ref: ws }) as unknown as Client;
  const arrived = (n: number) =>
    new Promise<void>((resolve) => {
      const poll = () => (received.length >= n ? resolve() : setTimeout(poll, 5));
      poll();
    });

  it('sends every frame written inside it with one write, and in order', async () => {
    received.length = 0;
    const counted = countWrites(serverSide);
    inOneWrite([asClient(serverSide)], () => {
      serverSide.send('view');
      serverSide.send('patch');
      serverSide.send('event');
    });
    await arrived(3);
    expect(received).toEqual(['view', 'patch', 'event']);
    expect(counted.syscalls).toBe(1);
  });

  it('leaves frames written outside it to go one by one (the cost it removes)', async () => {
    received.length = 0;
    const counted = countWrites(serverSide);
    serverSide.send('view');
    serverSide.send('patch');
    await arrived(2);
    expect(counted.syscalls).toBe(2);
  });

  it('still runs the sends, and uncorks, when a client has no socket or the send throws', async () => {
    received.length = 0;
    const bare = { ref: {} } as unknown as Client;
    expect(() =>
      inOneWrite([bare, asClient(serverSide)], () => {
        serverSide.send('before the failure');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    await arrived(1);
    expect(received).toEqual(['before the failure']);
    serverSide.send('later');
    await arrived(2);
  });
});
