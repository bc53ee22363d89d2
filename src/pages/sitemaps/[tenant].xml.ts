import type { APIRoute } from 'astro';
import { sitemapName, urlsetXml } from '../../lib/sitemap';
import { collectionSource } from '../../server/content/store';
import { database } from '../../server/db/runtime';
import { errorPage } from '../../server/http/error-page';
import { tenantSitemapParts, xmlResponse } from '../../server/seo/sitemap';
import { getTenant, isTenantId } from '../../tenants/registry';

/** /sitemaps/{tenant}.xml, or /sitemaps/{tenant}-{n}.xml when the tenant's URLs fill several files. */
export const GET: APIRoute = async (context) => {
  const name = sitemapName(context.params.tenant ?? '');
  if (!name || !isTenantId(name.tenant)) return errorPage(context, 404);
  const parts = await tenantSitemapParts(await database(), collectionSource, getTenant(name.tenant));
  // a split tenant has only numbered parts; a tenant in one file has no numbered ones
  const split = parts.length > 1;
  const index = split === (name.part !== undefined) ? (name.part ?? 1) - 1 : -1;
  const part = parts[index];
  return part ? xmlResponse(urlsetXml(part)) : errorPage(context, 404);
};
