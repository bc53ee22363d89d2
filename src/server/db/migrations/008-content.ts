import type { Kysely } from 'kysely';

/**
 * Ads reporting reads events per ad and kind (impressions, clicks, visits of one campaign), and
 * both event tables are read by period: index them for it. Content itself lives in files
 * (src/content), not in the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('ad_events_tenant_ad').on('ad_events').columns(['tenant', 'ad_id', 'kind']).execute();
  await db.schema.createIndex('ad_events_tenant_time').on('ad_events').columns(['tenant', 'received_at']).execute();
  await db.schema
    .createIndex('click_events_tenant_visitor')
    .on('click_events')
    .columns(['tenant', 'visitor_id', 'received_at'])
    .execute();
}
