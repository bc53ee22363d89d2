import fc from 'fast-check';

/**
 * The values the fuzzer (./api-fuzz.ts) sends: hostile texts, numbers past every bound, ids that
 * belong to no one or to another tenant, the field names the storefront reads, bodies of every
 * kind (some not UTF-8), queries, path segments and forged cookies.
 */
/** What a case sends: text, or bytes (some of them not UTF-8). */
export type Body = string | Uint8Array<ArrayBuffer>;

/** encodeURIComponent of any string: a lone surrogate (which it refuses) goes as U+FFFD, as a browser sends it. */
export const encode = (item: unknown) => encodeURIComponent(String(item).toWellFormed());

export const tenants = fc.constantFrom('cl', 'cl', 'br', 'mx', 'co', 'homy', 'obra', 'xx', 'CL', '..', '%00');
export const hostileText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '999999999999999999999999',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  'ñandú-Ação-日本語',
  '\u0000',
  '\ud800',
  'x'.repeat(10_000),
);
export const text = fc.oneof(hostileText, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
export const number = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 0.5, -2.75, 1e21, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 1e-7),
  fc.double({ noNaN: false }),
);
/** Ids that exist somewhere: this tenant's, another tenant's, or none. */
export const id = fc.oneof(fc.integer({ min: 0, max: 999_999 }).map(String), text, fc.uuid());
export const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  id,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, number), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(text, number), { maxKeys: 3 }),
);
/** Field names the storefront reads, so that the values reach its checks rather than stop at "unknown field". */
export const field = fc.constantFrom(
  'skuId',
  'productId',
  'lineId',
  'quantity',
  'deliveryMethod',
  'storeId',
  'services',
  'email',
  'password',
  'name',
  'rating',
  'title',
  'comment',
  'zipCode',
  'postalCode',
  'zone',
  'zoneId',
  'street',
  'price',
  'total',
  'expectedTotal',
  'idempotencyKey',
  'paymentMethod',
  'updates',
  'prices',
  'listId',
  'ids',
  'Ntt',
  'page',
  'sort',
  'limit',
  'lang',
  'token',
);
/** A value as a form field carries it: objects and lists as their JSON (fast-check's have no prototype to print them). */
export const formValue = (item: unknown) =>
  typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
export const formBody = (object: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(object).map(([key, item]) => [key, formValue(item).toWellFormed()])).toString();
export const fields = fc.dictionary(fc.oneof(field, fc.string({ maxLength: 8 })), value, { maxKeys: 6 });

export const invalidUtf8 = fc.constantFrom(
  Uint8Array.of(0xc3, 0x28),
  Uint8Array.of(0xa0, 0xa1),
  Uint8Array.of(0xe2, 0x28, 0xa1),
  Uint8Array.of(0xf0, 0x28, 0x8c, 0x28),
  Uint8Array.of(0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0x7d),
);
export const body = fc.oneof(
  fields.map((object) => ({ type: 'application/json', body: JSON.stringify(object) as Body })),
  fc.jsonValue().map((json) => ({ type: 'application/json', body: JSON.stringify(json) ?? 'null' })),
  fields.map((object) => ({
    type: 'application/x-www-form-urlencoded',
    body: formBody(object),
  })),
  invalidUtf8.map((bytes) => ({ type: 'application/json', body: bytes as Body })),
  fc.constantFrom('{', '[1,', 'not json', '{"quantity": 1e999}', 'x'.repeat(200_000)).map((raw) => ({
    type: 'application/json',
    body: raw as Body,
  })),
  fc.constant({ type: 'text/plain', body: 'plain text' as Body }),
);

export const query = fc
  .array(fc.tuple(fc.oneof(field, fc.string({ maxLength: 6 })), fc.oneof(text, number.map(String), id)), {
    maxLength: 4,
  })
  .map((pairs) => {
    const search = pairs.map(([key, item]) => `${encode(key)}=${encode(item)}`);
    return search.length > 0 ? `?${search.join('&')}` : '';
  });

/** A segment as it goes in a path: encoded, or now and then a broken escape or a dot-dot. */
export const segment = fc.oneof(
  { weight: 8, arbitrary: id.map((item) => encode(item) || '0') },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ZZ', '..', '%2e%2e', '%00') },
);

export const cookies = fc
  .record(
    {
      zone: fc.oneof(text, fc.constantFrom('10|13101', '12|99999', '99|1', '|', '10|13101|extra')),
      session: fc.oneof(text, fc.uuid()),
      cartId: fc.oneof(text, fc.uuid()),
    },
    { requiredKeys: [] },
  )
  .map((jar) =>
    Object.entries(jar)
      .map(([name, item]) => `${name}=${encode(item)}`)
      .join('; '),
  );
