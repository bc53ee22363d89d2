import { describe, expect, it } from 'vitest';
import { readCookie } from './cookie-header';

describe('readCookie', () => {
  it.each([
    [undefined, 'zone', undefined],
    ['', 'zone', undefined],
    ['zone=101310125', 'zone', '101310125'],
    ['cartId=a; zone=101310125; session=b', 'zone', '101310125'],
    ['zone_br=5035503087; zone=101310125', 'zone', '101310125'],
    ['zone=first; zone=second', 'zone', 'first'],
    ['zone="101310125"', 'zone', '101310125'],
    ['zone=a%20b', 'zone', 'a b'],
    ['zone=%E0%A4%A', 'zone', '%E0%A4%A'],
    ['azone=1; zonex=2', 'zone', undefined],
    ['  zone = 42 ', 'zone', '42'],
  ])('%j, %s → %j', (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});
