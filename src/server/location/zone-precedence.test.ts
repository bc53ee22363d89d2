import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneCookies } from '../../lib/cookies';
import { buildZoneCode } from '../../lib/zone';
import { getTenant } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { deliveryFixture } from '../delivery/test-fixture';
import { namedOrShopperZone, zoneCookieOf } from './zone-precedence';

const cl = getTenant('cl');
// the fixture's cl zones: 13101 Santiago (the tenant's fallback) and 13123 Providencia
const providencia = buildZoneCode({ priceGroup: '10', zoneId: '13123' });
const nowhere = buildZoneCode({ priceGroup: '10', zoneId: '99999' });

let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  ({ handle, dir } = await deliveryFixture());
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('zone precedence', () => {
  const refused = () => new Error('unknown zone');
  const zoneOf = async (named: string | undefined, cookie: string | undefined) => {
    const zone = await namedOrShopperZone(handle, cl, named, cookie, refused);
    return { id: zone.id, isFallback: zone.isFallback };
  };

  it.each([
    ['a named zone, over the cookie', '13101', providencia, { id: '13101', isFallback: false }],
    ['the cookie, when none is named', undefined, providencia, { id: '13123', isFallback: false }],
    ['the fallback, without a cookie', undefined, undefined, { id: '13101', isFallback: true }],
    ['the fallback, for a malformed cookie', undefined, '13123', { id: '13101', isFallback: true }],
    ['the fallback, for a cookie naming no zone of the tenant', undefined, nowhere, { id: '13101', isFallback: true }],
  ])('takes %s', async (_case, named, cookie, expected) => {
    expect(await zoneOf(named, cookie)).toEqual(expected);
  });

  it("throws the caller's error for a named zone the tenant does not have, whatever the cookie", async () => {
    await expect(zoneOf('99999', providencia)).rejects.toThrow('unknown zone');
  });

  it("reads the tenant's own zone cookie, not another site's", () => {
    const cookies = new Map([
      [zoneCookies('pe').zone, { value: 'pe-zone' }],
      [zoneCookies('cl').zone, { value: 'cl-zone' }],
    ]);
    expect(zoneCookieOf(cl, cookies)).toBe('cl-zone');
    expect(zoneCookieOf(getTenant('co'), cookies)).toBeUndefined();
  });
});
