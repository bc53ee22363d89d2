import { describe, expect, it } from 'vitest';
import { adImpressionSchema, adInteractionSchema } from './ad-events';
import { clickEventSchema, clickStreamBatchSchema, isPageUrl, isSameSite } from './click-stream';
import { validate } from './validation/issues';

const visitor = '6f1c0f8e-3a5b-4c2d-9e8f-1a2b3c4d5e6f';
const base = { application_id: 'web', visitor_id: visitor, page_url: '/cl/search?Ntt=pintura' };
const errorsOf = (input: unknown) => {
  const result = validate(clickEventSchema, input);
  return result.ok ? [] : result.errors.map(({ field, key, params }) => ({ field, key, params }));
};

describe('click-stream events (docs/tracking-and-ads.md fields)', () => {
  it.each([
    ['search', { action: 'search', query_id: 'q-20261122-abc', impressions: ['100000', '107919'] }],
    ['category', { action: 'category', impressions: [] }],
    ['filter', { action: 'filter', query_id: 'q-20261122-abc' }],
    ['sort', { action: 'sort', meta: 'a'.repeat(64) }],
    ['product_click', { action: 'product_click', item_id: '107919', position: 3, query_id: 'q-20261122-abc' }],
    ['add_to_cart', { action: 'add_to_cart', item_id: '1104729', quantity: 2, price: 15990, position: 1 }],
    ['nulls as absent', { action: 'category', query_id: null, meta: null, impressions: null, item_id: null }],
  ])('accepts a %s event', (_name, event) => {
    expect(errorsOf({ ...base, ...event })).toEqual([]);
  });

  it('fills absent fields with null, ready for a row', () => {
    expect(clickEventSchema.parse({ ...base, action: 'sort' })).toEqual({
      ...base,
      action: 'sort',
      query_id: null,
      meta: null,
      item_id: null,
      position: null,
      quantity: null,
      price: null,
      impressions: null,
    });
  });

  it.each([
    ['an unknown action', { action: 'purchase' }, 'action', 'validation.clickStream.action'],
    [
      'another application',
      { action: 'sort', application_id: 'app' },
      'application_id',
      'validation.clickStream.applicationId',
    ],
    [
      'a visitor id that is no UUID',
      { action: 'sort', visitor_id: 'visitor-1' },
      'visitor_id',
      'validation.clickStream.visitorId',
    ],
    [
      'a protocol-relative page',
      { action: 'sort', page_url: '//evil.example/cl/' },
      'page_url',
      'validation.clickStream.pageUrl',
    ],
    [
      'a javascript: page',
      { action: 'sort', page_url: 'javascript:alert(1)' },
      'page_url',
      'validation.clickStream.pageUrl',
    ],
    [
      'a huge page url',
      { action: 'sort', page_url: `/${'a'.repeat(2048)}` },
      'page_url',
      'validation.clickStream.pageUrl',
    ],
    ['a short query id', { action: 'search', query_id: 'q1' }, 'query_id', 'validation.clickStream.queryId'],
    ['a meta that is no hash', { action: 'sort', meta: 'juan@example.com' }, 'meta', 'validation.clickStream.meta'],
    [
      'a non-catalogue item id',
      { action: 'product_click', item_id: 'abc', position: 1 },
      'item_id',
      'validation.clickStream.itemId',
    ],
    [
      'a position of 0',
      { action: 'product_click', item_id: '107919', position: 0 },
      'position',
      'validation.clickStream.position',
    ],
    [
      'a position as text',
      { action: 'product_click', item_id: '107919', position: '3' },
      'position',
      'validation.clickStream.position',
    ],
    [
      'a fractional price',
      { action: 'add_to_cart', item_id: '107919', quantity: 1, price: 159.9 },
      'price',
      'validation.clickStream.price',
    ],
    [
      'a negative price',
      { action: 'add_to_cart', item_id: '107919', quantity: 1, price: -1 },
      'price',
      'validation.clickStream.price',
    ],
    [
      'a quantity over 9999',
      { action: 'add_to_cart', item_id: '107919', quantity: 10000, price: 1 },
      'quantity',
      'validation.clickStream.quantity',
    ],
    [
      'impressions that are not a list',
      { action: 'category', impressions: '107919' },
      'impressions',
      'validation.clickStream.impressions',
    ],
    [
      'a bad impression',
      { action: 'category', impressions: ['107919', 'x'] },
      'impressions.1',
      'validation.clickStream.itemId',
    ],
    [
      '101 impressions',
      { action: 'category', impressions: Array(101).fill('107919') },
      'impressions',
      'validation.clickStream.tooManyImpressions',
    ],
  ])('refuses %s, naming the field', (_name, event, field, key) => {
    expect(errorsOf({ ...base, ...event })).toContainEqual(expect.objectContaining({ field, key }));
  });

  it.each([
    ['search', { action: 'search' }, 'query_id'],
    ['product_click', { action: 'product_click', position: 2 }, 'item_id'],
    ['product_click', { action: 'product_click', item_id: '107919' }, 'position'],
    ['add_to_cart', { action: 'add_to_cart', item_id: '107919', quantity: 1 }, 'price'],
  ])('a %s event without %j is refused (field %s)', (action, event, field) => {
    expect(errorsOf({ ...base, ...event })).toEqual([
      { field, key: 'validation.clickStream.required', params: { action } },
    ]);
  });

  it('refuses fields the action does not use, and fields that are no event field', () => {
    expect(errorsOf({ ...base, action: 'sort', price: 100, itemId: '107919' })).toEqual([
      { field: 'price', key: 'validation.clickStream.notAllowed', params: { action: 'sort' } },
      { field: 'itemId', key: 'validation.clickStream.unknownField', params: {} },
    ]);
  });
});

describe('click-stream batches', () => {
  const event = { ...base, action: 'sort' };
  const fieldsOf = (input: unknown) => {
    const result = validate(clickStreamBatchSchema, input);
    return result.ok ? [] : result.errors.map(({ field, key }) => `${field} ${key}`);
  };

  it.each([
    ['one event', { events: [event] }, []],
    ['50 events', { events: Array(50).fill(event) }, []],
    ['no event', { events: [] }, ['events validation.clickStream.eventsRequired']],
    ['51 events', { events: Array(51).fill(event) }, ['events validation.clickStream.tooManyEvents']],
    ['a bare list', [event], [' validation.clickStream.events']],
    ['one event not in a list', { events: event }, ['events validation.clickStream.events']],
    [
      'a bad second event',
      { events: [event, { ...event, visitor_id: 'x' }] },
      ['events.1.visitor_id validation.clickStream.visitorId'],
    ],
    ['another top-level field', { events: [event], sentAt: 1 }, ['sentAt validation.clickStream.unknownField']],
  ])('%s → %j', (_name, input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });
});

describe('page urls', () => {
  it.each([
    ['/cl/search?Ntt=pintura', true],
    ['https://www.andamio.cl/cl/', true],
    ['http://localhost:4321/cl/', true],
    ['//andamio.cl/cl/', false],
    ['/cl/\\evil', false],
    ['/cl/ search', false],
    ['ftp://andamio.cl/', false],
    ['cl/search', false],
    ['', false],
  ])('%s is a page url: %s', (url, expected) => {
    expect(isPageUrl(url)).toBe(expected);
  });

  it.each([
    ['/cl/product/107919/taladro/', true],
    ['https://www.andamio.cl/cl/', true],
    ['https://WWW.ANDAMIO.CL/cl/', true],
    ['https://andamio.cl.evil.example/cl/', false],
    ['https://evil.example/cl/', false],
  ])('%s is same-site: %s', (url, expected) => {
    expect(isSameSite(url, ['andamio.cl', 'www.andamio.cl'])).toBe(expected);
  });
});

describe('ad events', () => {
  it('accepts a click and an impression batch', () => {
    expect(validate(adInteractionSchema, { adId: 'AD00001', visitorId: visitor, pageUrl: '/cl/' }).ok).toBe(true);
    expect(
      validate(adImpressionSchema, { adIds: ['AD00001', 'AD00002'], visitorId: visitor, pageUrl: '/cl/' }).ok,
    ).toBe(true);
  });

  it.each([
    [adImpressionSchema, { adIds: [], visitorId: visitor, pageUrl: '/cl/' }, 'adIds validation.ads.adIdsRequired'],
    [
      adImpressionSchema,
      { adIds: Array(51).fill('AD1'), visitorId: visitor, pageUrl: '/cl/' },
      'adIds validation.ads.tooManyAds',
    ],
    [adImpressionSchema, { adIds: ['AD 1'], visitorId: visitor, pageUrl: '/cl/' }, 'adIds.0 validation.ads.adId'],
    [
      adInteractionSchema,
      { adId: 'AD1', visitorId: 'v', pageUrl: '/cl/' },
      'visitorId validation.clickStream.visitorId',
    ],
    [
      adInteractionSchema,
      { adId: 'AD1', visitorId: visitor, pageUrl: '/cl/', productId: 7 },
      'productId validation.clickStream.itemId',
    ],
  ])('refuses %#', (schema, input, expected) => {
    const result = validate(schema, input);
    expect(result.ok ? [] : result.errors.map(({ field, key }) => `${field} ${key}`)).toContain(expected);
  });
});
