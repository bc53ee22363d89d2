import { RouteStore } from './route-store';

/**
 * The process's route cache (ROUTE_CACHE_MB, README "Configuration"): one store, however many
 * bundle chunks import this module, so the middleware that fills it and the cache provider that
 * invalidates it (src/server/cache/provider.ts) share it. 0 turns the cache off.
 */
export const defaultRouteCacheMegabytes = 64;

export function routeCacheMegabytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ROUTE_CACHE_MB?.trim();
  if (raw === undefined || raw === '') return defaultRouteCacheMegabytes;
  const megabytes = Number(raw);
  return Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : defaultRouteCacheMegabytes;
}

const slot = Symbol.for('andamio.routeCache');
type Holder = { [slot]?: RouteStore | null };

export function routeCache(): RouteStore | null {
  const holder = globalThis as Holder;
  if (holder[slot] === undefined) {
    const megabytes = routeCacheMegabytes();
    holder[slot] = megabytes > 0 ? new RouteStore(Math.round(megabytes * 1024 * 1024)) : null;
  }
  return holder[slot];
}

/** Tags a cached page carries, so a catalogue change drops exactly the pages that show it. */
export const cacheTags = {
  /** Every page of a tenant (content files, a whole-catalogue import). */
  tenant: (tenant: string) => `tenant:${tenant}`,
  /** A product's page, and every listing and landing grid that shows it. */
  product: (tenant: string, productId: string) => `product:${tenant}:${productId}`,
  category: (tenant: string, categoryId: string) => `category:${tenant}:${categoryId}`,
};

/** How long a page serves from memory and from a shared cache: store hours and delivery promises follow the clock. */
export const pageCachePolicy = { maxAge: 60, swr: 300 } as const;
