import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Nginx, startNginx } from '../support/nginx';
import { requiredBinary } from '../support/system-binary';
import { baseUrl } from './client';
import { interleavedFaults } from './edge-isolation';
import { type EdgePage, type EdgeZone, sharedPageTypes, singleSkuProduct, zonesOfPriceGroups } from './edge-pages';
import { crawlerAgent, type EdgeShopper, shopperIn, withSession } from './edge-shoppers';
import { run } from './test-database';

/**
 * nginx's proxy_cache with the shipped configuration (deploy/nginx/andamio.conf, README "Behind a
 * CDN") in front of the suite's storefront: shoppers of two zones, guests and customers with carts,
 * never get another zone's page or another shopper's data, however their requests interleave.
 */
const nginxBinary = requiredBinary('nginx', 'nginx-light');

describe.skipIf(!nginxBinary)('the storefront behind nginx', () => {
  let nginx: Nginx;
  let zones: EdgeZone[];
  let pages: EdgePage[];

  beforeAll(async () => {
    nginx = await startNginx(nginxBinary as string, { backendPort: Number(new URL(baseUrl).port) });
    zones = await zonesOfPriceGroups(2);
    pages = await sharedPageTypes(zones);
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  /** Five shoppers in two zones of different price groups, customers and guests with carts, and a crawler. */
  async function shoppersOfTwoZones(): Promise<EdgeShopper[]> {
    const [a, b] = zones as [EdgeZone, EdgeZone];
    const sku = (await singleSkuProduct(zones)).skuId;
    const shoppers = [
      shopperIn('guest A', a.code),
      await withSession(run, shopperIn('customer A', a.code), true),
      shopperIn('guest A with a cart', a.code),
      shopperIn('guest B', b.code),
      await withSession(run, shopperIn('customer B', b.code), true),
      shopperIn('crawler', undefined, crawlerAgent),
    ];
    for (const shopper of shoppers.filter(({ name }) => name.startsWith('customer') || name.endsWith('cart'))) {
      await shopper.addToCart(nginx.origin, sku);
    }
    return shoppers;
  }

  it('gives no shopper another zone’s page or another shopper’s name or cart, interleaved over ten page types', async () => {
    const shoppers = await shoppersOfTwoZones();
    const { faults, answers } = await interleavedFaults({
      edge: nginx.origin,
      storefront: baseUrl,
      shoppers,
      pages,
      rounds: 3,
    });
    expect(answers).toBe(3 * pages.length * shoppers.length);
    expect(faults).toEqual([]);
  });

  it('shares a page between the shoppers of a zone, whatever their other cookies and campaign parameters', async () => {
    const [a] = zones as [EdgeZone];
    const path = `${pages[0]?.path}?edge-test=shared`;
    const first = await shopperIn('guest', a.code).get(nginx.origin, path);
    const customer = await withSession(run, shopperIn('customer', a.code), true);
    const second = await customer.get(nginx.origin, path);
    const fromAnAd = await customer.get(nginx.origin, `${path}&utm_source=edge-campaign&gclid=edge-click`);
    expect([first, second, fromAnAd].map((answer) => answer.headers.get('x-edge-cache'))).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    expect(fromAnAd.html).not.toContain('edge-campaign');
  });
});
