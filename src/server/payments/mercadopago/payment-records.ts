import {
  type MercadoPagoPayment,
  type PaymentOutcome,
  paymentOutcomes,
  type RefundStatus,
  refundStatuses,
} from '../../../lib/payments/mercadopago';
import type { Db } from '../../db';

/** Reads and writes of mercadopago_payments (024): one row per Mercado Pago payment, settled once per status. */

export interface PaymentRecord {
  paymentId: string;
  status: string;
  outcome: PaymentOutcome;
  /** Minor units. */
  amount: number;
  installments: number | null;
  installmentAmount: number | null;
  paymentType: string | null;
  paymentMethod: string | null;
  cardLastDigits: string | null;
  refundStatus: RefundStatus | null;
  updatedAt: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The order's payments, the latest settled first. */
export async function paymentsOfOrder(db: Db, tenant: string, orderId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('mercadopago_payments')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    paymentId: row.payment_id,
    status: row.status,
    // Only this service writes the column, with these outcomes.
    outcome: oneOf(paymentOutcomes, row.outcome) ?? 'pending',
    amount: Number(row.amount),
    installments: row.installments,
    installmentAmount: row.installment_amount === null ? null : Number(row.installment_amount),
    paymentType: row.payment_type,
    paymentMethod: row.payment_method,
    cardLastDigits: row.card_last_digits,
    refundStatus: oneOf(refundStatuses, row.refund_status),
    updatedAt: row.updated_at,
  }));
}

/** The status and outcome a payment was last settled with, if it was. */
export async function settledPayment(
  db: Db,
  tenant: string,
  paymentId: string,
): Promise<{ status: string; outcome: PaymentOutcome } | undefined> {
  const row = await db
    .selectFrom('mercadopago_payments')
    .select(['status', 'outcome'])
    .where('tenant', '=', tenant)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row ? { status: row.status, outcome: oneOf(paymentOutcomes, row.outcome) ?? 'pending' } : undefined;
}

export interface SettledPayment {
  orderId: string;
  payment: MercadoPagoPayment;
  /** The answer as the API sent it (the schema drops fields it does not name). */
  raw: unknown;
  outcome: PaymentOutcome;
  /** Minor units (rounded: an amount that is no amount of the currency is a mismatch anyway). */
  amount: number;
  installmentAmount: number | null;
  refundStatus?: RefundStatus;
}

/**
 * Writes a payment's new status, inside the settling transaction: a first sighting is inserted,
 * a known one updated only while it still has the status it was read with (the delivery that
 * moved it first wins). Answers whether this call wrote it.
 */
export async function recordPayment(
  trx: Db,
  tenant: string,
  settled: SettledPayment,
  previousStatus: string | undefined,
  now: string,
): Promise<boolean> {
  const { payment } = settled;
  const values = {
    status: payment.status,
    status_detail: payment.status_detail ?? null,
    outcome: settled.outcome,
    amount: settled.amount,
    currency: payment.currency_id,
    installments: payment.installments ?? null,
    installment_amount: settled.installmentAmount,
    payment_type: payment.payment_type_id ?? null,
    payment_method: payment.payment_method_id ?? null,
    // Mercado Pago sends the last four digits only; nothing more is kept in any case
    card_last_digits: payment.card?.last_four_digits?.slice(-4) ?? null,
    raw_response: JSON.stringify(settled.raw ?? payment),
    ...(settled.refundStatus ? { refund_status: settled.refundStatus } : {}),
    updated_at: now,
  };
  if (previousStatus === undefined) {
    const inserted = await trx
      .insertInto('mercadopago_payments')
      .values({ tenant, payment_id: payment.id, order_id: settled.orderId, created_at: now, ...values })
      .onConflict((conflict) => conflict.columns(['tenant', 'payment_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await trx
    .updateTable('mercadopago_payments')
    .set(values)
    .where('tenant', '=', tenant)
    .where('payment_id', '=', payment.id)
    .where('status', '=', previousStatus)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** What came of giving a payment back. */
export async function recordRefund(
  db: Db,
  tenant: string,
  paymentId: string,
  refund: { status: RefundStatus; response: unknown },
  now: string,
): Promise<void> {
  await db
    .updateTable('mercadopago_payments')
    .set({ refund_status: refund.status, refund_response: JSON.stringify(refund.response), updated_at: now })
    .where('tenant', '=', tenant)
    .where('payment_id', '=', paymentId)
    .execute();
}
