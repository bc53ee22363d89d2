import { describe, expect, it } from 'vitest';
import { type AdCandidate, categoryCloseness, rankAds } from './rank';

const ad = (adId: string, productId: string, bid: number, relevance: number): AdCandidate => ({
  adId,
  productId,
  campaign: 'paint-cl',
  bid,
  relevance,
});

describe('rankAds (bid × relevance)', () => {
  it('ranks by bid times relevance, not by bid alone', () => {
    const ranked = rankAds([ad('A', '1', 100, 0.2), ad('B', '2', 30, 1), ad('C', '3', 50, 0.5)], 3);
    expect(ranked.map((a) => a.adId)).toEqual(['B', 'C', 'A']);
  });

  it('never shows an ad that does not fit the page, however much it bids', () => {
    expect(rankAds([ad('A', '1', 1000, 0), ad('B', '2', 5, 0.1)], 5).map((a) => a.adId)).toEqual(['B']);
  });

  it('shows one ad per product, the best ranked', () => {
    expect(rankAds([ad('A', '1', 10, 1), ad('B', '1', 20, 1), ad('C', '2', 5, 1)], 5).map((a) => a.adId)).toEqual([
      'B',
      'C',
    ]);
  });

  it('breaks ties by the higher bid, then the ad id; stops at the limit', () => {
    const ranked = rankAds([ad('B', '1', 10, 1), ad('A', '2', 10, 1), ad('C', '3', 20, 0.5)], 2);
    expect(ranked.map((a) => a.adId)).toEqual(['C', 'A']);
    expect(rankAds([ad('A', '1', 10, 1)], 0)).toEqual([]);
  });
});

describe('categoryCloseness', () => {
  const path = (...ids: string[]) => ids.map((id) => ({ id }));
  it.each([
    [path('paint', 'interior', 'latex'), path('paint', 'interior', 'latex'), 1],
    [path('paint', 'interior', 'enamel'), path('paint', 'interior', 'latex'), 0.5],
    [path('paint', 'exterior', 'deck'), path('paint', 'interior', 'latex'), 0.25],
    [path('tools', 'drills', 'hammer'), path('paint', 'interior', 'latex'), 0],
    [path('paint', 'interior', 'latex'), path('paint', 'interior'), 1],
    [[], path('paint'), 0],
  ])('%j on a page of %j: %s', (product, page, expected) => {
    expect(categoryCloseness(product, page)).toBe(expected);
  });
});
