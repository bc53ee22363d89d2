import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from '../../support/solid-png';
import { type StorefrontProcess, startStorefront } from '../../support/storefront-process';

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

/** The stand-in's credit line: markup in it must show as text on the map. */
export const tileCredit = '© Teselas <b>de prueba</b> & co';

/**
 * MAP_TILE_URL is read from the server's environment, so a second storefront runs on the same
 * build and database as the test server, with the tile stand-in and its credit configured.
 */
export function startStorefrontWithTiles(tileUrl: string): Promise<StorefrontProcess> {
  return startStorefront({ env: { MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: tileCredit } });
}
