/**
 * Where sponsored products go in a listing page (docs/tracking-and-ads.md "Recommendations: minimum pods 1 on
 * product and list pages, … place after 20, first sponsored banner position 30").
 *
 * Our reading, for a page of 28 products (docs/tracking-and-ads.md default page size) in a 4-column grid:
 * - "place after 20": the sponsored product cards form one row placed after the 20th product
 *   of the page (five full rows of organic results first), in the order the ads service ranks
 *   them (its `position` 1, 2, …);
 * - "minimum pods 1": one ad is enough to show the row; a page with fewer than 20 products
 *   shows the row after its last product, so short result lists still carry their ads;
 * - "first sponsored banner position 30" is a display banner (a creative, not a product) at the
 *   30th place of the list; the ads service serves products only, so there is no banner to place.
 * An ad for a product already shown on the page is left out (no card twice on one page).
 */
export const sponsoredPlacement = { after: 20, limit: 4 } as const;

export type ListingSlot<P, A> = { kind: 'product'; product: P } | { kind: 'sponsored'; ad: A };

export function placeSponsored<P extends { id: string }, A extends { position: number; product: { id: string } }>(
  products: readonly P[],
  ads: readonly A[],
  after: number = sponsoredPlacement.after,
): ListingSlot<P, A>[] {
  const shown = new Set(products.map((product) => product.id));
  const sponsored = ads
    .filter((ad) => !shown.has(ad.product.id))
    .sort((a, b) => a.position - b.position)
    .map((ad): ListingSlot<P, A> => ({ kind: 'sponsored', ad }));
  const organic = products.map((product): ListingSlot<P, A> => ({ kind: 'product', product }));
  const at = Math.min(after, organic.length);
  return [...organic.slice(0, at), ...sponsored, ...organic.slice(at)];
}
