import type { APIContext, MiddlewareNext } from 'astro';
import { takeCampaignParameters, withCampaignParameters } from '../../lib/campaign-parameters';

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * A page renders without the campaign tags of its URL (src/lib/campaign-parameters.ts): they are
 * not in the route cache's key, so whatever a page made of them would be served to the whole
 * zone. A redirect the page answers carries them on to where it leads.
 */
export async function withoutCampaignTags(context: APIContext, next: MiddlewareNext): Promise<Response> {
  // Astro.url in the page and its components is this same URL object
  const tags = takeCampaignParameters(context.url);
  const response = await next();
  const location = response.headers.get('location');
  if (tags.length === 0 || !redirects.has(response.status) || location === null) return response;
  const headers = new Headers(response.headers);
  headers.set('location', withCampaignParameters(location, tags, context.url.origin));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
