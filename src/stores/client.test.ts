import { FetchError } from 'ofetch';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type Answer, type Site, startSite, stubBrowser, stubFetch } from '../test-support/browser';
import { actionPath, apiPath, call, clientErrorCodes, ShopperError } from './client';

const countSchema = z.object({ count: z.number() });
const fallbackMessage = 'No pudimos conectarnos. Inténtalo de nuevo.';

/** Our API as docs/api.md documents it, one path per kind of answer. */
const answers: Record<string, Answer> = {
  '/api/cl/cart/count': { status: 200, json: { success: true, data: { count: 3 } } },
  '/api/cl/cart/lines': { status: 200, json: { success: true, data: { count: 2 } } },
  '/api/cl/refused': {
    status: 400,
    json: {
      success: false,
      errors: [
        { code: 'CORE_VALIDATION_ERROR', message: 'No hay stock suficiente.', field: 'quantity' },
        { code: 'CORE_VALIDATION_ERROR', message: 'Otra cosa.' },
      ],
    },
  },
  '/api/cl/busy': {
    status: 429,
    json: { success: false, errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Espera un momento.' }] },
  },
  '/api/cl/gateway': { status: 502, text: '<html><body>Bad gateway</body></html>', type: 'text/html' },
  '/api/cl/no-words': { status: 500, json: { success: false, errors: [] } },
  '/api/cl/not-a-count': { status: 200, json: { success: true, data: { count: 'tres' } } },
  '/api/cl/unsuccessful': { status: 200, json: { success: false, errors: [] } },
  '/api/cl/not-json': { status: 200, text: 'ok', type: 'text/plain' },
  '/api/cl/hang-up': 'hang up',
};

let site: Site;
beforeAll(async () => {
  site = await startSite(({ url }) => answers[url] ?? { status: 404, json: { success: false, errors: [] } });
});
afterAll(() => site.close());

beforeEach(() => {
  site.received.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const page = (options: { tenant?: string; width?: number } = {}) => stubBrowser({ ...options, origin: site.origin });

/** The ShopperError a call rejects with. */
async function failureOf(path: string): Promise<ShopperError> {
  const error = await call(apiPath(path), countSchema, { fallbackMessage }).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ShopperError);
  return error as ShopperError;
}

describe('a call that succeeds', () => {
  it('answers the envelope’s data, checked', async () => {
    page();
    await expect(call(apiPath('cart/count'), countSchema, { fallbackMessage })).resolves.toEqual({ count: 3 });
    expect(site.received.map(({ method, url }) => [method, url])).toEqual([['GET', '/api/cl/cart/count']]);
  });

  it('posts a JSON body as JSON', async () => {
    page();
    await call(apiPath('cart/lines'), countSchema, {
      method: 'POST',
      body: { skuId: '100001', quantity: 2 },
      fallbackMessage,
    });
    const [sent] = site.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ skuId: '100001', quantity: 2 });
  });

  it('posts a form as the browser would submit it (an Astro Action takes the same form)', async () => {
    page();
    const form = new FormData();
    form.set('skuId', '100001');
    form.set('quantity', '2');
    await call(apiPath('cart/lines'), countSchema, { method: 'POST', body: form, fallbackMessage });
    const [sent] = site.received;
    const received = await new Response(sent?.body, {
      headers: { 'content-type': String(sent?.headers['content-type']) },
    }).formData();
    expect(Object.fromEntries(received)).toEqual({ skuId: '100001', quantity: '2' });
  });
});

describe('the headers of every call (docs/api.md)', () => {
  it.each([
    ['a phone', 'pe', 390, 'MOBILE'],
    ['a window just under the tablet width', 'cl', 1023, 'MOBILE'],
    ['a tablet', 'br', 1024, 'WEB'],
    ['a desktop', 'co', 1440, 'WEB'],
  ])('on %s of tenant %s the server is told the tenant and channel %s', async (_, tenant, width, channel) => {
    page({ tenant, width });
    await call(apiPath('cart/count'), z.unknown(), { fallbackMessage }).catch(() => undefined);
    const [sent] = site.received;
    expect(sent?.url).toBe(`/api/${tenant}/cart/count`);
    expect(sent?.headers).toMatchObject({ accept: 'application/json', 'x-tenant-id': tenant, 'x-channel': channel });
  });

  it('without a window (code run on the server) the channel is WEB and the tenant cl', async () => {
    stubFetch(site.origin);
    await call(apiPath('cart/count'), countSchema, { fallbackMessage });
    expect(site.received[0]?.headers).toMatchObject({ 'x-tenant-id': 'cl', 'x-channel': 'WEB' });
  });

  it('every call carries a request id of its own, to find it in the server’s log', async () => {
    page();
    await call(apiPath('cart/count'), countSchema, { fallbackMessage });
    await call(apiPath('cart/count'), countSchema, { fallbackMessage });
    const ids = site.received.map(({ headers }) => headers['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe('a call that fails is a ShopperError the island can show', () => {
  beforeEach(() => {
    page();
  });

  it('a refusal shows the server’s first message, in the tenant’s words, on its field', async () => {
    const error = await failureOf('refused');
    expect(error).toMatchObject({
      name: 'ShopperError',
      message: 'No hay stock suficiente.',
      code: 'CORE_VALIDATION_ERROR',
      status: 400,
      field: 'quantity',
    });
    expect(error.cause).toBeInstanceOf(FetchError);
  });

  it('a refusal without a field names none', async () => {
    const error = await failureOf('busy');
    expect(error).toMatchObject({ message: 'Espera un momento.', code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(error.field).toBeUndefined();
  });

  it.each([
    ['a page that is not our envelope (a proxy’s 502)', 'gateway', '502', 502],
    ['an envelope without errors', 'no-words', '500', 500],
    ['a path the server does not know', 'nowhere', '404', 404],
  ])('%s shows the fallback message, coded with the HTTP status', async (_, path, code, status) => {
    const error = await failureOf(path);
    expect(error).toMatchObject({ message: fallbackMessage, code, status });
    expect(error.field).toBeUndefined();
  });

  it('a connection that drops shows the fallback message, coded NETWORK', async () => {
    const error = await failureOf('hang-up');
    expect(error).toMatchObject({ message: fallbackMessage, code: clientErrorCodes.network, status: 0 });
  });

  it.each([
    ['data of another shape', 'not-a-count'],
    ['success false with a 200', 'unsuccessful'],
    ['text instead of JSON', 'not-json'],
  ])('an answer with %s shows the fallback message, coded BAD_ANSWER', async (_, path) => {
    const error = await failureOf(path);
    expect(error).toMatchObject({ message: fallbackMessage, code: clientErrorCodes.badAnswer, status: 200 });
  });
});

describe('addresses', () => {
  it.each([
    ['cl', 'shopper', '/api/cl/shopper'],
    ['br', '/cart/lines', '/api/br/cart/lines'],
  ])('the API of tenant %s: %s is at %s', (tenant, path, address) => {
    stubBrowser({ tenant });
    expect(apiPath(path)).toBe(address);
  });

  it('an Astro Action is at /_actions/{name}/, the address its no-JS form posts to', () => {
    expect(actionPath('cart.addLine')).toBe('/_actions/cart.addLine/');
  });
});
