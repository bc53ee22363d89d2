import type { Kysely } from 'kysely';

/**
 * Checkout and orders (src/server/checkout/*). Keyed by tenant first like every table.
 * - checkouts: what a shopper chose so far for one cart (guest email, delivery address, payment
 *   method), so each step of the checkout is its own form and page;
 * - orders: one per placed checkout. idempotency_key is unique per tenant: a double click or a
 *   retried request finds the order the first one made. number is the per-tenant sequence shown
 *   to the shopper; status is one of src/lib/checkout/order-status.ts. Money in minor units.
 * - order_lines: what was bought, at the price charged, and where from (store_id, 'DC' for home
 *   deliveries): the stock rows those units were taken from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('checkouts')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('address_id', 'text')
    .addColumn('street', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkouts_pk', ['tenant', 'cart_id'])
    .addForeignKeyConstraint('checkouts_cart_fk', ['tenant', 'cart_id'], 'carts', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await s
    .createTable('orders')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('products_amount', 'bigint', (c) => c.notNull())
    .addColumn('services_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('delivery_amount', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['tenant', 'id'])
    .addUniqueConstraint('orders_number', ['tenant', 'number'])
    .addUniqueConstraint('orders_idempotency', ['tenant', 'idempotency_key'])
    .execute();
  await s.createIndex('orders_user').on('orders').columns(['tenant', 'user_id', 'placed_at']).execute();
  await s
    .createTable('order_lines')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('products_amount', 'bigint', (c) => c.notNull())
    .addColumn('services_amount', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text')
    .addPrimaryKeyConstraint('order_lines_pk', ['tenant', 'order_id', 'position'])
    .addForeignKeyConstraint('order_lines_order_fk', ['tenant', 'order_id'], 'orders', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}
