import { expect, type Locator, type Page, type Request, type Response, test } from '@playwright/test';
import { shopperCookies } from '../../src/lib/cookies';
import {
  type ApiCart,
  apiCart,
  expectedSummary,
  fixtures,
  proMemberSession,
  type Site,
  sites,
} from './support/cart-island-fixtures';

/**
 * The cart island as shoppers know it (issue 26): a stepper, remove with undo, a delivery option
 * per line, services as boxes and the free-delivery threshold, each applied in place, without a
 * load, and after every change the page shows the figures GET /api/{tenant}/cart reports. cl and
 * br: the island shows the server's own words and figures, so mx adds nothing here. The same
 * controls without JavaScript: tests/http/cart-line-forms.test.ts.
 */

/** A field of an island's call (multipart form data, as FormData posts it). */
function fieldOf(request: Request, name: string): string | undefined {
  const body = request.postData() ?? '';
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
}

const answerOf = (page: Page, action: string, fields: Record<string, string> = {}) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/_actions/cart.${action}/`) &&
      Object.entries(fields).every(([name, value]) => fieldOf(response.request(), name) === value),
  );

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

/** Once every change went through, the page reads out the new total: the island's signal that it is idle. */
async function settled(page: Page, site: Site): Promise<ApiCart> {
  const cart = await apiCart(page.request, site.tenant);
  const total = site.tenant === 'cl' ? 'Tu carro se actualizó. Total:' : 'Seu carrinho foi atualizado. Total:';
  await expect(page.getByRole('status').filter({ hasText: total })).toContainText(cart.totals.total.text);
  return expectPageShowsServerCart(page, site);
}

/** The page shows the cart the API reports, every figure, and is still the page it was (no load happened). */
async function expectPageShowsServerCart(page: Page, site: Site): Promise<ApiCart> {
  const cart = await apiCart(page.request, site.tenant);
  const summary = page.getByRole('region', { name: site.words.summary });
  await expect.poll(() => shownSummary(summary)).toEqual(expectedSummary(cart.totals, site.words));
  await expect(summary.locator('[data-cart-total]')).toHaveText(cart.totals.total.text);
  if (cart.totals.pix) await expect(summary).toContainText(cart.totals.pix.label);
  const freeDelivery = summary.locator('[data-free-delivery]');
  if (cart.totals.freeDelivery) await expect(freeDelivery).toHaveText(cart.totals.freeDelivery.label);
  else await expect(freeDelivery).toHaveCount(0);
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText(String(cart.itemCount));
  await expect(page.locator('[data-line-total]')).toHaveText(cart.lines.map((line) => line.total.text));
  await expect
    .poll(() =>
      page
        .getByRole('spinbutton', { name: site.words.quantity })
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
    )
    .toEqual(cart.lines.map((line) => String(line.quantity)));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  return cart;
}

async function addToCart(page: Page, site: Site, form: Record<string, string>, origin: string) {
  const response = await page.request.post('/_actions/cart.add/', {
    form,
    headers: { 'x-tenant-id': site.tenant, origin },
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

const withoutIds = (cart: ApiCart) => cart.lines.map(({ lineId: _, ...line }) => line);

for (const site of sites) {
  test(`${site.tenant}: stepper, delivery, services, removal with undo and the free-delivery threshold apply in place`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { words } = site;
    const { served, cheap } = fixtures(site.tenant, site.priceGroup);
    if (site.proMember) {
      await context.addCookies([
        { name: shopperCookies(site.tenant).session, value: proMemberSession(site.tenant), url: baseURL ?? '' },
      ]);
    }
    await addToCart(page, site, { skuId: served.skuId, quantity: '1' }, baseURL ?? '');
    await addToCart(page, site, { skuId: cheap.skuId, quantity: '1' }, baseURL ?? '');
    const scriptErrors = await openCart(page, site.tenant);
    let cart = await expectPageShowsServerCart(page, site);
    if (site.proMember) {
      expect(cart.totals.memberDiscount).not.toBeNull();
      expect(cart.totals.pix).not.toBeNull();
    }
    const servedLine = page.getByRole('listitem', { name: served.name, exact: true });
    const cheapLine = page.getByRole('listitem', { name: cheap.name, exact: true });
    const quantity = cheapLine.getByRole('spinbutton', { name: words.quantity });
    // − goes no lower than 1
    await expect(cheapLine.getByRole('button', { name: words.decrease(cheap.name) })).toBeDisabled();

    // A delivery option per line: the served product is collected at its store, at once.
    const store = cart.lines[0]?.deliveryOptions.find((option) => option.store?.id === served.storeId);
    expect(store).toBeDefined();
    const storeRadio = servedLine.getByRole('radio', { name: new RegExp(`^${store?.label} `) });
    // a store further than the nearest three is behind "see N more stores"
    if (!(await storeRadio.isVisible())) await servedLine.locator('summary').click();
    const moved = answerOf(page, 'delivery', { option: store?.value ?? '' });
    await storeRadio.check();
    expect((await moved).status()).toBe(200);
    cart = await settled(page, site);
    expect(cart.lines[0]?.delivery).toMatchObject({ method: 'pickupInStore', store: { id: served.storeId } });
    await expect(storeRadio).toBeChecked();

    // Only the cheap product goes home now: it falls short of free delivery, by what the server says.
    const missing = cart.totals.freeDelivery?.missing.amount ?? 0;
    expect(missing).toBeGreaterThan(0);

    // The stepper: two presses are one settled change, sent once with the quantity they lead to.
    const sent: string[] = [];
    const count = (request: Request) => {
      if (request.url().endsWith('/_actions/cart.update/')) sent.push(fieldOf(request, 'quantity') ?? '');
    };
    page.on('request', count);
    const twice = answerOf(page, 'update', { quantity: '3' });
    // both presses in one task, as two quick taps land: the test does not depend on how fast the machine clicks
    await cheapLine.getByRole('button', { name: words.increase(cheap.name) }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(quantity).toHaveValue('3');
    expect((await twice).status()).toBe(200);
    page.off('request', count);
    expect(sent).toEqual(['3']);
    cart = await settled(page, site);
    expect(cart.lines[1]?.quantity).toBe(3);
    expect(cart.totals.freeDelivery?.missing.amount).toBeLessThan(missing);

    // Refusals show in place, in the tenant's words, and the cart stays as it was.
    for (const [typed, message] of [
      ['10000', words.maxReached],
      [String(cheap.units + 1), words.insufficientStock(cheap.units)],
    ] as const) {
      const refused = answerOf(page, 'update', { quantity: typed });
      await quantity.fill(typed);
      expect((await refused).status()).toBe(400);
      await expect(cheapLine.getByRole('alert')).toHaveText(message);
      await expect(quantity).toHaveValue(typed);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect((await apiCart(page.request, site.tenant)).lines[1]?.quantity).toBe(3);
    }

    // Typed up to the threshold: the cart ships free, and says so.
    const unitPrice = cart.lines[1]?.unitPrice?.amount ?? 1;
    const enough = String(3 + Math.ceil((cart.totals.freeDelivery?.missing.amount ?? 0) / unitPrice));
    const typed = answerOf(page, 'update', { quantity: enough });
    await quantity.fill(enough);
    expect((await typed).status()).toBe(200);
    await expect(cheapLine.getByRole('alert')).toHaveCount(0);
    cart = await settled(page, site);
    expect(cart.totals.freeDelivery).toBeNull();
    expect(cart.totals.delivery?.cost.amount).toBe(0);

    // A warranty, ticked from the keyboard.
    const warranty = cart.lines[0]?.availableServices.find((service) => service.kind === 'warranty');
    const ticked = answerOf(page, 'services', { serviceIds: warranty?.id ?? '' });
    await servedLine.getByRole('checkbox', { name: new RegExp(`^${warranty?.name} `) }).focus();
    await page.keyboard.press('Space');
    expect((await ticked).status()).toBe(200);
    cart = await settled(page, site);
    expect(cart.lines[0]?.services.map((service) => service.id)).toEqual([warranty?.id]);
    const before = withoutIds(cart);

    // Removal: the line goes, a row in its place offers it back, and the focus is on its undo.
    const removal = answerOf(page, 'remove');
    await servedLine.getByRole('button', { name: words.remove(served.name) }).click();
    expect((await removal).status()).toBe(200);
    await expect(servedLine).toHaveCount(0);
    await expect(page.getByText(words.removed(served.name))).toBeVisible();
    const undo = page.getByRole('button', { name: words.undo(served.name) });
    await expect(undo).toBeFocused();
    cart = await settled(page, site);
    expect(cart.lines.map((line) => line.skuId)).toEqual([cheap.skuId]);

    // The undo puts it back as it was, in its place: quantity, store and warranty.
    const restored = answerOf(page, 'restore');
    await page.keyboard.press('Enter');
    expect((await restored).status()).toBe(200);
    await expect(servedLine).toBeFocused();
    await expect(undo).toHaveCount(0);
    cart = await settled(page, site);
    expect(withoutIds(cart)).toEqual(before);
    await expect(servedLine.getByRole('checkbox', { name: new RegExp(`^${warranty?.name} `) })).toBeChecked();
    // The refusals answer 400: the browser logs those responses, nothing else may be logged.
    expect(scriptErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });
}

test('cl: a change that never reaches the server shows an error toast, and goes through once the network is back', async ({
  page,
  baseURL,
}) => {
  const site = sites[0] as Site;
  const { cheap } = fixtures(site.tenant, site.priceGroup);
  await addToCart(page, site, { skuId: cheap.skuId, quantity: '1' }, baseURL ?? '');
  const scriptErrors = await openCart(page, site.tenant);
  const line = page.getByRole('listitem', { name: cheap.name, exact: true });
  const quantity = line.getByRole('spinbutton', { name: site.words.quantity });

  // A fault injected on purpose: the network drops the update (the error toast's path).
  await page.route('**/_actions/cart.update/', (route) => route.abort('internetdisconnected'));
  const dropped = page.waitForEvent('requestfailed');
  await quantity.fill('2');
  await dropped;
  await expect(page.getByText(site.words.networkError)).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);
  expect((await apiCart(page.request, site.tenant)).itemCount).toBe(1);

  // The network is back: leaving the field sends the quantity still shown.
  await page.unroute('**/_actions/cart.update/');
  const answered: Promise<Response> = answerOf(page, 'update', { quantity: '2' });
  await quantity.press('Enter');
  expect((await answered).status()).toBe(200);
  expect((await settled(page, site)).itemCount).toBe(2);
  expect(scriptErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
});
