import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Mercado Pago's REST API as the stand-in answers it (mercadopago-standin.ts), and what it keeps. */

/** The stand-in's account: an access token as Mercado Pago issues them, and the webhooks' secret. */
export const mercadoPagoStandinCredentials = {
  accessToken: 'APP_USR-5417251478212345-051015-0b4c5dbd8f1e4e7ea1c2b3d4e5f60718-1234567890',
  webhookSecret: 'mercadopago-webhook-secret-for-tests',
};
export const collectorId = 1234567890;

export type Json = Record<string, unknown>;

export interface Notice {
  requestId: string;
  signature: string;
  url: string;
  body: string;
  answers: number[];
}

export interface StoredPayment {
  payment: Json;
  preferenceId: string;
  refunds: Json[];
  notices: Notice[];
}

export interface Store {
  preferences: Map<string, { request: Json; answer: Json; payments: string[] }>;
  payments: Map<string, StoredPayment>;
  /** Writes by idempotency key: the answer a repeat gets. */
  written: Map<string, { status: number; body: unknown }>;
  /** Payment ids go on from the start's time: a run never repeats the ids of one before (the database keeps them). */
  nextPaymentId: number;
}

export const sites: Record<string, string> = { MXN: 'MLM', ARS: 'MLA', COP: 'MCO', PEN: 'MPE', UYU: 'MLU', BRL: 'MLB' };

export async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
export const refuse = (response: ServerResponse, status: number, error: string, message: string) =>
  json(response, status, { message, error, status, cause: [{ code: status, description: message }] });
export const html = (response: ServerResponse, status: number, page: string) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
export const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const money = (value: number) => Math.round(value * 100) / 100;

/** Refuses a preference the API would refuse: no items, an item without a positive price or quantity. */
function preferenceError(input: Json): string | undefined {
  const items = input.items;
  if (!Array.isArray(items) || items.length === 0) return 'items needed';
  for (const item of items as Json[]) {
    if (typeof item.unit_price !== 'number' || !(item.unit_price > 0)) return 'unit_price invalid';
    if (!Number.isInteger(item.quantity) || Number(item.quantity) < 1) return 'quantity invalid';
    if (typeof item.currency_id !== 'string' || !sites[item.currency_id]) return 'currency_id invalid';
  }
  const currencies = new Set((items as Json[]).map((item) => item.currency_id));
  if (currencies.size > 1) return 'currency_id must be the same for every item';
  return undefined;
}

function createPreference(store: Store, origin: string, input: Json): { status: number; body: Json } {
  const problem = preferenceError(input);
  if (problem) {
    return {
      status: 400,
      body: { message: problem, error: 'bad_request', status: 400, cause: [{ code: 400, description: problem }] },
    };
  }
  const id = `${collectorId}-${randomUUID()}`;
  const answer: Json = {
    ...input,
    id,
    collector_id: collectorId,
    client_id: '5417251478212345',
    operation_type: 'regular_payment',
    date_created: new Date().toISOString(),
    init_point: `${origin}/checkout/v1/redirect?pref_id=${id}`,
    sandbox_init_point: `${origin}/checkout/v1/redirect?pref_id=${id}&sandbox=1`,
  };
  store.preferences.set(id, { request: input, answer, payments: [] });
  return { status: 201, body: answer };
}

export function api(store: Store, origin: string, request: IncomingMessage, response: ServerResponse, text: string) {
  if (request.headers.authorization !== `Bearer ${mercadoPagoStandinCredentials.accessToken}`) {
    return refuse(response, 401, 'unauthorized', 'invalid access token');
  }
  const path = (request.url ?? '').split('?')[0] ?? '';
  const key = request.headers['x-idempotency-key'];
  const repeat = typeof key === 'string' ? store.written.get(`${request.method} ${path} ${key}`) : undefined;
  if (request.method !== 'GET' && repeat) return json(response, repeat.status, repeat.body);
  const remember = (answer: { status: number; body: unknown }) => {
    if (typeof key === 'string') store.written.set(`${request.method} ${path} ${key}`, answer);
    return json(response, answer.status, answer.body);
  };
  const input = (text ? JSON.parse(text) : {}) as Json;
  if (request.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) {
    return remember(createPreference(store, origin, input));
  }
  const match = /^\/v1\/payments\/(\d+)(\/refunds)?\/?$/.exec(path);
  const held = match?.[1] ? store.payments.get(match[1]) : undefined;
  if (!match || !held) return refuse(response, 404, 'not_found', 'Payment not found');
  if (request.method === 'GET' && !match[2]) return json(response, 200, held.payment);
  if (request.method === 'POST' && match[2]) {
    const payment = held.payment;
    const amount = Number(payment.transaction_amount);
    if (payment.status !== 'approved' || held.refunds.length > 0) {
      return remember({
        status: 400,
        body: { message: 'Payment not refundable', error: 'bad_request', status: 400, cause: [] },
      });
    }
    const refund = {
      id: Number(`9${payment.id}`),
      payment_id: payment.id,
      amount,
      metadata: {},
      source: { id: String(collectorId), name: 'Andamio', type: 'collector' },
      date_created: new Date().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      labels: [],
      amount_refunded_to_payer: amount,
      partition_details: [],
    };
    held.refunds.push(refund);
    payment.status = 'refunded';
    payment.status_detail = 'refunded';
    payment.transaction_amount_refunded = amount;
    payment.date_last_updated = refund.date_created;
    return remember({ status: 201, body: refund });
  }
  return refuse(response, 405, 'method_not_allowed', 'Method not allowed');
}
