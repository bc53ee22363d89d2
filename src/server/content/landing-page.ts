import type { AstroGlobal } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import { database } from '../db/runtime';
import { logUnknownNames } from './catalogue-names';
import { type LandingGrids, landingGrids } from './landing-products';
import { findLanding, hasPreviewToken } from './landings';
import type { LandingEntry } from './source';
import { collectionSource } from './store';

/** What /{tenant}/landing/{id}/{slug}/ renders for a marketing landing page, if the id is one. */
export type LandingPageLoad =
  | { kind: 'none' }
  | { kind: 'response'; response: Response }
  | { kind: 'page'; landing: LandingEntry; view: LandingGrids; preview: boolean };

/**
 * A landing page answers inside its window, or to the preview token whatever its window or draft
 * flag; else 404 (the error page). What it names that the catalogue lacks is logged at each render
 * (a shopper's render is then cached for the zone). A wrong slug or upper case redirects to its own address,
 * keeping the query (the preview token).
 */
export async function loadLandingPage(astro: AstroGlobal, id: string, now = new Date()): Promise<LandingPageLoad> {
  const { tenant } = astro.locals;
  const found = await findLanding(collectionSource, tenant, id, now, hasPreviewToken(astro.url));
  if (found.kind === 'none') return found;
  if (found.kind === 'hidden') {
    astro.locals.errorStatus = 404;
    const page = await astro.rewrite('/404');
    return { kind: 'response', response: new Response(page.body, { status: 404, headers: page.headers }) };
  }
  if (found.url !== astro.url.pathname) {
    return { kind: 'response', response: astro.redirect(`${found.url}${astro.url.search}`, 302) };
  }
  const cookie = astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value;
  const view = await landingGrids(await database(), tenant, found.landing.blocks, cookie);
  logUnknownNames(tenant.tenant, found.url, view.unknown);
  return { kind: 'page', landing: found.landing, view, preview: found.preview };
}
