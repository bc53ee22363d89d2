import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { catalogueDatabase } from '../product/test-catalogue';
import { productTitle, sharedNames } from './product-title';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  // the whole catalogue of a tenant, as the seed writes it: names repeat across brands in it
  ({ handle, dispose } = await catalogueDatabase(['cl'], 2000));
}, 60_000);
afterAll(() => dispose());

describe('productTitle', () => {
  const cl = getTenant('cl');
  const t = translator('es');

  it('differs for every product of the catalogue, names that repeat included', async () => {
    const products = await handle.db
      .selectFrom('products as p')
      .innerJoin('brands as b', (join) => join.onRef('b.tenant', '=', 'p.tenant').onRef('b.id', '=', 'p.brand_id'))
      .select(['p.id', 'p.name', 'p.brand_id', 'b.name as brand'])
      .where('p.tenant', '=', 'cl')
      .execute();
    expect(new Set(products.map((product) => product.name)).size).toBeLessThan(products.length);
    const titles = await Promise.all(
      products.map((product) =>
        productTitle(
          handle,
          cl,
          t,
          {
            id: product.id,
            name: product.name,
            brand: { id: product.brand_id, name: product.brand },
            selectedVariant: { color: null, size: null },
          },
          false,
        ),
      ),
    );
    expect(titles.filter((title, at) => titles.indexOf(title) !== at)).toEqual([]);
  });

  it('adds the code when another product has the same name and brand, and a SKU’s colour on its URL', async () => {
    const [first] = await handle.db
      .selectFrom('products')
      .select(['id', 'name', 'brand_id'])
      .where('tenant', '=', 'cl')
      .limit(1)
      .execute();
    if (!first) throw new Error('no product');
    const product = (id: string) => ({
      id,
      name: first.name,
      brand: { id: first.brand_id, name: 'Marca' },
      selectedVariant: { color: 'Azul', size: null },
    });
    expect(await productTitle(handle, cl, t, product(first.id), true)).toBe(`${first.name} Azul Marca | Andamio Chile`);
    await handle.db
      .insertInto('products')
      .values({
        ...(await handle.db
          .selectFrom('products')
          .selectAll()
          .where('tenant', '=', 'cl')
          .where('id', '=', first.id)
          .executeTakeFirstOrThrow()),
        id: 'twin-1',
      })
      .execute();
    const later = { ...product(first.id), id: first.id };
    // the twins are read again after ten minutes: a fresh read here comes from a later time
    await sharedNames(handle, 'cl', Date.now() + 11 * 60_000);
    expect(await productTitle(handle, cl, t, later, false)).toBe(
      `${first.name} Marca (cód. ${first.id}) | Andamio Chile`,
    );
  });
});
