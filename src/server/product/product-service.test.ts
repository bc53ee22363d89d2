import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { ApiError } from '../api/errors';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import type { SqliteHandle } from '../db';
import { scopeOf } from '../request/request-scope';
import { productDescription } from './description';
import { productAttributes, productDetails, productInfo } from './details';
import { linkedCards, recommendations } from './links';
import { productZone } from './product-zone';
import { catalogueDatabase } from './test-catalogue';

const cl = getTenant('cl');
const mx = getTenant('mx');
const br = getTenant('br');
let handle: SqliteHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['cl', 'mx', 'br']));
});
afterAll(() => dispose());

const one = <T>(sql: string, ...params: (string | number)[]) => handle.sqlite.raw.prepare(sql).get(...params) as T;

/** A product whose price list in a price group is NORMAL alone: its current price is that amount. */
function plainlyPriced(tenant: string, group: string): { id: string; amount: number } {
  return one(
    `SELECT s.product_id AS id, p.amount FROM skus s JOIN prices p ON p.tenant = s.tenant AND p.sku_id = s.id
     WHERE s.tenant = ? AND s.position = 0 AND p.price_group_id = ? AND p.type = 'NORMAL'
       AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.tenant = p.tenant AND o.sku_id = p.sku_id AND o.price_group_id = p.price_group_id AND o.type NOT IN ('NORMAL', 'PUM', 'M2'))
     ORDER BY s.product_id LIMIT 1`,
    tenant,
    group,
  );
}

async function describeProduct(
  tenant = cl,
  productId: string,
  extra: { variantId?: string; zone?: string; cookie?: string } = {},
) {
  const place = await productZone(handle, await scopeOf(handle, tenant, { zoneCookie: extra.cookie }), {
    zone: extra.zone,
  });
  return productDescription(
    handle,
    tenant,
    translator(tenant.lang),
    { productId, variantId: extra.variantId },
    place,
    new CatalogueRevisions(),
  );
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('product description', () => {
  it('prices the product in the price group of the zone: the fallback zone, or the one asked for', async () => {
    const plain = plainlyPriced('cl', '10');
    const inFallback = await describeProduct(cl, plain.id);
    expect(inFallback.zone).toMatchObject({ id: cl.fallbackZone.zoneId, priceGroup: '10', isFallback: true });
    expect(inFallback.price).toMatchObject({ status: 'priced', current: { amount: plain.amount } });
    expect(inFallback.price.status === 'priced' && inFallback.price.lines[0]).toMatchObject({
      role: 'current',
      type: 'NORMAL',
      label: 'Precio normal',
    });

    const extreme = one<{ id: string }>("SELECT id FROM zones WHERE tenant = 'cl' AND price_group_id = '14' LIMIT 1");
    const elsewhere = await describeProduct(cl, plain.id, { zone: extreme.id });
    const expected = one<{ amount: number }>(
      "SELECT p.amount FROM prices p JOIN skus s ON s.tenant = p.tenant AND s.id = p.sku_id WHERE p.tenant = 'cl' AND s.product_id = ? AND s.position = 0 AND p.price_group_id = '14' AND p.type = 'NORMAL'",
      plain.id,
    );
    expect(elsewhere.zone).toMatchObject({ id: extreme.id, priceGroup: '14', isFallback: false });
    expect(elsewhere.price).toMatchObject({ status: 'priced', current: { amount: expected.amount } });
    expect(expected.amount).not.toBe(plain.amount);
  });

  it('reads a valid zone cookie and falls back for a malformed one', async () => {
    const zone = one<{ id: string; price_group_id: string }>(
      "SELECT id, price_group_id FROM zones WHERE tenant = 'cl' AND price_group_id = '12' LIMIT 1",
    );
    const cookie = `${zone.price_group_id}${zone.id}${zone.price_group_id.length}${zone.id.length}`;
    const product = plainlyPriced('cl', '12').id;
    expect((await describeProduct(cl, product, { cookie })).zone).toMatchObject({
      id: zone.id,
      priceGroup: '12',
      isFallback: false,
    });
    expect((await describeProduct(cl, product, { cookie: 'not%20a%20zone' })).zone).toMatchObject({
      id: cl.fallbackZone.zoneId,
      isFallback: true,
    });
  });

  it('shows the first variant by default and the one asked for; a variant of another product is a 404 on variantId', async () => {
    const product = one<{ id: string }>(
      "SELECT product_id AS id FROM skus WHERE tenant = 'cl' GROUP BY product_id HAVING count(*) > 2 LIMIT 1",
    ).id;
    const skus = (
      handle.sqlite.raw
        .prepare("SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY position")
        .all(product) as { id: string }[]
    ).map((row) => row.id);
    const first = await describeProduct(cl, product);
    expect(first.variants.map((variant) => variant.id)).toEqual(skus);
    expect(first.selectedVariant.id).toBe(skus[0]);
    const second = await describeProduct(cl, product, { variantId: skus[1] as string });
    expect(second.selectedVariant.id).toBe(skus[1]);
    expect(second.selectedVariant.url).toMatch(new RegExp(`^/cl/product/${product}/[a-z0-9-]+/${skus[1]}/$`));

    const foreign = one<{ id: string }>(
      "SELECT id FROM skus WHERE tenant = 'cl' AND product_id <> ? LIMIT 1",
      product,
    ).id;
    const error = await rejection(describeProduct(cl, product, { variantId: foreign }));
    expect(error.status).toBe(404);
    expect(error.details[0]).toMatchObject({ code: 'NOT_FOUND', field: 'variantId', key: 'product.variant.notFound' });
  });

  it('answers 404 on productId for a product the tenant does not have', async () => {
    const error = await rejection(describeProduct(cl, '999999'));
    expect(error.status).toBe(404);
    expect(error.details[0]).toMatchObject({ field: 'productId', key: 'product.notFound' });
  });

  it('gives stock and delivery codes from the distribution centre and the zone’s stores', async () => {
    const soldOut = one<{ id: string }>(
      "SELECT s.product_id AS id FROM skus s WHERE s.tenant = 'cl' AND s.position = 0 AND NOT EXISTS (SELECT 1 FROM stock k WHERE k.tenant = s.tenant AND k.sku_id = s.id AND k.quantity > 0) LIMIT 1",
    ).id;
    const empty = await describeProduct(cl, soldOut);
    expect(empty.stock).toMatchObject({ state: 'outOfStock', message: 'Producto agotado', lowStock: null });
    expect(empty.delivery.codes).toEqual([]);

    const stocked = one<{ id: string; units: number }>(
      "SELECT s.product_id AS id, k.quantity AS units FROM skus s JOIN stock k ON k.tenant = s.tenant AND k.sku_id = s.id JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id WHERE s.tenant = 'cl' AND s.position = 0 AND k.store_id = 'DC' AND k.quantity > 20 AND p.shipping_type <> 'pickup_only' LIMIT 1",
    );
    const full = await describeProduct(cl, stocked.id);
    expect(full.stock.homeDelivery).toMatchObject({ units: stocked.units, state: 'available', lowStock: null });
    expect(full.delivery.codes[0]).toBe('HD');
    expect(full.delivery.options[0]).toEqual({ code: 'HD', type: 'homeDelivery', label: 'Despacho a domicilio' });
    const storeUnits = full.stock.stores.reduce((sum, store) => sum + store.units, 0);
    expect(full.delivery.codes.includes('CC')).toBe(storeUnits > 0);
  });

  it('offers instalments only where the tenant has them (docs/instalments.md: mx yes, cl no)', async () => {
    expect((await describeProduct(cl, plainlyPriced('cl', '10').id)).instalments).toBeNull();
    const mexican = await describeProduct(mx, plainlyPriced('mx', mx.fallbackZone.priceGroup).id);
    expect(mexican.instalments).toMatchObject({
      available: true,
      message: expect.stringMatching(/^Hasta \d+ cuotas de \$ [\d,]+\.\d{2}$/),
    });
  });

  it('speaks the tenant’s language and number format', async () => {
    const brazilian = await describeProduct(br, plainlyPriced('br', br.fallbackZone.priceGroup).id);
    expect(brazilian.attributes.map((attribute) => attribute.name)).toContain('Profundidade');
    expect(brazilian.price.status === 'priced' && brazilian.price.current.text).toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(brazilian.gallery[0]?.alt).toMatch(/, imagem 1$/);
  });
});

describe('details, info and attributes', () => {
  it('describes a SKU’s product with that SKU selected; an unknown SKU is a 404 on variantId', async () => {
    const sku = one<{ id: string; product_id: string }>(
      "SELECT id, product_id FROM skus WHERE tenant = 'cl' AND position = 1 LIMIT 1",
    );
    const place = await productZone(handle, await scopeOf(handle, cl), {});
    const details = await productDetails(handle, cl, translator('es'), sku.id, place, new CatalogueRevisions());
    expect(details).toMatchObject({ id: sku.product_id, selectedVariant: { id: sku.id } });
    const error = await rejection(
      productDetails(handle, cl, translator('es'), '9999999', place, new CatalogueRevisions()),
    );
    expect(error.details[0]).toMatchObject({ field: 'variantId' });
  });

  it('gives the short info of a product and its data sheet', async () => {
    const place = await productZone(handle, await scopeOf(handle, cl), {});
    const plain = plainlyPriced('cl', '10');
    const info = await productInfo(handle, cl, plain.id, place.searchZone);
    expect(info).toMatchObject({
      id: plain.id,
      price: { current: plain.amount },
      url: expect.stringMatching(`^/cl/product/${plain.id}/`),
    });
    expect(info.image).toBe(`/media/cl/products/${plain.id}/1.svg`);
    const attributes = await productAttributes(handle, cl, translator('es'), plain.id);
    expect(attributes.dataSheet.length).toBeGreaterThanOrEqual(attributes.topAttributes.length);
    expect(attributes.attributes.map((attribute) => attribute.key)).toEqual(['depth', 'height', 'width', 'weight']);
  });
});

describe('linked products and recommendations', () => {
  it('gives linked and related products as cards, in the catalogue’s order', async () => {
    const link = one<{ product_id: string }>(
      "SELECT product_id FROM product_links WHERE tenant = 'cl' AND kind = 'related' LIMIT 1",
    );
    const place = await productZone(handle, await scopeOf(handle, cl), {});
    const related = await linkedCards(handle, cl, link.product_id, 'related', place.searchZone, 15);
    const expected = handle.sqlite.raw
      .prepare(
        "SELECT linked_id FROM product_links WHERE tenant = 'cl' AND product_id = ? AND kind = 'related' ORDER BY position",
      )
      .all(link.product_id) as { linked_id: string }[];
    expect(related.map((card) => card.id)).toEqual(expected.map((row) => row.linked_id));
    expect(await linkedCards(handle, cl, link.product_id, 'related', place.searchZone, 2)).toHaveLength(
      Math.min(2, expected.length),
    );
  });

  it('builds the project kit: the product first, recommended quantities, and the kit total', async () => {
    const link = one<{ product_id: string }>(
      "SELECT product_id FROM product_links WHERE tenant = 'cl' AND kind = 'project' LIMIT 1",
    );
    const place = await productZone(handle, await scopeOf(handle, cl), {});
    const result = await recommendations(
      handle,
      cl,
      translator('es'),
      { productId: link.product_id, limit: 15 },
      place.searchZone,
    );
    expect(result.similar?.title).toBe('Productos similares');
    const project = result.project;
    expect(project?.items[0]).toMatchObject({ isMain: true, quantity: 1, product: { id: link.product_id } });
    const sum = project?.items.reduce((total, item) => total + (item.lineTotal?.amount ?? 0), 0);
    expect(project?.total.amount).toBe(sum);
    for (const item of project?.items ?? []) {
      expect(item.lineTotal?.amount).toBe((item.product.price?.current ?? 0) * item.quantity);
    }
    const onlySimilar = await recommendations(
      handle,
      cl,
      translator('es'),
      { productId: link.product_id, kind: 'similar', limit: 15 },
      place.searchZone,
    );
    expect(onlySimilar.project).toBeUndefined();
  });
});
