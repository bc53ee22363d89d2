import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { translator } from '../messages';
import { validate } from './issues';
import { zipCodeSchema, zipNotFound } from './location';

const mx = zipCodeSchema(getTenant('mx'));
const br = zipCodeSchema(getTenant('br'));
const cl = zipCodeSchema(getTenant('cl'));

describe('zip code (docs/zones-and-price-groups.md: digits and hyphens only; docs/zones-and-price-groups.md: Brazil and Mexico shapes)', () => {
  it.each([
    ['mx', mx, '54730', '54730'],
    ['mx', mx, ' 01000 ', '01000'],
    ['br', br, '01001-000', '01001-000'],
    ['br', br, '01001000', '01001-000'],
    ['cl', cl, '8320000', '8320000'],
    ['cl', cl, '832-0000', '832-0000'],
  ])('%s accepts %j as %j', (_, schema, input, zip) => {
    expect(validate(schema, input)).toEqual({ ok: true, data: zip });
  });

  it.each([
    ['mx', mx, '', 'validation.zip.required', {}],
    ['br', br, undefined, 'validation.zip.required', {}],
    ['mx', mx, '5473O', 'validation.zip.invalid', {}],
    ['br', br, '01001 000', 'validation.zip.invalid', {}],
    ['cl', cl, '-8320000', 'validation.zip.invalid', {}],
    ['cl', cl, '832--0000', 'validation.zip.invalid', {}],
    ['mx', mx, '5473', 'validation.zip.format', { example: '00000' }],
    ['mx', mx, '54-730', 'validation.zip.format', { example: '00000' }],
    ['br', br, '0100-1000', 'validation.zip.format', { example: '00000-000' }],
    ['br', br, '010010000', 'validation.zip.format', { example: '00000-000' }],
  ])('%s refuses %j with %s', (_, schema, input, key, params) => {
    expect(validate(schema, input)).toEqual({ ok: false, errors: [{ field: '', key, params }] });
  });

  it('54730 in Mexico is well-formed, and when the location service does not know it the shopper reads "nonexistent"', () => {
    const result = validate(mx, '54730');
    expect(result).toEqual({ ok: true, data: '54730' });
    const error = zipNotFound(result.ok ? result.data : '');
    expect(error).toEqual({ field: 'zipCode', key: 'validation.zip.notFound', params: { zipCode: '54730' } });
    expect(translator('es')(error.key, error.params)).toBe('El código postal 54730 no es válido o no existe.');
  });

  it('names another field when the form calls it differently', () => {
    expect(zipNotFound('01001-000', 'cep').field).toBe('cep');
  });
});
