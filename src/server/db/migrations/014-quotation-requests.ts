import type { Kysely } from 'kysely';

/**
 * The form sending each quotation: a quote form carries a key of its own, and the quotation made
 * for it is written under that key, so that the same form sent twice (a double click, a retry
 * after a lost answer) finds the first quotation instead of making a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotation_requests')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotation_requests_pk', ['tenant', 'request_key'])
    .execute();
}
