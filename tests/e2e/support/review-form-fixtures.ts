import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { type Lang, type MessageKey, type MessageParams, translator } from '../../../src/lib/messages';

/**
 * The review form's e2e helpers: products nobody reviewed yet, what the database and the uploads
 * folder hold, the form filled as a shopper would, and the files the upload rules are tried with.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
/** The server's upload folder (src/server/uploads/index.ts), relative to where it runs. */
const uploadsDir = process.env.UPLOADS_DIR ?? 'data/uploads';

export const sites = [
  { tenant: 'cl', lang: 'es' },
  { tenant: 'br', lang: 'pt' },
] as const satisfies readonly { tenant: string; lang: Lang }[];

export function say(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return translator(lang)(key, params);
}

function withDb<T>(readOnly: boolean, run: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { readOnly, timeout: 10_000 });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/**
 * A product nobody reviewed, `skip` places down the list: each test takes its own place, so tests
 * running side by side never share a product, and the next run finds fresh ones.
 */
export function unreviewedProduct(tenant: string, skip: number): string {
  const row = withDb(true, (db) =>
    db
      .prepare(
        `SELECT id FROM products WHERE tenant = ? AND id NOT IN (SELECT product_id FROM reviews WHERE tenant = ?)
         ORDER BY id DESC LIMIT 1 OFFSET ?`,
      )
      .get(tenant, tenant, skip),
  ) as { id: string } | undefined;
  if (!row) throw new Error(`No unreviewed product left in ${tenant}: re-create ${databasePath}`);
  return row.id;
}

/**
 * Forgets this site's review submissions in the rate limit (ten an hour per address): every
 * browser test comes from 127.0.0.1, and a run sends more than a shopper would.
 */
export function forgetReviewLimits(tenant: string): void {
  withDb(false, (db) => db.prepare(`DELETE FROM rate_limits WHERE key LIKE ?`).run(`${tenant}:reviews.%`));
}

/** A review already written by someone else, with the alias and email given. */
export function existingReview(tenant: string, productId: string, who: { alias: string; email: string }): void {
  withDb(false, (db) =>
    db
      .prepare(
        `INSERT INTO reviews (tenant, id, product_id, rating, recommend, title, comment, alias, email, lang,
           attribute_ratings, helpful, created_at, reviewer)
         VALUES (?, ?, ?, 4, 1, 'Buena', 'Cubre bien con dos manos y el olor se va rápido.', ?, ?, 'es', '{}', 0, ?, NULL)`,
      )
      .run(tenant, `e2e-form-${crypto.randomUUID()}`, productId, who.alias, who.email, new Date().toISOString()),
  );
}

/** What a product's reviews hold: rows, and their attached media. */
export function storedFor(tenant: string, productId: string): { reviews: number; media: number } {
  return withDb(true, (db) => ({
    reviews: Number(
      (
        db.prepare('SELECT count(*) AS n FROM reviews WHERE tenant = ? AND product_id = ?').get(tenant, productId) as {
          n: number;
        }
      ).n,
    ),
    media: Number(
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM review_media WHERE tenant = ? AND review_id IN
               (SELECT id FROM reviews WHERE tenant = ? AND product_id = ?)`,
          )
          .get(tenant, tenant, productId) as { n: number }
      ).n,
    ),
  }));
}

/** Every review file of the site: rows of review_media, and files in the uploads folder. */
export function allMedia(tenant: string): { rows: number; files: number } {
  const rows = withDb(true, (db) =>
    Number((db.prepare('SELECT count(*) AS n FROM review_media WHERE tenant = ?').get(tenant) as { n: number }).n),
  );
  let files = 0;
  try {
    files = readdirSync(join(uploadsDir, tenant, 'reviews')).length;
  } catch {
    // no folder yet: nothing was ever stored
  }
  return { rows, files };
}

/**
 * A fault in the database (a trigger that refuses the review's row), so the send error (docs/reviews.md) is the
 * server's real answer to a write that failed. Only reviews by `alias` are refused.
 */
export function failWritesBy(alias: string): () => void {
  const name = `e2e_review_fault_${Buffer.from(alias).toString('hex')}`;
  withDb(false, (db) =>
    db.exec(
      `CREATE TRIGGER IF NOT EXISTS ${name} BEFORE INSERT ON reviews WHEN NEW.alias = '${alias.replaceAll("'", "''")}'
       BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    ),
  );
  return () => withDb(false, (db) => db.exec(`DROP TRIGGER IF EXISTS ${name}`));
}

let serial = 0;
/** An alias nobody used (docs/reviews.md: 3 to 25 characters). */
export function freshAlias(): string {
  serial += 1;
  return `e2e ${crypto.randomUUID().slice(0, 8)} ${serial}`;
}

export interface Review {
  title?: string;
  comment?: string;
  alias?: string;
  email?: string;
}

/** Fills the whole form as a shopper would, with stars, a recommendation and the terms. */
export async function fillReview(page: Page, lang: Lang, review: Review = {}): Promise<{ alias: string }> {
  const form = page.locator('#review-form');
  const alias = review.alias ?? freshAlias();
  const stars = (count: number) => say(lang, 'reviewForm.stars', { count });
  await form
    .getByRole('group', { name: say(lang, 'reviewForm.rating'), exact: true })
    .getByRole('radio', { name: stars(4), exact: true })
    .check();
  for (const key of ['reviews.attribute.quality', 'reviews.attribute.value', 'reviews.attribute.ease'] as const) {
    await form
      .getByRole('group', { name: say(lang, key), exact: true })
      .getByRole('radio', { name: stars(5), exact: true })
      .check();
  }
  await form
    .getByRole('group', { name: say(lang, 'reviewForm.recommend'), exact: true })
    .getByRole('radio', { name: say(lang, 'reviewForm.yes') })
    .check();
  await form.getByRole('textbox', { name: say(lang, 'reviewForm.title') }).fill(review.title ?? 'Buena calidad');
  await form
    .getByRole('textbox', { name: say(lang, 'reviewForm.comment') })
    .fill(review.comment ?? 'Cubre bien con dos manos y el olor se va rápido, la recomiendo.');
  await form.getByRole('textbox', { name: say(lang, 'reviewForm.alias') }).fill(alias);
  if (review.email) await form.getByRole('textbox', { name: say(lang, 'reviewForm.email') }).fill(review.email);
  await form.getByRole('checkbox', { name: say(lang, 'reviewForm.terms') }).check();
  return { alias };
}

/** Opens the product page and, with JavaScript, waits for the form's island to take the form over. */
export async function openProduct(page: Page, tenant: string, productId: string, javaScript: boolean): Promise<void> {
  await page.goto(`/${tenant}/product/${productId}/x/`);
  if (!javaScript) return;
  await page.locator('[data-review-form]').hover();
  await expect(page.locator('astro-island[component-url*="ReviewForm"]:not([ssr])')).toHaveCount(1);
}

export function submit(page: Page, lang: Lang) {
  return page
    .locator('#review-form')
    .getByRole('button', { name: say(lang, 'reviewForm.submit') })
    .click();
}

// A real 1×1 PNG; text bytes under a photo's name; a photo over the 5 MB limit.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const photo = (name = 'foto.png') => ({ name, mimeType: 'image/png', buffer: png });
export const notAPhoto = () => ({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('this is text') });
export const sixMegabytes = () => {
  const buffer = Buffer.alloc(6 * 1024 * 1024);
  png.copy(buffer);
  return { name: 'grande.png', mimeType: 'image/png', buffer };
};
