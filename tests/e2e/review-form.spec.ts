import { expect, type Page, test } from '@playwright/test';
import {
  existingReview,
  failWritesBy,
  fillReview,
  forgetReviewLimits,
  freshAlias,
  openProduct,
  photo,
  say,
  sites,
  storedFor,
  submit,
  unreviewedProduct,
} from './support/review-form-fixtures';

/**
 * The product page's review form through its island (docs/reviews.md): it sends without leaving the
 * page and shows the server's outcome in place (sent, send error, duplicate review, alias already
 * used), and names every missing field before sending. The form without JavaScript, and review text
 * shown as text: tests/http/review-form-posts.test.ts (in the browser, xss-corpus.spec.ts watches
 * that no script of a review runs).
 */
for (const { tenant, lang } of sites) {
  // Each test reviews its own product: its place in the list of unreviewed ones, spaced wider
  // than the reviews one run adds, so tests side by side never meet on one product.
  test.describe(`${tenant} with JavaScript`, () => {
    test.beforeEach(() => forgetReviewLimits(tenant));

    test('a complete review with a photo is thanked for, the form closed, and the review listed', async ({ page }) => {
      const productId = unreviewedProduct(tenant, 0);
      await openProduct(page, tenant, productId, true);
      const { alias } = await fillReview(page, lang, { title: 'Rinde muy bien' });
      await page.locator('#review-form input[type=file]').setInputFiles([photo()]);
      // the island shows what was chosen before sending
      await expect(page.locator('#review-form').getByRole('img', { name: 'foto.png' })).toBeVisible();
      await submit(page, lang);

      await expect(page.locator('#review-form').getByRole('status')).toHaveText(say(lang, 'reviews.submitted'));
      // the island thanks once the server has answered: the review is written by then
      expect(storedFor(tenant, productId)).toEqual({ reviews: 1, media: 1 });
      // the form gives way to the thanks, which has the focus: nothing is left to send twice
      await expect(page.locator('#review-form form')).toHaveCount(0);
      await expect(page.locator('#review-form').getByRole('status')).toBeFocused();
      await page.reload();
      const review = page.locator('#reviews li[data-review-id]').filter({ hasText: alias });
      await expect(review.getByRole('heading', { name: 'Rinde muy bien' })).toBeVisible();
    });

    test('the refusals (docs/reviews.md) show in place: send error, duplicate review, alias already used', async ({
      page,
    }) => {
      const productId = unreviewedProduct(tenant, 20);
      const taken = { alias: freshAlias(), email: `${freshAlias().replaceAll(' ', '.')}@correo.cl` };
      existingReview(tenant, productId, taken);
      await openProduct(page, tenant, productId, true);
      const form = page.locator('#review-form');
      const field = (key: 'reviewForm.alias' | 'reviewForm.email') =>
        form.getByRole('textbox', { name: say(lang, key) });

      await test.step('a review whose write fails shows the send error', async () => {
        const alias = freshAlias();
        const heal = failWritesBy(alias);
        try {
          await fillReview(page, lang, { alias });
          await page.locator('#review-form input[type=file]').setInputFiles([photo()]);
          await submit(page, lang);
          await expect(form.getByRole('alert')).toHaveText(say(lang, 'errors.review.send'));
        } finally {
          heal();
        }
      });

      await test.step('a second review by the same email is the duplicate review', async () => {
        await field('reviewForm.email').fill(taken.email);
        await submit(page, lang);
        await expect(form.getByRole('alert')).toHaveText(say(lang, 'errors.review.duplicate'));
      });

      await test.step('an alias already used, written differently, is refused', async () => {
        await field('reviewForm.email').fill(`${freshAlias().replaceAll(' ', '.')}@correo.cl`);
        await field('reviewForm.alias').fill(taken.alias.toUpperCase());
        await submit(page, lang);
        await expect(form.getByText(say(lang, 'errors.review.aliasTaken'))).toBeVisible();
      });

      expect(storedFor(tenant, productId), 'only the review that was there').toEqual({ reviews: 1, media: 0 });
    });
  });

  test(`${tenant}: the island names every missing field at once and sends nothing`, async ({ page }) => {
    const productId = unreviewedProduct(tenant, 40);
    await openProduct(page, tenant, productId, true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await submit(page, lang);
    const form = page.locator('#review-form');
    await expect(form.getByText(say(lang, 'reviewForm.fix'))).toBeVisible();
    // the first field to fix has the focus, scrolled to below the sticky header
    const rating = form.getByRole('group', { name: say(lang, 'reviewForm.rating'), exact: true });
    await expect(rating.getByRole('radio').first()).toBeFocused();
    await expect.poll(() => topBelowHeader(page)).toBeGreaterThanOrEqual(0);
    for (const [key, params] of [
      ['validation.review.ratingRequired', undefined],
      ['validation.review.recommendRequired', undefined],
      ['validation.review.commentRequired', undefined],
      ['validation.review.aliasRequired', undefined],
      ['validation.review.termsRequired', undefined],
      ['validation.review.attributeRequired', { attribute: say(lang, 'reviews.attribute.quality') }],
    ] as const) {
      await expect(form.getByText(say(lang, key, params), { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: say(lang, 'reviewForm.alias') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // a fixed field loses its message when the form is checked again
    await fillReview(page, lang, { comment: 'Corto' });
    await submit(page, lang);
    await expect(form.getByText(say(lang, 'validation.review.commentTooShort', { min: 30 }))).toBeVisible();
    await expect(form.getByText(say(lang, 'validation.review.aliasRequired'))).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test(`${tenant}: the star rating is a radio group of stars, chosen from the keyboard with a visible focus`, async ({
    page,
  }) => {
    const productId = unreviewedProduct(tenant, 60);
    await openProduct(page, tenant, productId, false);
    const rating = page
      .locator('#review-form')
      .getByRole('group', { name: say(lang, 'reviewForm.rating'), exact: true });
    await expect(rating).not.toContainText('★');
    await rating.getByRole('radio', { name: say(lang, 'reviewForm.stars', { count: 1 }), exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const three = rating.getByRole('radio', { name: say(lang, 'reviewForm.stars', { count: 3 }), exact: true });
    await expect(three).toBeChecked();
    await expect(three).toBeFocused();
    const star = (count: number) => rating.locator('label').nth(count - 1);
    await expect(star(3)).toHaveCSS('outline-style', 'solid');
    // the stars up to the chosen one are filled, the others not
    const fills = await rating.locator('svg').evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
    expect(fills.map((fill) => fill !== 'none')).toEqual([true, true, true, false, false]);
  });

  test.describe(`${tenant} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('an empty send shows the browser’s bubble on a field below the sticky header', async ({ page }) => {
      await openProduct(page, tenant, unreviewedProduct(tenant, 80), false);
      await submit(page, lang);
      const rating = page
        .locator('#review-form')
        .getByRole('group', { name: say(lang, 'reviewForm.rating'), exact: true });
      await expect(rating.getByRole('radio').first()).toBeFocused();
      await expect.poll(() => topBelowHeader(page)).toBeGreaterThanOrEqual(0);
      // on a phone, whose header is twice as high
      await page.setViewportSize({ width: 390, height: 844 });
      await page
        .locator('#review-form')
        .getByRole('button', { name: say(lang, 'reviewForm.submit') })
        .focus();
      await submit(page, lang);
      await expect(rating.getByRole('radio').first()).toBeFocused();
      await expect.poll(() => topBelowHeader(page)).toBeGreaterThanOrEqual(0);
    });
  });
}

/** How far below the sticky header's bottom edge the focused field's top is (negative: under it). */
async function topBelowHeader(page: Page): Promise<number> {
  const header = await page.locator('[data-site-header]').boundingBox();
  const field = await page.locator(':focus').boundingBox();
  if (!header || !field) throw new Error('no header or no focused field');
  return field.y - (header.y + header.height);
}
