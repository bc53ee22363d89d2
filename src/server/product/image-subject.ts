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

/** What a product's generated images are drawn from, or undefined for a product this tenant does not have. */
export async function imageSubject(
  handle: DatabaseHandle,
  tenant: Tenant,
  productId: string,
): Promise<ImageSubject | undefined> {
  const product = await productRecord(handle, tenant.tenant, productId);
  if (!product) return undefined;
  const [skus, kind] = await Promise.all([
    skusOf(handle, tenant.tenant, product.id),
    kindOf(handle, tenant.tenant, product.id),
  ]);
  const colors = [...new Set(skus.flatMap((sku) => (sku.colorHex ? [sku.colorHex] : [])))];
  const spin = product.gallery.find((item) => item.type === 'SPIN');
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand.name,
    kind: pictogramKind(kind),
    colors,
    dimensions: { widthCm: product.dimensions.widthCm, heightCm: product.dimensions.heightCm },
    decimal: tenant.separator.decimal,
    imageCount: product.gallery.filter((item) => item.type === 'IMAGE').length,
    spinFrames: spin ? (spin.frames ?? 1) : 0,
    hasVideo: product.gallery.some((item) => item.type === 'VIDEO'),
  };
}
