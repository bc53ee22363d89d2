import type { Kysely } from 'kysely';

/**
 * Mercado Pago's payments of orders (src/server/payments/mercadopago/payment-records.ts), one row
 * per payment id. The preferences that ask for them are attempts in `payments` (022), with
 * provider mercadoPago and the preference's id as token; a preference may be paid more than once
 * (a card rejected, then another approved), and each payment is settled once, by its id:
 * - status: Mercado Pago's as last settled (approved, pending, rejected, refunded...), so a
 *   notification or return that brings no new status changes nothing;
 * - outcome: what the store did (src/lib/payments/mercadopago.ts paymentOutcomes);
 * - amount, installment_amount: in minor units; the payment's method, instalments and card's last
 *   four digits, and the answer as the API sent it (raw_response, JSON);
 * - refund_*: a payment given back (it did not match the order, or the order had closed), and
 *   the API's answer to the refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mercadopago_payments')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_detail', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('installments', 'integer')
    .addColumn('installment_amount', 'bigint')
    .addColumn('payment_type', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('card_last_digits', 'text')
    .addColumn('raw_response', 'text', (c) => c.notNull())
    .addColumn('refund_status', 'text')
    .addColumn('refund_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mercadopago_payments_pk', ['tenant', 'payment_id'])
    .addForeignKeyConstraint('mercadopago_payments_order_fk', ['tenant', 'order_id'], 'orders', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('mercadopago_payments_order')
    .on('mercadopago_payments')
    .columns(['tenant', 'order_id'])
    .execute();
}
