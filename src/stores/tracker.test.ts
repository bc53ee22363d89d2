import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser the tracker runs in: storage, the address and fetch (calls recorded). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type Tracker = typeof import('./tracker');
type Cart = typeof import('./cart');
let tracker: Tracker;
let cart: Cart;
let fetchMock: ReturnType<typeof vi.fn>;

const visitor = '4b0e6f1a-2c3d-4e5f-a123-0123456789ab';
const calls = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api/cl/${path}`)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));
const events = () => calls('click-stream/events').flatMap((body) => body.events);

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('location', { pathname: '/cl/search', search: '?Ntt=pintura' });
  fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('visitorId', visitor);
  tracker = await import('./tracker');
  cart = await import('./cart');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const search = (term: string) => ({ action: 'search' as const, term, impressions: ['100001', '100002'] });

describe('page views and the query id (docs/tracking-and-ads.md)', () => {
  it('a search sends its impressions and starts a query kept in session storage', () => {
    tracker.startTracking(search('pintura'));
    const [event] = events();
    expect(event).toMatchObject({
      action: 'search',
      application_id: 'web',
      visitor_id: visitor,
      page_url: '/cl/search?Ntt=pintura',
      impressions: ['100001', '100002'],
    });
    expect(event.query_id).toMatch(/^[0-9a-f]{32}$/);
    expect(tracker.currentQueryId()).toBe(event.query_id);
  });

  it('the same words keep the query (paging, filters, sort); new words or a new header search start another', () => {
    tracker.startTracking(search('pintura'));
    tracker.startTracking(search('  Pintura '));
    tracker.startTracking(search('brocha'));
    tracker.searchStarted();
    tracker.startTracking(search('brocha'));
    const ids = events().map((event) => event.query_id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
  });

  it('a category page leaves the search: its clicks carry no query id', () => {
    tracker.startTracking(search('pintura'));
    tracker.startTracking({ action: 'category', impressions: [] });
    tracker.trackProductClick('100001', 3);
    const [, category, click] = events();
    expect(category).toEqual({
      action: 'category',
      application_id: 'web',
      visitor_id: visitor,
      page_url: '/cl/search?Ntt=pintura',
    });
    expect(click).toMatchObject({ action: 'product_click', item_id: '100001', position: 3 });
    expect(click.query_id).toBeUndefined();
  });

  it('filter, sort and product click carry the query id', () => {
    tracker.startTracking(search('pintura'));
    tracker.trackFilter();
    tracker.trackSort();
    tracker.trackProductClick('100002', 2);
    tracker.trackProductClick('100002', 0); // not a place in a list
    const [first, ...rest] = events();
    expect(rest.map((event) => [event.action, event.query_id])).toEqual([
      ['filter', first.query_id],
      ['sort', first.query_id],
      ['product_click', first.query_id],
    ]);
  });

  it('nothing leaves before the tracker starts (never, for a crawler); what was recorded goes once it does', () => {
    tracker.trackAddToCart({ skuId: '100001', quantity: 1, price: 990 });
    tracker.adClicked('AD001', '100001');
    expect(fetchMock).not.toHaveBeenCalled();
    tracker.startTracking(undefined);
    expect(events().map((event) => event.action)).toEqual(['add_to_cart']);
    expect(calls('v1/vas/click')).toEqual([
      { adId: 'AD001', visitorId: visitor, pageUrl: '/cl/search?Ntt=pintura', productId: '100001' },
    ]);
  });

  it('draws a visitor id when none is kept, and keeps it', () => {
    localStorage.removeItem('visitorId');
    const drawn = tracker.visitorId();
    expect(drawn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tracker.visitorId()).toBe(drawn);
  });
});

describe('add to cart (docs/tracking-and-ads.md)', () => {
  beforeEach(() => tracker.startTracking(search('pintura')));

  it('is tracked with the query id, which is saved to local storage', () => {
    tracker.trackAddToCart({ skuId: '100001', quantity: 2, price: 12990 });
    const added = events().find((event) => event.action === 'add_to_cart');
    expect(added).toMatchObject({ item_id: '100001', quantity: 2, price: 12990, query_id: tracker.currentQueryId() });
    expect(JSON.parse(localStorage.getItem('queryId') ?? 'null')).toBe(tracker.currentQueryId());
  });

  it.each([
    ['without a price', { price: null }],
    ['when a flag suppresses it', { suppress: true }],
    ['for a quantity out of bounds', { quantity: 10_000 }],
  ])('is skipped %s', (_, change) => {
    tracker.trackAddToCart({ skuId: '100001', quantity: 1, price: 990, ...change });
    expect(events().filter((event) => event.action === 'add_to_cart')).toEqual([]);
    expect(localStorage.getItem('queryId')).toBeNull();
  });

  it('a form an island took over is tracked once when the cart confirms it, not again when the island reports it', () => {
    cart.$cart.setKey('count', 2);
    tracker.addSubmittedInPage({ skuId: '100001', quantity: 1, price: 990, position: 4 });
    cart.cartChanged(3);
    tracker.trackAddToCart({ skuId: '100001', quantity: 1, price: 990 });
    const added = events().filter((event) => event.action === 'add_to_cart');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ item_id: '100001', position: 4 });
  });

  it("the island's own report wins while the cart has not changed yet, and no confirmation follows", () => {
    cart.$cart.setKey('count', 2);
    tracker.addSubmittedInPage({ skuId: '100001', quantity: 1, price: 990 });
    tracker.trackAddToCart({ skuId: '100001', quantity: 1, price: 1090 });
    cart.cartChanged(3);
    const added = events().filter((event) => event.action === 'add_to_cart');
    expect(added.map((event) => event.price)).toEqual([1090]);
  });

  it('a form whose add never shows in the cart within 15 s is not tracked', () => {
    cart.$cart.setKey('count', 2);
    tracker.addSubmittedInPage({ skuId: '100001', quantity: 1, price: 990 });
    vi.advanceTimersByTime(15_000);
    cart.cartChanged(3);
    expect(events().filter((event) => event.action === 'add_to_cart')).toEqual([]);
  });
});

describe('sponsored products (docs/tracking-and-ads.md v1/vas)', () => {
  it('cards seen together make one impression call, each ad once', () => {
    tracker.startTracking(undefined);
    tracker.adShown('AD001');
    tracker.adShown('AD002');
    tracker.adShown('AD001');
    expect(calls('v1/vas/impression')).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(calls('v1/vas/impression')).toEqual([
      { adIds: ['AD001', 'AD002'], visitorId: visitor, pageUrl: '/cl/search?Ntt=pintura' },
    ]);
  });

  it('the page being left sends what is waiting at once', () => {
    tracker.startTracking(undefined);
    tracker.adShown('AD003');
    tracker.flushAdImpressions();
    expect(calls('v1/vas/impression').map((body) => body.adIds)).toEqual([['AD003']]);
  });
});
