/** A TCP forwarder a test can cut and restore, to take a database "down" without touching it. */
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private up = true;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    this.server = net.createServer((client) => {
      if (!this.up) return client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones. */
  cut(): void {
    this.up = false;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.up = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
