import { randomUUID } from 'node:crypto';
import { type PreferenceStatus, preferenceStatuses } from '../../../lib/payments/mercadopago';
import type { Db } from '../../db';

/**
 * Checkout Pro preferences as attempts of the payments table (022-payments): provider
 * mercadoPago, token the preference's id, url its init_point, buy_order the order's number.
 * What came of them is in mercadopago_payments (payment-records.ts).
 */

export const mercadoPagoProvider = 'mercadoPago';

export interface PreferenceAttempt {
  attempt: number;
  status: PreferenceStatus;
  preferenceId: string | null;
  url: string | null;
  createdAt: string;
}

const statusOf = (value: string): PreferenceStatus =>
  preferenceStatuses.find((known) => known === value) ?? 'createFailed';

/** The order's preferences, the latest first. */
export async function preferencesOf(db: Db, tenant: string, orderId: string): Promise<PreferenceAttempt[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['attempt', 'status', 'token', 'url', 'created_at'])
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .where('provider', '=', mercadoPagoProvider)
    .orderBy('attempt', 'desc')
    .execute();
  return rows.map((row) => ({
    attempt: Number(row.attempt),
    // Only this service writes the column, with these statuses.
    status: statusOf(row.status),
    preferenceId: row.token,
    url: row.url,
    createdAt: row.created_at,
  }));
}

/** A new attempt, `creating` until Mercado Pago answers; its number follows the order's last. */
export async function insertPreference(
  db: Db,
  tenant: string,
  order: { id: string; number: string; total: number },
  now: string,
): Promise<number> {
  const last = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.max('attempt').as('attempt'))
    .where('tenant', '=', tenant)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const attempt = Number(last?.attempt ?? 0) + 1;
  await db
    .insertInto('payments')
    .values({
      tenant,
      order_id: order.id,
      attempt,
      provider: mercadoPagoProvider,
      status: 'creating',
      buy_order: order.number,
      session_id: randomUUID(),
      amount: order.total,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return attempt;
}

/** Mercado Pago's answer to a `creating` attempt: open at its init_point, or failed. */
export async function settlePreference(
  db: Db,
  tenant: string,
  key: { orderId: string; attempt: number },
  change: { status: 'created'; preferenceId: string; url: string } | { status: 'createFailed' },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: change.status,
      updated_at: now,
      ...(change.status === 'created' ? { token: change.preferenceId, url: change.url } : {}),
    })
    .where('tenant', '=', tenant)
    .where('order_id', '=', key.orderId)
    .where('attempt', '=', key.attempt)
    .where('status', '=', 'creating')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
