import { facetParamPrefix } from './search-facets';

/**
 * The guided search banner with JavaScript (docs/tools.md): the shopper picks several of its choices
 * and sees the listing once. The listing's URL keeps its other parameters (search words, other
 * filters, order) and loses its page, as any change of filters does; the banner's own facet
 * values are set to exactly the picked ones.
 */
export interface GuidedFacet {
  name: string;
  value: string;
}

const pageKey = 'currentpage';

export function guidedSelectionHref(
  currentHref: string,
  banner: readonly GuidedFacet[],
  picked: readonly GuidedFacet[],
): string {
  const url = new URL(currentHref, 'http://listing.invalid');
  const ours = (key: string, value: string) =>
    banner.some((facet) => key.toLowerCase() === `${facetParamPrefix}${facet.name}` && value.trim() === facet.value);
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() !== pageKey && !ours(key, value)) params.append(key, value);
  }
  for (const facet of picked) params.append(`${facetParamPrefix}${facet.name}`, facet.value);
  const search = params.toString();
  return search === '' ? url.pathname : `${url.pathname}?${search}`;
}
