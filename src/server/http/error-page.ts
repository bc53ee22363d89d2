import type { APIContext } from 'astro';

/**
 * The error page in place, with `status`, in the tenant's language (src/pages/404.astro renders
 * every status): no redirect, so crawlers see the real status. Astro answers a rewrite to /404
 * with 404, so the wanted status is put back here.
 */
export async function errorPage(context: Pick<APIContext, 'locals' | 'rewrite'>, status: number): Promise<Response> {
  context.locals.errorStatus = status;
  const page = await context.rewrite('/404');
  return new Response(page.body, { status, headers: page.headers });
}
