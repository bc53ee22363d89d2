import { describe, expect, it } from 'vitest';
import { siteFootKey, siteHeaderKey } from './site-fragments';

const santiago = { tenant: 'cl', regionLabel: 'Santiago', zoneChosen: true };

describe('siteHeaderKey', () => {
  it('is one header per tenant and zone place name', () => {
    expect(siteHeaderKey(santiago)).toBe(siteHeaderKey({ ...santiago }));
  });

  it.each([
    ['another tenant', { ...santiago, tenant: 'br' }],
    ['another zone', { ...santiago, regionLabel: 'Valparaíso' }],
    ['the fallback label of a shopper who chose no zone', { ...santiago, zoneChosen: false }],
  ])('changes for %s', (_, shown) => {
    expect(siteHeaderKey(shown)).not.toBe(siteHeaderKey(santiago));
  });

  it('cannot be confused by a place name that looks like the key’s other parts', () => {
    expect(siteHeaderKey({ tenant: 'cl', regionLabel: 'a","b', zoneChosen: true })).not.toBe(
      siteHeaderKey({ tenant: 'cl","a', regionLabel: 'b', zoneChosen: true }),
    );
  });
});

describe('siteFootKey', () => {
  const foot = { tenant: 'cl', year: 2026, compareBar: true };
  it.each([
    ['another tenant', { ...foot, tenant: 'br' }],
    ['a new year (the copyright line)', { ...foot, year: 2027 }],
    ['the compare page, which has no compare bar', { ...foot, compareBar: false }],
  ])('changes for %s', (_, shown) => {
    expect(siteFootKey(shown)).not.toBe(siteFootKey(foot));
  });

  it('is not a header’s key', () => {
    expect(siteFootKey(foot)).not.toBe(siteHeaderKey({ tenant: 'cl', regionLabel: '2026', zoneChosen: true }));
  });
});
