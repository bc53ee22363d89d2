import { z } from 'astro/zod';
import { hasBrandFacet } from './search-facets';
import { readSearchQuery, type SearchQuery } from './search-query';

/**
 * Redirect rules (docs/seo-and-urls.md): status 302, but 301 when the query contains the brand facet.
 * Automatic and landing-page redirection are on unless configured off.
 */

/** docs/seo-and-urls.md: client navigation redirects wait 1000 ms (kept with the other constants). */
export { clientRedirectDelayMs } from './constants';

export type RedirectStatus = 301 | 302;

export function redirectStatus(query: Pick<SearchQuery, 'facets'>): RedirectStatus {
  return hasBrandFacet(query.facets) ? 301 : 302;
}

/** Server configuration (feature toggles); a missing flag means on. */
export const redirectConfigSchema = z.object({
  automaticRedirect: z.boolean().default(true),
  landingPageRedirect: z.boolean().default(true),
});
export type RedirectConfig = z.input<typeof redirectConfigSchema>;
export type RedirectSettings = z.output<typeof redirectConfigSchema>;

export function redirectSettings(config: RedirectConfig = {}): RedirectSettings {
  return redirectConfigSchema.parse(config);
}

/**
 * Where the search service sends a search: 'automatic' for a term that has its own page
 * (a brand, a category), 'landing-page' for a term a campaign landing answers.
 */
export interface RedirectTarget {
  kind: 'automatic' | 'landing-page';
  location: string;
}

export interface Redirect {
  status: RedirectStatus;
  location: string;
}

/** A path on this site: one leading slash, so never "//host" or "/\host" (no open redirect). */
const sitePath = /^\/(?![/\\])/;

/**
 * The redirect to answer a search request with, or undefined to show the results. No
 * redirect when its kind is configured off, when the request says `landing=false` (a
 * landing page's "see all" link), when the target is not on this site, or when it is the
 * page already requested (a loop).
 */
export function searchRedirect(
  request: URL,
  target: RedirectTarget | undefined,
  config: RedirectConfig = {},
): Redirect | undefined {
  if (target === undefined || !sitePath.test(target.location)) return undefined;
  const settings = redirectSettings(config);
  const query = readSearchQuery(request.searchParams);
  const allowed =
    target.kind === 'automatic' ? settings.automaticRedirect : settings.landingPageRedirect && query.landing;
  if (!allowed) return undefined;
  const destination = new URL(target.location, request);
  if (destination.pathname === request.pathname && destination.search === request.search) return undefined;
  return { status: redirectStatus(query), location: target.location };
}
