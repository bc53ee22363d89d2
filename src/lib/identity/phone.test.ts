import fc from 'fast-check';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { tenantIds } from '../../tenants/schema';
import { phoneCountry, validatePhone } from './phone';
import phoneMetadata from './phone-metadata.json';

describe('phone metadata', () => {
  it('is the installed libphonenumber-js max metadata of our seven countries (rebuild it as phone.ts says)', () => {
    const countries = ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'UY'] as const;
    const callingCodes = Object.entries(maxMetadata.country_calling_codes).filter(([, [main]]) =>
      (countries as readonly string[]).includes(main as string),
    );
    expect(phoneMetadata).toEqual({
      version: maxMetadata.version,
      country_calling_codes: Object.fromEntries(callingCodes),
      countries: Object.fromEntries(countries.map((country) => [country, maxMetadata.countries[country]])),
      nonGeographic: {},
    });
  });

  it('knows the country of every tenant', () => {
    const countries = tenantIds.map(phoneCountry);
    expect(countries.every((country) => country in phoneMetadata.countries)).toBe(true);
  });
});

describe.each([
  ['cl', '9 8765 4321', '+56987654321', '+56 9 8765 4321'],
  ['cl', '+56 9 8765 4321', '+56987654321', '+56 9 8765 4321'],
  ['homy', '(2) 2345 6789', '+56223456789', '+56 2 2345 6789'],
  ['br', '(11) 91234-5678', '+5511912345678', '+55 11 91234 5678'],
  ['obra', '+55 11 3123-4567', '+551131234567', '+55 11 3123 4567'],
  ['mx', '55 1234 5678', '+525512345678', '+52 55 1234 5678'],
  ['pe', '987 654 321', '+51987654321', '+51 987 654 321'],
  ['pe', '01 234 5678', '+5112345678', '+51 1 2345678'],
  ['co', '300 123 4567', '+573001234567', '+57 300 1234567'],
  ['co', '601 234 5678', '+576012345678', '+57 601 2345678'],
  ['ar', '011 15 2345-6789', '+5491123456789', '+54 9 11 2345 6789'],
  ['ar', '+54 11 4123-4567', '+541141234567', '+54 11 4123 4567'],
  ['uy', '094 123 456', '+59894123456', '+598 94 123 456'],
  ['uy', '+598 2123 4567', '+59821234567', '+598 2123 4567'],
] as const)('%s reads %j', (tenant, input, e164, formatted) => {
  it(`as ${e164}, shown ${formatted}`, () => {
    expect(validatePhone(tenant, input)).toEqual({ ok: true, e164, formatted });
  });
});

describe.each([
  ['cl', '', 'validation.identity.phone.required'],
  ['cl', '   ', 'validation.identity.phone.required'],
  ['cl', 'llámame al 9 8765 4321', 'validation.identity.phone.invalid'],
  ['cl', '9 8765 432', 'validation.identity.phone.invalid'],
  ['cl', '+56 1 2345 6789', 'validation.identity.phone.invalid'],
  ['br', '+55 11 81234 5678', 'validation.identity.phone.invalid'], // a mobile starts with 9
  ['br', '(10) 91234-5678', 'validation.identity.phone.invalid'], // no area code 10
  ['co', '900 123 4567', 'validation.identity.phone.invalid'],
  ['ar', '+54 9 00 2345 6789', 'validation.identity.phone.invalid'],
  ['uy', '+598 12 345 678', 'validation.identity.phone.invalid'],
  ['mx', '+52 05 1234 5678', 'validation.identity.phone.invalid'],
  ['pe', '+51 587 654 321', 'validation.identity.phone.invalid'],
  ['pe', '+', 'validation.identity.phone.invalid'],
  ['cl', '+54 9 11 2345 6789', 'validation.identity.phone.otherCountry'], // Argentina, which we know
  ['br', '+56 9 8765 4321', 'validation.identity.phone.otherCountry'],
  ['mx', '+1 212 555 0100', 'validation.identity.phone.otherCountry'], // a country outside our metadata
  ['uy', '+34 612 345 678', 'validation.identity.phone.otherCountry'],
] as const)('%s refuses %j', (tenant, input, key) => {
  it(`with ${key}`, () => {
    expect(validatePhone(tenant, input)).toEqual({ ok: false, key });
  });
});

describe('generated phones', () => {
  it('a Chilean mobile reads the same typed nationally, internationally or from its shown form', () => {
    fc.assert(
      // 92, 94, 95 and 98 are mobile blocks assigned whole; others have gaps the metadata knows
      fc.property(fc.stringMatching(/^9[2458]\d{7}$/), (digits) => {
        const national = validatePhone('cl', `${digits.slice(0, 1)} ${digits.slice(1, 5)} ${digits.slice(5)}`);
        expect(national).toEqual({ ok: true, e164: `+56${digits}`, formatted: expect.any(String) });
        expect(validatePhone('cl', `+56${digits}`)).toEqual(national);
        if (national.ok) expect(validatePhone('cl', national.formatted)).toEqual(national);
      }),
    );
  });

  it('whatever is typed, the answer is one of the three keys or a number of the country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tenantIds), fc.string({ maxLength: 20 }), (tenant, input) => {
        const result = validatePhone(tenant, input);
        if (result.ok) expect(result.e164).toMatch(/^\+\d{8,15}$/);
        else expect(result.key).toMatch(/^validation\.identity\.phone\.(required|invalid|otherCountry)$/);
      }),
    );
  });
});
