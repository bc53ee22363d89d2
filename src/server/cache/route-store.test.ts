import { describe, expect, it } from 'vitest';
import { type CachedPage, RouteStore, renderHorizonMs } from './route-store';

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

  describe('a page whose rendering began before an invalidation', () => {
    const key = (path: string) => `${path}\u0000zone`;
    it('is not kept when one of its tags was invalidated while it rendered', () => {
      const store = new RouteStore(1_000_000);
      store.invalidate(['product:cl:1'], 1_000);
      store.set(key('/cl/product/1/'), page(10, ['product:cl:1']), 1_000, 1_050);
      store.set(key('/cl/product/2/'), page(10, ['product:cl:2']), 1_000, 1_050);
      store.set(key('/cl/product/3/'), page(10, ['product:cl:1']), 1_001, 1_050);
      expect(store.get(key('/cl/product/1/'))).toBeUndefined();
      expect(store.get(key('/cl/product/2/'))).toBeDefined();
      expect(store.get(key('/cl/product/3/'))).toBeDefined();
    });

    it('is not kept after its path or everything was invalidated, nor when it began past the horizon', () => {
      const store = new RouteStore(1_000_000);
      store.invalidatePage('/cl/landing/ayuda/', 2_000);
      store.set(key('/cl/landing/ayuda/'), page(10), 1_999, 2_100);
      store.set(key('/cl/landing/otra/'), page(10), 1_999, 2_100);
      expect(store.get(key('/cl/landing/ayuda/'))).toBeUndefined();
      expect(store.get(key('/cl/landing/otra/'))).toBeDefined();
      store.clear(3_000);
      store.set(key('/cl/'), page(10), 2_999, 3_100);
      expect(store.get(key('/cl/'))).toBeUndefined();
      store.set(key('/cl/'), page(10), 10_000, 10_000 + renderHorizonMs + 1);
      expect(store.get(key('/cl/'))).toBeUndefined();
      store.set(key('/cl/'), page(10), 10_000, 10_000 + renderHorizonMs);
      expect(store.get(key('/cl/'))).toBeDefined();
    });
  });
});
