import type { Kysely } from 'kysely';

/**
 * Online payments of orders (src/server/payments/webpay/payment-store.ts), one row per attempt:
 * an order whose card was rejected, or whose shopper cancelled on the provider's form, is paid by
 * a new attempt with a new token, and each attempt keeps what the provider answered.
 * - token: the provider's transaction, unique (a return names it); url: where its form is;
 * - status: src/lib/payments/webpay.ts (webpayAttemptStatuses); amount: what was asked, in minor
 *   units; the commit's authorization code, payment type, instalments, card's last digits and its
 *   whole answer (raw_response, JSON) as the provider sent it;
 * - refund_*: an authorization given back (the order had closed, or it did not match the order),
 *   why, and the provider's answer to the refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('buy_order', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('url', 'text')
    .addColumn('authorized_amount', 'bigint')
    .addColumn('authorization_code', 'text')
    .addColumn('payment_type', 'text')
    .addColumn('installments', 'integer')
    .addColumn('installment_amount', 'bigint')
    .addColumn('card_last_digits', 'text')
    .addColumn('response_code', 'integer')
    .addColumn('raw_response', 'text')
    .addColumn('refund_reason', 'text')
    .addColumn('refund_status', 'text')
    .addColumn('refund_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payments_pk', ['tenant', 'order_id', 'attempt'])
    .addForeignKeyConstraint('payments_order_fk', ['tenant', 'order_id'], 'orders', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('payments_token').on('payments').columns(['provider', 'token']).unique().execute();
}
