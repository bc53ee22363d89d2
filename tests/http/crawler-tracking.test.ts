import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { stockedSku } from './purchase-fixtures';

/**
 * docs/tracking-and-ads.md: nothing is tracked for a crawler. Events leave the browser only once the ClickTracker
 * island starts (src/stores/tracker.test.ts "nothing leaves before the tracker starts"), and the
 * layout renders that island for shoppers only. The search page is checked in
 * listing-headers.test.ts; here the product page, where a crawler's add to cart would be tracked
 * (issue 25: replaces the crawler test of tests/e2e/islands-search-tracking.spec.ts).
 */
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const shopper = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const tracker = /<astro-island[^>]*component-url="\/_astro\/ClickTracker\./;

async function page(path: string, userAgent: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': userAgent } });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe.each([
  ['cl', '10', 'pintura'],
  ['br', '50', 'tinta'],
] as const)('%s: the click-stream tracker is for shoppers only', (tenant, priceGroup, term) => {
  it('a shopper’s product and search pages start it; a crawler’s do not have it', async () => {
    const sku = await stockedSku(tenant, priceGroup);
    const product = `/${tenant}/product/${sku.productId}/x/${sku.skuId}/`;
    const canonical = (await fetch(`${baseUrl}${product}`, { redirect: 'manual' })).headers.get('location') ?? product;
    for (const path of [canonical, `/${tenant}/search?Ntt=${term}`]) {
      expect(await page(path, shopper), `${path} for a shopper`).toMatch(tracker);
      expect(await page(path, googlebot), `${path} for Googlebot`).not.toContain('ClickTracker');
    }
  });
});
