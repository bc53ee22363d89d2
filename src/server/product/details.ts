import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { productCard } from '../search/cards';
import { searchIndex } from '../search/registry';
import type { SearchDocument, SearchZone } from '../search/types';
import { skuRecord, skusOf } from './catalogue';
import { productDescription, requireProduct } from './description';
import { attributeViews } from './description-parts';
import type { ProductZone } from './product-zone';

/** docs/product-page.md productDetails?variantId: the SKU's product, described with that SKU selected. */
export async function productDetails(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  variantId: string,
  place: ProductZone,
  revisions: CatalogueRevisions,
) {
  const sku = await skuRecord(handle, tenant.tenant, variantId);
  if (!sku) throw notFound('variantId', 'product.variant.notFound');
  return productDescription(handle, tenant, t, { productId: sku.productId, variantId: sku.id }, place, revisions);
}

/** A product of the search index by id; the index holds every product of the catalogue. */
export async function indexedProduct(
  handle: DatabaseHandle,
  tenant: string,
  productId: string,
): Promise<SearchDocument> {
  const index = await searchIndex(handle, tenant);
  const doc = index.docById(productId);
  if (!doc) throw notFound('productId', 'product.notFound');
  return doc;
}

/** docs/accounts-and-lists.md product-info?productId: the short card of a product (mini cart, compare, wish list). */
export async function productInfo(handle: DatabaseHandle, tenant: Tenant, productId: string, zone: SearchZone) {
  const card = productCard(await indexedProduct(handle, tenant.tenant, productId), tenant, zone);
  return { id: card.id, name: card.name, brand: card.brand, price: card.price, image: card.image, url: card.url };
}

/** docs/product-page.md attributes?productId: the data sheet and top attributes, with dimensions in the tenant's format. */
export async function productAttributes(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  productId: string,
  variantId?: string,
) {
  const product = await requireProduct(handle, tenant.tenant, productId);
  let sku: Awaited<ReturnType<typeof skuRecord>>;
  if (variantId !== undefined) {
    sku = (await skusOf(handle, tenant.tenant, productId)).find((candidate) => candidate.id === variantId);
    if (!sku) throw notFound('variantId', 'product.variant.notFound');
  }
  return {
    productId: product.id,
    name: product.name,
    topAttributes: product.topAttributes,
    dataSheet: product.dataSheet,
    attributes: attributeViews(product.dimensions, sku, tenant, t),
    dimensions: product.dimensions,
  };
}
