import { createServer, connect, type Server, type Socket } from 'node:net';

interface Link {
  client: Socket;
  upstream: Socket | undefined;
}

/**
 * A TCP proxy to PostgreSQL that the test can cut, blackhole and restore, so an outage never
 * touches the shared server on 5432:
 * - `cut()` closes the listener and every connection (like a stopped PostgreSQL: connections
 *   drop, new ones are refused); `restore()` listens again on the same port.
 * - `blackhole()` keeps accepting connections but forwards nothing either way (a network
 *   partition, a frozen database: bytes sent get no answer); `flow()` forwards again, including
 *   what was held back, and connects the connections accepted meanwhile.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number };
  readonly #links = new Set<Link>();
  #server: Server | undefined;
  #blackholed = false;
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  async start(port = 0): Promise<number> {
    const server = createServer((client) => {
      const link: Link = { client, upstream: undefined };
      this.#links.add(link);
      const end = () => {
        client.destroy();
        link.upstream?.destroy();
        this.#links.delete(link);
      };
      client.on('error', end).on('close', end);
      if (this.#blackholed) client.pause();
      else this.#connect(link, end);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  #connect(link: Link, end: () => void): void {
    const upstream = connect(this.#target.port, this.#target.host);
    link.upstream = upstream;
    upstream.on('error', end).on('close', end);
    link.client.pipe(upstream);
    upstream.pipe(link.client);
    link.client.resume();
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    this.#blackholed = false;
    for (const link of this.#links) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    this.#links.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    await this.start(this.port);
  }

  /** Stops forwarding: what either side sends is held back unanswered; connections stay open. */
  blackhole(): void {
    this.#blackholed = true;
    for (const { client, upstream } of this.#links) {
      client.unpipe();
      upstream?.unpipe();
      client.pause();
      upstream?.pause();
    }
  }

  /** Forwards again (the held-back bytes first); connections accepted meanwhile are connected. */
  flow(): void {
    this.#blackholed = false;
    for (const link of this.#links) {
      const end = () => {
        link.client.destroy();
        link.upstream?.destroy();
        this.#links.delete(link);
      };
      if (!link.upstream) {
        this.#connect(link, end);
        continue;
      }
      link.client.pipe(link.upstream);
      link.upstream.pipe(link.client);
    }
  }
}
