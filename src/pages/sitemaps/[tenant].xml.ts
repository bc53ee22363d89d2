import type { APIContext, APIRoute } from 'astro';
import { sitemapName, urlsetXml } from '../../lib/sitemap';
import { collectionSource } from '../../server/content/store';
import { database } from '../../server/db/runtime';
import { tenantSitemapParts, xmlResponse } from '../../server/seo/sitemap';
import { getTenant, isTenantId } from '../../tenants/registry';

/** The error page with status 404, as the middleware renders it for an unknown path. */
async function notFound(context: APIContext): Promise<Response> {
  context.locals.errorStatus = 404;
  const page = await context.rewrite('/404');
  return new Response(page.body, { status: 404, headers: page.headers });
}

/** /sitemaps/{tenant}.xml, or /sitemaps/{tenant}-{n}.xml when the tenant's URLs fill several files. */
export const GET: APIRoute = async (context) => {
  const name = sitemapName(context.params.tenant ?? '');
  if (!name || !isTenantId(name.tenant)) return notFound(context);
  const parts = await tenantSitemapParts(await database(), collectionSource, getTenant(name.tenant));
  // a split tenant has only numbered parts; a tenant in one file has no numbered ones
  const split = parts.length > 1;
  const index = split === (name.part !== undefined) ? (name.part ?? 1) - 1 : -1;
  const part = parts[index];
  return part ? xmlResponse(urlsetXml(part)) : notFound(context);
};
