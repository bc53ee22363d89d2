import { describe, expect, it } from 'vitest';
import { takeCampaignParameters, withCampaignParameters } from './campaign-parameters';

describe('takeCampaignParameters', () => {
  it.each([
    [
      '/cl/?utm_source=mail&page=2&gclid=x&UTM_Medium=y',
      '/cl/?page=2',
      [
        ['utm_source', 'mail'],
        ['gclid', 'x'],
        ['UTM_Medium', 'y'],
      ],
    ],
    [
      '/cl/search?Ntt=pintura&fbclid=a&fbclid=b',
      '/cl/search?Ntt=pintura',
      [
        ['fbclid', 'a'],
        ['fbclid', 'b'],
      ],
    ],
    ['/cl/?utm=1&source=2', '/cl/?utm=1&source=2', []],
    ['/cl/', '/cl/', []],
  ])('%s leaves %s', (path, left, taken) => {
    const url = new URL(path, 'https://tienda.test');
    expect(takeCampaignParameters(url)).toEqual(taken);
    expect(`${url.pathname}${url.search}`).toBe(left);
  });
});

describe('withCampaignParameters', () => {
  const own = 'https://tienda.test';
  const tags = [
    ['utm_source', 'mail'],
    ['gclid', 'x'],
  ] as const;
  it.each([
    ['a path of the site', '/cl/product/1/new/', '/cl/product/1/new/?utm_source=mail&gclid=x'],
    ['a path with its own query and fragment', '/cl/cart/?done=1#top', '/cl/cart/?done=1&utm_source=mail&gclid=x#top'],
    ['an address of the site', 'https://tienda.test/cl/', 'https://tienda.test/cl/?utm_source=mail&gclid=x'],
    ['another site', 'https://pay.example/form', 'https://pay.example/form'],
    ['a path that reads as another site', '//pay.example/form', '//pay.example/form'],
    ['a location that names a tag already', '/cl/?utm_source=other', '/cl/?utm_source=other'],
  ])('%s', (_, location, expected) => {
    expect(withCampaignParameters(location, tags, own)).toBe(expected);
  });

  it('leaves a location as it is without tags', () => {
    expect(withCampaignParameters('/cl/', [], own)).toBe('/cl/');
  });
});
