import { describe, expect, it } from 'vitest';
import { type CachedPage, RouteStore } from './route-store';

const page = (bytes: number, tags: string[] = [], storedAt = Date.now()): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new Uint8Array(bytes),
  encoded: {},
  etag: '"e"',
  storedAt,
  maxAgeMs: 60_000,
  tags,
});

describe('RouteStore', () => {
  it('answers what it keeps until it expires', () => {
    const store = new RouteStore(1_000_000);
    store.set('a', page(10, [], 0));
    expect(store.get('a', 59_000)?.body.byteLength).toBe(10);
    expect(store.get('a', 61_000)).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 1, misses: 1 });
  });

  it('drops the least recently used to stay within its bytes', () => {
    const store = new RouteStore(3_000);
    store.set('a', page(800, [], 0));
    store.set('b', page(800, [], 0));
    store.get('a', 5_000);
    store.set('c', page(800, [], 5_000));
    expect(store.get('b', 5_000)).toBeUndefined();
    expect(store.get('a', 5_000)).toBeDefined();
    expect(store.get('c', 5_000)).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(3_000);
  });

  it('does not keep a page larger than itself', () => {
    const store = new RouteStore(1_000);
    store.set('big', page(5_000));
    expect(store.stats().entries).toBe(0);
  });

  it('drops exactly the entries of a tag', () => {
    const store = new RouteStore(1_000_000);
    store.set('product-1', page(10, ['product:cl:1']));
    store.set('listing', page(10, ['product:cl:1', 'product:cl:2']));
    store.set('product-2', page(10, ['product:cl:2']));
    expect(store.invalidate(['product:cl:1'])).toBe(2);
    expect(store.get('product-1')).toBeUndefined();
    expect(store.get('listing')).toBeUndefined();
    expect(store.get('product-2')).toBeDefined();
  });

  it('replacing an entry forgets its old tags and bytes', () => {
    const store = new RouteStore(1_000_000);
    store.set('a', page(100, ['old']));
    store.set('a', page(10, ['new']));
    expect(store.invalidate(['old'])).toBe(0);
    expect(store.stats().entries).toBe(1);
    expect(store.invalidate(['new'])).toBe(1);
    expect(store.stats().bytes).toBe(0);
  });

  it('drops every entry of one page', () => {
    const store = new RouteStore(1_000_000);
    store.set('/cl/\u0000h\u000010/1\u0000shopper', page(10));
    store.set('/cl/\u0000h\u000012/2\u0000shopper', page(10));
    store.set('/cl/x/\u0000h\u000010/1\u0000shopper', page(10));
    expect(store.invalidatePage('/cl/')).toBe(2);
    expect(store.stats().entries).toBe(1);
  });

  it('forgets the tags of a page pushed out for room, and of everything cleared', () => {
    const store = new RouteStore(3_000);
    store.set('a', page(800, ['product:cl:1']));
    store.set('b', page(800, ['product:cl:2']));
    store.set('c', page(800, ['product:cl:3']));
    expect(store.get('a')).toBeUndefined();
    store.set('a', page(10, []));
    expect(store.invalidate(['product:cl:1'])).toBe(0);
    expect(store.get('a')).toBeDefined();
    store.clear();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
    store.set('b', page(10, []));
    expect(store.invalidate(['product:cl:2'])).toBe(0);
    expect(store.get('b')).toBeDefined();
  });

  it('counts a page carrying two of the invalidated tags once', () => {
    const store = new RouteStore(1_000_000);
    store.set('listing', page(10, ['product:cl:1', 'product:cl:2']));
    expect(store.invalidate(['product:cl:1', 'product:cl:2'])).toBe(1);
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
