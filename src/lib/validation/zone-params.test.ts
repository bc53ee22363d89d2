import { describe, expect, it } from 'vitest';
import { priceGroupParamSchema, zoneIdParamSchema } from './zone-params';

describe('zone and price group parameters', () => {
  it.each([
    ['13101', '13101'],
    [' 13101 ', '13101'],
    ['SP001', 'SP001'],
    ['abcdefghi', 'abcdefghi'],
  ])('takes the zone %j as %j', (input, zone) => {
    expect(zoneIdParamSchema.parse(input)).toBe(zone);
  });

  it.each([[''], ['abcdefghij'], ['13_101'], ['13 101'], [['13101', '13102']], [13101]])(
    'refuses the zone %j with the catalogue message',
    (input) => {
      const result = zoneIdParamSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.invalid']);
    },
  );

  it.each([
    ['10', '10'],
    [' 123456789 ', '123456789'],
  ])('takes the price group %j as %j', (input, group) => {
    expect(priceGroupParamSchema.parse(input)).toBe(group);
  });

  it.each([[''], ['1234567890'], ['1a'], [['10']]])('refuses the price group %j', (input) => {
    expect(priceGroupParamSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalid',
    ]);
  });
});
