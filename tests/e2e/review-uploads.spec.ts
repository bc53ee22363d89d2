import { expect, type Page, test } from '@playwright/test';
import { reviewUploadFormats, reviewUploadLimits } from '../../src/lib/validation/review-uploads';
import {
  fillReview,
  forgetReviewLimits,
  notAPhoto,
  openProduct,
  photo,
  say,
  sites,
  sixMegabytes,
  storedFor,
  submit,
  unreviewedProduct,
} from './support/review-form-fixtures';

/**
 * The review form's photos and videos through its island (docs/reviews.md): up to six, of at most 5 MB
 * each, and truly a photo or a video by their bytes. The island refuses count and size before
 * sending (the bytes are the server's to check), beside the file picker, which says it is at fault;
 * a refused submission leaves nothing behind. Without JavaScript the server refuses them all:
 * tests/http/review-form-posts.test.ts.
 */
const refusals = [
  {
    name: 'a 6 MB file',
    files: () => [sixMegabytes()],
    key: 'validation.review.uploadTooLarge',
    params: { maxMegabytes: reviewUploadLimits.maxMegabytes },
    sent: false,
  },
  {
    name: 'a file whose bytes are not a photo or video',
    files: () => [notAPhoto()],
    key: 'validation.review.uploadType',
    params: { formats: reviewUploadFormats },
    // the bytes are the server's to check
    sent: true,
  },
  {
    name: 'seven files',
    files: () => Array.from({ length: 7 }, (_, index) => photo(`foto-${index + 1}.png`)),
    key: 'validation.review.uploadsTooMany',
    params: { maxFiles: reviewUploadLimits.maxFiles },
    sent: false,
  },
] as const;

const picker = (page: Page) => page.locator('#review-form input[type=file]');

for (const { tenant, lang } of sites) {
  test.describe(`${tenant} with JavaScript`, () => {
    test.beforeEach(() => forgetReviewLimits(tenant));

    for (const [index, refusal] of refusals.entries()) {
      test(`refuses ${refusal.name} beside the picker, and stores nothing`, async ({ page }) => {
        // Far from the places review-form.spec.ts takes, one per test here.
        const productId = unreviewedProduct(tenant, 400 + index * 20);
        await openProduct(page, tenant, productId, true);
        await fillReview(page, lang);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().includes('reviews')) sent.push(request.url());
        });
        await picker(page).setInputFiles([...refusal.files()]);
        await submit(page, lang);
        await expect(page.locator('#review-form [data-error-for="uploads"]')).toHaveText(
          say(lang, refusal.key, refusal.params),
        );
        await expect(picker(page)).toHaveAttribute('aria-invalid', 'true');
        expect(sent.length > 0, 'sent to the server').toBe(refusal.sent);
        // the whole site's media and uploads folder unchanged: tests/http/review-form-posts.test.ts
        expect(storedFor(tenant, productId)).toEqual({ reviews: 0, media: 0 });
      });
    }
  });

  test(`${tenant}: chosen files show as previews, and one removed is not sent`, async ({ page }) => {
    const productId = unreviewedProduct(tenant, 480);
    await openProduct(page, tenant, productId, true);
    await fillReview(page, lang);
    const form = page.locator('#review-form');
    await picker(page).setInputFiles([photo('uno.png'), photo('dos.png')]);
    // a second pick adds to the first
    await picker(page).setInputFiles([photo('tres.png')]);
    await expect(form.locator('[data-review-preview]')).toHaveCount(3);
    // the count is a live region: each pick and removal is heard
    await expect(
      form
        .locator('[aria-live="polite"]')
        .getByText(say(lang, 'reviewForm.mediaChosen', { count: 3 }), { exact: true }),
    ).toBeVisible();

    await form.getByRole('button', { name: say(lang, 'reviewForm.remove', { name: 'dos.png' }) }).click();
    await expect(form.getByRole('img', { name: 'dos.png' })).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'uno.png' })).toBeVisible();
    await expect(form.getByText(say(lang, 'reviewForm.mediaChosen', { count: 2 }), { exact: true })).toBeVisible();

    await submit(page, lang);
    await expect(form.getByRole('status')).toHaveText(say(lang, 'reviews.submitted'));
    // the island thanks once the server has answered: the review is written by then
    expect(storedFor(tenant, productId)).toEqual({ reviews: 1, media: 2 });
    // the form gives way to the thanks: no preview and no count are left to send again
    await expect(form.locator('[data-review-preview]')).toHaveCount(0);
    await expect(form.locator('[data-review-media-count]')).toHaveCount(0);
  });
}
