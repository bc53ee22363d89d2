import type { Translate } from '../../lib/messages';
import type { ReturnsInput, ShippingInput } from '../../lib/offer-json-ld';
import type { PriceEntry } from '../../lib/price/price-entry';
import { productJsonLd, type VariantInput } from '../../lib/product-json-ld';
import { homeUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import type { ZoneInfo } from '../location/zones';
import { zonesOf } from '../location/zones';
import type { GalleryItem } from '../product/catalogue';
import type { ProductDescription } from '../product/description';
import { keptSkus } from '../product/kept-catalogue';
import { priceBlock } from '../product/price-block';
import { tenantLocalTime } from '../tenant-clock';
import { siteHref } from './origin';

/**
 * The product page's JSON-LD (src/lib/product-json-ld.ts) from what the page shows: every SKU
 * with its own URL, pictures, GTIN, stock and price in the page's zone (the selected SKU's is the
 * price block the page displays; the others' come from the same price lists by the same rule, so
 * each equals what its own page displays), home delivery in that zone, and the tenant's return
 * policy. Pictures are still images only: a 360° view's frames are a URL template, not a picture.
 */

/** The ISO 3166-1 country of a tenant, from its locale (es_CL → CL). */
export const countryOf = (tenant: Pick<Tenant, 'langFull'>) => tenant.langFull.slice(-2).toUpperCase();

export function returnsOf(tenant: Tenant): ReturnsInput {
  const policy = tenant.returnPolicy;
  return {
    country: countryOf(tenant),
    days: policy.days,
    inStore: policy.inStore,
    byMail: policy.homePickup,
    free: policy.free,
    url: siteHref(tenant, tenant.productGuaranteeSeeMoreLink),
  };
}

/**
 * Home delivery of one unit in the zone, as the page promises it: the zone's cost (nothing from
 * the tenant's free-shipping amount on), its days, and a day more for an order after a same-day
 * zone's cut-off. None where the zone is not served or the product is picked up only.
 */
export function shippingOf(
  tenant: Tenant,
  zone: ZoneInfo | undefined,
  shippingType: string,
  unitPrice: number | undefined,
): ShippingInput | null {
  if (!zone?.served || shippingType === 'pickup_only') return null;
  const free =
    tenant.flags.freeShipping &&
    tenant.freeShippingFrom > 0 &&
    unitPrice !== undefined &&
    unitPrice >= tenant.freeShippingFrom;
  const late = zone.deliveryDays === 0 && zone.sameDayCutoffHour !== null ? 1 : 0;
  return {
    country: countryOf(tenant),
    cost: free ? 0 : zone.deliveryCost,
    handlingDays: { min: 0, max: late },
    transitDays: { min: zone.deliveryDays, max: zone.deliveryDays },
  };
}

const stillImages = (gallery: readonly Pick<GalleryItem, 'type' | 'url'>[], tenant: Tenant) =>
  gallery.filter((item) => item.type === 'IMAGE').map((item) => siteHref(tenant, item.url));

export async function productStructuredData(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  product: ProductDescription,
  /** The page's own path: the breadcrumb's last step. */
  pagePath: string,
  revisions: CatalogueRevisions,
): Promise<object[]> {
  const [skus, zones] = await Promise.all([
    keptSkus(handle, revisions, tenant.tenant, product.id),
    zonesOf(handle, tenant.tenant),
  ]);
  const zone = zones.get(product.zone.id);
  const pageImages = stillImages(product.gallery, tenant);
  const lists = new Map(product.priceList.skus.map((list) => [list.skuId, list.entries]));
  const variants = product.variants.map((variant): VariantInput => {
    const sku = skus.find((record) => record.id === variant.id);
    const selected = variant.id === product.selectedVariant.id;
    const entries: PriceEntry[] = (lists.get(variant.id) ?? []).map((entry) => ({
      type: entry.type,
      price: entry.price,
      ...(entry.unit ? { unit: entry.unit } : {}),
      ...(entry.validUntil ? { validUntil: entry.validUntil } : {}),
    }));
    const block = selected
      ? product.price
      : priceBlock(entries, product.saleUnit.code, product.priceList.priceGroup, tenant, t);
    const price =
      block.status === 'priced'
        ? {
            current: block.current.amount,
            regular: block.regular.amount,
            // Google reads a day: the campaign's last one on the tenant's calendar
            lastDay: block.validUntil ? tenantLocalTime(tenant, new Date(block.validUntil)).date : undefined,
          }
        : null;
    return {
      sku: variant.id,
      gtin: sku?.ean,
      // a product of one SKU has one page, its own; each of several SKUs has a page of its own
      url: siteHref(tenant, product.variants.length === 1 ? product.url : variant.url),
      color: variant.color,
      size: variant.size,
      // a SKU stored before SKUs had pictures of their own shows its product's, as the page does
      images: selected || !sku?.gallery ? pageImages : stillImages(sku.gallery, tenant),
      price,
      stock: selected ? product.stock.state : variant.stock.state,
      shipping: shippingOf(tenant, zone, product.shippingType, price?.current),
    };
  });
  return productJsonLd({
    url: siteHref(tenant, product.url),
    productId: product.id,
    name: product.name,
    brand: product.brand.name,
    description: product.description,
    currency: tenant.currency,
    precision: tenant.separator.precision,
    variants,
    returns: returnsOf(tenant),
    rating: product.rating,
    // the trail the page shows (ProductBreadcrumb), ending at the page itself
    breadcrumb: [
      { name: t('productPage.home'), url: homeUrl(tenant) },
      ...product.categories.map((category) => ({ name: category.name, url: category.url })),
      { name: product.name, url: pagePath },
    ].map((item) => ({ name: item.name, url: siteHref(tenant, item.url) })),
  });
}
