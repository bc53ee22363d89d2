import type { Kysely } from 'kysely';

/**
 * reviews.verified_purchase: 1 when the review's writer bought the product (an order of the
 * review's email with one of its SKUs, paid or further along, when the review was sent), shown
 * as the verified-buyer mark; 0 for every review written before the column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('verified_purchase', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
