import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import { dataOf, nth, type Review, type ReviewPage, type Statistics, unreviewedProduct } from './reviews-fixtures';
import { row } from './test-database';

// A seeded product with more than a page of reviews (nobody writes to it during the tests).
let reviewed: string;
let reviewedCount: number;
let brProduct: string;

beforeAll(async () => {
  const many = await row<{ product_id: string; n: number }>(
    "SELECT product_id, count(*) AS n FROM reviews WHERE tenant = 'cl' GROUP BY product_id HAVING count(*) BETWEEN 12 AND 40 AND count(reviewer) = 0 ORDER BY product_id LIMIT 1",
  );
  if (!many) throw new Error('The seeded catalogue has no product with 12 to 40 reviews');
  reviewed = many.product_id;
  reviewedCount = many.n;
  brProduct = await unreviewedProduct('br');
});

describe('GET /api/{tenant}/reviews/statistics', () => {
  it('sums up the reviews of a product, with attribute labels in the site language', async () => {
    const answer = await api<Statistics>(`/api/cl/reviews/statistics?productId=${reviewed}`);
    expect(answer.status).toBe(200);
    const stats = dataOf(answer);
    expect(stats.count).toBe(reviewedCount);
    expect(stats.distribution.map((entry) => entry.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(stats.distribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(reviewedCount);
    const mean = stats.distribution.reduce((sum, entry) => sum + entry.rating * entry.count, 0) / reviewedCount;
    expect(stats.average).toBe(Math.round(mean * 10) / 10);
    expect(stats.recommendPercent).toBeGreaterThanOrEqual(0);
    expect(stats.recommendPercent).toBeLessThanOrEqual(100);
    expect(stats.attributes.map(({ id, label }) => [id, label])).toEqual([
      ['quality', 'Calidad'],
      ['value', 'Relación precio-calidad'],
      ['ease', 'Facilidad de uso'],
    ]);
    for (const attribute of stats.attributes) {
      expect(attribute.average).toBeGreaterThanOrEqual(1);
      expect(attribute.average).toBeLessThanOrEqual(5);
      expect(Math.round(attribute.average * 10) / 10).toBe(attribute.average);
    }
  });

  it('labels the attributes in Portuguese on the Brazilian site', async () => {
    const { body } = await api<Statistics>(`/api/br/reviews/statistics?productId=${brProduct}`);
    expect(body.data?.attributes.map((attribute) => attribute.label)).toEqual([
      'Qualidade',
      'Custo-benefício',
      'Facilidade de uso',
    ]);
  });

  it('answers 404 naming productId for a product the tenant does not sell', async () => {
    const { status, body } = await api('/api/cl/reviews/statistics?productId=999999999');
    expect(status).toBe(404);
    expect(body.errors).toEqual([
      { code: 'NOT_FOUND', field: 'productId', message: 'Este producto no existe o ya no está disponible.' },
    ]);
  });

  it.each([
    ['no productId', ''],
    ['a productId with a path in it', 'productId=..%2Fetc'],
    ['a productId given twice', 'productId=1&productId=2'],
    ['an over-long productId', `productId=${'9'.repeat(41)}`],
  ])('refuses %s with 400 on productId', async (_, query) => {
    const { status, body } = await api(`/api/cl/reviews/statistics?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'productId' });
  });
});

describe('GET /api/{tenant}/reviews', () => {
  it('pages the reviews, newest first, without emails', async () => {
    const first = await api<ReviewPage>(`/api/cl/reviews?productId=${reviewed}`);
    expect(first.status).toBe(200);
    const page = dataOf(first);
    expect(page).toMatchObject({ page: 1, pageSize: 10, sort: 'newest', total: reviewedCount });
    expect(page.totalPages).toBe(Math.ceil(reviewedCount / 10));
    expect(page.reviews).toHaveLength(10);
    const dates = page.reviews.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const review = nth(page.reviews, 0);
    expect(Object.keys(review).sort()).toEqual(
      [
        'alias',
        'attributes',
        'comment',
        'date',
        'helpful',
        'id',
        'lang',
        'media',
        'productId',
        'rating',
        'recommend',
        'title',
        'translatable',
        'verified',
      ].sort(),
    );
    expect(review.attributes.map((attribute) => attribute.label)).toEqual([
      'Calidad',
      'Relación precio-calidad',
      'Facilidad de uso',
    ]);
    expect(review.lang).toBe('es');
    expect(review.translatable).toBe(false);
    expect(first.body.data).not.toHaveProperty('email');
    expect(JSON.stringify(first.body)).not.toMatch(/email|reviewer/);

    const second = await api<ReviewPage>(`/api/cl/reviews?productId=${reviewed}&page=2`);
    const ids = new Set(page.reviews.map((r) => r.id));
    const next = dataOf(second).reviews;
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((r) => ids.has(r.id))).toBe(false);
  });

  it.each([
    ['highest', (a: Review, b: Review) => a.rating >= b.rating],
    ['lowest', (a: Review, b: Review) => a.rating <= b.rating],
    ['oldest', (a: Review, b: Review) => a.date <= b.date],
    ['helpful', (a: Review, b: Review) => a.helpful >= b.helpful],
  ])('sorts by %s', async (sort, inOrder) => {
    const { reviews, sort: sorted } = dataOf(
      await api<ReviewPage>(`/api/cl/reviews?productId=${reviewed}&sort=${sort}`),
    );
    expect(sorted).toBe(sort);
    expect(reviews.every((review, i) => i === 0 || inOrder(nth(reviews, i - 1), review))).toBe(true);
  });

  it('answers an empty page past the last one', async () => {
    const { status, body } = await api<ReviewPage>(`/api/cl/reviews?productId=${reviewed}&page=500`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 500, total: reviewedCount, reviews: [] });
  });

  it.each([
    ['page 0', 'page=0', 'page'],
    ['a negative page', 'page=-1', 'page'],
    ['a page that is not a number', 'page=x', 'page'],
    ['a huge page', 'page=99999999999', 'page'],
    ['an unknown sort', 'sort=price', 'sort'],
  ])('refuses %s with 400', async (_, query, field) => {
    const { status, body } = await api(`/api/cl/reviews?productId=${reviewed}&${query}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field });
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await api('/api/cl/reviews?productId=999999999');
    expect(status).toBe(404);
    expect(body.errors?.[0]?.field).toBe('productId');
  });
});
