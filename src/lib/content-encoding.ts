import { LRUCache } from 'lru-cache';

export type ContentEncoding = 'br' | 'gzip';

// Clients send a handful of distinct Accept-Encoding headers; each is read once, not per request.
const chosen = new LRUCache<string, ContentEncoding | 'identity'>({ max: 64 });

/**
 * The compression to answer with, from an Accept-Encoding header: brotli when the client takes it,
 * else gzip, else none. A coding listed with q=0 is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let choice = chosen.get(acceptEncoding);
  if (choice === undefined) {
    choice = readEncoding(acceptEncoding) ?? 'identity';
    chosen.set(acceptEncoding, choice);
  }
  return choice === 'identity' ? undefined : choice;
}

function readEncoding(acceptEncoding: string): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: ContentEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
