import { listing } from './constants';

/**
 * Facet filters in a listing URL (docs/search-and-listings.md "facets"). Wire format, one parameter per
 * selected value: `f.<facet>=<value>`, e.g. `?Ntt=taladro&f.brand=Bosch&f.brand=Makita&f.voltage=18V`.
 * Readable, bookmarkable, and a facet is found by name, which the redirect rule needs
 * (docs/search-and-listings.md: 301 when the query contains the brand facet).
 */
export const facetParamPrefix = 'f.';

/** The facet whose presence makes a redirect permanent (docs/search-and-listings.md). */
export const brandFacet = 'brand';

/** Selected values by facet name, in the order the shopper chose them. */
export type Facets = Record<string, string[]>;

export const facetLimits = {
  /** A facet name is a catalogue attribute id: a letter, then letters, digits, "_" or "-". */
  name: /^[a-z][a-z0-9_-]{0,39}$/,
  /** Longest value kept, in characters: longer than any brand or colour name in the catalogue. */
  valueMaxLength: 100,
  /** docs/search-and-listings.md: maximum filter limit 100; values past it are ignored. */
  maxValues: listing.maxFilterLimit,
} as const;

function facetValue(raw: string): string | undefined {
  const value = raw.replace(/\s+/gu, ' ').trim();
  return value.length > 0 && value.length <= facetLimits.valueMaxLength ? value : undefined;
}

/**
 * Keeps valid facet names (lower-cased) and values (trimmed), drops duplicates and empty
 * facets, and stops at the maximum filter limit. Never throws: bad entries are ignored.
 */
export function normaliseFacets(entries: Iterable<readonly [string, string]>): Facets {
  const byName = new Map<string, string[]>();
  let count = 0;
  for (const [rawName, rawValue] of entries) {
    const name = rawName.trim().toLowerCase();
    const value = facetValue(rawValue);
    if (!facetLimits.name.test(name) || value === undefined) continue;
    const values = byName.get(name) ?? [];
    if (values.includes(value)) continue;
    if (count === facetLimits.maxValues) break;
    values.push(value);
    byName.set(name, values);
    count += 1;
  }
  // fromEntries defines own properties, so a facet named "__proto__" stays data
  return Object.fromEntries(byName);
}

export function facetEntries(facets: Facets): [string, string][] {
  return Object.entries(facets).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]));
}

/** Facet filters from a query string's `f.<facet>` parameters. */
export function readFacets(params: URLSearchParams): Facets {
  const entries: [string, string][] = [];
  for (const [key, value] of params) {
    if (key.toLowerCase().startsWith(facetParamPrefix)) entries.push([key.slice(facetParamPrefix.length), value]);
  }
  return normaliseFacets(entries);
}

export function writeFacets(params: URLSearchParams, facets: Facets): void {
  for (const [name, value] of facetEntries(facets)) params.append(`${facetParamPrefix}${name}`, value);
}

/** docs/search-and-listings.md: a query filtered by brand asks for a permanent redirect. */
export function hasBrandFacet(facets: Facets): boolean {
  return (facets[brandFacet]?.length ?? 0) > 0;
}
