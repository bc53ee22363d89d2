import { z } from 'astro/zod';
import { priceGroupSchema, zoneIdSchema } from '../zone';
import { feedId, feedText, latitude, longitude, minorUnits } from './andamio-feed-fields';

/**
 * The places a tenant sells in, as records of Andamio's feed: price groups, the regions and cities
 * a shopper picks, each city's delivery zone, the postal codes that lead to a zone, and the stores.
 * They are upserted by id and never deleted by a feed, full or not: orders, carts and addresses
 * name them (README "Catalogue import").
 */

export const priceGroupRecordSchema = z.strictObject({
  type: z.literal('priceGroup'),
  /** Digits only: the zone cookie carries it (docs/zones-and-price-groups.md). */
  id: priceGroupSchema,
  name: feedText(120),
});

export const regionRecordSchema = z.strictObject({
  type: z.literal('region'),
  id: feedId,
  name: feedText(120),
  /** Order in the location picker. */
  position: z.int().min(0).default(0),
});

export const cityRecordSchema = z.strictObject({
  type: z.literal('city'),
  id: feedId,
  regionId: feedId,
  name: feedText(120),
  /** The city's centre, for "use my location"; null when not known. */
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
});

const deliveryOption = z.strictObject({ days: z.int().min(0).max(60), cost: minorUnits });

export const zoneRecordSchema = z.strictObject({
  type: z.literal('zone'),
  id: zoneIdSchema,
  cityId: feedId,
  /** The price group whose prices the zone's shoppers see. */
  priceGroup: priceGroupSchema,
  label: feedText(120),
  /** Home delivery: working days and cost. */
  delivery: deliveryOption,
  /** A slower, cheaper delivery where one is offered. */
  economic: deliveryOption.nullable().default(null),
  /** Same-day delivery for orders placed before this local hour; null: none. */
  sameDayCutoffHour: z.int().min(0).max(23).nullable().default(null),
  /** false: the zone is listed but not delivered to (pickup in store only). */
  served: z.boolean().default(true),
});

export const postalCodeRecordSchema = z.strictObject({
  type: z.literal('postalCode'),
  code: z
    .string()
    .min(3)
    .max(12)
    .regex(/^[A-Za-z0-9 -]+$/),
  /** The colonia, bairro or district the code names; one code may name several. */
  colony: feedText(160),
  zoneId: zoneIdSchema,
});

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

export const storeRecordSchema = z.strictObject({
  type: z.literal('store'),
  id: feedId,
  name: feedText(160),
  address: feedText(300),
  zoneId: zoneIdSchema,
  latitude,
  longitude,
  phone: feedText(40),
  /** Monday first: [opens, closes] in local time, or null on a day it is closed. */
  openingHours: z.array(z.tuple([clockTime, clockTime]).nullable()).length(7),
  /** Click and collect is ready this many hours after the order. */
  pickupHours: z.int().min(0).max(240).default(2),
});
