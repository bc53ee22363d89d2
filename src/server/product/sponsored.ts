import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { type AdView, sponsoredAds } from '../ads/ads';
import { ApiError, apiErrorCodes, notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { categoryTree } from './categories';
import type { ProductZone } from './product-zone';

export interface SponsoredRequest {
  productId?: string | undefined;
  categoryId?: string | undefined;
  term?: string | undefined;
  limit: number;
}

/**
 * docs/tracking-and-ads.md sponsored-products: the ads of the ads service (v1/vas/ads: bid × relevance, only
 * what the zone can buy) for a product page, a category or a search term, so both calls show
 * the same ads with the same ids and positions for impression and click tracking. The
 * product id wins over the category, the category over the term.
 */
export async function sponsoredProducts(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: SponsoredRequest,
  place: ProductZone,
): Promise<{ label: string; products: AdView[] }> {
  const where = {
    limit: request.limit,
    zone: place.zone.id,
    priceGroup: place.searchZone.priceGroupId,
    term: request.term ?? '',
  };
  let result: Awaited<ReturnType<typeof sponsoredAds>>;
  if (request.productId !== undefined) {
    result = await sponsoredAds(
      handle,
      tenant,
      t,
      { ...where, placement: 'product', productId: request.productId, categoryId: undefined },
      undefined,
    );
  } else if (request.categoryId !== undefined) {
    // Category URLs are lower-case (docs/seo-and-urls.md); the ads service knows the catalogue's ids.
    const category = (await categoryTree(handle, tenant.tenant)).byLowerId.get(request.categoryId.toLowerCase());
    if (!category) throw notFound('categoryId', 'product.category.notFound');
    result = await sponsoredAds(
      handle,
      tenant,
      t,
      { ...where, placement: 'category', categoryId: category.id, productId: undefined },
      undefined,
    );
  } else if (request.term !== undefined) {
    result = await sponsoredAds(
      handle,
      tenant,
      t,
      { ...where, placement: 'search', categoryId: undefined, productId: undefined },
      undefined,
    );
  } else {
    throw new ApiError(400, {
      code: apiErrorCodes.validation,
      key: 'product.sponsored.contextRequired',
      field: 'productId',
    });
  }
  return { label: result.label, products: result.ads };
}
