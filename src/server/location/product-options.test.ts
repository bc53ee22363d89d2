import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { deliveryEstimates } from '../delivery/estimates';
import { productPageDelivery } from '../delivery/page-delivery';
import { deliveryFixture } from '../delivery/test-fixture';
import { locationPicker } from './location-form';
import { zonesOf } from './zones';

const cl = getTenant('cl');
const t = translator('es');
// 10:00 on a Monday in Santiago (UTC-3 in November 2026)
const mondayMorning = new Date('2026-11-23T13:00:00Z');

let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  ({ handle, dir } = await deliveryFixture());
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const pickup = async (skuId: string, zoneId = '13101') =>
  (
    await productPageDelivery(
      handle,
      cl,
      t,
      { skuId, zoneId, isFallback: false },
      mondayMorning,
      new CatalogueRevisions(),
    )
  )?.pickup ?? null;

describe('storePickup (the product page store list and map)', () => {
  it("lists only the region's stores that have the SKU, numbered for the map", async () => {
    const result = await pickup('1000001');
    expect(result?.regionName).toBe('Metropolitana de Santiago');
    expect(result?.stores.map((store) => [store.number, store.storeId, store.units])).toEqual([[1, '1001', 3]]);
    expect(result?.stores[0]?.clickAndCollect.available).toBe(true);
    expect(result?.stores[0]?.todayMessage).toBe('Abierta hoy de 08:30 a 21:00');
    expect(result?.clickAndCollect).toBe(true);
  });

  it('lists a pickup-only product in the store that holds it', async () => {
    const result = await pickup('1000002', '13123');
    expect(result?.stores.map((store) => store.storeId)).toEqual(['1017']);
  });

  it('lists no store when none has units', async () => {
    const result = await pickup('1000003');
    expect(result?.stores).toEqual([]);
    expect(result?.clickAndCollect).toBe(false);
  });

  it('has no tile URL unless MAP_TILE_URL is set', async () => {
    expect((await pickup('1000001'))?.tileUrl).toBeNull();
  });

  it('answers null for a zone the tenant does not have', async () => {
    expect(await pickup('1000001', '99999')).toBeNull();
  });
});

describe('productPageDelivery (the product page delivery options)', () => {
  const options = async (skuId: string, now = mondayMorning) =>
    (
      await productPageDelivery(
        handle,
        cl,
        t,
        { skuId, zoneId: '13101', isFallback: false },
        now,
        new CatalogueRevisions(),
      )
    )?.options;
  const estimate = async (deliveryMethod: 'homeDelivery' | 'pickupInStore', skuId: string) => {
    const zone = (await zonesOf(handle, 'cl')).get('13101');
    if (!zone) throw new Error('zone 13101 missing from the fixture');
    const answer = await deliveryEstimates(handle, cl, t, {
      deliveryMethod,
      skuId,
      quantity: 1,
      zone: { ...zone, isFallback: false },
      now: mondayMorning,
    });
    return answer.estimates.find((found) => found.available)?.message;
  };

  it('says for each method what delivery-estimates answers for the same zone and instant', async () => {
    expect(await options('1000001')).toEqual([
      {
        method: 'homeDelivery',
        label: 'Despacho a domicilio',
        available: true,
        message: await estimate('homeDelivery', '1000001'),
      },
      {
        method: 'clickAndCollect',
        label: 'Retiro en tienda',
        available: true,
        message: await estimate('pickupInStore', '1000001'),
      },
      {
        method: 'buyAtStore',
        label: 'Compra en tienda',
        available: true,
        message: 'Disponible hoy en 1 tienda de Metropolitana de Santiago',
      },
    ]);
    expect((await options('1000001'))?.map((option) => option.message).slice(0, 2)).toEqual([
      'Llega hoy con despacho de $ 3.990',
      'Retira en tienda desde 2 horas después de tu compra',
    ]);
  });

  it('says "store closed today" on the day the only stocked store is closed', async () => {
    const sunday = new Date('2026-11-22T13:00:00Z');
    expect((await options('1000001', sunday))?.find((option) => option.method === 'buyAtStore')?.message).toBe(
      'Tienda cerrada hoy',
    );
  });

  it('says why nothing can be offered for a SKU without units', async () => {
    expect(await options('1000003')).toEqual([
      {
        method: 'homeDelivery',
        label: 'Despacho a domicilio',
        available: false,
        message: 'Sin stock para despacho a domicilio.',
      },
      {
        method: 'clickAndCollect',
        label: 'Retiro en tienda',
        available: false,
        message: 'Sin retiro en las tiendas de Metropolitana de Santiago por ahora',
      },
      {
        method: 'buyAtStore',
        label: 'Compra en tienda',
        available: false,
        message: 'Sin stock en las tiendas de Metropolitana de Santiago',
      },
    ]);
  });
});

describe('locationPicker (region or postal code entry)', () => {
  it('asks zip-code tenants for a postal code', async () => {
    expect(await locationPicker(handle, getTenant('br'), translator('pt'), '3550308', null)).toEqual({
      mode: 'zipCode',
    });
  });

  it("offers the regions and the cities of the shopper's region, named by the country's levels", async () => {
    const picker = await locationPicker(handle, cl, t, '13123', null);
    expect(picker).toEqual({
      mode: 'place',
      levels: { region: 'Región', city: 'Comuna' },
      regionId: '13',
      regions: [
        { id: '05', name: 'Valparaíso' },
        { id: '13', name: 'Metropolitana de Santiago' },
      ],
      cities: [
        { zoneId: '13123', name: 'Providencia', served: true, selected: true },
        { zoneId: '13101', name: 'Santiago', served: true, selected: false },
      ],
    });
  });

  it.each([
    ['another region', '05', ['05104']],
    ['an unknown region (falls back to the shopper’s)', 'XX', ['13123', '13101']],
  ])('lists the cities of %s', async (_name, requested, zoneIds) => {
    const picker = await locationPicker(handle, cl, t, '13101', requested);
    if (picker.mode !== 'place') throw new Error('cl chooses by place');
    expect(picker.cities.map((city) => city.zoneId)).toEqual(zoneIds);
  });

  it('marks unserved cities', async () => {
    const picker = await locationPicker(handle, cl, t, '13101', '05');
    if (picker.mode !== 'place') throw new Error('cl chooses by place');
    expect(picker.cities[0]).toMatchObject({ name: 'Juan Fernández', served: false, selected: false });
  });
});
