import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { solidPng } from '../../support/solid-png';

/**
 * Map tiles are an external service: a loopback stand-in answers with a grey tile (or, when told
 * to fail, a 503), and counts what it was asked for.
 */
export interface TileServer {
  template: string;
  requests: string[];
  failing: boolean;
  close: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const tile = solidPng([0xdd, 0xdd, 0xdd], 256);
  const state = { requests: [] as string[], failing: false };
  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    if (state.failing || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(state.failing ? 503 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(tile);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * MAP_TILE_URL is read from the server's environment, so a second storefront runs on the same
 * build and database as the test server, with the tile stand-in configured.
 */
export async function startStorefrontWithTiles(tileUrl: string): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const entry = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'server', 'entry.mjs');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_PATH: process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite',
      MAP_TILE_URL: tileUrl,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const up = await fetch(`${baseURL}/cl/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseURL, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the storefront with map tiles did not start');
}
