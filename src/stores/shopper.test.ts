import { atom } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Site, startSite, stubBrowser } from '../test-support/browser';

type Shopper = typeof import('./shopper');
type Client = typeof import('./client');

/** GET /api/{tenant}/shopper as src/server/shopper/shopper-state.ts answers it. */
const state = {
  cart: { count: 2 },
  session: { status: 'customer', firstName: 'Ana', segment: 'Gold', proBuyer: false },
  location: { zoneId: '13101', priceGroup: 'PG1', regionLabel: 'Santiago', isFallback: false },
  wishList: { skuIds: [] },
};

let answer: Answer;
let site: Site;
beforeAll(async () => {
  site = await startSite(() => answer);
});
afterAll(() => site.close());

// the call is made once per page view (module state): every test is a new page
let shopper: Shopper;
let client: Client;
beforeEach(async () => {
  answer = { status: 200, json: { success: true, data: state } };
  site.received.length = 0;
  vi.resetModules();
  stubBrowser({ origin: site.origin });
  shopper = await import('./shopper');
  client = await import('./client');
});
afterEach(() => vi.unstubAllGlobals());

describe('the shopper call (one per page view)', () => {
  it('is made when the first store that needs it is watched, and only once for all of them', async () => {
    const $count = atom(0);
    const $name = atom('');
    shopper.loadsShopper($count);
    shopper.loadsShopper($name);
    expect(shopper.$shopper.get()).toEqual({ status: 'idle' });

    $count.listen(() => {});
    expect(shopper.$shopper.get()).toEqual({ status: 'loading' });
    $name.listen(() => {});
    await shopper.loadShopper();

    expect(shopper.$shopper.get()).toEqual({ status: 'ready', state });
    expect(site.received.map(({ url }) => url)).toEqual(['/api/cl/shopper']);
  });

  it('a store that needs it asks nothing until it is read or watched', async () => {
    const $count = atom(0);
    shopper.loadsShopper($count);
    expect(shopper.$shopper.get()).toEqual({ status: 'idle' });
    // nanostores mounts an unwatched store for the moment of a get(): a one-off read asks too
    $count.get();
    expect(shopper.$shopper.get()).toEqual({ status: 'loading' });
    await shopper.loadShopper();
    expect(site.received).toHaveLength(1);
  });

  it("asks the page's tenant", async () => {
    vi.unstubAllGlobals();
    stubBrowser({ tenant: 'br', origin: site.origin });
    await shopper.loadShopper();
    expect(site.received.map(({ url }) => url)).toEqual(['/api/br/shopper']);
  });

  it('a refusal leaves the stores without the shopper, with the error, and is not asked again', async () => {
    answer = {
      status: 503,
      json: { success: false, errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Servicio no disponible.' }] },
    };
    await shopper.loadShopper();
    await shopper.loadShopper();
    const loaded = shopper.$shopper.get();
    expect(loaded.status).toBe('failed');
    const error = loaded.status === 'failed' ? loaded.error : undefined;
    expect(error).toBeInstanceOf(client.ShopperError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(site.received).toHaveLength(1);
  });

  it('an answer of another shape (a newer server) fails as BAD_ANSWER rather than show wrong data', async () => {
    answer = { status: 200, json: { success: true, data: { ...state, session: { ...state.session, status: 'vip' } } } };
    await shopper.loadShopper();
    expect(shopper.$shopper.get()).toMatchObject({
      status: 'failed',
      error: { code: client.clientErrorCodes.badAnswer },
    });
  });
});
