import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Site, startSite, stubBrowser } from '../test-support/browser';
import { accountName, type SessionState } from './session';

type Modules = { session: typeof import('./session'); shopper: typeof import('./shopper') };

const customer = { status: 'customer', firstName: 'Ana', segment: 'Gold', proBuyer: true } as const;

let answer: Answer;
let site: Site;
beforeAll(async () => {
  site = await startSite(() => answer);
});
afterAll(() => site.close());

// the shopper call is made once per page view (module state): every test is a new page
let page: Modules;
beforeEach(async () => {
  answer = {
    status: 200,
    json: {
      success: true,
      data: {
        cart: { count: 0 },
        session: customer,
        location: { zoneId: '13101', priceGroup: 'PG1', regionLabel: 'Santiago', isFallback: false },
        wishList: { skuIds: [] },
      },
    },
  };
  vi.resetModules();
  stubBrowser({ origin: site.origin });
  page = { session: await import('./session'), shopper: await import('./shopper') };
});
afterEach(() => vi.unstubAllGlobals());

describe('who is shopping (docs/accounts-and-lists.md)', () => {
  it('is unknown until the shopper call answers, then is the server’s session', async () => {
    const seen: SessionState[] = [];
    page.session.$session.subscribe((session) => seen.push(session));
    await page.shopper.loadShopper();
    expect(seen).toEqual([{ status: undefined, firstName: null, segment: null, proBuyer: false }, customer]);
  });

  it('stays unknown when the call fails: the header keeps what the server rendered', async () => {
    answer = { status: 503, json: { success: false, errors: [{ code: 'UNAVAILABLE', message: 'No disponible.' }] } };
    page.session.$session.listen(() => {});
    await page.shopper.loadShopper();
    expect(page.session.$session.get().status).toBeUndefined();
  });
});

describe("the header's account link: whose name it shows", () => {
  const known = (status: 'customer' | 'guest' | 'anonymous', firstName: string | null): SessionState => ({
    status,
    firstName,
    segment: null,
    proBuyer: false,
  });
  const unknown: SessionState = { status: undefined, firstName: null, segment: null, proBuyer: false };

  it.each([
    ['before the call answers, on a page the server rendered for Ana', 'Ana', unknown, 'Ana'],
    ['before the call answers, on a page rendered for everybody', null, unknown, undefined],
    ['a customer', 'Beatriz', known('customer', 'Beatriz'), undefined],
    ['a customer, over the name the page was rendered with', 'Beatriz', known('customer', 'Beatriz'), 'Ana'],
    ['a customer who gave no first name', null, known('customer', null), 'Ana'],
    ['a guest (checked out without an account)', null, known('guest', 'Carla'), 'Carla'],
    ['an anonymous shopper, who signed out in another tab', null, known('anonymous', null), 'Ana'],
  ])('%s: %s', (_, name, session, initialName) => {
    expect(accountName(session, initialName)).toBe(name);
  });
});
