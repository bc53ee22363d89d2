import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { anonymousViewer } from './combinations';
import { badgesWithPrice } from './price-badges';
import type { PriceEntry } from './price-entry';
import { type PriceLineOptions, priceLines } from './price-lines';

const cl = getTenant('cl');
const br = getTenant('br');
const e = (type: PriceEntry['type'], price: number): PriceEntry => ({ type, price });
const all = ['NEW', 'CMR', 'CMR_MXN_PROMOTION', 'PRECIOS_PRO', 'INTERNET_PRICE', 'AB', 'COMBO', 'FREE_SHIPPING'];

describe('badgesWithPrice', () => {
  it.each<[string, PriceEntry[], PriceLineOptions, string[]]>([
    ['only a shelf price: the price badges go', [e('NORMAL', 15990)], {}, ['NEW', 'FREE_SHIPPING']],
    [
      'a CMR price shown: the card badges stay',
      [e('INTERNET', 29990), e('CMR', 24990), e('NORMAL', 34990)],
      {},
      ['NEW', 'CMR', 'CMR_MXN_PROMOTION', 'INTERNET_PRICE', 'FREE_SHIPPING'],
    ],
    [
      'a CMR price below the lower limit (docs/prices-and-badges.md) is hidden, so is its badge',
      [e('INTERNET', 8990), e('CMR', 7990), e('NORMAL', 9990)],
      {},
      ['NEW', 'INTERNET_PRICE', 'FREE_SHIPPING'],
    ],
    [
      'a pro price shown on a page: the pro badge stays',
      [e('NORMAL', 15990), e('PRECIOS_PRO', 14690)],
      {},
      ['NEW', 'PRECIOS_PRO', 'FREE_SHIPPING'],
    ],
    [
      'a pro price no lower than the current one: no line, no badge',
      [e('INTERNET', 13990), e('NORMAL', 15990), e('PRECIOS_PRO', 14690)],
      {},
      ['NEW', 'INTERNET_PRICE', 'FREE_SHIPPING'],
    ],
    [
      'a pro price the viewer does not see: no badge',
      [e('NORMAL', 15990), e('PRECIOS_PRO', 14690)],
      { viewer: anonymousViewer },
      ['NEW', 'FREE_SHIPPING'],
    ],
    [
      'a campaign price leads: the internet badge goes',
      [e('EVENT', 12990), e('INTERNET', 13990), e('NORMAL', 15990)],
      {},
      ['NEW', 'FREE_SHIPPING'],
    ],
    [
      'an online campaign price is an internet price',
      [e('INTERNET_EVENT', 12990), e('NORMAL', 15990)],
      {},
      ['NEW', 'INTERNET_PRICE', 'FREE_SHIPPING'],
    ],
    ['an AB price leads', [e('AB', 12990), e('NORMAL', 15990)], {}, ['NEW', 'AB', 'FREE_SHIPPING']],
    [
      'a bundle at its combo price, the total of its parts as regular',
      [e('COMBO', 25990), e('AggregatedBundlePrice', 31970)],
      {},
      ['NEW', 'COMBO', 'FREE_SHIPPING'],
    ],
    ['no price at all: no price badge', [e('SAVING', 1000)], {}, ['NEW', 'FREE_SHIPPING']],
  ])('%s', (_, entries, options, expected) => {
    expect(badgesWithPrice(all, priceLines(entries, cl, options))).toEqual(expected);
  });

  it('keeps badges it does not know and the order they came in', () => {
    const shown = priceLines([e('NORMAL', 15990), e('PRECIOS_PRO', 13990)], br);
    expect(badgesWithPrice(['PRECIOS_PRO', 'SECOND_PROMOTION', 'NEW'], shown)).toEqual([
      'PRECIOS_PRO',
      'SECOND_PROMOTION',
      'NEW',
    ]);
  });
});
