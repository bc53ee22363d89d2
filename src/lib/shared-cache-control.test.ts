import { describe, expect, it } from 'vitest';
import { sharedCacheControl } from './shared-cache-control';

describe('sharedCacheControl', () => {
  it.each([
    [{ maxAge: 60, swr: 300 }, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
    [{ maxAge: 60 }, 'public, max-age=0, s-maxage=60'],
    [{ maxAge: 60, swr: 0 }, 'public, max-age=0, s-maxage=60'],
    [{ maxAge: 0, swr: 300 }, undefined],
    [{ maxAge: -5 }, undefined],
    [{}, undefined],
  ])('%j → %j', (policy, expected) => {
    expect(sharedCacheControl(policy)).toBe(expected);
  });
});

describe('sharedCacheControl behind a purged edge', () => {
  it('lets the edge keep the page longer, browsers still revalidating every time', () => {
    expect(sharedCacheControl({ maxAge: 60, swr: 300 }, { purged: true })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=300',
    );
    expect(sharedCacheControl({ maxAge: 0 }, { purged: true })).toBeUndefined();
  });
});
