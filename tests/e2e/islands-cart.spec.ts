import { expect, type Locator, type Page, test } from '@playwright/test';
import { shopperCookies } from '../../src/lib/cookies';
import {
  type ApiCart,
  apiCart,
  expectedSummary,
  fixtures,
  proMemberSession,
  type Site,
  sites,
} from './support/islands-cart-fixtures';

/**
 * The cart page with JavaScript: every change goes through the cart's actions in place, and the
 * page shows the figures the server answered, equal to what the cart API reports afterwards.
 * cl and br: the island shows the server's own words and figures, so another Spanish site (mx)
 * adds nothing here; the cart's forms without JavaScript: tests/http/cart-forms.test.ts.
 */

async function shownSummary(summary: Locator): Promise<string[][]> {
  return summary
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''].map((text) =>
          text.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

/**
 * Runs one change and waits for its action's answer; then the page must show what the cart API
 * reports, in the header too, and must still be the same page (no load happened).
 */
async function change(page: Page, site: Site, action: string, run: () => Promise<void>): Promise<ApiCart> {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/_actions/cart.${action}/`));
  await run();
  expect((await answered).status()).toBe(200);
  return expectPageShowsServerCart(page, site);
}

async function expectPageShowsServerCart(page: Page, site: Site): Promise<ApiCart> {
  const cart = await apiCart(page.request, site.tenant);
  const summary = page.getByRole('region', { name: site.words.summary });
  await expect.poll(() => shownSummary(summary)).toEqual(expectedSummary(cart.totals, site.words));
  await expect(summary.locator('[data-cart-total]')).toHaveText(cart.totals.total.text);
  if (cart.totals.pix) await expect(summary).toContainText(cart.totals.pix.label);
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText(String(cart.itemCount));
  await expect(page.locator('[data-line-total]')).toHaveText(cart.lines.map((line) => line.total.text));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  return cart;
}

async function addToCart(page: Page, tenant: string, skuId: string, quantity: number, origin: string) {
  const response = await page.request.post('/_actions/cart.add/', {
    form: { skuId, quantity: String(quantity) },
    headers: { 'x-tenant-id': tenant, origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens the cart page and waits for the editor to hydrate (Astro drops the island's `ssr` mark then).
 * Answers the page's script errors so far, hydration mismatches included (React reports them).
 */
async function openCart(page: Page, tenant: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/${tenant}/cart/`);
  await expect(page.locator('astro-island[component-url*="CartEditor"]')).not.toHaveAttribute('ssr');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  return errors;
}

for (const site of sites) {
  test(`${site.tenant}: quantity, delivery, services and removal change the cart in place`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { words } = site;
    const { served, scarce } = fixtures(site.tenant, site.priceGroup);
    if (site.proMember) {
      await context.addCookies([
        { name: shopperCookies(site.tenant).session, value: proMemberSession(site.tenant), url: baseURL ?? '' },
      ]);
    }
    await addToCart(page, site.tenant, served.skuId, 1, baseURL ?? '');
    await addToCart(page, site.tenant, scarce.skuId, 2, baseURL ?? '');
    const scriptErrors = await openCart(page, site.tenant);
    let cart = await expectPageShowsServerCart(page, site);
    expect(cart.itemCount).toBe(3);
    if (site.proMember) {
      expect(cart.totals.memberDiscount).not.toBeNull();
      expect(cart.totals.pix).not.toBeNull();
    }

    const servedLine = page.getByRole('listitem', { name: served.name, exact: true });
    const scarceLine = page.getByRole('listitem', { name: scarce.name, exact: true });

    // The quantity.
    await scarceLine.getByRole('spinbutton', { name: words.quantity }).fill('3');
    cart = await change(page, site, 'update', () => scarceLine.getByRole('button', { name: words.update }).click());
    expect(cart.itemCount).toBe(4);
    await expect(scarceLine.getByRole('spinbutton', { name: words.quantity })).toHaveValue('3');

    // Click and collect: the store is asked for only then.
    const method = servedLine.getByRole('combobox', { name: words.method });
    const store = servedLine.getByRole('combobox', { name: words.store });
    await expect(method).toHaveValue('homeDelivery');
    await expect(store).toBeDisabled();
    await method.selectOption({ label: words.clickAndCollect });
    await expect(store).toBeEnabled();
    // Without a store the server refuses, in place, and the line keeps going home.
    const noStore = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.delivery/'));
    await servedLine.getByRole('button', { name: words.changeDelivery }).click();
    expect((await noStore).status()).toBe(400);
    await expect(servedLine.getByRole('alert')).toHaveText(words.storeRequired);
    expect((await expectPageShowsServerCart(page, site)).lines.map((line) => line.delivery.method)).toEqual([
      'homeDelivery',
      'homeDelivery',
    ]);
    await store.selectOption(served.storeId);
    cart = await change(page, site, 'delivery', () =>
      servedLine.getByRole('button', { name: words.changeDelivery }).click(),
    );
    const collected = cart.lines.find((line) => line.skuId === served.skuId);
    expect(collected?.delivery).toMatchObject({ method: 'pickupInStore', store: { id: served.storeId } });
    await expect(servedLine.getByRole('alert')).toHaveCount(0);
    await expect(method).toHaveValue('pickupInStore');
    await expect(store).toHaveValue(served.storeId);

    // A service or warranty.
    const service = collected?.availableServices[0];
    expect(service).toBeDefined();
    const before = cart.totals.services.amount;
    cart = await change(page, site, 'services', () =>
      servedLine.getByRole('button', { name: `${words.add} ${service?.name}`, exact: true }).click(),
    );
    expect(cart.totals.services.amount).toBeGreaterThan(before);
    await expect(
      servedLine.getByRole('button', { name: `${words.takeOff} ${service?.name}`, exact: true }),
    ).toBeVisible();

    // Refusals show in place, in the tenant's language; the cart stays as it was.
    const quantity = scarceLine.getByRole('spinbutton', { name: words.quantity });
    for (const [typed, message] of [
      ['10000', words.maxReached],
      [String(scarce.units + 1), words.insufficientStock(scarce.units)],
    ] as const) {
      await quantity.fill(typed);
      const refused = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.update/'));
      await scarceLine.getByRole('button', { name: words.update }).click();
      expect((await refused).status()).toBe(400);
      await expect(scarceLine.getByRole('alert')).toHaveText(message);
      await expect(quantity).toHaveValue(typed);
      expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(4);
    }

    // Removal: the line goes, and the refusal shown on it with it.
    cart = await change(page, site, 'remove', () =>
      scarceLine.getByRole('button', { name: `${words.remove} ${scarce.name}`, exact: true }).click(),
    );
    await expect(scarceLine).toHaveCount(0);
    expect(cart.itemCount).toBe(1);
    await expect(servedLine).toBeVisible();

    // The last line: the empty cart takes the focus, and nothing is left to total.
    const emptied = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.remove/'));
    await servedLine.getByRole('button', { name: `${words.remove} ${served.name}`, exact: true }).click();
    expect((await emptied).status()).toBe(200);
    await expect(page.getByRole('heading', { name: words.empty })).toBeFocused();
    await expect(page.getByRole('region', { name: words.summary })).toHaveCount(0);
    await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('0');
    expect((await apiCart(page.request, site.tenant)).lines).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    // The refusals answer 400: the browser logs those responses, nothing else may be logged.
    expect(scriptErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });
}

test('cl: a change that never reaches the server shows an error toast and leaves the cart as it was', async ({
  page,
  baseURL,
}) => {
  const site = sites[0] as Site;
  const { served } = fixtures(site.tenant, site.priceGroup);
  await addToCart(page, site.tenant, served.skuId, 1, baseURL ?? '');
  const scriptErrors = await openCart(page, site.tenant);
  const line = page.getByRole('listitem', { name: served.name, exact: true });
  const quantity = line.getByRole('spinbutton', { name: site.words.quantity });

  // A fault injected on purpose: the network drops the update (the error toast's path).
  await page.route('**/_actions/cart.update/', (route) => route.abort('internetdisconnected'));
  await quantity.fill('2');
  const dropped = page.waitForEvent('requestfailed');
  await line.getByRole('button', { name: site.words.update }).click();
  await dropped;
  await expect(
    page.getByText('No pudimos actualizar tu carro. Revisa tu conexión e inténtalo de nuevo.'),
  ).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);
  expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(1);

  // The network is back: the same form goes through.
  await page.unroute('**/_actions/cart.update/');
  const answered = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.update/'));
  await line.getByRole('button', { name: site.words.update }).click();
  expect((await answered).status()).toBe(200);
  await expect.poll(async () => (await apiCart(page.request, site.tenant)).itemCount).toBe(2);
  expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(2);
  expect(scriptErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
});
