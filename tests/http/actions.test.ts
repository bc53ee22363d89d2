import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxReviewFormBytes } from '../../src/lib/validation/review-rules';
import { Browser, type CartFixtures, cartFixtures } from './cart-fixtures';
import { baseUrl, type Envelope } from './client';

/**
 * The Astro Actions of the forms (src/actions): one rule for the no-JS form, answered with a 303
 * to the page that shows the outcome, and for the islands, answered in the JSON envelope.
 */

async function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { origin: baseUrl, ...headers },
  });
  return { status: response.status, location: response.headers.get('location'), headers: response.headers };
}

async function island(name: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  const response = await fetch(`${baseUrl}/_actions/${name}/`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, accept: 'application/json', ...headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      data?: { cart: { itemCount: number } };
      errors?: { code: string; message: string; field?: string }[];
    },
  };
}

describe('a no-JS form posts to its action on the page and is sent back with the outcome', () => {
  let f: CartFixtures;
  beforeAll(async () => {
    f = await cartFixtures();
  });

  it('an add goes to the cart with the done flag and the cart cookie', async () => {
    const answer = await form('/cl/product/1/x/?_action=cart.add', { skuId: f.stocked, quantity: '2' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/cl/cart/?done=1');
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('cartId='))).toBe(true);
  });

  it('a refused add goes back to the page it came from, naming the message', async () => {
    const referer = `${baseUrl}/cl/product/1/x/?f.brand=z`;
    const answer = await form(
      '/cl/product/1/x/?_action=cart.add',
      { skuId: f.stocked, quantity: '10000' },
      { referer },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/cl/product/1/x/?f.brand=z&error=validation.quantity.maxReached&error.max=9999');
  });

  it('a location form comes back with its own flags, beside the form', async () => {
    const referer = `${baseUrl}/br/product/1/x/?locationRegion=SP`;
    const saved = await form('/br/product/1/x/?_action=location.save', { zipCode: '01310-100' }, { referer });
    expect(saved.location).toBe('/br/product/1/x/?locationSaved=1');
    expect(saved.headers.getSetCookie().some((line) => line.startsWith('zone_br='))).toBe(true);
    const refused = await form('/br/product/1/x/?_action=location.save', { zipCode: '99999-999' }, { referer });
    expect(refused.location).toMatch(/^\/br\/product\/1\/x\/\?locationError=validation\.zip\.notFound.*#location$/);
  });

  it('a form from another site is refused before the action runs', async () => {
    const answer = await form(
      '/cl/cart/?_action=cart.add',
      { skuId: f.stocked, quantity: '1' },
      { origin: 'https://elsewhere.example' },
    );
    expect(answer.status).toBe(403);
  });
});

describe('an island calls the same action and reads the envelope', () => {
  let f: CartFixtures;
  beforeAll(async () => {
    f = await cartFixtures();
  });

  it('adds, and answers the cart as priced, in the tenant of x-tenant-id', async () => {
    const added = await island('cart.add', { skuId: f.stocked, quantity: '3' }, { 'x-tenant-id': 'cl' });
    expect(added.status).toBe(200);
    expect(added.body.success).toBe(true);
    expect(added.body.data?.cart.itemCount).toBe(3);
  });

  it('refuses 10000 units with the 9999 message of the tenant language', async () => {
    const refused = await island('cart.add', { skuId: f.stocked, quantity: '10000' }, { 'x-tenant-id': 'cl' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toEqual({
      code: 'CORE_VALIDATION_ERROR',
      message: 'Alcanzaste el máximo de 9999 unidades por producto.',
      field: 'quantity',
    });
  });

  it('refuses a call without a known tenant, an unknown action and a body that is not a form', async () => {
    const noTenant = await island('cart.add', { skuId: f.stocked, quantity: '1' });
    expect(noTenant.status).toBe(400);
    expect(noTenant.body.errors?.[0]?.field).toBe('x-tenant-id');
    const unknown = await island('cart.nothing', {}, { 'x-tenant-id': 'br' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.message).not.toMatch(/[{}]/);
    const json = await fetch(`${baseUrl}/_actions/cart.add/`, {
      method: 'POST',
      body: '{}',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-tenant-id': 'br' },
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { success: boolean }).success).toBe(false);
  });

  it('refuses JSON that does not parse as the caller’s mistake, worded, not as a server error', async () => {
    for (const body of ['[1,', '{"email": ', '']) {
      const answer = await fetch(`${baseUrl}/_actions/notifyMe`, {
        method: 'POST',
        body,
        headers: { origin: baseUrl, 'content-type': 'application/json', 'x-tenant-id': 'br' },
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        success: false,
        errors: [{ code: 'CORE_VALIDATION_ERROR', message: expect.stringMatching(/^[^{}]+$/) }],
      });
    }
  });

  it('removes the last service of a line when the services field comes empty', async () => {
    const shopper = new Browser();
    const body = new FormData();
    body.append('skuId', f.stocked);
    body.append('quantity', '1');
    const call = (name: string, form: FormData) => {
      const cookie = [...shopper.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
      return fetch(`${baseUrl}/_actions/${name}/`, {
        method: 'POST',
        body: form,
        headers: { origin: baseUrl, 'x-tenant-id': 'cl', ...(cookie ? { cookie } : {}) },
      });
    };
    const added = await call('cart.add', body);
    for (const line of added.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      shopper.cookies.set(name, value);
    }
    const lineId = ((await added.json()) as { data: { added: { lineId: string } } }).data.added.lineId;
    const withWarranty = new FormData();
    withWarranty.append('lineId', lineId);
    withWarranty.append('serviceIds', 'warranty-2y');
    expect((await call('cart.services', withWarranty)).status).toBe(200);
    const none = new FormData();
    none.append('lineId', lineId);
    none.append('serviceIds', '');
    const cleared = await call('cart.services', none);
    expect(cleared.status).toBe(200);
    type Lines = { data: { cart: { lines: { lineId: string; services: unknown[] }[] } } };
    const { lines } = ((await cleared.json()) as Lines).data.cart;
    expect(lines.find((line) => line.lineId === lineId)?.services).toEqual([]);
  });
});

/**
 * Sends only the headers of a post that declares a body of `bytes`, and reads the answer the server
 * gives without reading any of it: a body too large is refused by its declared length alone.
 */
function declaredOnly(path: string, bytes: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
    const call = request(`${baseUrl}${path}`, {
      method: 'POST',
      agent: false,
      headers: { origin: baseUrl, ...headers, 'content-length': String(bytes) },
    });
    call.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        call.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope });
      });
    });
    call.on('error', reject);
    call.flushHeaders();
  });
}

describe('the size of an action call', () => {
  let f: CartFixtures;
  beforeAll(async () => {
    f = await cartFixtures();
  });

  const twoMegabytes = () => new URLSearchParams({ skuId: f.stocked, quantity: '1', pad: 'x'.repeat(2 * 1024 * 1024) });
  const tooLarge = {
    code: 'PAYLOAD_TOO_LARGE',
    field: 'body',
    message: 'La solicitud es demasiado grande: máximo 64 KB.',
  };

  it('refuses 2 MB to cart.add with 413 in the envelope, whether the length is declared or the body streamed', async () => {
    const headers = { origin: baseUrl, 'x-tenant-id': 'cl', 'content-type': 'application/x-www-form-urlencoded' };
    const declared = await fetch(`${baseUrl}/_actions/cart.add/`, { method: 'POST', headers, body: twoMegabytes() });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ success: false, errors: [tooLarge] });
    const bytes = new TextEncoder().encode(twoMegabytes().toString());
    const streamed = await fetch(`${baseUrl}/_actions/cart.add/`, {
      method: 'POST',
      headers,
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ success: false, errors: [tooLarge] });
  });

  it('sends a no-JS form of 2 MB back to its page with the message, and leaves the cart alone', async () => {
    const answer = await form('/cl/product/1/x/?_action=cart.add', Object.fromEntries(twoMegabytes()), {
      referer: `${baseUrl}/cl/product/1/x/`,
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/cl/product/1/x/?error=validation.bodyTooLarge&error.max=64');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('labels a review form past its own limit PAYLOAD_TOO_LARGE, refused by its declared length', async () => {
    const answer = await declaredOnly('/_actions/reviews.submit/', maxReviewFormBytes + 1, {
      'x-tenant-id': 'cl',
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([
      {
        code: 'PAYLOAD_TOO_LARGE',
        field: 'body',
        message: 'Puedes subir hasta 6 fotos o videos de hasta 5 MB cada uno.',
      },
    ]);
  });
});
