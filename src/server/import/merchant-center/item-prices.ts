import { dividedByQuantity } from '../../../lib/price/percent';
import type { Tenant } from '../../../tenants/schema';
import { type RawItem, text } from './raw-item';
import { parseUnitPricing } from './unit-pricing';
import { parsePrice, parseSaleWindow, saleRuns } from './values';

/** A price entry as Andamio's feed writes it (src/lib/validation/andamio-feed.ts pricesRecordSchema). */
export interface FeedPrice {
  type: 'NORMAL' | 'COMBO' | 'INTERNET' | 'EVENT' | 'PUM' | 'M2';
  amount: number;
  unit?: string;
  validUntil?: string;
  validFrom?: string;
}

export interface ItemPrices {
  prices: FeedPrice[];
  /** m² a unit sold covers, when it is priced per m² (a box of tiles). */
  m2PerBox: number | null;
}

type Problem = { field: string; reason: string };

/**
 * An item's price list, in display order (docs/prices-and-badges.md: first current, last regular). price is
 * the regular price (COMBO for a bundle, so the bundle's badge shows); a sale_price that runs now
 * or will heads the list: EVENT ending at its interval's end when it has one (the storefront drops
 * it then), INTERNET when it has none, from its start when that is still to come (the storefront
 * puts it in place then: scheduled_prices, migration 032). A sale that has ended is not applied.
 * The per-measure price is worked out from each shelf price, the sale's start and end with it.
 */
export function itemPrices(item: RawItem, tenant: Tenant, now: Date, bundle: boolean): ItemPrices | Problem[] {
  const problems: Problem[] = [];
  const money = (field: string) => {
    const raw = text(item, field);
    if (raw === undefined) return undefined;
    const read = parsePrice(raw, tenant.currency.code, tenant.currency.minorDigits);
    if ('reason' in read) problems.push({ field, reason: read.reason });
    return 'value' in read ? read.value : undefined;
  };
  const regular = money('price');
  if (text(item, 'price') === undefined) problems.push({ field: 'price', reason: 'an item needs a price' });
  const sale = money('sale_price');
  const windowText = text(item, 'sale_price_effective_date');
  const window = windowText === undefined ? { value: {} } : parseSaleWindow(windowText);
  if ('reason' in window) problems.push({ field: 'sale_price_effective_date', reason: window.reason });
  if (sale !== undefined && regular !== undefined && sale >= regular)
    problems.push({ field: 'sale_price', reason: 'a sale price must be lower than the price' });
  const measureText = text(item, 'unit_pricing_measure');
  const measure = measureText ? parseUnitPricing(measureText, text(item, 'unit_pricing_base_measure')) : undefined;
  if (measure && 'reason' in measure) problems.push({ field: 'unit_pricing_measure', reason: measure.reason });
  if (problems.length > 0 || regular === undefined || 'reason' in window) return problems;

  const shelf: FeedPrice[] = [];
  const { start, end } = window.value;
  const later = start !== undefined && start > now.getTime();
  if (sale !== undefined && (later || saleRuns(window.value, now.getTime()))) {
    shelf.push({
      ...(end === undefined ? { type: 'INTERNET', amount: sale } : { type: 'EVENT', amount: sale }),
      ...(end === undefined ? {} : { validUntil: new Date(end).toISOString() }),
      ...(later ? { validFrom: new Date(start).toISOString() } : {}),
    });
  }
  shelf.push({ type: bundle ? 'COMBO' : 'NORMAL', amount: regular });
  const perMeasure: FeedPrice[] = [];
  if (measure && 'value' in measure) {
    const { unit, quantity } = measure.value;
    const area = unit === 'm2';
    for (const { amount, validUntil, validFrom } of shelf) {
      perMeasure.push({
        type: area ? 'M2' : 'PUM',
        amount: dividedByQuantity(amount, quantity),
        unit: area ? 'M2' : unit,
        ...(validUntil ? { validUntil } : {}),
        ...(validFrom ? { validFrom } : {}),
      });
    }
  }
  const m2PerBox = measure && 'value' in measure && measure.value.unit === 'm2' ? measure.value.quantity : null;
  return { prices: [...shelf, ...perMeasure], m2PerBox };
}
