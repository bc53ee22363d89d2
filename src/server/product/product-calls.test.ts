import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { ApiError } from '../api/errors';
import type { SqliteHandle } from '../db';
import { scopeOf } from '../request/request-scope';
import { featureToggles } from './features';
import { interlinking } from './interlinking';
import { monthlyInstalments } from './monthly-instalments';
import { subscribeNotifyMe } from './notify-me';
import { productZone } from './product-zone';
import { sponsoredProducts } from './sponsored';
import { catalogueDatabase } from './test-catalogue';

const cl = getTenant('cl');
const mx = getTenant('mx');
const es = translator('es');
let handle: SqliteHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['cl', 'mx']));
});
afterAll(() => dispose());

const one = <T>(sql: string, ...params: string[]) => handle.sqlite.raw.prepare(sql).get(...params) as T;
const fallback = async (tenant = cl) => productZone(handle, await scopeOf(handle, tenant), {});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('notify-me subscriptions (variant-availability)', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const soldOut = () =>
    one<{ id: string }>(
      "SELECT s.id FROM skus s WHERE s.tenant = 'cl' AND NOT EXISTS (SELECT 1 FROM stock k WHERE k.tenant = s.tenant AND k.sku_id = s.id AND k.quantity > 0) LIMIT 1",
    ).id;

  it('subscribes once, then says the address already waits; the address is kept in lower case', async () => {
    const zone = (await fallback()).searchZone;
    const skuId = soldOut();
    const first = await subscribeNotifyMe(handle, cl, es, { skuId, email: 'Ana.Perez@Example.CL' }, zone, now);
    expect(first).toMatchObject({ skuId, email: 'ana.perez@example.cl', alreadySubscribed: false });
    expect(first.message).toContain('ana.perez@example.cl');
    const again = await subscribeNotifyMe(handle, cl, es, { skuId, email: 'ana.perez@example.cl' }, zone, now);
    expect(again.alreadySubscribed).toBe(true);
    expect(again.message).toMatch(/^Ya estabas inscrito/);
    const rows = handle.sqlite.raw
      .prepare("SELECT email, notified_at FROM notify_me WHERE tenant = 'cl' AND sku_id = ?")
      .all(skuId);
    expect(rows).toEqual([{ email: 'ana.perez@example.cl', notified_at: null }]);
  });

  it('renews a subscription that was already notified', async () => {
    const zone = (await fallback()).searchZone;
    const skuId = soldOut();
    handle.sqlite.raw
      .prepare("UPDATE notify_me SET notified_at = '2026-03-01T00:00:00Z' WHERE tenant = 'cl' AND sku_id = ?")
      .run(skuId);
    const renewed = await subscribeNotifyMe(handle, cl, es, { skuId, email: 'ana.perez@example.cl' }, zone, now);
    expect(renewed.alreadySubscribed).toBe(false);
    expect(
      one<{ notified_at: string | null }>("SELECT notified_at FROM notify_me WHERE tenant = 'cl' AND sku_id = ?", skuId)
        .notified_at,
    ).toBeNull();
  });

  it('refuses a variant the zone can sell now (409 IN_STOCK) and an unknown one (404)', async () => {
    const zone = (await fallback()).searchZone;
    const stocked = one<{ sku_id: string }>(
      "SELECT sku_id FROM stock k JOIN skus s ON s.tenant = k.tenant AND s.id = k.sku_id JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id WHERE k.tenant = 'cl' AND k.store_id = 'DC' AND k.quantity > 0 AND p.shipping_type <> 'pickup_only' LIMIT 1",
    ).sku_id;
    const inStock = await rejection(subscribeNotifyMe(handle, cl, es, { skuId: stocked, email: 'a@b.cl' }, zone, now));
    expect(inStock.status).toBe(409);
    expect(inStock.details[0]).toMatchObject({ code: 'IN_STOCK', field: 'skuId' });
    const unknown = await rejection(
      subscribeNotifyMe(handle, cl, es, { skuId: '9999999', email: 'a@b.cl' }, zone, now),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('monthly instalments', () => {
  it('refuses where the tenant has no instalments (docs/instalments.md)', async () => {
    const error = await rejection(
      monthlyInstalments(handle, cl, es, { amount: 100000 }, (await fallback()).searchZone),
    );
    expect(error.status).toBe(400);
    expect(error.details[0]).toMatchObject({ code: 'NOT_AVAILABLE', key: 'product.instalments.notAvailable' });
  });

  it('lists every choice up to the offered count for an amount', async () => {
    // 1,000.00 MXN: above 500.01, so up to 10 instalments
    const result = await monthlyInstalments(handle, mx, es, { amount: 100000 }, (await fallback(mx)).searchZone);
    expect(result).toMatchObject({
      available: true,
      maxCount: 10,
      amountText: '$ 1,000.00',
      message: 'Hasta 10 cuotas de $ 100.00',
    });
    expect(result.options.map((option) => option.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.options[2]).toMatchObject({ monthly: 33334, message: '3 cuotas de $ 333.34' });
  });

  it('says from which amount instalments apply, and prices a product in the zone', async () => {
    const zone = (await fallback(mx)).searchZone;
    const small = await monthlyInstalments(handle, mx, es, { amount: 4000 }, zone);
    expect(small).toMatchObject({
      available: false,
      options: [],
      message: 'Cuotas disponibles en compras sobre $ 50.00',
    });
    const productId = one<{ id: string }>("SELECT id FROM products WHERE tenant = 'mx' LIMIT 1").id;
    const product = await monthlyInstalments(handle, mx, es, { productId }, zone);
    expect(product.productId).toBe(productId);
    expect(product.amount).toBeGreaterThan(0);
  });

  it('asks for exactly one of amount and productId', async () => {
    const zone = (await fallback(mx)).searchZone;
    for (const request of [{}, { amount: 100, productId: '100000' }]) {
      const error = await rejection(monthlyInstalments(handle, mx, es, request, zone));
      expect(error.details[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'amount' });
    }
  });
});

describe('interlinking', () => {
  it('links a product page to its breadcrumbs, sibling categories, brands and best sellers', async () => {
    const productId = one<{ id: string }>("SELECT id FROM products WHERE tenant = 'cl' LIMIT 1").id;
    const result = await interlinking(handle, cl, es, `/cl/product/${productId}/anything/`, 10);
    expect(result.page).toMatchObject({ kind: 'product', id: productId });
    expect(result.breadcrumbs).toHaveLength(3);
    const kinds = result.groups.map((group) => group.kind);
    expect(kinds).toEqual(expect.arrayContaining(['topBrands', 'popularProducts']));
    const popular = result.groups.find((group) => group.kind === 'popularProducts');
    expect(popular?.links.some((link) => link.url.includes(`/product/${productId}/`))).toBe(false);
    for (const group of result.groups) expect(group.links.length).toBeLessThanOrEqual(10);
  });

  it('reads category URLs in lower case and brand pages', async () => {
    const category = await interlinking(handle, cl, es, '/cl/category/catg10000/pinturas/', 6);
    expect(category.page).toMatchObject({ kind: 'category', id: 'CATG10000' });
    expect(category.groups[0]).toMatchObject({ kind: 'subcategories', title: `Categorías de ${category.page.name}` });
    const brand = one<{ slug: string }>("SELECT slug FROM brands WHERE tenant = 'cl' LIMIT 1").slug;
    const brandPage = await interlinking(handle, cl, es, `/cl/brand/${brand}/`, 6);
    expect(brandPage.groups.map((group) => group.kind)).toEqual(['topCategories', 'popularProducts']);
  });

  it('refuses pages of another tenant or kind (400) and unknown ones (404)', async () => {
    for (const page of ['/mx/category/catg10000/pinturas/', '/cl/cart/', 'not a path']) {
      expect((await rejection(interlinking(handle, cl, es, page, 6))).status).toBe(400);
    }
    expect((await rejection(interlinking(handle, cl, es, '/cl/product/999999/x/', 6))).status).toBe(404);
  });
});

describe('sponsored products', () => {
  it('shows ads near a product, never the product itself, with their ids and positions', async () => {
    // A page product beside an advertised one that ships from the distribution centre: at least one ad fits.
    const pair = one<{ page: string; advertised: string }>(
      `SELECT p.id AS page, a.id AS advertised FROM products p
       JOIN products a ON a.tenant = p.tenant AND a.category_id = p.category_id AND a.id <> p.id
       JOIN sponsored_products s ON s.tenant = a.tenant AND s.product_id = a.id
       JOIN skus k ON k.tenant = a.tenant AND k.product_id = a.id AND k.position = 0
       JOIN stock t ON t.tenant = k.tenant AND t.sku_id = k.id AND t.store_id = 'DC' AND t.quantity > 0
       WHERE p.tenant = 'cl' AND a.shipping_type <> 'pickup_only' LIMIT 1`,
    );
    const result = await sponsoredProducts(handle, cl, es, { productId: pair.page, limit: 6 }, await fallback());
    expect(result.products.map((item) => item.product.id)).toContain(pair.advertised);
    expect(result.products.every((item) => item.product.id !== pair.page)).toBe(true);
    result.products.forEach((item, index) => {
      expect(item).toMatchObject({ adId: expect.stringMatching(/^AD\d+$/), position: index + 1 });
    });
  });

  it('needs a product, a category or a term', async () => {
    const error = await rejection(sponsoredProducts(handle, cl, es, { limit: 6 }, await fallback()));
    expect(error.details[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', key: 'product.sponsored.contextRequired' });
    expect(
      (await rejection(sponsoredProducts(handle, cl, es, { categoryId: 'nope', limit: 6 }, await fallback()))).status,
    ).toBe(404);
  });
});

describe('feature toggles', () => {
  it.each([
    ['cl', { instalments: false, zipCode: false, socialLogin: true, locationModal: { enabled: true, mode: 'region' } }],
    ['mx', { instalments: true, zipCode: true, locationModal: { enabled: true, mode: 'zipCode', zipCodeOnly: true } }],
    ['co', { socialLogin: false }],
    ['br', { companyLogin: false, pixDiscount: true }],
  ] as const)('%s', (tenant, expected) => {
    expect(featureToggles(getTenant(tenant))).toMatchObject(expected);
  });

  it('states the free-shipping threshold in the tenant’s money', () => {
    expect(featureToggles(cl).freeShipping).toEqual({
      enabled: true,
      threshold: cl.freeShippingFrom,
      thresholdText: '$ 49.990',
    });
  });
});
