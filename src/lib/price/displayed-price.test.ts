import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayedPrice, isShelfCandidate } from './displayed-price';
import { type PriceEntry, priceTypeSchema } from './price-entry';

const entry = (type: PriceEntry['type'], price: number, unit?: string): PriceEntry =>
  unit === undefined ? { type, price } : { type, price, unit };

/** current, regular, discountPercent, savings as a shopper reads them; null for "no price". */
function summary(entries: PriceEntry[]) {
  const shown = displayedPrice(entries);
  if (shown.status === 'noPrice') return null;
  return [shown.current.type, shown.regular.type, shown.discountPercent, shown.savings];
}

describe('displayedPrice (docs/prices-and-badges.md)', () => {
  it.each([
    ['one entry: regular equals current', [entry('NORMAL', 15990)], ['NORMAL', 'NORMAL', 0, 0]],
    [
      'two entries: first current, second regular',
      [entry('INTERNET', 12990), entry('NORMAL', 15990)],
      ['INTERNET', 'NORMAL', 19, 3000],
    ],
    [
      'three entries: first current, last regular',
      [entry('EVENT', 9990), entry('INTERNET', 12990), entry('NORMAL', 15990)],
      ['EVENT', 'NORMAL', 38, 6000],
    ],
    [
      'four entries: still first and last',
      [entry('EVENT', 8000), entry('AB', 9000), entry('INTERNET', 9500), entry('NORMAL', 10000)],
      ['EVENT', 'NORMAL', 20, 2000],
    ],
    [
      'a bundle total is the regular price, wherever it sits',
      [entry('AggregatedBundlePrice', 50000), entry('COMBO', 39990), entry('NORMAL', 45000)],
      ['COMBO', 'AggregatedBundlePrice', 20, 10010],
    ],
    [
      'a bundle total alone is both prices',
      [entry('AggregatedBundlePrice', 50000)],
      ['AggregatedBundlePrice', 'AggregatedBundlePrice', 0, 0],
    ],
    [
      'SAVING is dropped before counting',
      [entry('INTERNET', 8000), entry('SAVING', 2000), entry('NORMAL', 10000)],
      ['INTERNET', 'NORMAL', 20, 2000],
    ],
    ['M2 is dropped before counting', [entry('M2', 1000), entry('NORMAL', 10000)], ['NORMAL', 'NORMAL', 0, 0]],
    [
      'entries priced per square metre are dropped',
      [
        entry('INTERNET', 9000, 'M²'),
        entry('INTERNET', 27000, 'caja'),
        entry('NORMAL', 30000, 'caja'),
        entry('NORMAL', 10000, 'MT2'),
      ],
      ['INTERNET', 'NORMAL', 10, 3000],
    ],
    // Data order rules, not amounts: a second entry dearer than the first is not a saving.
    [
      'a regular below the current gives no discount',
      [entry('NORMAL', 10000), entry('INTERNET', 8000)],
      ['NORMAL', 'INTERNET', 0, 0],
    ],
    ['the discount percent rounds half up', [entry('INTERNET', 7), entry('NORMAL', 8)], ['INTERNET', 'NORMAL', 13, 1]],
    [
      'the discount percent rounds down below half',
      [entry('INTERNET', 2), entry('NORMAL', 3)],
      ['INTERNET', 'NORMAL', 33, 1],
    ],
  ])('%s', (_, entries, expected) => {
    expect(summary(entries)).toEqual(expected);
  });

  it.each([
    ['an empty list', []],
    ['only a saving and an area price', [entry('SAVING', 500), entry('M2', 9990)]],
    ['only prices per m²', [entry('NORMAL', 9990, 'm2')]],
  ])('%s has no price', (_, entries) => {
    expect(displayedPrice(entries)).toEqual({ status: 'noPrice' });
  });
});

const entryArbitrary = fc.record({
  type: fc.constantFrom(...priceTypeSchema.options),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  unit: fc.constantFrom('UN', 'caja', 'kg', 'm2', 'M²', 'MT2'),
});

describe('displayedPrice, for any price list', () => {
  it('shows only entries left after filtering, and a price exactly when one is left', () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 8 }), (entries) => {
        const left = entries.filter(isShelfCandidate);
        const shown = displayedPrice(entries);
        expect(shown.status === 'priced').toBe(left.length > 0);
        if (shown.status === 'noPrice') return;
        expect(left).toContain(shown.current);
        expect(left).toContain(shown.regular);
        expect(shown.savings).toBe(Math.max(0, shown.regular.price - shown.current.price));
        expect(shown.discountPercent).toBeGreaterThanOrEqual(0);
        expect(shown.discountPercent).toBeLessThanOrEqual(100);
        expect(shown.discountPercent === 0).toBe(shown.savings === 0 || shown.savings * 200 < shown.regular.price);
        const bundle = left.find((item) => item.type === 'AggregatedBundlePrice');
        expect(shown.current).toBe(
          left.find((item) => item !== bundle && item.type !== 'AggregatedBundlePrice') ?? bundle,
        );
        expect(shown.regular).toBe(bundle ?? left.at(-1));
      }),
    );
  });
});
