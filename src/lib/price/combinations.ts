import { z } from 'astro/zod';
import type { MessageKey } from '../messages';
import { isSquareMetreUnit, type PriceEntry, type PriceType } from './price-entry';

/**
 * Where an entry can appear. 'shelf' entries compete for current and regular (docs/prices-and-badges.md);
 * the others are lines of their own beside them; 'none' is never shown as a price.
 */
export type LineKind = 'shelf' | 'card' | 'pro' | 'employee' | 'perUnit' | 'perArea' | 'none';
export type Audience = 'everyone' | 'employees' | 'proBuyers';
export interface PriceTypeRow {
  line: LineKind;
  label: MessageKey;
  audience: Audience;
}

/** Who is looking: decides the employee and pro lines (page HTML is shared, islands pass the viewer). */
export const viewerSchema = z.strictObject({ isEmployee: z.boolean(), isProBuyer: z.boolean() });
export type Viewer = z.infer<typeof viewerSchema>;
export const anonymousViewer: Viewer = { isEmployee: false, isProBuyer: false };
/**
 * What a page shows, the same for every shopper (pages never read the session): the pro tier
 * is announced to all as its own labelled line, so a pro buyer sees what the cart will charge
 * and others see what the tier is worth (docs/prices-and-badges.md); staff prices are never on a page.
 */
export const pageViewer: Viewer = { isEmployee: false, isProBuyer: true };

/** The combination table: what each price type shows as, with which label, to whom. */
export const priceTypeTable: Record<PriceType, PriceTypeRow> = {
  // The shelf price: current when alone, the struck-through regular beside any promotion.
  NORMAL: { line: 'shelf', label: 'price.label.normal', audience: 'everyone' },
  // Online-only promotion: heads the list, NORMAL becomes the regular.
  INTERNET: { line: 'shelf', label: 'price.label.internet', audience: 'everyone' },
  // Campaign promotion (Cyber day, Black Friday): same place as INTERNET, its own label.
  EVENT: { line: 'shelf', label: 'price.label.event', audience: 'everyone' },
  // An online campaign price reads as the campaign, the stronger reason to buy now.
  INTERNET_EVENT: { line: 'shelf', label: 'price.label.event', audience: 'everyone' },
  // Meaning not shown by the spec; the glossary says: one more promotional price.
  AB: { line: 'shelf', label: 'price.label.ab', audience: 'everyone' },
  // The bundle's own price: the current price of a combo.
  COMBO: { line: 'shelf', label: 'price.label.combo', audience: 'everyone' },
  // Sum of the bundle's parts: docs/prices-and-badges.md makes it the regular price.
  AggregatedBundlePrice: { line: 'shelf', label: 'price.label.bundleTotal', audience: 'everyone' },
  // Paid with the retailer's card: a line beside current and regular, within the limits (docs/prices-and-badges.md).
  CMR: { line: 'card', label: 'price.label.cmr', audience: 'everyone' },
  // Combinations that still need the card are card prices: the card is the condition that limits them.
  CMR_EVENT: { line: 'card', label: 'price.label.cmr', audience: 'everyone' },
  CMR_INTERNET: { line: 'card', label: 'price.label.cmr', audience: 'everyone' },
  CMR_COMBO: { line: 'card', label: 'price.label.cmr', audience: 'everyone' },
  // Professional buyers' tier (docs/prices-and-badges.md); others cannot pay it, so they never see it.
  PRECIOS_PRO: { line: 'pro', label: 'price.label.pro', audience: 'proBuyers' },
  // Staff price: shown to employees only.
  EMPLOYEE: { line: 'employee', label: 'price.label.employee', audience: 'employees' },
  // Price per litre, kg, metre: a small line under the price, never current or regular.
  PUM: { line: 'perUnit', label: 'price.label.perUnit', audience: 'everyone' },
  // Price per m² of area-sold products (floors, tiles): its own line, never current or regular (docs/prices-and-badges.md).
  M2: { line: 'perArea', label: 'price.label.perSquareMetre', audience: 'everyone' },
  // The amount saved, not a price (docs/prices-and-badges.md): the saving is worked out from current and regular.
  SAVING: { line: 'none', label: 'price.label.saving', audience: 'everyone' },
};

function visibleTo(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'employees') return viewer.isEmployee;
  if (audience === 'proBuyers') return viewer.isProBuyer;
  return true;
}

/**
 * The line an entry goes to. An entry priced per m² is an area price whatever its type
 * (docs/prices-and-badges.md drops it from current and regular); per-unit, card and tier prices per m² are
 * not shown (docs/prices-and-badges.md: no price-per-unit for m² units).
 */
export function lineOf(entry: PriceEntry): LineKind {
  const { line } = priceTypeTable[entry.type];
  if (!isSquareMetreUnit(entry.unit)) return line;
  return line === 'shelf' || line === 'perArea' ? 'perArea' : 'none';
}

/** The entries a viewer may see, grouped by line, each group in the catalogue's order. */
export function groupByLine(entries: readonly PriceEntry[], viewer: Viewer): Record<LineKind, PriceEntry[]> {
  const groups: Record<LineKind, PriceEntry[]> = {
    shelf: [],
    card: [],
    pro: [],
    employee: [],
    perUnit: [],
    perArea: [],
    none: [],
  };
  for (const entry of entries) {
    const line = visibleTo(priceTypeTable[entry.type].audience, viewer) ? lineOf(entry) : 'none';
    groups[line].push(entry);
  }
  return groups;
}
