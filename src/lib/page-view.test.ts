import { describe, expect, it } from 'vitest';
import { clickEventSchema } from './click-stream';
import { gtmSnippet, listingPageView, trackedPrices } from './page-view';

describe('listingPageView', () => {
  it('makes searches "search" events and other listings "category" events', () => {
    expect(listingPageView('search', ['100000'])).toEqual({ action: 'search', impressions: ['100000'] });
    expect(listingPageView('search', ['100000'], 'pintura')).toEqual({
      action: 'search',
      impressions: ['100000'],
      term: 'pintura',
    });
    expect(listingPageView('category', ['100000'], 'pintura')).toEqual({ action: 'category', impressions: ['100000'] });
    expect(listingPageView('category', ['100000']).action).toBe('category');
    expect(listingPageView('brand', []).action).toBe('category');
  });

  it('keeps catalogue ids only, at most 100', () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(100000 + i));
    expect(listingPageView('category', [...ids, 'not an id']).impressions).toHaveLength(100);
    expect(listingPageView('category', ['x', '100001']).impressions).toEqual(['100001']);
  });

  it('builds events the collector accepts', () => {
    const view = listingPageView('search', ['100000']);
    const event = {
      action: view.action,
      application_id: 'web',
      visitor_id: '4b0e6f1a-2c3d-4e5f-a123-0123456789ab',
      page_url: '/cl/search?Ntt=pintura',
      query_id: '0123456789abcdef0123456789abcdef',
      impressions: view.impressions,
    };
    expect(clickEventSchema.safeParse(event).success).toBe(true);
  });
});

describe('trackedPrices', () => {
  it.each([
    [[{ skuId: '100000', price: 12990 }], { '100000': 12990 }],
    [[{ skuId: '100000', price: 0 }], { '100000': 0 }],
    [[{ skuId: '100000', price: null }], {}],
    [[{ skuId: '100000', price: undefined }], {}],
    [[{ skuId: '100000', price: 12.5 }], {}],
    [[{ skuId: '100000', price: -1 }], {}],
  ])('keeps whole, non-negative prices: %j', (entries, expected) => {
    expect(trackedPrices(entries)).toEqual(expected);
  });
});

describe('gtmSnippet', () => {
  it("writes Google's container snippet for a GTM id", () => {
    const snippet = gtmSnippet('GTM-ANDCL27K');
    expect(snippet?.script).toContain('\'dataLayer\',"GTM-ANDCL27K")');
    expect(snippet?.noscriptSrc).toBe('https://www.googletagmanager.com/ns.html?id=GTM-ANDCL27K');
    expect(() => new Function(snippet?.script ?? '')).not.toThrow();
  });

  it('refuses anything else', () => {
    expect(gtmSnippet('UA-1')).toBeUndefined();
    expect(gtmSnippet('GTM-X</script>')).toBeUndefined();
  });
});
