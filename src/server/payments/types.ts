import type { OrderStatus, PaymentMethod } from '../../lib/checkout/checkout';
import type { MessageKey } from '../../lib/messages';

/** What a payment adapter is told about the order it is asked to take payment for. */
export interface PaymentRequest {
  tenant: string;
  orderNumber: string;
  /** Minor units of the tenant's currency. */
  amount: number;
  currency: string;
  /** Every line is collected at a store: paying there on pickup is possible. */
  allLinesCollected: boolean;
}

/** The adapter's answer: the state the order starts in. */
export interface PaymentOutcome {
  status: OrderStatus;
}

/**
 * One way to pay. The local defaults settle nothing online (pay at the store, bank transfer
 * confirmed later); a card adapter would redirect to or call its provider in `start`.
 */
export interface PaymentAdapter {
  method: PaymentMethod;
  label: MessageKey;
  description: MessageKey;
  /** What the shopper does next, on the confirmation page and in the email. */
  afterOrder: MessageKey;
  /** Whether this checkout may use the method (pay at store only when every line is collected). */
  offered(request: Pick<PaymentRequest, 'allLinesCollected'>): boolean;
  start(request: PaymentRequest): Promise<PaymentOutcome>;
}
