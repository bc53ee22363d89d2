import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { zonesOf } from '../location/zones';
import { divgeoShipping } from './divgeo';
import { deliveryEstimates } from './estimates';
import { productShipping, productStoreShipping } from './product-shipping';
import { deliveryFixture } from './test-fixture';
import { zoneFacilities } from './zone-facility';

const cl = getTenant('cl');
const t = translator('es');
// Santiago is on UTC-3 in November 2026; the 23rd is a Monday, the 29th a Sunday.
const mondayMorning = new Date('2026-11-23T13:00:00Z'); // 10:00
const mondayAfternoon = new Date('2026-11-23T17:00:00Z'); // 14:00, past the 13:00 cut-off
const sundayMorning = new Date('2026-11-29T13:00:00Z');

let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  ({ handle, dir } = await deliveryFixture());
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

async function zone(id: string) {
  const found = (await zonesOf(handle, 'cl')).get(id);
  if (!found) throw new Error(`no zone ${id}`);
  return { ...found, isFallback: false };
}

describe('productShipping (getProductShipping)', () => {
  it('promises today before the cut-off, with the zone cost', async () => {
    const result = await productShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 1,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    expect(result.homeDelivery).toMatchObject({
      available: true,
      days: 0,
      promisedDate: '2026-11-23',
      cost: 3990,
      costFormatted: '$ 3.990',
      message: 'Llega hoy con despacho de $ 3.990',
      units: 10,
    });
    expect(result.homeDeliveryEconomic).toMatchObject({
      available: true,
      promisedDate: '2026-11-26',
      message: 'Llega el jueves, 26 de noviembre con despacho de $ 2.990',
    });
  });

  it('promises tomorrow after the cut-off', async () => {
    const result = await productShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 1,
      zone: await zone('13101'),
      now: mondayAfternoon,
    });
    expect(result.homeDelivery).toMatchObject({ days: 1, message: 'Llega mañana con despacho de $ 3.990' });
  });

  it('ships free once the line total reaches freeShippingFrom (2 × 30.000 ≥ 49.990)', async () => {
    const result = await productShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 2,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    expect(result.homeDelivery).toMatchObject({ cost: 0, isFree: true, message: 'Llega hoy con despacho gratis' });
  });

  it.each([
    [
      'more units than the DC holds',
      '1000001',
      11,
      '13101',
      'insufficientStock',
      'Solo hay 10 unidades para despacho a domicilio. Reduce la cantidad para continuar.',
    ],
    ['none at the DC', '1000003', 1, '13101', 'outOfStock', 'Sin stock para despacho a domicilio.'],
    ['a pickup-only product', '1000002', 1, '13101', 'pickupOnly', 'Este producto solo se puede retirar en tienda.'],
    ['a zone we do not serve', '1000001', 1, '05104', 'notServed', 'Aún no hacemos despachos a Juan Fernández.'],
  ])('is not offered for %s', async (_, skuId, quantity, zoneId, reason, message) => {
    const result = await productShipping(handle, cl, t, {
      skuId,
      quantity,
      zone: await zone(zoneId),
      now: mondayMorning,
    });
    expect(result.homeDelivery).toMatchObject({ available: false, reason, message, promisedDate: null, cost: null });
  });

  it('has no economic option where the zone has none', async () => {
    const result = await productShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 1,
      zone: await zone('05104'),
      now: mondayMorning,
    });
    expect(result.homeDeliveryEconomic).toBeNull();
  });

  it('answers 404 for an unknown SKU', async () => {
    const call = productShipping(handle, cl, t, {
      skuId: '9999999',
      quantity: 1,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    await expect(call).rejects.toMatchObject({ status: 404, details: [{ field: 'skuId' }] });
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });
});

describe('productStoreShipping (getProductStoreShipping)', () => {
  it('offers pickup from 2 hours and buying at the store that has the units', async () => {
    const result = await productStoreShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 2,
      zone: await zone('13123'),
      now: mondayMorning,
    });
    expect(result.clickAndCollect).toBe(true);
    expect(result.stores.map((store) => store.storeId)).toEqual(['1001', '1017']);
    expect(result.stores[0]).toMatchObject({
      units: 3,
      openToday: true,
      todayMessage: 'Abierta hoy de 08:30 a 21:00',
      clickAndCollect: {
        available: true,
        promisedAt: '2026-11-23T12:00:00-03:00',
        message: 'Retira en tienda desde 2 horas después de tu compra',
      },
      buyAtStore: { available: true, message: '3 unidades disponibles en tienda' },
    });
    expect(result.stores[1]).toMatchObject({
      units: 0,
      clickAndCollect: {
        available: false,
        reason: 'outOfStock',
        promisedAt: null,
        message: 'Sin stock en esta tienda.',
      },
    });
  });

  it('says the store is closed today on Sunday, and promises Monday pickup', async () => {
    const result = await productStoreShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 1,
      zone: await zone('13101'),
      now: sundayMorning,
    });
    const store = result.stores.find((entry) => entry.storeId === '1001');
    expect(store).toMatchObject({
      openToday: false,
      todayMessage: 'Tienda cerrada hoy',
      clickAndCollect: { promisedAt: '2026-11-30T08:30:00-03:00', message: 'Retira mañana en tienda' },
      buyAtStore: { available: true, message: 'Tienda cerrada hoy' },
    });
    expect(store?.openingHours[6]).toEqual({ day: 6, dayName: 'domingo', open: null, close: null });
  });

  it('asks to reduce the quantity past a store’s units', async () => {
    const result = await productStoreShipping(handle, cl, t, {
      skuId: '1000001',
      quantity: 4,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    expect(result.stores[0]?.buyAtStore).toEqual({
      available: false,
      reason: 'insufficientStock',
      message: 'Solo quedan 3 unidades en esta tienda.',
    });
    expect(result.buyAtStore).toBe(false);
  });

  it('waits a day where the store needs one to prepare', async () => {
    const result = await productStoreShipping(handle, cl, t, {
      skuId: '1000002',
      quantity: 1,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    expect(result.stores.find((store) => store.storeId === '1017')?.clickAndCollect).toMatchObject({
      pickupHours: 24,
      promisedAt: '2026-11-24T10:00:00-03:00',
      message: 'Retira mañana en tienda',
    });
  });
});

describe('deliveryEstimates (delivery-estimates/products)', () => {
  it.each([
    ['homeDelivery', 1, true],
    ['homeDeliveryEconomic', 1, true],
    ['pickupInStore', 2, true],
    ['storePickUp', 2, true],
    ['buyAtStore', 2, true],
  ] as const)('%s gives %i estimate(s)', async (deliveryMethod, count, available) => {
    const result = await deliveryEstimates(handle, cl, t, {
      deliveryMethod,
      skuId: '1000001',
      quantity: 1,
      zone: await zone('13101'),
      now: mondayMorning,
    });
    expect(result.estimates).toHaveLength(count);
    expect(result.available).toBe(available);
  });

  it('has no economic estimate where the zone has no economic option', async () => {
    const result = await deliveryEstimates(handle, cl, t, {
      deliveryMethod: 'homeDeliveryEconomic',
      skuId: '1000001',
      quantity: 1,
      zone: await zone('05104'),
      now: mondayMorning,
    });
    expect(result).toMatchObject({ available: false, estimates: [], label: 'Despacho económico' });
  });
});

describe('zoneFacilities (zone-facility)', () => {
  it('lists the DC and the region’s stores that hold units', async () => {
    const result = await zoneFacilities(handle, cl, t, '1000001', await zone('13101'));
    expect(result.facilities).toEqual([
      {
        facilityId: 'DC',
        kind: 'distributionCentre',
        name: 'Centro de distribución',
        units: 10,
        serves: ['homeDelivery', 'homeDeliveryEconomic'],
      },
      {
        facilityId: '1001',
        kind: 'store',
        name: 'Andamio La Florida',
        units: 3,
        serves: ['pickupInStore', 'buyAtStore'],
      },
    ]);
  });

  it('leaves the DC out for a pickup-only product and for a zone we do not serve', async () => {
    const pickupOnly = await zoneFacilities(handle, cl, t, '1000002', await zone('13101'));
    expect(pickupOnly.facilities.map((facility) => facility.facilityId)).toEqual(['1017']);
    const unserved = await zoneFacilities(handle, cl, t, '1000001', await zone('05104'));
    expect(unserved.facilities).toEqual([]);
  });
});

describe('divgeoShipping (initDivgeoShipping)', () => {
  it('lists a region’s cities by name with their promises', async () => {
    const result = await divgeoShipping(handle, cl, t, '13', mondayMorning);
    expect(result.region).toEqual({ regionId: '13', name: 'Metropolitana de Santiago' });
    expect(result.cities.map((city) => city.name)).toEqual(['Providencia', 'Santiago']);
    expect(result.cities[0]?.homeDelivery).toMatchObject({
      days: 0,
      costFormatted: '$ 3.990',
      message: 'Llega hoy con despacho de $ 3.990',
    });
  });

  it('gives no promise for a city we do not serve, and 404 for an unknown region', async () => {
    const result = await divgeoShipping(handle, cl, t, '05', mondayMorning);
    expect(result.cities[0]).toMatchObject({ served: false, homeDelivery: null, homeDeliveryEconomic: null });
    await expect(divgeoShipping(handle, cl, t, '99', mondayMorning)).rejects.toMatchObject({ status: 404 });
  });
});
