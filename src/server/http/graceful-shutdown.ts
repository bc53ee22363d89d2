import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Stops a server without cutting anyone off (SIGTERM from a process manager or a rolling deploy):
 * it stops accepting connections, lets the requests in flight finish, refuses new ones that come
 * on connections already open (503, `Connection: close`, so a load balancer retries elsewhere),
 * then closes what the server holds (the database). Connections still busy after `drainMs` are cut.
 */
export class GracefulShutdown {
  #stopping = false;
  readonly #inFlight = new Set<ServerResponse>();

  get stopping(): boolean {
    return this.#stopping;
  }

  /** The server's handler, refusing requests once shutdown has begun. */
  wrap(handler: Handler): Handler {
    return (req, res) => {
      if (this.#stopping) {
        res.writeHead(503, { connection: 'close', 'retry-after': '1', 'content-type': 'text/plain; charset=utf-8' });
        res.end('The server is shutting down.\n');
        return;
      }
      this.#inFlight.add(res);
      // a connection kept alive is closed once its request in flight is answered
      res.once('close', () => {
        this.#inFlight.delete(res);
        if (this.#stopping) req.socket.end();
      });
      handler(req, res);
    };
  }

  async stop(server: Server, options: { drainMs: number; closeResources: () => Promise<void> }): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    // answers not started yet tell their client not to send more on the connection
    for (const res of this.#inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const closed = once(server, 'close');
    server.close();
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), options.drainMs);
    cut.unref();
    await closed;
    clearTimeout(cut);
    await options.closeResources();
  }
}
