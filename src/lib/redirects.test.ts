import { describe, expect, it } from 'vitest';
import {
  clientRedirectDelayMs,
  type RedirectConfig,
  type RedirectTarget,
  redirectSettings,
  redirectStatus,
  searchRedirect,
} from './redirects';

describe('redirectStatus (docs/seo-and-urls.md)', () => {
  it.each([
    [{}, 302],
    [{ color: ['Rojo'] }, 302],
    [{ brand: ['Bosch'] }, 301],
    [{ brand: ['Bosch'], color: ['Rojo'] }, 301],
  ])('facets %o -> %i', (facets, status) => {
    expect(redirectStatus({ facets })).toBe(status);
  });
});

describe('redirectSettings', () => {
  it.each<[RedirectConfig | undefined, { automaticRedirect: boolean; landingPageRedirect: boolean }]>([
    [undefined, { automaticRedirect: true, landingPageRedirect: true }],
    [{}, { automaticRedirect: true, landingPageRedirect: true }],
    [{ automaticRedirect: false }, { automaticRedirect: false, landingPageRedirect: true }],
    [{ landingPageRedirect: false }, { automaticRedirect: true, landingPageRedirect: false }],
  ])('%o -> %o (on unless configured off)', (config, settings) => {
    expect(redirectSettings(config)).toEqual(settings);
  });
});

describe('searchRedirect', () => {
  const search = (query: string) => new URL(`/cl/search?${query}`, 'https://www.andamio.cl');
  const brand: RedirectTarget = { kind: 'automatic', location: '/cl/brand/bosch/' };
  const landing: RedirectTarget = { kind: 'landing-page', location: '/cl/landing/cyber/cyber-day/' };

  it.each<[string, RedirectTarget | undefined, RedirectConfig, { status: number; location: string } | undefined]>([
    ['Ntt=bosch', brand, {}, { status: 302, location: '/cl/brand/bosch/' }],
    ['Ntt=bosch&f.brand=Bosch', brand, {}, { status: 301, location: '/cl/brand/bosch/' }],
    ['Ntt=cyber', landing, {}, { status: 302, location: '/cl/landing/cyber/cyber-day/' }],
    ['Ntt=bosch', undefined, {}, undefined],
    ['Ntt=bosch', brand, { automaticRedirect: false }, undefined],
    ['Ntt=bosch', brand, { landingPageRedirect: false }, { status: 302, location: '/cl/brand/bosch/' }],
    ['Ntt=cyber', landing, { landingPageRedirect: false }, undefined],
    ['Ntt=cyber', landing, { automaticRedirect: false }, { status: 302, location: '/cl/landing/cyber/cyber-day/' }],
    // a landing's "see all products" link asks for the results
    ['Ntt=cyber&landing=false', landing, {}, undefined],
    ['Ntt=bosch&landing=false', brand, {}, { status: 302, location: '/cl/brand/bosch/' }],
    // never off the site
    ['Ntt=bosch', { kind: 'automatic', location: 'https://evil.example/' }, {}, undefined],
    ['Ntt=bosch', { kind: 'automatic', location: '//evil.example/' }, {}, undefined],
    ['Ntt=bosch', { kind: 'automatic', location: '/\\evil.example/' }, {}, undefined],
    // never to itself
    ['Ntt=bosch', { kind: 'automatic', location: '/cl/search?Ntt=bosch' }, {}, undefined],
    [
      'Ntt=bosch',
      { kind: 'automatic', location: '/cl/search?Ntt=bosch+professional' },
      {},
      { status: 302, location: '/cl/search?Ntt=bosch+professional' },
    ],
  ])('%s to %o with %o -> %o', (query, target, config, expected) => {
    expect(searchRedirect(search(query), target, config)).toEqual(expected);
  });
});

describe('clientRedirectDelayMs', () => {
  it('is 1000 ms (docs/seo-and-urls.md)', () => {
    expect(clientRedirectDelayMs).toBe(1000);
  });
});
