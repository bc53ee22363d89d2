import { DatabaseSync } from 'node:sqlite';

/**
 * Rows of the e2e database for the product page extras (reviews paging and translation, linked
 * and sponsored products). The generator decides the ids: they are found by what they hold.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function open(readOnly: boolean): DatabaseSync {
  return new DatabaseSync(databasePath, { readOnly, timeout: 10_000 });
}

/**
 * Products with at least `minReviews` reviews and some linked products, in the leaf category of
 * a sponsored product (so that ads fit their page), most reviewed first.
 */
export function reviewedProductsNearAds(tenant: string, minReviews: number, limit = 10): string[] {
  const db = open(true);
  try {
    const rows = db
      .prepare(
        `SELECT p.id, (SELECT count(*) FROM reviews r WHERE r.tenant = p.tenant AND r.product_id = p.id) AS n
           FROM products p
          WHERE p.tenant = ?
            AND p.category_id IN (SELECT q.category_id FROM products q
                                    JOIN sponsored_products s ON s.tenant = q.tenant AND s.product_id = q.id
                                   WHERE q.tenant = p.tenant)
            AND p.id NOT IN (SELECT product_id FROM sponsored_products WHERE tenant = p.tenant)
            AND EXISTS (SELECT 1 FROM product_links l
                         WHERE l.tenant = p.tenant AND l.product_id = p.id AND l.kind = 'linked')
          ORDER BY n DESC, p.id LIMIT 200`,
      )
      .all(tenant) as { id: string; n: number }[];
    return rows
      .filter((row) => row.n >= minReviews)
      .slice(0, limit)
      .map((row) => row.id);
  } finally {
    db.close();
  }
}

/** The best rating among a product's reviews: what the "highest rated" order shows first. */
export function topRating(tenant: string, productId: string): number {
  const db = open(true);
  try {
    const row = db
      .prepare('SELECT max(rating) AS top FROM reviews WHERE tenant = ? AND product_id = ?')
      .get(tenant, productId) as { top: number | null } | undefined;
    if (!row?.top) throw new Error(`No review of ${productId} on ${tenant} in ${databasePath}`);
    return row.top;
  } finally {
    db.close();
  }
}

/** A product with between 1 and 5 reviews: all of them, and one more, fit on the first page. */
export function fewReviewsProduct(tenant: string): string {
  const db = open(true);
  try {
    const row = db
      .prepare(
        `SELECT product_id AS id FROM reviews WHERE tenant = ? GROUP BY product_id
          HAVING count(*) BETWEEN 1 AND 5 ORDER BY product_id LIMIT 1`,
      )
      .get(tenant) as { id: string } | undefined;
    if (!row) throw new Error(`No product with few reviews on ${tenant} in ${databasePath}`);
    return row.id;
  } finally {
    db.close();
  }
}

export interface ForeignReview {
  id: string;
  alias: string;
  title: string;
  comment: string;
}

const foreignTexts = {
  es: { title: 'Muy buena', comment: 'Cubre bien con dos manos y el olor se va rápido, la recomiendo.' },
  pt: { title: 'Muito boa', comment: 'Cobre bem com duas demãos e o cheiro passa rápido, recomendo.' },
} as const;

/**
 * A review of `productId` written in `lang` (a shopper writing in the other catalogue language),
 * added once and kept: its id is fixed per tenant and product, so parallel tests share it.
 */
export function foreignReview(tenant: string, productId: string, lang: 'es' | 'pt'): ForeignReview {
  const review = { id: `e2e-extras-${tenant}-${productId}`, alias: `Leitor e2e ${lang}`, ...foreignTexts[lang] };
  const db = open(false);
  try {
    db.prepare(
      `INSERT OR IGNORE INTO reviews
         (tenant, id, product_id, rating, recommend, title, comment, alias, email, lang, attribute_ratings, helpful, created_at, reviewer)
       VALUES (?, ?, ?, 5, 1, ?, ?, ?, NULL, ?, '{}', 0, ?, NULL)`,
    ).run(tenant, review.id, productId, review.title, review.comment, review.alias, lang, new Date().toISOString());
    return review;
  } finally {
    db.close();
  }
}

/** Forgets the kept translations of a review, so the next one is asked to the service again. */
export function forgetTranslations(tenant: string, reviewId: string): void {
  const db = open(false);
  try {
    db.prepare('DELETE FROM review_translations WHERE tenant = ? AND review_id = ?').run(tenant, reviewId);
  } finally {
    db.close();
  }
}
