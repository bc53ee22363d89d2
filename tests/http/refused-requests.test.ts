import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { baseUrl } from './client';

/**
 * Requests no page or endpoint can read (src/server/http/refused-request.ts) are still answered in
 * the storefront's words: the envelope under /api/, a page in the tenant's language elsewhere.
 */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const url = new URL(baseUrl);
    const sent = request({ host: url.hostname, port: url.port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('a path that does not decode', () => {
  it('under /api/ gets the envelope in the tenant’s language', async () => {
    const answer = await raw('/api/br/product/%ZZ');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      errors: [{ code: 'CORE_VALIDATION_ERROR', message: expect.stringContaining('Não conseguimos ler') }],
    });
  });

  it('on a page gets a page in the tenant’s language, with the way home', async () => {
    const answer = await raw('/cl/product/%E0%A4%A/');
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('text/html');
    expect(answer.body).toContain('lang="es-CL"');
    expect(answer.body).toContain('No pudimos leer esta solicitud');
    expect(answer.body).toContain('<a href="/cl/">Inicio</a>');
  });
});

describe('headers past the size Node accepts', () => {
  it('get 431 in the envelope under /api/', async () => {
    const answer = await raw(`/api/br/search?Ntt=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      errors: [{ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: expect.stringContaining('longa demais') }],
    });
  });

  it('get 431 as a page elsewhere, and the server goes on', async () => {
    const answer = await raw('/cl/', { cookie: `zone=${'9'.repeat(20_000)}` });
    expect(answer.status).toBe(431);
    expect(answer.body).toContain('demasiado larga');
    expect((await raw('/healthz')).status).toBe(200);
  });
});

const pt = translator('pt');

/**
 * A form posted to a page: `declaredOnly`, only the headers (the body they declare never comes);
 * `whole`, a body with its length; `chunks`, a chunked body without one. The answer is read whole.
 */
function post(path: string, body: { declaredOnly: number } | { whole: string } | { chunks: string[] }) {
  return new Promise<{
    status: number;
    type: string;
    connection: string;
    location: string;
    body: string;
    toldToContinue: boolean;
  }>((resolve, reject) => {
    const headers: Record<string, string> = { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' };
    // a client that asks first is told before it sends anything
    if ('declaredOnly' in body)
      Object.assign(headers, { 'content-length': String(body.declaredOnly), expect: '100-continue' });
    if ('whole' in body) headers['content-length'] = String(Buffer.byteLength(body.whole));
    const sent = request(`${baseUrl}${path}`, { method: 'POST', agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        sent.destroy();
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          connection: response.headers.connection ?? '',
          location: response.headers.location ?? '',
          body: text,
          toldToContinue,
        });
      });
    });
    let toldToContinue = false;
    sent.once('continue', () => {
      toldToContinue = true;
    });
    sent.on('error', reject);
    if ('declaredOnly' in body) sent.flushHeaders();
    else if ('whole' in body) sent.end(body.whole);
    else {
      for (const chunk of body.chunks) sent.write(chunk);
      sent.end();
    }
  });
}

describe('a page’s form past its body limit (64 KB)', () => {
  it('declaring 1 GB is refused by its length alone, before it is sent: 413 in the tenant’s language, naming the limit', async () => {
    const answer = await post('/cl/cart/add-project', { declaredOnly: 1024 ** 3 });
    expect([answer.status, answer.type, answer.connection]).toEqual([413, 'text/html; charset=utf-8', 'close']);
    expect(answer.toldToContinue).toBe(false);
    expect(answer.body).toContain('lang="es-CL"');
    expect(answer.body).toContain(translator('es')('validation.bodyTooLarge', { max: 64 }));
  });

  it('sent in chunks is refused as it passes the limit; a chunked form within it reaches the page', async () => {
    const overLimit = Array.from({ length: 65 }, (_, i) => `${i === 0 ? '' : '&'}pad${i}=${'x'.repeat(1010)}`);
    const refused = await post('/br/cart/add-project', { chunks: overLimit });
    expect([refused.status, refused.type]).toEqual([413, 'text/html; charset=utf-8']);
    expect(refused.body).toContain('lang="pt-BR"');
    expect(refused.body).toContain(pt('validation.bodyTooLarge', { max: 64 }));
    // a line with no quantity: the page's answer names the field, so it read the form
    const fields = 'items.0.skuId=1&items.0.quantity=0&items.0.selected=on';
    const declared = await post('/br/cart/add-project', { whole: fields });
    const chunked = await post('/br/cart/add-project', { chunks: [fields.slice(0, 20), fields.slice(20)] });
    expect(declared.status).toBe(303);
    expect(chunked.location).toBe(declared.location);
    expect(chunked.location).not.toBe((await post('/br/cart/add-project', { whole: '' })).location);
  });
});

/** An answer read whole: its status, type and body. */
async function answer(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

const fromAnotherSite = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...headers },
});

describe('a write from another site', () => {
  it('to a page’s form gets the error page, 403, in the tenant’s language', async () => {
    const form = new URLSearchParams({ skuId: '1', quantity: '1' });
    const refused = await answer('/br/cart/?_action=cart.add', fromAnotherSite(form));
    expect([refused.status, refused.type]).toEqual([403, 'text/html']);
    expect(refused.body).toContain('lang="pt-BR"');
    expect(refused.body).toContain(pt('error.code', { status: 403 }));
  });

  it('to the API or an island’s action gets the envelope, 403', async () => {
    const api = await answer('/api/br/logout', fromAnotherSite('{}', { 'content-type': 'application/json' }));
    const action = await answer(
      '/_actions/cart.add',
      fromAnotherSite('{}', { 'content-type': 'application/json', 'x-tenant-id': 'br' }),
    );
    for (const refused of [api, action]) {
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({
        success: false,
        errors: [{ code: 'FORBIDDEN', message: pt('errors.crossSite') }],
      });
    }
  });
});

describe('a path that leads nowhere', () => {
  it('under /api/ gets the envelope, 404', async () => {
    const missing = await answer('/api/br/nothing-here');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({
      success: false,
      errors: [{ code: 'NOT_FOUND', message: pt('errors.pageNotAvailable') }],
    });
  });

  it.each([
    ['an uploaded file', `/media/br/reviews/${crypto.randomUUID()}`, pt],
    ['a product image', '/media/br/products/0/1.svg', pt],
    // no tenant in the path: the default one's
    ['an image of the framework’s own endpoint', '/_image?href=%2Fnothing.png&w=10&f=webp', translator('es')],
  ])('for %s gets the error page, 404, in the tenant’s language', async (_, path, say) => {
    const missing = await answer(path);
    expect([missing.status, missing.type]).toEqual([404, 'text/html']);
    expect(missing.body).toContain(say('error.title.404'));
  });
});
