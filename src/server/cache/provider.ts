import type { CacheProvider } from 'astro';
import { sharedCacheControl } from '../../lib/shared-cache-control';
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
      const cacheControl = sharedCacheControl(options);
      if (!cacheControl) return headers;
      headers.set('cache-control', cacheControl);
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
