import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Site, startSite, stubBrowser } from '../test-support/browser';
import { chosenRegionLabel, type LocationState } from './location';

type Modules = { location: typeof import('./location'); shopper: typeof import('./shopper') };

const fallback: LocationState = { zoneId: '13101', priceGroup: 'PG1', regionLabel: 'Chile', isFallback: true };
const providencia: LocationState = {
  zoneId: '13123',
  priceGroup: 'PG2',
  regionLabel: 'Providencia',
  isFallback: false,
};

const shopperAnswer = (location: LocationState): Answer => ({
  status: 200,
  json: {
    success: true,
    data: {
      cart: { count: 0 },
      session: { status: 'anonymous', firstName: null, segment: null, proBuyer: false },
      location,
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
  answer = Promise.resolve(shopperAnswer(fallback));
  vi.resetModules();
  browser = stubBrowser({ origin: site.origin });
  page = { location: await import('./location'), shopper: await import('./shopper') };
});
afterEach(async () => {
  // a call still on its way would land in the next test's page
  if (page.shopper.$shopper.get().status === 'loading') await page.shopper.loadShopper();
  vi.unstubAllGlobals();
});

const stored = (key: string) => JSON.parse(browser.localStorage.getItem(key) ?? 'null');

describe('the shopper’s zone (docs/zones-and-price-groups.md)', () => {
  it('is unknown until the shopper call answers, then is the zone the server read from the cookies', async () => {
    const seen: (LocationState | undefined)[] = [];
    page.location.$location.subscribe((location) => seen.push(location));
    await page.shopper.loadShopper();
    expect(seen).toEqual([undefined, fallback]);
  });

  it('a zone saved before the shopper call answers is not undone by its older zone', async () => {
    let answerNow: (given: Answer) => void = () => {};
    answer = new Promise((resolve) => {
      answerNow = resolve;
    });
    page.location.$location.listen(() => {});
    page.location.zoneSaved(providencia);
    answerNow(shopperAnswer(fallback));
    await page.shopper.loadShopper();
    expect(page.shopper.$shopper.get().status).toBe('ready');
    expect(page.location.$location.get()).toEqual(providencia);
  });

  it('a saved zone shows at once, is kept for the other tabs with its tenant, and forgets the pending region', () => {
    page.location.rememberPendingRegion('RM');
    page.location.zoneSaved(providencia);
    expect(page.location.$location.get()).toEqual(providencia);
    expect(stored('zoneInfo')).toEqual({ ...providencia, tenant: 'cl' });
    expect(page.location.pendingRegion()).toBeUndefined();
  });
});

describe('a zone saved in another tab of the shop', () => {
  it('of this tenant shows here, without the tenant it was stored with', () => {
    browser.window.otherTabWrote('zoneInfo', JSON.stringify({ ...providencia, tenant: 'cl' }));
    expect(page.location.$location.get()).toEqual(providencia);
  });

  it.each([
    // local storage is the host's: one host may serve several tenants
    ['of another tenant', { ...providencia, tenant: 'pe' }],
    ['without a zone id', { priceGroup: 'PG2', regionLabel: 'Providencia', isFallback: false, tenant: 'cl' }],
  ])('%s is ignored', (_, written) => {
    page.location.zoneSaved(fallback);
    browser.window.otherTabWrote('zoneInfo', JSON.stringify(written));
    expect(page.location.$location.get()).toEqual(fallback);
  });
});

describe('the region picked in the location modal before a city (docs/zones-and-price-groups.md temporary locations)', () => {
  it('is found again on the next page', () => {
    page.location.rememberPendingRegion('RM');
    expect(stored('temporaryLocations')).toEqual({ tenant: 'cl', regionId: 'RM' });
    expect(page.location.pendingRegion()).toBe('RM');
  });

  it.each([
    ['nothing was picked', null],
    ['another tenant picked it', { tenant: 'pe', regionId: 'LIM' }],
    ['what was kept has no region id', { tenant: 'cl', regionId: 13 }],
  ])('is none when %s', (_, written) => {
    if (written) browser.localStorage.setItem('temporaryLocations', JSON.stringify(written));
    expect(page.location.pendingRegion()).toBeUndefined();
  });
});

describe('the header’s place from the store (docs/zones-and-price-groups.md)', () => {
  it.each([
    ['a zone the shopper chose shows its label', providencia, 'Providencia'],
    // the page already shows the tenant's fallback label, or a polled cookie's newer one
    ['the fallback zone says nothing', fallback, undefined],
    ['no zone known yet says nothing', undefined, undefined],
  ])('%s', (_, location, label) => {
    expect(chosenRegionLabel(location)).toBe(label);
  });
});
