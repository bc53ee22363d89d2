import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nitCheckDigit, rucCheckDigit, uyRutCheckDigit } from './check-digits';
import type { IdRule } from './document-rule';
import { cuitRule, rutRule } from './national-id';
import { companyRfcRule } from './rfc';
import { cnpjRule, nitRule, rucRule, taxIdRule, uyRutRule } from './tax-id';

/** The number with the digit at `position` (mod its length) moved by `delta` (1–9). */
function changeDigit(number: string, position: number, delta: number): string {
  const index = position % number.length;
  const digit = (Number(number[index]) + delta) % 10;
  return Number.isNaN(digit) ? number : `${number.slice(0, index)}${digit}${number.slice(index + 1)}`;
}

/** An independent CNPJ (Receita Federal, NT 49/2024): a character counts its ASCII code - 48. */
function cnpjCheckDigits(body: string): string {
  const digit = (characters: string) => {
    const sum = [...characters].reduce(
      (total, character, i) => total + (character.charCodeAt(0) - 48) * (((characters.length - 1 - i) % 8) + 2),
      0,
    );
    return sum % 11 < 2 ? '0' : String(11 - (sum % 11));
  };
  const first = digit(body);
  return first + digit(body + first);
}
const isCnpj = (number: string) =>
  /^[\dA-Z]{12}\d{2}$/.test(number) &&
  !/^(\d)\1{13}$/.test(number) &&
  number.slice(12) === cnpjCheckDigits(number.slice(0, 12));

describe.each<[string, IdRule, string, string, string]>([
  ['CNPJ', cnpjRule, '12.345.678/0001-95', '12345678000195', '12.345.678/0001-95'],
  ['CNPJ as digits', cnpjRule, '54550752000155', '54550752000155', '54.550.752/0001-55'],
  ['alphanumeric CNPJ', cnpjRule, '12.abc.345/01de-35', '12ABC34501DE35', '12.ABC.345/01DE-35'],
  ['RUC of a company', rucRule, '20512333797', '20512333797', '20512333797'],
  ['NIT', nitRule, '800.197.268-4', '8001972684', '800.197.268-4'],
  ['NIT as digits', nitRule, '9001234568', '9001234568', '900.123.456-8'],
  ['RUT of Uruguay', uyRutRule, '21-100342-001-7', '211003420017', '211003420017'],
  ['RUT of Uruguay with spaces', uyRutRule, '21 140634 001 1', '211406340011', '211406340011'],
])('%s', (_, rule, input, normalized, formatted) => {
  it(`reads ${input}`, () => {
    expect(rule(input)).toEqual({ ok: true, normalized, formatted });
  });
});

describe.each<[string, IdRule, string, string]>([
  ['no CNPJ', cnpjRule, '', 'validation.identity.cnpj.required'],
  ['a CNPJ with a wrong check digit', cnpjRule, '12.345.678/0001-96', 'validation.identity.cnpj.checkDigit'],
  ['a CNPJ of repeated digits', cnpjRule, '11.111.111/1111-11', 'validation.identity.cnpj.checkDigit'],
  ['a CNPJ with a letter among its check digits', cnpjRule, '12.ABC.345/01DE-3A', 'validation.identity.cnpj.shape'],
  ['a CNPJ of 13 characters', cnpjRule, '12.345.678/0001-9', 'validation.identity.cnpj.shape'],
  ['no RUC', rucRule, '', 'validation.identity.ruc.required'],
  ['a RUC of another type', rucRule, '30512333797', 'validation.identity.ruc.shape'],
  ['a RUC of 10 digits', rucRule, '2051233379', 'validation.identity.ruc.shape'],
  ['a RUC with a wrong check digit', rucRule, '20512333798', 'validation.identity.ruc.checkDigit'],
  ['no NIT', nitRule, '', 'validation.identity.nit.required'],
  ['a NIT with a letter', nitRule, '900.123.456-A', 'validation.identity.nit.shape'],
  ['a NIT without its check digit', nitRule, '900.123.456', 'validation.identity.nit.checkDigit'],
  ['no RUT of Uruguay', uyRutRule, '', 'validation.identity.rut.required'],
  ['a RUT of Uruguay of registry 23', uyRutRule, '231003420017', 'validation.identity.rutUy.shape'],
  ['a RUT of Uruguay of sequence zero', uyRutRule, '210000000012', 'validation.identity.rutUy.shape'],
  ['a RUT of Uruguay without 001', uyRutRule, '211003420027', 'validation.identity.rutUy.shape'],
  ['a RUT of Uruguay with a wrong check digit', uyRutRule, '210303670014', 'validation.identity.rut.checkDigit'],
])('%s', (_, rule, input, key) => {
  it(`is refused with ${key}`, () => {
    expect(rule(input)).toEqual({ ok: false, key });
  });
});

describe('generated numbers', () => {
  const change = [fc.nat(), fc.integer({ min: 1, max: 9 })] as const;

  it('a CNPJ, numeric or alphanumeric, is accepted exactly when the Receita Federal algorithm accepts it', () => {
    const cnpj = fc.stringMatching(/^[\dA-Z]{12}$/).map((body) => body + cnpjCheckDigits(body));
    fc.assert(
      fc.property(cnpj, ...change, (number, position, delta) => {
        const result = cnpjRule(number);
        expect(result.ok).toBe(isCnpj(number));
        if (result.ok) expect(cnpjRule(result.formatted)).toEqual(result);
        const changed = changeDigit(number, position, delta);
        expect(cnpjRule(changed).ok).toBe(isCnpj(changed));
      }),
    );
  });

  it('a RUC passes with its check digit; one changed digit fails unless the check digit is the ambiguous 1', () => {
    const ruc = fc
      .tuple(fc.constantFrom('10', '15', '17', '20'), fc.stringMatching(/^\d{8}$/))
      .map(([type, digits]) => type + digits + rucCheckDigit(type + digits));
    fc.assert(
      fc.property(ruc, ...change, (number, position, delta) => {
        expect(rucRule(number)).toEqual({ ok: true, normalized: number, formatted: number });
        fc.pre(!number.endsWith('1')); // rests 0 and 10 both give 1
        expect(rucRule(changeDigit(number, position, delta)).ok).toBe(false);
      }),
    );
  });

  it('a NIT passes with its check digit; one changed digit fails unless the check digit is the ambiguous 1', () => {
    const nit = fc.stringMatching(/^[1-9]\d{5,14}$/).map((body) => body + nitCheckDigit(body));
    fc.assert(
      fc.property(nit, ...change, (number, position, delta) => {
        const result = nitRule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(nitRule(result.formatted)).toEqual(result);
        fc.pre(!number.endsWith('1')); // rests 1 and 10 both give 1
        expect(nitRule(changeDigit(number, position, delta)).ok).toBe(false);
      }),
    );
  });

  it('a RUT of Uruguay passes with its check digit, and fails with any one digit changed', () => {
    const rut = fc
      .tuple(fc.integer({ min: 1, max: 22 }), fc.integer({ min: 1, max: 999_999 }))
      .map(([registry, sequence]) => `${String(registry).padStart(2, '0')}${String(sequence).padStart(6, '0')}001`)
      .filter((body) => uyRutCheckDigit(body) !== undefined)
      .map((body) => body + uyRutCheckDigit(body));
    fc.assert(
      fc.property(rut, ...change, (number, position, delta) => {
        expect(uyRutRule(number)).toEqual({ ok: true, normalized: number, formatted: number });
        expect(uyRutRule(changeDigit(number, position, delta)).ok).toBe(false);
      }),
    );
  });
});

describe('taxIdRule', () => {
  it.each([
    ['cl', rutRule, 'validation.identity.label.rut'],
    ['homy', rutRule, 'validation.identity.label.rut'],
    ['br', cnpjRule, 'validation.identity.label.cnpj'],
    ['obra', cnpjRule, 'validation.identity.label.cnpj'],
    ['pe', rucRule, 'validation.identity.label.ruc'],
    ['ar', cuitRule, 'validation.identity.label.cuit'],
    ['co', nitRule, 'validation.identity.label.nit'],
    ['uy', uyRutRule, 'validation.identity.label.rut'],
    ['mx', companyRfcRule, 'validation.identity.label.rfc'],
  ] as const)('%s asks for its document', (tenant, rule, label) => {
    expect(taxIdRule(tenant)).toEqual({ rule, label });
  });

  it('reads a Chilean company RUT and an Argentinian company CUIT', () => {
    expect(taxIdRule('cl').rule('76.123.456-0')).toEqual({
      ok: true,
      normalized: '761234560',
      formatted: '76.123.456-0',
    });
    expect(taxIdRule('ar').rule('30-71234567-1')).toEqual({
      ok: true,
      normalized: '30712345671',
      formatted: '30-71234567-1',
    });
  });
});
