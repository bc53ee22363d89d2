import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { rows } from './test-database';

/**
 * docs/seo-and-urls.md: slugs strip punctuation, so "Disco de corte 9,5 mm" is `disco-de-corte-95-mm`.
 * Products whose names carry a decimal mark once had `…-9-5-…` URLs; those keep working through the
 * slug redirect (302, as every docs/seo-and-urls.md redirect without the brand facet).
 */
async function productWithDecimalMark(tenant: string): Promise<{ id: string; name: string }> {
  const candidates = await rows<{ id: string; name: string }>(
    "SELECT id, name FROM products WHERE tenant = ? AND (name LIKE '%,%' OR name LIKE '%.%') ORDER BY id",
    tenant,
  );
  const found = candidates.find((candidate) => /[0-9][,.][0-9]/.test(candidate.name));
  if (!found) throw new Error(`No product with a decimal mark in its name in ${tenant}`);
  return found;
}

/** The slug the storefront used before: a decimal mark between digits became a hyphen. */
const formerSlug = (slug: string, name: string) => {
  const [, whole, fraction] = /(\d+)[,.](\d+)/.exec(name) ?? [];
  return slug.replace(`${whole}${fraction}`, `${whole}-${fraction}`);
};

async function get(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('product slugs strip punctuation (docs/seo-and-urls.md)', () => {
  it.each(['cl', 'br', 'mx'])(
    '%s: a decimal mark in the name is dropped from the URL, not made a hyphen',
    async (tenant) => {
      const product = await productWithDecimalMark(tenant);
      const search = await get(`/${tenant}/product/${product.id.toLowerCase()}/x/`);
      expect(search.status).toBe(302);
      const location = new URL(search.location ?? '', baseUrl).pathname;
      const slug = location.split('/')[4] ?? '';
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      const [, whole, fraction] = /(\d+)[,.](\d+)/.exec(product.name) ?? [];
      expect(slug).toContain(`${whole}${fraction}`);
      expect(slug).not.toContain(`${whole}-${fraction}`);

      const page = await get(location);
      expect(page.status).toBe(200);
      expect(new URL(canonicalOf(page.html) ?? '').pathname).toBe(location);
    },
  );

  it.each(['cl', 'br', 'mx'])(
    '%s: the former URL with the hyphenated decimal redirects to the new one',
    async (tenant) => {
      const product = await productWithDecimalMark(tenant);
      const current = new URL((await get(`/${tenant}/product/${product.id.toLowerCase()}/x/`)).location ?? '', baseUrl)
        .pathname;
      const slug = current.split('/')[4] ?? '';
      const former = current.replace(`/${slug}/`, `/${formerSlug(slug, product.name)}/`);
      expect(former).not.toBe(current);
      const old = await get(former);
      expect(old.status).toBe(302);
      expect(new URL(old.location ?? '', baseUrl).pathname).toBe(current);
    },
  );
});
