import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import {
  alphanumeric,
  amountPattern,
  body,
  type Cob,
  cobAnswer,
  json,
  loopbackCertificate,
  minor,
  type PixStandin,
  problem,
  type Received,
  valorOf,
} from './pix-standin-shapes.ts';

/**
 * A stand-in for a PSP's API Pix on loopback, for the HTTP tests, in the shapes of the Central
 * Bank's API Pix v2 (github.com/bacen/pix-api, openapi.yaml), which the storefront reaches with
 * its own client (PIX_API_URL points here):
 * - POST /oauth/token: OAuth 2.0 client credentials (HTTP Basic), a bearer token every call needs
 *   (401 otherwise);
 * - PUT /v2/cob/{txid}: an immediate charge (201 CobGerada), refused for a txid already used
 *   (400 CobOperacaoInvalida, RFC 7807 as the API answers errors);
 * - GET /v2/cob/{txid}: CobCompleta, with the Pix received (pix[]) once paid;
 * - PUT /v2/pix/{e2eid}/devolucao/{id}: a devolução (201), the same one when its id comes again.
 * Each charge's location is served over https on a port of its own, as a PSP serves the payload
 * payers' apps read (a JWS, signed with the certificate's key, made at start with openssl), so that
 * pix-utils' fetchPayload reads a BR Code's txid and amount; `ca` is the certificate to trust.
 *
 * For tests: POST /standin/cob/{txid}/pay `{ amountDelta? }` pays the charge (a Pix for another
 * amount with a delta, as a tampered payment would) and, as the PSP does, posts the webhook
 * POST {webhookUrl}/pix `{ pix: [...] }`; it answers the notification and the storefront's reply.
 * GET /standin/cob/{txid} shows what the stand-in holds (its devoluções, how often it was read).
 */

export const pixStandinCredentials = {
  clientId: 'andamio-pix-client',
  clientSecret: 'andamio-pix-secret',
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
};

export type { PixStandin } from './pix-standin-shapes.ts';

export async function startPixStandin(options: { webhookUrl: string; port?: number }): Promise<PixStandin> {
  const cobs = new Map<string, Cob>();
  const locations = new Map<string, Cob>();
  const tokens = new Set<string>();
  const { key, cert } = loopbackCertificate();
  const signingKey = createPrivateKey(key);
  let origin = '';
  let locationHost = '';
  let nextLoc = 1;

  function token(request: IncomingMessage, response: ServerResponse, text: string) {
    const basic = Buffer.from(`${pixStandinCredentials.clientId}:${pixStandinCredentials.clientSecret}`).toString(
      'base64',
    );
    if (request.headers.authorization !== `Basic ${basic}`) return json(response, 401, { error: 'invalid_client' });
    if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    const accessToken = randomBytes(24).toString('hex');
    tokens.add(accessToken);
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'cob.write cob.read pix.write pix.read',
    });
  }

  function createCob(response: ServerResponse, txid: string, text: string) {
    const input = JSON.parse(text || '{}') as {
      calendario?: { expiracao?: unknown };
      valor?: { original?: unknown };
      chave?: unknown;
      solicitacaoPagador?: unknown;
    };
    const expiracao = input.calendario?.expiracao ?? 86_400;
    const original = input.valor?.original;
    if (cobs.has(txid)) return problem(response, 400, 'CobOperacaoInvalida', 'O txid informado já foi utilizado.');
    if (typeof original !== 'string' || !amountPattern.test(original) || minor(original) <= 0) {
      return problem(response, 400, 'CobOperacaoInvalida', 'O campo cob.valor.original não respeita o schema.');
    }
    if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao <= 0) {
      return problem(response, 400, 'CobOperacaoInvalida', 'O campo cob.calendario.expiracao é inválido.');
    }
    if (typeof input.chave !== 'string' || input.chave === '' || input.chave.length > 77) {
      return problem(response, 400, 'CobOperacaoInvalida', 'O campo cob.chave não respeita o schema.');
    }
    const solicitacao = typeof input.solicitacaoPagador === 'string' ? input.solicitacaoPagador : undefined;
    if (solicitacao !== undefined && solicitacao.length > 140) {
      return problem(response, 400, 'CobOperacaoInvalida', 'O campo cob.solicitacaoPagador não respeita o schema.');
    }
    const id = randomUUID().replaceAll('-', '');
    const cob: Cob = {
      txid,
      criacao: new Date().toISOString(),
      expiracao,
      status: 'ATIVA',
      original,
      chave: input.chave,
      ...(solicitacao ? { solicitacaoPagador: solicitacao } : {}),
      location: `${locationHost}/qr/v2/${id}`,
      locId: nextLoc++,
      pix: [],
      reads: 0,
    };
    cobs.set(txid, cob);
    locations.set(id, cob);
    return json(response, 201, cobAnswer(cob));
  }

  function devolucao(response: ServerResponse, endToEndId: string, id: string, text: string) {
    const input = JSON.parse(text || '{}') as { valor?: unknown };
    const received = [...cobs.values()].flatMap((cob) => cob.pix).find((pix) => pix.endToEndId === endToEndId);
    if (!received) return problem(response, 404, 'NaoEncontrado', 'Pix não encontrado.');
    const known = received.devolucoes.find((made) => made.id === id);
    if (known) return json(response, 201, known);
    const valor = input.valor;
    const returned = received.devolucoes.reduce((sum, made) => sum + minor(made.valor), 0);
    if (typeof valor !== 'string' || !amountPattern.test(valor) || minor(valor) > minor(received.valor) - returned) {
      return problem(response, 400, 'DevolucaoInvalida', 'O valor da devolução excede o valor do Pix.');
    }
    const made = {
      id,
      rtrId: `D${alphanumeric(31)}`,
      valor,
      horario: { solicitacao: new Date().toISOString() },
      status: 'EM_PROCESSAMENTO',
    };
    received.devolucoes.push(made);
    return json(response, 201, made);
  }

  function api(request: IncomingMessage, response: ServerResponse, path: string, text: string) {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return problem(response, 401, 'AcessoNegado', 'Token ausente ou inválido.');
    const cobPath = /^\/v2\/cob\/([^/]+)$/.exec(path);
    if (cobPath?.[1]) {
      const txid = cobPath[1];
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) {
        return problem(response, 400, 'CobOperacaoInvalida', 'O txid não respeita o schema.');
      }
      if (request.method === 'PUT') return createCob(response, txid, text);
      const cob = cobs.get(txid);
      if (request.method !== 'GET') return problem(response, 405, 'RequisicaoInvalida', 'Método não permitido.');
      if (!cob) return problem(response, 404, 'NaoEncontrado', 'Cobrança não encontrada.');
      cob.reads += 1;
      return json(response, 200, cobAnswer(cob));
    }
    const devolucaoPath = /^\/v2\/pix\/([a-zA-Z0-9]{32})\/devolucao\/([a-zA-Z0-9]{1,35})$/.exec(path);
    if (devolucaoPath?.[1] && devolucaoPath[2] && request.method === 'PUT') {
      return devolucao(response, devolucaoPath[1], devolucaoPath[2], text);
    }
    return problem(response, 404, 'NaoEncontrado', 'Recurso não encontrado.');
  }

  /** The payer paid: the charge is concluded and the PSP notifies the receiver's webhook. */
  async function pay(response: ServerResponse, cob: Cob, text: string) {
    const input = JSON.parse(text || '{}') as { amountDelta?: number };
    if (cob.status !== 'ATIVA') return json(response, 409, { error: `charge is ${cob.status}` });
    const paid: Received = {
      endToEndId: `E${alphanumeric(31)}`,
      txid: cob.txid,
      valor: valorOf(minor(cob.original) + (input.amountDelta ?? 0)),
      horario: new Date().toISOString(),
      infoPagador: 'Pedido pago pelo app do banco',
      devolucoes: [],
    };
    cob.status = 'CONCLUIDA';
    cob.pix.push(paid);
    const { devolucoes: _, ...notified } = paid;
    const notification = { pix: [notified] };
    const delivered = await fetch(`${options.webhookUrl}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
    });
    return json(response, 200, { notification, status: delivered.status, reply: await delivered.json() });
  }

  const server: Server = createServer(async (request, response) => {
    try {
      const text = await body(request);
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const standin = /^\/standin\/cob\/([a-zA-Z0-9]+)(\/pay)?$/.exec(path);
      const held = standin?.[1] ? cobs.get(standin[1]) : undefined;
      if (path === '/oauth/token' && request.method === 'POST') token(request, response, text);
      else if (path.startsWith('/v2/')) api(request, response, path, text);
      else if (held && standin?.[2] && request.method === 'POST') await pay(response, held, text);
      else if (held) json(response, 200, { ...cobAnswer(held), reads: held.reads });
      else response.writeHead(404).end();
    } catch (error) {
      problem(response, 500, 'ErroInternoDoServidor', error instanceof Error ? error.message : String(error));
    }
  });

  // the payload a payer's app reads at the location: a JWS (RS256) of the charge, as API Pix serves it
  const payloads = createTlsServer({ key, cert }, (request, response) => {
    const id = /^\/qr\/v2\/([0-9a-f]{32})$/.exec((request.url ?? '').split('?')[0] ?? '')?.[1];
    const cob = id ? locations.get(id) : undefined;
    if (!cob) return problem(response, 404, 'CobPayloadNaoEncontrado', 'Cobrança não encontrada.');
    const header = { alg: 'RS256', typ: 'JWT', jku: `https://${locationHost}/jwks`, kid: 'standin' };
    const payload = {
      revisao: 0,
      calendario: { criacao: cob.criacao, apresentacao: new Date().toISOString(), expiracao: cob.expiracao },
      valor: { original: cob.original },
      chave: cob.chave,
      txid: cob.txid,
      ...(cob.solicitacaoPagador ? { solicitacaoPagador: cob.solicitacaoPagador } : {}),
      status: cob.status,
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${encode(header)}.${encode(payload)}`;
    const signature = sign('sha256', Buffer.from(signed), signingKey).toString('base64url');
    return response.writeHead(200, { 'content-type': 'application/jose' }).end(`${signed}.${signature}`);
  });

  server.listen(options.port ?? 0, '127.0.0.1');
  payloads.listen(0, '127.0.0.1');
  await Promise.all([once(server, 'listening'), once(payloads, 'listening')]);
  const port = (listening: Server | typeof payloads) => {
    const address = listening.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  origin = `http://127.0.0.1:${port(server)}`;
  locationHost = `127.0.0.1:${port(payloads)}`;
  return {
    origin,
    ca: cert,
    stop: async () => {
      for (const listening of [server, payloads]) {
        listening.closeAllConnections();
        listening.close();
      }
      await Promise.all([once(server, 'close'), once(payloads, 'close')]);
    },
  };
}
