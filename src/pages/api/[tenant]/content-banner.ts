import { endpoint } from '../../../server/api/endpoint';
import { bannersShowing } from '../../../server/content/banners';
import { contentBannerQuerySchema } from '../../../server/content/queries';
import { collectionSource } from '../../../server/content/store';

/** docs/content-and-landings.md fetchContentBanner: the banners of one position showing now. */
export const GET = endpoint({ query: contentBannerQuerySchema }, async ({ tenant, query, headers }) => {
  headers.set('cache-control', 'public, max-age=60');
  const banners = await bannersShowing(collectionSource, tenant, {
    now: new Date(),
    position: query.position,
    limit: query.limit,
  });
  return { position: query.position, banners };
});
