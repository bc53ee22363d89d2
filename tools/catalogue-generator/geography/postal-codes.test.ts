import { describe, expect, it } from 'vitest';
import { cities, duplicates, postalCodes } from './geography-test-helpers';
import { geographies } from './index';
import type { TenantGeography } from './types';

describe('postal codes (docs/zones-and-price-groups.md: Brazil and Mexico choose the zone by zip)', () => {
  it.each(['cl', 'homy', 'pe', 'co', 'ar', 'uy'] as const)('%s has none', (tenant) => {
    expect(postalCodes(geographies[tenant])).toEqual([]);
  });

  /** First five digits of the CEP by UF (Correios ranges). */
  const cepRanges: Record<string, [number, number][]> = {
    SP: [[1000, 19999]],
    RJ: [[20000, 28999]],
    ES: [[29000, 29999]],
    MG: [[30000, 39999]],
    BA: [[40000, 48999]],
    SE: [[49000, 49999]],
    PE: [[50000, 56999]],
    AL: [[57000, 57999]],
    PB: [[58000, 58999]],
    RN: [[59000, 59999]],
    CE: [[60000, 63999]],
    PI: [[64000, 64999]],
    MA: [[65000, 65999]],
    PA: [[66000, 68899]],
    AP: [[68900, 68999]],
    AM: [
      [69000, 69299],
      [69400, 69899],
    ],
    RR: [[69300, 69399]],
    AC: [[69900, 69999]],
    DF: [
      [70000, 72799],
      [73000, 73699],
    ],
    GO: [
      [72800, 72999],
      [73700, 76799],
    ],
    RO: [[76800, 76999]],
    TO: [[77000, 77999]],
    MT: [[78000, 78899]],
    MS: [[79000, 79999]],
    PR: [[80000, 87999]],
    SC: [[88000, 89999]],
    RS: [[90000, 99999]],
  };

  it.each(['br', 'obra'] as const)(
    '%s: every municipality has CEPs of 8 digits in its state’s range, with bairros',
    (tenant) => {
      const g = geographies[tenant];
      expect(Object.keys(cepRanges).sort()).toEqual(g.regions.map((r) => r.id).sort());
      for (const region of g.regions) {
        for (const city of region.cities) {
          const codes = city.postalCodes ?? [];
          expect(codes.length, city.name).toBeGreaterThanOrEqual(city.zone.served ? 3 : 1);
          expect(codes.length, city.name).toBeLessThanOrEqual(10);
          for (const { code, colonies } of codes) {
            expect(code).toMatch(/^[0-9]{8}$/);
            const prefix = Number(code.slice(0, 5));
            const inState = (cepRanges[region.id] ?? []).some(([from, to]) => prefix >= from && prefix <= to);
            expect(inState, `${code} in ${region.id}`).toBe(true);
            expect(colonies.length, code).toBeGreaterThanOrEqual(1);
            expect(colonies.length, code).toBeLessThanOrEqual(4);
            expect(duplicates(colonies), code).toEqual([]);
          }
        }
      }
    },
  );

  it('br and obra share the same municipalities, labels and CEPs, with their own price groups', () => {
    const { br, obra } = geographies;
    const shape = (g: TenantGeography) => cities(g).map((c) => [c.id, c.zone.label, c.postalCodes]);
    expect(shape(obra)).toEqual(shape(br));
    const brGroups = br.priceGroups.map((p) => p.id);
    expect(obra.priceGroups.filter((p) => brGroups.includes(p.id))).toEqual([]);
  });

  /** First two digits of the CP by INEGI state code (SEPOMEX ranges). */
  const cpRanges: Record<string, [number, number]> = {
    '01': [20, 20],
    '02': [21, 22],
    '03': [23, 23],
    '05': [25, 27],
    '07': [29, 30],
    '08': [31, 33],
    '09': [1, 16],
    '11': [36, 38],
    '13': [42, 43],
    '14': [44, 49],
    '15': [50, 57],
    '16': [58, 61],
    '17': [62, 62],
    '19': [64, 67],
    '20': [68, 71],
    '21': [72, 75],
    '22': [76, 76],
    '23': [77, 77],
    '24': [78, 79],
    '25': [80, 82],
    '26': [83, 85],
    '27': [86, 86],
    '30': [91, 96],
    '31': [97, 97],
  };

  it('mx: every place has CPs of 5 digits in its state’s range, with colonias', () => {
    for (const region of geographies.mx.regions) {
      const range = cpRanges[region.id];
      expect(range, `state ${region.id}`).toBeDefined();
      for (const city of region.cities) {
        const codes = city.postalCodes ?? [];
        expect(codes.length, city.name).toBeGreaterThanOrEqual(city.zone.served ? 3 : 1);
        expect(codes.length, city.name).toBeLessThanOrEqual(10);
        for (const { code, colonies } of codes) {
          expect(code).toMatch(/^[0-9]{5}$/);
          const prefix = Number(code.slice(0, 2));
          expect(range && prefix >= range[0] && prefix <= range[1], `${code} in ${region.id}`).toBe(true);
          expect(colonies.length, code).toBeGreaterThanOrEqual(1);
          expect(colonies.length, code).toBeLessThanOrEqual(5);
          expect(duplicates(colonies), code).toEqual([]);
        }
      }
    }
  });

  it('mx: 54730 does not exist, so it can stand for a nonexistent zip (docs/zones-and-price-groups.md)', () => {
    const codes = postalCodes(geographies.mx).map((p) => p.code);
    expect(codes).not.toContain('54730');
    // its neighbours in Cuautitlán Izcalli do exist: the gap is deliberate, not a missing municipality
    expect(codes).toEqual(expect.arrayContaining(['54720', '54740']));
  });
});
