import { describe, expect, it } from 'vitest';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { baseUrl } from './client';

/**
 * Issue 27: a crawler that starts at a tenant's home, obeys robots.txt and follows every link it
 * finds (anchors, the canonical and alternate links of the same site, pictures and their srcset,
 * and every URL in the JSON-LD, product images included) meets no broken link. Bounded: the
 * first pages and URLs in breadth-first order, each URL fetched once, on the loopback server only
 * (a link to the tenant's public domain is followed on the test server, path and query kept).
 */
const maxPages = 60;
/** Every URL found is fetched once, up to this many (each picture size is made on its first request). */
const maxUrls = 400;
const parallel = 4;

/** robots.txt's Disallow rules as matchers (its `*` and `$`), as a crawler reads them. */
async function disallowed(): Promise<RegExp[]> {
  const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
  return [...text.matchAll(/^Disallow: (\S+)$/gm)].map((match) => {
    const rule = match[1] ?? '';
    const pattern = rule
      .replace(/[.+?^(){}|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replace(/\\\$$|\$$/, '$');
    return new RegExp(`^${pattern}`);
  });
}

const decode = (value: string) => value.replaceAll('&amp;', '&');

/** Every URL a page names: its links, pictures, and the URLs inside its JSON-LD. */
function linksOf(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<(?:a|link|img|source)\s[^>]*?>/g)) {
    const tag = match[0];
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (tag.startsWith('<link') && !/^(canonical|alternate|icon|stylesheet)$/.test(rel)) continue;
    const href = /\s(?:href|src)="([^"]*)"/.exec(tag)?.[1];
    if (href) found.push(decode(href));
    const srcset = /\ssrcset="([^"]*)"/.exec(tag)?.[1];
    if (srcset)
      found.push(
        ...decode(srcset)
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0] ?? ''),
      );
  }
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const visit = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        // a SearchAction's urlTemplate is a pattern, not a page
        if (key !== 'urlTemplate' && /^https?:\/\//.test(value)) found.push(value);
      } else if (Array.isArray(value)) for (const item of value) visit(item, key);
      else if (value && typeof value === 'object')
        for (const [name, item] of Object.entries(value)) if (!name.startsWith('@')) visit(item, name);
    };
    visit(JSON.parse(match[1] ?? '{}'));
  }
  return found;
}

async function crawl(tenant: TenantId) {
  const rules = await disallowed();
  const site = new URL(getTenant(tenant).seoDomain).origin;
  const local = new URL(baseUrl).origin;
  const seen = new Set<string>();
  const queue: { path: string; from: string }[] = [];
  const broken: string[] = [];
  let pages = 0;
  const enqueue = (link: string, from: string) => {
    let url: URL;
    try {
      url = new URL(link, `${local}${from}`);
    } catch {
      return;
    }
    // the tenant's public links are followed on the test server; other sites are not ours to crawl
    if (url.origin !== local && url.origin !== site) return;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const path = `${url.pathname}${url.search}`;
    if (seen.size >= maxUrls || seen.has(path) || rules.some((rule) => rule.test(path))) return;
    seen.add(path);
    queue.push({ path, from });
  };
  enqueue(`/${tenant}/`, '/');
  const visit = async ({ path, from }: { path: string; from: string }) => {
    const response = await fetch(`${local}${path}`, { redirect: 'manual' });
    if (response.status >= 400) broken.push(`${path} (${response.status}, linked from ${from})`);
    const location = response.headers.get('location');
    if (location) enqueue(location, path);
    const html = (response.headers.get('content-type') ?? '').includes('text/html');
    if (!html || response.status >= 300 || pages >= maxPages) {
      await response.body?.cancel();
      return;
    }
    pages++;
    for (const link of linksOf(await response.text())) enqueue(link, path);
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, parallel).map(visit));
  return { pages, urls: seen.size, broken };
}

describe('a crawl from the home page', () => {
  it.each(['cl', 'br'] as const)(
    '%s: no broken link, JSON-LD images included',
    async (tenant) => {
      const { pages, urls, broken } = await crawl(tenant);
      expect(pages).toBe(maxPages);
      expect(urls).toBe(maxUrls);
      expect(broken).toEqual([]);
    },
    180_000,
  );
});
