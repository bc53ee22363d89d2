import { z } from 'astro/zod';
import { issue } from '../validation/issues';
import { isOrderNumber } from './order-number';

/**
 * The checkout's pure rules: its steps, the order states and payment methods, and how an order
 * number reads. No source names the order states, so these are the ones a shopper can see
 * (docs/checkout-and-payments.md#order-states, issue 26): waiting for the payment, paid (or confirmed, to be
 * paid at the store on pickup), being prepared, shipped or ready for pickup, delivered or picked
 * up; or ended cancelled, expired (the payment did not come in time) or refunded.
 */

export const checkoutSteps = ['identify', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const orderStatuses = [
  'pendingPayment',
  'paid',
  'confirmed',
  'preparing',
  'shipped',
  'readyForPickup',
  'delivered',
  'pickedUp',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

/**
 * The first two work with nothing to configure; a card adapter is offered where its provider is
 * configured (webpay: Transbank's Webpay Plus on the Chilean tenants, src/server/payments/webpay;
 * pix: a PSP's API Pix on the Brazilian ones, src/server/payments/pix; mercadoPago: Mercado Pago
 * Checkout Pro elsewhere, and cards with parcelas in Brazil, src/server/payments/mercadopago).
 */
export const paymentMethods = ['payAtStore', 'bankTransfer', 'webpay', 'pix', 'mercadoPago'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodSchema = z.enum(paymentMethods);

/** What the checkout knows so far. */
export interface CheckoutProgress {
  /** A logged-in customer, or a guest who gave an email; either chose to buy as a person or a company. */
  identified: boolean;
  /** The recipient is named, home-delivery lines have an address, pickup lines a person to collect them. */
  deliveryChosen: boolean;
  paymentChosen: boolean;
}

/** The first step still to do; a shopper who jumps ahead by URL is sent back to it. */
export function firstOpenStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.identified) return 'identify';
  if (!progress.deliveryChosen) return 'delivery';
  if (!progress.paymentChosen) return 'payment';
  return 'review';
}

/** Whether a step may be shown: any step up to the first open one. */
export function mayOpenStep(step: CheckoutStep, progress: CheckoutProgress): boolean {
  return checkoutSteps.indexOf(step) <= checkoutSteps.indexOf(firstOpenStep(progress));
}

/** The number a shopper quotes: the tenant and the order's number (order-number.ts), e.g. CL-482915304. */
export function orderNumberText(tenant: string, number: number): string {
  return `${tenant.toUpperCase()}-${number}`;
}

/** Reads an order number back from a URL or a form; anything else, a mistyped number too, is no number. */
export function parseOrderNumber(tenant: string, text: string | undefined): number | undefined {
  const match = /^([A-Za-z]+)-(\d{8,9})$/.exec(text ?? '');
  if (!match || match[1]?.toLowerCase() !== tenant) return undefined;
  const number = Number(match[2]);
  return isOrderNumber(number) ? number : undefined;
}

/**
 * The key a review form carries so that placing the order twice makes one order: random, made
 * when the review step renders (a UUID or any 16–64 URL-safe characters from an API caller).
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, issue('validation.invalid'));
