import type { APIRoute } from 'astro';
import { type SitemapEntry, sitemapIndexXml, sitemapPath } from '../lib/sitemap';
import { collectionSource } from '../server/content/store';
import { database } from '../server/db/runtime';
import { siteOrigin } from '../server/seo/origin';
import { tenantSitemapParts, xmlResponse } from '../server/seo/sitemap';
import { getTenant } from '../tenants/registry';
import { tenantIds } from '../tenants/schema';

/**
 * One sitemap per tenant, or its numbered parts when it passes the protocol's limits, each on its
 * tenant's origin: the origin of the URLs it lists.
 */
export const GET: APIRoute = async () => {
  const handle = await database();
  const entries: SitemapEntry[] = [];
  for (const id of tenantIds) {
    const tenant = getTenant(id);
    const origin = siteOrigin(tenant);
    const parts = await tenantSitemapParts(handle, collectionSource, tenant);
    for (let part = 1; part <= parts.length; part++) {
      entries.push({ loc: `${origin}${sitemapPath(id, part, parts.length)}` });
    }
  }
  return xmlResponse(sitemapIndexXml(entries));
};
