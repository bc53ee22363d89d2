import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../../lib/price/price-entry';
import { getTenant } from '../../tenants/registry';
import type { FrozenPrice } from './cart-types';
import { chargedUnitPrice, priceLine } from './line-pricing';
import type { OfferedService } from './line-skus';

const now = new Date('2026-03-10T12:00:00Z');
const later = '2026-03-12T12:00:00Z';
const earlier = '2026-03-09T12:00:00Z';
const guest = { isEmployee: false, isProBuyer: false };
const pro = { isEmployee: false, isProBuyer: true };
// br offers Pix (docs/cart-rules.md), cl does not.
const pixOn = getTenant('br');
const pixOff = getTenant('cl');

const internet: PriceEntry[] = [
  { type: 'INTERNET', price: 8990 },
  { type: 'NORMAL', price: 9990 },
  { type: 'SAVING', price: 1000 },
  { type: 'PRECIOS_PRO', price: 8000 },
];
const services: OfferedService[] = [
  { id: 'install', kind: 'service', name: 'Instalación', price: 5000 },
  { id: 'warranty-1y', kind: 'warranty', name: 'Garantía 1 año', price: 700 },
];
const frozen = (unitPrice: number, quantity: number, until = later): FrozenPrice => ({
  quotationId: 'q',
  unitPrice,
  quantity,
  until,
});

describe('the price a cart charges for one unit', () => {
  it.each([
    [
      'a guest pays the displayed current price',
      internet,
      guest,
      { unitPrice: 8990, regularUnitPrice: 9990, usesProPrice: false },
    ],
    [
      'a pro buyer pays the pro price when it is lower (docs/cart-rules.md)',
      internet,
      pro,
      { unitPrice: 8000, regularUnitPrice: 9990, usesProPrice: true },
    ],
    [
      'a pro price above the current one is not charged',
      [
        { type: 'NORMAL', price: 5000 },
        { type: 'PRECIOS_PRO', price: 6000 },
      ] satisfies PriceEntry[],
      pro,
      { unitPrice: 5000, regularUnitPrice: 5000, usesProPrice: false },
    ],
    [
      'a list with no shelf price charges nothing',
      [{ type: 'SAVING', price: 10 }] satisfies PriceEntry[],
      guest,
      undefined,
    ],
  ])('%s', (_, entries, viewer, expected) => {
    expect(chargedUnitPrice(entries, viewer)).toEqual(expected);
  });
});

describe('a priced line', () => {
  const offer = { prices: internet, services };

  it('multiplies the unit price and counts the saving against the regular price', () => {
    const line = priceLine({ quantity: 3, services: [], frozen: null }, offer, guest, pixOff, now);
    expect(line).toMatchObject({
      status: 'priced',
      productsAmount: 26970,
      savings: 3000,
      servicesAmount: 0,
      pixDiscount: 0,
    });
  });

  it('charges a warranty per unit and a service once per line', () => {
    const line = priceLine(
      { quantity: 4, services: [{ id: 'install' }, { id: 'warranty-1y' }], frozen: null },
      offer,
      guest,
      pixOff,
      now,
    );
    expect(line.status === 'priced' && line.services.map((s) => [s.id, s.quantity, s.amount])).toEqual([
      ['install', 1, 5000],
      ['warranty-1y', 4, 2800],
    ]);
    expect(line).toMatchObject({ servicesAmount: 7800 });
  });

  it('drops a chosen service the product no longer offers', () => {
    const line = priceLine({ quantity: 1, services: [{ id: 'gone' }], frozen: null }, offer, guest, pixOff, now);
    expect(line).toMatchObject({ services: [], servicesAmount: 0 });
  });

  it.each([
    ['Pix takes its share off pro-priced units where the tenant offers it', pro, pixOn, 2 * 400],
    ['no Pix where the tenant does not offer it', pro, pixOff, 0],
    ['no Pix on a price that is not a pro price', guest, pixOn, 0],
  ])('%s', (_, viewer, tenant, pixDiscount) => {
    expect(priceLine({ quantity: 2, services: [], frozen: null }, offer, viewer, tenant, now)).toMatchObject({
      pixDiscount,
    });
  });

  it.each([
    ['a live quotation price covers the quoted units', frozen(7000, 5), 5, 35000],
    ['units beyond the quoted ones pay today', frozen(7000, 2), 5, 2 * 7000 + 3 * 8990],
    ['a quotation never charges more than today', frozen(9500, 5), 5, 5 * 8990],
    ['an expired quotation price is no longer honoured', frozen(7000, 5, earlier), 5, 5 * 8990],
  ])('%s', (_, freeze, quantity, productsAmount) => {
    const line = priceLine({ quantity, services: [], frozen: freeze }, offer, guest, pixOff, now);
    expect(line).toMatchObject({ status: 'priced', productsAmount });
  });

  it('honours a frozen service price while the quotation is live, and never above today', () => {
    const chosen = [
      { id: 'install', frozenPrice: 4000 },
      { id: 'warranty-1y', frozenPrice: 900 },
    ];
    const live = priceLine({ quantity: 2, services: chosen, frozen: frozen(8000, 2) }, offer, guest, pixOff, now);
    expect(live).toMatchObject({ servicesAmount: 4000 + 2 * 700 });
    const expired = priceLine(
      { quantity: 2, services: chosen, frozen: frozen(8000, 2, earlier) },
      offer,
      guest,
      pixOff,
      now,
    );
    expect(expired).toMatchObject({ servicesAmount: 5000 + 2 * 700 });
  });

  it('has no price without a shelf price, unless a live quotation promised one', () => {
    const unpriced = { prices: [], services };
    expect(priceLine({ quantity: 1, services: [], frozen: null }, unpriced, guest, pixOff, now)).toEqual({
      status: 'noPrice',
    });
    expect(
      priceLine({ quantity: 2, services: [], frozen: frozen(7000, 2) }, unpriced, guest, pixOff, now),
    ).toMatchObject({
      status: 'priced',
      productsAmount: 14000,
    });
  });
});
