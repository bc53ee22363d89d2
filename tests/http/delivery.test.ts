import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { type DeliveryFixtures, deliveryFixtures } from './location-fixtures';

interface HomeOption {
  deliveryMethod: string;
  label: string;
  available: boolean;
  reason: string | null;
  units: number;
  days: number | null;
  promisedDate: string | null;
  cost: number | null;
  costFormatted: string | null;
  isFree: boolean;
  message: string;
}
interface Shipping {
  skuId: string;
  quantity: number;
  zone: { zoneId: string; isFallback: boolean; served: boolean };
  homeDelivery: HomeOption;
  homeDeliveryEconomic: HomeOption | null;
}
let sku: DeliveryFixtures;
beforeAll(async () => {
  sku = await deliveryFixtures('cl');
});

/** Santiago's calendar day and hour now: the same-day cut-off of zone 13101 is 13:00. */
function santiagoNow(): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
const sameDayPromise = ({ day, hour }: { day: string; hour: number }) => (hour < 13 ? day : nextDay(day));

describe('GET /api/{tenant}/getProductShipping', () => {
  it('promises home delivery in the shopper’s zone: same day before the 13:00 cut-off, next day after', async () => {
    const before = santiagoNow();
    const { status, body } = await api<Shipping>(`/api/cl/getProductShipping?skuId=${sku.stocked}&quantity=1`);
    const after = santiagoNow();
    expect(status).toBe(200);
    const home = body.data?.homeDelivery;
    expect(body.data?.zone).toMatchObject({ zoneId: '13101', isFallback: true });
    expect(home).toMatchObject({
      deliveryMethod: 'homeDelivery',
      label: 'Despacho a domicilio',
      available: true,
      reason: null,
    });
    expect(home?.units).toBeGreaterThanOrEqual(50);
    // a request that straddles the cut-off may answer either way
    expect([sameDayPromise(before), sameDayPromise(after)]).toContain(home?.promisedDate);
    const expected = home?.promisedDate === before.day ? 'Llega hoy con despacho' : 'Llega mañana con despacho';
    expect(home?.message.startsWith(expected)).toBe(true);
    expect(body.data?.homeDeliveryEconomic).toMatchObject({
      deliveryMethod: 'homeDeliveryEconomic',
      available: true,
      days: 3,
    });
  });

  it('charges the zone cost below freeShippingFrom (49.990) and nothing from it', async () => {
    const one = await api<Shipping>(
      `/api/cl/getProductShipping?skuId=${sku.cheap}&quantity=1&regionId=13&cityId=13123`,
    );
    const many = await api<Shipping>(
      `/api/cl/getProductShipping?skuId=${sku.cheap}&quantity=50&regionId=13&cityId=13123`,
    );
    expect(one.body.data?.zone.zoneId).toBe('13123');
    expect(one.body.data?.homeDelivery).toMatchObject({ cost: 3990, costFormatted: '$ 3.990', isFree: false });
    expect(one.body.data?.homeDelivery.message).toMatch(/con despacho de \$ 3\.990$/);
    expect(many.body.data?.homeDelivery).toMatchObject({ cost: 0, costFormatted: '$ 0', isFree: true });
    expect(many.body.data?.homeDelivery.message).toMatch(/despacho gratis$/);
  });

  it('accepts the comuna as the city id, and reads the zone cookie', async () => {
    const comuna = await api<Shipping>(`/api/cl/getProductShipping?skuId=${sku.stocked}&regionId=13&comuna=13120`);
    expect(comuna.body.data).toMatchObject({ quantity: 1, zone: { zoneId: '13120' } });
    const cookie = await api<Shipping>(`/api/cl/getProductShipping?skuId=${sku.stocked}`, {
      headers: { cookie: 'zone=101312325' },
    });
    expect(cookie.body.data?.zone).toMatchObject({ zoneId: '13123', isFallback: false });
    const malformed = await api<Shipping>(`/api/cl/getProductShipping?skuId=${sku.stocked}`, {
      headers: { cookie: 'zone=%00;x' },
    });
    expect(malformed.status).toBe(200);
    expect(malformed.body.data?.zone).toMatchObject({ zoneId: '13101', isFallback: true });
  });

  it.each([
    ['sold out at the DC', () => `skuId=${sku.soldOut}`, 'outOfStock', 'Sin stock para despacho a domicilio.'],
    ['pickup-only', () => `skuId=${sku.pickupOnly}`, 'pickupOnly', 'Este producto solo se puede retirar en tienda.'],
    [
      'an unserved zone',
      () => `skuId=${sku.stocked}&regionId=05&cityId=05104`,
      'notServed',
      'Aún no hacemos despachos a Juan Fernández.',
    ],
    [
      'more than the DC holds',
      () => `skuId=${sku.stocked}&quantity=9999`,
      'insufficientStock',
      'Reduce la cantidad para continuar.',
    ],
  ])('is not available for %s', async (_, query, reason, message) => {
    const { status, body } = await api<Shipping>(`/api/cl/getProductShipping?${query()}`);
    expect(status).toBe(200);
    expect(body.data?.homeDelivery).toMatchObject({ available: false, reason, promisedDate: null, cost: null });
    expect(body.data?.homeDelivery.message).toContain(message);
  });

  it('has no economic option in a zone without one', async () => {
    const { body } = await api<Shipping>(`/api/cl/getProductShipping?skuId=${sku.stocked}&regionId=05&cityId=05104`);
    expect(body.data?.homeDeliveryEconomic).toBeNull();
  });

  it.each([
    ['', 400, 'skuId'],
    ['skuId=abc', 400, 'skuId'],
    ['skuId=12', 400, 'skuId'],
    ['skuId=1000000&skuId=1000001', 400, 'skuId'],
    ['skuId=9999999', 404, 'skuId'],
    ['skuId=SKU&quantity=1', 400, 'skuId'],
    ['skuId={sku}&quantity=0', 400, 'quantity'],
    ['skuId={sku}&quantity=-3', 400, 'quantity'],
    ['skuId={sku}&quantity=1.5', 400, 'quantity'],
    ['skuId={sku}&quantity=10000', 400, 'quantity'],
    ['skuId={sku}&quantity=99999999999999999999', 400, 'quantity'],
    ['skuId={sku}&quantity=two', 400, 'quantity'],
    ['skuId={sku}&regionId=05', 400, 'cityId'],
    ['skuId={sku}&regionId=99&cityId=13101', 404, 'regionId'],
    ['skuId={sku}&regionId=13&cityId=05104', 404, 'cityId'],
    ['skuId={sku}&cityId=00000', 404, 'cityId'],
    ['skuId={sku}&cityId=13101&comuna=13123', 400, 'comuna'],
    ['skuId={sku}&regionId=1%3D1', 400, 'regionId'],
  ])('?%s → %i naming %s', async (query, status, field) => {
    const response = await api(`/api/cl/getProductShipping?${query.replace('{sku}', sku.stocked)}`);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });
});

interface Divgeo {
  region: { regionId: string; name: string };
  cities: {
    cityId: string;
    name: string;
    served: boolean;
    homeDelivery: { days: number; costFormatted: string; message: string } | null;
    homeDeliveryEconomic: unknown;
  }[];
}

describe('GET /api/{tenant}/initDivgeoShipping?divgeo2', () => {
  it('lists the comunas of a region with their promises, by name', async () => {
    const { status, body } = await api<Divgeo>('/api/cl/initDivgeoShipping?divgeo2=13');
    expect(status).toBe(200);
    expect(body.data?.region).toEqual({ regionId: '13', name: 'Metropolitana de Santiago' });
    const names = body.data?.cities.map((city) => city.name) ?? [];
    expect(names).toContain('Providencia');
    expect(names).toEqual([...names].sort(new Intl.Collator('es-CL').compare));
    const providencia = body.data?.cities.find((city) => city.cityId === '13123');
    expect(providencia?.homeDelivery?.costFormatted).toBe('$ 3.990');
    expect(providencia?.homeDelivery?.message).toMatch(/^Llega (hoy|mañana) con despacho de \$ 3\.990$/);
  });

  it('gives no promise for a comuna we do not serve', async () => {
    const { body } = await api<Divgeo>('/api/cl/initDivgeoShipping?divgeo2=05');
    expect(body.data?.cities.find((city) => city.cityId === '05104')).toMatchObject({
      served: false,
      homeDelivery: null,
    });
  });

  it.each([
    ['', 400],
    ['divgeo2=', 400],
    ['divgeo2=13%2F1', 400],
    ['divgeo2=1234567890', 400],
    ['divgeo2=99', 404],
  ])('?%s → %i', async (query, status) => {
    const response = await api(`/api/cl/initDivgeoShipping?${query}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe('divgeo2');
  });
});
