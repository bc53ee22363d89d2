import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { rows } from './test-database';

/**
 * The compare page (/{tenant}/compare/?ids=): the server renders it from the URL alone, so a
 * shared link and a browser without JavaScript see the same table; it is not a page to index.
 */
type Named = { id: string; name: string };

async function twoProducts(tenant: string): Promise<[Named, Named]> {
  const [first, second] = await rows<Named>(
    "SELECT id, name FROM products WHERE tenant = ? AND data_sheet != '[]' ORDER BY id LIMIT 2",
    tenant,
  );
  if (!first || !second) throw new Error(`No two products with a data sheet in the test database for ${tenant}`);
  return [first, second];
}

async function get(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const escapedHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the compare page', () => {
  it.each(['cl', 'br', 'mx'])('%s renders the products of ?ids= on the server, noindex', async (tenant) => {
    const products = await twoProducts(tenant);
    const { status, headers, text } = await get(`/${tenant}/compare/?ids=${products.map((p) => p.id).join(',')}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^private/);
    expect(headers.get('vary')?.toLowerCase()).toContain('cookie');
    expect(text).toMatch(/<meta name="robots" content="noindex,follow"/);
    expect(text).not.toMatch(/<link rel="canonical"/);
    for (const product of products) expect(text).toContain(escapedHtml(product.name));
    expect(text.match(/<th scope="col"/g)).toHaveLength(3);
    expect(text).not.toMatch(/role="alert"/);
  });

  it('answers an empty page, not an error, without ids or with nothing comparable', async () => {
    for (const path of ['/cl/compare/', '/cl/compare/?ids=', '/cl/compare/?ids=%3Cscript%3E']) {
      const { status, text } = await get(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('Aún no has elegido productos para comparar.');
      expect(text, path).not.toMatch(/role="alert"/);
    }
  });

  it('says which docs/accounts-and-lists.md errors apply: a product that does not exist, and more than four', async () => {
    const [product] = await twoProducts('br');
    const unknown = await get(`/br/compare/?ids=${product.id},nao-existe`);
    expect(unknown.text).toContain('Não foi possível adicionar o produto ao comparador. Tente novamente.');
    expect(unknown.text).toContain(escapedHtml(product.name));
    const tooMany = await get(`/br/compare/?ids=${product.id},b,c,d,e`);
    expect(tooMany.text).toContain('Você pode comparar até 4 produtos. Remova um para adicionar outro.');
  });
});
