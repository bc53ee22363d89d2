import { listFacetValues, maxAttributeFacets, priceBuckets, ratingSteps } from '../facet-counts';
import type { Facet, FacetValue, SearchRequest } from '../types';
import type { Vocabulary } from './rows';

/** Counts as the search statement returns them: facet, value, products. */
export type FacetRow = [facet: string, value: string, count: number];

/** The facets from their counts, in facet-counts.ts's order and with its rules. */
export function facetsOf(
  result: { facets: FacetRow[]; prices: number[] },
  request: SearchRequest,
  vocabulary: Vocabulary,
): Facet[] {
  const counts = new Map<string, Map<string, number>>();
  for (const [facet, value, count] of result.facets) {
    const values = counts.get(facet) ?? new Map<string, number>();
    counts.set(facet, values);
    values.set(value, count);
  }
  const countOf = (facet: string, value: string) => counts.get(facet)?.get(value) ?? 0;
  const selected = (name: string) => request.facets[name] ?? [];
  const facets: Facet[] = [];
  const push = (name: string, kind: Facet['kind'], values: FacetValue[], label?: string) => {
    if (values.length > 0) facets.push({ name, kind, values, ...(label === undefined ? {} : { label }) });
  };
  const listed = (name: string, entries: { value: string; label?: string }[], keepOrder = false) =>
    listFacetValues(
      entries.map((entry) => ({ ...entry, count: countOf(name, entry.value) })),
      selected(name),
      keepOrder,
    );
  push(
    'category',
    'category',
    listed(
      'category',
      vocabulary.categories.map((c) => ({ value: c.id, label: c.name })),
    ),
  );
  push(
    'brand',
    'brand',
    listed(
      'brand',
      vocabulary.brandFacet.map((b) => ({ value: b.slug, label: b.name })),
    ),
  );
  push('price', 'price', priceBuckets(result.prices, selected('price')));
  push(
    'rating',
    'rating',
    listed(
      'rating',
      ratingSteps.map((step) => ({ value: String(step) })),
      true,
    ),
  );
  push(
    'color',
    'color',
    listed(
      'color',
      vocabulary.colors.map((c) => ({ value: c.slug, label: c.name })),
    ),
  );
  const delivery = listFacetValues(
    ['HD', 'CC', 'BS'].map((value) => ({ value, count: countOf('delivery', value === 'BS' ? 'CC' : value) })),
    selected('delivery'),
    true,
  );
  push('delivery', 'delivery', delivery);
  const stores = request.zone.storeIds.filter((id) => vocabulary.stores.includes(id));
  push(
    'store',
    'store',
    listed(
      'store',
      stores.map((value) => ({ value })),
      true,
    ),
  );
  const attributes = vocabulary.attributes.map((facet) => {
    const entries = facet.values.map((value) => ({
      value: value.slug,
      label: value.label,
      count: value.slug === '' ? 0 : countOf('attribute', `${facet.name}\u001f${value.slug}`),
    }));
    const covered = entries.reduce((sum, entry) => sum + entry.count, 0);
    const distinct = entries.filter((entry) => entry.count > 0).length;
    return { facet, entries, covered, distinct };
  });
  attributes
    .filter(({ facet, covered, distinct }) => (covered > 0 && distinct > 1) || selected(facet.name).length > 0)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, maxAttributeFacets)
    .forEach(({ facet, entries }) => {
      const values = listFacetValues(entries, selected(facet.name), false).filter((v) => v.value !== '');
      push(facet.name, 'attribute', values, facet.label);
    });
  return facets;
}
