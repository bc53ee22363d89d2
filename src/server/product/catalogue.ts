import { z } from 'astro/zod';
import type { Selectable } from 'kysely';
import type { purchaseCountsSchema } from '../../lib/popularity';
import { variantTypeSchema } from '../../lib/validation/product';
import type { Database, DatabaseHandle } from '../db';

/**
 * Products and SKUs read from the catalogue tables and reshaped into the app's types: JSON
 * columns are parsed with schemas here, so nothing past this file knows how rows are stored.
 */
const rowsSchema = z.array(z.object({ name: z.string(), value: z.string() }));
const dimensionsSchema = z.object({
  depthCm: z.number(),
  heightCm: z.number(),
  widthCm: z.number(),
  weightKg: z.number(),
});
const galleryItemSchema = z.object({
  type: z.enum(['IMAGE', 'VIDEO', 'SPIN']),
  url: z.string(),
  frames: z.int().positive().optional(),
});
const serviceSchema = z.object({
  id: z.string(),
  kind: z.enum(['service', 'warranty']),
  name: z.string(),
  price: z.int().min(0),
});

export type DataSheetRow = z.infer<typeof rowsSchema>[number];
export type Dimensions = z.infer<typeof dimensionsSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type ServiceOffer = z.infer<typeof serviceSchema>;

export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  brand: { id: string; name: string };
  categoryId: string;
  variantType: z.infer<typeof variantTypeSchema> | null;
  /** The catalogue's unit code ('UN', 'CAJA', 'M2', 'GL'...). */
  saleUnit: string;
  m2PerBox: number | null;
  calculator: 'paint' | 'floor' | null;
  /** Paint yield in m² per litre. */
  paintYield: number | null;
  /** 'home', 'bulky' or 'pickup_only' (never home-delivered). */
  shippingType: string;
  badges: string[];
  dimensions: Dimensions;
  topAttributes: DataSheetRow[];
  dataSheet: DataSheetRow[];
  gallery: GalleryItem[];
  services: ServiceOffer[];
  rating: { average: number; count: number };
  sold: z.infer<typeof purchaseCountsSchema>;
}

export interface SkuRecord {
  id: string;
  productId: string;
  color: string | null;
  colorHex: string | null;
  size: string | null;
  ean: string;
  /** The SKU's own pictures; null for a SKU loaded before SKUs had them (its product's show). */
  gallery: GalleryItem[] | null;
}

const json = <S extends z.ZodType>(schema: S, text: string): z.output<S> => schema.parse(JSON.parse(text));

/** One product with its brand, or undefined when this tenant has no such product. */
export async function productRecord(
  handle: DatabaseHandle,
  tenant: string,
  id: string,
): Promise<ProductRecord | undefined> {
  const row = await handle.db
    .selectFrom('products as p')
    .innerJoin('brands as b', (join) => join.onRef('b.tenant', '=', 'p.tenant').onRef('b.id', '=', 'p.brand_id'))
    .selectAll('p')
    .select('b.name as brand_name')
    .where('p.tenant', '=', tenant)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: { id: row.brand_id, name: row.brand_name },
    categoryId: row.category_id,
    variantType: variantTypeSchema.nullable().parse(row.variant_type),
    saleUnit: row.sale_unit,
    m2PerBox: row.m2_per_box,
    calculator: z.enum(['paint', 'floor']).nullable().parse(row.calculator),
    paintYield: row.paint_yield,
    shippingType: row.shipping_type,
    badges: json(z.array(z.string()), row.badges),
    dimensions: json(dimensionsSchema, row.attributes),
    topAttributes: json(rowsSchema, row.top_attributes),
    dataSheet: json(rowsSchema, row.data_sheet),
    gallery: json(z.array(galleryItemSchema), row.gallery),
    services: json(z.array(serviceSchema), row.services),
    rating: { average: row.rating_average, count: row.rating_count },
    sold: { day: row.sold_day, twoDays: row.sold_two_days, week: row.sold_week },
  };
}

const skuColumns = ['id', 'product_id', 'color', 'color_hex', 'size', 'ean', 'gallery'] as const;

/** A `skus` row as skuColumns select it. */
type SkuRow = Pick<Selectable<Database['skus']>, (typeof skuColumns)[number]>;

const toSku = (row: SkuRow): SkuRecord => ({
  id: row.id,
  productId: row.product_id,
  color: row.color,
  colorHex: row.color_hex,
  size: row.size,
  ean: row.ean,
  gallery: row.gallery ? json(z.array(galleryItemSchema), row.gallery) : null,
});

/** A product's SKUs in the catalogue's order: the first is the one shown by default. */
export async function skusOf(handle: DatabaseHandle, tenant: string, productId: string): Promise<SkuRecord[]> {
  const rows = await handle.db
    .selectFrom('skus')
    .select(skuColumns)
    .where('tenant', '=', tenant)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map(toSku);
}

export async function skuRecord(handle: DatabaseHandle, tenant: string, skuId: string): Promise<SkuRecord | undefined> {
  const row = await handle.db
    .selectFrom('skus')
    .select(skuColumns)
    .where('tenant', '=', tenant)
    .where('id', '=', skuId)
    .executeTakeFirst();
  return row ? toSku(row) : undefined;
}
