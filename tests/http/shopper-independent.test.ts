import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperCookies, zoneCookies } from '../../src/lib/cookies';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { freePort } from '../support/free-port';
import { Browser, customerSession } from './cart-fixtures';
import { baseUrl } from './client';
import { type RunningServer, startServer } from './server';
import { row as firstRow, rows } from './test-database';

/**
 * Pages depend on the tenant, the URL and the zone, and on nothing else (the islands issue): two
 * shoppers of one zone, a guest with three lines in the cart and a signed-in pro customer with an
 * empty one, get the same bytes; the same page in another zone shows that zone's prices.
 */

interface Pages {
  zone: string;
  /** A zone of another price group where `pricedApart` costs something else. */
  otherZone: string;
  skus: string[];
  pricedApart: { productPath: string };
  paths: Record<'home' | 'category' | 'search' | 'brand' | 'product', string>;
}

async function row<T>(sql: string, ...params: string[]): Promise<T> {
  const found = await firstRow<T>(sql, ...params);
  if (!found) throw new Error(`No fixture in the test database for: ${sql}`);
  return found;
}

async function productPath(tenant: string, productId: string): Promise<string> {
  // The slug is the page's business: the short URL redirects once to the canonical one.
  const response = await fetch(`${baseUrl}/${tenant}/product/${productId}/x/`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`/${tenant}/product/${productId}/ did not redirect to its slug`);
  return new URL(location, baseUrl).pathname;
}

async function pagesOf(tenant: TenantId): Promise<Pages> {
  const { fallbackZone } = getTenant(tenant);
  const stocked = await rows<{ id: string; productId: string }>(
    `SELECT s.id, s.product_id AS "productId" FROM skus s
     JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
     JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 20
     AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
     ORDER BY s.id LIMIT 3`,
    tenant,
    fallbackZone.priceGroup,
  );
  const apart = await row<{ productId: string; zoneId: string; group: string }>(
    `SELECT s.product_id AS "productId", z.id AS "zoneId", b.price_group_id AS "group" FROM skus s
     JOIN prices a ON a.tenant = s.tenant AND a.sku_id = s.id AND a.price_group_id = ? AND a.position = 0
     JOIN prices b ON b.tenant = s.tenant AND b.sku_id = s.id AND b.price_group_id != a.price_group_id AND b.position = 0
     JOIN zones z ON z.tenant = s.tenant AND z.price_group_id = b.price_group_id AND z.served = 1
     WHERE s.tenant = ? AND a.type = b.type AND a.amount < b.amount
     AND s.id = (SELECT MIN(o.id) FROM skus o WHERE o.tenant = s.tenant AND o.product_id = s.product_id)
     ORDER BY s.id, z.id LIMIT 1`,
    fallbackZone.priceGroup,
    tenant,
  );
  const category = await row<{ id: string; slug: string }>(
    `SELECT c.id, c.slug FROM categories c WHERE c.tenant = ?
     AND EXISTS (SELECT 1 FROM products p WHERE p.tenant = c.tenant AND p.category_id = c.id) ORDER BY c.id LIMIT 1`,
    tenant,
  );
  const brand = await row<{ slug: string }>('SELECT slug FROM brands WHERE tenant = ? ORDER BY id LIMIT 1', tenant);
  const first = stocked[0];
  if (stocked.length < 3 || !first) throw new Error(`Fewer than 3 stocked SKUs in ${tenant}`);
  return {
    zone: buildZoneCode({ priceGroup: fallbackZone.priceGroup, zoneId: fallbackZone.zoneId }),
    otherZone: buildZoneCode({ priceGroup: apart.group, zoneId: apart.zoneId }),
    skus: stocked.map((sku) => sku.id),
    pricedApart: { productPath: await productPath(tenant, apart.productId) },
    paths: {
      home: `/${tenant}/`,
      category: `/${tenant}/category/${category.id.toLowerCase()}/${category.slug}/`,
      search: `/${tenant}/search?Ntt=${tenant === 'br' ? 'tinta' : 'pintura'}`,
      brand: `/${tenant}/brand/${brand.slug}/`,
      product: await productPath(tenant, first.productId),
    },
  };
}

/**
 * The pages compared come from a second server without the route cache (ROUTE_CACHE_MB=0), so
 * each is rendered for its shopper rather than answered from memory.
 */
let rendering: RunningServer | undefined;
beforeAll(async () => {
  rendering = await startServer(await freePort(), { ROUTE_CACHE_MB: '0', WARM_UP: '0' });
}, 600_000);
afterAll(async () => {
  await rendering?.stop();
});

async function html(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${rendering?.baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
  expect(response.status, `${path} answers 200`).toBe(200);
  expect(response.headers.get('x-cache'), 'rendered, not answered from memory').toBeNull();
  return response.text();
}

/**
 * React's islands are numbered (`prefix`) in the order their parts finish rendering, and an island's
 * `uid` hashes its HTML, the numbers of the islands inside it included: on PostgreSQL, whose reads
 * overlap, that order changes from one request to the next for anyone. Both are set aside.
 */
const withoutIslandNumbers = (page: string) =>
  page.replace(/ prefix="r\d+"/g, ' prefix=""').replace(/ uid="[^"]+"/g, ' uid=""');

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe.each(['cl', 'br', 'mx'] as const)('%s pages do not depend on who is shopping', (tenant) => {
  let pages: Pages;
  let guest: string;
  let customer: string;

  beforeAll(async () => {
    pages = await pagesOf(tenant);
    const zoneCookie = zoneCookies(tenant).zone;
    const shopper = new Browser({ [zoneCookie]: pages.zone });
    for (const skuId of pages.skus) {
      const added = await shopper.call(`/api/${tenant}/cart/items`, { json: { skuId, quantity: 1 } });
      expect(added.status, `adding ${skuId}`).toBe(200);
    }
    const state = await shopper.call<{ cart: { count: number } }>(`/api/${tenant}/shopper`);
    expect(state.body.data?.cart.count).toBe(3);
    guest = cookieHeader(shopper.cookies);
    const token = await customerSession(tenant, { segment: 'Black', proBuyer: true });
    customer = `${shopperCookies(tenant).session}=${token}; ${zoneCookie}=${pages.zone}`;
    const signedIn = await fetch(`${baseUrl}/api/${tenant}/shopper`, { headers: { cookie: customer } });
    const session = ((await signedIn.json()) as { data: { session: { status: string; proBuyer: boolean } } }).data
      .session;
    expect(session).toMatchObject({ status: 'customer', proBuyer: true });
  });

  it.each(['home', 'category', 'search', 'brand', 'product'] as const)(
    'the %s page is byte-identical for a guest with a cart and a signed-in pro customer',
    async (kind) => {
      const path = pages.paths[kind];
      // The first rendering after start differs while caches fill from disk; that is the server
      // warming up, not the shopper, so the page is asked for once before the two shoppers compare.
      await html(path, '');
      const [forGuest, forCustomer] = await Promise.all([
        html(path, guest).then(withoutIslandNumbers),
        html(path, customer).then(withoutIslandNumbers),
      ]);
      expect(forGuest.length).toBeGreaterThan(1000);
      const at = [...forGuest].findIndex((char, i) => char !== forCustomer[i]);
      const around = (page: string) => page.slice(Math.max(0, at - 200), at + 200);
      expect(
        forGuest === forCustomer,
        `${path} differs between the two shoppers at ${at}:\n${around(forGuest)}\n---\n${around(forCustomer)}`,
      ).toBe(true);
      // nothing personal slipped in: not the cart's count, not the customer's name
      expect(forCustomer).not.toContain('Test Cart');
    },
  );

  it('a page in another zone shows that zone its own prices', async () => {
    const zoneCookie = zoneCookies(tenant).zone;
    const path = pages.pricedApart.productPath;
    const [home, away] = await Promise.all([
      html(path, `${zoneCookie}=${pages.zone}`),
      html(path, `${zoneCookie}=${pages.otherZone}`),
    ]);
    const priceOf = (page: string) => /"price":\s*"?([\d.]+)/.exec(page)?.[1];
    expect(priceOf(home)).toBeDefined();
    expect(priceOf(away)).toBeDefined();
    expect(priceOf(home)).not.toBe(priceOf(away));
  });
});
