import { describe, expect, it } from 'vitest';
import { forwardedOrigin, isCrossSiteWrite } from './request-origin';

const own = 'http://127.0.0.1:4321';

describe('isCrossSiteWrite', () => {
  it.each([
    ['GET', 'https://evil.example', 'cross-site', false],
    ['HEAD', null, 'cross-site', false],
    ['POST', null, null, false],
    ['POST', own, 'same-origin', false],
    ['DELETE', 'HTTP://127.0.0.1:4321', null, false],
    ['POST', 'https://evil.example', null, true],
    ['PUT', 'null', null, true],
    ['POST', null, 'cross-site', true],
    ['PATCH', own, 'cross-site', true],
    ['POST', 'http://127.0.0.1:4322', 'same-site', true],
  ])('%s from origin %s (fetch site %s) is cross-site: %s', (method, origin, fetchSite, expected) => {
    expect(isCrossSiteWrite({ method, origin, fetchSite, ownOrigin: own })).toBe(expected);
  });
});

describe('behind a proxy that says how the browser reached it', () => {
  const behind = { method: 'POST', fetchSite: 'same-origin', ownOrigin: 'http://127.0.0.1:4321' };

  it('takes a write from the page the browser saw, over TLS or on another port', () => {
    const tls = forwardedOrigin('https', 'tienda.example.cl');
    expect(tls).toBe('https://tienda.example.cl');
    expect(isCrossSiteWrite({ ...behind, origin: 'https://tienda.example.cl', forwardedOrigin: tls })).toBe(false);
    const port = forwardedOrigin('http, https', '127.0.0.1:6190');
    expect(isCrossSiteWrite({ ...behind, origin: 'http://127.0.0.1:6190', forwardedOrigin: port })).toBe(false);
  });

  it('still refuses another site, and ignores headers that are no origin', () => {
    const tls = forwardedOrigin('https', 'tienda.example.cl');
    expect(isCrossSiteWrite({ ...behind, origin: 'https://evil.example', forwardedOrigin: tls })).toBe(true);
    expect(forwardedOrigin('javascript', 'tienda.example.cl')).toBeUndefined();
    expect(forwardedOrigin('https', 'evil.example/path')).toBeUndefined();
    expect(forwardedOrigin('https', null)).toBeUndefined();
  });
});
