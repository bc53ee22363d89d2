import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import type { PageEntry } from '../content/source';
import type { DatabaseHandle } from '../db';
import { catalogueDatabase } from '../product/test-catalogue';
import { tenantSitemapEntries, tenantSitemapParts, xmlResponse } from './sitemap';

const page = (fields: Partial<PageEntry> & Pick<PageEntry, 'id' | 'slug'>): PageEntry => ({
  tenant: 'br',
  title: 'Ajuda',
  description: 'Uma página de ajuda com texto suficiente.',
  order: 0,
  blocks: [],
  html: '',
  ...fields,
});

const source = {
  banners: async () => [],
  pages: async () => [
    page({ id: 'ajuda', slug: 'perguntas-frequentes', updated: new Date('2026-02-01T10:00:00Z') }),
    page({ id: 'cmr', slug: 'cartao' }),
  ],
};

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['br'], 40));
});
afterAll(() => dispose());

describe('tenantSitemapEntries', () => {
  const br = getTenant('br');

  it('lists home, categories, brands, collections, landing pages and products on the seo domain', async () => {
    const entries = await tenantSitemapEntries(handle, source, br);
    const locs = entries.map((entry) => entry.loc);
    expect(locs[0]).toBe('https://www.andamio.com.br/br/');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith('https://www.andamio.com.br/br/') && !loc.includes('?'))).toBe(true);
    const count = async (table: 'categories' | 'collections' | 'products') =>
      (await handle.db.selectFrom(table).select('id').where('tenant', '=', 'br').execute()).length;
    expect(locs.filter((loc) => loc.includes('/category/'))).toHaveLength(await count('categories'));
    expect(locs.filter((loc) => loc.includes('/collection/'))).toHaveLength(await count('collections'));
    expect(locs.filter((loc) => loc.includes('/product/'))).toHaveLength(await count('products'));
    expect(locs.some((loc) => loc.includes('/brand/'))).toBe(true);
  });

  it('dates landing pages by their updated field and products by their creation; others have none', async () => {
    const entries = await tenantSitemapEntries(handle, source, br);
    const find = (part: string) => entries.filter((entry) => entry.loc.includes(part));
    expect(find('/landing/ajuda/perguntas-frequentes/')).toEqual([
      { loc: 'https://www.andamio.com.br/br/landing/ajuda/perguntas-frequentes/', lastmod: '2026-02-01' },
    ]);
    expect(find('/landing/cmr/cartao/')[0]?.lastmod).toBeUndefined();
    expect(find('/product/').every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? ''))).toBe(true);
    expect(find('/category/').every((entry) => entry.lastmod === undefined)).toBe(true);
  });
});

describe('tenantSitemapParts', () => {
  it('fits a small tenant in one file, and answers again from memory within ten minutes', async () => {
    const br = getTenant('br');
    const first = tenantSitemapParts(handle, source, br, 1_000);
    expect(tenantSitemapParts(handle, source, br, 1_000 + 9 * 60_000)).toBe(first);
    expect(tenantSitemapParts(handle, source, br, 1_000 + 11 * 60_000)).not.toBe(first);
    const parts = await first;
    expect(parts).toHaveLength(1);
    expect(parts[0]?.[0]).toBe('<url><loc>https://www.andamio.com.br/br/</loc></url>\n');
  });
});

describe('xmlResponse', () => {
  it('answers XML that shared caches may keep', () => {
    const response = xmlResponse('<urlset/>');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
