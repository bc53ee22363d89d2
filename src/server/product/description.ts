import type { Translate } from '../../lib/messages';
import { popularityMessage } from '../../lib/popularity';
import { badgesWithPrice } from '../../lib/price/price-badges';
import { brandUrl, productUrl } from '../../lib/routes';
import { stockMessage, stockState } from '../../lib/stock';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { storesOf } from '../location/stores';
import { type ProductRecord, productRecord, type SkuRecord } from './catalogue';
import { categoryLink, categoryPath, categoryTree } from './categories';
import {
  attributeViews,
  badgeViews,
  calculatorView,
  galleryViews,
  saleUnitView,
  serviceViews,
} from './description-parts';
import { keptProductRecord, keptSkuPriceEntries, keptSkus, keptStock } from './kept-catalogue';
import { instalmentBlock, priceBlock } from './price-block';
import { skuPriceLists } from './price-list';
import type { ProductZone } from './product-zone';
import { deliveryBlock, stockBlock, zoneUnits } from './zone-stock';

export interface DescriptionRequest {
  productId: string;
  /** The SKU to show; the product's first when absent. */
  variantId?: string | undefined;
}

/** The product, or the 404 of docs/product-page.md naming the field that pointed nowhere. */
export async function requireProduct(
  handle: DatabaseHandle,
  tenant: string,
  productId: string,
): Promise<ProductRecord> {
  const product = await productRecord(handle, tenant, productId);
  if (!product) throw notFound('productId', 'product.notFound');
  return product;
}

function selectVariant(skus: readonly SkuRecord[], variantId: string | undefined): SkuRecord {
  const selected = variantId === undefined ? skus[0] : skus.find((sku) => sku.id === variantId);
  if (selected) return selected;
  throw variantId === undefined
    ? notFound('productId', 'product.notFound')
    : notFound('variantId', 'product.variant.notFound');
}

/**
 * docs/zones-and-price-groups.md product description for the shopper's zone: the product, its variants with their
 * stock, and for the selected variant the price block of the zone's price group, instalments,
 * stock and delivery codes.
 */
export async function productDescription(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: DescriptionRequest,
  place: ProductZone,
  /** The request's catalogue revisions: the product's reads are kept per revision. */
  revisions: CatalogueRevisions,
) {
  const product = await keptProductRecord(handle, revisions, tenant.tenant, request.productId);
  if (!product) throw notFound('productId', 'product.notFound');
  const skus = await keptSkus(handle, revisions, tenant.tenant, product.id);
  const selected = selectVariant(skus, request.variantId);
  const skuIds = skus.map((sku) => sku.id);
  const [tree, stores, stock, entriesBySku] = await Promise.all([
    categoryTree(handle, tenant.tenant),
    storesOf(handle, tenant.tenant),
    keptStock(handle, revisions, tenant.tenant, skuIds),
    keptSkuPriceEntries(handle, revisions, tenant.tenant, skuIds, place.searchZone.priceGroupId),
  ]);
  const entries = entriesBySku.get(selected.id) ?? [];
  const priceList = skuPriceLists(entriesBySku, place.searchZone.priceGroupId, t);
  const price = priceBlock(entries, product.saleUnit, place.searchZone.priceGroupId, tenant, t);
  const selectedUnits = zoneUnits(stock.get(selected.id), place.searchZone, product.shippingType);
  const popularity = popularityMessage(product.sold);
  const sizeKey = tenant.sizeAttributeName === 'Talle' ? 'product.variant.sizeTalle' : 'product.variant.sizeTalla';
  return {
    id: product.id,
    name: product.name,
    brand: { id: product.brand.id, name: product.brand.name, url: brandUrl(tenant, product.brand.name) },
    categories: categoryPath(tree, product.categoryId).map((node) => categoryLink(tenant, node)),
    url: productUrl(tenant, { productId: product.id, name: product.name }),
    badges: badgeViews(badgesWithPrice(product.badges, price), t),
    variantType: product.variantType,
    variantLabels: { color: t('product.variant.color'), size: t(sizeKey) },
    variants: skus.map((sku) => {
      const units = zoneUnits(stock.get(sku.id), place.searchZone, product.shippingType);
      const state = stockState({ units: units.homeDelivery + units.storeTotal });
      return {
        id: sku.id,
        color: sku.color,
        colorHex: sku.colorHex,
        size: sku.size,
        url: productUrl(tenant, { productId: product.id, name: product.name, skuId: sku.id }),
        stock: { state, message: t(stockMessage(state).key) },
      };
    }),
    selectedVariant: {
      id: selected.id,
      ean: selected.ean,
      color: selected.color,
      colorHex: selected.colorHex,
      size: selected.size,
      url: productUrl(tenant, { productId: product.id, name: product.name, skuId: selected.id }),
    },
    dimensions: product.dimensions,
    attributes: attributeViews(product.dimensions, selected, tenant, t),
    dataSheet: product.dataSheet,
    topAttributes: product.topAttributes,
    // the chosen SKU's own pictures: a colour shows its colour
    gallery: galleryViews(selected.gallery ?? product.gallery, product.name, t),
    description: product.description,
    saleUnit: saleUnitView(product.saleUnit, t),
    m2PerBox: product.m2PerBox,
    calculator: calculatorView(product, tenant, t),
    ...serviceViews(product.services, tenant),
    price,
    /** docs/prices-and-badges.md: every SKU's price list in the zone's price group, for clients to read with the rule (docs/prices-and-badges.md). */
    priceList,
    instalments: instalmentBlock(price, tenant, t),
    stock: stockBlock(selectedUnits, stores, t),
    delivery: deliveryBlock(selectedUnits, t),
    shippingType: product.shippingType,
    rating: { average: Math.round(product.rating.average * 10) / 10, count: product.rating.count },
    popularity: popularity ? t(popularity.key, popularity.params) : null,
    zone: place.summary,
  };
}

export type ProductDescription = Awaited<ReturnType<typeof productDescription>>;
