import { describe, expect, it } from 'vitest';
import { type IdSource, traceContextFrom, traceHeaders } from './tracing';

const ids: IdSource = { uuid: () => 'generated-uuid', hex: (bytes) => 'a'.repeat(bytes * 2) };
const from = (headers: Record<string, string>) => traceContextFrom((name) => headers[name] ?? null, ids);

describe('traceContextFrom', () => {
  it('generates a request id, a trace id and a span id when none came in', () => {
    const context = from({});
    expect(context['x-request-id']).toBe('generated-uuid');
    expect(context['x-b3-traceid']).toBe('a'.repeat(32));
    expect(context['x-b3-spanid']).toBe('a'.repeat(16));
    expect(context['x-b3-sampled']).toBe('1');
    expect(context['x-ot-span-context']).toBe(`${'a'.repeat(32)};${'a'.repeat(16)};0000000000000000`);
  });

  it('keeps valid incoming headers', () => {
    const incoming = {
      'x-request-id': 'req-123',
      'x-b3-traceid': '463AC35C9F6413AD',
      'x-b3-spanid': 'a2fb4a1d1a96d312',
      'x-b3-parentspanid': '0020000000000001',
      'x-b3-sampled': '0',
      'x-b3-flags': '1',
    };
    const context = from(incoming);
    expect(context).toMatchObject({ ...incoming, 'x-b3-traceid': '463ac35c9f6413ad' });
    expect(context['x-ot-span-context']).toBe('463ac35c9f6413ad;a2fb4a1d1a96d312;0020000000000001');
  });

  it.each([
    ['x-request-id', 'has spaces and <html>'],
    ['x-request-id', 'x'.repeat(129)],
    ['x-b3-traceid', 'not-hex-at-all!'],
    ['x-b3-spanid', '123'],
    ['x-b3-sampled', 'yes'],
  ])('replaces an invalid %s (%s)', (name, value) => {
    expect(from({ [name]: value })[name as 'x-request-id']).not.toBe(value);
  });

  it('drops an invalid parent span id and flags rather than echoing them', () => {
    const context = from({ 'x-b3-parentspanid': 'zz', 'x-b3-flags': '2' });
    expect(context['x-b3-parentspanid']).toBeUndefined();
    expect(context['x-b3-flags']).toBeUndefined();
  });
});

describe('traceHeaders', () => {
  it('lists only the headers that have a value', () => {
    const names = traceHeaders(from({})).map(([name]) => name);
    expect(names).toEqual(['x-request-id', 'x-b3-traceid', 'x-b3-spanid', 'x-b3-sampled', 'x-ot-span-context']);
  });
});
