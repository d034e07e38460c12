/**
 * Dead connections are found without a burst: every client is pinged once
 * per interval, at different moments, and one that stops answering is dropped.
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { spreadHeartbeat } from '../../server/src/rooms/transport';

describe('spreadHeartbeat', () => {
  const INTERVAL = 600;
  let wss: WebSocketServer;
  let timer: NodeJS.Timeout;
  let url = '';
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    timer = spreadHeartbeat(wss, INTERVAL, 2);
    url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    clearInterval(timer);
    for (const ws of sockets) ws.terminate();
    await new Promise((resolve) => wss.close(resolve));
  });

  const connect = async (options: WebSocket.ClientOptions = {}) => {
    const ws = new WebSocket(url, options);
    sockets.push(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    return ws;
  };

  it('pings each client once per interval, spread over it rather than all at once', async () => {
    const clients = await Promise.all(Array.from({ length: 30 }, () => connect()));
    const firstPing: number[] = [];
    const counts = clients.map(() => 0);
    clients.forEach((ws, i) =>
      ws.on('ping', () => {
        if (counts[i]++ === 0) firstPing[i] = performance.now();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, INTERVAL * 3.5));
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(2);
    for (const n of counts) expect(n).toBeLessThanOrEqual(5);
    // In one round the first pings span a good part of the interval, not one tick.
    const span = Math.max(...firstPing) - Math.min(...firstPing);
    expect(span).toBeGreaterThan(INTERVAL / 4);
    for (const ws of clients) expect(ws.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a client that stops answering pings, and only that one', async () => {
    const alive = await connect();
    const silent = await connect({ autoPong: false });
    const closed = new Promise<number>((resolve) => silent.once('close', () => resolve(performance.now())));
    const t0 = performance.now();
    const at = await closed;
    // Two unanswered pings, then the third round drops it.
    expect(at - t0).toBeLessThan(INTERVAL * 5);
    expect(alive.readyState).toBe(WebSocket.OPEN);
  });
});
