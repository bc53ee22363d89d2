import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { type ProductFixtures, productFixtures } from './product-fixtures';

interface PriceLine {
  role: string;
  type: string;
  amount: number;
  text: string;
  label: string;
}
interface Description {
  id: string;
  name: string;
  url: string;
  brand: { name: string; url: string };
  categories: { id: string; name: string; url: string }[];
  variants: { id: string; stock: { state: string } }[];
  selectedVariant: { id: string; url: string };
  attributes: { key: string; name: string; value: string }[];
  gallery: { type: string; url: string; alt: string }[];
  price: { status: string; priceGroup: string; current: { amount: number; text: string }; lines: PriceLine[] };
  instalments: { available: boolean; message: string } | null;
  stock: { state: string; message: string; homeDelivery: { units: number } };
  delivery: { codes: string[]; options: { code: string; label: string }[] };
  rating: { average: number; count: number };
  zone: { id: string; priceGroup: string; isFallback: boolean };
}
interface Card {
  id: string;
  url: string;
  price: { current: number; currentText: string } | null;
}

let f: ProductFixtures;
beforeAll(async () => {
  f = await productFixtures();
});

const product = (query: string, init?: RequestInit) => api<Description>(`/api/cl/product?${query}`, init);

describe('GET /api/{tenant}/product', () => {
  it('describes the product for the fallback zone, with the price block of its price group', async () => {
    const { status, body, headers } = await product(`productId=${f.plain.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    const data = body.data as Description;
    expect(data.id).toBe(f.plain.id);
    expect(data.url).toMatch(new RegExp(`^/cl/product/${f.plain.id}/[a-z0-9-]+/$`));
    expect(data.categories).toHaveLength(3);
    expect(data.categories[0]?.url).toMatch(/^\/cl\/category\/catg\d+\/[a-z0-9-]+\/$/);
    expect(data.zone).toEqual({ id: '13101', label: expect.any(String), priceGroup: '10', isFallback: true });
    expect(data.price).toMatchObject({ status: 'priced', priceGroup: '10', current: { amount: f.plain.amount } });
    expect(data.price.lines[0]).toMatchObject({
      role: 'current',
      type: 'NORMAL',
      label: 'Precio normal',
      text: expect.stringMatching(/^\$ [\d.]+$/),
    });
    expect(data.instalments).toBeNull();
    expect(data.attributes.map((attribute) => attribute.key)).toEqual(
      expect.arrayContaining(['depth', 'height', 'width', 'weight']),
    );
    expect(data.gallery[0]).toMatchObject({ type: 'IMAGE', url: `/media/cl/products/${f.plain.id}/1.svg` });
  });

  it('prices for the zone asked for, the zone of a city, or the zone cookie; a malformed cookie falls back', async () => {
    const extreme = await product(`productId=${f.plain.id}&zone=${f.extremeZone}`);
    expect(extreme.body.data?.zone).toMatchObject({ id: f.extremeZone, priceGroup: '14', isFallback: false });
    expect(extreme.body.data?.price.current.amount).toBe(f.plain.extreme);

    const city = await product(`productId=${f.plain.id}&city=${f.otherZone.city}`);
    expect(city.body.data?.zone).toMatchObject({ id: f.otherZone.id, priceGroup: f.otherZone.priceGroup });

    const { id, priceGroup } = f.otherZone;
    const cookie = `zone=${priceGroup}${id}${priceGroup.length}${id.length}`;
    const fromCookie = await product(`productId=${f.plain.id}`, { headers: { cookie } });
    expect(fromCookie.body.data?.zone).toMatchObject({ id, isFallback: false });

    for (const bad of ['zone=garbage', 'zone=%00%01', `zone=${'9'.repeat(300)}`]) {
      const fallback = await product(`productId=${f.plain.id}`, { headers: { cookie: bad } });
      expect(fallback.status).toBe(200);
      expect(fallback.body.data?.zone).toMatchObject({ id: '13101', isFallback: true });
    }
  });

  it('selects the variant asked for and gives each variant its stock', async () => {
    const [first, second] = f.variants.skus;
    const all = await product(`productId=${f.variants.productId}`);
    expect(all.body.data?.variants.map((variant) => variant.id)).toEqual(f.variants.skus);
    expect(all.body.data?.selectedVariant.id).toBe(first);
    const chosen = await product(`productId=${f.variants.productId}&variantId=${second}`);
    expect(chosen.body.data?.selectedVariant).toMatchObject({
      id: second,
      url: expect.stringMatching(new RegExp(`/${second}/$`)),
    });
  });

  it('gives stock and delivery codes from the zone’s stock', async () => {
    const stocked = await api<Description>(`/api/cl/productDetails?variantId=${f.stockedSku.id}`);
    expect(stocked.body.data?.stock.homeDelivery.units).toBe(f.stockedSku.units);
    expect(stocked.body.data?.delivery.options[0]).toEqual({
      code: 'HD',
      type: 'homeDelivery',
      label: 'Despacho a domicilio',
    });
    const soldOut = await api<Description>(`/api/cl/productDetails?variantId=${f.soldOutSku.id}`);
    expect(soldOut.body.data?.stock).toMatchObject({ state: 'outOfStock', message: 'Producto agotado' });
    expect(soldOut.body.data?.delivery.codes).toEqual([]);
  });

  it('offers instalments in Mexico and speaks Portuguese in Brazil', async () => {
    const mx = await api<Description>(`/api/mx/product?productId=${f.mxProduct}`);
    expect(mx.status).toBe(200);
    expect(mx.body.data?.instalments?.message).toMatch(
      /^(Hasta \d+ cuotas de|Cuotas disponibles en compras sobre) \$ [\d,]+\.\d{2}$/,
    );
    const br = await api<Description>(`/api/br/product?productId=${f.brProduct}`);
    expect(br.body.data?.attributes.find((attribute) => attribute.key === 'depth')?.name).toBe('Profundidade');
  });

  it.each([
    ['', 'productId'],
    ['productId=', 'productId'],
    ['productId=1&productId=2', 'productId'],
    [`productId=${'1'.repeat(41)}`, 'productId'],
    ['productId=%3Cscript%3E', 'productId'],
    ['productId=100000&variantId=abc', 'variantId'],
    ['productId=100000&zone=nope!', 'zone'],
    ['productId=100000&zone=ZZZ999', 'zone'],
    ['productId=100000&priceGroup=999', 'priceGroup'],
    ['productId=100000&city=nowhere', 'city'],
    ['productId=100000&region=nowhere', 'region'],
    ['productId=100000&channel=FRIDGE', 'channel'],
  ])('refuses "%s" with 400 naming %s', async (query, field) => {
    const { status, body } = await product(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field });
    expect(body.errors?.[0]?.message).not.toMatch(/^validation\./);
  });

  it('answers 404 for an unknown product, or a variant of another product', async () => {
    const unknown = await product('productId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]).toMatchObject({
      code: 'NOT_FOUND',
      field: 'productId',
      message: 'Este producto no existe o ya no está disponible.',
    });
    const foreign = await product(`productId=${f.variants.productId}&variantId=${f.otherSku}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]).toMatchObject({ code: 'NOT_FOUND', field: 'variantId' });
  });

  it('refuses another tenant’s id header', async () => {
    const { status, body } = await product(`productId=${f.plain.id}`, { headers: { 'x-tenant-id': 'pe' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe('x-tenant-id');
  });
});

describe('GET productDetails, product-info and attributes', () => {
  it('describes a SKU’s product with it selected', async () => {
    const [, second] = f.variants.skus;
    const { status, body } = await api<Description>(`/api/cl/productDetails?variantId=${second}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: f.variants.productId, selectedVariant: { id: second } });
  });

  it.each([
    ['', 400, 'variantId'],
    ['variantId=12', 400, 'variantId'],
    ['variantId=9999999', 404, 'variantId'],
  ])('productDetails?%s → %i', async (query, status, field) => {
    const response = await api(`/api/cl/productDetails?${query}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });

  it('gives the short info for the zone', async () => {
    const { status, body } = await api<{
      id: string;
      name: string;
      brand: string;
      price: Card['price'];
      image: string;
      url: string;
    }>(`/api/cl/product-info?productId=${f.plain.id}&zone=${f.extremeZone}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: f.plain.id,
      price: { current: f.plain.extreme },
      image: `/media/cl/products/${f.plain.id}/1.svg`,
    });
    expect(Object.keys(body.data ?? {}).sort()).toEqual(['brand', 'id', 'image', 'name', 'price', 'url']);
  });

  it('gives the data sheet, top attributes and dimensions', async () => {
    const { status, body, headers } = await api<{
      dataSheet: unknown[];
      topAttributes: unknown[];
      attributes: { key: string }[];
    }>(`/api/cl/attributes?productId=${f.plain.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.data?.dataSheet.length).toBeGreaterThanOrEqual(body.data?.topAttributes.length ?? 0);
    expect(body.data?.topAttributes.length).toBeGreaterThan(0);
  });

  it.each([
    ['product-info', '', 400],
    ['product-info', 'productId=999999', 404],
    ['attributes', '', 400],
    ['attributes', 'productId=999999', 404],
    ['attributes', `productId=100000&variantId=9999999`, 404],
  ])('%s?%s → %i', async (path, query, status) => {
    expect((await api(`/api/cl/${path}?${query}`)).status).toBe(status);
  });
});
