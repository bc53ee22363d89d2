import type { Kysely } from 'kysely';

/**
 * Reviews written by shoppers: which browser wrote them (one review per browser and product,
 * docs/reviews.md duplicate review), where a review's media are looked up, and cached translations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // A hash of the reviewer cookie, never the cookie itself; generated reviews have none.
  await s.alterTable('reviews').addColumn('reviewer', 'text').execute();
  // SQLite treats NULLs as distinct, so reviews without a reviewer never collide.
  await s
    .createIndex('reviews_reviewer')
    .unique()
    .on('reviews')
    .columns(['tenant', 'product_id', 'reviewer'])
    .execute();
  await s.createIndex('review_media_review').on('review_media').columns(['tenant', 'review_id']).execute();
  await s
    .createTable('review_translations')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('review_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    // Hash of the source text: a re-seeded review with the same id never gets a stale translation.
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_translations_pk', ['tenant', 'review_id', 'lang'])
    .execute();
}
