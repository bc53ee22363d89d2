import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
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
      errors: [{ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('longa demais') }],
    });
  });

  it('get 431 as a page elsewhere, and the server goes on', async () => {
    const answer = await raw('/cl/', { cookie: `zone=${'9'.repeat(20_000)}` });
    expect(answer.status).toBe(431);
    expect(answer.body).toContain('demasiado larga');
    expect((await raw('/healthz')).status).toBe(200);
  });
});
