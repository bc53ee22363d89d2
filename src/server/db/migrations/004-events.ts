import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** Click stream and ad events (docs/tracking-and-ads.md): the local stand-in for a collector and an ads service. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // A counted key: SQLite's AUTOINCREMENT, PostgreSQL's identity column.
  const postgres = dialectOf(db) === 'postgres';
  const withCountedId = (table: string) =>
    s
      .createTable(table)
      .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
        postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
      );
  await withCountedId('click_events')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('query_id', 'text')
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('meta', 'text')
    .addColumn('item_id', 'text')
    .addColumn('position', 'integer')
    .addColumn('quantity', 'integer')
    .addColumn('price', 'bigint')
    .addColumn('impressions', 'text')
    .execute();
  await s.createIndex('click_events_tenant').on('click_events').columns(['tenant', 'received_at']).execute();
  await withCountedId('ad_events')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ad_id', 'text')
    .addColumn('product_id', 'text')
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}
