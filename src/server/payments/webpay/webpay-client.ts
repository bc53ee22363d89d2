import type { z } from 'astro/zod';
import { Options, WebpayPlus } from 'transbank-sdk';
import {
  type WebpayCommit,
  type WebpayCreated,
  type WebpayRefund,
  webpayCommitSchema,
  webpayCreateSchema,
  webpayRefundSchema,
} from '../../../lib/payments/webpay';
import type { WebpayConfig } from './webpay-config';

/**
 * Transbank's SDK, one call each, with its answers checked: the SDK hands back whatever JSON came
 * (`any`). A call waits 20 seconds at most (the SDK's own default is ten minutes, far longer than
 * a shopper waits on a page).
 */
const timeoutMs = 20_000;

function transaction(config: WebpayConfig): InstanceType<typeof WebpayPlus.Transaction> {
  return new WebpayPlus.Transaction(new Options(config.commerceCode, config.apiKey, config.apiUrl, timeoutMs));
}

export class WebpayAnswerError extends Error {
  constructor(call: string, cause: unknown) {
    super(`Webpay's ${call} answer is not what the API documents`, { cause });
    this.name = 'WebpayAnswerError';
  }
}

function parsed<T>(call: string, schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new WebpayAnswerError(call, result.error);
  return result.data;
}

export async function createTransaction(
  config: WebpayConfig,
  request: { buyOrder: string; sessionId: string; amount: number; returnUrl: string },
): Promise<WebpayCreated> {
  const raw: unknown = await transaction(config).create(
    request.buyOrder,
    request.sessionId,
    request.amount,
    request.returnUrl,
  );
  return parsed('create', webpayCreateSchema, raw);
}

/**
 * Commits the transaction. A commit answered once is refused the second time (422), so when the
 * commit fails the status is asked: a transaction committed already (its first answer lost on the
 * way) is read from there; one still INITIALIZED was not paid, and the commit's error stands.
 */
export async function commitTransaction(
  config: WebpayConfig,
  token: string,
): Promise<{ commit: WebpayCommit; raw: unknown }> {
  const client = transaction(config);
  try {
    const raw: unknown = await client.commit(token);
    return { commit: parsed('commit', webpayCommitSchema, raw), raw };
  } catch (error) {
    const raw: unknown = await client.status(token).catch(() => undefined);
    const status = webpayCommitSchema.safeParse(raw);
    if (status.success && status.data.status !== 'INITIALIZED') return { commit: status.data, raw };
    throw error;
  }
}

export async function refundTransaction(
  config: WebpayConfig,
  token: string,
  amount: number,
): Promise<{ refund: WebpayRefund; raw: unknown }> {
  const raw: unknown = await transaction(config).refund(token, amount);
  return { refund: parsed('refund', webpayRefundSchema, raw), raw };
}
