import { facetParamPrefix, readFacets } from '../../lib/search-facets';

/**
 * Links of a listing page that work without JavaScript: each one is the current URL with one
 * change (a facet value on or off, a page), so the shopper's other choices are kept. Any change
 * to the filters goes back to page 1.
 */
const pageKey = 'currentpage';

function hrefOf(url: URL, params: URLSearchParams): string {
  const search = params.toString();
  return search === '' ? url.pathname : `${url.pathname}?${search}`;
}

const facetKey = (name: string) => `${facetParamPrefix}${name}`;
const isFacetKey = (key: string, name?: string) =>
  name === undefined ? key.toLowerCase().startsWith(facetParamPrefix) : key.toLowerCase() === facetKey(name);

function withoutKeys(url: URL, drop: (key: string, value: string) => boolean): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() !== pageKey && !drop(key, value)) params.append(key, value);
  }
  return params;
}

/** The value on when it is off, off when it is on. */
export function toggleFacetHref(url: URL, name: string, value: string, selected: boolean): string {
  const params = withoutKeys(url, (key, current) => isFacetKey(key, name) && current.trim() === value);
  if (!selected) params.append(facetKey(name), value);
  return hrefOf(url, params);
}

/** docs/search-and-listings.md "select all": every value of the facet on. */
export function selectAllFacetHref(url: URL, name: string, values: readonly string[]): string {
  const params = withoutKeys(url, (key) => isFacetKey(key, name));
  for (const value of values) params.append(facetKey(name), value);
  return hrefOf(url, params);
}

export function clearFacetHref(url: URL, name: string): string {
  return hrefOf(
    url,
    withoutKeys(url, (key) => isFacetKey(key, name)),
  );
}

export function clearAllFacetsHref(url: URL): string {
  return hrefOf(
    url,
    withoutKeys(url, (key) => isFacetKey(key)),
  );
}

export function pageHref(url: URL, page: number): string {
  const params = withoutKeys(url, () => false);
  if (page > 1) params.set(pageKey, String(page));
  return hrefOf(url, params);
}

/** The fields a GET form must carry to keep the shopper's other choices (all but these keys and the page). */
export function hiddenFields(url: URL, except: readonly string[]): [string, string][] {
  return [...withoutKeys(url, (key) => except.includes(key)).entries()];
}

/** Did-you-mean (docs/search-and-listings.md DYM): the corrected term, searched as such, never corrected again. */
export function didYouMeanHref(url: URL, searchPath: string, term: string): string {
  const params = withoutKeys(url, (key) => ['ntt', 'sterm', 'dym'].includes(key.toLowerCase()));
  const out = new URLSearchParams({ Ntt: term, DYM: 'true' });
  for (const [key, value] of params) out.append(key, value);
  return `${searchPath}?${out}`;
}

/** Query parameters that only change which slice of the same listing is shown (not its subject). */
const variantKeys = ['sortBy', pageKey, 'DYM'];

/** A facet, a sort or a page past the first: a variant of the base listing (noindex, canonical = base). */
export function isListingVariant(params: URLSearchParams): boolean {
  if (Object.keys(readFacets(params)).length > 0) return true;
  return variantKeys.some((key) => {
    const value = params.get(key);
    return value !== null && !(key === pageKey && value === '1');
  });
}
