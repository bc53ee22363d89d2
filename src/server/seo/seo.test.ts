import { describe, expect, it } from 'vitest';
import { isCrawlerRequest } from './crawler-context';
import { siteHref, siteOrigin, tenantOfHost } from './origin';

describe('isCrawlerRequest', () => {
  const request = (userAgent?: string) =>
    new Request('http://localhost/cl/', userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', false],
    [undefined, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isCrawlerRequest(request(userAgent))).toBe(expected);
  });
});

describe('siteOrigin', () => {
  const cl = { seoDomain: 'https://www.andamio.cl' };

  it.each([
    [{}, 'https://www.andamio.cl'],
    [{ SITE_URL: 'http://localhost:4321/x/' }, 'http://localhost:4321'],
    [{ SITE_URL: '  ' }, 'https://www.andamio.cl'],
    [{ SITE_URL: 'not a url' }, 'https://www.andamio.cl'],
    [{ SITE_URL: 'ftp://files.example' }, 'https://www.andamio.cl'],
  ])('%o → %s', (env, origin) => {
    expect(siteOrigin(cl, env)).toBe(origin);
    expect(siteHref(cl, '/cl/product/1/x/', env)).toBe(`${origin}/cl/product/1/x/`);
  });
});

describe('tenantOfHost', () => {
  it.each([
    ['andamio.cl', 'cl'],
    ['www.andamio.com.br', 'br'],
    ['WWW.ANDAMIO.COM.MX.', 'mx'],
    ['homy.cl', 'homy'],
    ['www.obra.com.br', 'obra'],
    ['127.0.0.1', 'cl'],
    ['shop.example', 'cl'],
  ])('%s is the site of %s', (host, tenant) => {
    expect(tenantOfHost(host).tenant).toBe(tenant);
  });
});
