import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { ApiError } from '../api/errors';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { TranslationProvider } from '../translation';
import { FolderUploadStore } from '../uploads/folder-store';
import { reviewSubmissionSchema } from './form';
import { listReviews } from './list';
import { saveReviewMedia } from './media';
import { hashReviewer } from './reviewer';
import { reviewStatistics } from './statistics';
import { submitReview } from './submit';
import { conflictFromConstraint, sameAlias } from './submit-checks';
import { translateReview } from './translate';

const dir = mkdtempSync(join(tmpdir(), 'andamio-reviews-'));
const cl = getTenant('cl');
const t = translator('es');
const schema = reviewSubmissionSchema(t);
let handle: DatabaseHandle;
let product: string;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'reviews.sqlite'));
  await migrateToLatest(handle.db);
  seedTenant(handle, 'cl', { products: 30, seed: 'reviews-test' });
  const row = await handle.db
    .selectFrom('products')
    .select('id')
    .where('tenant', '=', 'cl')
    .where('id', 'not in', handle.db.selectFrom('reviews').select('product_id').where('tenant', '=', 'cl'))
    .executeTakeFirstOrThrow();
  product = row.id;
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function form(change: Record<string, unknown> = {}) {
  n += 1;
  return schema.parse({
    productId: product,
    rating: 5,
    recommend: true,
    title: 'Excelente',
    comment: 'Muy buen producto, lo volvería a comprar sin dudarlo.',
    alias: `cliente ${n}`,
    email: `cliente${n}@correo.cl`,
    terms: true,
    attributes: { quality: 5, value: 4, ease: 4 },
    ...change,
  });
}
const options = (reviewer = `browser-${n}-${Math.random()}`) => ({
  reviewer: hashReviewer(reviewer),
  canTranslate: false,
});

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('statistics and submission', () => {
  it('starts at zero for a product nobody reviewed', async () => {
    const stats = await reviewStatistics(handle, 'cl', t, product);
    expect(stats).toMatchObject({ count: 0, average: 0, recommendPercent: 0 });
    expect(stats.distribution.every((entry) => entry.count === 0 && entry.percent === 0)).toBe(true);
    expect(stats.attributes.map((attribute) => attribute.average)).toEqual([0, 0, 0]);
  });

  it('counts each review in the statistics and on the product row', async () => {
    await submitReview(handle, cl, t, form({ rating: 5 }), options());
    await submitReview(handle, cl, t, form({ rating: 4, recommend: false }), options());
    await submitReview(handle, cl, t, form({ rating: 4, attributes: { quality: 2, value: 3, ease: 5 } }), options());
    const stats = await reviewStatistics(handle, 'cl', t, product);
    expect(stats).toMatchObject({ count: 3, average: 4.3, recommendPercent: 67 });
    expect(stats.distribution.map((entry) => entry.count)).toEqual([0, 0, 0, 2, 1]);
    expect(stats.distribution.map((entry) => entry.percent)).toEqual([0, 0, 0, 67, 33]);
    expect(stats.attributes).toEqual([
      { id: 'quality', label: 'Calidad', average: 4, count: 3 },
      { id: 'value', label: 'Relación precio-calidad', average: 3.7, count: 3 },
      { id: 'ease', label: 'Facilidad de uso', average: 4.3, count: 3 },
    ]);
    const row = await handle.db
      .selectFrom('products')
      .select(['rating_count', 'rating_average'])
      .where('tenant', '=', 'cl')
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating_count: 3, rating_average: 4.33 });
  });

  it('marks a review verified when its email bought the product (paid or further), never otherwise', async () => {
    const sku = await handle.db
      .selectFrom('skus')
      .select('id')
      .where('tenant', '=', 'cl')
      .where('product_id', '=', product)
      .executeTakeFirstOrThrow();
    const placed = async (email: string, status: string) => {
      const id = randomUUID();
      await sql`INSERT INTO orders (tenant, id, number, idempotency_key, cart_id, email, status, payment_method,
        zone_id, currency, products_amount, services_amount, discount_amount, delivery_amount, total, placed_at)
        VALUES ('cl', ${id}, ${Math.floor(Math.random() * 1e9)}, ${id}, 'cart', ${email}, ${status}, 'webpay',
        '13101', 'CLP', 1000, 0, 0, 0, 1000, '2026-11-01T00:00:00Z')`.execute(handle.db);
      await sql`INSERT INTO order_lines (tenant, order_id, position, sku_id, name, quantity, products_amount,
        services_amount, total, delivery_method, store_id)
        VALUES ('cl', ${id}, 0, ${sku.id}, 'x', 1, 1000, 0, 1000, 'homeDelivery', 'DC')`.execute(handle.db);
    };
    await placed('compradora@correo.cl', 'delivered');
    await placed('arrepentido@correo.cl', 'cancelled');
    const bought = await submitReview(handle, cl, t, form({ email: 'Compradora@Correo.cl' }), options());
    const cancelled = await submitReview(handle, cl, t, form({ email: 'arrepentido@correo.cl' }), options());
    const anonymous = await submitReview(handle, cl, t, form({ email: undefined }), options());
    expect([bought.verified, cancelled.verified, anonymous.verified]).toEqual([true, false, false]);
    const listed = await listReviews(handle, cl, t, {
      productId: product,
      page: 1,
      sort: 'newest',
      canTranslate: false,
    });
    expect(listed.reviews.find((review) => review.id === bought.id)?.verified).toBe(true);
  });

  it('stores the email in lower case and refuses it again in any case', async () => {
    await submitReview(handle, cl, t, form({ email: 'Maria@Correo.cl' }), options());
    const error = await apiError(submitReview(handle, cl, t, form({ email: 'MARIA@correo.cl' }), options()));
    expect(error.status).toBe(409);
    expect(error.details[0]?.code).toBe('REVIEW_DUPLICATE');
  });

  it('turns a unique-index refusal (a concurrent twin past the pre-check) into the same 409s', async () => {
    const existing = await handle.db
      .selectFrom('reviews')
      .selectAll()
      .where('tenant', '=', 'cl')
      .where('product_id', '=', product)
      .where('email', 'is not', null)
      .executeTakeFirstOrThrow();
    const twin = (change: Partial<typeof existing>) =>
      handle.db
        .insertInto('reviews')
        .values({ ...existing, id: randomUUID(), ...change })
        .execute()
        .then(
          () => new Error('inserted'),
          (error: unknown) => error,
        );
    const alias = conflictFromConstraint(await twin({ email: null, reviewer: null }));
    expect(alias?.details[0]).toMatchObject({ code: 'REVIEW_ALIAS_TAKEN', field: 'alias' });
    const email = conflictFromConstraint(await twin({ alias: 'otro apodo', reviewer: null }));
    expect(email?.details[0]?.code).toBe('REVIEW_DUPLICATE');
    const browser = conflictFromConstraint(await twin({ alias: 'otro apodo', email: null }));
    expect(browser?.details[0]?.code).toBe('REVIEW_DUPLICATE');
    expect(conflictFromConstraint(new Error('disk I/O error'))).toBeUndefined();
  });

  it.each([
    ['Maestro Juan', 'maestro  juan ', true],
    ['ÁLVARO', 'álvaro', true],
    ['Ｊｕａｎ', 'juan', true],
    ['juan', 'juana', false],
  ])('reads the aliases %j and %j as the same: %s', (a, b, same) => {
    expect(sameAlias(a, b)).toBe(same);
  });

  it('keeps nothing when attaching the uploads fails half-way', async () => {
    const store = new FolderUploadStore(join(dir, 'uploads'));
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // the browser that uploads the file writes the review
    const browser = options();
    const media = await saveReviewMedia(handle, store, 'cl', { bytes: png, type: 'image/png' }, browser.reviewer);
    const before = await reviewStatistics(handle, 'cl', t, product);
    const error = await apiError(
      submitReview(handle, cl, t, form({ uploads: [media.id, '00000000-0000-4000-8000-000000000000'] }), browser),
    );
    expect(error.details.map((detail) => detail.field)).toEqual(['uploads.1']);
    expect((await reviewStatistics(handle, 'cl', t, product)).count).toBe(before.count);
    const saved = await submitReview(handle, cl, t, form({ uploads: [media.id] }), browser);
    expect(saved.media).toEqual([
      { id: media.id, kind: 'photo', type: 'image/png', url: `/media/cl/reviews/${media.id}` },
    ]);
  });

  it('answers the review send failure (docs/reviews.md) when the database refuses the write', async () => {
    const broken = openDatabase(join(dir, 'broken.sqlite'));
    await migrateToLatest(broken.db);
    seedTenant(broken, 'cl', { products: 5, seed: 'broken' });
    const id = (await broken.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    broken.sqlite.raw.exec(
      "CREATE TRIGGER refuse BEFORE INSERT ON reviews BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const error = await apiError(submitReview(broken, cl, t, form({ productId: id }), options()));
    expect(error.status).toBe(500);
    expect(error.details).toEqual([{ code: '-1', key: 'errors.review.send' }]);
    await broken.close();
  });
});

describe('the list', () => {
  it('marks reviews in another language as translatable only when a service is configured', async () => {
    const pt = await submitReview(handle, cl, t, form({ lang: 'pt' }), options());
    expect(pt.translatable).toBe(false);
    const page = await listReviews(handle, cl, t, { productId: product, page: 1, sort: 'newest', canTranslate: true });
    const flags = new Map(page.reviews.map((review) => [review.id, review.translatable]));
    expect(flags.get(pt.id)).toBe(true);
    expect([...flags.entries()].filter(([id, flag]) => id !== pt.id && flag)).toEqual([]);
  });
});

describe('translateReview', () => {
  function provider(answer: (texts: readonly string[]) => string[]): TranslationProvider & { calls: number } {
    return {
      name: 'fake',
      calls: 0,
      async translate(texts) {
        this.calls += 1;
        return answer(texts);
      },
    };
  }

  it('translates through the provider once, then from the cache', async () => {
    const review = await submitReview(handle, cl, t, form({ lang: 'pt', title: 'Muito bom' }), options());
    const fake = provider((texts) => texts.map((text) => `[es] ${text}`));
    const first = await translateReview(handle, 'cl', fake, review.id, 'es');
    expect(first).toEqual({
      id: review.id,
      sourceLang: 'pt',
      lang: 'es',
      title: '[es] Muito bom',
      comment: `[es] ${review.comment}`,
      translated: true,
    });
    expect(await translateReview(handle, 'cl', fake, review.id, 'es')).toEqual(first);
    expect(fake.calls).toBe(1);
  });

  it('answers 502 when the provider fails, and does not cache the failure', async () => {
    const review = await submitReview(handle, cl, t, form({ lang: 'pt' }), options());
    const failing = provider(() => {
      throw new Error('down');
    });
    const error = await apiError(translateReview(handle, 'cl', failing, review.id, 'es'));
    expect(error.status).toBe(502);
    expect(error.details[0]).toMatchObject({ code: 'TRANSLATION_FAILED', key: 'reviews.translation.failed' });
    const working = provider((texts) => [...texts]);
    await translateReview(handle, 'cl', working, review.id, 'es');
    expect(working.calls).toBe(1);
  });

  it('needs no provider for a review already in the language asked', async () => {
    const review = await submitReview(handle, cl, t, form(), options());
    expect(await translateReview(handle, 'cl', undefined, review.id, 'es')).toMatchObject({ translated: false });
    const error = await apiError(translateReview(handle, 'cl', undefined, review.id, 'pt'));
    expect(error.status).toBe(503);
    expect(error.details[0]?.code).toBe('NOT_CONFIGURED');
  });
});
