import type { PaymentMethod } from '../../lib/checkout/checkout';
import { bankTransfer, payAtStore } from './local';
import type { PaymentAdapter, PaymentRequest } from './types';

export type { PaymentAdapter, PaymentOutcome, PaymentRequest } from './types';

/**
 * The payment adapters of this deployment, in the order the payment step lists them. Card
 * payments are not offered by default: a provider's adapter is added here when one is configured.
 */
export function paymentAdapters(): readonly PaymentAdapter[] {
  return [payAtStore, bankTransfer];
}

/** The methods a checkout may use. */
export function offeredPayments(request: Pick<PaymentRequest, 'allLinesCollected'>): PaymentAdapter[] {
  return paymentAdapters().filter((adapter) => adapter.offered(request));
}

export function paymentAdapter(method: string | null): PaymentAdapter | undefined {
  return paymentAdapters().find((adapter) => adapter.method === method);
}

/** Whether a stored choice still applies (pay at store stops applying once a line goes home). */
export function offeredPayment(
  method: PaymentMethod | string | null,
  request: Pick<PaymentRequest, 'allLinesCollected'>,
): PaymentAdapter | undefined {
  return offeredPayments(request).find((adapter) => adapter.method === method);
}
