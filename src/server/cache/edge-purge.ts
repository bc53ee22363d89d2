import { ofetch } from 'ofetch';
import { describeError, logLine } from '../log';

/**
 * Purges a shared cache in front of the storefront by surrogate key (README "Behind a CDN"), so a
 * price or stock change reaches shoppers through it at once. CDN_PURGE picks the edge:
 * - `varnish`: `PURGE` to each of CDN_PURGE_URL (comma-separated, one per Varnish) with the keys
 *   in `xkey-purge`, as deploy/varnish/andamio.vcl expects;
 * - `fastly`: the API's purge by surrogate keys, `POST /service/{FASTLY_SERVICE_ID}/purge` with
 *   `Surrogate-Key` and `Fastly-Key: FASTLY_API_TOKEN`;
 * - `cloudflare`: `POST /zones/{CLOUDFLARE_ZONE_ID}/purge_cache` with `{"tags": […]}` and
 *   `Authorization: Bearer CLOUDFLARE_API_TOKEN`.
 * Unset, nothing is purged and pages keep their short s-maxage.
 */
export type EdgePurge = (keys: readonly string[]) => Promise<void>;

const timeout = 2000;

/** Each API's most keys per call: Fastly takes 256, Cloudflare 30 tags; a Varnish header is kept short. */
function inChunks(keys: readonly string[], size: number): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < keys.length; start += size) chunks.push(keys.slice(start, start + size));
  return chunks;
}

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new Error(`CDN_PURGE=${env.CDN_PURGE} needs ${name} (README "Behind a CDN")`);
  return value;
};

function varnish(env: NodeJS.ProcessEnv): EdgePurge {
  const urls = required(env, 'CDN_PURGE_URL')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return async (keys) => {
    for (const chunk of inChunks(keys, 100))
      await Promise.all(
        urls.map((url) =>
          ofetch(url, { method: 'PURGE', headers: { 'xkey-purge': chunk.join(' ') }, timeout, retry: 0 }),
        ),
      );
  };
}

function fastly(env: NodeJS.ProcessEnv): EdgePurge {
  const api = env.FASTLY_API_URL?.trim() || 'https://api.fastly.com';
  const service = required(env, 'FASTLY_SERVICE_ID');
  const token = required(env, 'FASTLY_API_TOKEN');
  return async (keys) => {
    for (const chunk of inChunks(keys, 256))
      await ofetch(`${api}/service/${encodeURIComponent(service)}/purge`, {
        method: 'POST',
        headers: { 'fastly-key': token, 'surrogate-key': chunk.join(' '), accept: 'application/json' },
        timeout,
        retry: 0,
      });
  };
}

function cloudflare(env: NodeJS.ProcessEnv): EdgePurge {
  const api = env.CLOUDFLARE_API_URL?.trim() || 'https://api.cloudflare.com/client/v4';
  const zone = required(env, 'CLOUDFLARE_ZONE_ID');
  const token = required(env, 'CLOUDFLARE_API_TOKEN');
  return async (keys) => {
    for (const chunk of inChunks(keys, 30))
      await ofetch(`${api}/zones/${encodeURIComponent(zone)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: { tags: chunk },
        timeout,
        retry: 0,
      });
  };
}

const edges = { varnish, fastly, cloudflare } as const;

/** The purge CDN_PURGE configures, or undefined when none is. An unknown edge stops start-up with its name. */
export function edgePurgeFrom(env: NodeJS.ProcessEnv = process.env): EdgePurge | undefined {
  const kind = env.CDN_PURGE?.trim();
  if (!kind) return undefined;
  if (!(kind in edges)) throw new Error(`CDN_PURGE=${kind} is none of ${Object.keys(edges).join(', ')}`);
  return edges[kind as keyof typeof edges](env);
}

let configured: EdgePurge | null | undefined;

/** This process's purge, read from the environment once. */
export function edgePurge(): EdgePurge | undefined {
  if (configured === undefined) configured = edgePurgeFrom() ?? null;
  return configured ?? undefined;
}

/**
 * Purges the keys, once the change is committed. A failed purge is logged, never thrown: the
 * change stands, and the edge's copy lapses at its s-maxage.
 */
export async function purgeEdge(keys: readonly string[]): Promise<void> {
  const purge = edgePurge();
  if (!purge || keys.length === 0) return;
  try {
    await purge(keys);
  } catch (error) {
    logLine('error', 'edge purge failed', { keys: keys.length, error: describeError(error) });
  }
}
