import { beforeAll, describe, expect, it } from 'vitest';
import { type CartFixtures, cartFixtures } from './cart-fixtures';
import { baseUrl } from './client';
import { type CallInit, rawCall } from './raw-call';
import { validForm } from './reviews-fixtures';
import { person } from './session-fixtures';

/**
 * Behind the proxy that ends TLS, a request reaches the storefront over plain HTTP with
 * `X-Forwarded-Proto: https`: every cookie set in answer carries Secure then, so the browser never
 * sends it over plain HTTP. Each flow that sets a cookie is called once that way.
 */
let f: CartFixtures;
beforeAll(async () => {
  f = await cartFixtures();
});

const overHttps = { 'x-forwarded-proto': 'https' };
/** The page that posts a form, as the browser saw it: on https, at the proxy's host. */
const httpsOrigin = `https://${new URL(baseUrl).host}`;
const form = (fields: Record<string, string>): CallInit => ({
  body: new URLSearchParams(fields).toString(),
  headers: { ...overHttps, origin: httpsOrigin, 'content-type': 'application/x-www-form-urlencoded' },
});
const multipart = (fields: Record<string, string>, headers: Record<string, string>): CallInit => {
  const boundary = 'secure-cookies-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    headers: {
      ...overHttps,
      origin: httpsOrigin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
  };
};

const flows: [string, string, () => CallInit][] = [
  ['the zone, from the API', '/api/cl/save-location-info', () => ({ json: { zoneId: '13123' }, headers: overHttps })],
  ['the zone, from the no-JS form', '/br/product/1/x/?_action=location.save', () => form({ zipCode: '01310-100' })],
  ['the reviewer, from the API', '/api/cl/reviews', () => ({ json: validForm('999999999'), headers: overHttps })],
  [
    'the reviewer, from the review form',
    '/_actions/reviews.submit/',
    () => multipart({ productId: '999999999' }, { 'x-tenant-id': 'cl' }),
  ],
  ['the cart', '/api/cl/cart/items', () => ({ json: { skuId: f.stocked, quantity: 1 }, headers: overHttps })],
  ['the session', '/api/cl/login', () => ({ json: person('cliente@andamio.test'), headers: overHttps })],
];

describe('cookies over HTTPS behind a proxy', () => {
  it.each(flows)('%s: every cookie set is Secure', async (_, path, init) => {
    const reply = await rawCall(path, init());
    expect(reply.setCookies.length, `${reply.status} ${reply.text.slice(0, 200)}`).toBeGreaterThan(0);
    for (const line of reply.setCookies) expect(line.split(/;\s*/), line).toContain('Secure');
  });

  it('leaves Secure off over plain HTTP, where the browser would not send the cookie back', async () => {
    const reply = await rawCall('/api/cl/save-location-info', { json: { zoneId: '13123' } });
    expect(reply.setCookies.length).toBeGreaterThan(0);
    for (const line of reply.setCookies) expect(line.split(/;\s*/), line).not.toContain('Secure');
  });
});
