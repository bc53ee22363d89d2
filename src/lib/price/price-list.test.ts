import { describe, expect, it } from 'vitest';
import { translator } from '../messages';
import { displayedPrice } from './displayed-price';
import type { PriceEntry } from './price-entry';
import { shopperPriceList } from './price-list';

const es = translator('es');
const pt = translator('pt');

describe('shopperPriceList', () => {
  const entries: PriceEntry[] = [
    { type: 'COMBO', price: 25990, unit: 'UN' },
    { type: 'CMR_COMBO', price: 23990, unit: 'UN' },
    { type: 'AggregatedBundlePrice', price: 31970, unit: 'UN' },
    { type: 'SAVING', price: 5980 },
    { type: 'PRECIOS_PRO', price: 23910, unit: 'UN' },
    { type: 'EMPLOYEE', price: 22090, unit: 'UN' },
    { type: 'M2', price: 9990, unit: 'M2' },
  ];

  it('gives type, price, label and unit of every entry in the catalogue order, without the staff price', () => {
    expect(shopperPriceList(entries, es)).toEqual([
      { type: 'COMBO', price: 25990, label: 'Combo', unit: 'UN' },
      { type: 'CMR_COMBO', price: 23990, label: 'Precio CMR', unit: 'UN' },
      { type: 'AggregatedBundlePrice', price: 31970, label: 'Precio por separado', unit: 'UN' },
      { type: 'SAVING', price: 5980, label: 'Ahorro', unit: null },
      { type: 'PRECIOS_PRO', price: 23910, label: 'Precio Pro', unit: 'UN' },
      { type: 'M2', price: 9990, label: 'Precio por m²', unit: 'M2' },
    ]);
  });

  it('labels in the shopper’s language', () => {
    expect(shopperPriceList([{ type: 'PUM', price: 3608, unit: ' LT ' }], pt)).toEqual([
      { type: 'PUM', price: 3608, label: 'Preço por unidade de medida', unit: 'LT' },
    ]);
  });

  it('leaves the reading (docs/prices-and-badges.md) to the client: a bundle total is the regular price', () => {
    const list = shopperPriceList(entries, es).map(({ type, price, unit }) => ({ type, price, unit: unit ?? '' }));
    const shown = displayedPrice(list.filter((entry) => entry.type !== 'CMR_COMBO' && entry.type !== 'PRECIOS_PRO'));
    expect(shown).toMatchObject({ current: { type: 'COMBO' }, regular: { type: 'AggregatedBundlePrice' } });
  });
});
