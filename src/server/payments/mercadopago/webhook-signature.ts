import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

/**
 * Whether a webhook comes from Mercado Pago: the `x-signature` header (`ts=…,v1=…`) must be the
 * HMAC-SHA256, with the account's secret signature, of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` (Mercado Pago's "Webhooks" documentation), as
 * the SDK's validator computes it. data.id is the query's, lower-cased when alphanumeric, as the
 * documentation asks. No clock window is imposed: a replayed genuine notification only makes the
 * store ask the API again, which changes nothing (settle-payment.ts).
 */
export interface SignedNotification {
  signature: string | null;
  requestId: string | null;
  dataId: string | undefined;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

export function checkSignature(notification: SignedNotification, secret: string): SignatureCheck {
  try {
    WebhookSignatureValidator.validate({
      xSignature: notification.signature,
      xRequestId: notification.requestId,
      dataId: notification.dataId?.toLowerCase(),
      secret,
    });
    return { valid: true };
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return { valid: false, reason: error.reason };
    throw error;
  }
}
