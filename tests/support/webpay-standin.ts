import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A stand-in for Transbank's Webpay Plus on loopback, for the HTTP tests: the REST API v1.2 as
 * transbankdevelopers.cl documents it, which the storefront reaches through the real SDK
 * (WEBPAY_API_URL points the SDK's `environment` here), and Webpay's payment form, where a test
 * chooses what the shopper does instead of typing a card.
 *
 * API (headers Tbk-Api-Key-Id and Tbk-Api-Key-Secret checked, 401 otherwise; errors are 422 with
 * `error_message`, as Webpay answers them):
 * - POST /rswebpaytransaction/api/webpay/v1.2/transactions: create → { token, url };
 * - PUT  .../transactions/{token}: commit, once (a second commit is refused, as Webpay refuses it);
 * - GET  .../transactions/{token}: status;
 * - POST .../transactions/{token}/refunds: { amount } → REVERSED (all of it) or NULLIFIED.
 *
 * The form: POST /webpayserver/initTransaction with token_ws (what the storefront's button sends)
 * answers a page with the choices; POST /webpayserver/pay with token_ws and `outcome` (approve,
 * reject, cancel, timeout, formError), optionally `paymentType` (VD, VN, VC, SI, S2, NC),
 * `installments`, `amountDelta` (the commit then answers another amount than the one created,
 * as a tampered or wrong authorization would) and `returnBy` (get, or post: a self-posting page
 * as Webpay sends for a form POST), sends the shopper back to return_url as Webpay does.
 * GET /standin/transactions/{token} shows a test what the stand-in holds (commits, refunds).
 */

/** Transbank's public integration credentials for Webpay Plus (transbankdevelopers.cl). */
export const standinCredentials = {
  commerceCode: '597055555532',
  apiKey: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
};

const apiBase = '/rswebpaytransaction/api/webpay/v1.2/transactions';

interface Transaction {
  buyOrder: string;
  sessionId: string;
  amount: number;
  returnUrl: string;
  createdAt: Date;
  choice?: { outcome: string; paymentType: string; installments: number; amountDelta: number };
  commit?: Record<string, unknown>;
  commits: number;
  refunds: { amount: number; type: string }[];
}

export interface WebpayStandin {
  /** The API's base URL (WEBPAY_API_URL). */
  origin: string;
  stop(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
const refuse = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { error_message: message });
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function commitOf(transaction: Transaction): Record<string, unknown> {
  const choice = transaction.choice;
  const approved = choice?.outcome === 'approve';
  const installments = choice?.installments ?? 0;
  const amount = transaction.amount + (choice?.amountDelta ?? 0);
  const at = transaction.createdAt;
  return {
    vci: approved ? 'TSY' : 'TSN',
    amount,
    status: approved ? 'AUTHORIZED' : 'FAILED',
    buy_order: transaction.buyOrder,
    session_id: transaction.sessionId,
    card_detail: { card_number: '6623' },
    accounting_date: `${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`,
    transaction_date: at.toISOString(),
    authorization_code: approved ? '1213' : '000000',
    payment_type_code: choice?.paymentType ?? 'VN',
    response_code: approved ? 0 : -1,
    // Webpay states each instalment's amount for interest-free instalments; for VC, the issuer's
    ...(installments > 0 && choice?.paymentType !== 'VC'
      ? { installments_amount: Math.round(amount / installments) }
      : {}),
    installments_number: installments,
  };
}

function api(
  transactions: Map<string, Transaction>,
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
  text: string,
) {
  if (
    request.headers['tbk-api-key-id'] !== standinCredentials.commerceCode ||
    request.headers['tbk-api-key-secret'] !== standinCredentials.apiKey
  ) {
    return refuse(response, 401, 'Not Authorized');
  }
  const path = (request.url ?? '').split('?')[0] ?? '';
  const input = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (request.method === 'POST' && path === apiBase) {
    const { buy_order, session_id, amount, return_url } = input;
    if (typeof buy_order !== 'string' || buy_order.length > 26)
      return refuse(response, 422, 'Invalid value for parameter: buy_order');
    if (typeof session_id !== 'string' || session_id.length > 61)
      return refuse(response, 422, 'Invalid value for parameter: session_id');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return refuse(response, 422, 'Invalid value for parameter: amount');
    if (typeof return_url !== 'string' || return_url.length > 255)
      return refuse(response, 422, 'Invalid value for parameter: return_url');
    const token = randomBytes(32).toString('hex');
    transactions.set(token, {
      buyOrder: buy_order,
      sessionId: session_id,
      amount,
      returnUrl: return_url,
      createdAt: new Date(),
      commits: 0,
      refunds: [],
    });
    return json(response, 200, { token, url: `${origin}/webpayserver/initTransaction` });
  }
  const match = /^\/rswebpaytransaction\/api\/webpay\/v1\.2\/transactions\/([0-9a-f]{64})(\/refunds)?$/.exec(path);
  const transaction = match?.[1] ? transactions.get(match[1]) : undefined;
  if (!match || !transaction) return refuse(response, 422, 'Invalid value for parameter: token');
  if (request.method === 'PUT' && !match[2]) {
    transaction.commits += 1;
    if (transaction.commit)
      return refuse(
        response,
        422,
        'Invalid status 2 for transaction while authorizing. Commerce will have to try again',
      );
    if (!transaction.choice || !['approve', 'reject'].includes(transaction.choice.outcome)) {
      return refuse(
        response,
        422,
        'Invalid status 0 for transaction while authorizing. Commerce will have to try again',
      );
    }
    transaction.commit = commitOf(transaction);
    return json(response, 200, transaction.commit);
  }
  if (request.method === 'GET' && !match[2]) {
    return json(
      response,
      200,
      transaction.commit ?? {
        amount: transaction.amount,
        status: 'INITIALIZED',
        buy_order: transaction.buyOrder,
        session_id: transaction.sessionId,
        response_code: null,
      },
    );
  }
  if (request.method === 'POST' && match[2]) {
    const amount = input.amount;
    const authorized = transaction.commit?.status === 'AUTHORIZED' ? Number(transaction.commit.amount) : 0;
    const refunded = transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    if (typeof amount !== 'number' || amount <= 0 || amount > authorized - refunded) {
      return refuse(response, 422, 'Invalid value for parameter: amount');
    }
    const type = amount === authorized && refunded === 0 ? 'REVERSED' : 'NULLIFIED';
    transaction.refunds.push({ amount, type });
    if (type === 'REVERSED') return json(response, 200, { type });
    return json(response, 200, {
      type,
      authorization_code: '123456',
      authorization_date: new Date().toISOString(),
      nullified_amount: amount,
      balance: authorized - refunded - amount,
      response_code: 0,
    });
  }
  return refuse(response, 405, 'Method not allowed');
}

/** Back to the shopper's site with the fields Webpay sends for the outcome, by GET or a self-posting form. */
function sendBack(response: ServerResponse, token: string, transaction: Transaction, outcome: string, by: string) {
  const fields: Record<string, string> =
    outcome === 'cancel'
      ? { TBK_TOKEN: token, TBK_ORDEN_COMPRA: transaction.buyOrder, TBK_ID_SESION: transaction.sessionId }
      : outcome === 'timeout'
        ? { TBK_ORDEN_COMPRA: transaction.buyOrder, TBK_ID_SESION: transaction.sessionId }
        : outcome === 'formError'
          ? {
              token_ws: token,
              TBK_TOKEN: token,
              TBK_ORDEN_COMPRA: transaction.buyOrder,
              TBK_ID_SESION: transaction.sessionId,
            }
          : { token_ws: token };
  if (by === 'post') {
    const inputs = Object.entries(fields).map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${htmlText(value)}">`,
    );
    const page = `<!doctype html><form method="post" action="${htmlText(transaction.returnUrl)}">${inputs.join('')}<button>Volver al comercio</button></form>`;
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  }
  const back = new URL(transaction.returnUrl);
  for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
  return response.writeHead(303, { location: back.href }).end();
}

function paymentPage(
  transactions: Map<string, Transaction>,
  request: IncomingMessage,
  response: ServerResponse,
  text: string,
) {
  const form = new URLSearchParams(text);
  const token = form.get('token_ws') ?? '';
  const transaction = transactions.get(token);
  if (!transaction || request.method !== 'POST') return response.writeHead(400).end('token_ws inválido');
  if (request.url === '/webpayserver/initTransaction') {
    // the approve form asks what a card holder chooses on Webpay: credit or debit, and the instalments
    const card = `<label>Tipo de pago <select name="paymentType"><option value="VN">Crédito sin cuotas</option><option value="VC">Crédito en cuotas</option><option value="VD">Débito</option></select></label><label>Cuotas <select name="installments"><option value="0">0</option><option value="3">3</option><option value="6">6</option><option value="10">10</option></select></label>`;
    const choices = ['approve', 'reject', 'cancel', 'timeout', 'formError'].map(
      (outcome) =>
        `<form method="post" action="/webpayserver/pay"><input type="hidden" name="token_ws" value="${token}">${outcome === 'approve' ? card : ''}<button name="outcome" value="${outcome}">${outcome}</button></form>`,
    );
    const page = `<!doctype html><h1>Webpay (stand-in)</h1><p data-amount="${transaction.amount}">${htmlText(transaction.buyOrder)}</p>${choices.join('')}`;
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  }
  const outcome = form.get('outcome') ?? 'approve';
  transaction.choice = {
    outcome,
    paymentType: form.get('paymentType') ?? 'VN',
    installments: Number(form.get('installments') ?? 0),
    amountDelta: Number(form.get('amountDelta') ?? 0),
  };
  return sendBack(response, token, transaction, outcome, form.get('returnBy') ?? 'get');
}

export async function startWebpayStandin(port = 0): Promise<WebpayStandin> {
  const transactions = new Map<string, Transaction>();
  let origin = '';
  const server = createServer(async (request, response) => {
    try {
      const text = await body(request);
      const path = request.url ?? '/';
      const held = /^\/standin\/transactions\/([0-9a-f]{64})$/.exec(path);
      const transaction = held?.[1] ? transactions.get(held[1]) : undefined;
      if (path.startsWith('/rswebpaytransaction/')) api(transactions, origin, request, response, text);
      else if (path.startsWith('/webpayserver/')) paymentPage(transactions, request, response, text);
      else if (transaction) json(response, 200, transaction);
      else response.writeHead(404).end();
    } catch (error) {
      refuse(response, 500, error instanceof Error ? error.message : String(error));
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
