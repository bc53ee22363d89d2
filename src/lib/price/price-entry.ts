import { z } from 'astro/zod';
import { parseUnitCode } from '../units';

/** docs/prices-and-badges.md: the single price types a catalogue sends. EMPLOYEE is the spec's "employee price type". */
export const basePriceTypes = [
  'NORMAL',
  'INTERNET',
  'EVENT',
  'AB',
  'CMR',
  'COMBO',
  'AggregatedBundlePrice',
  'PRECIOS_PRO',
  'EMPLOYEE',
  'PUM',
  'M2',
  'SAVING',
] as const;

/**
 * docs/prices-and-badges.md: "and many combinations". A combination is a price whose conditions all hold at
 * once (a campaign price that is also card-only...). The spec names none, so these are the
 * ones our catalogue sends; what each shows as is decided in the combination table.
 */
export const combinationPriceTypes = ['CMR_EVENT', 'CMR_INTERNET', 'CMR_COMBO', 'INTERNET_EVENT'] as const;

export const priceTypeSchema = z.enum([...basePriceTypes, ...combinationPriceTypes]);
export type PriceType = z.infer<typeof priceTypeSchema>;

/** docs/prices-and-badges.md price entry: type, price, label, unit. The price is an integer of minor units. */
export const priceEntrySchema = z.strictObject({
  type: priceTypeSchema,
  price: z.int().min(0),
  /** The catalogue's own caption; shoppers read our catalogue's label, chosen by type. */
  label: z.string().optional(),
  /** What one price buys: 'UN', 'caja', 'L', 'kg', 'm2'... */
  unit: z.string().optional(),
  /** When a campaign's price stops holding (ISO instant); the storefront drops it then. */
  validUntil: z.iso.datetime().optional(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

export const priceListSchema = z.array(priceEntrySchema);

/**
 * docs/prices-and-badges.md "a price-unit value for square metres", however the catalogue spells it ('m2',
 * 'M²', 'MT2', 'metro cuadrado'...): the spellings are the units module's, kept in one place.
 */
export function isSquareMetreUnit(unit: string | undefined): boolean {
  return unit !== undefined && parseUnitCode(unit).unit === 'm2';
}
