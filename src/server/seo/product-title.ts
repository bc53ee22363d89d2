import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';

/**
 * A product page's <title>, different for every product of a tenant (issue 27: two products
 * shared one): the name and the brand; on a SKU's own URL the SKU's colour or size too, so that
 * a product's variant pages differ from each other; and the product code where another product
 * of the tenant has the same name and brand.
 */

const key = (name: string, brandId: string) => `${name}\u0000${brandId}`;
const ttlMs = 10 * 60_000;
const twinsCache = new Map<string, { until: number; keys: Promise<Set<string>> }>();

/**
 * The name-and-brand pairs more than one product of the tenant has: one grouped query, kept ten
 * minutes (a rename reaches titles within that), instead of a search of the catalogue per page.
 */
export function sharedNames(handle: DatabaseHandle, tenant: string, now = Date.now()): Promise<Set<string>> {
  const cached = twinsCache.get(tenant);
  if (cached && cached.until > now) return cached.keys;
  const keys = handle.db
    .selectFrom('products')
    .select(['name', 'brand_id'])
    .where('tenant', '=', tenant)
    .groupBy(['name', 'brand_id'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute()
    .then((rows) => new Set(rows.map((row) => key(row.name, row.brand_id))));
  twinsCache.set(tenant, { until: now + ttlMs, keys });
  keys.catch(() => twinsCache.delete(tenant));
  return keys;
}

export async function productTitle(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  product: {
    id: string;
    name: string;
    brand: { id: string; name: string };
    selectedVariant: { color: string | null; size: string | null };
  },
  skuInUrl: boolean,
): Promise<string> {
  const twin = (await sharedNames(handle, tenant.tenant)).has(key(product.name, product.brand.id));
  const facets = skuInUrl ? [product.selectedVariant.color, product.selectedVariant.size] : [];
  const name = [product.name, ...facets.filter((facet) => facet)].join(' ');
  const words = { name, brand: product.brand.name, siteName: tenant.siteName };
  return twin ? t('productPage.titleWithCode', { ...words, code: product.id }) : t('productPage.title', words);
}
