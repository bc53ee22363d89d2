import type { Kysely } from 'kysely';

/** What shoppers write about products: reviews with their media, questions and answers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('reviews')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('recommend', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    // JSON: { attribute: rating } for the product's rated attributes.
    .addColumn('attribute_ratings', 'text', (c) => c.notNull())
    .addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reviews_pk', ['tenant', 'id'])
    .execute();
  await s.createIndex('reviews_product').on('reviews').columns(['tenant', 'product_id', 'created_at']).execute();
  // One review per alias and per email for a product: the duplicate-review errors of docs/reviews.md.
  await s.createIndex('reviews_alias').unique().on('reviews').columns(['tenant', 'product_id', 'alias']).execute();
  await s.createIndex('reviews_email').unique().on('reviews').columns(['tenant', 'product_id', 'email']).execute();
  await s
    .createTable('review_media')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('review_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_media_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('questions')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('asked_by', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('questions_pk', ['tenant', 'id'])
    .execute();
  await s.createIndex('questions_product').on('questions').columns(['tenant', 'product_id', 'created_at']).execute();
}
