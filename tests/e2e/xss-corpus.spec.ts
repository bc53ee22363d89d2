import { expect, test } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { combobox } from './support/islands-search-fixtures';
import { customerNamed, postReview, productsToReview, watchForScripts } from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (ARCHITECTURE "Rendering"): the payloads of
 * tests/support/xss-payloads.ts sent as search terms, typed into the search box, written in reviews and given as a
 * customer's name, then shown in Chromium with JavaScript on. No dialog opens
 * and no payload's global is set (the first test proves the watch sees a script that runs).
 * Addresses and postal codes: xss-addresses.spec.ts, xss-postal-codes.spec.ts.
 */
const login = { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar' };

test('the watch sees a script that runs (so a blind watch cannot pass the tests below)', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  await page.evaluate(() => {
    window.alert('control');
    (window as unknown as { __xss: string }).__xss = 'control';
  });
  expect(await ran()).toEqual(['alert: control', 'window.__xss = control']);
});

test('search terms in the address stay text on the results page', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const payload of xssPayloads) {
    await page.goto(`/cl/search?Ntt=${encodeURIComponent(payload)}`);
    expect(await ran(), payload).toEqual([]);
  }
  await page.waitForLoadState('networkidle');
  expect(await ran()).toEqual([]);
});

test('search terms typed into the search box stay text in its suggestions', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  const box = await combobox(page, 'Buscar productos');
  for (const payload of xssPayloads.filter((_, index) => index % 5 === 0)) {
    await box.fill(payload.slice(0, 100));
    await page.waitForTimeout(400);
    expect(await ran(), payload).toEqual([]);
  }
});

test('reviews written with the payloads show them as text on the product page', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // nine reviews a product: a product page shows its ten newest
  const perProduct = 9;
  const products = productsToReview(Math.ceil(xssPayloads.length / perProduct));
  const productOf = (index: number) => products[Math.floor(index / perProduct)] as string;
  const pad = (text: string, min: number, max: number) =>
    (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
  const run = Date.now() % 100_000;
  const statuses = await Promise.all(
    xssPayloads.map((payload, index) =>
      postReview(baseURL as string, {
        productId: productOf(index),
        rating: 3,
        recommend: true,
        title: pad(payload, 3, 80),
        comment: pad(payload, 30, 3000),
        alias: `xss ${index} ${run}`,
        email: `xss.${index}.${run}@correo.cl`,
        terms: true,
        attributes: { quality: 3, value: 3, ease: 3 },
      }),
    ),
  );
  expect(statuses).toEqual(xssPayloads.map(() => 201));
  const ran = watchForScripts(page);
  for (const [group, product] of products.entries()) {
    await page.goto(`/cl/product/${product}/x/`);
    const reviews = page.locator('#reviews');
    for (const payload of xssPayloads.slice(group * perProduct, (group + 1) * perProduct)) {
      await expect(reviews).toContainText(pad(payload, 3, 80).replace(/\s+/g, ' ').trim().slice(0, 30));
    }
    expect(await ran(), product).toEqual([]);
  }
});

test('a customer’s name stays text in the header and on the account page', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const payload of xssPayloads.filter((text, index) => index % 6 === 0 && text.length <= 60)) {
    await page.context().clearCookies();
    const email = customerNamed(payload);
    await page.goto('/cl/account/');
    await page.getByLabel(login.email, { exact: true }).fill(email);
    await page.getByLabel(login.password, { exact: true }).fill('andamio123');
    await page.getByRole('button', { name: login.signIn, exact: true }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.goto('/cl/');
    await page.waitForLoadState('networkidle');
    expect(await ran(), payload).toEqual([]);
  }
});
