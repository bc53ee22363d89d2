import { describe, expect, it } from 'vitest';
import { priceFeedSchema } from './catalogue-feed';

const feed = (price: Record<string, unknown>) => ({
  updates: [{ skuId: '100', priceGroup: '1', prices: [price, { type: 'NORMAL', amount: 12990 }] }],
});

describe('the price feed', () => {
  it('takes a campaign price with its end, offset included', () => {
    const parsed = priceFeedSchema.parse(
      feed({ type: 'EVENT', amount: 9990, validUntil: '2026-12-24T23:59:59-03:00' }),
    );
    expect(parsed.updates[0]?.prices[0]?.validUntil).toBe('2026-12-24T23:59:59-03:00');
  });

  it.each([
    ['a day without a time', { type: 'EVENT', amount: 9990, validUntil: '2026-12-24' }],
    ['a regular price that ends', { type: 'NORMAL', amount: 9990, validUntil: '2026-12-24T23:59:59Z' }],
    ['a bundle total that ends', { type: 'AggregatedBundlePrice', amount: 9990, validUntil: '2026-12-24T23:59:59Z' }],
  ])('refuses %s, naming the field', (_, price) => {
    const result = priceFeedSchema.safeParse(feed(price));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['updates.0.prices.0.validUntil']);
  });
});
