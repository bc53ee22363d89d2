import { timingSafeEqual } from 'node:crypto';
import { pixNotificationSchema, pixWebhookSchema } from '../../../../../../../lib/payments/pix-answers';
import { endpoint } from '../../../../../../../server/api/endpoint';
import { ApiError, apiErrorCodes } from '../../../../../../../server/api/errors';
import { ok } from '../../../../../../../server/api/respond';
import { database } from '../../../../../../../server/db/runtime';
import { pixConfig } from '../../../../../../../server/payments/pix/pix-config';
import { settlePixTxid } from '../../../../../../../server/payments/pix/settle-pix';

/**
 * The PSP's Pix webhook (API Pix: POST {webhookUrl}/pix, the webhook URL registered at the PSP
 * being /api/{tenant}/payments/pix/webhook/{PIX_WEBHOOK_SECRET}). A program posts it, server to
 * server, with no Origin: the middleware's cross-site guard lets it by. Each Pix's txid is all it
 * takes from the body: the charge is asked of the PSP (settle-pix.ts). Answers 200 once every Pix
 * is settled or not this shop's, 503 when the PSP could not be asked, so that it delivers again.
 */
export const POST = endpoint({ body: pixWebhookSchema, maxBodyBytes: 256 * 1024 }, async ({ body, astro }) => {
  const config = pixConfig();
  if (!config) throw new ApiError(501, { code: apiErrorCodes.notConfigured, key: 'pix.webhook.notConfigured' });
  const given = Buffer.from(astro.params.secret ?? '');
  const expected = Buffer.from(config.webhookSecret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'pix.webhook.unauthorized' });
  }
  const handle = await database();
  const settled: Record<string, string> = {};
  for (const item of body.pix) {
    const notification = pixNotificationSchema.safeParse(item);
    const txid = notification.success ? notification.data.txid : undefined;
    if (!txid || txid in settled) continue;
    settled[txid] = await settlePixTxid(handle, config, txid);
  }
  const again = Object.values(settled).includes('retry');
  return ok({ settled }, { 'cache-control': 'no-store' }, again ? 503 : 200);
});
