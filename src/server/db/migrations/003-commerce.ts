import type { Kysely } from 'kysely';

/**
 * Shoppers and what they keep: accounts, sessions, carts, quotations, wish lists and
 * notify-me subscriptions. Web servers keep no state of their own: it all lives here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('users')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('loyalty_tier', 'text')
    .addColumn('specialist_segment', 'text')
    .addColumn('pro_buyer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('users_pk', ['tenant', 'id'])
    .execute();
  await s.createIndex('users_email').unique().on('users').columns(['tenant', 'email']).execute();
  await s
    .createTable('sessions')
    .addColumn('tenant', 'text', (c) => c.notNull())
    // SHA-256 of the cookie token: a stolen database does not hand out live sessions.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sessions_pk', ['tenant', 'token_hash'])
    .execute();
  await s
    .createTable('password_resets')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('password_resets_pk', ['tenant', 'token_hash'])
    .execute();
  await s
    .createTable('carts')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('zone_id', 'text')
    .addColumn('price_group_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('carts_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('cart_lines')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    // JSON: the service and warranty options chosen for the line (setOrderByCommerceIdToBasket).
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['tenant', 'cart_id', 'line_id'])
    .addForeignKeyConstraint('cart_lines_cart_fk', ['tenant', 'cart_id'], 'carts', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await s
    .createTable('quotations')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('cart_id', 'text')
    .addColumn('price_group_id', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotations_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('quotation_lines')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('quotation_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotation_lines_pk', ['tenant', 'quotation_id', 'sku_id'])
    .addForeignKeyConstraint('quotation_lines_fk', ['tenant', 'quotation_id'], 'quotations', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await s
    .createTable('wish_lists')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wish_lists_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('wish_list_items')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('wish_list_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wish_list_items_pk', ['tenant', 'wish_list_id', 'sku_id'])
    .addForeignKeyConstraint('wish_list_items_fk', ['tenant', 'wish_list_id'], 'wish_lists', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await s
    .createTable('notify_me')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addPrimaryKeyConstraint('notify_me_pk', ['tenant', 'sku_id', 'email'])
    .execute();
}
