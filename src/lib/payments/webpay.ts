import { z } from 'astro/zod';

/**
 * Webpay Plus's rules that need no network (Transbank's REST API v1.2, transbankdevelopers.cl
 * "Webpay Plus"): what its answers hold, how to read the shopper's return, and when a commit pays
 * an order. Nothing the browser sends is trusted beyond naming a transaction: the outcome is what
 * the commit answers server to server.
 */

/** Tokens are at most 64 characters (the SDK's TOKEN_LENGTH); Webpay issues hex. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

export const webpayCreateSchema = z.object({ token: tokenSchema, url: z.url({ protocol: /^https?$/ }) });
export type WebpayCreated = z.infer<typeof webpayCreateSchema>;

/**
 * The commit's answer (PUT /transactions/{token}) and the status's (GET). payment_type_code: VD
 * debit, VN credit in one payment, VC credit in the shopper's instalments, SI three and S2 two
 * interest-free, NC N interest-free, VP prepaid.
 */
export const webpayCommitSchema = z.object({
  vci: z.string().optional(),
  amount: z.number(),
  status: z.string(),
  buy_order: z.string(),
  session_id: z.string(),
  card_detail: z.object({ card_number: z.string() }).nullish(),
  accounting_date: z.string().optional(),
  transaction_date: z.string().optional(),
  authorization_code: z.string().nullish(),
  payment_type_code: z.string().nullish(),
  response_code: z.number(),
  installments_amount: z.number().nullish(),
  installments_number: z.number().nullish(),
  balance: z.number().nullish(),
});
export type WebpayCommit = z.infer<typeof webpayCommitSchema>;

/** A refund's answer: REVERSED (the same day, all of it) or NULLIFIED with its own code. */
export const webpayRefundSchema = z.object({
  type: z.string(),
  authorization_code: z.string().nullish(),
  nullified_amount: z.number().nullish(),
  balance: z.number().nullish(),
  response_code: z.number().nullish(),
});
export type WebpayRefund = z.infer<typeof webpayRefundSchema>;

/**
 * Where a return to return_url stands, by the fields Webpay sends (GET or POST alike):
 * - token_ws alone: the shopper finished on Webpay's form; the commit tells approved or rejected;
 * - TBK_TOKEN with the buy order and session, no token_ws: the shopper cancelled on the form;
 * - the buy order and session alone: the form timed out;
 * - token_ws and TBK_TOKEN together: the form failed and the shopper came back; nothing to commit.
 */
export type WebpayReturn =
  | { kind: 'finished'; token: string }
  | { kind: 'cancelled'; token: string }
  | { kind: 'timedOut'; buyOrder: string; sessionId: string }
  | { kind: 'formError'; token: string }
  | { kind: 'unknown' };

export function readWebpayReturn(fields: (name: string) => string | null | undefined): WebpayReturn {
  const value = (name: string) => {
    const text = fields(name)?.trim();
    return text ? text : undefined;
  };
  const token = tokenSchema.safeParse(value('token_ws'));
  const tbkToken = tokenSchema.safeParse(value('TBK_TOKEN'));
  const buyOrder = value('TBK_ORDEN_COMPRA');
  const sessionId = value('TBK_ID_SESION');
  if (token.success && tbkToken.success) return { kind: 'formError', token: token.data };
  if (token.success) return { kind: 'finished', token: token.data };
  if (tbkToken.success) return { kind: 'cancelled', token: tbkToken.data };
  if (buyOrder && sessionId) return { kind: 'timedOut', buyOrder, sessionId };
  return { kind: 'unknown' };
}

/**
 * What a commit means for the order it was created for: authorized only with response code 0 and
 * status AUTHORIZED; an authorization whose amount or buy order is not the order's pays nothing
 * (it is returned to the shopper: webpay-refund.ts).
 */
export type WebpayVerdict = 'authorized' | 'rejected' | 'mismatch';

export function judgeCommit(commit: WebpayCommit, order: { amount: number; buyOrder: string }): WebpayVerdict {
  if (commit.response_code !== 0 || commit.status !== 'AUTHORIZED') return 'rejected';
  if (commit.amount !== order.amount || commit.buy_order !== order.buyOrder) return 'mismatch';
  return 'authorized';
}

/**
 * Where one attempt to pay stands (payments.status): being created at Webpay, waiting for the
 * shopper on Webpay's form, being committed, then what came of it. `createFailed`: Webpay could
 * not be reached or refused the transaction; `commitFailed`: the commit got no readable answer.
 */
export const webpayAttemptStatuses = [
  'creating',
  'createFailed',
  'created',
  'committing',
  'commitFailed',
  'authorized',
  'rejected',
  'mismatch',
  'cancelled',
  'timedOut',
  'formError',
] as const;
export type WebpayAttemptStatus = (typeof webpayAttemptStatuses)[number];
export const webpayAttemptStatusSchema = z.enum(webpayAttemptStatuses);

/** Why an authorization is given back: the order closed before it came, or it did not match the order. */
export const refundReasons = ['orderClosed', 'mismatch'] as const;
export type RefundReason = (typeof refundReasons)[number];

export const refundStatuses = ['requested', 'refunded', 'refundFailed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Whether an order still waiting may start another attempt: none is open or paid. */
export function mayTryAgain(latest: WebpayAttemptStatus | undefined): boolean {
  return latest === undefined || ['createFailed', 'rejected', 'cancelled', 'timedOut', 'formError'].includes(latest);
}

/** The card a payment type was made with: VD debit, VP prepaid, every other code a credit card. */
export function cardKind(paymentType: string | null): 'debit' | 'credit' | 'prepaid' {
  if (paymentType === 'VD') return 'debit';
  if (paymentType === 'VP') return 'prepaid';
  return 'credit';
}
