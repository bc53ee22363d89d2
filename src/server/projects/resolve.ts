import type { ProjectMaterial } from '../../lib/content/project-schema';
import type { Translate } from '../../lib/messages';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { priceBlock, priceEntries } from '../product/price-block';
import { searchIndex } from '../search/registry';
import { search } from '../search/search';
import type { SearchDocument, SearchZone } from '../search/types';

/** The catalogue product a template's material stands for, with the SKU a cart line takes and its price. */
export interface ResolvedProduct {
  productId: string;
  skuId: string;
  name: string;
  url: string;
  /** The displayed current price of the SKU in the zone's price group (spec §4), minor units. */
  price: number;
}

/**
 * The most popular product of the material's category whose name matches its search term
 * and that ships home in the shopper's zone; the delivery, then the term, are let go when
 * nothing matches, so a template still shows a product where the catalogue is thin. A product
 * another line of the project already took (`taken`) is passed over: two lines, two products.
 */
async function popularProduct(
  handle: DatabaseHandle,
  tenant: Tenant,
  material: ProjectMaterial,
  zone: SearchZone,
  taken: ReadonlySet<string>,
): Promise<SearchDocument | undefined> {
  const index = await searchIndex(handle, tenant.tenant);
  const home = { delivery: ['HD'] };
  const attempts = [
    ...(material.search !== undefined
      ? [
          { term: material.search, facets: home },
          { term: material.search, facets: {} },
        ]
      : []),
    { term: undefined, facets: home },
    { term: undefined, facets: {} },
  ];
  for (const attempt of attempts) {
    const response = search(index, {
      ...(attempt.term !== undefined ? { term: attempt.term, noCorrection: true } : {}),
      categoryId: material.category,
      facets: attempt.facets,
      sortBy: 'best-selling',
      page: 1,
      // A few more than one, so a product another line of the project took can be passed over.
      pageSize: taken.size + 1,
      zone,
    });
    const hit = response.hits.find((candidate) => !taken.has(candidate.id));
    if (hit) return index.docs[index.ordinalOf.get(hit.id) ?? -1];
  }
  return undefined;
}

/** The SKU of a product with the most units at the distribution centre, which serves home delivery. */
async function stockedSku(handle: DatabaseHandle, tenant: string, productId: string): Promise<string | undefined> {
  const row = await handle.db
    .selectFrom('skus as s')
    .leftJoin('stock as d', (join) =>
      join.onRef('d.tenant', '=', 's.tenant').onRef('d.sku_id', '=', 's.id').on('d.store_id', '=', 'DC'),
    )
    .select(['s.id'])
    .where('s.tenant', '=', tenant)
    .where('s.product_id', '=', productId)
    .orderBy((eb) => eb.fn.coalesce('d.quantity', eb.lit(0)), 'desc')
    .orderBy('s.position')
    .executeTakeFirst();
  return row?.id;
}

export async function resolveMaterial(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  material: ProjectMaterial,
  zone: SearchZone,
  taken: ReadonlySet<string> = new Set(),
): Promise<ResolvedProduct | null> {
  const doc = await popularProduct(handle, tenant, material, zone, taken);
  if (!doc) return null;
  const skuId = await stockedSku(handle, tenant.tenant, doc.id);
  if (!skuId) return null;
  const price = priceBlock(
    await priceEntries(handle, tenant.tenant, skuId, zone.priceGroupId),
    'UN',
    zone.priceGroupId,
    tenant,
    t,
  );
  if (price.status !== 'priced') return null;
  return {
    productId: doc.id,
    skuId,
    name: doc.name,
    url: productUrl(tenant, { productId: doc.id, name: doc.name }),
    price: price.current.amount,
  };
}
