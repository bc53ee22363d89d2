import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './client';

const path = '/api/cl/click-stream/events';
const visitor = '3d0f8a52-7c1b-4e69-a8d4-52b9e1f0c7a3';
const base = { application_id: 'web', visitor_id: visitor, page_url: '/cl/search?Ntt=pintura' };
const queryId = 'q-8f2c1d7e9a';
const send = (json: unknown, headers: Record<string, string> = {}) =>
  api<{ accepted: number }>(path, { json, headers });
const sortEvent = { ...base, action: 'sort' };

describe('POST click-stream/events', () => {
  it('accepts a batch of every action: 202 with the count', async () => {
    const events = [
      { ...base, action: 'search', query_id: queryId, impressions: ['100000', '107919'] },
      { ...base, action: 'category', page_url: '/cl/category/cat-1/pinturas/', impressions: [] },
      { ...base, action: 'filter', query_id: queryId, page_url: '/cl/search?Ntt=pintura&f.brand=sipa' },
      { ...base, action: 'sort', query_id: queryId, meta: 'c2a1f0e4b9d8c7a6f5e4d3c2b1a09f8e' },
      { ...base, action: 'product_click', query_id: queryId, item_id: '107919', position: 2 },
      {
        ...base,
        action: 'add_to_cart',
        application_id: 'secure',
        item_id: '1104729',
        quantity: 3,
        price: 15990,
        page_url: `${baseUrl}/cl/cart/`,
      },
    ];
    const { status, body } = await send({ events });
    expect(status).toBe(202);
    expect(body).toEqual({ success: true, data: { accepted: 6 } });
  });

  it('accepts 50 events and the tenant’s own domain', async () => {
    const events = Array.from({ length: 50 }, () => ({
      ...sortEvent,
      page_url: 'https://www.andamio.cl/cl/search?Ntt=taladro',
    }));
    const { status, body } = await send({ events });
    expect(status).toBe(202);
    expect(body.data?.accepted).toBe(50);
  });

  it.each([
    ['no event', { events: [] }, 'events', 'Envía al menos 1 evento.'],
    ['51 events', { events: Array(51).fill(sortEvent) }, 'events', 'Envía como máximo 50 eventos por solicitud.'],
    ['events that are not a list', { events: sortEvent }, 'events', 'Envía los eventos en una lista «events».'],
    ['a bare list', [sortEvent], 'body', 'Envía los eventos en una lista «events».'],
    ['another top-level field', { events: [sortEvent], sentAt: 1 }, 'sentAt', 'Este dato no es parte de un evento.'],
    [
      'an unknown action',
      { events: [{ ...base, action: 'purchase' }] },
      'events.0.action',
      'La acción del evento no es válida.',
    ],
    [
      'another application',
      { events: [{ ...sortEvent, application_id: 'ios' }] },
      'events.0.application_id',
      'La aplicación del evento debe ser web o secure.',
    ],
    [
      'a visitor id that is no UUID',
      { events: [{ ...sortEvent, visitor_id: '12345' }] },
      'events.0.visitor_id',
      'El identificador del visitante debe ser un UUID.',
    ],
    [
      'a page of another site',
      { events: [sortEvent, { ...sortEvent, page_url: 'https://evil.example/cl/' }] },
      'events.1.page_url',
      'La dirección de la página debe ser de este sitio.',
    ],
    [
      'a protocol-relative page',
      { events: [{ ...sortEvent, page_url: '//evil.example/' }] },
      'events.0.page_url',
      'La dirección de la página debe ser una ruta del sitio o una URL http(s).',
    ],
    [
      'a page url that is a number',
      { events: [{ ...sortEvent, page_url: 5 }] },
      'events.0.page_url',
      'La dirección de la página debe ser una ruta del sitio o una URL http(s).',
    ],
    [
      'a fractional price',
      { events: [{ ...base, action: 'add_to_cart', item_id: '107919', quantity: 1, price: 159.9 }] },
      'events.0.price',
      'El precio debe ser un número entero en la unidad mínima de la moneda, entre 0 y 1000000000000.',
    ],
    [
      'a price as text',
      { events: [{ ...base, action: 'add_to_cart', item_id: '107919', quantity: 1, price: '15990' }] },
      'events.0.price',
      'El precio debe ser un número entero en la unidad mínima de la moneda, entre 0 y 1000000000000.',
    ],
    [
      'a negative quantity',
      { events: [{ ...base, action: 'add_to_cart', item_id: '107919', quantity: -2, price: 1 }] },
      'events.0.quantity',
      'La cantidad debe ser un número entero entre 1 y 9999.',
    ],
    [
      'a huge quantity',
      { events: [{ ...base, action: 'add_to_cart', item_id: '107919', quantity: 1e20, price: 1 }] },
      'events.0.quantity',
      'La cantidad debe ser un número entero entre 1 y 9999.',
    ],
    [
      'a position of 0',
      { events: [{ ...base, action: 'product_click', item_id: '107919', position: 0 }] },
      'events.0.position',
      'La posición debe ser un número entero entre 1 y 10000.',
    ],
    [
      'a product click without position',
      { events: [{ ...base, action: 'product_click', item_id: '107919' }] },
      'events.0.position',
      'Este dato es obligatorio en los eventos product_click.',
    ],
    [
      'a search without query id',
      { events: [{ ...base, action: 'search' }] },
      'events.0.query_id',
      'Este dato es obligatorio en los eventos search.',
    ],
    [
      'a price on a sort',
      { events: [{ ...sortEvent, price: 100 }] },
      'events.0.price',
      'Este dato no corresponde a los eventos sort.',
    ],
    [
      'a misspelt field',
      { events: [{ ...sortEvent, itemId: '107919' }] },
      'events.0.itemId',
      'Este dato no es parte de un evento.',
    ],
    [
      'an item id that is no product',
      { events: [{ ...base, action: 'product_click', item_id: 'DROP TABLE', position: 1 }] },
      'events.0.item_id',
      'El código del producto no es válido.',
    ],
    [
      '101 impressions',
      { events: [{ ...sortEvent, impressions: Array(101).fill('107919') }] },
      'events.0.impressions',
      'Envía como máximo 100 impresiones por evento.',
    ],
    [
      'a bad impression',
      { events: [{ ...sortEvent, impressions: ['107919', 7] }] },
      'events.0.impressions.1',
      'El código del producto no es válido.',
    ],
    [
      'a meta that is an email',
      { events: [{ ...sortEvent, meta: 'juan@example.com' }] },
      'events.0.meta',
      'El identificador cifrado del usuario no es válido.',
    ],
  ])('refuses %s: 400 naming the field', async (_name, json, field, message) => {
    const { status, body } = await send(json);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ code: 'CORE_VALIDATION_ERROR', field, message });
  });

  it('a batch with one bad event stores nothing: the good events can be sent again', async () => {
    const refused = await send({ events: [sortEvent, { ...sortEvent, visitor_id: 'x' }] });
    expect(refused.status).toBe(400);
    const accepted = await send({ events: [sortEvent] });
    expect(accepted.body.data?.accepted).toBe(1);
  });

  it('speaks Portuguese on a Brazilian site', async () => {
    const { body } = await api('/api/br/click-stream/events', { json: { events: [] } });
    expect(body.errors?.[0]?.message).toBe('Envie pelo menos 1 evento.');
  });

  it('malformed JSON, another content type, no body and a body too large are refused', async () => {
    const bad = await api(path, {
      method: 'POST',
      body: '{"events": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ field: 'body', message: 'La solicitud no es un JSON válido.' });
    const notUtf8 = await api(path, {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(notUtf8.status).toBe(400);
    const xml = await api(path, { method: 'POST', body: '<events/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    const empty = await api(path, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.field).toBe('events');
    const big = await send({ events: [{ ...sortEvent, page_url: `/cl/${'a'.repeat(300_000)}` }] });
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body' });
  });

  it('crawlers are answered 204, whatever they send', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ]) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ events: Array(500).fill(sortEvent) }),
      });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
  });

  it('a browser whose user agent merely mentions a phone brand is not a crawler', async () => {
    const { status } = await send(
      { events: [sortEvent] },
      {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
      },
    );
    expect(status).toBe(202);
  });
});
