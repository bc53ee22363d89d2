import type { Selectable } from 'kysely';
import {
  type RefundReason,
  type RefundStatus,
  refundReasons,
  refundStatuses,
  type WebpayAttemptStatus,
  type WebpayCommit,
  webpayAttemptStatusSchema,
} from '../../../lib/payments/webpay';
import type { Database, Db } from '../../db';

/** Reads and writes of the payments table (022-payments); rows are reshaped into these types here. */

export const webpayProvider = 'webpay';

export interface PaymentAttempt {
  orderId: string;
  attempt: number;
  status: WebpayAttemptStatus;
  buyOrder: string;
  sessionId: string;
  amount: number;
  token: string | null;
  url: string | null;
  authorizedAmount: number | null;
  paymentType: string | null;
  installments: number | null;
  installmentAmount: number | null;
  cardLastDigits: string | null;
  refundReason: RefundReason | null;
  refundStatus: RefundStatus | null;
}

const columns = [
  'order_id',
  'attempt',
  'status',
  'buy_order',
  'session_id',
  'amount',
  'token',
  'url',
  'authorized_amount',
  'payment_type',
  'installments',
  'installment_amount',
  'card_last_digits',
  'refund_reason',
  'refund_status',
] as const;

/** A `payments` row as `columns` select it. */
type Row = Pick<Selectable<Database['payments']>, (typeof columns)[number]>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

function toAttempt(row: Row): PaymentAttempt {
  return {
    orderId: row.order_id,
    attempt: Number(row.attempt),
    // Only this service writes the column, through the same schema.
    status: webpayAttemptStatusSchema.catch('commitFailed').parse(row.status),
    buyOrder: row.buy_order,
    sessionId: row.session_id,
    amount: Number(row.amount),
    token: row.token,
    url: row.url,
    authorizedAmount: row.authorized_amount === null ? null : Number(row.authorized_amount),
    paymentType: row.payment_type,
    installments: row.installments,
    installmentAmount: row.installment_amount === null ? null : Number(row.installment_amount),
    cardLastDigits: row.card_last_digits,
    refundReason: oneOf(refundReasons, row.refund_reason),
    refundStatus: oneOf(refundStatuses, row.refund_status),
  };
}

/** The order's attempts, the latest first. */
export async function attemptsOf(db: Db, tenant: string, orderId: string): Promise<PaymentAttempt[]> {
  const rows = await db
    .selectFrom('payments')
    .select(columns)
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .orderBy('attempt', 'desc')
    .execute();
  return rows.map(toAttempt);
}

export async function attemptByToken(db: Db, tenant: string, token: string): Promise<PaymentAttempt | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(columns)
    .where('tenant', '=', tenant)
    .where('provider', '=', webpayProvider)
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? toAttempt(row) : undefined;
}

/** A timed-out form names no token: the attempt is found by its buy order and session. */
export async function attemptBySession(
  db: Db,
  tenant: string,
  buyOrder: string,
  sessionId: string,
): Promise<PaymentAttempt | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(columns)
    .where('tenant', '=', tenant)
    .where('provider', '=', webpayProvider)
    .where('buy_order', '=', buyOrder)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ? toAttempt(row) : undefined;
}

/** A new attempt, `creating` until Webpay answers; its number follows the order's last. */
export async function insertAttempt(
  db: Db,
  tenant: string,
  attempt: { orderId: string; buyOrder: string; sessionId: string; amount: number },
  now: string,
): Promise<number> {
  const last = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.max('attempt').as('attempt'))
    .where('tenant', '=', tenant)
    .where('order_id', '=', attempt.orderId)
    .executeTakeFirst();
  const number = Number(last?.attempt ?? 0) + 1;
  await db
    .insertInto('payments')
    .values({
      tenant,
      order_id: attempt.orderId,
      attempt: number,
      provider: webpayProvider,
      status: 'creating',
      buy_order: attempt.buyOrder,
      session_id: attempt.sessionId,
      amount: attempt.amount,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return number;
}

export interface AttemptChange {
  status?: WebpayAttemptStatus;
  token?: string;
  url?: string;
  commit?: WebpayCommit;
  /** The commit's answer as Webpay sent it (the schema drops fields it does not name). */
  raw?: unknown;
  refundReason?: RefundReason;
  refundStatus?: RefundStatus;
  refundResponse?: unknown;
}

/**
 * Writes a change to one attempt; with `from`, only while it still has that status (the one
 * caller that moved it first wins). Answers whether the row changed.
 */
export async function updateAttempt(
  db: Db,
  tenant: string,
  key: { orderId: string; attempt: number; from?: WebpayAttemptStatus },
  change: AttemptChange,
  now: string,
): Promise<boolean> {
  const { commit } = change;
  let update = db
    .updateTable('payments')
    .set({
      updated_at: now,
      ...(change.status ? { status: change.status } : {}),
      ...(change.token ? { token: change.token } : {}),
      ...(change.url ? { url: change.url } : {}),
      ...(commit
        ? {
            authorized_amount: commit.amount,
            authorization_code: commit.authorization_code ?? null,
            payment_type: commit.payment_type_code ?? null,
            installments: commit.installments_number ?? null,
            installment_amount: commit.installments_amount ?? null,
            // Webpay sends the last four digits only; nothing more is kept in any case
            card_last_digits: commit.card_detail?.card_number.slice(-4) ?? null,
            response_code: commit.response_code,
            raw_response: JSON.stringify(change.raw ?? commit),
          }
        : {}),
      ...(change.refundReason ? { refund_reason: change.refundReason } : {}),
      ...(change.refundStatus ? { refund_status: change.refundStatus } : {}),
      ...(change.refundResponse !== undefined ? { refund_response: JSON.stringify(change.refundResponse) } : {}),
    })
    .where('tenant', '=', tenant)
    .where('order_id', '=', key.orderId)
    .where('attempt', '=', key.attempt);
  if (key.from) update = update.where('status', '=', key.from);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
