import { z } from 'astro/zod';
import type { PriceEntry } from '../../lib/price/price-entry';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db';
import { skuPriceEntries } from '../product/sku-prices';
import { type SkuStock, stockOf } from '../product/sku-stock';

/** A service or extended warranty a product offers (products.services), price in minor units. */
export const offeredServiceSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['service', 'warranty']),
  name: z.string(),
  price: z.int().min(0),
});
export type OfferedService = z.infer<typeof offeredServiceSchema>;

/** What the cart needs to know about one SKU, read fresh from the catalogue on every call. */
export interface LineSku {
  skuId: string;
  productId: string;
  name: string;
  brand: string;
  image: string | null;
  url: string;
  color: string | null;
  size: string | null;
  saleUnit: string;
  shippingType: string;
  services: OfferedService[];
  /** The price list of the requested price group, in the catalogue's order (docs/prices-and-badges.md). */
  prices: readonly PriceEntry[];
  /** Units per store id; 'DC' is the distribution centre that ships home deliveries. */
  stock: SkuStock;
  /**
   * Its product is no longer sold (a full catalogue import left it out): a line keeps its name
   * and picture, but nothing adds it again (docs/cart-rules.md).
   */
  withdrawn: boolean;
}

const galleryItemSchema = z.object({ type: z.string(), url: z.string() });

/** A JSON column as data; a malformed one reads as nothing rather than failing the cart. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function firstImage(gallery: string): string | null {
  const items = z.array(galleryItemSchema).safeParse(parseJson(gallery));
  return items.success ? (items.data.find((item) => item.type === 'IMAGE')?.url ?? null) : null;
}

function offeredServices(json: string): OfferedService[] {
  const parsed = z.array(z.unknown()).safeParse(parseJson(json));
  if (!parsed.success) return [];
  // One malformed entry should not hide the others.
  return parsed.data.flatMap((entry) => {
    const service = offeredServiceSchema.safeParse(entry);
    return service.success ? [service.data] : [];
  });
}

/** SKUs of one tenant with product, prices for a price group and stock; unknown ids are absent. */
export async function lineSkus(
  db: Db,
  tenant: Tenant,
  skuIds: readonly string[],
  priceGroupId: string,
): Promise<Map<string, LineSku>> {
  const ids = [...new Set(skuIds)];
  const facts = new Map<string, LineSku>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('skus as s')
    .innerJoin('products as p', (join) => join.onRef('p.tenant', '=', 's.tenant').onRef('p.id', '=', 's.product_id'))
    .innerJoin('brands as b', (join) => join.onRef('b.tenant', '=', 'p.tenant').onRef('b.id', '=', 'p.brand_id'))
    .select([
      's.id',
      's.product_id',
      's.color',
      's.size',
      'p.name',
      'p.sale_unit',
      'p.shipping_type',
      'p.gallery',
      's.gallery as sku_gallery',
      'p.services',
      'b.name as brand',
      'p.withdrawn_at',
    ])
    .where('s.tenant', '=', tenant.tenant)
    .where('s.id', 'in', ids)
    .execute();
  for (const row of rows) {
    facts.set(row.id, {
      skuId: row.id,
      productId: row.product_id,
      name: row.name,
      brand: row.brand,
      // the line's own colour: the SKU's pictures where it has them
      image: (row.sku_gallery ? firstImage(row.sku_gallery) : null) ?? firstImage(row.gallery),
      url: productUrl(tenant, { productId: row.product_id, name: row.name, skuId: row.id }),
      color: row.color,
      size: row.size,
      saleUnit: row.sale_unit,
      shippingType: row.shipping_type,
      services: offeredServices(row.services),
      prices: [],
      stock: new Map(),
      withdrawn: row.withdrawn_at !== null,
    });
  }
  if (facts.size === 0) return facts;
  const found = [...facts.keys()];
  for (const [skuId, entries] of await skuPriceEntries(db, tenant.tenant, found, priceGroupId)) {
    const sku = facts.get(skuId);
    if (sku) sku.prices = entries;
  }
  const stock = await stockOf(db, tenant.tenant, found);
  for (const [skuId, units] of stock) {
    const sku = facts.get(skuId);
    if (sku) sku.stock = units;
  }
  return facts;
}

/** Units of a SKU at a store ('DC' for home deliveries). */
export function unitsAt(facts: LineSku, storeId: string): number {
  return facts.stock.get(storeId) ?? 0;
}
