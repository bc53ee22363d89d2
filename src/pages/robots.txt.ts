import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/robots';
import { siteOrigin, tenantOfHost } from '../server/seo/origin';
import { tenantIds } from '../tenants/schema';

/** The sitemap index is named on the same origin as the canonical links of the host's site. */
export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt({ origin: siteOrigin(tenantOfHost(url.hostname)), tenants: tenantIds }), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
