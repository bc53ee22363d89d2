import { parseOrderNumber } from '../../../lib/checkout/checkout';
import { translator } from '../../../lib/messages';
import { minorOfPixAmount, pixTxid } from '../../../lib/payments/pix';
import { cobLocation, type PixCobAnswer } from '../../../lib/payments/pix-answers';
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import type { PlacedPayment } from '../types';
import { brCodeOf } from './br-code';
import { createCob, readCob } from './pix-client';
import type { PixConfig } from './pix-config';
import { insertCharge, updateCharge } from './pix-store';

/**
 * Opens the order's charge at the PSP: the row first (a crash between the two leaves a trace),
 * then PUT /v2/cob/{txid}, payable as long as the order keeps its stock; the row keeps the
 * location and the BR Code made from it. Called after the order's transaction committed, never
 * inside one. A creation whose answer was lost is found by asking for the same txid: a charge
 * there for the order's amount is the one made. A PSP that fails leaves the charge `createFailed`
 * (the order page says so; the order expires with no payment). Answers whether it can be paid.
 */
export async function startPixCharge(
  db: Db,
  config: PixConfig,
  tenant: Tenant,
  order: PlacedPayment,
): Promise<boolean> {
  const number = parseOrderNumber(tenant.tenant, order.number);
  if (number === undefined) return false;
  const txid = pixTxid(tenant.tenant, number);
  const now = () => new Date().toISOString();
  await insertCharge(
    db,
    tenant.tenant,
    { orderId: order.id, orderNumber: order.number, txid, amount: order.total },
    now(),
  );
  const key = { orderId: order.id, attempt: 1, from: 'creating' as const };
  const t = translator(tenant.lang);
  let cob: PixCobAnswer | undefined;
  let raw: unknown;
  try {
    ({ cob, raw } = await createCob(config, txid, {
      amount: order.total,
      expirySeconds: config.expiryMinutes * 60,
      description: t('pix.payerRequest', { number: order.number, siteName: tenant.siteName }),
    }));
  } catch (error) {
    const made = await readCob(config, txid).catch(() => undefined);
    if (made && minorOfPixAmount(made.cob.valor.original) === order.total) ({ cob, raw } = made);
    else
      logLine('error', 'pix charge failed', {
        tenant: tenant.tenant,
        order: order.number,
        error: describeError(error),
      });
  }
  const location = cob ? cobLocation(cob) : undefined;
  if (!cob || !location || cob.txid !== txid) {
    await updateCharge(db, tenant.tenant, key, { status: 'createFailed', raw }, now());
    return false;
  }
  const brCode = brCodeOf(location, { name: tenant.siteName, city: config.merchantCity });
  return updateCharge(db, tenant.tenant, key, { status: 'active', location, brCode, raw }, now());
}
