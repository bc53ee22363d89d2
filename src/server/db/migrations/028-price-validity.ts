import { type Kysely, sql } from 'kysely';

/**
 * prices.valid_until: the instant (ISO, UTC) a campaign's price stops holding, null for a price
 * with no end. The sweep (src/server/feeds/price-expiry.ts) finds the next one by the partial
 * index, which holds only the few rows that end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('prices').addColumn('valid_until', 'text').execute();
  await db.schema
    .createIndex('prices_valid_until')
    .on('prices')
    .column('valid_until')
    .where(sql.ref('valid_until'), 'is not', null)
    .execute();
}
