import { describe, expect, it } from 'vitest';
import { catalogues } from '../messages';
import { anonymousViewer, groupByLine, type LineKind, lineOf, priceTypeTable, type Viewer } from './combinations';
import { type PriceEntry, priceTypeSchema } from './price-entry';

describe('priceTypeTable', () => {
  it.each(priceTypeSchema.options)('%s has a row whose label is a price message', (type) => {
    const { label } = priceTypeTable[type];
    expect(label.startsWith('price.')).toBe(true);
    expect(catalogues.es[label]).toBeTruthy();
  });

  it.each<[PriceEntry['type'], LineKind]>([
    ['NORMAL', 'shelf'],
    ['INTERNET_EVENT', 'shelf'],
    ['AggregatedBundlePrice', 'shelf'],
    ['CMR', 'card'],
    ['CMR_EVENT', 'card'],
    ['CMR_COMBO', 'card'],
    ['PRECIOS_PRO', 'pro'],
    ['EMPLOYEE', 'employee'],
    ['PUM', 'perUnit'],
    ['M2', 'perArea'],
    ['SAVING', 'none'],
  ])('%s goes to the %s line', (type, line) => {
    expect(lineOf({ type, price: 1000 })).toBe(line);
  });

  it.each<[PriceEntry['type'], LineKind]>([
    ['NORMAL', 'perArea'], // docs/prices-and-badges.md: not current or regular, but the price per m² of the product
    ['M2', 'perArea'],
    ['PUM', 'none'], // docs/prices-and-badges.md: no price-per-unit for m² units
    ['CMR', 'none'],
  ])('%s priced per m² goes to the %s line', (type, line) => {
    expect(lineOf({ type, price: 1000, unit: 'm²' })).toBe(line);
  });
});

describe('groupByLine', () => {
  const entries: PriceEntry[] = [
    { type: 'EMPLOYEE', price: 7000 },
    { type: 'INTERNET', price: 9000 },
    { type: 'PRECIOS_PRO', price: 8000 },
    { type: 'NORMAL', price: 10000 },
  ];
  const types = (viewer: Viewer) => {
    const groups = groupByLine(entries, viewer);
    return Object.fromEntries(Object.entries(groups).map(([line, list]) => [line, list.map((entry) => entry.type)]));
  };

  it.each<[string, Viewer, string[], string[], string[]]>([
    ['a shopper', anonymousViewer, [], [], ['EMPLOYEE', 'PRECIOS_PRO']],
    ['an employee', { isEmployee: true, isProBuyer: false }, ['EMPLOYEE'], [], ['PRECIOS_PRO']],
    ['a pro buyer', { isEmployee: false, isProBuyer: true }, [], ['PRECIOS_PRO'], ['EMPLOYEE']],
    ['an employee who buys pro', { isEmployee: true, isProBuyer: true }, ['EMPLOYEE'], ['PRECIOS_PRO'], []],
  ])('%s sees the employee and pro prices meant for them', (_, viewer, employee, pro, hidden) => {
    expect(types(viewer)).toMatchObject({ shelf: ['INTERNET', 'NORMAL'], employee, pro, none: hidden });
  });
});
