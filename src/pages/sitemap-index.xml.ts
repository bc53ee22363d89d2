import type { APIRoute } from 'astro';
import { type SitemapEntry, sitemapIndexXml, sitemapPath } from '../lib/sitemap';
import { collectionSource } from '../server/content/store';
import { database } from '../server/db/runtime';
import { publicOrigin } from '../server/seo/origin';
import { tenantSitemapParts, xmlResponse } from '../server/seo/sitemap';
import { getTenant } from '../tenants/registry';
import { tenantIds } from '../tenants/schema';

/** One sitemap per tenant, or its numbered parts when it passes the protocol's limits. */
export const GET: APIRoute = async ({ url }) => {
  const handle = await database();
  const origin = publicOrigin(url);
  const entries: SitemapEntry[] = [];
  for (const id of tenantIds) {
    const parts = await tenantSitemapParts(handle, collectionSource, getTenant(id));
    for (let part = 1; part <= parts.length; part++) {
      entries.push({ loc: `${origin}${sitemapPath(id, part, parts.length)}` });
    }
  }
  return xmlResponse(sitemapIndexXml(entries));
};
