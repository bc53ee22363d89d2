import { timingSafeEqual } from 'node:crypto';
import { isLive } from '../../lib/content/landing-schedule';
import { landingUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { ContentSource, LandingEntry } from './source';

/** What a landing address answers: nothing of that id, a page not shown now, or the page. */
export type LandingLookup =
  | { kind: 'none' }
  | { kind: 'hidden' }
  | { kind: 'page'; landing: LandingEntry; url: string; preview: boolean };

/**
 * Whether the request carries the preview token (`?preview=<PREVIEW_TOKEN>`): editors see a draft
 * or a page outside its window before shoppers do. Without PREVIEW_TOKEN there is no preview.
 */
export function hasPreviewToken(url: URL, token = process.env.PREVIEW_TOKEN): boolean {
  const given = url.searchParams.get('preview');
  if (!token || given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  // compared in constant time: the token must not be guessable from response times
  return a.length === b.length && timingSafeEqual(a, b);
}

export const landingPath = (tenant: Tenant, landing: Pick<LandingEntry, 'id' | 'slug'>) =>
  landingUrl(tenant, { landingId: landing.id, name: landing.slug });

/** The landing page of this id, as shoppers (or, with the token, editors) may see it now. */
export async function findLanding(
  source: ContentSource,
  tenant: Tenant,
  id: string,
  now: Date,
  preview: boolean,
): Promise<LandingLookup> {
  const landing = (await source.landings?.(tenant.tenant))?.find((entry) => entry.id === id);
  if (!landing) return { kind: 'none' };
  if (!preview && !isLive(landing, now)) return { kind: 'hidden' };
  return { kind: 'page', landing, url: landingPath(tenant, landing), preview };
}

/** The landing pages shoppers can see now, for the sitemap. */
export async function liveLandings(source: ContentSource, tenant: Tenant, now: Date): Promise<LandingEntry[]> {
  const landings = (await source.landings?.(tenant.tenant)) ?? [];
  return landings.filter((landing) => isLive(landing, now)).sort((a, b) => a.id.localeCompare(b.id));
}
