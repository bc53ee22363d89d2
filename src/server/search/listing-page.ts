import { canonicalise } from '../../lib/canonical-route';
import type { Alternate } from '../../lib/hreflang';
import type { Translate } from '../../lib/messages';
import { parseRoute } from '../../lib/route-parser';
import { noSearchResultUrl, seoSearchUrl } from '../../lib/routes';
import { readFacets } from '../../lib/search-facets';
import type { Tenant } from '../../tenants/schema';
import { queryObject } from '../api/body';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { database } from '../db/runtime';
import { categoryLink, categoryPath, categoryTree } from '../product/categories';
import type { RequestScope } from '../request/request-scope';
import { categoryAlternates } from '../seo/alternates';
import { pageBreadcrumb, type TrailStep } from '../seo/breadcrumbs';
import { siteHref } from '../seo/origin';
import { type ListingResult, type ListingScope, runListing } from './listing';
import { isListingVariant } from './listing-links';
import { type ListingPromotions, listingPromotions } from './listing-promotions';
import { listingQuerySchema } from './listing-query';
import { searchIndex } from './registry';

/** What a listing page renders, or the response it must answer with instead. */
export type ListingPage =
  | {
      kind: 'page';
      result: ListingResult;
      heading: string;
      /** What the shopper typed (search pages), before any did-you-mean correction. */
      typedTerm: string;
      canonical: string;
      variant: boolean;
      /** The /search?Ntt= form, whose indexable twin is the short SEO route. */
      searchQuery: boolean;
      /** hreflang: the same listing on the other country sites (a category's base page only). */
      alternates: Alternate[];
      /** schema.org BreadcrumbList: home, a category's parents, the listing itself. */
      breadcrumb: object;
      /** Sponsored products and the guided search banner beside the results. */
      promotions: ListingPromotions;
    }
  /** An unknown subject, or a URL the listing cannot read: the error page's 404. */
  | { kind: 'notFound' }
  | { kind: 'response'; response: Response };

/** The page a listing is loaded for: its address, and whether a crawler asks (it gets no ads). */
export interface ListingRequest {
  url: URL;
  crawler: boolean;
}

const notFound = { kind: 'notFound' } as const;

function redirect(location: string, status: 301 | 302) {
  return { kind: 'response' as const, response: new Response(null, { status, headers: { location } }) };
}

/** A category id as the catalogue writes it: page URLs are lower-case (docs/seo-and-urls.md), ids need not be. */
function catalogueId(ids: Iterable<string>, id: string): string | undefined {
  for (const known of ids) if (known.toLowerCase() === id) return known;
  return undefined;
}

/**
 * Loads a listing page (docs/search-and-listings.md): canonical path or redirect (302, 301 with the brand facet),
 * unknown subject -> error page 404, a search with no results -> the no-results page.
 */
export async function loadListingPage(
  shopper: RequestScope,
  t: Translate,
  page: ListingRequest,
  scope: ListingScope,
): Promise<ListingPage> {
  const { tenant } = shopper;
  const { url } = page;
  const route = parseRoute(url);
  const handle = await database();
  const index = await searchIndex(handle, tenant.tenant);
  const raw = queryObject(url.searchParams);
  let heading = '';
  let canonicalSlug: string | undefined;
  const extra: Record<string, string> = {};
  if (route.kind === 'category' && scope === 'category') {
    const id = catalogueId(index.categoryNames.keys(), route.categoryId);
    if (id === undefined) return notFound;
    heading = index.categoryNames.get(id) ?? id;
    canonicalSlug = heading;
    extra.categoryId = id;
  } else if (route.kind === 'brand' && scope === 'brand') {
    const brand = index.brands.get(route.brand);
    if (brand === undefined) return notFound;
    heading = brand.name;
    canonicalSlug = brand.slug;
    extra.brandQuery = brand.slug;
  } else if (route.kind === 'collection' && scope === 'collection') {
    const row = await handle.db
      .selectFrom('collections')
      .select('title')
      .where('tenant', '=', tenant.tenant)
      .where('id', '=', route.collectionPageId)
      .executeTakeFirst();
    if (row === undefined) return notFound;
    heading = row.title;
    extra.collectionPageId = route.collectionPageId;
  } else if (route.kind === 'search' && scope === 'search') {
    if (route.seo) {
      extra.Ntt = route.query.term;
      delete raw.sTerm;
    }
  } else {
    return notFound;
  }
  if (route.kind !== 'search') {
    const canonical = canonicalise(url, route, canonicalSlug);
    if (!canonical.canonical) return redirect(canonical.location, canonical.status);
  }
  // a page URL that the listing cannot read (a bad page number, no term) is a 404 page, never a 500
  const query = listingQuerySchema.safeParse({ ...raw, ...extra });
  if (!query.success) return notFound;
  let result: ListingResult;
  try {
    result = await runListing(handle, shopper, t, scope, query.data);
  } catch (error) {
    if (error instanceof ApiError) return notFound;
    throw error;
  }
  const hasFacets = Object.keys(readFacets(url.searchParams)).length > 0;
  const typedTerm = route.kind === 'search' ? route.query.term : '';
  if (scope === 'search' && result.total === 0 && !hasFacets) {
    return redirect(noSearchResultUrl(typedTerm, tenant), 302);
  }
  if (scope === 'search') heading = result.term ?? typedTerm;
  const base = route.kind === 'search' ? seoSearchUrl(tenant, route.query.term) : url.pathname;
  const variant = isListingVariant(url.searchParams);
  // a variant (facets, sort, page > 1) is noindex and points at its base: hreflang belongs on the base
  const [alternates, trail, promotions] = await Promise.all([
    scope === 'category' && extra.categoryId && !variant
      ? categoryAlternates(handle, tenant, extra.categoryId)
      : Promise.resolve([]),
    listingTrail(handle, tenant, extra.categoryId, { name: heading, url: base }),
    listingPromotions(handle, tenant, t, {
      scope,
      result,
      term: scope === 'search' ? (result.term ?? typedTerm) : undefined,
      categoryId: route.kind === 'category' ? route.categoryId : undefined,
      crawler: page.crawler,
      zoneCookie: shopper.zoneCookie,
    }),
  ]);
  return {
    kind: 'page',
    result,
    heading,
    typedTerm,
    canonical: siteHref(tenant, base),
    variant,
    searchQuery: route.kind === 'search' && !route.seo,
    alternates,
    breadcrumb: pageBreadcrumb(tenant, t, trail),
    promotions,
  };
}

/** A category's trail is its path in the tree (parents first); any other listing is one step below the home. */
async function listingTrail(
  handle: DatabaseHandle,
  tenant: Tenant,
  categoryId: string | undefined,
  self: TrailStep,
): Promise<TrailStep[]> {
  if (categoryId === undefined) return [self];
  const path = categoryPath(await categoryTree(handle, tenant.tenant), categoryId);
  return path.length === 0 ? [self] : path.map((node) => categoryLink(tenant, node));
}
