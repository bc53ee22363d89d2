import type { Kysely } from 'kysely';

/**
 * scheduled_prices: a SKU's price list in a price group from an instant to come (a sale that
 * begins at midnight), kept apart from `prices`, which holds only what is in force now, so every
 * reader of prices stays as it is. At `starts_at` each server's price alarm
 * (src/server/feeds/price-expiry.ts) puts the list in place of the SKU's list in that group, in
 * one transaction, and the pages and search follow as after a feed. A list is whole: every entry
 * in force from that instant, in display order, each entry's own end in `valid_until`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_prices')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('price_group_id', 'text', (c) => c.notNull())
    /** ISO instant, UTC. */
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('valid_until', 'text')
    .addPrimaryKeyConstraint('scheduled_prices_pk', ['tenant', 'sku_id', 'price_group_id', 'starts_at', 'position'])
    .addForeignKeyConstraint('scheduled_prices_sku_fk', ['tenant', 'sku_id'], 'skus', ['tenant', 'id'])
    .execute();
  // the alarm asks for the next start of all
  await db.schema.createIndex('scheduled_prices_starts_at').on('scheduled_prices').column('starts_at').execute();
}
