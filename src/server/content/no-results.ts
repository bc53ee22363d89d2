import type { BannerView } from '../../lib/content/banners';
import type { Translate } from '../../lib/messages';
import { categoryUrl, searchUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { type ProductCard, productCard } from '../search/cards';
import { zoneForCall } from '../search/listing';
import { searchIndex } from '../search/registry';
import { bannersShowing } from './banners';
import { contentPage, type PageView } from './pages';
import type { ContentSource } from './source';
import { correctionWithResults, popularDepartments, popularProducts } from './suggestions';

export interface NoResultsQuery {
  term: string;
  isSearchByImage: boolean;
  zone?: string | undefined;
}

export interface NoResultsView {
  term: string;
  isSearchByImage: boolean;
  message: string;
  tipsTitle: string;
  tips: string[];
  didYouMean: { term: string; url: string; message: string } | null;
  banner: BannerView | null;
  /** The editors' no-results page (id "no-search-result"): extra help in the tenant's words. */
  page: PageView | null;
  suggestions: {
    categoriesTitle: string;
    categories: { id: string; name: string; url: string }[];
    productsTitle: string;
    products: ProductCard[];
  };
}

/** The id of the content page every tenant keeps for the no-results page. */
export const noResultsPageId = 'no-search-result';
const limits = { categories: 6, products: 8 } as const;

async function optionalPage(source: ContentSource, tenant: Tenant): Promise<PageView | null> {
  try {
    return await contentPage(source, tenant, [noResultsPageId]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** docs/search-and-listings.md fetch-no-search-result, docs/search-and-listings.md "No results" with tips, for the shopper's zone. */
export async function noSearchResult(
  deps: { source: ContentSource; handle: DatabaseHandle },
  tenant: Tenant,
  t: Translate,
  query: NoResultsQuery,
  context: { now: Date; zoneCookie: string | undefined },
): Promise<NoResultsView> {
  const { source, handle } = deps;
  const index = await searchIndex(handle, tenant.tenant);
  const { searchZone } = await zoneForCall(handle, tenant, { zone: query.zone }, context.zoneCookie);
  const corrected = query.isSearchByImage || query.term === '' ? undefined : correctionWithResults(index, query.term);
  const [banner] = await bannersShowing(source, tenant, { now: context.now, position: 'no-results', limit: 1 });
  const tips = query.isSearchByImage
    ? ([
        'content.noResults.tipImageLight',
        'content.noResults.tipImageFrame',
        'content.noResults.tipImageWords',
      ] as const)
    : (['errors.noResults.tipGeneralTerms', 'errors.noResults.tipSpelling', 'errors.noResults.tipFewWords'] as const);
  return {
    term: query.term,
    isSearchByImage: query.isSearchByImage,
    message: query.isSearchByImage
      ? t('content.noResults.byImage')
      : query.term === ''
        ? t('errors.noResults.title')
        : t('content.noResults.forTerm', { term: query.term }),
    tipsTitle: t('errors.noResults.tipsTitle'),
    tips: tips.map((key) => t(key)),
    didYouMean: corrected
      ? {
          term: corrected,
          url: searchUrl(tenant, { term: corrected }),
          message: t('content.noResults.didYouMean', { term: corrected }),
        }
      : null,
    banner: banner ?? null,
    page: await optionalPage(source, tenant),
    suggestions: {
      categoriesTitle: t('content.noResults.popularCategories'),
      categories: popularDepartments(index, limits.categories).map((category) => ({
        ...category,
        url: categoryUrl(tenant, { categoryId: category.id, name: category.name }),
      })),
      productsTitle: t('content.noResults.popularProducts'),
      products: popularProducts(index, searchZone, limits.products).map((doc) => productCard(doc, tenant, searchZone)),
    },
  };
}
