import type { ProjectMaterial } from '../../lib/content/project-schema';
import type { Translate } from '../../lib/messages';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { CatalogueMemo, type CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { keptPriceEntries } from '../product/kept-catalogue';
import { priceBlock } from '../product/price-block';
import { distributionCentreId, unitsOnHand } from '../product/sku-stock';
import type { SearchZone } from '../search/types';

/** The catalogue product a template's material stands for, with the SKU a cart line takes and its price. */
export interface ResolvedProduct {
  productId: string;
  skuId: string;
  name: string;
  url: string;
  /** The displayed current price of the SKU in the zone's price group (docs/tools.md), minor units. */
  price: number;
  /** Units home delivery can send of the SKU in the zone (the project goes to the cart for home delivery). */
  homeUnits: number;
  /** The product never travels home (docs/tools.md shippingType). */
  pickupOnly: boolean;
}

/** A material's kind: a product of its category and of one of its product types. */
export function isOfKind(material: Pick<ProjectMaterial, 'category' | 'types'>, kind: ProductKind): boolean {
  return kind.categoryId === material.category && kind.type !== null && material.types.includes(kind.type);
}

export interface ProductKind {
  categoryId: string;
  type: string | null;
}

const productKinds = new CatalogueMemo<ProductKind | undefined>(5000);

/** The category and product type of a product, or undefined when the tenant has no such product. */
export function productKind(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  productId: string,
): Promise<ProductKind | undefined> {
  return productKinds.get(handle, revisions, tenant, productId, () => readProductKind(handle, tenant, productId));
}

async function readProductKind(handle: DatabaseHandle, tenant: string, productId: string) {
  const row = await handle.db
    .selectFrom('products')
    .select(['category_id', 'product_type'])
    .where('tenant', '=', tenant)
    .where('id', '=', productId)
    .executeTakeFirst();
  return row && { categoryId: row.category_id, type: row.product_type };
}

/**
 * Products of the material's kind, each with its SKU that has the most units for home delivery
 * in the zone: those that can ship the `needed` units first, then the best sellers. Matched on the catalogue's
 * category and product type, never on words of the name: a "rodillo" slot takes a roller, not
 * a brush whose description mentions one.
 */
async function candidates(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  material: ProjectMaterial,
  zone: SearchZone,
  needed: number,
): Promise<readonly Candidate[]> {
  // Every product page of the material's categories asks the same: read once per catalogue revision.
  const key = JSON.stringify([material.category, material.types, zone.homeDelivery, needed]);
  return candidateLists.get(handle, revisions, tenant, key, () =>
    readCandidates(handle, tenant, material, zone, needed),
  );
}

interface Candidate {
  id: string;
  name: string;
  soldWeek: number;
  skuId: string;
  homeUnits: number;
  pickupOnly: boolean;
}

/** A few templates' materials per tenant, by delivery and units needed: a bounded handful of lists. */
const candidateLists = new CatalogueMemo<readonly Candidate[]>(2000);

async function readCandidates(
  handle: DatabaseHandle,
  tenant: string,
  material: ProjectMaterial,
  zone: SearchZone,
  needed: number,
): Promise<Candidate[]> {
  const rows = await handle.db
    .selectFrom('products as p')
    .innerJoin('skus as s', (join) => join.onRef('s.tenant', '=', 'p.tenant').onRef('s.product_id', '=', 'p.id'))
    .leftJoin('stock as d', (join) =>
      join
        .onRef('d.tenant', '=', 's.tenant')
        .onRef('d.sku_id', '=', 's.id')
        .on('d.store_id', '=', distributionCentreId),
    )
    .select(['p.id', 'p.name', 'p.shipping_type', 'p.sold_week', 's.id as skuId', 's.position', 'd.quantity'])
    .where('p.tenant', '=', tenant)
    .where('p.category_id', '=', material.category)
    .where('p.product_type', 'in', material.types)
    .orderBy('p.id')
    .orderBy('s.position')
    .execute();
  const best = new Map<string, Candidate>();
  for (const row of rows) {
    const pickupOnly = row.shipping_type === 'pickup_only';
    const homeUnits = zone.homeDelivery && !pickupOnly ? unitsOnHand(row.quantity) : 0;
    const known = best.get(row.id);
    if (known && known.homeUnits >= homeUnits) continue;
    best.set(row.id, { id: row.id, name: row.name, soldWeek: row.sold_week, skuId: row.skuId, homeUnits, pickupOnly });
  }
  return [...best.values()].sort(
    (a, b) =>
      Number(b.homeUnits >= needed) - Number(a.homeUnits >= needed) ||
      b.soldWeek - a.soldWeek ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The product a material stands for in the zone: of the material's kind, priced in the zone's
 * price group, not already taken by another line of the project (two lines, two products).
 * Null when the catalogue has none: the line says so rather than show something else.
 */
export async function resolveMaterial(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: Tenant,
  t: Translate,
  material: ProjectMaterial,
  zone: SearchZone,
  taken: ReadonlySet<string> = new Set(),
  needed = 1,
): Promise<ResolvedProduct | null> {
  for (const candidate of await candidates(handle, revisions, tenant.tenant, material, zone, needed)) {
    if (taken.has(candidate.id)) continue;
    const entries = await keptPriceEntries(handle, revisions, tenant.tenant, candidate.skuId, zone.priceGroupId);
    const price = priceBlock(entries, 'UN', zone.priceGroupId, tenant, t);
    if (price.status !== 'priced') continue;
    return {
      productId: candidate.id,
      skuId: candidate.skuId,
      name: candidate.name,
      url: productUrl(tenant, { productId: candidate.id, name: candidate.name }),
      price: price.current.amount,
      homeUnits: candidate.homeUnits,
      pickupOnly: candidate.pickupOnly,
    };
  }
  return null;
}
