/**
 * The WebSocket transport, with a heartbeat that does not stall the loop.
 * Colyseus' transport pings every client at once every few seconds to find
 * dead connections; with thousands of clients that burst of writes held the
 * event loop for 50-110 ms each time (bench:load), a stall every player felt
 * as latency. This one pings the same clients over the whole interval, a
 * slice at a time, and drops a client that missed `maxMissed` pongs in a row,
 * as the original does.
 */
import { WebSocketTransport } from '@colyseus/ws-transport';
import WebSocket, { type WebSocketServer } from 'ws';

/** Pings per interval are spread over this many ticks. */
const SLICES = 30;

/** Starts pinging `wss`'s clients, each once per `intervalMs`; clear the returned timer to stop. */
export function spreadHeartbeat(wss: WebSocketServer, intervalMs: number, maxMissed: number): NodeJS.Timeout {
  const missed = new WeakMap<WebSocket, number>();
  wss.on('connection', (ws: WebSocket) => ws.on('pong', () => missed.set(ws, 0)));
  let round: WebSocket[] = [];
  let next = 0;
  return setInterval(() => {
    if (next >= round.length) {
      round = [...wss.clients];
      next = 0;
    }
    const end = Math.min(round.length, next + Math.ceil(round.length / SLICES));
    for (; next < end; next++) {
      const ws = round[next];
      if (ws.readyState !== WebSocket.OPEN) continue;
      const count = missed.get(ws) ?? 0;
      if (count >= maxMissed) {
        ws.terminate();
        continue;
      }
      missed.set(ws, count + 1);
      ws.ping();
    }
  }, intervalMs / SLICES);
}

export class SpreadHeartbeatTransport extends WebSocketTransport {
  /** Called by the transport once its server listens; the timer is cleared when it closes. */
  protected override autoTerminateUnresponsiveClients(intervalMs: number, maxMissed: number): void {
    this.pingInterval = spreadHeartbeat(this.wss, intervalMs, maxMissed);
  }
}
