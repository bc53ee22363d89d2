import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { h1Of, langOf, metaOf, oneByRole } from './html-tree';
import { NoJsBrowser } from './no-js-browser';

/** The site root, unknown tenants and pages, the error route, and the tracing headers of every answer. */

async function answerOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers });
  await response.body?.cancel();
  return response;
}

describe('routing', () => {
  it('the site root answers 302 to the Chilean home, which a browser lands on', async () => {
    const root = await answerOf('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/cl/');
    expect(root.headers.get('x-request-id')).toBeTruthy();
    const page = await new NoJsBrowser().open('/');
    expect(page.url).toBe('/cl/');
    expect(h1Of(page.doc)).toBe('Tu proyecto empieza aquí');
  });

  it('an unknown tenant answers 404 with the error page, whose link leads to the Chilean home', async () => {
    const visitor = new NoJsBrowser();
    const page = await visitor.open('/xx/');
    expect(page.status).toBe(404);
    expect(h1Of(page.doc)).toBe('No encontramos esta página');
    expect(metaOf(page, 'robots')).toBe('noindex');
    const home = await visitor.click(page, oneByRole(page.doc, 'link', 'Volver a la página de inicio'));
    expect(home.url).toBe('/cl/');
  });

  it('an unknown page of a tenant answers 404 in the tenant language', async () => {
    const page = await new NoJsBrowser().open('/br/esta-pagina-nao-existe/');
    expect(page.status).toBe(404);
    expect(langOf(page)).toBe('pt-BR');
    expect(h1Of(page.doc)).toBe('Não encontramos esta página');
  });

  it('the error route renders the status it carries, for the tenant it names', async () => {
    // mx: the page takes the named tenant's own language tag
    const page = await new NoJsBrowser().open('/_error?statusCode=500&tenant=mx');
    expect(page.status).toBe(500);
    expect(langOf(page)).toBe('es-MX');
    expect(h1Of(page.doc)).toBe('Algo salió mal');
  });
});

describe('tracing headers', () => {
  // a page shareable by every shopper of a zone carries none: a shared cache would hand them to all
  it.each(['/', '/cl/cart/', '/obra/account/', '/xx/', '/_error?statusCode=503'])(
    '%s carries x-request-id and the b3 tracing headers',
    async (path) => {
      const { headers } = await answerOf(path);
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers.get('x-b3-traceid')).toMatch(/^[0-9a-f]{32}$/);
      expect(headers.get('x-b3-spanid')).toMatch(/^[0-9a-f]{16}$/);
    },
  );

  it('an incoming request id and trace are echoed back', async () => {
    const { headers } = await answerOf('/pe/cart/', {
      'x-request-id': 'checkout-42',
      'x-b3-traceid': '80f198ee56343ba864fe8b2a57d3eff7',
      'x-b3-sampled': '0',
    });
    expect(headers.get('x-request-id')).toBe('checkout-42');
    expect(headers.get('x-b3-traceid')).toBe('80f198ee56343ba864fe8b2a57d3eff7');
    expect(headers.get('x-b3-sampled')).toBe('0');
  });
});
