import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import {
  buildZoneCode,
  parseZoneCode,
  priceGroupPattern,
  resolveZone,
  type ZoneCodeError,
  zoneIdPattern,
} from './zone';

describe('buildZoneCode', () => {
  it.each([
    ['10', '13101', '101310125'], // docs/zones-and-price-groups.md example
    ['50', '01001000', '500100100028'],
    ['1', 'A', '1A11'],
    ['123456789', 'ABCDEFGH9', '123456789ABCDEFGH999'],
  ])('price group %s and zone %s make %s', (priceGroup, zoneId, code) => {
    expect(buildZoneCode({ priceGroup, zoneId })).toBe(code);
  });

  it.each([
    ['', '13101', 'priceGroup'],
    ['1a', '13101', 'priceGroup'],
    ['1234567890', '13101', 'priceGroup'],
    ['10', '', 'zoneId'],
    ['10', '131 01', 'zoneId'],
    ['10', 'ZONA_1', 'zoneId'],
    ['10', '1234567890', 'zoneId'],
  ])('refuses price group "%s" with zone "%s" (bad %s)', (priceGroup, zoneId, field) => {
    expect(() => buildZoneCode({ priceGroup, zoneId })).toThrow(field);
  });

  it('refuses a zone with a field of another kind, as its strict schema does', () => {
    expect(() => buildZoneCode({ priceGroup: '10', zoneId: '13101', region: 'RM' } as never)).toThrow('region');
  });
});

describe('parseZoneCode', () => {
  it.each([
    ['101310125', '10', '13101'],
    ['500100100028', '50', '01001000'],
    ['60CDMX24', '60', 'CDMX'],
    ['1A11', '1', 'A'],
    ['123456789ABCDEFGH999', '123456789', 'ABCDEFGH9'],
    [' 101310125\t', '10', '13101'], // RFC 6265 trims a cookie value
  ])('%j is price group %s, zone %s', (code, priceGroup, zoneId) => {
    expect(parseZoneCode(code)).toEqual({ ok: true, zone: { priceGroup, zoneId } });
  });

  it.each<[string, ZoneCodeError]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['125', 'length'],
    ['1'.repeat(21), 'length'],
    ['1013101'.repeat(1000), 'length'],
    ['10131012X', 'characters'], // length is not a digit
    ['1013101X5', 'characters'], // start is not a digit
    ['10 13101 25', 'characters'], // whitespace inside
    ['10%2013101', 'characters'], // URL-encoded: never decoded
    ['1013101%32%35', 'characters'],
    ['1A1310125', 'characters'], // price group with a letter
    ['1013-0125', 'characters'],
    ['101310135', 'position'], // start + length runs past the zone
    ['101310126', 'position'], // length beyond the string
    ['101310124', 'position'], // zone stops before the digits: start is not the price group's length
    ['101310115', 'position'],
    ['1310105', 'position'], // start 0: no price group
    ['101310170', 'position'], // length 0: no zone
    ['101310199', 'position'],
  ])('%j is refused (%s)', (code, error) => {
    expect(parseZoneCode(code)).toEqual({ ok: false, error });
  });
});

describe('resolveZone', () => {
  const cl = getTenant('cl');
  const br = getTenant('br');

  it('uses the cookie when it holds a valid code', () => {
    expect(resolveZone('20CONCE25', cl)).toEqual({
      priceGroup: '20',
      zoneId: 'CONCE',
      isFallback: false,
    });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'empty'],
    ['101310135', 'position'],
    ['%7B%7D', 'characters'],
  ] as const)('falls back to the tenant zone and region label for %j (%s)', (cookie, reason) => {
    expect(resolveZone(cookie, cl)).toEqual({
      priceGroup: '10',
      zoneId: '13101',
      regionLabel: 'Santiago',
      isFallback: true,
      reason,
    });
    expect(resolveZone(cookie, br)).toMatchObject({ regionLabel: 'São Paulo - SP', isFallback: true });
  });
});

describe('zone code round trip', () => {
  const priceGroup = fc.stringMatching(priceGroupPattern);
  const zoneId = fc.stringMatching(zoneIdPattern);

  it('parses back every valid price group and zone it builds', () => {
    fc.assert(
      fc.property(priceGroup, zoneId, (group, zone) => {
        const code = buildZoneCode({ priceGroup: group, zoneId: zone });
        expect(parseZoneCode(code)).toEqual({ ok: true, zone: { priceGroup: group, zoneId: zone } });
      }),
    );
  });

  it('never throws on any string, and every code it accepts builds back to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9A-Z]{2,12}[1-9]{2}$/)), (value) => {
        const parsed = parseZoneCode(value);
        if (parsed.ok) expect(buildZoneCode(parsed.zone)).toBe(value.trim());
      }),
    );
  });

  it.each(['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'homy', 'obra'] as const)(
    "%s's fallback zone can be written as a cookie",
    (id) => {
      const { priceGroup, zoneId } = getTenant(id).fallbackZone;
      expect(parseZoneCode(buildZoneCode({ priceGroup, zoneId }))).toEqual({ ok: true, zone: { priceGroup, zoneId } });
    },
  );
});
