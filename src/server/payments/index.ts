import type { PaymentMethod } from '../../lib/checkout/checkout';
import { bankTransfer, payAtStore } from './local';
import { mercadoPagoAdapter } from './mercadopago/mercadopago-adapter';
import { mercadoPagoConfig } from './mercadopago/mercadopago-config';
import { pixAdapter } from './pix/pix-adapter';
import { pixConfig } from './pix/pix-config';
import type { OfferRequest, PaymentAdapter } from './types';
import { webpayAdapter } from './webpay/webpay-adapter';
import { webpayConfig } from './webpay/webpay-config';

export type { OfferRequest, PaymentAdapter, PaymentEmail, PaymentOutcome, PaymentRequest } from './types';

/**
 * The payment adapters of this deployment, in the order the payment step lists them. Card
 * payments are not offered by default: a provider's adapter joins when it is configured.
 */
export function paymentAdapters(env: NodeJS.ProcessEnv = process.env): readonly PaymentAdapter[] {
  const webpay = webpayConfig(env);
  const pix = pixConfig(env);
  const mercadoPago = mercadoPagoConfig(env);
  return [
    payAtStore,
    bankTransfer,
    ...(webpay ? [webpayAdapter(webpay)] : []),
    ...(pix ? [pixAdapter(pix)] : []),
    ...(mercadoPago ? [mercadoPagoAdapter(mercadoPago)] : []),
  ];
}

/** The methods a checkout may use. */
export function offeredPayments(request: OfferRequest): PaymentAdapter[] {
  return paymentAdapters().filter((adapter) => adapter.offered(request));
}

export function paymentAdapter(method: string | null): PaymentAdapter | undefined {
  return paymentAdapters().find((adapter) => adapter.method === method);
}

/** Whether a stored choice still applies (pay at store stops applying once a line goes home). */
export function offeredPayment(
  method: PaymentMethod | string | null,
  request: OfferRequest,
): PaymentAdapter | undefined {
  return offeredPayments(request).find((adapter) => adapter.method === method);
}
