import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingBlock } from '../../lib/content/landing-schema';
import { getTenant } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { catalogueDatabase } from '../product/test-catalogue';
import { landingGrids } from './landing-products';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['br'], 60));
});
afterAll(() => dispose());
const br = getTenant('br');
const grid = (fields: Partial<Extract<LandingBlock, { type: 'products' }>>): LandingBlock => ({
  type: 'products',
  title: 'Destaques',
  limit: 12,
  ...fields,
});

describe('landingGrids', () => {
  it('shows a SKU list in the editor’s order, priced for the zone, one card per product', async () => {
    const skus = await handle.db
      .selectFrom('skus')
      .select(['id', 'product_id'])
      .where('tenant', '=', 'br')
      .where('position', '=', 0)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    const ids = skus.map((sku) => sku.id);
    const { grids, zoneLabel, unknown } = await landingGrids(
      handle,
      br,
      [{ type: 'text' }, grid({ skus: [...ids, ids[0] as string, '9999999'] })],
      undefined,
    );
    const cards = grids.get(1) ?? [];
    expect(cards.map((card) => card.id)).toEqual(skus.map((sku) => sku.product_id));
    expect(cards.every((card) => card.price !== null && /R\$/.test(card.price.currentText))).toBe(true);
    expect(grids.has(0)).toBe(false);
    expect(zoneLabel).not.toBe('');
    expect(unknown).toEqual({ skus: ['9999999'], collections: [], categories: [], brands: [], facets: [] });
  });

  it('leaves out and names what the catalogue lacks: a collection, a facet, a category, a brand', async () => {
    const category = await handle.db
      .selectFrom('categories')
      .select('id')
      .where('tenant', '=', 'br')
      .executeTakeFirstOrThrow();
    const view = await landingGrids(
      handle,
      br,
      [
        grid({ collection: 'natal-2019' }),
        // the search would ignore a facet it lacks and show products the editor did not choose
        grid({ query: { term: 'tinta', facets: { colour: ['vermelho'] }, sort: 'best-selling' } }),
        { type: 'categories', title: 'Categorias', items: [{ category: category.id }, { category: 'CATG99999' }] },
        { type: 'brands', title: 'Marcas', items: ['Acme'] },
      ],
      undefined,
    );
    expect(view.grids.get(0)).toEqual([]);
    expect(view.grids.get(1)).toEqual([]);
    expect(view.categoryNames.has(category.id)).toBe(true);
    expect(view.brandNames.has('Acme')).toBe(false);
    expect(view.unknown).toEqual({
      skus: [],
      collections: ['natal-2019'],
      categories: ['CATG99999'],
      brands: ['Acme'],
      facets: ['colour'],
    });
  });

  it('shows a collection in its order, up to the limit', async () => {
    const members = await handle.db
      .selectFrom('collection_products')
      .select(['collection_id', 'product_id'])
      .where('tenant', '=', 'br')
      .orderBy('collection_id')
      .orderBy('position')
      .execute();
    const collection = members[0]?.collection_id as string;
    const { grids } = await landingGrids(handle, br, [grid({ collection, limit: 2 })], undefined);
    const inCollection = members.filter((row) => row.collection_id === collection).map((row) => row.product_id);
    const cards = grids.get(0) ?? [];
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => inCollection.includes(card.id))).toBe(true);
  });

  it('runs a search with facets and a sort order', async () => {
    const product = await handle.db
      .selectFrom('products')
      .select(['brand_id'])
      .where('tenant', '=', 'br')
      .executeTakeFirstOrThrow();
    const brand = await handle.db
      .selectFrom('brands')
      .select('name')
      .where('tenant', '=', 'br')
      .where('id', '=', product.brand_id)
      .executeTakeFirstOrThrow();
    const view = await landingGrids(
      handle,
      br,
      [grid({ query: { facets: { brand: [brand.name] }, sort: 'price-asc' }, limit: 5 })],
      undefined,
    );
    const { grids, unknown } = view;
    const cards = grids.get(0) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.brand === brand.name)).toBe(true);
    expect(unknown.facets).toEqual([]);
    const prices = cards.map((card) => card.price?.current ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
