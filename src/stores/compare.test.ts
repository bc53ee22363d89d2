import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test-support/browser';

type Compare = typeof import('./compare');

// the list is module state: every test is a new page
let compare: Compare;
let browser: ReturnType<typeof stubBrowser>;
beforeEach(async () => {
  vi.resetModules();
  browser = stubBrowser();
  compare = await import('./compare');
});
afterEach(() => vi.unstubAllGlobals());

/** What another page of the shop left in local storage: one list per tenant (docs/accounts-and-lists.md compare list). */
const keep = (lists: Record<string, string[]>) => browser.localStorage.setItem('compareList', JSON.stringify(lists));
const stored = () => JSON.parse(browser.localStorage.getItem('compareList') ?? 'null');
/** Whether the page shows its compare bar (`<html data-compare>`). */
const barShown = () => 'compare' in browser.document.documentElement.dataset;

describe('the compare list (docs/accounts-and-lists.md)', () => {
  it('a page opens on this tenant’s stored list, not another tenant’s', () => {
    keep({ cl: ['100001', '100002'], pe: ['900001'] });
    expect(compare.$compareIds.get()).toEqual(['100001', '100002']);
  });

  it('an added product joins the end of the list, is stored for this tenant only, and shows the bar', () => {
    keep({ cl: ['100001'], pe: ['900001'] });
    expect(compare.addCompared('100002')).toBeUndefined();
    expect(compare.$compareIds.get()).toEqual(['100001', '100002']);
    expect(stored()).toEqual({ cl: ['100001', '100002'], pe: ['900001'] });
    expect(barShown()).toBe(true);
  });

  it('a product added twice is in the list once', () => {
    compare.addCompared('100001');
    expect(compare.addCompared('100001')).toBeUndefined();
    expect(compare.$compareIds.get()).toEqual(['100001']);
  });

  it('adds to the list as storage has it: another page may have changed it since this one read it', () => {
    keep({ cl: ['100001'] });
    expect(compare.$compareIds.get()).toEqual(['100001']);
    keep({ cl: ['100001', '100003'] });
    compare.addCompared('100002');
    expect(compare.$compareIds.get()).toEqual(['100001', '100003', '100002']);
  });

  it('removing the last product empties the stored list and hides the bar', () => {
    keep({ cl: ['100001', '100002'], pe: ['900001'] });
    compare.addCompared('100003');
    compare.removeCompared('100001');
    expect(compare.$compareIds.get()).toEqual(['100002', '100003']);
    compare.removeCompared('100002');
    compare.removeCompared('100003');
    expect(compare.$compareIds.get()).toEqual([]);
    expect(stored()).toEqual({ pe: ['900001'] });
    expect(barShown()).toBe(false);
  });

  it('clearing empties this tenant’s list only', () => {
    keep({ cl: ['100001', '100002'], pe: ['900001'] });
    compare.addCompared('100003');
    compare.clearCompared();
    expect(compare.$compareIds.get()).toEqual([]);
    expect(stored()).toEqual({ pe: ['900001'] });
    expect(barShown()).toBe(false);
  });

  it('the compare page’s products become the list (a shared link)', () => {
    keep({ cl: ['100001'] });
    compare.replaceCompared(['200001', '200002']);
    expect(compare.$compareIds.get()).toEqual(['200001', '200002']);
    expect(stored()).toEqual({ cl: ['200001', '200002'] });
    expect(barShown()).toBe(true);
  });
});

describe('a product that cannot be added (docs/accounts-and-lists.md compare add error)', () => {
  it('a full list (4 products) refuses a fifth with COMPARE_LIST_FULL and stays as it was', () => {
    keep({ cl: ['100001', '100002', '100003', '100004'] });
    expect(compare.addCompared('100005')).toBe('COMPARE_LIST_FULL');
    expect(compare.$compareIds.get()).toEqual(['100001', '100002', '100003', '100004']);
  });

  it('an id that names no product is refused with COMPARE_ADD_FAILED', () => {
    expect(compare.addCompared('100 001')).toBe('COMPARE_ADD_FAILED');
    expect(compare.$compareIds.get()).toEqual([]);
  });

  it('a list storage refused to keep is refused with COMPARE_ADD_FAILED: the next page would have lost it', () => {
    keep({ cl: ['100001'] });
    browser.localStorage.full = true;
    expect(compare.addCompared('100002')).toBe('COMPARE_ADD_FAILED');
    expect(compare.$compareIds.get()).toEqual(['100001']);
    expect(barShown()).toBe(false);
  });
});

describe('a list changed in another tab of the shop', () => {
  it('shows here while the list is watched', () => {
    compare.$compareIds.listen(() => {});
    browser.window.otherTabWrote('compareList', JSON.stringify({ cl: ['100007'], pe: ['900001'] }));
    expect(compare.$compareIds.get()).toEqual(['100007']);
  });

  it('another tenant’s change leaves this list as it is', () => {
    keep({ cl: ['100001'] });
    compare.$compareIds.listen(() => {});
    browser.window.otherTabWrote('compareList', JSON.stringify({ cl: ['100001'], pe: ['900002'] }));
    expect(compare.$compareIds.get()).toEqual(['100001']);
  });
});
