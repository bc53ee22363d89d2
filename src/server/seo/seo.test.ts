import { describe, expect, it } from 'vitest';
import { isCrawlerRequest } from './crawler-context';
import { publicOrigin } from './origin';

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

describe('publicOrigin', () => {
  const url = new URL('http://127.0.0.1:4321/robots.txt');

  it.each([
    [{}, 'http://127.0.0.1:4321'],
    [{ SITE_URL: 'https://www.andamio.cl/x/' }, 'https://www.andamio.cl'],
    [{ SITE_URL: '  ' }, 'http://127.0.0.1:4321'],
    [{ SITE_URL: 'not a url' }, 'http://127.0.0.1:4321'],
    [{ SITE_URL: 'ftp://files.example' }, 'http://127.0.0.1:4321'],
  ])('%o → %s', (env, origin) => {
    expect(publicOrigin(url, env)).toBe(origin);
  });
});
