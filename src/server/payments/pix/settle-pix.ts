import { orderNumberText } from '../../../lib/checkout/checkout';
import { judgeCob, minorOfPixAmount, orderOfTxid, pixTxidSchema } from '../../../lib/payments/pix';
import type { PixCobAnswer } from '../../../lib/payments/pix-answers';
import { isTenantId, tenants } from '../../../tenants/registry';
import type { Tenant } from '../../../tenants/schema';
import { findOrderByNumber, type OrderRecord } from '../../checkout/order-store';
import type { DatabaseHandle, Db } from '../../db';
import { lockUntilCommit } from '../../db/locks';
import { emailSender } from '../../email';
import { describeError, logLine } from '../../log';
import { expireOverdueOrders } from '../../orders/expiry';
import { appendEvent, moveStatus } from '../../orders/order-moves';
import { orderStatusEmail, sendStatusEmail } from '../../orders/status-email';
import { readCob } from './pix-client';
import type { PixConfig } from './pix-config';
import { chargeByTxid, type PixCharge, updateCharge } from './pix-store';
import { refundCharge } from './refund-pix';

/**
 * What came of one Pix a webhook names: `unknown` (no charge of this shop), `settled` (nothing
 * more to do: paid, given back, or already settled by an earlier delivery), `waiting` (the PSP
 * says it is not paid: the notification was not the PSP's, or came early), `retry` (the PSP
 * could not be asked; the webhook answers an error so that the PSP delivers it again).
 */
export type PixSettlement = 'unknown' | 'settled' | 'waiting' | 'retry';

/** The tenant whose charge a txid names, among those paid in reais. */
function tenantOfTxid(txid: string): { site: Tenant; number: number } | undefined {
  const named = pixTxidSchema.safeParse(txid).success ? orderOfTxid(txid) : undefined;
  if (!named || !isTenantId(named.tenant)) return undefined;
  const site = tenants.get(named.tenant);
  return site?.currency.code === 'BRL' ? { site, number: named.number } : undefined;
}

/**
 * Settles the charge a webhook names. Nothing the webhook says is trusted beyond the txid: the
 * charge is asked of the PSP (GET /v2/cob/{txid}) and pays the order only when it is CONCLUIDA,
 * for the order's amount, and the order still waits; a Pix for an order that expired or was
 * cancelled, or for another amount, is given back (refund-pix.ts). Idempotent: the charge is
 * claimed by a conditional update first (`active` to `settling`), so a second delivery, or two
 * at once, settle it once; only the first is told the order is paid.
 */
export async function settlePixTxid(handle: DatabaseHandle, config: PixConfig, txid: string): Promise<PixSettlement> {
  const named = tenantOfTxid(txid);
  if (!named) return 'unknown';
  const { site } = named;
  const tenant = site.tenant;
  const charge = await chargeByTxid(handle.db, tenant, txid);
  if (!charge) return 'unknown';
  const now = () => new Date().toISOString();
  const key = { orderId: charge.orderId, attempt: charge.attempt };
  if (!(await updateCharge(handle.db, tenant, { ...key, from: 'active' }, { status: 'settling' }, now()))) {
    return 'settled';
  }
  let answer: { cob: PixCobAnswer; raw: unknown };
  try {
    answer = await readCob(config, txid);
  } catch (error) {
    logLine('error', 'pix charge could not be read', { tenant, txid, error: describeError(error) });
    await updateCharge(handle.db, tenant, { ...key, from: 'settling' }, { status: 'active' }, now());
    return 'retry';
  }
  // an order past its time is expired before the payment is weighed, as the order page shows it
  await expireOverdueOrders(handle, tenant);
  const order = await findOrderByNumber(handle.db, tenant, named.number);
  return settle(handle, config, site, charge, order, answer);
}

async function settle(
  handle: DatabaseHandle,
  config: PixConfig,
  site: Tenant,
  charge: PixCharge,
  order: OrderRecord | undefined,
  { cob, raw }: { cob: PixCobAnswer; raw: unknown },
): Promise<PixSettlement> {
  const tenant = site.tenant;
  const key = { orderId: charge.orderId, attempt: charge.attempt, from: 'settling' as const };
  const verdict = judgeCob(cob, { txid: charge.txid, amount: order?.amounts.total ?? charge.amount });
  const at = new Date().toISOString();
  if (verdict === 'waiting' || verdict === 'removed') {
    await updateCharge(handle.db, tenant, key, { status: verdict === 'waiting' ? 'active' : 'removed', raw }, at);
    return verdict === 'waiting' ? 'waiting' : 'settled';
  }
  const received = cob.pix ?? [];
  const receivedAmount = received.reduce((sum, pix) => sum + (minorOfPixAmount(pix.valor) ?? 0), 0);
  const endToEndId = received[0]?.endToEndId;
  const outcome = await handle.db.transaction().execute(async (trx) => {
    const change = { receivedAmount, raw, ...(endToEndId ? { endToEndId } : {}) };
    if (verdict === 'mismatch') {
      await updateCharge(
        trx,
        tenant,
        key,
        { ...change, status: 'mismatch', refundReason: 'mismatch', refundStatus: 'requested' },
        at,
      );
      return 'refund';
    }
    const paid = order !== undefined && (await payOrder(trx, tenant, order, at));
    const refund = paid ? {} : ({ refundReason: 'orderClosed', refundStatus: 'requested' } as const);
    await updateCharge(trx, tenant, key, { ...change, status: 'received', ...refund }, at);
    return paid ? 'paid' : 'refund';
  });
  if (outcome === 'paid' && order) {
    const number = orderNumberText(tenant, order.number);
    await sendStatusEmail(emailSender(), orderStatusEmail(site, { ...order, status: 'paid' }, number));
  }
  if (verdict === 'mismatch') {
    logLine('warn', 'pix payment does not match its order', { tenant, txid: charge.txid, amount: receivedAmount });
  }
  if (outcome === 'refund') {
    await refundCharge(
      handle.db,
      config,
      tenant,
      charge,
      received,
      verdict === 'mismatch' ? 'mismatch' : 'orderClosed',
    );
  }
  return 'settled';
}

/**
 * A waiting order becomes paid, with its event, under the order's lock as the order feed takes it
 * (src/server/orders/status-change.ts); false when it no longer waits (expired, cancelled, paid).
 */
async function payOrder(trx: Db, tenant: string, order: OrderRecord, at: string): Promise<boolean> {
  await lockUntilCommit(trx, tenant, 'order', String(order.number));
  if (!(await moveStatus(trx, tenant, order.id, 'pendingPayment', 'paid'))) return false;
  await appendEvent(trx, tenant, order.id, 'paid', new Date(at));
  return true;
}
