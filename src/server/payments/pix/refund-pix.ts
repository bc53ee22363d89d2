import { devolucaoId, minorOfPixAmount } from '../../../lib/payments/pix';
import type { RefundReason } from '../../../lib/payments/webpay';
import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import { requestDevolucao } from './pix-client';
import type { PixConfig } from './pix-config';
import { type PixCharge, updateCharge } from './pix-store';

/**
 * Gives the Pix received for a charge back to whoever paid (a devolução of each, for all of it).
 * The charge already says `requested` and why, written with the payment, so a devolução that fails
 * here is still on record for the back office, with the PSP's answer. Its id is made from the
 * Pix's endToEndId: asked again, the PSP answers the same devolução instead of making another.
 */
export async function refundCharge(
  db: Db,
  config: PixConfig,
  tenant: string,
  charge: Pick<PixCharge, 'orderId' | 'attempt' | 'txid'>,
  received: readonly { endToEndId: string; valor: string }[],
  reason: RefundReason,
): Promise<void> {
  const key = { orderId: charge.orderId, attempt: charge.attempt };
  const answers: unknown[] = [];
  let failed = false;
  for (const pix of received) {
    const amount = minorOfPixAmount(pix.valor) ?? 0;
    try {
      const { devolucao, raw } = await requestDevolucao(config, pix.endToEndId, devolucaoId(pix.endToEndId), amount);
      answers.push(raw);
      if (devolucao.status === 'NAO_REALIZADO') failed = true;
    } catch (error) {
      answers.push({ endToEndId: pix.endToEndId, error: describeError(error) });
      failed = true;
    }
  }
  const refundStatus = failed ? 'refundFailed' : 'refunded';
  await updateCharge(db, tenant, key, { refundStatus, refundResponse: answers }, new Date().toISOString());
  logLine(failed ? 'error' : 'info', failed ? 'pix refund failed' : 'pix payment refunded', {
    tenant,
    txid: charge.txid,
    reason,
  });
}
