import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/robots';
import { publicOrigin } from '../server/seo/origin';
import { tenantIds } from '../tenants/schema';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt({ origin: publicOrigin(url), tenants: tenantIds }), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
