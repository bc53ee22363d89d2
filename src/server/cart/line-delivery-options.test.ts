import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import type { StoreInfo } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import type { LineRecord } from './cart-types';
import { type DeliveryOptionsContext, freeIfHomeOf, lineDeliveryOptions } from './line-delivery-options';
import type { LineSku } from './line-skus';

const cl = getTenant('cl');
const open: [string, string] = ['09:00', '21:00'];
const store = (id: string, name: string, latitude: number, longitude: number): StoreInfo => ({
  id,
  name,
  address: `Av. ${name} 100`,
  zoneId: '',
  latitude,
  longitude,
  phone: '',
  openingHours: [open, open, open, open, open, open, open],
  pickupHours: 2,
});
const stores = new Map(
  [
    store('1001', 'Maipú', -33.51, -70.76),
    store('1002', 'Providencia', -33.43, -70.61),
    store('2001', 'Iquique', -20.21, -70.15),
  ].map((s) => [s.id, s]),
);
const zone: ShopperZone = {
  id: '13101',
  label: 'Santiago',
  priceGroupId: '10',
  cityId: '131',
  regionId: '13',
  served: true,
  deliveryDays: 2,
  deliveryCost: 3990,
  economicDays: null,
  economicCost: null,
  sameDayCutoffHour: null,
  storeIds: ['1001', '1002'],
  centre: { latitude: -33.44, longitude: -70.65 },
  isFallback: false,
};
const facts: LineSku = {
  skuId: '1234567',
  productId: 'p1',
  name: 'Taladro',
  brand: 'Marca',
  image: null,
  url: '/cl/p1',
  color: null,
  size: null,
  saleUnit: 'unit',
  shippingType: 'home',
  services: [],
  prices: [],
  stock: new Map([
    ['DC', 40],
    ['1001', 12],
    ['1002', 1],
  ]),
  withdrawn: false,
};
const line = (changes: Partial<LineRecord> = {}): LineRecord => ({
  lineId: 'l1',
  skuId: facts.skuId,
  quantity: 2,
  deliveryMethod: 'homeDelivery',
  storeId: null,
  services: [],
  pushSite: null,
  addedAt: '2026-03-02T10:00:00.000Z',
  frozen: null,
  ...changes,
});
// A Tuesday at 10:00 in Santiago (UTC-3): home deliveries arrive on Thursday.
const context: DeliveryOptionsContext = {
  tenant: cl,
  t: translator('es'),
  zone,
  stores,
  clock: { now: new Date('2026-03-03T13:00:00Z'), utcOffsetMinutes: -180 },
  freeIfHome: false,
};

describe('a cart line’s delivery options', () => {
  it('offers home delivery with its date and cost, then the zone’s stores nearest first', () => {
    const options = lineDeliveryOptions(line(), facts, context);
    expect(options.map((option) => [option.value, option.label, option.selected, option.available])).toEqual([
      ['homeDelivery', 'Despacho a domicilio', true, true],
      ['pickupInStore:1002', 'Providencia', false, false],
      ['pickupInStore:1001', 'Maipú', false, true],
    ]);
    const [home, providencia, maipu] = options;
    expect(home?.promise).toBe('Llega el jueves, 5 de marzo con despacho de $ 3.990');
    expect(home?.cost).toEqual({ amount: 3990, text: '$ 3.990' });
    expect(maipu?.promise).toBe('Retira en tienda desde 2 horas después de tu compra');
    expect(maipu?.cost?.amount).toBe(0);
    expect(maipu?.store).toEqual({
      id: '1001',
      address: 'Av. Maipú 100',
      distance: expect.stringMatching(/^A 1\d,\d km$/),
      stock: '12 unidades disponibles en tienda',
    });
    // One unit left for two: the store says why it cannot serve the line.
    expect(providencia?.store?.stock).toBe('Solo queda 1 unidad en esta tienda.');
    expect(providencia?.promise).toBe('');
  });

  it('says the home delivery is free when the cart would ship free with the line', () => {
    const [home] = lineDeliveryOptions(line(), facts, { ...context, freeIfHome: true });
    expect(home?.promise).toBe('Llega el jueves, 5 de marzo con despacho gratis');
    expect(home?.cost?.amount).toBe(0);
  });

  it('offers the economic delivery where the zone has it', () => {
    const economic = { ...zone, economicDays: 6, economicCost: 1990 };
    const options = lineDeliveryOptions(line(), facts, { ...context, zone: economic });
    expect(options.map((option) => option.value).slice(0, 2)).toEqual(['homeDelivery', 'homeDeliveryEconomic']);
    expect(options[1]?.cost?.amount).toBe(1990);
  });

  it('keeps the line’s own choice: a store of another region, or buy at store', () => {
    const far = lineDeliveryOptions(line({ deliveryMethod: 'storePickUp', storeId: '2001' }), facts, context);
    expect(far.filter((option) => option.selected).map((option) => option.value)).toEqual(['pickupInStore:2001']);
    const counter = lineDeliveryOptions(line({ deliveryMethod: 'buyAtStore', storeId: '1001' }), facts, context);
    expect(counter.at(-1)).toMatchObject({ value: 'buyAtStore:1001', label: 'Compra en tienda', selected: true });
  });

  it('a product that is gone offers nothing but the line’s choice', () => {
    expect(lineDeliveryOptions(line(), undefined, context).map((option) => option.value)).toEqual(['homeDelivery']);
  });
});

describe('whether the cart would ship free with a line sent home', () => {
  it.each([
    // products sent home already, and the line's own: cl ships free from $ 49.990
    [
      [
        { productsAmount: 30000, atHome: true },
        { productsAmount: 20000, atHome: false },
      ],
      [false, true],
    ],
    [
      [
        { productsAmount: 30000, atHome: true },
        { productsAmount: 10000, atHome: false },
      ],
      [false, false],
    ],
    [[{ productsAmount: 50000, atHome: true }], [true]],
  ])('%o → %o', (lines, expected) => {
    expect(freeIfHomeOf(lines, cl)).toEqual(expected);
  });

  it('never where the tenant does not ship free', () => {
    const flags = { ...cl.flags, freeShipping: false };
    expect(freeIfHomeOf([{ productsAmount: 90000, atHome: true }], { ...cl, flags })).toEqual([false]);
  });
});
