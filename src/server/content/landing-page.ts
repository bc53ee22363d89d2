import { database } from '../db/runtime';
import type { RequestScope } from '../request/request-scope';
import { logUnknownNames } from './catalogue-names';
import { type LandingGrids, landingGrids } from './landing-products';
import { findLanding, hasPreviewToken } from './landings';
import type { LandingEntry } from './source';
import { collectionSource } from './store';

/** What /{tenant}/landing/{id}/{slug}/ renders for a marketing landing page, if the id is one. */
export type LandingPageLoad =
  | { kind: 'none' }
  /** Out of its window or a draft, and no preview token: the error page's 404. */
  | { kind: 'notFound' }
  | { kind: 'response'; response: Response }
  | { kind: 'page'; landing: LandingEntry; view: LandingGrids; preview: boolean };

/**
 * A landing page answers inside its window, or to the preview token whatever its window or draft
 * flag; else 404 (the error page). What it names that the catalogue lacks is logged at each render
 * (a shopper's render is then cached for the zone). A wrong slug or upper case redirects to its own address,
 * keeping the query (the preview token).
 */
export async function loadLandingPage(
  scope: RequestScope,
  url: URL,
  id: string,
  now = new Date(),
): Promise<LandingPageLoad> {
  const { tenant } = scope;
  const found = await findLanding(collectionSource, tenant, id, now, hasPreviewToken(url));
  if (found.kind === 'none') return found;
  if (found.kind === 'hidden') return { kind: 'notFound' };
  if (found.url !== url.pathname) {
    const location = `${found.url}${url.search}`;
    return { kind: 'response', response: new Response(null, { status: 302, headers: { location } }) };
  }
  const view = await landingGrids(await database(), tenant, found.landing.blocks, scope.zoneCookie);
  logUnknownNames(tenant.tenant, found.url, view.unknown);
  return { kind: 'page', landing: found.landing, view, preview: found.preview };
}
