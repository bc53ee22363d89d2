import { expect, test } from '@playwright/test';
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
 * The product page's review form through its island (spec §5, §8): it sends without leaving the
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

    test('a complete review with a photo is thanked for, the form emptied, and the review listed', async ({ page }) => {
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
      // the form is emptied for nobody to send it twice
      await expect(page.getByRole('textbox', { name: say(lang, 'reviewForm.alias') })).toHaveValue('');
      await page.reload();
      const review = page.locator('#reviews li[data-review-id]').filter({ hasText: alias });
      await expect(review.getByRole('heading', { name: 'Rinde muy bien' })).toBeVisible();
    });

    test('the §8 refusals show in place: send error, duplicate review, alias already used', async ({ page }) => {
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
}
