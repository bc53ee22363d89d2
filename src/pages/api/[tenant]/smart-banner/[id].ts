import { endpoint } from '../../../../server/api/endpoint';
import { smartBanner } from '../../../../server/content/banners';
import { collectionSource } from '../../../../server/content/store';

/** docs/content-and-landings.md smart-banner/{id}: one banner showing now, by its id; otherwise 404. */
export const GET = endpoint({}, async ({ tenant, astro, headers }) => {
  headers.set('cache-control', 'public, max-age=60');
  return smartBanner(collectionSource, tenant, astro.params.id ?? '', new Date());
});
