import { describe, expect, it } from 'vitest';
import { pageViewer } from '../../src/lib/price/combinations';
import { displayedPrice } from '../../src/lib/price/displayed-price';
import { basePriceTypes, combinationPriceTypes, type PriceType } from '../../src/lib/price/price-entry';
import { priceLines } from '../../src/lib/price/price-lines';
import { getTenant } from '../../src/tenants/registry';
import { generateCatalogue } from './generate';
import { MemorySink } from './sink';

const referenceDate = new Date('2026-11-01T00:00:00Z');
const allTypes: readonly PriceType[] = [...basePriceTypes, ...combinationPriceTypes];
const cardTypes: readonly PriceType[] = ['CMR', 'CMR_INTERNET', 'CMR_EVENT', 'CMR_COMBO'];

/** Each SKU's price list in the first price group, as the catalogue writes it. */
function priceListsOf(tenant: 'cl' | 'br' | 'mx', products: number) {
  const sink = new MemorySink();
  generateCatalogue(getTenant(tenant), { products, seed: 'shares', referenceDate }, sink);
  const firstGroup = sink.of('price_groups')[0]?.id;
  const lists = new Map<string, { type: PriceType; price: number; unit?: string; validUntil?: string }[]>();
  for (const row of sink.of('prices')) {
    if (row.price_group_id !== firstGroup) continue;
    const entry = {
      type: row.type as PriceType,
      price: row.amount,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.valid_until ? { validUntil: row.valid_until } : {}),
    };
    lists.set(row.sku_id, [...(lists.get(row.sku_id) ?? []), entry]);
  }
  return [...lists.values()];
}

/** Percent of lists holding each type, one decimal. */
function shares(lists: readonly { type: PriceType }[][]): Record<PriceType, number> {
  const share = (type: PriceType) =>
    Math.round((lists.filter((list) => list.some((entry) => entry.type === type)).length / lists.length) * 1000) / 10;
  return Object.fromEntries(allTypes.map((type) => [type, share(type)])) as Record<PriceType, number>;
}

describe('the generated price lists (docs/prices-and-badges.md price types in realistic shares)', () => {
  const cl = priceListsOf('cl', 1500);
  const br = priceListsOf('br', 600);
  const clShares = shares(cl);
  const brShares = shares(br);

  it('prints the share of SKUs carrying each price type', () => {
    console.log(
      `Price types, % of SKUs in the first price group (cl ${cl.length} SKUs, br ${br.length} SKUs):\n${allTypes
        .map(
          (type) =>
            `  ${type.padEnd(22)} cl ${String(clShares[type]).padStart(5)}   br ${String(brShares[type]).padStart(5)}`,
        )
        .join('\n')}`,
    );
    expect(Object.keys(clShares)).toHaveLength(allTypes.length);
  });

  it('sends every price type of the spec where the tenant has the card, and none of the card ones elsewhere', () => {
    for (const type of allTypes) expect(clShares[type], type).toBeGreaterThan(0);
    for (const type of cardTypes) expect(brShares[type], type).toBe(0);
    for (const type of allTypes.filter((type) => !cardTypes.includes(type)))
      expect(brShares[type], type).toBeGreaterThan(0);
  });

  it.each<[PriceType, number, number]>([
    ['NORMAL', 90, 99],
    ['INTERNET', 18, 35],
    ['EVENT', 8, 20],
    ['AB', 2, 9],
    ['AggregatedBundlePrice', 2, 7],
    ['SAVING', 40, 60],
    ['PRECIOS_PRO', 5, 30],
    ['EMPLOYEE', 1, 6],
    ['M2', 1, 15],
    ['PUM', 1, 20],
  ])('%s rides on between %i and %i percent of cl SKUs', (type, low, high) => {
    expect(clShares[type]).toBeGreaterThanOrEqual(low);
    expect(clShares[type]).toBeLessThanOrEqual(high);
  });

  it('makes every bundle total the regular price of its bundle, never below the combo price (docs/prices-and-badges.md)', () => {
    const bundles = cl.filter((list) => list.some((entry) => entry.type === 'AggregatedBundlePrice'));
    expect(bundles.length).toBeGreaterThan(10);
    for (const list of bundles) {
      expect(list.some((entry) => entry.type === 'NORMAL')).toBe(false);
      const shown = displayedPrice(
        list.filter((entry) => entry.type === 'COMBO' || entry.type.endsWith('BundlePrice')),
      );
      expect(shown).toMatchObject({ current: { type: 'COMBO' }, regular: { type: 'AggregatedBundlePrice' } });
      if (shown.status === 'priced') expect(shown.current.price).toBeLessThanOrEqual(shown.regular.price);
    }
  });

  it('never lets the employee price reach the lines a page shows', () => {
    const withEmployee = cl.filter((list) => list.some((entry) => entry.type === 'EMPLOYEE'));
    expect(withEmployee.length).toBeGreaterThan(10);
    for (const list of withEmployee) {
      const shown = priceLines(list, getTenant('cl'), { viewer: pageViewer });
      expect(shown.status === 'priced' && shown.lines.map((line) => line.type)).not.toContain('EMPLOYEE');
    }
  });

  it('ends each campaign price, and what was worked out from it, one to six weeks after the catalogue date', () => {
    const campaigns = cl.filter((list) => list[0]?.type === 'EVENT' || list[0]?.type === 'INTERNET_EVENT');
    expect(campaigns.length).toBeGreaterThan(100);
    const ends = new Set<string>();
    for (const list of campaigns) {
      const end = list[0]?.validUntil as string;
      ends.add(end);
      const weeks = (Date.parse(end) - referenceDate.getTime()) / (7 * 86_400_000);
      expect(weeks).toBeGreaterThan(1);
      expect(weeks).toBeLessThan(7);
      // the regular price holds on; the entries that hang on the campaign's price end with it
      for (const entry of list) {
        const holds = entry.type === 'NORMAL' || entry.type === 'INTERNET';
        expect(entry.validUntil, entry.type).toBe(holds ? undefined : end);
      }
      const after = priceLines(
        list.filter((entry) => entry.validUntil === undefined),
        getTenant('cl'),
      );
      expect(after.status === 'priced' && after.validUntil).toBeNull();
    }
    expect(ends.size).toBe(6);
    const lasting = cl.filter((list) => !campaigns.includes(list));
    expect(lasting.every((list) => list.every((entry) => entry.validUntil === undefined))).toBe(true);
  });
});
