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
 * The product page's review form (spec §5) and its outcomes (spec §8): sent, send error, duplicate
 * review, alias already used; and review text shown as text. Each runs with JavaScript (the island
 * sends without leaving the page) and without (the form posts, the page comes back with the outcome).
 */
for (const { tenant, lang } of sites) {
  for (const javaScript of [true, false]) {
    const mode = javaScript ? 'with JavaScript' : 'without JavaScript';
    // Each test reviews its own product: its place in the list of unreviewed ones, spaced wider
    // than the reviews one run adds, so tests side by side never meet on one product.
    const place = (n: number) => (n * 2 + (javaScript ? 0 : 1)) * 20;

    test.describe(`${tenant} ${mode}`, () => {
      test.use({ javaScriptEnabled: javaScript });
      test.beforeEach(() => forgetReviewLimits(tenant));

      test('a complete review with a photo is thanked for and shows in the list', async ({ page }) => {
        const productId = unreviewedProduct(tenant, place(0));
        await openProduct(page, tenant, productId, javaScript);
        const { alias } = await fillReview(page, lang, { title: 'Rinde muy bien' });
        await page.locator('#review-form input[type=file]').setInputFiles([photo()]);
        if (javaScript) {
          // the island shows what was chosen before sending
          await expect(page.locator('#review-form').getByRole('img', { name: 'foto.png' })).toBeVisible();
        }
        await submit(page, lang);

        await expect(page.locator('#review-form').getByRole('status')).toHaveText(say(lang, 'reviews.submitted'));
        await expect.poll(() => storedFor(tenant, productId)).toEqual({ reviews: 1, media: 1 });
        if (javaScript) {
          // the form is emptied for nobody to send it twice
          await expect(page.getByRole('textbox', { name: say(lang, 'reviewForm.alias') })).toHaveValue('');
          await page.reload();
        }
        const review = page.locator('#reviews li[data-review-id]').filter({ hasText: alias });
        await expect(review.getByRole('heading', { name: 'Rinde muy bien' })).toBeVisible();
      });

      test('a review whose write fails shows the §8 send error, and nothing is kept', async ({ page }) => {
        const productId = unreviewedProduct(tenant, place(1));
        const alias = freshAlias();
        const heal = failWritesBy(alias);
        try {
          await openProduct(page, tenant, productId, javaScript);
          await fillReview(page, lang, { alias });
          await page.locator('#review-form input[type=file]').setInputFiles([photo()]);
          await submit(page, lang);
          await expect(page.locator('#review-form').getByRole('alert')).toHaveText(say(lang, 'errors.review.send'));
        } finally {
          heal();
        }
        expect(storedFor(tenant, productId)).toEqual({ reviews: 0, media: 0 });
      });

      test('a second review of the product by the same email is the §8 duplicate review', async ({ page }) => {
        const productId = unreviewedProduct(tenant, place(2));
        const email = `${freshAlias().replaceAll(' ', '.')}@correo.cl`;
        existingReview(tenant, productId, { alias: freshAlias(), email });
        await openProduct(page, tenant, productId, javaScript);
        await fillReview(page, lang, { email });
        await submit(page, lang);
        await expect(page.locator('#review-form').getByRole('alert')).toHaveText(say(lang, 'errors.review.duplicate'));
        expect(storedFor(tenant, productId).reviews).toBe(1);
      });

      test('an alias already used on the product is refused with the §8 message', async ({ page }) => {
        const productId = unreviewedProduct(tenant, place(3));
        const alias = freshAlias();
        existingReview(tenant, productId, { alias, email: `${alias.replaceAll(' ', '.')}@correo.cl` });
        await openProduct(page, tenant, productId, javaScript);
        // Another shopper, the same alias written differently: it reads as the same person.
        await fillReview(page, lang, { alias: alias.toUpperCase() });
        await submit(page, lang);
        await expect(page.locator('#review-form').getByText(say(lang, 'errors.review.aliasTaken'))).toBeVisible();
        expect(storedFor(tenant, productId).reviews).toBe(1);
      });

      test('markup in a review is stored and shown as text, and runs nothing', async ({ page }) => {
        const productId = unreviewedProduct(tenant, place(4));
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const title = '<script>alert(1)</script>';
        const comment = 'Muy bueno <img src=x onerror=alert(1)> lo volvería a comprar sin dudarlo.';
        await openProduct(page, tenant, productId, javaScript);
        const { alias } = await fillReview(page, lang, { title, comment });
        await submit(page, lang);
        await expect(page.locator('#review-form').getByRole('status')).toHaveText(say(lang, 'reviews.submitted'));
        if (javaScript) await page.reload();

        const review = page.locator('#reviews li[data-review-id]').filter({ hasText: alias });
        await expect(review.getByRole('heading')).toHaveText(title);
        await expect(review.getByText(comment)).toBeVisible();
        await expect(review.locator('script, img')).toHaveCount(0);
        expect(dialogs).toEqual([]);
      });
    });
  }

  test(`${tenant}: the island names every missing field at once and sends nothing`, async ({ page }) => {
    const productId = unreviewedProduct(tenant, 200);
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
