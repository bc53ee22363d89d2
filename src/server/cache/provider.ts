import type { CacheProvider } from 'astro';
import { routeCache } from './route-cache';

/**
 * Astro's cache-provider API over the route cache (astro.config.ts `cache.provider`). Pages say
 * how long they keep and what they show through `Astro.cache.set` (src/server/cache/page-cache.ts);
 * this answers the headers a CDN reads and drops entries on `cache.invalidate`. Entries are looked
 * up and stored by src/server/cache/route-cache-middleware.ts, which keys them on the zone cookie:
 * Astro's own memory provider refuses pages that vary on cookies.
 */
export default function routeCacheProvider(): CacheProvider {
  return {
    name: 'andamio-route-cache',
    setHeaders(options) {
      const headers = new Headers();
      if (!options.maxAge) return headers;
      // A shared cache keys on the whole Cookie header: it can never hand one zone's prices to
      // another. Browsers revalidate every time (max-age=0) and get 304 while the page is the same.
      const swr = options.swr ? `, stale-while-revalidate=${options.swr}` : '';
      headers.set('cache-control', `public, max-age=0, s-maxage=${options.maxAge}${swr}`);
      headers.set('vary', 'cookie, accept-encoding');
      return headers;
    },
    async invalidate({ tags, path }) {
      const store = routeCache();
      if (!store) return;
      if (tags !== undefined) store.invalidate(typeof tags === 'string' ? [tags] : tags);
      if (path !== undefined) store.invalidatePage(path);
    },
  };
}
