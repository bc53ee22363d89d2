import { endpoint } from '../../../../server/api/endpoint';
import { contentIndex, contentPage } from '../../../../server/content/pages';
import { collectionSource } from '../../../../server/content/store';

/**
 * docs/content-and-landings.md GET content/: the tenant's content pages; GET content/{id} or content/{id}/{slug}:
 * one page (help pages the tenant configuration links to, the no-results page…).
 */
export const GET = endpoint({}, async ({ tenant, astro, headers }) => {
  const path = astro.params.page?.split('/').filter((segment) => segment !== '') ?? [];
  headers.set('cache-control', 'public, max-age=300');
  if (path.length === 0) return { pages: await contentIndex(collectionSource, tenant) };
  return contentPage(collectionSource, tenant, path);
});
