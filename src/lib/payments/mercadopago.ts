import { z } from 'astro/zod';
import { instalmentCount } from '../instalments';

/**
 * Mercado Pago Checkout Pro's rules that need no network (its REST API as the `mercadopago` SDK
 * calls it: POST /checkout/preferences, GET /v1/payments/{id}, POST /v1/payments/{id}/refunds).
 * What the browser brings back names a payment at most: its outcome is what the API answers
 * server to server, checked here against the order.
 */

/**
 * The money Checkout Pro is offered in: the Spanish-speaking tenants outside Chile (any way Mercado
 * Pago takes there: cards in instalments, cash, transfer) and Brazil, where it takes cards only
 * (Pix is paid on the site itself, src/lib/payments/pix.ts).
 */
export const mercadoPagoCurrencies = ['ARS', 'COP', 'MXN', 'PEN', 'UYU', 'BRL'] as const;
const cardOnlyCurrencies: readonly string[] = ['BRL'];

export function offersMercadoPago(currency: string): boolean {
  return (mercadoPagoCurrencies as readonly string[]).includes(currency);
}

/**
 * What a Brazilian preference leaves out so that only cards remain: boleto (ticket), Pix
 * (bank_transfer), ATM and Mercado Crédito (digital_currency).
 */
export function excludedPaymentTypes(currency: string): { id: string }[] {
  return cardOnlyCurrencies.includes(currency)
    ? ['ticket', 'bank_transfer', 'atm', 'digital_currency'].map((id) => ({ id }))
    : [];
}

/** Mercado Pago takes Chilean and Colombian pesos in whole units only (no decimals in unit_price). */
const wholeUnitCurrencies: readonly string[] = ['CLP', 'COP'];

/**
 * An amount of minor units in the major units Mercado Pago reads (unit_price, transaction_amount):
 * 12345 with 2 digits is 123.45. Undefined when the currency takes whole units only and the amount
 * has cents: it cannot be asked for exactly, and anything else would not be the order's amount.
 */
export function toMajorUnits(amountMinor: number, currency: string, minorDigits: number): number | undefined {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return undefined;
  const unit = 10 ** minorDigits;
  if (wholeUnitCurrencies.includes(currency) && amountMinor % unit !== 0) return undefined;
  return amountMinor / unit;
}

/**
 * An amount Mercado Pago answered (a float of major units) as minor units, only when it is one
 * exactly: 123.45 with 2 digits is 12345; 123.456 is no amount of the currency, so undefined
 * (a payment for it never equals an order's total).
 */
export function toMinorUnitsExactly(amountMajor: number, minorDigits: number): number | undefined {
  if (!Number.isFinite(amountMajor) || amountMajor < 0) return undefined;
  const scaled = amountMajor * 10 ** minorDigits;
  const minor = Math.round(scaled);
  // a float of two decimals is never exact (0.1 + 0.2): a millionth of a cent is rounding, more is not
  return Math.abs(scaled - minor) < 1e-6 && Number.isSafeInteger(minor) ? minor : undefined;
}

/** An item of a preference, as POST /checkout/preferences takes it. */
export interface PreferenceItem {
  id: string;
  title: string;
  quantity: number;
  unit_price: number;
  currency_id: string;
}

export interface OrderForPreference {
  number: string;
  currency: string;
  minorDigits: number;
  amounts: { discount: number; delivery: number; total: number };
  lines: { skuId: string; name: string; quantity: number; productsAmount: number; servicesAmount: number }[];
}

/** Titles in the shopper's language: a line bought in a quantity that does not divide its amount, delivery, the whole order. */
export interface ItemTitles {
  units(quantity: number, name: string): string;
  delivery: string;
  order: string;
}

/**
 * The items a preference lists for an order, summing exactly to its total: each line (its units
 * at their price, or the line as one item when its amount does not divide by its quantity) and
 * the delivery. An order with a discount is one item for its total, since an item cannot be
 * negative. Undefined when the total cannot be asked for in the currency's units (toMajorUnits).
 */
export function preferenceItems(order: OrderForPreference, titles: ItemTitles): PreferenceItem[] | undefined {
  const major = (minor: number) => toMajorUnits(minor, order.currency, order.minorDigits);
  const item = (id: string, title: string, quantity: number, amountMinor: number) => {
    const unitPrice = major(amountMinor);
    return unitPrice === undefined
      ? undefined
      : { id, title: title.slice(0, 256), quantity, unit_price: unitPrice, currency_id: order.currency };
  };
  const whole = item(order.number, titles.order, 1, order.amounts.total);
  if (!whole) return undefined;
  const linesSum = order.lines.reduce((sum, line) => sum + line.productsAmount + line.servicesAmount, 0);
  if (order.amounts.discount !== 0 || linesSum + order.amounts.delivery !== order.amounts.total) return [whole];
  const items = order.lines.map((line) => {
    const amount = line.productsAmount + line.servicesAmount;
    return amount % line.quantity === 0
      ? item(line.skuId, line.name, line.quantity, amount / line.quantity)
      : item(line.skuId, titles.units(line.quantity, line.name), 1, amount);
  });
  if (order.amounts.delivery > 0) items.push(item('delivery', titles.delivery, 1, order.amounts.delivery));
  const listed = items.filter((one): one is PreferenceItem => one !== undefined);
  return listed.length === items.length && listed.length > 0 ? listed : [whole];
}

/**
 * The most instalments the card may be paid in: the table's count (docs/instalments.md) for the order's total (at
 * least one). The table is the store's offer everywhere Mercado Pago takes cards, Brazil's
 * parcelas included; the tenant's `instalments` flag only decides whether prices advertise it.
 */
export function maxInstalments(totalMinor: number, minorDigits: number): number {
  return Math.max(1, instalmentCount(totalMinor, minorDigits));
}

/** Mercado Pago's ids are numbers; as text in URLs and notifications. */
export const paymentIdSchema = z.string().regex(/^\d{1,20}$/);

/** The preference's answer: its id and the checkout's address (init_point). */
export const preferenceAnswerSchema = z.object({
  id: z.string().min(1).max(128),
  init_point: z.url({ protocol: /^https?$/ }),
});
export type PreferenceAnswer = z.infer<typeof preferenceAnswerSchema>;

/** A payment as GET /v1/payments/{id} answers it (the fields the store reads). */
export const mercadoPagoPaymentSchema = z.object({
  id: z.union([z.number().int().nonnegative(), paymentIdSchema]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
  installments: z.number().int().nullish(),
  payment_type_id: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  transaction_details: z.object({ installment_amount: z.number().nullish() }).nullish(),
  card: z.object({ last_four_digits: z.string().nullish() }).nullish(),
});
export type MercadoPagoPayment = z.infer<typeof mercadoPagoPaymentSchema>;

/** A refund's answer (POST /v1/payments/{id}/refunds). */
export const refundAnswerSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string().nullish(),
  amount: z.number().nullish(),
});

/**
 * What a payment means for the order its external_reference names:
 * - `approved`: approved, in the order's currency and for its total exactly;
 * - `mismatch`: approved for another amount, currency or order (it is given back);
 * - `pending`: not decided yet (a cash voucher not paid, a card under review);
 * - `rejected`: refused or cancelled, nothing charged: the shopper may try again;
 * - `reversed`: refunded, charged back or disputed after it was approved: recorded only.
 */
export type PaymentVerdict = 'approved' | 'mismatch' | 'pending' | 'rejected' | 'reversed';

export function judgePayment(
  payment: MercadoPagoPayment,
  order: { number: string; total: number; currency: string; minorDigits: number },
): PaymentVerdict {
  switch (payment.status) {
    case 'approved': {
      const amount = toMinorUnitsExactly(payment.transaction_amount, order.minorDigits);
      const matches =
        amount === order.total && payment.currency_id === order.currency && payment.external_reference === order.number;
      return matches ? 'approved' : 'mismatch';
    }
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    case 'refunded':
    case 'charged_back':
    case 'in_mediation':
      return 'reversed';
    default:
      // pending, in_process, authorized, and any status the API adds: not money the store has
      return 'pending';
  }
}

/**
 * The shopper's return from Checkout Pro (back_urls): payment_id (collection_id in older
 * returns) names the payment to ask the API about; external_reference names the order when no
 * payment was made (the shopper came back without paying: Mercado Pago sends "null").
 */
export interface MercadoPagoReturn {
  paymentId: string | undefined;
  externalReference: string | undefined;
}

export function readMercadoPagoReturn(params: URLSearchParams): MercadoPagoReturn {
  const id = [params.get('payment_id'), params.get('collection_id')]
    .map((value) => paymentIdSchema.safeParse(value?.trim()))
    .find((parsed) => parsed.success)?.data;
  const reference = params.get('external_reference')?.trim();
  return { paymentId: id, externalReference: reference && reference !== 'null' ? reference : undefined };
}

/**
 * A webhook's notification: the resource it is about (`data.id` in the query, which the
 * signature covers, as Mercado Pago documents) and its topic (`type`). Only payments are acted on.
 */
export function readNotification(params: URLSearchParams): { topic: string; dataId: string | undefined } {
  const dataId = params.get('data.id')?.trim();
  return { topic: params.get('type')?.trim() ?? '', dataId: dataId ? dataId : undefined };
}

/**
 * Where one preference stands (payments.status, provider mercadoPago): being created, refused or
 * unreachable, or open for the shopper at its init_point.
 */
export const preferenceStatuses = ['creating', 'createFailed', 'created'] as const;
export type PreferenceStatus = (typeof preferenceStatuses)[number];

/** What the store did with a payment (mercadopago_payments.outcome). */
export const paymentOutcomes = ['paid', 'pending', 'rejected', 'mismatch', 'orderClosed', 'reversed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export const refundStatuses = ['requested', 'refunded', 'refundFailed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
