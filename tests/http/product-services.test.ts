import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { type ProductFixtures, productFixtures } from './product-fixtures';

let f: ProductFixtures;
beforeAll(async () => {
  f = await productFixtures();
});

interface StoreView {
  id: string;
  name: string;
  location: { latitude: number; longitude: number };
  openingHours: { day: string; name: string; opens: string | null; isToday: boolean }[];
  today: { isOpenToday: boolean; isOpenNow: boolean; message: string };
  pickup: { readyInHours: number; message: string };
}

describe('GET /api/{tenant}/store-info', () => {
  it('describes one store with its week and today’s state on the tenant’s clock', async () => {
    const { status, body } = await api<{ localTime: { weekday: number; timeZone: string }; stores: StoreView[] }>(
      '/api/cl/store-info?storeId=1001',
    );
    expect(status).toBe(200);
    const store = body.data?.stores[0] as StoreView;
    expect(store).toMatchObject({ id: '1001', name: 'Andamio La Florida', location: { latitude: expect.any(Number) } });
    expect(store.openingHours.map((day) => day.name)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(body.data?.localTime.timeZone).toBe('America/Santiago');
    // The server's "today" is Santiago's: the weekday Intl gives for that zone now (give or take a midnight).
    const santiago = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', weekday: 'short' }).format(
      new Date(),
    );
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(santiago)).toBe(body.data?.localTime.weekday);
    const today = store.openingHours.filter((day) => day.isToday);
    expect(today).toHaveLength(1);
    expect(store.today.isOpenToday).toBe(today[0]?.opens !== null);
    expect(store.today.message).toMatch(
      store.today.isOpenToday ? /^(Abierto ahora|Cerrado ahora)/ : /^Tienda cerrada hoy$/,
    );
    expect(store.pickup.message).toMatch(/^Retira en tienda desde \d+ horas/);
  });

  it('lists the stores of the shopper’s region without a storeId', async () => {
    const { body } = await api<{ stores: StoreView[] }>('/api/cl/store-info');
    expect(body.data?.stores.map((store) => store.id).sort()).toEqual(f.regionStores);
  });

  it.each([
    ['storeId=9999', 404, 'storeId'],
    [`storeId=${'1'.repeat(41)}`, 400, 'storeId'],
    ['storeId=1001&storeId=1002', 400, 'storeId'],
    ['zone=nope!', 400, 'zone'],
  ])('store-info?%s → %i', async (query, status, field) => {
    const { status: got, body } = await api(`/api/cl/store-info?${query}`);
    expect(got).toBe(status);
    expect(body.errors?.[0]?.field).toBe(field);
  });
});

describe('GET /api/{tenant}/monthly-installment', () => {
  interface Instalments {
    amount: number;
    available: boolean;
    maxCount: number;
    message: string | null;
    options: { count: number; monthly: number; monthlyText: string; message: string }[];
  }

  it('lists the instalment choices for an amount in Mexico', async () => {
    const { status, body } = await api<Instalments>('/api/mx/monthly-installment?amount=100000');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      amount: 100000,
      available: true,
      maxCount: 10,
      message: 'Hasta 10 cuotas de $ 100.00',
    });
    expect(body.data?.options[0]).toEqual({
      count: 1,
      monthly: 100000,
      monthlyText: '$ 1,000.00',
      message: '1 cuota de $ 1,000.00',
    });
  });

  it('works from a product’s price and says when an amount is too small', async () => {
    const product = await api<Instalments>(`/api/mx/monthly-installment?productId=${f.mxProduct}`);
    expect(product.status).toBe(200);
    const small = await api<Instalments>('/api/mx/monthly-installment?amount=4000');
    expect(small.body.data).toMatchObject({
      available: false,
      options: [],
      message: 'Cuotas disponibles en compras sobre $ 50.00',
    });
  });

  it('is refused where the tenant has no instalments', async () => {
    const { status, body } = await api('/api/cl/monthly-installment?amount=100000');
    expect(status).toBe(400);
    expect(body.errors?.[0]).toEqual({
      code: 'NOT_AVAILABLE',
      message: 'El pago en cuotas no está disponible en este país.',
    });
  });

  it.each([
    ['', 'amount'],
    ['amount=0', 'amount'],
    ['amount=-5', 'amount'],
    ['amount=12.5', 'amount'],
    ['amount=abc', 'amount'],
    ['amount=99999999999999999999', 'amount'],
    ['amount=100&productId=100000', 'amount'],
    ['productId=%24%24', 'productId'],
  ])('refuses "%s" naming %s', async (query, field) => {
    const { status, body } = await api(`/api/mx/monthly-installment?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await api('/api/mx/monthly-installment?productId=999999')).status).toBe(404);
  });
});

describe('POST /api/{tenant}/variant-availability', () => {
  const subscribe = (body: unknown, init: RequestInit = {}) =>
    api<{ alreadySubscribed: boolean; email: string; message: string }>('/api/cl/variant-availability', {
      method: 'POST',
      json: body,
      ...init,
    });

  it('subscribes an email to a sold-out variant once, then says it already is', async () => {
    const email = `Notify.${Date.now()}@Example.cl`;
    const first = await subscribe({ skuId: f.soldOutSku.id, email });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ alreadySubscribed: false, email: email.toLowerCase() });
    expect(first.body.data?.message).toContain(email.toLowerCase());
    const again = await subscribe({ skuId: f.soldOutSku.id, email: email.toLowerCase() });
    expect(again.status).toBe(200);
    expect(again.body.data?.alreadySubscribed).toBe(true);
  });

  it('refuses a variant the shopper’s zone can buy now', async () => {
    const { status, body } = await subscribe({ skuId: f.stockedSku.id, email: 'someone@example.cl' });
    expect(status).toBe(409);
    expect(body.errors?.[0]).toMatchObject({ code: 'IN_STOCK', field: 'skuId' });
  });

  it.each([
    [{ skuId: '9999999', email: 'a@b.cl' }, 404, 'skuId'],
    [{ skuId: 'abc', email: 'a@b.cl' }, 400, 'skuId'],
    [{ skuId: 1234567, email: 'a@b.cl' }, 400, 'skuId'],
    [{ email: 'a@b.cl' }, 400, 'skuId'],
    [{ skuId: '1000000', email: 'not-an-email' }, 400, 'email'],
    [{ skuId: '1000000', email: `${'a'.repeat(250)}@b.cl` }, 400, 'email'],
    [{ skuId: '1000000' }, 400, 'email'],
    [[], 400, 'body'],
  ])('refuses %j with %i naming %s', async (json, status, field) => {
    const response = await subscribe(json);
    expect(response.status).toBe(status);
    expect(response.body.errors?.map((error) => error.field)).toContain(field);
  });

  it('refuses malformed JSON, another content type and an oversized body', async () => {
    const raw = (body: string, type: string) =>
      api('/api/cl/variant-availability', { method: 'POST', body, headers: { 'content-type': type } });
    const malformed = await raw('{"skuId":', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'body' });
    expect((await raw('<skuId>1000000</skuId>', 'application/xml')).status).toBe(415);
    expect(
      (await raw(JSON.stringify({ skuId: '1000000', email: 'a@b.cl', pad: 'x'.repeat(5000) }), 'application/json'))
        .status,
    ).toBe(413);
  });
});

describe('GET /api/{tenant}/interlinking', () => {
  interface Links {
    page: { kind: string; id: string; name: string };
    breadcrumbs: { id: string }[];
    groups: { kind: string; title: string; links: { text: string; url: string }[] }[];
  }

  it('links a product page to its category path, neighbours, brands and best sellers', async () => {
    const { status, body, headers } = await api<Links>(
      `/api/cl/interlinking?page=${encodeURIComponent(`/cl/product/${f.plain.id}/x/`)}`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.data?.page).toMatchObject({ kind: 'product', id: f.plain.id });
    expect(body.data?.breadcrumbs).toHaveLength(3);
    expect(body.data?.groups.map((group) => group.kind)).toEqual(
      expect.arrayContaining(['topBrands', 'popularProducts']),
    );
    for (const group of body.data?.groups ?? []) {
      expect(group.links.length).toBeGreaterThan(0);
      for (const link of group.links) expect(link.url).toMatch(/^\/cl\/(product|category|brand)\//);
    }
  });

  it('links a category page to its subcategories, and a brand page to its categories', async () => {
    const category = await api<Links>(`/api/cl/interlinking?page=/cl/category/${f.category.id.toLowerCase()}/x/`);
    expect(category.body.data?.groups[0]).toMatchObject({
      kind: 'subcategories',
      title: `Categorías de ${f.category.name}`,
    });
    const brand = await api<Links>(`/api/cl/interlinking?page=/cl/brand/${f.brand.slug}/&limit=3`);
    expect(brand.body.data?.page).toMatchObject({ kind: 'brand', name: f.brand.name });
    for (const group of brand.body.data?.groups ?? []) expect(group.links.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['', 400],
    ['page=', 400],
    [`page=/cl/${'x'.repeat(500)}`, 400],
    ['page=/mx/product/100000/x/', 400],
    ['page=/cl/cart/', 400],
    ['page=/cl/product/999999/x/', 404],
    ['page=/cl/brand/no-such-brand/', 404],
  ])('interlinking?%s → %i', async (query, status) => {
    const { status: got, body } = await api(`/api/cl/interlinking?${query}`);
    expect(got).toBe(status);
    expect(body.errors?.[0]?.field).toBe('page');
  });
});

describe('GET /api/{tenant}/features/config/features', () => {
  it.each([
    [
      'cl',
      {
        instalments: false,
        zipCode: false,
        socialLogin: true,
        locationModal: { enabled: true, mode: 'region', zipCodeOnly: false },
      },
    ],
    ['mx', { instalments: true, zipCode: true, locationModal: { enabled: true, mode: 'zipCode', zipCodeOnly: true } }],
    ['co', { socialLogin: false, loginMethods: ['person', 'company'] }],
    ['br', { companyLogin: false, pixDiscount: true }],
  ])('%s', async (tenant, expected) => {
    const { status, body } = await api(`/api/${tenant}/features/config/features`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ tenant, ...expected });
  });

  it('states the free-shipping threshold in the tenant’s money', async () => {
    const { body } = await api<{ freeShipping: unknown }>('/api/cl/features/config/features');
    expect(body.data?.freeShipping).toEqual({ enabled: true, threshold: 49990, thresholdText: '$ 49.990' });
  });
});
