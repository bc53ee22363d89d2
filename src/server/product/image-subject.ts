import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { productRecord, skusOf } from './catalogue';
import type { ImageSubject } from './images';
import { pictogramKind } from './pictograms';

/** The kind of object the product is, as the catalogue load stored it (migration 011). */
async function kindOf(handle: DatabaseHandle, tenant: string, productId: string): Promise<string | undefined> {
  const row = await handle.db
    .selectFrom('product_pictograms')
    .select('pictogram')
    .where('tenant', '=', tenant)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.pictogram;
}

/**
 * What a SKU's generated images are drawn from: the named SKU's, or the product's first when none
 * is named. Undefined for a product this tenant does not have, or a SKU that is not the product's.
 */
export async function imageSubject(
  handle: DatabaseHandle,
  tenant: Tenant,
  productId: string,
  skuId?: string,
): Promise<ImageSubject | undefined> {
  const product = await productRecord(handle, tenant.tenant, productId);
  if (!product) return undefined;
  const [skus, kind] = await Promise.all([
    skusOf(handle, tenant.tenant, product.id),
    kindOf(handle, tenant.tenant, product.id),
  ]);
  const shown = skuId === undefined ? skus[0] : skus.find((sku) => sku.id === skuId);
  if (skuId !== undefined && !shown) return undefined;
  // the shown SKU's colour first: its pictures are in its colour
  const ordered = shown ? [shown, ...skus.filter((sku) => sku !== shown)] : skus;
  const colors = [...new Set(ordered.flatMap((sku) => (sku.colorHex ? [sku.colorHex] : [])))];
  const gallery = shown?.gallery ?? product.gallery;
  const spin = gallery.find((item) => item.type === 'SPIN');
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand.name,
    kind: pictogramKind(kind),
    colors,
    size: skus.length > 1 ? (shown?.size ?? null) : null,
    dimensions: { widthCm: product.dimensions.widthCm, heightCm: product.dimensions.heightCm },
    decimal: tenant.separator.decimal,
    imageCount: gallery.filter((item) => item.type === 'IMAGE').length,
    spinFrames: spin ? (spin.frames ?? 1) : 0,
    hasVideo: gallery.some((item) => item.type === 'VIDEO'),
  };
}
