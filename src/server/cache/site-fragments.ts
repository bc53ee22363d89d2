import type { KeptFragment } from '../render/kept-fragment';
import { fragmentBytes } from '../render/kept-fragment';
import { cardCacheMegabytes } from './card-fragments';
import { FragmentStore } from './fragment-store';

/**
 * The process's kept site header and page foot (src/server/render/kept-fragment.ts): what every
 * page of a tenant shows the same for every shopper of a zone, so a crawl that misses every
 * product once still takes them from memory. A header weighs about 17 KB here (8 KB of HTML, two
 * bytes a character), one per tenant and zone place name: the seeded tenants' 567 place names take
 * about 10 MB, and crawlers, who choose no zone, share one header per tenant. CARD_CACHE_MB=0 turns
 * off every kept fragment, these too.
 */
const siteFragmentBytes = 12 * 1024 * 1024;

const slot = Symbol.for('andamio.siteFragments');
type Holder = { [slot]?: FragmentStore<KeptFragment> | null };

export function siteFragments(): FragmentStore<KeptFragment> | null {
  const holder = globalThis as Holder;
  if (holder[slot] === undefined) {
    holder[slot] = cardCacheMegabytes() > 0 ? new FragmentStore(siteFragmentBytes, fragmentBytes) : null;
  }
  return holder[slot];
}

export interface HeaderShown {
  tenant: string;
  /** The zone's place name, or the tenant's fallback label. */
  regionLabel: string;
  zoneChosen: boolean;
}

/**
 * The key of the site header: the tenant (its language, words, links and flags come from its
 * configuration, read once at start-up) and the zone's place name. The page's address (the location
 * link's `back`) and the search term are filled in per page; the cart count and the shopper's name
 * are the islands' (pages that render them on the server keep nothing: see SiteHeader.astro).
 */
export function siteHeaderKey(shown: HeaderShown): string {
  return JSON.stringify(['header', shown.tenant, shown.regionLabel, shown.zoneChosen]);
}

/** The key of the page foot (footer, toasts, compare bar): the tenant, the year it shows, and whether it has the compare bar. */
export function siteFootKey(shown: { tenant: string; year: number; compareBar: boolean }): string {
  return JSON.stringify(['foot', shown.tenant, shown.year, shown.compareBar]);
}
