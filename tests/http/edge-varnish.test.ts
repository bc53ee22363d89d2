import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { requiredBinary } from '../support/system-binary';
import { startVarnish, type Varnish } from '../support/varnish';
import { interleavedFaults } from './edge-isolation';
import { type EdgePage, type EdgeZone, sharedPageTypes, singleSkuProduct, zonesOfPriceGroups } from './edge-pages';
import { crawlerAgent, type EdgeShopper, type RunSql, shopperIn, withSession } from './edge-shoppers';
import { catalogueFeedToken, copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';

/**
 * Varnish with the shipped VCL (deploy/varnish/andamio.vcl, README "Behind a CDN") in front of a
 * storefront of the test's own, on a copy of the test database, that purges Varnish after a
 * catalogue change (CDN_PURGE=varnish): pages are shared by the shoppers of a zone and by no one
 * else, the first request after a price feed gets the new price, and a page revalidates with 304.
 */
const varnishd = requiredBinary('varnishd', 'varnish varnish-modules');
const cl = getTenant('cl');

describe.skipIf(!varnishd)('the storefront behind Varnish', () => {
  let database: DatabaseCopy;
  let varnish: Varnish;
  let storefront: RunningServer;
  let runSql: RunSql;
  let zones: EdgeZone[];
  let pages: EdgePage[];
  let product: Awaited<ReturnType<typeof singleSkuProduct>>;

  beforeAll(async () => {
    database = await copyOfTestDatabase('edge-varnish');
    runSql = (sql, ...parameters) => database.rows(sql, ...parameters);
    // Varnish first, so that the storefront knows where to purge
    const storefrontPort = await freePort();
    varnish = await startVarnish(varnishd as string, { backendPort: storefrontPort });
    storefront = await startServer(storefrontPort, {
      ...database.env,
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: `${varnish.origin}/`,
      WARM_UP: '0',
    });
    zones = await zonesOfPriceGroups(3);
    pages = await sharedPageTypes(zones);
    product = await singleSkuProduct(zones);
  });

  afterAll(async () => {
    await storefront?.stop();
    await varnish?.stop();
    await database?.remove();
  });

  /** Drops every page of cl from Varnish, as the storefront's purge does (the tests start from an empty cache). */
  async function purgeAll(): Promise<void> {
    const response = await fetch(`${varnish.origin}/`, { method: 'PURGE', headers: { 'xkey-purge': 'tenant:cl' } });
    expect(response.status).toBe(200);
  }

  it('gives no shopper another zone’s page or another shopper’s name or cart, interleaved over ten page types', async () => {
    const [a, b] = zones as [EdgeZone, EdgeZone];
    const shoppers: EdgeShopper[] = [
      shopperIn('guest A', a.code),
      await withSession(runSql, shopperIn('customer A', a.code), true),
      shopperIn('guest A with a cart', a.code),
      shopperIn('guest B', b.code),
      await withSession(runSql, shopperIn('customer B', b.code), true),
      shopperIn('crawler', undefined, crawlerAgent),
    ];
    for (const shopper of shoppers.filter(({ name }) => name.startsWith('customer') || name.endsWith('cart'))) {
      await shopper.addToCart(varnish.origin, product.skuId);
    }
    await purgeAll();
    const { faults, answers } = await interleavedFaults({
      edge: varnish.origin,
      storefront: storefront.baseUrl,
      shoppers,
      pages,
      rounds: 3,
    });
    expect(answers).toBe(3 * pages.length * shoppers.length);
    expect(faults).toEqual([]);
  });

  it('serves at least 85% of the pages 50 shoppers of three zones browse from its copies, with no request id of another', async () => {
    await purgeAll();
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        withSession(runSql, shopperIn(`shopper ${index}`, zones[index % 3]?.code), index % 5 === 0),
      ),
    );
    let hits = 0;
    let answers = 0;
    const sharedIds: string[] = [];
    // ten shoppers at a time, each through the ten page types in an order of its own
    for (let start = 0; start < shoppers.length; start += 10) {
      await Promise.all(
        shoppers.slice(start, start + 10).map(async (shopper, index) => {
          for (const page of [...pages.slice(index), ...pages.slice(0, index)]) {
            const answer = await shopper.get(varnish.origin, page.path);
            expect(answer.status).toBe(200);
            answers++;
            if (answer.headers.get('x-edge-cache') !== 'HIT') continue;
            hits++;
            for (const name of ['x-request-id', 'x-b3-traceid', 'x-b3-spanid', 'x-ot-span-context']) {
              const id = answer.headers.get(name);
              if (id) sharedIds.push(`${page.name}: ${name} ${id}`);
            }
          }
        }),
      );
    }
    const ratio = hits / answers;
    console.info(`Varnish page hit ratio: ${hits}/${answers} = ${(ratio * 100).toFixed(1)}%`);
    expect(answers).toBe(50 * pages.length);
    expect(ratio).toBeGreaterThanOrEqual(0.85);
    expect(sharedIds).toEqual([]);
  });

  it('passes every HTML answer’s Cache-Control: shared pages public, personal pages, redirects and errors private', async () => {
    const customer = await withSession(runSql, shopperIn('customer', zones[0]?.code), true);
    await customer.addToCart(varnish.origin, product.skuId);
    const personal = [
      '/cl/cart/',
      '/cl/checkout/',
      '/cl/account/',
      '/cl/account/wish-lists/',
      '/cl/account/password-reset/',
      '/cl/orders/find',
      `/cl/compare/?ids=${product.productId}`,
      '/cl/location/',
      '/cl/search-by-image',
      // redirects: the root, the slashless home, upper case, a product's old slug
      '/',
      '/cl',
      '/CL/',
      `/cl/product/${product.productId}/old-name/`,
      '/cl/no-such-page-here/',
    ];
    const wrong: string[] = [];
    for (const path of personal) {
      const answer = await customer.get(varnish.origin, path);
      const cacheControl = answer.headers.get('cache-control') ?? '';
      if (!/private|no-store/.test(cacheControl) || /public|s-maxage/.test(cacheControl)) {
        wrong.push(`${path} (${answer.status}): ${cacheControl || 'no Cache-Control'}`);
      }
    }
    for (const page of pages) {
      const answer = await customer.get(varnish.origin, page.path);
      const cacheControl = answer.headers.get('cache-control') ?? '';
      if (!/^public, .*s-maxage=\d+/.test(cacheControl))
        wrong.push(`${page.path}: ${cacheControl || 'no Cache-Control'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('shares a page with the clicks on an ad, whose campaign parameters never reach the storefront', async () => {
    const shopper = shopperIn('guest', zones[1]?.code);
    const path = `${pages[1]?.path}?edge-test=campaign`;
    await shopper.get(varnish.origin, path);
    const fromAnAd = await shopper.get(varnish.origin, `${path}&utm_source=edge-campaign&gclid=edge-click`);
    const fromAnotherAd = await shopper.get(varnish.origin, `${path.replace('?', '?utm_medium=edge-campaign&')}`);
    expect([fromAnAd, fromAnotherAd].map((answer) => answer.headers.get('x-edge-cache'))).toEqual(['HIT', 'HIT']);
    expect(fromAnAd.html + fromAnotherAd.html).not.toContain('edge-campaign');
  });

  it('drops a product’s pages before the price feed answers: the next shopper gets the new price', async () => {
    const shopper = shopperIn('guest', undefined);
    await shopper.get(varnish.origin, product.path);
    const before = await shopper.get(varnish.origin, product.path);
    expect(before.headers.get('x-edge-cache')).toBe('HIT');
    expect(before.html).not.toContain('$ 54.321');

    const feed = await fetch(`${storefront.baseUrl}/api/cl/catalogue/prices`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
      body: JSON.stringify({
        updates: [
          {
            skuId: product.skuId,
            priceGroup: cl.fallbackZone.priceGroup,
            prices: [{ type: 'NORMAL', amount: 54_321 }],
          },
        ],
      }),
    });
    expect(feed.status).toBe(200);
    // no clock: the purge reached Varnish before the feed answered, so the first request renders the page again
    const answered = Date.now();
    const after = await shopper.get(varnish.origin, product.path);
    console.info(`The new price showed through Varnish ${Date.now() - answered} ms after the feed answered`);
    expect(after.headers.get('x-edge-cache')).toBe('MISS');
    expect(after.html).toContain('$ 54.321');
  });

  it('answers a conditional request with 304, and revalidates a stale page with the storefront’s 304', async () => {
    const shopper = shopperIn('guest', zones[2]?.code);
    const path = `${pages[0]?.path}?edge-test=revalidation`;
    await shopper.get(varnish.origin, path);
    const kept = await shopper.get(varnish.origin, path);
    expect(kept.headers.get('x-edge-cache')).toBe('HIT');
    const etag = kept.headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const conditional = await shopper.get(varnish.origin, path, { 'if-none-match': etag });
    expect(conditional.status).toBe(304);

    // a soft purge leaves the page stale: the next request gets it while Varnish asks the storefront
    // If-None-Match, which answers 304 (the page has not changed)
    const revalidated = await varnish.counter('MAIN.fetch_304');
    const purge = await fetch(`${varnish.origin}/`, { method: 'PURGE', headers: { 'xkey-softpurge': 'tenant:cl' } });
    expect(await purge.text()).toMatch(/Soft-purged [1-9]/);
    const stale = await shopper.get(varnish.origin, path);
    expect(stale.html).toBe(kept.html);
    const deadline = Date.now() + 10_000;
    while ((await varnish.counter('MAIN.fetch_304')) === revalidated && Date.now() < deadline) {
      // the revalidation runs in the background
    }
    expect(await varnish.counter('MAIN.fetch_304')).toBeGreaterThan(revalidated);
  });
});
