import { expect, type Page, test } from '@playwright/test';
import { reviewUploadFormats, reviewUploadLimits } from '../../src/lib/validation/review-uploads';
import {
  allMedia,
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
 * The review form's photos and videos (spec §5): up to six, of at most 5 MB each, and truly a photo
 * or a video by their bytes. A refused submission says why and leaves nothing behind: no review,
 * no media row, no file in the uploads folder. With JavaScript the island refuses count and size
 * before sending (the bytes are the server's to check); without it the server refuses them all.
 */
const refusals = [
  {
    name: 'seven files',
    files: () => Array.from({ length: 7 }, (_, index) => photo(`foto-${index + 1}.png`)),
    key: 'validation.review.uploadsTooMany',
    params: { maxFiles: reviewUploadLimits.maxFiles },
  },
  {
    name: 'a 6 MB file',
    files: () => [sixMegabytes()],
    key: 'validation.review.uploadTooLarge',
    params: { maxMegabytes: reviewUploadLimits.maxMegabytes },
  },
  {
    name: 'a file whose bytes are not a photo or video',
    files: () => [notAPhoto()],
    key: 'validation.review.uploadType',
    params: { formats: reviewUploadFormats },
  },
] as const;

const picker = (page: Page) => page.locator('#review-form input[type=file]');

for (const { tenant, lang } of sites) {
  for (const javaScript of [true, false]) {
    const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

    test.describe(`${tenant} ${mode}`, () => {
      test.use({ javaScriptEnabled: javaScript });
      test.beforeEach(() => forgetReviewLimits(tenant));

      for (const [index, refusal] of refusals.entries()) {
        test(`${refusal.name} are refused with a clear message and nothing is stored`, async ({ page }) => {
          // Far from the places review-form.spec.ts takes, one per test here.
          const productId = unreviewedProduct(tenant, 400 + index * 20 + (javaScript ? 0 : 10));
          const before = allMedia(tenant);
          await openProduct(page, tenant, productId, javaScript);
          await fillReview(page, lang);
          await picker(page).setInputFiles([...refusal.files()]);
          await submit(page, lang);

          const message = say(lang, refusal.key, refusal.params);
          if (javaScript) {
            // beside the file picker, which says it is at fault
            await expect(page.locator('#review-form [data-error-for="uploads"]')).toHaveText(message);
            await expect(picker(page)).toHaveAttribute('aria-invalid', 'true');
          } else {
            await expect(page.locator('#review-form').getByRole('alert')).toHaveText(message);
          }
          expect(storedFor(tenant, productId)).toEqual({ reviews: 0, media: 0 });
          expect(allMedia(tenant)).toEqual(before);
        });
      }
    });
  }

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
    await expect.poll(() => storedFor(tenant, productId)).toEqual({ reviews: 1, media: 2 });
    await expect(form.locator('[data-review-preview]')).toHaveCount(0);
    await expect(form.locator('[data-review-media-count]')).toHaveText('');
  });
}
