import type { CacheProvider } from 'astro';
import { surrogateKeyHeaders } from '../../lib/edge-cache';
import { sharedCacheControl } from '../../lib/shared-cache-control';
import { edgePurge } from './edge-purge';
import { routeCache } from './route-cache';

/**
 * Astro's cache-provider API over the route cache (astro.config.ts `cache.provider`). Pages say
 * how long they keep and what they show through `Astro.cache.set` (src/server/cache/page-cache.ts);
 * this answers the headers a CDN reads (Cache-Control and surrogate keys: README "Behind a CDN") and drops entries on `cache.invalidate`. Entries are looked
 * up and stored by src/server/cache/route-cache-middleware.ts, which keys them on the zone cookie:
 * Astro's own memory provider refuses pages that vary on cookies.
 */
export default function routeCacheProvider(): CacheProvider {
  return {
    name: 'andamio-route-cache',
    setHeaders(options) {
      const headers = new Headers();
      const cacheControl = sharedCacheControl(options, { purged: Boolean(edgePurge()) });
      if (!cacheControl) return headers;
      headers.set('cache-control', cacheControl);
      // Vary follows the request's tenant, which the middleware knows (src/middleware.ts)
      for (const [name, value] of surrogateKeyHeaders(options.tags ?? [])) headers.set(name, value);
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
