import { z } from 'astro/zod';
import { skuPattern } from './product';

/**
 * The pieces Andamio's feed records are made of (andamio-feed.ts and the records of places and
 * of the community beside it): what an id, a text or an amount may be, said once.
 */

/** Ids of categories, brands, products, places and reviews: what URLs carry (letters, digits, "_" and "-"). */
export const feedId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);
/**
 * A product's id, and every record's reference to one: product URLs are lower-case (their
 * addresses are, docs/seo-and-urls.md), so the id is kept lower-cased, or a feed's "ABC-1" would
 * have a page at an address that answers 404. The feed may write it either way, the same everywhere.
 */
export const feedProductId = feedId.transform((id) => id.toLowerCase());
export const feedSkuId = z.string().regex(skuPattern);
export const feedText = (max: number) => z.string().trim().min(1).max(max);
/** Money in the currency's minor unit. */
export const minorUnits = z.int().min(0);
export const feedSlug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const instant = z.iso.datetime({ offset: true });
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);
