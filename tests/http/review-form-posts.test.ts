import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Lang, type MessageKey, type MessageParams, translator } from '../../src/lib/messages';
import { reviewUploadFormats, reviewUploadLimits } from '../../src/lib/validation/review-uploads';
import { element, elements, roleTexts, textOf } from './html-text';
import { NoJsBrowser, type Upload } from './no-js-browser';
import { unreviewedProduct } from './reviews-fixtures';
import { onPostgres, row, run } from './test-database';

/**
 * The product page's review form without JavaScript (docs/reviews.md): one multipart post of text,
 * ratings and files to the reviews.submit action, answered with a 303 back to the page, which says
 * how it went: sent, send error, duplicate review, alias already used, files refused. A refused
 * submission leaves nothing behind. The island's checks and previews: tests/e2e/review-form.spec.ts,
 * review-uploads.spec.ts; the reviews API: reviews-submit.test.ts, reviews-media.test.ts.
 */
const sites = [
  { tenant: 'cl', lang: 'es' },
  { tenant: 'br', lang: 'pt' },
] as const satisfies readonly { tenant: string; lang: Lang }[];

const say = (lang: Lang, key: MessageKey, params?: MessageParams) => translator(lang)(key, params);

// A real 1×1 PNG; text bytes under a photo's name; a photo over the 5 MB limit.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name = 'foto.png'): Upload => ({ name, type: 'image/png', bytes: png });

/** An alias nobody used (docs/reviews.md: 3 to 25 characters). */
const freshAlias = () => `http ${randomUUID().slice(0, 8)}`;

/** The whole form as a shopper fills it: four stars, every attribute rated, recommended, terms accepted. */
function filled(productId: string, review: { title?: string; comment?: string; alias?: string; email?: string } = {}) {
  return {
    productId,
    rating: '4',
    'attributes.quality': '5',
    'attributes.value': '5',
    'attributes.ease': '5',
    recommend: 'yes',
    title: review.title ?? 'Buena calidad',
    comment: review.comment ?? 'Cubre bien con dos manos y el olor se va rápido, la recomiendo.',
    alias: review.alias ?? freshAlias(),
    email: review.email ?? '',
    terms: 'on',
  };
}

/** Posts the form from the product's page, files and all, and answers the page it comes back to. */
async function send(tenant: string, productId: string, fields: Record<string, string>, files: Upload[] = []) {
  const browser = new NoJsBrowser();
  const page = (await browser.open(`/${tenant}/product/${productId}/x/`)).url;
  const answer = await browser.submit(`${page}?_action=reviews.submit`, fields, {
    from: page,
    files: { media: files },
  });
  return { form: element(answer.html, /^<section\b[^>]*id="review-form"/), html: answer.html };
}

/** What a product's reviews hold: rows, and their attached media. */
async function storedFor(tenant: string, productId: string) {
  const reviews = await row<{ n: number }>(
    'SELECT count(*) AS n FROM reviews WHERE tenant = ? AND product_id = ?',
    tenant,
    productId,
  );
  const media = await row<{ n: number }>(
    'SELECT count(*) AS n FROM review_media WHERE tenant = ? AND review_id IN (SELECT id FROM reviews WHERE tenant = ? AND product_id = ?)',
    tenant,
    tenant,
    productId,
  );
  return { reviews: Number(reviews?.n), media: Number(media?.n) };
}

/**
 * Every review file of the site: media rows and files in the uploads folder. Other HTTP test
 * files upload cl photos while these run, so the whole site's count is compared in br, where
 * only this file stores any.
 */
async function allMedia(tenant: string) {
  const rows = await row<{ n: number }>('SELECT count(*) AS n FROM review_media WHERE tenant = ?', tenant);
  let files = 0;
  try {
    files = readdirSync(join(process.env.UPLOADS_DIR ?? 'data/uploads', tenant, 'reviews')).length;
  } catch {
    // no folder yet: nothing was ever stored
  }
  return { rows: Number(rows?.n), files };
}
const wholeSiteChecked = (tenant: string) => tenant === 'br';

/** A review already written by someone else, with the alias and email given. */
async function existingReview(tenant: string, productId: string, who: { alias: string; email: string }) {
  await run(
    `INSERT INTO reviews (tenant, id, product_id, rating, recommend, title, comment, alias, email, lang,
       attribute_ratings, helpful, created_at, reviewer)
     VALUES (?, ?, ?, 4, 1, 'Buena', 'Cubre bien con dos manos y el olor se va rápido.', ?, ?, 'es', '{}', 0, ?, NULL)`,
    tenant,
    `http-form-${randomUUID()}`,
    productId,
    who.alias,
    who.email,
    new Date().toISOString(),
  );
}

/**
 * A fault in the database (a trigger that refuses the review's row), so the send error (docs/reviews.md) is the
 * server's real answer to a write that failed. Only reviews by `alias` are refused.
 */
async function failWritesBy(alias: string): Promise<() => Promise<void>> {
  const name = `http_review_fault_${Buffer.from(alias).toString('hex')}`;
  const quoted = alias.replaceAll("'", "''");
  if (onPostgres) {
    await run(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.alias = '${quoted}' THEN RAISE EXCEPTION 'disk I/O error'; END IF; RETURN NEW; END $$`,
    );
    await run(`CREATE TRIGGER ${name} BEFORE INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION ${name}()`);
    return async () => {
      await run(`DROP TRIGGER IF EXISTS ${name} ON reviews`);
      await run(`DROP FUNCTION IF EXISTS ${name}()`);
    };
  }
  await run(
    `CREATE TRIGGER IF NOT EXISTS ${name} BEFORE INSERT ON reviews WHEN NEW.alias = '${quoted}'
     BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
  );
  return async () => {
    await run(`DROP TRIGGER IF EXISTS ${name}`);
  };
}

/**
 * A product nobody reviewed for each test: places far down the list of unreviewed ones, spaced
 * wider than the reviews other files add while these run (reviews-fixtures.ts).
 */
let places = 0;
const nextProduct = (tenant: string) => unreviewedProduct(tenant, 20 * ++places);

describe.each(sites)('the review form of $tenant without JavaScript', ({ tenant, lang }) => {
  it('a complete review with a photo is thanked for, and shows in the list as written', async () => {
    const productId = await nextProduct(tenant);
    const fields = filled(productId, { title: 'Rinde muy bien' });
    const { form, html } = await send(tenant, productId, fields, [photo()]);
    expect(roleTexts(form, 'status')).toEqual([say(lang, 'reviews.submitted')]);
    // the thanks alone: no form left to send the review again
    expect(form).not.toMatch(/<form\b/);
    expect(await storedFor(tenant, productId)).toEqual({ reviews: 1, media: 1 });
    const review = elements(html, /^<li\b[^>]*data-review-id=/).find((li) => textOf(li).includes(fields.alias)) ?? '';
    expect(textOf(element(review, /^<h\d\b/))).toBe('Rinde muy bien');
  });

  it('markup in a review is stored and shown as text', async () => {
    const productId = await nextProduct(tenant);
    const title = '<script>alert(1)</script>';
    const comment = 'Muy bueno <img src=x onerror=alert(1)> lo volvería a comprar sin dudarlo.';
    const fields = filled(productId, { title, comment });
    const { form, html } = await send(tenant, productId, fields);
    expect(roleTexts(form, 'status')).toEqual([say(lang, 'reviews.submitted')]);
    const review = elements(html, /^<li\b[^>]*data-review-id=/).find((li) => textOf(li).includes(fields.alias)) ?? '';
    expect(textOf(element(review, /^<h\d\b/))).toBe(title);
    expect(textOf(review)).toContain(comment);
    expect(review).not.toMatch(/<script|<img/i);
  });

  it('a review whose write fails shows the send error (docs/reviews.md), and nothing is kept', async () => {
    const productId = await nextProduct(tenant);
    const before = await allMedia(tenant);
    const alias = freshAlias();
    const heal = await failWritesBy(alias);
    try {
      const { form } = await send(tenant, productId, filled(productId, { alias }), [photo()]);
      expect(roleTexts(form, 'alert')).toEqual([say(lang, 'errors.review.send')]);
    } finally {
      await heal();
    }
    expect(await storedFor(tenant, productId)).toEqual({ reviews: 0, media: 0 });
    // the photo stored before the write failed is removed with it
    if (wholeSiteChecked(tenant)) expect(await allMedia(tenant)).toEqual(before);
  });

  it('a second review of the product by the same email is the duplicate review (docs/reviews.md)', async () => {
    const productId = await nextProduct(tenant);
    const email = `${freshAlias().replaceAll(' ', '.')}@correo.cl`;
    await existingReview(tenant, productId, { alias: freshAlias(), email });
    const { form } = await send(tenant, productId, filled(productId, { email }));
    expect(roleTexts(form, 'alert')).toEqual([say(lang, 'errors.review.duplicate')]);
    expect((await storedFor(tenant, productId)).reviews).toBe(1);
  });

  it('an alias already used on the product is refused with the message (docs/reviews.md)', async () => {
    const productId = await nextProduct(tenant);
    const alias = freshAlias();
    await existingReview(tenant, productId, { alias, email: `${alias.replaceAll(' ', '.')}@correo.cl` });
    // Another shopper, the same alias written differently: it reads as the same person.
    const { form } = await send(tenant, productId, filled(productId, { alias: alias.toUpperCase() }));
    expect(textOf(form)).toContain(say(lang, 'errors.review.aliasTaken'));
    expect((await storedFor(tenant, productId)).reviews).toBe(1);
  });

  /** docs/reviews.md: up to six files of at most 5 MB each, truly a photo or a video by their bytes. */
  it.each([
    {
      refused: 'seven files',
      files: () => Array.from({ length: 7 }, (_, index) => photo(`foto-${index + 1}.png`)),
      key: 'validation.review.uploadsTooMany',
      params: { maxFiles: reviewUploadLimits.maxFiles },
    },
    {
      refused: 'a 6 MB file',
      files: () => {
        const bytes = new Uint8Array(6 * 1024 * 1024);
        bytes.set(png);
        return [{ name: 'grande.png', type: 'image/png', bytes }];
      },
      key: 'validation.review.uploadTooLarge',
      params: { maxMegabytes: reviewUploadLimits.maxMegabytes },
    },
    {
      refused: 'a file whose bytes are not a photo or video',
      files: () => [{ name: 'foto.png', type: 'image/png', bytes: new TextEncoder().encode('this is text') }],
      key: 'validation.review.uploadType',
      params: { formats: reviewUploadFormats },
    },
  ] as const)('refuses $refused with a clear message, and stores nothing', async ({ files, key, params }) => {
    const productId = await nextProduct(tenant);
    const before = await allMedia(tenant);
    const { form } = await send(tenant, productId, filled(productId), files());
    expect(roleTexts(form, 'alert')).toEqual([say(lang, key, params)]);
    expect(await storedFor(tenant, productId)).toEqual({ reviews: 0, media: 0 });
    if (wholeSiteChecked(tenant)) expect(await allMedia(tenant)).toEqual(before);
  });
});
