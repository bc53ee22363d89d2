import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { type ProductFixtures, productFixtures } from './product-fixtures';

interface Card {
  id: string;
  url: string;
  price: { current: number; currentText: string } | null;
}

let f: ProductFixtures;
beforeAll(async () => {
  f = await productFixtures();
});

describe('GET linked-products, related-products and recommendations', () => {
  it('gives related products as cards in the catalogue’s order, limited on request', async () => {
    const { status, body } = await api<{ products: Card[] }>(
      `/api/cl/related-products?productId=${f.related.productId}`,
    );
    expect(status).toBe(200);
    expect(body.data?.products.map((card) => card.id)).toEqual(f.related.linked.slice(0, 15));
    const two = await api<{ products: Card[] }>(`/api/cl/related-products?productId=${f.related.productId}&limit=2`);
    expect(two.body.data?.products).toHaveLength(2);
  });

  it('gives linked products', async () => {
    const { status, body } = await api<{ productId: string; products: Card[] }>(
      `/api/cl/linked-products?productId=${f.project}`,
    );
    expect(status).toBe(200);
    expect(body.data?.productId).toBe(f.project);
    expect(body.data?.products.length).toBeGreaterThan(0);
  });

  it('gives similar products and the project kit with quantities and a total', async () => {
    interface Kit {
      similar?: { title: string; products: Card[] };
      project?: {
        items: { isMain: boolean; quantity: number; quantityText: string; lineTotal: { amount: number } | null }[];
        total: { amount: number; text: string };
      };
    }
    const { status, body } = await api<Kit>(`/api/cl/recommendations?productId=${f.project}`);
    expect(status).toBe(200);
    expect(body.data?.similar?.title).toBe('Productos similares');
    const items = body.data?.project?.items ?? [];
    expect(items[0]).toMatchObject({ isMain: true, quantity: 1 });
    expect(items.length).toBeGreaterThan(1);
    expect(body.data?.project?.total.amount).toBe(items.reduce((sum, item) => sum + (item.lineTotal?.amount ?? 0), 0));
    const onlyKit = await api<Kit>(`/api/cl/recommendations?productId=${f.project}&kind=project`);
    expect(onlyKit.body.data?.similar).toBeUndefined();
  });

  it.each([
    ['related-products', '', 400],
    ['related-products', 'productId=999999', 404],
    ['related-products', 'productId=100000&limit=0', 400],
    ['related-products', 'productId=100000&limit=16', 400],
    ['related-products', 'productId=100000&limit=two', 400],
    ['linked-products', 'productId=100000&limit=-1', 400],
    ['linked-products', 'productId=999999', 404],
    ['recommendations', 'productId=100000&kind=everything', 400],
    ['recommendations', 'productId=999999', 404],
  ])('%s?%s → %i', async (path, query, status) => {
    const { status: got, body } = await api(`/api/cl/${path}?${query}`);
    expect(got).toBe(status);
    expect(body.success).toBe(false);
  });
});

describe('GET sponsored-products', () => {
  interface Sponsored {
    label: string;
    products: { adId: string; position: number; product: Card }[];
  }

  it('shows ads near a product, with ad ids and positions, never the product itself', async () => {
    const { status, body } = await api<Sponsored>(`/api/cl/sponsored-products?productId=${f.advertised.page}`);
    expect(status).toBe(200);
    const ids = body.data?.products.map((item) => item.product.id) ?? [];
    expect(ids).toContain(f.advertised.advertised);
    expect(ids).not.toContain(f.advertised.page);
    body.data?.products.forEach((item, index) => {
      expect(item).toMatchObject({ adId: expect.stringMatching(/^AD\d+$/), position: index + 1 });
    });
  });

  it('shows ads for a search term and for a category (its URL id in lower case)', async () => {
    const term = await api<Sponsored>(`/api/cl/sponsored-products?term=${encodeURIComponent(f.advertised.term)}`);
    expect(term.body.data?.products.map((item) => item.product.id)).toContain(f.advertised.advertised);
    const category = await api<Sponsored>(`/api/cl/sponsored-products?categoryId=${f.category.id.toLowerCase()}`);
    expect(category.status).toBe(200);
  });

  it.each([
    ['', 400],
    ['term=', 400],
    [`term=${'a'.repeat(101)}`, 400],
    ['categoryId=CATG99999', 404],
    ['productId=999999', 404],
    ['productId=100000&limit=100', 400],
  ])('sponsored-products?%s → %i', async (query, status) => {
    expect((await api(`/api/cl/sponsored-products?${query}`)).status).toBe(status);
  });
});
