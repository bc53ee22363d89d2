import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GracefulShutdown } from './graceful-shutdown';

/** A real HTTP server whose answers take `delayMs`, behind the shutdown's handler. */
async function slowServer(delayMs: number) {
  const shutdown = new GracefulShutdown();
  const received: string[] = [];
  const events: string[] = [];
  const server = createServer(
    shutdown.wrap((req, res) => {
      received.push(req.url ?? '');
      setTimeout(() => res.end(`answered ${req.url}`, () => events.push(`answered ${req.url}`)), delayMs);
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { shutdown, server, port, received, events };
}

function get(port: number, path: string, agent?: import('node:http').Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GracefulShutdown', () => {
  it('lets a request in flight finish, then closes what the server holds', async () => {
    const { shutdown, server, port, received, events } = await slowServer(200);
    const inFlight = get(port, '/in-flight');
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = shutdown.stop(server, {
      drainMs: 5_000,
      closeResources: async () => {
        events.push('resources closed');
      },
    });
    expect(await inFlight).toMatchObject({ status: 200, body: 'answered /in-flight' });
    await stopped;
    expect(events).toEqual(['answered /in-flight', 'resources closed']);
  });

  it('refuses new connections once stopping', async () => {
    const { shutdown, server, port, received } = await slowServer(200);
    const inFlight = get(port, '/in-flight');
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = shutdown.stop(server, { drainMs: 5_000, closeResources: async () => {} });
    await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await inFlight;
    await stopped;
    expect(received).toEqual(['/in-flight']);
  });

  it('answers 503 and closes a kept-alive connection that asks again while stopping', async () => {
    const { shutdown, server, port } = await slowServer(0);
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/first', agent)).status).toBe(200);
    // the connection is idle and kept; the wrapped handler refuses what comes once stopping began
    const handler = server.listeners('request')[0] as (...args: unknown[]) => void;
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      void shutdown.stop(server, { drainMs: 5_000, closeResources: async () => {} });
      handler(req, res);
    });
    const refused = await get(port, '/second', agent);
    expect(refused).toMatchObject({ status: 503, connection: 'close' });
    agent.destroy();
  });

  it('cuts connections still busy after the drain time', async () => {
    const { shutdown, server, port, received } = await slowServer(60_000);
    const hanging = get(port, '/never').catch((error: NodeJS.ErrnoException) => error.code);
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    let closed = false;
    await shutdown.stop(server, {
      drainMs: 100,
      closeResources: async () => {
        closed = true;
      },
    });
    expect(await hanging).toBe('ECONNRESET');
    expect(closed).toBe(true);
  });
});
