import type { z } from 'astro/zod';
import { Payment, PaymentRefund, Preference, MercadoPagoConfig as SdkConfig } from 'mercadopago';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import {
  type MercadoPagoPayment,
  mercadoPagoPaymentSchema,
  type PreferenceAnswer,
  preferenceAnswerSchema,
  refundAnswerSchema,
} from '../../../lib/payments/mercadopago';
import { type MercadoPagoAccount, type MercadoPagoConfig, pointSdkAtApi } from './mercadopago-config';

/**
 * Mercado Pago's SDK, one call each, with its answers checked (the SDK types them, but hands back
 * whatever JSON came). A call waits 20 seconds at most (the SDK's own default is a minute, longer
 * than a shopper waits on a page) and is retried once on a 429 or 5xx, with the same idempotency
 * key: a preference or refund whose answer was lost is not made twice.
 */
const requestOptions = { timeout: 20_000, maxRetries: 1 };

/** A configuration of the SDK's own per call: its clients keep per-request options on it. */
function sdk(config: MercadoPagoConfig, account: MercadoPagoAccount, idempotencyKey?: string): SdkConfig {
  pointSdkAtApi(config);
  return new SdkConfig({
    accessToken: account.accessToken,
    options: { ...requestOptions, ...(idempotencyKey ? { idempotencyKey } : {}) },
  });
}

export class MercadoPagoAnswerError extends Error {
  constructor(call: string, cause: unknown) {
    super(`Mercado Pago's ${call} answer is not what the API documents`, { cause });
    this.name = 'MercadoPagoAnswerError';
  }
}

function parsed<T>(call: string, schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new MercadoPagoAnswerError(call, result.error);
  return result.data;
}

/** The SDK adds `api_response` (status and headers) to every answer: not part of what is kept. */
function withoutEnvelope(answer: object): unknown {
  const { api_response: _, ...rest } = answer as Record<string, unknown>;
  return rest;
}

export async function createPreference(
  config: MercadoPagoConfig,
  account: MercadoPagoAccount,
  body: PreferenceRequest,
  idempotencyKey: string,
): Promise<PreferenceAnswer> {
  const answer = await new Preference(sdk(config, account, idempotencyKey)).create({ body });
  return parsed('preference', preferenceAnswerSchema, withoutEnvelope(answer));
}

export async function getPayment(
  config: MercadoPagoConfig,
  account: MercadoPagoAccount,
  paymentId: string,
): Promise<{ payment: MercadoPagoPayment; raw: unknown }> {
  const raw = withoutEnvelope(await new Payment(sdk(config, account)).get({ id: paymentId }));
  return { payment: parsed('payment', mercadoPagoPaymentSchema, raw), raw };
}

/** Gives the whole payment back (no amount: all that is left of it). */
export async function refundPayment(
  config: MercadoPagoConfig,
  account: MercadoPagoAccount,
  paymentId: string,
): Promise<unknown> {
  // one refund per payment: a retry of this call, or a second settle racing it, asks the same
  const answer = await new PaymentRefund(sdk(config, account, `refund-${paymentId}`)).create({ payment_id: paymentId });
  const raw = withoutEnvelope(answer);
  parsed('refund', refundAnswerSchema, raw);
  return raw;
}
