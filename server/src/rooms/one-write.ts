/**
 * Colyseus sends each message and each state patch as its own WebSocket frame,
 * and ws hands every frame to the kernel at once (Nagle is off). A move gives
 * each client a `view` and a metadata patch: two system calls and two packets
 * per client, which was the largest single cost in bench:load. Corking the
 * client's TCP socket around the synchronous sends turns them into one write.
 *
 * ws keeps its net.Socket as `_socket` (not public API, but unchanged for many
 * major versions); without it, for another transport, this only runs `send`.
 */
import type { Client } from '@colyseus/core';

interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed: boolean;
}

function socketOf(client: Client): Corkable | null {
  const socket = (client as unknown as { ref?: { _socket?: Partial<Corkable> } }).ref?._socket;
  if (!socket || typeof socket.cork !== 'function' || typeof socket.uncork !== 'function' || socket.destroyed) return null;
  return socket as Corkable;
}

/** Runs `send`, holding back every frame it writes to `clients` until it returns, then flushes each client's frames together. */
export function inOneWrite(clients: Iterable<Client>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const client of clients) {
    const socket = socketOf(client);
    if (socket) {
      socket.cork();
      corked.push(socket);
    }
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
