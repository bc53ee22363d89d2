import type { SearchIndex } from '../search/build-index';
import { inZoneStore, zoneStores } from '../search/facet-filters';
import { correctTerm, matchTerm } from '../search/match';
import { topK } from '../search/top-k';
import type { SearchDocument, SearchZone } from '../search/types';

/**
 * What the no-results page offers instead (docs/search-and-listings.md): the departments shoppers buy most from,
 * the best sellers they can buy where they are, and a correction when the term was misspelt.
 */
export function popularDepartments(index: SearchIndex, limit: number): { id: string; name: string }[] {
  const scores = new Map<string, { id: string; name: string; score: number }>();
  for (const ordinal of index.all) {
    const root = index.docs.categories(ordinal)[0];
    if (!root) continue;
    const entry = scores.get(root.id) ?? { ...root, score: 0 };
    entry.score += index.docs.popularity(ordinal);
    scores.set(root.id, entry);
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

/** Best sellers with a price in the zone's group and a way to get them there. */
export function popularProducts(index: SearchIndex, zone: SearchZone, limit: number): SearchDocument[] {
  const c = index.columns;
  const prices = c.price.get(zone.priceGroupId);
  const stores = zoneStores(index, zone);
  // What deliveryOptions decides per document, read from the columns.
  const buyable = index.all.filter(
    (o) =>
      prices !== undefined &&
      !Number.isNaN(prices[o] as number) &&
      ((zone.homeDelivery && c.shipsHome[o] === 1) || inZoneStore(stores, o)),
  );
  const popularity = (o: number) => index.docs.popularity(o);
  const best = topK(buyable, limit, (a, b) => popularity(b) - popularity(a) || a - b);
  return best.map((ordinal) => index.doc(ordinal) as SearchDocument);
}

/** The corrected term, when the correction finds products ("pintrua" → "pintura"). */
export function correctionWithResults(index: SearchIndex, term: string): string | undefined {
  const corrected = correctTerm(index, term);
  return corrected !== undefined && matchTerm(index, corrected).docs.length > 0 ? corrected : undefined;
}
