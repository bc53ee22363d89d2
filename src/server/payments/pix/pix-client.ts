import type { z } from 'astro/zod';
import { ofetch } from 'ofetch';
import { pixAmount } from '../../../lib/payments/pix';
import {
  type PixCobAnswer,
  type PixDevolucao,
  pixCobSchema,
  pixDevolucaoSchema,
  pixTokenSchema,
} from '../../../lib/payments/pix-answers';
import type { PixConfig } from './pix-config';

/**
 * The PSP's API Pix v2 (there is no official SDK for the Central Bank's API): an OAuth 2.0 client
 * credentials token, kept until shortly before it expires, then one call each, answers checked.
 * A call waits 20 seconds at most and is not retried here: the callers decide what a failure means.
 */
const timeout = 20_000;

export class PixAnswerError extends Error {
  constructor(call: string, cause: unknown) {
    super(`The PSP's ${call} answer is not what API Pix documents`, { cause });
    this.name = 'PixAnswerError';
  }
}

function parsed<T>(call: string, schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new PixAnswerError(call, result.error);
  return result.data;
}

const tokens = new Map<string, { value: string; until: number }>();

async function accessToken(config: PixConfig): Promise<string> {
  const cacheKey = `${config.tokenUrl}\u0000${config.clientId}`;
  const kept = tokens.get(cacheKey);
  if (kept && kept.until > Date.now()) return kept.value;
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const raw: unknown = await ofetch(config.tokenUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    timeout,
    retry: 0,
  });
  const token = parsed('token', pixTokenSchema, raw);
  // a minute early, so that no call goes out with a token about to lapse on the way
  const seconds = Math.max((token.expires_in ?? 300) - 60, 0);
  tokens.set(cacheKey, { value: token.access_token, until: Date.now() + seconds * 1000 });
  return token.access_token;
}

async function call(config: PixConfig, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  return ofetch(`${config.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(config)}` },
    ...(body === undefined ? {} : { body }),
    timeout,
    retry: 0,
  });
}

/** PUT /v2/cob/{txid}: an immediate charge to the configured key, payable for `expirySeconds`. */
export async function createCob(
  config: PixConfig,
  txid: string,
  charge: { amount: number; expirySeconds: number; description: string },
): Promise<{ cob: PixCobAnswer; raw: unknown }> {
  const raw = await call(config, 'PUT', `/v2/cob/${txid}`, {
    calendario: { expiracao: charge.expirySeconds },
    valor: { original: pixAmount(charge.amount) },
    chave: config.key,
    solicitacaoPagador: charge.description.slice(0, 140),
  });
  return { cob: parsed('cob', pixCobSchema, raw), raw };
}

/** GET /v2/cob/{txid}: the charge as the PSP holds it, with the Pix received for it. */
export async function readCob(config: PixConfig, txid: string): Promise<{ cob: PixCobAnswer; raw: unknown }> {
  const raw = await call(config, 'GET', `/v2/cob/${txid}`);
  return { cob: parsed('cob', pixCobSchema, raw), raw };
}

/** PUT /v2/pix/{e2eid}/devolucao/{id}: gives a Pix received back to its payer. */
export async function requestDevolucao(
  config: PixConfig,
  endToEndId: string,
  id: string,
  amount: number,
): Promise<{ devolucao: PixDevolucao; raw: unknown }> {
  const raw = await call(config, 'PUT', `/v2/pix/${endToEndId}/devolucao/${id}`, { valor: pixAmount(amount) });
  return { devolucao: parsed('devolucao', pixDevolucaoSchema, raw), raw };
}
