import type { Kysely } from 'kysely';

/**
 * An order's life (src/server/orders/order-events.ts):
 * - orders.expires_at: until when an order waiting for its payment (a bank transfer) keeps its
 *   stock; past it, the order expires and its units go back to stock;
 * - order_events: each status an order took, with when, in order: the order page's timeline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema
    .createTable('order_events')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_events_pk', ['tenant', 'order_id', 'position'])
    .addForeignKeyConstraint('order_events_order_fk', ['tenant', 'order_id'], 'orders', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('orders_expiry').on('orders').columns(['tenant', 'status', 'expires_at']).execute();
}
