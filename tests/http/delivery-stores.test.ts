import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { type DeliveryFixtures, deliveryFixtures } from './location-fixtures';

interface StoreOption {
  storeId: string;
  name: string;
  units: number;
  openToday: boolean;
  todayMessage: string;
  openingHours: { day: number; dayName: string; open: string | null; close: string | null }[];
  clickAndCollect: {
    available: boolean;
    reason: string | null;
    pickupHours: number;
    promisedAt: string | null;
    message: string;
  };
  buyAtStore: { available: boolean; reason: string | null; message: string };
}
interface StoreShipping {
  zone: { zoneId: string };
  clickAndCollect: boolean;
  buyAtStore: boolean;
  stores: StoreOption[];
}

let sku: DeliveryFixtures;
beforeAll(async () => {
  sku = await deliveryFixtures('cl');
});

const pickupMessages = [
  'Retira en tienda desde 2 horas después de tu compra',
  'Retira hoy en tienda',
  'Retira mañana en tienda',
  'Tienda cerrada hoy',
];

describe('GET /api/{tenant}/getProductStoreShipping', () => {
  it('lists the stores of the zone’s region with units, pickup promise, hours and buy at store', async () => {
    const { status, body } = await api<StoreShipping>(
      `/api/cl/getProductStoreShipping?skuId=${sku.stocked}&quantity=2`,
    );
    expect(status).toBe(200);
    expect(body.data?.clickAndCollect).toBe(true);
    const florida = body.data?.stores.find((store) => store.storeId === '1001');
    expect(florida?.name).toBe('Andamio La Florida');
    expect(florida?.units).toBeGreaterThanOrEqual(5);
    expect(florida?.openingHours.map((day) => day.dayName)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(florida?.clickAndCollect).toMatchObject({ available: true, reason: null, pickupHours: 2 });
    expect(florida?.clickAndCollect.promisedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[34]:00$/);
    expect(
      pickupMessages.some((message) => florida?.clickAndCollect.message.startsWith(message.slice(0, 12))) ||
        florida?.clickAndCollect.message.startsWith('Retira en tienda desde el'),
    ).toBe(true);
    expect(florida?.todayMessage).toMatch(/^(Abierta hoy de \d{2}:\d{2} a \d{2}:\d{2}|Tienda cerrada hoy)$/);
    expect(florida?.buyAtStore.available).toBe(true);
    // stores that can serve come first
    const available = body.data?.stores.map((store) => store.clickAndCollect.available) ?? [];
    expect(available).toEqual([...available].sort((a, b) => Number(b) - Number(a)));
  });

  it('tells a store short of units to reduce the quantity', async () => {
    const { body } = await api<StoreShipping>(`/api/cl/getProductStoreShipping?skuId=${sku.stocked}&quantity=9999`);
    expect(body.data?.clickAndCollect).toBe(false);
    // the fixture's store holds some units of the SKU (location-fixtures.ts), never 9999
    const florida = body.data?.stores.find((store) => store.storeId === '1001');
    expect(florida?.buyAtStore).toMatchObject({ available: false, reason: 'insufficientStock' });
    expect(florida?.buyAtStore.message).toMatch(/^Solo quedan \d+ unidades en esta tienda\.$/);
  });

  it('uses the zone cookie, and lists no store where the region has none', async () => {
    const { body } = await api<StoreShipping>(`/api/cl/getProductStoreShipping?skuId=${sku.stocked}`, {
      headers: { cookie: 'zone=140510425' },
    });
    // Juan Fernández is in the Valparaíso region, whose one store is in Viña del Mar
    expect(body.data?.zone.zoneId).toBe('05104');
    expect(body.data?.stores.map((store) => store.storeId)).toEqual(['1010']);
    const none = await api<StoreShipping>(
      `/api/cl/getProductStoreShipping?skuId=${sku.stocked}&regionId=15&cityId=15101`,
    );
    expect(none.body.data).toMatchObject({ clickAndCollect: false, buyAtStore: false, stores: [] });
  });

  it.each([
    ['', 400, 'skuId'],
    ['skuId=9999999', 404, 'skuId'],
    ['skuId={sku}&quantity=-1', 400, 'quantity'],
    ['skuId={sku}&quantity=10000', 400, 'quantity'],
    ['skuId={sku}&regionId=13', 400, 'cityId'],
  ])('?%s → %i', async (query, status, field) => {
    const response = await api(`/api/cl/getProductStoreShipping?${query.replace('{sku}', sku.stocked)}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });
});

interface Estimates {
  deliveryMethod: string;
  label: string;
  available: boolean;
  estimates: { storeId?: string; available: boolean; promisedAt?: string | null; message: string }[];
}

describe('GET /api/{tenant}/delivery-estimates/products', () => {
  it.each([
    ['homeDelivery', 'Despacho a domicilio'],
    ['homeDeliveryEconomic', 'Despacho económico'],
    ['pickupInStore', 'Retiro en tienda'],
    ['storePickUp', 'Retiro en tienda'],
    ['buyAtStore', 'Compra en tienda'],
  ])('gives the estimates of %s', async (deliveryMethod, label) => {
    const { status, body } = await api<Estimates>(
      `/api/cl/delivery-estimates/products?deliveryMethod=${deliveryMethod}&skuId=${sku.stocked}&quantity=1`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ deliveryMethod, label, available: true });
    expect(body.data?.estimates.length).toBeGreaterThan(0);
    if (deliveryMethod === 'buyAtStore') expect(body.data?.estimates[0]).not.toHaveProperty('promisedAt');
    if (deliveryMethod === 'storePickUp') expect(body.data?.estimates[0]?.promisedAt).toBeTruthy();
  });

  it('answers in Portuguese on br', async () => {
    const br = await deliveryFixtures('br', { store: '5001', priceGroup: '50' });
    const { body } = await api<Estimates>(
      `/api/br/delivery-estimates/products?deliveryMethod=homeDelivery&skuId=${br.stocked}`,
    );
    expect(body.data?.label).toBe('Receba em casa');
    expect(body.data?.estimates[0]?.message).toMatch(/^Chega .* com frete (grátis|de R\$ [\d.]+,\d{2})$/);
  });

  it.each([
    ['skuId={sku}', 400, 'deliveryMethod'],
    ['deliveryMethod=drone&skuId={sku}', 400, 'deliveryMethod'],
    ['deliveryMethod=homeDelivery', 400, 'skuId'],
    ['deliveryMethod=homeDelivery&skuId=9999999', 404, 'skuId'],
    ['deliveryMethod=buyAtStore&skuId={sku}&quantity=0', 400, 'quantity'],
  ])('?%s → %i', async (query, status, field) => {
    const response = await api(`/api/cl/delivery-estimates/products?${query.replace('{sku}', sku.stocked)}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });
});

interface Facilities {
  variantId: string;
  zone: { zoneId: string };
  facilities: { facilityId: string; kind: string; name: string; units: number; serves: string[] }[];
}

describe('GET /api/{tenant}/zone-facility', () => {
  it('lists the DC and the stores of the zone’s region that hold the SKU', async () => {
    const { status, body } = await api<Facilities>(`/api/cl/zone-facility?variantId=${sku.stocked}&zoneId=13123`);
    expect(status).toBe(200);
    expect(body.data?.zone.zoneId).toBe('13123');
    expect(body.data?.facilities[0]).toMatchObject({
      facilityId: 'DC',
      kind: 'distributionCentre',
      name: 'Centro de distribución',
      serves: ['homeDelivery', 'homeDeliveryEconomic'],
    });
    expect(body.data?.facilities).toContainEqual(expect.objectContaining({ facilityId: '1001', kind: 'store' }));
    expect(body.data?.facilities.every((facility) => facility.units > 0)).toBe(true);
  });

  it('leaves the DC out for a pickup-only product or a zone we do not serve; uses the cookie without zoneId', async () => {
    const pickup = await api<Facilities>(`/api/cl/zone-facility?variantId=${sku.pickupOnly}&zoneId=13101`);
    expect(pickup.body.data?.facilities.map((facility) => facility.facilityId)).not.toContain('DC');
    const unserved = await api<Facilities>(`/api/cl/zone-facility?variantId=${sku.stocked}&zoneId=05104`);
    expect(unserved.body.data?.facilities.map((facility) => facility.facilityId)).not.toContain('DC');
    const cookie = await api<Facilities>(`/api/cl/zone-facility?variantId=${sku.stocked}`, {
      headers: { cookie: 'zone=101312325' },
    });
    expect(cookie.body.data?.zone.zoneId).toBe('13123');
  });

  it.each([
    ['zoneId=13101', 400, 'variantId'],
    ['variantId=x&zoneId=13101', 400, 'variantId'],
    ['variantId=9999999&zoneId=13101', 404, 'variantId'],
    ['variantId={sku}&zoneId=99999', 404, 'zoneId'],
    ['variantId={sku}&zoneId=%27%20OR%201', 400, 'zoneId'],
  ])('?%s → %i', async (query, status, field) => {
    const response = await api(`/api/cl/zone-facility?${query.replace('{sku}', sku.stocked)}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });
});
