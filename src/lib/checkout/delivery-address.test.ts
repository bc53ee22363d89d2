import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/issues';
import { addressLine, addressPartsSchema, addressPlaceSchema } from './delivery-address';

const parts = { street: 'Avenida Providencia', number: '1234', apartment: 'Depto 51', reference: '' };
const keysOf = (input: unknown) => {
  const parsed = addressPartsSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error).map((error) => `${error.field}:${error.key}`);
};

describe('addressPartsSchema', () => {
  it('keeps the parts trimmed and a blank reference as none', () => {
    expect(addressPartsSchema.parse({ ...parts, street: '  Avenida Providencia ' })).toEqual({
      street: 'Avenida Providencia',
      number: '1234',
      apartment: 'Depto 51',
      reference: undefined,
    });
  });

  it.each(['1234', '1234-B', 's/n', 'Km 12', '12.5'])('takes the house number %j', (number) => {
    expect(keysOf({ ...parts, number })).toEqual([]);
  });

  it('names every field that is wrong, each with its own message', () => {
    expect(keysOf({ street: ' ', number: '', apartment: 'x'.repeat(31), reference: 'y'.repeat(121) })).toEqual([
      'street:validation.deliveryAddress.streetRequired',
      'number:validation.deliveryAddress.numberRequired',
      'apartment:validation.deliveryAddress.apartmentTooLong',
      'reference:validation.deliveryAddress.referenceTooLong',
    ]);
    expect(keysOf({ ...parts, street: 'x'.repeat(81), number: '#12' })).toEqual([
      'street:validation.deliveryAddress.streetTooLong',
      'number:validation.deliveryAddress.numberInvalid',
    ]);
  });
});

describe('addressPlaceSchema', () => {
  it('asks for a zone, or for a postal code and its colony', () => {
    expect(addressPlaceSchema.zone.safeParse({ zoneId: '' }).success).toBe(false);
    expect(addressPlaceSchema.zone.parse({ zoneId: ' 13101 ' })).toEqual({ zoneId: '13101' });
    const postal = addressPlaceSchema.postal.safeParse({ zipCode: '', colony: '' });
    expect(postal.success ? [] : toFieldErrors(postal.error).map((error) => error.key)).toEqual([
      'validation.deliveryAddress.zipRequired',
      'validation.deliveryAddress.colonyRequired',
    ]);
  });
});

describe('addressLine', () => {
  it('reads street and number, apartment, then the place', () => {
    expect(
      addressLine({
        street: 'Av. Providencia',
        number: '1234',
        apartment: 'depto 51',
        zoneId: '13123',
        zoneLabel: 'Providencia',
      }),
    ).toBe('Av. Providencia 1234, depto 51, Providencia');
    expect(
      addressLine({
        street: 'Avenida Paulista',
        number: '1000',
        zoneId: 'sp',
        zoneLabel: 'São Paulo - SP',
        zipCode: '01310-100',
        colony: 'Bela Vista',
      }),
    ).toBe('Avenida Paulista 1000, Bela Vista, São Paulo - SP, 01310-100');
  });
});
