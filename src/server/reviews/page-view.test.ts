import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { TranslationProvider } from '../translation';
import { reviewSubmissionSchema } from './form';
import { listReviews } from './list';
import { reviewsForPage, reviewTranslation } from './page-view';
import { hashReviewer } from './reviewer';
import { submitReview } from './submit';

const dir = mkdtempSync(join(tmpdir(), 'andamio-review-pages-'));
const cl = getTenant('cl');
const t = translator('es');
let handle: DatabaseHandle;
let reviewed: string;
let unreviewed: string;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'reviews.sqlite'));
  await migrateToLatest(handle.db);
  seedTenant(handle, 'cl', { products: 30, seed: 'review-pages-test' });
  const most = await handle.db
    .selectFrom('reviews')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant', '=', 'cl')
    .groupBy('product_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  reviewed = most.product_id;
  const none = await handle.db
    .selectFrom('products')
    .select('id')
    .where('tenant', '=', 'cl')
    .where('id', 'not in', handle.db.selectFrom('reviews').select('product_id').where('tenant', '=', 'cl'))
    .executeTakeFirstOrThrow();
  unreviewed = none.id;
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (productId: string, page: number, canTranslate = false) =>
  reviewsForPage(handle, cl, t, { productId, page, sort: 'newest', canTranslate });

describe('reviewsForPage', () => {
  it('answers the page asked while it exists', async () => {
    const page = await ask(reviewed, 1);
    expect(page.page).toBe(1);
    expect(page.reviews.length).toBeGreaterThan(0);
  });

  it('answers the last page for a page past the end', async () => {
    const { totalPages } = await ask(reviewed, 1);
    const past = await ask(reviewed, totalPages + 50);
    expect(past.page).toBe(totalPages);
    expect(past).toEqual(await ask(reviewed, totalPages));
  });

  it('answers an empty first page for a product nobody reviewed', async () => {
    expect(await ask(unreviewed, 3)).toMatchObject({ page: 3, total: 0, totalPages: 0, reviews: [] });
  });
});

describe('reviewTranslation', () => {
  const provider = (translate: TranslationProvider['translate']): TranslationProvider => ({ name: 'fake', translate });
  const echo = provider(async (texts, _source, target) => texts.map((text) => `[${target}] ${text}`));
  let foreign: string;

  beforeAll(async () => {
    const form = reviewSubmissionSchema(t).parse({
      productId: unreviewed,
      rating: 4,
      recommend: true,
      title: 'Muito boa',
      comment: 'Cobre bem com duas demãos e o cheiro passa rápido, recomendo.',
      alias: 'leitor',
      email: 'leitor@correo.cl',
      terms: true,
      attributes: { quality: 4, value: 4, ease: 4 },
      lang: 'pt',
    });
    foreign = (await submitReview(handle, cl, t, form, { reviewer: hashReviewer('b'), canTranslate: true })).id;
  });

  it('translates a review of the page in another language', async () => {
    const page = await ask(unreviewed, 1, true);
    expect(await reviewTranslation(handle, cl, echo, page, foreign)).toEqual({
      reviewId: foreign,
      ok: true,
      title: '[es] Muito boa',
      comment: '[es] Cobre bem com duas demãos e o cheiro passa rápido, recomendo.',
    });
  });

  it('answers null for no review, another page, the site language or no provider', async () => {
    const page = await ask(unreviewed, 1, true);
    expect(await reviewTranslation(handle, cl, echo, page, null)).toBeNull();
    expect(await reviewTranslation(handle, cl, echo, page, 'not-on-this-page')).toBeNull();
    expect(await reviewTranslation(handle, cl, undefined, page, foreign)).toBeNull();
    const own = await listReviews(handle, cl, t, { productId: reviewed, page: 1, sort: 'newest', canTranslate: true });
    expect(await reviewTranslation(handle, cl, echo, own, own.reviews[0]?.id ?? null)).toBeNull();
  });

  it('answers a failed translation when the provider fails', async () => {
    await handle.db.deleteFrom('review_translations').execute();
    const page = await ask(unreviewed, 1, true);
    const failing = provider(async () => {
      throw new Error('down');
    });
    expect(await reviewTranslation(handle, cl, failing, page, foreign)).toEqual({ reviewId: foreign, ok: false });
  });
});
