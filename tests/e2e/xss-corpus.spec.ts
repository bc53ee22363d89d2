import { expect, test } from '@playwright/test';
import { combobox } from './support/islands-search-fixtures';
import { logInWithCookie } from './support/session-cookie';
import {
  customerNamed,
  postReview,
  productsToReview,
  settled,
  watchForScripts,
  xssSample,
} from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type). Every payload of
 * tests/support/xss-payloads.ts in every place is checked escaped in the server's HTML over HTTP
 * (tests/http/xss-shopper-text.test.ts); here Chromium, with JavaScript on, watches a sample of
 * each kind (xssSample) as search terms, typed into the search box, in reviews and as a customer's
 * name: no dialog opens and no payload's global is set (the first test proves the watch sees a
 * script that runs). Addresses and postal codes: xss-addresses.spec.ts, xss-postal-codes.spec.ts.
 */

test('the watch sees a script that runs (so a blind watch cannot pass the tests below)', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  await page.evaluate(() => {
    window.alert('control');
    (window as unknown as { __xss: string }).__xss = 'control';
  });
  expect(await ran()).toEqual(['alert: control', 'window.__xss = control']);
});

test('search terms in the address run nothing on the results page', async ({ page }) => {
  const ran = watchForScripts(page);
  for (const payload of xssSample) {
    await page.goto(`/cl/search?Ntt=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payload);
    await settled(page);
    expect(await ran(), payload).toEqual([]);
  }
});

test('search terms typed into the search box run nothing in its suggestions', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  const box = await combobox(page, 'Buscar productos');
  const announced = page.getByRole('search').locator('[aria-live="polite"]');
  for (const payload of xssSample) {
    // an empty field says nothing: the next words' answer is news
    await box.fill('');
    await expect(announced).toBeEmpty();
    const words = payload.slice(0, 100);
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/s/typeahead/v1') &&
        new URL(response.url()).searchParams.get('Ntt') === words.trim(),
    );
    await box.fill(words);
    expect((await answered).status(), payload).toBe(200);
    await expect(announced).not.toBeEmpty();
    expect(await ran(), payload).toEqual([]);
  }
});

test('reviews written with the payloads show them as text and run nothing on the product page', async ({
  page,
  baseURL,
}) => {
  const [product] = productsToReview(1);
  const pad = (text: string, min: number, max: number) =>
    (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
  const run = Date.now() % 100_000;
  const statuses = await Promise.all(
    xssSample.map((payload, index) =>
      postReview(baseURL as string, {
        productId: product,
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
  expect(statuses).toEqual(xssSample.map(() => 201));
  const ran = watchForScripts(page);
  await page.goto(`/cl/product/${product}/x/`);
  const reviews = page.locator('#reviews');
  for (const payload of xssSample) await expect(reviews).toContainText(pad(payload, 3, 80).slice(0, 30));
  await settled(page);
  expect(await ran()).toEqual([]);
});

test('a customer’s name runs nothing in the header and on the account page', async ({ page, baseURL }) => {
  const ran = watchForScripts(page);
  for (const payload of xssSample) {
    await page.context().clearCookies();
    const { email, userId } = customerNamed(payload);
    await logInWithCookie(page.context(), baseURL as string, 'cl', userId);
    await page.goto('/cl/account/');
    await expect(page.getByText(email)).toBeVisible();
    // the header's island fills the name in from /api/cl/shopper
    await expect(page.getByRole('banner').locator('[data-account-entry]')).toHaveText(payload.trim().slice(0, 40));
    await settled(page);
    expect(await ran(), payload).toEqual([]);
  }
});
