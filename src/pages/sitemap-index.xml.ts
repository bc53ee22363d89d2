import type { APIRoute } from 'astro';
import { type SitemapEntry, sitemapIndexXml, sitemapPath } from '../lib/sitemap';
import { collectionSource } from '../server/content/store';
import { database } from '../server/db/runtime';
import { siteOrigin, tenantOfHost } from '../server/seo/origin';
import { tenantSitemapParts, xmlResponse } from '../server/seo/sitemap';
import { getTenant } from '../tenants/registry';
import { tenantIds } from '../tenants/schema';

/**
 * The sitemap index of the host it is asked on: the sitemaps of the tenants whose pages live on
 * that host's origin (the origin of its canonical links, robots.txt's rule), one per tenant or its
 * numbered parts when it passes the protocol's limits. The sitemaps protocol accepts only children
 * on the index's own host: with each tenant on its own domain that is the host's tenant alone;
 * with SITE_URL (every tenant under one address) it is all of them.
 */
export const GET: APIRoute = async ({ url }) => {
  const handle = await database();
  const origin = siteOrigin(tenantOfHost(url.hostname));
  const entries: SitemapEntry[] = [];
  for (const id of tenantIds) {
    const tenant = getTenant(id);
    if (siteOrigin(tenant) !== origin) continue;
    const parts = await tenantSitemapParts(handle, collectionSource, tenant);
    for (let part = 1; part <= parts.length; part++) {
      entries.push({ loc: `${origin}${sitemapPath(id, part, parts.length)}` });
    }
  }
  return xmlResponse(sitemapIndexXml(entries));
};
