import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Stand-ins on loopback for the purge APIs the storefront calls (src/server/cache/edge-purge.ts),
 * in their documented shapes:
 * - Fastly, batch purge by surrogate key: `POST /service/{service_id}/purge` with the keys in a
 *   `Surrogate-Key` header (at most 256) and the token in `Fastly-Key`; 200 with a purge id per key,
 *   401 for a wrong token;
 * - Cloudflare, purge by Cache-Tag: `POST /zones/{zone_id}/purge_cache` with `{"tags": [...]}` (at
 *   most 30) and `Authorization: Bearer <token>`; the v4 envelope `{success, errors, messages, result}`;
 * - Varnish with deploy/varnish/andamio.vcl: `PURGE /` with the keys in `xkey-purge`.
 * `purged` lists each call's keys, per edge, in order.
 */
export const purgeStandinCredentials = {
  fastlyService: 'SU1Z0isxPaozGVKXdv0eY',
  zone: '023e105f4ecef8ad9ca31a8372d0c353',
  token: 'purge-token',
};

export interface PurgeStandin {
  origin: string;
  purged: { fastly: string[][]; cloudflare: string[][]; varnish: string[][] };
  stop(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPurgeStandin(): Promise<PurgeStandin> {
  const purged: PurgeStandin['purged'] = { fastly: [], cloudflare: [], varnish: [] };
  const { fastlyService, zone, token } = purgeStandinCredentials;
  const server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'POST' && path === `/service/${fastlyService}/purge`) {
      if (req.headers['fastly-key'] !== token)
        return send(res, 401, { msg: 'Provided credentials are missing or invalid' });
      const keys = String(req.headers['surrogate-key'] ?? '')
        .split(' ')
        .filter(Boolean);
      if (keys.length === 0 || keys.length > 256) return send(res, 400, { msg: 'Between 1 and 256 keys', detail: '' });
      purged.fastly.push(keys);
      return send(res, 200, Object.fromEntries(keys.map((key, i) => [key, `108-1391560174-${974124 + i}`])));
    }
    if (req.method === 'POST' && path === `/zones/${zone}/purge_cache`) {
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(res, 403, {
          success: false,
          errors: [{ code: 10000, message: 'Authentication error' }],
          messages: [],
          result: null,
        });
      const tags = (JSON.parse(await bodyOf(req)) as { tags?: unknown }).tags;
      if (!Array.isArray(tags) || tags.length === 0 || tags.length > 30)
        return send(res, 400, {
          success: false,
          errors: [
            {
              code: 1012,
              message: 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ],
          messages: [],
          result: null,
        });
      purged.cloudflare.push(tags.map(String));
      return send(res, 200, { success: true, errors: [], messages: [], result: { id: zone } });
    }
    if (req.method === 'PURGE' && path === '/') {
      const keys = String(req.headers['xkey-purge'] ?? '')
        .split(' ')
        .filter(Boolean);
      purged.varnish.push(keys);
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(`Invalidated ${keys.length} objects`);
    }
    send(res, 404, { msg: 'Record not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    purged,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
