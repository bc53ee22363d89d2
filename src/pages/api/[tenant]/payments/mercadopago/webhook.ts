import { paymentIdSchema, readNotification } from '../../../../../lib/payments/mercadopago';
import { endpoint } from '../../../../../server/api/endpoint';
import { ApiError, apiErrorCodes } from '../../../../../server/api/errors';
import { database } from '../../../../../server/db/runtime';
import { logLine } from '../../../../../server/log';
import { mercadoPagoConfig } from '../../../../../server/payments/mercadopago/mercadopago-config';
import { settleMercadoPagoPayment } from '../../../../../server/payments/mercadopago/settle-payment';
import { checkSignature } from '../../../../../server/payments/mercadopago/webhook-signature';

/**
 * Mercado Pago's webhooks (the preference's notification_url), server to server: no session and
 * no Origin header, so the middleware's cross-site check lets them through, and their own
 * signature is what admits them (webhook-signature.ts): a forged one is refused with 401. A
 * payment's notification makes the store ask the API for the payment and settle it
 * (settle-payment.ts); any other topic is acknowledged and left. An API that cannot be reached
 * answers 500, and Mercado Pago notifies again later.
 */
export const POST = endpoint({}, async ({ tenant, astro }) => {
  const config = mercadoPagoConfig();
  const account = config?.accounts.get(tenant.tenant);
  if (!config || !account) {
    throw new ApiError(404, { code: apiErrorCodes.notFound, key: 'errors.pageNotAvailable' });
  }
  const notification = readNotification(astro.url.searchParams);
  const signed = checkSignature(
    {
      signature: astro.request.headers.get('x-signature'),
      requestId: astro.request.headers.get('x-request-id'),
      dataId: notification.dataId,
    },
    account.webhookSecret,
  );
  if (!signed.valid) {
    logLine('warn', 'mercado pago webhook refused', { tenant: tenant.tenant, reason: signed.reason });
    throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'mercadoPago.webhook.unsigned' });
  }
  const paymentId = paymentIdSchema.safeParse(notification.dataId);
  if (notification.topic !== 'payment' || !paymentId.success) return { received: true };
  const order = await settleMercadoPagoPayment(await database(), config, tenant, paymentId.data);
  return { received: true, order: order ?? null };
});
