import { once } from 'node:events';
import { createServer } from 'node:http';
import { api, body, refuse, type Store } from './mercadopago-standin-api.ts';
import { checkoutPage, forTests, pay } from './mercadopago-standin-checkout.ts';

export { mercadoPagoStandinCredentials } from './mercadopago-standin-api.ts';

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
export interface MercadoPagoStandin {
  /** The API's base URL (MERCADOPAGO_API_URL), also the checkout's host. */
  origin: string;
  stop(): Promise<void>;
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
