import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { categoryUrl, productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { tenantIds } from '../../src/tenants/schema';
import { baseUrl } from './client';
import { row } from './test-database';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/**
 * The whole document against the protocol's shape: the declaration, one root in the
 * sitemaps.org namespace, and nothing inside it but <url> (or <sitemap>) elements holding one
 * <loc> and an optional W3C <lastmod>, with no unescaped "&".
 */
function expectSitemapShape(xml: string, root: 'urlset' | 'sitemapindex', child: 'url' | 'sitemap') {
  const open = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  expect(xml.startsWith(open)).toBe(true);
  expect(xml.endsWith(`</${root}>\n`)).toBe(true);
  const element = new RegExp(
    `<${child}><loc>(?:[^<&]|&(?:amp|lt|gt|quot|apos);)+</loc>(?:<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?</${child}>\\n`,
    'g',
  );
  expect(xml.slice(open.length, -`</${root}>\n`.length).replace(element, '')).toBe('');
}

describe('robots.txt', () => {
  it('lets crawlers read the storefront, keeps them out of private, variant and comparison pages, names the sitemap index', async () => {
    const { status, headers, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/_error',
      '/no-search-result',
      '/cl/cart',
      '/br/account',
      '/obra/checkout',
      '/cl/compare',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const pattern of ['/*?f.', '/*&f.', '/*?sortBy=', '/*&sortBy='])
      expect(lines).toContain(`Disallow: ${pattern}`);
    // one origin rule: the sitemap is named on the origin of the host's canonical links, not the Host header's
    expect(lines).toContain('Sitemap: https://www.andamio.cl/sitemap-index.xml');
    // the storefront's own pages stay open: no rule blocks a tenant prefix or a listing
    expect(lines).not.toContain('Disallow: /');
    expect(lines).not.toContain('Disallow: /cl/');
  });
});

/** fetch() sets Host from the URL; node:http sends the Host a proxy in front would pass on. */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('robots.txt and canonical links share one origin', () => {
  it.each([
    ['127.0.0.1', 'cl'],
    ['www.andamio.com.br', 'br'],
    ['andamio.com.mx', 'mx'],
    ['www.homy.cl', 'homy'],
  ] as const)('host %s: the Sitemap line is on the origin of the %s home page canonical link', async (host, id) => {
    const sitemap = /^Sitemap: (.*)$/m.exec(await getWithHost('/robots.txt', host))?.[1] ?? '';
    const home = await (await fetch(`${baseUrl}/${id}/`)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(home)?.[1] ?? '';
    expect(new URL(sitemap).origin).toBe(new URL(canonical).origin);
    expect(new URL(sitemap).origin).toBe(new URL(getTenant(id).seoDomain).origin);
  });
});

describe('sitemap index', () => {
  it('lists on each host only the sitemaps of that host, each of which answers', async () => {
    const { status, headers, text } = await get('/sitemap-index.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    expect(headers.get('cache-control')).toMatch(/public/);
    expectSitemapShape(text, 'sitemapindex', 'sitemap');
    // the sitemaps protocol takes only children on the index's host: an address of no tenant is cl's
    expect(locs(text)).toEqual(['https://www.andamio.cl/sitemaps/cl.xml']);
    for (const [host, id] of [
      ['www.andamio.com.br', 'br'],
      ['homy.cl', 'homy'],
    ] as const) {
      const index = await getWithHost('/sitemap-index.xml', host);
      expect(locs(index), host).toEqual([`${getTenant(id).seoDomain}/sitemaps/${id}.xml`]);
    }
    for (const tenant of tenantIds) {
      expect((await get(`/sitemaps/${tenant}.xml`)).status, tenant).toBe(200);
    }
  });
});

describe('slashless homes', () => {
  it.each(['cl', 'br', 'homy'])('/%s moves for good, in one hop, to the home the sitemap names', async (id) => {
    const response = await fetch(`${baseUrl}/${id}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${id}/`);
  });
});

describe('tenant sitemap', () => {
  const count = async (table: string, tenant: string) =>
    (await row<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE tenant = ?`, tenant))?.n ?? 0;

  it.each(['br', 'mx', 'cl'] as const)(
    '%s: every page on the tenant domain, at the route builders’ paths',
    async (id) => {
      const tenant = getTenant(id);
      const { status, headers, text } = await get(`/sitemaps/${id}.xml`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^application\/xml/);
      expect(headers.get('cache-control')).toMatch(/public/);
      expectSitemapShape(text, 'urlset', 'url');

      const urls = locs(text).map((loc) => loc?.replaceAll('&amp;', '&') ?? '');
      expect(urls.every((url) => url.startsWith(`${tenant.seoDomain}/${id}/`))).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls[0]).toBe(`${tenant.seoDomain}/${id}/`);

      const category = await row<{ id: string; name: string }>(
        'SELECT id, name FROM categories WHERE tenant = ? AND level = 3 ORDER BY position, id LIMIT 1',
        id,
      );
      const product = await row<{ id: string; name: string; created_at: string }>(
        'SELECT id, name, created_at FROM products WHERE tenant = ? ORDER BY id DESC LIMIT 1',
        id,
      );
      if (!category || !product) throw new Error(`No level-3 category or no product in ${id}`);
      const categoryLoc = `${tenant.seoDomain}${categoryUrl(tenant, { categoryId: category.id, name: category.name })}`;
      const productLoc = `${tenant.seoDomain}${productUrl(tenant, { productId: product.id, name: product.name })}`;
      expect(categoryLoc).toMatch(new RegExp(`/${id}/category/[^/]+/[a-z0-9-]+/$`));
      expect(productLoc).toMatch(new RegExp(`/${id}/product/[^/]+/[a-z0-9-]+/$`));
      expect(urls).toContain(categoryLoc);
      expect(text).toContain(
        `<url><loc>${productLoc}</loc><lastmod>${product.created_at.slice(0, 10)}</lastmod></url>`,
      );

      expect(urls.filter((url) => url.includes(`/${id}/product/`))).toHaveLength(await count('products', id));
      expect(urls.filter((url) => url.includes(`/${id}/category/`))).toHaveLength(await count('categories', id));
      expect(urls.filter((url) => url.includes(`/${id}/collection/`))).toHaveLength(await count('collections', id));
      expect(urls.some((url) => url.includes(`/${id}/brand/`))).toBe(true);
      expect(urls.some((url) => url.includes(`/${id}/landing/`))).toBe(true);
      // listing variants and private pages are not in a sitemap
      expect(urls.some((url) => url.includes('?') || url.includes('/cart/'))).toBe(false);
    },
  );

  it.each(['/sitemaps/xx.xml', '/sitemaps/cl-1.xml', '/sitemaps/cl-2.xml', '/sitemaps/CL.xml'])(
    '%s is not a sitemap: 404',
    async (path) => {
      const { status, text } = await get(path);
      expect(status).toBe(404);
      expect(text).not.toContain('<urlset');
    },
  );
});
