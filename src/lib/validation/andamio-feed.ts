import { z } from 'astro/zod';
import { priceTypeSchema } from '../price/price-entry';
import { parseUnitCode } from '../units';
import {
  collectionRecordSchema,
  linksRecordSchema,
  questionRecordSchema,
  reviewRecordSchema,
  sponsoredRecordSchema,
} from './andamio-feed-community';
import {
  feedId as id,
  instant,
  minorUnits as minor,
  feedProductId as productId,
  feedSkuId as skuId,
  feedSlug as slug,
  feedText as text,
} from './andamio-feed-fields';
import {
  cityRecordSchema,
  postalCodeRecordSchema,
  priceGroupRecordSchema,
  regionRecordSchema,
  storeRecordSchema,
  zoneRecordSchema,
} from './andamio-feed-places';
import { variantTypeSchema } from './product';

/**
 * Andamio's own catalogue feed: JSON Lines, one record per line, its kind in `type`. A feed names
 * what it sets; records are upserted by id (README "Catalogue import"). Money in minor units.
 * The catalogue's records are here; the places it is sold in (andamio-feed-places.ts) and what
 * surrounds its products (andamio-feed-community.ts) beside it. The JSON Schema published in
 * docs/feed/andamio-feed.schema.json is generated from these (`npm run feed:schema`), so the file
 * and the importer cannot disagree.
 */

const dataSheetRow = z.strictObject({ name: text(120), value: text(500) });
const picture = z.strictObject({
  type: z.enum(['IMAGE', 'VIDEO', 'SPIN']).default('IMAGE'),
  /** A path under the storefront's media, or an http(s) address the importer fetches. */
  url: text(2000),
  frames: z.int().positive().optional(),
});

export const categoryRecordSchema = z.strictObject({
  type: z.literal('category'),
  id,
  name: text(120),
  /** The parent category; absent or null for a top-level one. */
  parentId: id.nullable().optional(),
  /** Order among its siblings. */
  position: z.int().min(0).default(0),
  /** Made from the name in the tenant's language when absent. */
  slug: slug.optional(),
});

export const brandRecordSchema = z.strictObject({
  type: z.literal('brand'),
  id,
  name: text(120),
  slug: slug.optional(),
});

export const productRecordSchema = z.strictObject({
  type: z.literal('product'),
  id: productId,
  name: text(300),
  description: z.string().max(20_000).default(''),
  brandId: id,
  categoryId: id,
  slug: slug.optional(),
  variantType: variantTypeSchema.nullable().default(null),
  /** The unit one sells by: 'UN', 'CAJA', 'M2', 'GL'... */
  saleUnit: z.string().refine((unit) => parseUnitCode(unit).known, 'an unknown unit'),
  m2PerBox: z.number().positive().nullable().default(null),
  calculator: z.enum(['paint', 'floor']).nullable().default(null),
  /** Paint yield in m² per litre. */
  paintYield: z.number().positive().nullable().default(null),
  shippingType: z.enum(['home', 'bulky', 'pickup_only']).default('home'),
  productType: text(80).nullable().default(null),
  gtin: z
    .string()
    .regex(/^\d{8,14}$/)
    .nullable()
    .default(null),
  badges: z.array(text(40)).max(10).default([]),
  dimensions: z
    .strictObject({
      depthCm: z.number().min(0),
      heightCm: z.number().min(0),
      widthCm: z.number().min(0),
      weightKg: z.number().min(0),
    })
    .default({ depthCm: 0, heightCm: 0, widthCm: 0, weightKg: 0 }),
  topAttributes: z.array(dataSheetRow).max(10).default([]),
  dataSheet: z.array(dataSheetRow).max(200).default([]),
  gallery: z.array(picture).max(40).default([]),
  services: z
    .array(z.strictObject({ id, kind: z.enum(['service', 'warranty']), name: text(120), price: minor }))
    .max(20)
    .default([]),
  /** Since when it is sold (the "newest" sort, the NEW badge); absent: from its first import. */
  listedAt: instant.optional(),
  /** Units sold lately, by the retailer's own count (the "best sellers" sort); absent: left as they are. */
  sales: z.strictObject({ day: z.int().min(0), twoDays: z.int().min(0), week: z.int().min(0) }).optional(),
  /** The kind of object it is, for its pictogram (src/server/product/pictograms.ts); null: none. */
  pictogram: text(40).nullable().optional(),
});

export const skuRecordSchema = z.strictObject({
  type: z.literal('sku'),
  id: skuId,
  productId,
  /** Order among the product's SKUs; the first is shown by default. */
  position: z.int().min(0).default(0),
  color: text(60).nullable().default(null),
  colorHex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  size: text(40).nullable().default(null),
  /**
   * The article's GTIN (EAN, UPC); empty or absent for one that has none (a store brand, an
   * article cut to size), which then has no gtin in its structured data nor pages in other sites.
   */
  ean: z
    .string()
    .regex(/^(\d{8,14})?$/)
    .default(''),
  /** The SKU's own pictures; absent or null: its product's. */
  gallery: z.array(picture).max(40).nullable().default(null),
});

/** A campaign price may end; a list's regular price cannot. */
const lastingTypes = new Set(['NORMAL', 'AggregatedBundlePrice']);

export const pricesRecordSchema = z.strictObject({
  type: z.literal('prices'),
  skuId,
  priceGroup: id,
  /** The SKU's whole price list in that price group, in display order. */
  prices: z
    .array(
      z
        .strictObject({
          type: priceTypeSchema,
          amount: minor,
          unit: z
            .string()
            .refine((unit) => parseUnitCode(unit).known, 'an unknown unit')
            .optional(),
          validUntil: instant.optional(),
          /** A campaign price that begins later (a sale from midnight): the list takes it from then. */
          validFrom: instant.optional(),
        })
        .refine((entry) => entry.validUntil === undefined || !lastingTypes.has(entry.type), {
          message: 'a regular price cannot end',
          path: ['validUntil'],
        })
        .refine((entry) => entry.validFrom === undefined || !lastingTypes.has(entry.type), {
          message: 'a regular price holds from the import on: it cannot begin later',
          path: ['validFrom'],
        })
        .refine(
          (entry) =>
            entry.validFrom === undefined ||
            entry.validUntil === undefined ||
            Date.parse(entry.validFrom) < Date.parse(entry.validUntil),
          { message: 'a price must begin before it ends', path: ['validFrom'] },
        ),
    )
    .min(1)
    .max(20)
    .refine((entries) => entries.some((entry) => entry.validFrom === undefined), {
      message: 'a list needs a price in force now: the regular price begins with the import',
    }),
});

export const stockRecordSchema = z.strictObject({
  type: z.literal('stock'),
  skuId,
  /** A store's id, or 'DC' for the distribution centre. */
  storeId: id,
  quantity: z.int().min(0),
});

export const feedRecordSchema = z.discriminatedUnion('type', [
  priceGroupRecordSchema,
  regionRecordSchema,
  cityRecordSchema,
  zoneRecordSchema,
  postalCodeRecordSchema,
  storeRecordSchema,
  categoryRecordSchema,
  brandRecordSchema,
  productRecordSchema,
  skuRecordSchema,
  pricesRecordSchema,
  stockRecordSchema,
  linksRecordSchema,
  collectionRecordSchema,
  sponsoredRecordSchema,
  reviewRecordSchema,
  questionRecordSchema,
]);
export type FeedRecord = z.infer<typeof feedRecordSchema>;
/** A record as written in a feed, before its defaults are filled in. */
export type FeedRecordInput = z.input<typeof feedRecordSchema>;
export type FeedRecordOf<T extends FeedRecord['type']> = Extract<FeedRecord, { type: T }>;

/** The feed's JSON Schema (draft 2020-12), as docs/feed/andamio-feed.schema.json publishes it. */
export function feedJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(feedRecordSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Andamio catalogue feed record (one per line of a JSON Lines file)',
  };
}
