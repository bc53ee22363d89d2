import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A stand-in for Mercado Pago on loopback, for the HTTP tests: the REST API as Mercado Pago's
 * reference documents it, which the storefront reaches through the real `mercadopago` SDK
 * (MERCADOPAGO_API_URL points the SDK's base URL here), and Checkout Pro's checkout page, where a
 * test chooses what the shopper does instead of typing a card.
 *
 * API (`Authorization: Bearer <access token>` checked, 401 otherwise; errors in Mercado Pago's
 * shape `{ message, error, status, cause }`; a write repeated with the same X-Idempotency-Key
 * answers what the first did):
 * - POST /checkout/preferences: a preference → { id, init_point, ... } (the request as sent, kept);
 * - GET  /v1/payments/{id}: the payment;
 * - POST /v1/payments/{id}/refunds: all of an approved payment, once → the refund; the payment
 *   becomes `refunded`.
 *
 * The checkout: GET /checkout/v1/redirect?pref_id= (the preference's init_point) shows the
 * amount and the choices; POST /checkout/v1/pay with pref_id and `outcome` (approve, reject,
 * pending), optionally `installments` (up to the preference's), `amountDelta` (the payment is
 * then approved for another amount than the preference's, as a tampered one would be) and
 * `notify=no`, makes the payment, sends the webhook to the preference's notification_url (signed
 * with the webhook secret: x-signature `ts=…,v1=…` over `id:{data.id};request-id:{x-request-id};
 * ts:{ts};`) and, once it was answered, sends the shopper to the back_url of the outcome with
 * the query Mercado Pago adds, as a 302.
 *
 * For the tests: GET /standin/preferences/{id} (the request, its payments), GET
 * /standin/payments/{id} (the payment, its refunds, the webhooks sent and their answers' statuses),
 * POST /standin/payments/{id}/notify sends the payment's first webhook again, as it was
 * (`?forge=1`: signed with another secret).
 */

/** The stand-in's account: an access token as Mercado Pago issues them, and the webhooks' secret. */
export const mercadoPagoStandinCredentials = {
  accessToken: 'APP_USR-5417251478212345-051015-0b4c5dbd8f1e4e7ea1c2b3d4e5f60718-1234567890',
  webhookSecret: 'mercadopago-webhook-secret-for-tests',
};
const collectorId = 1234567890;

type Json = Record<string, unknown>;

interface Notice {
  requestId: string;
  signature: string;
  url: string;
  body: string;
  answers: number[];
}

interface StoredPayment {
  payment: Json;
  preferenceId: string;
  refunds: Json[];
  notices: Notice[];
}

interface Store {
  preferences: Map<string, { request: Json; answer: Json; payments: string[] }>;
  payments: Map<string, StoredPayment>;
  /** Writes by idempotency key: the answer a repeat gets. */
  written: Map<string, { status: number; body: unknown }>;
  /** Payment ids go on from the start's time: a run never repeats the ids of one before (the database keeps them). */
  nextPaymentId: number;
}

export interface MercadoPagoStandin {
  /** The API's base URL (MERCADOPAGO_API_URL), also the checkout's host. */
  origin: string;
  stop(): Promise<void>;
}

const sites: Record<string, string> = { MXN: 'MLM', ARS: 'MLA', COP: 'MCO', PEN: 'MPE', UYU: 'MLU', BRL: 'MLB' };

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
const refuse = (response: ServerResponse, status: number, error: string, message: string) =>
  json(response, status, { message, error, status, cause: [{ code: status, description: message }] });
const html = (response: ServerResponse, status: number, page: string) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (value: number) => Math.round(value * 100) / 100;

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

function api(store: Store, origin: string, request: IncomingMessage, response: ServerResponse, text: string) {
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

function checkoutPage(store: Store, url: URL, response: ServerResponse) {
  const id = url.searchParams.get('pref_id') ?? '';
  const preference = store.preferences.get(id);
  if (!preference) return html(response, 404, 'preferencia inexistente');
  const items = preference.request.items as Json[];
  const total = money(items.reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0));
  const methods = preference.request.payment_methods as Json | undefined;
  const choices = ['approve', 'reject', 'pending'].map(
    (outcome) =>
      `<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${htmlText(id)}"><button name="outcome" value="${outcome}">${outcome}</button></form>`,
  );
  return html(
    response,
    200,
    `<!doctype html><h1>Mercado Pago (stand-in)</h1><p data-total="${total}" data-installments="${Number(methods?.installments ?? 1)}">${htmlText(String(preference.request.external_reference))}</p>${choices.join('')}`,
  );
}

function newPayment(store: Store, request: Json, form: URLSearchParams): Json | string {
  const items = request.items as Json[];
  const total = money(items.reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0));
  const outcome = form.get('outcome') ?? 'approve';
  const installments = Number(form.get('installments') ?? 1);
  const allowed = Number((request.payment_methods as Json | undefined)?.installments ?? 1);
  if (!Number.isInteger(installments) || installments < 1 || installments > allowed) {
    return `no more than ${allowed} installments`;
  }
  const until = request.expires === true ? Date.parse(String(request.expiration_date_to)) : Number.NaN;
  if (until < Date.now()) return 'la preferencia venció';
  const amount = money(total + Number(form.get('amountDelta') ?? 0));
  const pending = outcome === 'pending';
  const id = store.nextPaymentId++;
  const now = new Date().toISOString();
  const status = outcome === 'approve' ? 'approved' : pending ? 'pending' : 'rejected';
  const currency = String(items[0]?.currency_id);
  return {
    id,
    date_created: now,
    date_approved: status === 'approved' ? now : null,
    date_last_updated: now,
    money_release_date: null,
    operation_type: 'regular_payment',
    issuer_id: pending ? null : '3',
    payment_method_id: pending ? 'oxxo' : 'master',
    payment_type_id: pending ? 'ticket' : 'credit_card',
    status,
    status_detail:
      status === 'approved' ? 'accredited' : pending ? 'pending_waiting_payment' : 'cc_rejected_other_reason',
    currency_id: currency,
    description: String(items[0]?.title ?? ''),
    live_mode: false,
    sponsor_id: null,
    authorization_code: status === 'approved' ? '301299' : null,
    collector_id: collectorId,
    payer: { id: '987654321', email: (request.payer as Json | undefined)?.email ?? null, type: 'guest' },
    metadata: request.metadata ?? {},
    additional_info: { items },
    order: { id: String(4_000_000_000 + id), type: 'mercadopago' },
    external_reference: request.external_reference ?? null,
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    coupon_amount: 0,
    installments: pending ? 1 : installments,
    transaction_details: {
      net_received_amount: 0,
      total_paid_amount: amount,
      overpaid_amount: 0,
      installment_amount: pending ? null : money(amount / installments),
      financial_institution: null,
      payment_method_reference_id: pending ? '9876543210' : null,
    },
    card: pending
      ? {}
      : { first_six_digits: '503175', last_four_digits: '0604', expiration_month: 11, expiration_year: 2030 },
    refunds: [],
    site_id: sites[currency] ?? 'MLM',
  };
}

/** Mercado Pago's webhook for a payment, signed with the account's secret (or another, to forge it). */
function notice(notificationUrl: string, payment: Json, secret = mercadoPagoStandinCredentials.webhookSecret): Notice {
  const url = new URL(notificationUrl);
  url.searchParams.set('data.id', String(payment.id));
  url.searchParams.set('type', 'payment');
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const manifest = `id:${String(payment.id).toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  const body = JSON.stringify({
    action: 'payment.created',
    api_version: 'v1',
    data: { id: String(payment.id) },
    date_created: new Date().toISOString(),
    id: Date.now(),
    live_mode: false,
    type: 'payment',
    user_id: String(collectorId),
  });
  return { requestId, signature: `ts=${ts},v1=${v1}`, url: url.href, body, answers: [] };
}

async function deliver(sent: Notice): Promise<number> {
  const answer = await fetch(sent.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': sent.signature, 'x-request-id': sent.requestId },
    body: sent.body,
  });
  await answer.body?.cancel();
  sent.answers.push(answer.status);
  return answer.status;
}

async function pay(store: Store, text: string, response: ServerResponse) {
  const form = new URLSearchParams(text);
  const preferenceId = form.get('pref_id') ?? '';
  const preference = store.preferences.get(preferenceId);
  if (!preference) return html(response, 404, 'preferencia inexistente');
  const made = newPayment(store, preference.request, form);
  if (typeof made === 'string') return html(response, 400, htmlText(made));
  const id = String(made.id);
  const held: StoredPayment = { payment: made, preferenceId, refunds: [], notices: [] };
  store.payments.set(id, held);
  preference.payments.push(id);
  const notificationUrl = preference.request.notification_url;
  if (typeof notificationUrl === 'string' && form.get('notify') !== 'no') {
    const sent = notice(notificationUrl, made);
    held.notices.push(sent);
    await deliver(sent);
  }
  const backs = (preference.request.back_urls ?? {}) as Json;
  const status = String(made.status);
  const back = new URL(
    String(status === 'approved' ? backs.success : status === 'pending' ? backs.pending : backs.failure),
  );
  const query: Record<string, string> = {
    collection_id: id,
    collection_status: status,
    payment_id: id,
    status,
    external_reference: String(preference.request.external_reference ?? 'null'),
    payment_type: String(made.payment_type_id),
    merchant_order_id: String((made.order as Json).id),
    site_id: String(made.site_id),
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  };
  for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value);
  return response.writeHead(302, { location: back.href }).end();
}

async function forTests(store: Store, request: IncomingMessage, url: URL, response: ServerResponse) {
  const preference = /^\/standin\/preferences\/([\w-]+)$/.exec(url.pathname);
  if (preference?.[1]) {
    const held = store.preferences.get(preference[1]);
    return held ? json(response, 200, held) : refuse(response, 404, 'not_found', 'no preference');
  }
  const payment = /^\/standin\/payments\/(\d+)(\/notify)?$/.exec(url.pathname);
  const held = payment?.[1] ? store.payments.get(payment[1]) : undefined;
  if (!payment || !held) return refuse(response, 404, 'not_found', 'no payment');
  if (!payment[2]) return json(response, 200, held);
  if (request.method !== 'POST') return refuse(response, 405, 'method_not_allowed', 'POST');
  const first = held.notices[0];
  const notificationUrl = store.preferences.get(held.preferenceId)?.request.notification_url;
  if (!first && typeof notificationUrl !== 'string') return refuse(response, 400, 'bad_request', 'no notification_url');
  const forged = url.searchParams.get('forge') === '1';
  const sent = forged
    ? notice(String(notificationUrl), held.payment, 'not-the-secret')
    : (first ?? notice(String(notificationUrl), held.payment));
  if (!first && !forged) held.notices.push(sent);
  return json(response, 200, { status: await deliver(sent) });
}

export async function startMercadoPagoStandin(port = 0): Promise<MercadoPagoStandin> {
  const store: Store = { preferences: new Map(), payments: new Map(), written: new Map(), nextPaymentId: Date.now() };
  let origin = '';
  const server = createServer(async (request, response) => {
    try {
      const text = await body(request);
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname.startsWith('/standin/')) await forTests(store, request, url, response);
      else if (url.pathname === '/checkout/v1/redirect' && request.method === 'GET') checkoutPage(store, url, response);
      else if (url.pathname === '/checkout/v1/pay' && request.method === 'POST') await pay(store, text, response);
      else api(store, origin, request, response, text);
    } catch (error) {
      refuse(response, 500, 'internal_error', error instanceof Error ? error.message : String(error));
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
