import { z } from 'astro/zod';
import { feedId, feedProductId, feedText, instant } from './andamio-feed-fields';

/**
 * What surrounds the products, as records of Andamio's feed: curated collections, the rails of a
 * product's page (related, similar, bought together, a project's kit), sponsored placements, and
 * the reviews and questions a retailer brings from its former shop. Upserted by id; a full feed
 * deletes none of them (a review is a shopper's word; README "Catalogue import"). A collection's
 * products and a product's rail are each replaced whole when named.
 */

export const collectionRecordSchema = z.strictObject({
  type: z.literal('collection'),
  id: feedId,
  title: feedText(160),
  description: z.string().max(2000).default(''),
  /** The collection's products, in display order. */
  productIds: z.array(feedProductId).max(500).default([]),
});

/** The rails of a product's page; `project` is a kit whose quantities add up to one job. */
export const linkKindSchema = z.enum(['related', 'similar', 'linked', 'project']);

export const linksRecordSchema = z.strictObject({
  type: z.literal('links'),
  productId: feedProductId,
  kind: linkKindSchema,
  /** In display order. */
  products: z.array(z.strictObject({ id: feedProductId, quantity: z.int().min(1).max(999).default(1) })).max(50),
});

export const sponsoredRecordSchema = z.strictObject({
  type: z.literal('sponsored'),
  /** The ad's id, as the ad server knows it. */
  id: feedId,
  productId: feedProductId,
  campaign: feedText(120),
  /** What a click is worth to the campaign, in the retailer's own unit. */
  bid: z.int().min(0),
});

const stars = z.int().min(1).max(5);

export const reviewRecordSchema = z.strictObject({
  type: z.literal('review'),
  id: feedId,
  productId: feedProductId,
  rating: stars,
  recommend: z.boolean(),
  title: feedText(200),
  comment: feedText(5000),
  /** The name the review is shown under. */
  alias: feedText(80),
  lang: z.enum(['es', 'pt']),
  /** Stars per rated attribute (quality, value, ease). */
  attributeRatings: z.partialRecord(z.enum(['quality', 'value', 'ease']), stars).default({}),
  helpful: z.int().min(0).default(0),
  /** Its writer had bought the product. */
  verifiedPurchase: z.boolean().default(false),
  createdAt: instant,
});

export const questionRecordSchema = z
  .strictObject({
    type: z.literal('question'),
    id: feedId,
    productId: feedProductId,
    question: feedText(1000),
    askedBy: feedText(80),
    /** null while unanswered. */
    answer: feedText(2000).nullable().default(null),
    answeredBy: feedText(80).nullable().default(null),
    createdAt: instant,
  })
  .refine((record) => (record.answer === null) === (record.answeredBy === null), {
    message: 'an answer names who answered, and only an answer does',
    path: ['answeredBy'],
  });
