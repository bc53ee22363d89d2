import { describe, expect, it } from 'vitest';
import {
  lastmodOf,
  sitemapIndexXml,
  sitemapLimits,
  sitemapName,
  sitemapPath,
  splitUrls,
  urlsetXml,
  urlXml,
  xmlEscape,
} from './sitemap';

describe('xmlEscape', () => {
  it.each([
    ['https://a.example/cl/search?Ntt=x&f.brand=y', 'https://a.example/cl/search?Ntt=x&amp;f.brand=y'],
    [`<'">`, '&lt;&apos;&quot;&gt;'],
    ['plain', 'plain'],
  ])('%s → %s', (text, escaped) => {
    expect(xmlEscape(text)).toBe(escaped);
  });
});

describe('lastmodOf', () => {
  it.each([
    ['2026-03-04T22:10:00.000Z', '2026-03-04'],
    [new Date('2025-12-31T00:00:00Z'), '2025-12-31'],
    ['not a date', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(lastmodOf(value)).toBe(expected);
  });
});

describe('urlXml and urlsetXml', () => {
  it('writes loc and lastmod when known', () => {
    expect(urlXml({ loc: 'https://a.example/cl/', lastmod: '2026-01-02' })).toBe(
      '<url><loc>https://a.example/cl/</loc><lastmod>2026-01-02</lastmod></url>\n',
    );
    expect(urlXml({ loc: 'https://a.example/cl/' })).toBe('<url><loc>https://a.example/cl/</loc></url>\n');
  });

  it('wraps elements in a urlset of the sitemaps.org namespace', () => {
    const xml = urlsetXml([urlXml({ loc: 'https://a.example/' })]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://a.example/</loc></url>\n</urlset>\n',
    );
  });

  it('writes an index of sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://a.example/sitemaps/cl.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.example/sitemaps/cl.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});

describe('splitUrls', () => {
  const elements = (n: number) => Array.from({ length: n }, (_, i) => urlXml({ loc: `https://a.example/${i}` }));

  it('keeps the protocol limits of 50,000 URLs and 50 MB', () => {
    expect(sitemapLimits).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it.each([
    [0, [0]],
    [1, [1]],
    [3, [3]],
    [4, [3, 1]],
    [7, [3, 3, 1]],
  ])('%i URLs, 3 a file → parts of %o', (n, sizes) => {
    expect(splitUrls(elements(n), { maxUrls: 3, maxBytes: 1_000_000 }).map((part) => part.length)).toEqual(sizes);
  });

  it('splits before a file would pass the byte limit, frame included', () => {
    const parts = splitUrls(elements(10), { maxUrls: 100, maxBytes: urlsetXml(elements(4)).length });
    expect(parts.map((part) => part.length)).toEqual([4, 4, 2]);
    expect(parts.flat()).toEqual(elements(10));
  });

  it('counts bytes, not characters', () => {
    const wide = urlXml({ loc: 'https://a.example/ñ' });
    const narrow = urlXml({ loc: 'https://a.example/n' });
    const limit = urlsetXml([narrow, narrow]).length;
    expect(splitUrls([wide, wide], { maxUrls: 100, maxBytes: limit }).length).toBe(2);
    expect(splitUrls([narrow, narrow], { maxUrls: 100, maxBytes: limit }).length).toBe(1);
  });
});

describe('sitemap names', () => {
  it.each([
    ['cl', 1, 1, '/sitemaps/cl.xml'],
    ['cl', 1, 2, '/sitemaps/cl-1.xml'],
    ['homy', 3, 3, '/sitemaps/homy-3.xml'],
  ])('%s part %i of %i is %s', (tenant, part, parts, path) => {
    expect(sitemapPath(tenant, part, parts)).toBe(path);
  });

  it.each([
    ['cl', { tenant: 'cl', part: undefined }],
    ['homy-12', { tenant: 'homy', part: 12 }],
    ['cl-0', undefined],
    ['cl-', undefined],
    ['CL', undefined],
    ['cl-1-2', undefined],
    ['', undefined],
  ])('%s reads as %o', (param, expected) => {
    expect(sitemapName(param)).toEqual(expected);
  });
});
