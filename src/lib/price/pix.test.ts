import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { defaultPixPercent, pixPrice } from './pix';
import type { PriceEntry } from './price-entry';

const pro: PriceEntry = { type: 'PRECIOS_PRO', price: 12_990 };

describe('pixPrice (docs/prices-and-badges.md)', () => {
  it.each(['br', 'obra'] as const)('%s takes the default %s %% off a pro price', (id) => {
    expect(defaultPixPercent).toBe(5);
    expect(pixPrice(pro, getTenant(id))).toEqual({ status: 'applied', discountMinor: 650, priceMinor: 12_340 });
  });

  it('takes the rate of a running promotion', () => {
    expect(pixPrice(pro, getTenant('br'), 10)).toEqual({ status: 'applied', discountMinor: 1_299, priceMinor: 11_691 });
  });

  it.each(['NORMAL', 'INTERNET', 'CMR', 'EMPLOYEE'] as const)('does not touch a %s price', (type) => {
    expect(pixPrice({ type, price: 12_990 }, getTenant('br'))).toEqual({ status: 'notProPrice' });
  });

  it.each(['cl', 'pe', 'co', 'ar', 'mx', 'uy', 'homy'] as const)('is off in %s', (id) => {
    expect(pixPrice(pro, getTenant(id))).toEqual({ status: 'pixOff' });
  });
});
