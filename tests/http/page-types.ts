import { brandUrl, categoryUrl, collectionUrl, productUrl, seoSearchUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { row } from './test-database';

/**
 * One URL of every page type a crawler or a shopper without an account reaches, for the tests of
 * what every page must be (html-validity.test.ts, structured-data.test.ts), found in the seeded
 * database by kind (the generator decides the ids). SQL both SQLite and PostgreSQL understand.
 */
export type PageKind = 'product' | 'listing' | 'other';

export interface PageType {
  name: string;
  path: string;
  kind: PageKind;
  status: number;
}

/** The campaign landing of each tested tenant (src/content/landings/<tenant>). */
const campaigns: Partial<Record<TenantId, string>> = {
  cl: '/landing/cyber-day/ofertas-cyber-day/',
  br: '/landing/black-friday/ofertas-black-friday/',
};

const searchTerms: Partial<Record<TenantId, string>> = { cl: 'pintura', br: 'tinta' };

async function productOf(tenant: TenantId, where: string): Promise<string> {
  const found = await row<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM products p WHERE p.tenant = ? AND ${where} ORDER BY p.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No product of ${tenant} where ${where}`);
  return productUrl(getTenant(tenant), { productId: found.id, name: found.name });
}

const skuCount = '(SELECT count(*) FROM skus s WHERE s.tenant = p.tenant AND s.product_id = p.id)';
const units = `(SELECT COALESCE(SUM(k.quantity), 0) FROM stock k JOIN skus s ON s.tenant = k.tenant AND s.id = k.sku_id
                 WHERE s.tenant = p.tenant AND s.product_id = p.id)`;

// the price the page shows first is a campaign's (EVENT), which ends
const campaignPrice = `EXISTS (SELECT 1 FROM prices x JOIN skus s ON s.tenant = x.tenant AND s.id = x.sku_id
  WHERE s.tenant = p.tenant AND s.product_id = p.id AND x.type = 'EVENT' AND x.position = 0)`;

/** The product page types: every shape of product the catalogue has. */
export async function productPages(tenant: TenantId): Promise<PageType[]> {
  const kinds: [string, string][] = [
    ['product of one SKU', `p.variant_type IS NULL AND ${skuCount} = 1 AND p.calculator IS NULL`],
    ['product with extended warranties', `p.services LIKE '%"warranty"%' AND ${skuCount} = 1`],
    ['product in colours', `p.variant_type = 'COLOR' AND ${skuCount} > 1`],
    ['product in sizes', `p.variant_type = 'SIZE' AND ${skuCount} > 1`],
    ['product in colours and sizes', `p.variant_type = 'COLOR_AND_SIZE' AND ${skuCount} > 1`],
    ['product with the paint calculator', "p.calculator = 'paint'"],
    ['product with the floor calculator', "p.calculator = 'floor'"],
    ['board cut to size', `p.services LIKE '%"cut-board"%'`],
    ['product out of stock', `${units} = 0`],
    ['product on a campaign price', `${skuCount} = 1 AND ${campaignPrice}`],
  ];
  return Promise.all(
    kinds.map(async ([name, where]) => ({
      name,
      path: await productOf(tenant, where),
      kind: 'product' as const,
      status: 200,
    })),
  );
}

/** The listing page types: category, brand, collection, search, and the landing pages. */
export async function listingPages(tenant: TenantId): Promise<PageType[]> {
  const site = getTenant(tenant);
  const category = await row<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM categories c WHERE c.tenant = ?
        AND EXISTS (SELECT 1 FROM products p WHERE p.tenant = c.tenant AND p.category_id = c.id)
      ORDER BY c.id LIMIT 1`,
    tenant,
  );
  const brand = await row<{ name: string }>(
    `SELECT b.name FROM brands b WHERE b.tenant = ? AND b.name <> '' ORDER BY b.name LIMIT 1`,
    tenant,
  );
  const collection = await row<{ id: string }>(
    'SELECT id FROM collections WHERE tenant = ? ORDER BY id LIMIT 1',
    tenant,
  );
  if (!category || !brand || !collection) throw new Error(`No category, brand or collection of ${tenant}`);
  const listing = (name: string, path: string): PageType => ({ name, path, kind: 'listing', status: 200 });
  return [
    listing('category', categoryUrl(site, { categoryId: category.id, name: category.name })),
    listing('brand', brandUrl(site, brand.name)),
    listing('collection', collectionUrl(site, collection.id)),
    listing('search', seoSearchUrl(site, searchTerms[tenant] ?? 'pintura')),
    listing('content landing page', site.faqPageLink),
    listing('campaign landing page', `/${tenant}${campaigns[tenant] ?? ''}`),
  ];
}

/** Every other page type a shopper without an account reaches. */
export async function otherPages(tenant: TenantId): Promise<PageType[]> {
  const [first, second] = await Promise.all([
    row<{ id: string }>('SELECT id FROM products WHERE tenant = ? ORDER BY id LIMIT 1', tenant),
    row<{ id: string }>('SELECT id FROM products WHERE tenant = ? ORDER BY id DESC LIMIT 1', tenant),
  ]);
  const page = (name: string, path: string, status = 200): PageType => ({ name, path, kind: 'other', status });
  return [
    page('home', `/${tenant}/`),
    page('search form, noindex', `/${tenant}/search?Ntt=${searchTerms[tenant] ?? 'pintura'}`),
    page('no results', `/no-search-result?Ntt=zzqxjw&tenant=${tenant}`),
    page('compare', `/${tenant}/compare/?ids=${first?.id},${second?.id}`),
    page('cart', `/${tenant}/cart/`),
    page('account: login and register', `/${tenant}/account/`),
    page('password reset', `/${tenant}/account/password-reset/`),
    page('order lookup', `/${tenant}/orders/find`),
    page('location', `/${tenant}/location/`),
    page('search by image', `/${tenant}/search-by-image`),
    page('not found', `/${tenant}/no-such-page-here/`, 404),
  ];
}
