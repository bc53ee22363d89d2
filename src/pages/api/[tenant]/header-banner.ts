import { endpoint } from '../../../server/api/endpoint';
import { bannersShowing } from '../../../server/content/banners';
import { collectionSource } from '../../../server/content/store';

/** docs/content-and-landings.md fetchHeaderBanner, docs/content-and-landings.md header state "banner list": the header banners showing now. */
export const GET = endpoint({}, async ({ tenant, headers }) => {
  // Campaigns start and end on the minute: a short public cache keeps that close enough.
  headers.set('cache-control', 'public, max-age=60');
  return { banners: await bannersShowing(collectionSource, tenant, { now: new Date(), position: 'header' }) };
});
