import type { OrderStatus, PaymentMethod } from '../../lib/checkout/checkout';
import type { EmailBlock } from '../../lib/email/email-document';
import type { MessageKey } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db';
import type { EmailImage } from '../email';

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
  /** How long a pending order keeps its stock, when not the tenant's bank-transfer days. */
  holdMinutes?: number;
}

/** An order just placed, its transaction committed. */
export interface PlacedPayment {
  id: string;
  /** As the shopper reads it (CL-482915304). */
  number: string;
  total: number;
  /** Until when it keeps its stock, waiting for its payment. */
  expiresAt?: string | null;
}

/**
 * One way to pay. The local defaults settle nothing online (pay at the store, bank transfer
 * confirmed later); a card adapter calls its provider in `afterPlaced`, once the order is stored.
 */
export interface PaymentAdapter {
  method: PaymentMethod;
  label: MessageKey;
  description: MessageKey;
  /** What the shopper does next, on the confirmation page and in the email. */
  afterOrder: MessageKey;
  /** Whether this checkout may use the method (pay at store only when every line is collected). */
  offered(request: OfferRequest): boolean;
  /** Runs inside the order's transaction: no network call here. */
  start(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Runs after the order's transaction committed (a provider's transaction is opened here). */
  afterPlaced?(db: Db, tenant: Tenant, order: PlacedPayment): Promise<void>;
  /** What the order email adds for paying, once `afterPlaced` ran: the Pix QR and code, the link to pay. */
  paymentEmail?(db: Db, tenant: Tenant, order: PlacedPayment): Promise<PaymentEmail>;
}

/** Blocks of the order email, and the pictures they show by content id (a QR code). */
export interface PaymentEmail {
  blocks: EmailBlock[];
  images: EmailImage[];
}

/**
 * What decides whether a method is offered: the tenant (a provider's account may be configured
 * for some tenants only), where the lines go, and the money it is paid in.
 */
export type OfferRequest = Pick<PaymentRequest, 'tenant' | 'allLinesCollected' | 'currency'>;
