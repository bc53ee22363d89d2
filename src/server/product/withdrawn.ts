import { CatalogueMemo, type CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';

/**
 * The products a full catalogue import stopped naming (products.withdrawn_at, migration 031): their
 * pages answer 410 and they are in no listing, search or sitemap. The ids are kept per catalogue
 * revision, which a withdrawal replaces, so a product page pays a set lookup, not a query.
 */
const withdrawnIds = new CatalogueMemo<ReadonlySet<string>>(32);

export async function isWithdrawn(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  productId: string,
): Promise<boolean> {
  const ids = await withdrawnIds.get(handle, revisions, tenant, 'withdrawn', async () => {
    const rows = await handle.db
      .selectFrom('products')
      .select('id')
      .where('tenant', '=', tenant)
      .where('withdrawn_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  });
  return ids.has(productId);
}

/** What the page of a withdrawn product offers instead: its category. */
export async function withdrawnProductCategory(
  handle: DatabaseHandle,
  tenant: string,
  productId: string,
): Promise<{ id: string; name: string } | undefined> {
  return handle.db
    .selectFrom('products as p')
    .innerJoin('categories as c', (join) => join.onRef('c.tenant', '=', 'p.tenant').onRef('c.id', '=', 'p.category_id'))
    .select(['c.id', 'c.name'])
    .where('p.tenant', '=', tenant)
    .where('p.id', '=', productId)
    .executeTakeFirst();
}
