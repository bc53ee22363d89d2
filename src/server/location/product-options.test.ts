import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { deliveryFixture } from '../delivery/test-fixture';
import { locationPicker } from './location-form';
import { storeMapBox, storePickup } from './store-pickup';

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

const pickup = (skuId: string, zoneId = '13101') =>
  storePickup(handle, cl, t, { skuId, zoneId, isFallback: false }, mondayMorning);

describe('storePickup (the product page store list and map)', () => {
  it("lists only the region's stores that have the SKU, numbered and placed on the map", async () => {
    const result = await pickup('1000001');
    expect(result?.regionName).toBe('Metropolitana de Santiago');
    expect(result?.stores.map((store) => [store.number, store.storeId, store.units])).toEqual([[1, '1001', 3]]);
    // one store sits in the middle of the map
    expect(result?.stores[0]).toMatchObject({ x: storeMapBox.width / 2, y: storeMapBox.height / 2 });
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
