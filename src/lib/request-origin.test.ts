import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './request-origin';

const own = 'http://127.0.0.1:4321';

describe('isCrossSiteWrite', () => {
  it.each([
    ['GET', 'https://evil.example', 'cross-site', false],
    ['HEAD', null, 'cross-site', false],
    ['POST', null, null, false],
    ['POST', own, 'same-origin', false],
    ['DELETE', 'HTTP://127.0.0.1:4321', null, false],
    ['POST', 'https://evil.example', null, true],
    ['PUT', 'null', null, true],
    ['POST', null, 'cross-site', true],
    ['PATCH', own, 'cross-site', true],
    ['POST', 'http://127.0.0.1:4322', 'same-site', true],
  ])('%s from origin %s (fetch site %s) is cross-site: %s', (method, origin, fetchSite, expected) => {
    expect(isCrossSiteWrite({ method, origin, fetchSite, ownOrigin: own })).toBe(expected);
  });
});
