import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';

/**
 * The product page's byte budgets on a phone (issue 13): at most 30 KB of gzipped HTML and 15 KB of
 * gzipped CSS (stylesheets and inline styles). Its JavaScript budget, 90 KB, is weighed in a browser
 * (tests/e2e/js-budget.spec.ts), where what loads before any interaction is known.
 */
const htmlBudget = 30 * 1024;
const cssBudget = 15 * 1024;

async function productPath(tenant: string): Promise<string> {
  const search = (await (
    await fetch(`${baseUrl}/api/${tenant}/search?Ntt=${tenant === 'br' ? 'tinta' : 'pintura'}`)
  ).json()) as {
    data: { products: { url: string }[] };
  };
  const path = search.data.products[0]?.url;
  if (!path) throw new Error(`no product found on ${tenant}`);
  return path;
}

const gzipped = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).byteLength;

describe.each(['cl', 'br'])('%s product page', (tenant) => {
  it('is at most 30 KB of gzipped HTML and 15 KB of gzipped CSS', async () => {
    const html = await (
      await fetch(`${baseUrl}${await productPath(tenant)}`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const htmlBytes = gzipped(html);
    const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sheets.length).toBeGreaterThan(0);
    const css = await Promise.all(sheets.map(async (href) => (await fetch(`${baseUrl}${href}`)).text()));
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    const cssBytes = gzipped([...css, ...inline].join('\n'));
    expect(htmlBytes, `HTML ${html.length} bytes, ${htmlBytes} gzipped`).toBeLessThanOrEqual(htmlBudget);
    expect(cssBytes, `CSS ${cssBytes} gzipped`).toBeLessThanOrEqual(cssBudget);
  });
});
