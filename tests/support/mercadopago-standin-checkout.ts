import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  collectorId,
  html,
  htmlText,
  type Json,
  json,
  mercadoPagoStandinCredentials,
  money,
  type Notice,
  refuse,
  type Store,
  type StoredPayment,
  sites,
} from './mercadopago-standin-api.ts';

/**
 * Checkout Pro's checkout as the stand-in shows it (mercadopago-standin.ts): the shopper's choice
 * makes the payment, Mercado Pago's signed webhook goes to the preference's notification_url, and
 * the shopper is sent to its back_url; and the calls the tests make to read or replay them.
 */

export function checkoutPage(store: Store, url: URL, response: ServerResponse) {
  const id = url.searchParams.get('pref_id') ?? '';
  const preference = store.preferences.get(id);
  if (!preference) return html(response, 404, 'preferencia inexistente');
  const items = preference.request.items as Json[];
  const total = money(items.reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0));
  const methods = preference.request.payment_methods as Json | undefined;
  // the approve form offers the instalments the preference allows, as Checkout Pro's card form does
  const allowed = Number(methods?.installments ?? 1);
  const options = Array.from({ length: allowed }, (_, index) => `<option value="${index + 1}">${index + 1}</option>`);
  const card = `<label>Cuotas <select name="installments">${options.join('')}</select></label>`;
  const choices = ['approve', 'reject', 'pending'].map(
    (outcome) =>
      `<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${htmlText(id)}">${outcome === 'approve' ? card : ''}<button name="outcome" value="${outcome}">${outcome}</button></form>`,
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

export async function pay(store: Store, text: string, response: ServerResponse) {
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

export async function forTests(store: Store, request: IncomingMessage, url: URL, response: ServerResponse) {
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
