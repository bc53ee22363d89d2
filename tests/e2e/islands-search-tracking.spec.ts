import { expect, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { eventsOf, sites, trackedNext, trackerRunning, watchTracking } from './support/islands-search-fixtures';
import { stockedSku } from './support/site-fixtures';

/**
 * With JavaScript on, on cl and br: the click-stream and sponsored-product events the tracker
 * sends (observed on the wire, answers untouched). Nothing is sent for a crawler: the tracker's
 * island is not on its pages (tests/http/crawler-tracking.test.ts, listing-headers.test.ts) and
 * nothing leaves before that island starts (src/stores/tracker.test.ts).
 */
for (const site of sites) {
  const { tenant, words } = site;

  test.describe(`${tenant} tracker`, () => {
    test('the tracker sends the search, filter, sort, product click and add to cart with one query id', async ({
      page,
    }) => {
      const sent = watchTracking(page, tenant);
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(1);
      const [search] = eventsOf(sent, 'search');
      const queryId = search?.query_id ?? '';
      expect(queryId).toMatch(/^[0-9a-f]{32}$/);
      expect(search?.page_url).toBe(`/${tenant}/search?Ntt=${site.term}`);
      expect(search?.impressions?.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('queryId') ?? 'null')?.id as string | undefined),
      ).toBe(queryId);
      // the sponsored row sits below the fold: no impression until it is seen
      expect(sent.filter((call) => call.path.endsWith('/v1/vas/impression'))).toHaveLength(0);

      const facetLink = page.getByRole('navigation', { name: words.facets }).getByRole('link').first();
      await facetLink.click();
      await expect(page).toHaveURL(/[?&]f\./);
      await expect.poll(() => eventsOf(sent, 'filter').length).toBe(1);
      expect(eventsOf(sent, 'filter')[0]?.query_id).toBe(queryId);
      // the filtered page is the same search: the same query
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(2);
      expect(eventsOf(sent, 'search')[1]?.query_id).toBe(queryId);

      // with JavaScript the sort applies as it is chosen
      await page.getByRole('combobox', { name: words.sort }).selectOption('price-asc');
      await expect(page).toHaveURL(/sortBy=price-asc/);
      await expect.poll(() => eventsOf(sent, 'sort').length).toBe(1);
      expect(eventsOf(sent, 'sort')[0]?.query_id).toBe(queryId);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(3);

      const ad = page.getByRole('complementary').filter({ hasText: words.sponsored }).first();
      const adId = await ad.evaluate((node) => node.closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
      expect(adId).toBeTruthy();
      await ad.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          sent
            .filter((call) => call.path.endsWith('/v1/vas/impression'))
            .flatMap((call) => call.body.adIds as string[]),
        )
        .toContain(adId);
      const impression = sent.find((call) => call.path.endsWith('/v1/vas/impression'));
      expect(impression?.body.visitorId).toBe(search?.visitor_id);

      const card = page.getByRole('article').nth(1);
      const itemId = await card.evaluate((node) => node.closest<HTMLElement>('[data-item-id]')?.dataset.itemId);
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/${itemId}/`));
      await expect.poll(() => eventsOf(sent, 'product_click').length).toBe(1);
      expect(eventsOf(sent, 'product_click')[0]).toMatchObject({ item_id: itemId, position: 2, query_id: queryId });

      // the add to cart of a product in stock, still in the same search
      const sku = stockedSku(tenant, site.priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await trackerRunning(page);
      const addTracked = trackedNext(page, tenant, 'add_to_cart');
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await addTracked;
      expect(eventsOf(sent, 'add_to_cart')).toHaveLength(1);
      const [added] = eventsOf(sent, 'add_to_cart');
      expect(added).toMatchObject({ item_id: sku.skuId, quantity: 1, query_id: queryId });
      expect(added?.price).toBeGreaterThan(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('queryId') ?? 'null'))).toBe(queryId);
    });

    test('an add from a listing card carries its place in the results and its price', async ({ page }) => {
      const sent = watchTracking(page, tenant);
      // a search that lists products sold one unit at a time (one variant): their cards add in place
      const word = plainProduct(tenant, site.priceGroup).name.split(' ')[0] ?? '';
      await page.goto(`/${tenant}/search?Ntt=${encodeURIComponent(word)}`);
      await trackerRunning(page);
      const add = page.getByRole('article').getByRole('button', { name: words.cardAdd }).first();
      const card = await add.evaluate((node) => {
        const item = node.closest<HTMLElement>('[data-item-id]');
        const form = node.closest('form');
        const skuId = form?.querySelector<HTMLInputElement>('input[name="skuId"]')?.value;
        return { skuId, position: Number(item?.dataset.position), price: Number(form?.dataset.price) };
      });
      // the card's own island takes the form over (no page load): the cart's new count confirms the add
      await add.scrollIntoViewIfNeeded();
      await expect(add.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('component-url', /CardActions/);
      await add.hover(); // the card's island hydrates as the pointer reaches it
      await expect(add.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
      const searchPage = page.url();
      const addTracked = trackedNext(page, tenant, 'add_to_cart');
      await add.click();
      await addTracked;
      expect(eventsOf(sent, 'add_to_cart')).toHaveLength(1);
      expect(page.url()).toBe(searchPage);
      expect(eventsOf(sent, 'add_to_cart')[0]).toMatchObject({
        item_id: card.skuId,
        quantity: 1,
        position: card.position,
        price: card.price,
        query_id: eventsOf(sent, 'search')[0]?.query_id,
      });
    });

    test('a sponsored card followed is an ad click', async ({ page }) => {
      const sent = watchTracking(page, tenant);
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(1);
      const ad = page.getByRole('complementary').filter({ hasText: words.sponsored }).first();
      const adId = await ad.evaluate((node) => node.closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
      await ad.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/`));
      await expect.poll(() => sent.filter((call) => call.path.endsWith('/v1/vas/click')).length).toBe(1);
      expect(sent.find((call) => call.path.endsWith('/v1/vas/click'))?.body).toMatchObject({
        adId,
        pageUrl: `/${tenant}/search?Ntt=${site.term}`,
      });
      expect(eventsOf(sent, 'product_click')).toHaveLength(0); // an ad is not one of the results
    });
  });
}
