import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Site, startSite, stubBrowser } from '../test-support/browser';

type Modules = { cart: typeof import('./cart'); shopper: typeof import('./shopper') };

const shopperAnswer = (count: number): Answer => ({
  status: 200,
  json: {
    success: true,
    data: {
      cart: { count },
      session: { status: 'anonymous', firstName: null, segment: null, proBuyer: false },
      location: { zoneId: '13101', priceGroup: 'PG1', regionLabel: 'Santiago', isFallback: false },
      wishList: { skuIds: [] },
    },
  },
});

let answer: Promise<Answer>;
let site: Site;
beforeAll(async () => {
  site = await startSite(() => answer);
});
afterAll(() => site.close());

// a page view: the stores and the shopper call are module state
let page: Modules;
let browser: ReturnType<typeof stubBrowser>;
beforeEach(async () => {
  answer = Promise.resolve(shopperAnswer(2));
  vi.resetModules();
  browser = stubBrowser({ origin: site.origin });
  page = { cart: await import('./cart'), shopper: await import('./shopper') };
});
afterEach(async () => {
  // a call still on its way would land in the next test's page
  if (page.shopper.$shopper.get().status === 'loading') await page.shopper.loadShopper();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(browser.localStorage.getItem('abandonedCart') ?? 'null');

describe('the header’s cart count', () => {
  it('is unknown until the shopper call answers, then is the server’s count', async () => {
    const counts: (number | undefined)[] = [];
    page.cart.$cart.subscribe(({ count }) => counts.push(count));
    await page.shopper.loadShopper();
    expect(counts).toEqual([undefined, 2]);
    expect(page.cart.$cart.get()).toEqual({ count: 2, lines: [], totals: [] });
  });

  it('an add confirmed before the shopper call answers is not undone by its older count', async () => {
    let answerNow: (given: Answer) => void = () => {};
    answer = new Promise((resolve) => {
      answerNow = resolve;
    });
    page.cart.$cart.listen(() => {});
    page.cart.cartChanged(3);
    answerNow(shopperAnswer(2));
    await page.shopper.loadShopper();
    expect(page.shopper.$shopper.get().status).toBe('ready');
    expect(page.cart.$cart.get().count).toBe(3);
  });
});

describe('a change the server confirmed (docs/cart-rules.md abandoned cart)', () => {
  it('shows the new count and keeps it in local storage for the other tabs, with this tenant and the time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    page.cart.cartChanged(5);
    expect(page.cart.$cart.get().count).toBe(5);
    expect(stored()).toEqual({ tenant: 'cl', count: 5, at: Date.parse('2025-03-01T12:00:00Z') });
  });

  it('with storage full still shows the new count on this page', () => {
    browser.localStorage.full = true;
    page.cart.cartChanged(4);
    expect(page.cart.$cart.get().count).toBe(4);
    expect(stored()).toBeNull();
  });

  it('the cart page’s lines and totals replace the ones shown, the count aside', () => {
    page.cart.cartChanged(3);
    page.cart.setCartLines(
      [{ lineId: 'L1', skuId: '100001', name: 'Látex blanco 1 gal', quantity: 3 }],
      [{ label: 'Total', amountText: '$ 38.970' }],
    );
    expect(page.cart.$cart.get()).toEqual({
      count: 3,
      lines: [{ lineId: 'L1', skuId: '100001', name: 'Látex blanco 1 gal', quantity: 3 }],
      totals: [{ label: 'Total', amountText: '$ 38.970' }],
    });
  });
});

describe('a change in another tab of the shop', () => {
  it('of this tenant’s cart shows its count here', () => {
    browser.window.otherTabWrote('abandonedCart', JSON.stringify({ tenant: 'cl', count: 7, at: 1 }));
    expect(page.cart.$cart.get().count).toBe(7);
  });

  it.each([
    // local storage is the host's: one host may serve several tenants
    ['another tenant’s cart', { tenant: 'pe', count: 7, at: 1 }],
    ['a value without a count', { tenant: 'cl', at: 1 }],
    ['a count that is not a number', { tenant: 'cl', count: '7', at: 1 }],
  ])('ignores %s', (_, written) => {
    page.cart.cartChanged(1);
    browser.window.otherTabWrote('abandonedCart', JSON.stringify(written));
    expect(page.cart.$cart.get().count).toBe(1);
  });
});
