import type { Selectable } from 'kysely';
import { type PixChargeStatus, pixChargeStatusSchema } from '../../../lib/payments/pix';
// a Pix given back is recorded as a card's is: why, and whether the PSP took the request
import { type RefundReason, type RefundStatus, refundReasons, refundStatuses } from '../../../lib/payments/webpay';
import type { Database, Db } from '../../db';

/**
 * Reads and writes of an order's Pix charge: a row of the payments table (022, 023) with provider
 * `pix`, its txid as the token. An order has one charge (its txid is made from the order).
 */
export const pixProvider = 'pix';

export interface PixCharge {
  orderId: string;
  attempt: number;
  status: PixChargeStatus;
  orderNumber: string;
  txid: string;
  amount: number;
  location: string | null;
  brCode: string | null;
  receivedAmount: number | null;
  endToEndId: string | null;
  refundReason: RefundReason | null;
  refundStatus: RefundStatus | null;
}

const columns = [
  'order_id',
  'attempt',
  'status',
  'buy_order',
  'token',
  'amount',
  'url',
  'br_code',
  'authorized_amount',
  'end_to_end_id',
  'refund_reason',
  'refund_status',
] as const;

/** A `payments` row as `columns` select it. */
type Row = Pick<Selectable<Database['payments']>, (typeof columns)[number]>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

function toCharge(row: Row): PixCharge {
  return {
    orderId: row.order_id,
    attempt: Number(row.attempt),
    // only this service writes the column, through the same schema
    status: pixChargeStatusSchema.catch('createFailed').parse(row.status),
    orderNumber: row.buy_order,
    txid: row.token ?? '',
    amount: Number(row.amount),
    location: row.url,
    brCode: row.br_code,
    receivedAmount: row.authorized_amount === null ? null : Number(row.authorized_amount),
    endToEndId: row.end_to_end_id,
    refundReason: oneOf(refundReasons, row.refund_reason),
    refundStatus: oneOf(refundStatuses, row.refund_status),
  };
}

export async function chargeOfOrder(db: Db, tenant: string, orderId: string): Promise<PixCharge | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(columns)
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .where('provider', '=', pixProvider)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
  return row ? toCharge(row) : undefined;
}

export async function chargeByTxid(db: Db, tenant: string, txid: string): Promise<PixCharge | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(columns)
    .where('tenant', '=', tenant)
    .where('provider', '=', pixProvider)
    .where('token', '=', txid)
    .executeTakeFirst();
  return row ? toCharge(row) : undefined;
}

/** The order's charge, `creating` until the PSP answers; nothing new when the order has one already. */
export async function insertCharge(
  db: Db,
  tenant: string,
  charge: { orderId: string; orderNumber: string; txid: string; amount: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      tenant,
      order_id: charge.orderId,
      attempt: 1,
      provider: pixProvider,
      status: 'creating',
      buy_order: charge.orderNumber,
      session_id: charge.txid,
      token: charge.txid,
      amount: charge.amount,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export interface ChargeChange {
  status?: PixChargeStatus;
  location?: string;
  brCode?: string;
  receivedAmount?: number;
  endToEndId?: string;
  /** The PSP's answer as it came (the schema drops fields it does not name). */
  raw?: unknown;
  refundReason?: RefundReason;
  refundStatus?: RefundStatus;
  refundResponse?: unknown;
}

/**
 * Writes a change to the order's charge; with `from`, only while it still has that status (the
 * one caller that moved it first wins). Answers whether the row changed.
 */
export async function updateCharge(
  db: Db,
  tenant: string,
  key: { orderId: string; attempt: number; from?: PixChargeStatus },
  change: ChargeChange,
  now: string,
): Promise<boolean> {
  let update = db
    .updateTable('payments')
    .set({
      updated_at: now,
      ...(change.status ? { status: change.status } : {}),
      ...(change.location ? { url: change.location } : {}),
      ...(change.brCode ? { br_code: change.brCode } : {}),
      ...(change.receivedAmount !== undefined ? { authorized_amount: change.receivedAmount } : {}),
      ...(change.endToEndId ? { end_to_end_id: change.endToEndId } : {}),
      ...(change.raw !== undefined ? { raw_response: JSON.stringify(change.raw) } : {}),
      ...(change.refundReason ? { refund_reason: change.refundReason } : {}),
      ...(change.refundStatus ? { refund_status: change.refundStatus } : {}),
      ...(change.refundResponse !== undefined ? { refund_response: JSON.stringify(change.refundResponse) } : {}),
    })
    .where('tenant', '=', tenant)
    .where('order_id', '=', key.orderId)
    .where('attempt', '=', key.attempt)
    .where('provider', '=', pixProvider);
  if (key.from) update = update.where('status', '=', key.from);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
