import type { Kysely } from 'kysely';

/**
 * Carts and quotations as the cart API uses them (src/server/cart):
 * - carts.kind: the shopper's 'main' cart, or a one-line 'buyNow' cart for immediate checkout;
 *   carts.owner_id: the main cart (the browser) a buy-now cart belongs to.
 * - cart_lines: the push site of addItemToBasket, and the price a quotation froze for the line.
 * - quotations: the totals frozen with the prices (docs/cart-rules.md: 72 hours).
 * - quotation_lines is rebuilt keyed by position: a cart may hold one SKU twice (home delivery
 *   and store pickup), and a quotation copies every line. No code wrote the table before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('carts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('main'))
    .execute();
  await s.alterTable('carts').addColumn('owner_id', 'text').execute();
  await s.createIndex('carts_user').on('carts').columns(['tenant', 'user_id', 'kind']).execute();
  await s.createIndex('carts_owner').on('carts').columns(['tenant', 'owner_id']).execute();

  await s.alterTable('cart_lines').addColumn('push_site', 'text').execute();
  await s.alterTable('cart_lines').addColumn('quotation_id', 'text').execute();
  await s.alterTable('cart_lines').addColumn('frozen_unit_price', 'bigint').execute();
  await s.alterTable('cart_lines').addColumn('frozen_quantity', 'integer').execute();
  await s.alterTable('cart_lines').addColumn('frozen_until', 'text').execute();

  await s.alterTable('quotations').addColumn('zone_id', 'text').execute();
  for (const column of ['subtotal', 'savings', 'member_discount']) {
    await s
      .alterTable('quotations')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await s.createIndex('quotations_user').on('quotations').columns(['tenant', 'user_id']).execute();
  await s.createIndex('quotations_cart').on('quotations').columns(['tenant', 'cart_id']).execute();

  await s.dropTable('quotation_lines').execute();
  await s
    .createTable('quotation_lines')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('regular_price', 'bigint', (c) => c.notNull())
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    // JSON: the services chosen for the line, each with the price it had ([{ id, kind, name, price }]).
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotation_lines_pk', ['tenant', 'quotation_id', 'position'])
    .addForeignKeyConstraint('quotation_lines_fk', ['tenant', 'quotation_id'], 'quotations', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}
