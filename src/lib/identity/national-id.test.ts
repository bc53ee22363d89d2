import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, rutCheckDigit, uyCedulaCheckDigit } from './check-digits';
import type { IdRule } from './document-rule';
import {
  arDniOrCuitRule,
  ccRule,
  cpfRule,
  cuitRule,
  nationalIdRule,
  peDniRule,
  rutRule,
  uyCedulaRule,
} from './national-id';
import { personRfcRule } from './rfc';

const accepted = (normalized: string, formatted: string) => ({ ok: true, normalized, formatted });
const refused = (key: string) => ({ ok: false, key });

/** The number with the digit at `position` (mod its length) moved by `delta` (1–9). */
function changeDigit(number: string, position: number, delta: number): { changed: string; index: number } {
  const index = position % number.length;
  const digit = (Number(number[index]) + delta) % 10;
  return { changed: `${number.slice(0, index)}${digit}${number.slice(index + 1)}`, index };
}

/** An independent CPF (Receita Federal): weights 10…2 then 11…2, a rest under 2 is written 0. */
function cpfCheckDigits(body: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    return sum % 11 < 2 ? '0' : String(11 - (sum % 11));
  };
  const first = digit(body);
  return first + digit(body + first);
}
const isCpf = (number: string) =>
  /^(\d)(?!\1{10}$)\d{10}$/.test(number) &&
  number !== '12345678909' &&
  number.slice(9) === cpfCheckDigits(number.slice(0, 9));

describe.each<[string, IdRule, string, ReturnType<typeof accepted>]>([
  ['RUT with dots and hyphen', rutRule, '12.345.678-5', accepted('123456785', '12.345.678-5')],
  ['RUT with a hyphen', rutRule, '12345678-5', accepted('123456785', '12.345.678-5')],
  ['RUT as digits', rutRule, ' 123456785 ', accepted('123456785', '12.345.678-5')],
  ['RUT with a k', rutRule, '10.000.013-k', accepted('10000013K', '10.000.013-K')],
  ['RUT of seven digits with leading zeros', rutRule, '05.126.663-3', accepted('51266633', '5.126.663-3')],
  ['CPF', cpfRule, '390.533.447-05', accepted('39053344705', '390.533.447-05')],
  ['CPF as digits', cpfRule, '39053344705', accepted('39053344705', '390.533.447-05')],
  ['DNI of Peru', peDniRule, '4567 8901', accepted('45678901', '45678901')],
  ['DNI of Argentina', arDniOrCuitRule, '12.345.678', accepted('12345678', '12.345.678')],
  ['DNI of Argentina, seven digits', arDniOrCuitRule, '1234567', accepted('1234567', '1.234.567')],
  ['CUIL of Argentina', arDniOrCuitRule, '20055361682', accepted('20055361682', '20-05536168-2')],
  ['cédula of Colombia', ccRule, '1.234.567.890', accepted('1234567890', '1.234.567.890')],
  ['short cédula of Colombia', ccRule, '123456', accepted('123456', '123.456')],
  ['cédula of Uruguay', uyCedulaRule, '1.234.567-2', accepted('12345672', '1.234.567-2')],
  ['six-digit cédula of Uruguay', uyCedulaRule, '123.456-1', accepted('01234561', '123.456-1')],
  ['RFC of a person', personRfcRule, 'gode-561231-gr8', accepted('GODE561231GR8', 'GODE561231GR8')],
])('%s', (_, rule, input, expected) => {
  it(`reads ${JSON.stringify(input)}`, () => {
    expect(rule(input)).toEqual(expected);
  });
});

describe.each<[string, IdRule, string, string]>([
  ['nothing', rutRule, '  ', 'validation.identity.rut.required'],
  ['a wrong check digit', rutRule, '12.345.678-4', 'validation.identity.rut.checkDigit'],
  ['K where a digit belongs', rutRule, '12.345.678-K', 'validation.identity.rut.checkDigit'],
  ['nine digits before the check digit', rutRule, '123.456.789-0', 'validation.identity.rut.shape'],
  ['letters', rutRule, 'ABC', 'validation.identity.rut.shape'],
  ['commas', rutRule, '12,345,678-5', 'validation.identity.rut.shape'],
  ['a zero RUT', rutRule, '0-0', 'validation.identity.rut.shape'],
  ['a CPF of repeated digits', cpfRule, '111.111.111-11', 'validation.identity.cpf.checkDigit'],
  ['a CPF with a wrong check digit', cpfRule, '390.533.447-06', 'validation.identity.cpf.checkDigit'],
  ['a CPF without its check digits', cpfRule, '390.533.447', 'validation.identity.cpf.shape'],
  ['no CPF', cpfRule, '', 'validation.identity.cpf.required'],
  ['a DNI of Peru of 7 digits', peDniRule, '1234567', 'validation.identity.dniPe.shape'],
  ['a DNI of Peru with its card digit', peDniRule, '12345678-9', 'validation.identity.dniPe.shape'],
  ['no DNI of Argentina', arDniOrCuitRule, '', 'validation.identity.dniAr.required'],
  ['a DNI of Argentina of 6 digits', arDniOrCuitRule, '123456', 'validation.identity.dniAr.shape'],
  ['a CUIL of an unknown type', arDniOrCuitRule, '12-12345678-6', 'validation.identity.cuit.prefix'],
  ['a CUIL with a wrong check digit', arDniOrCuitRule, '20-05536168-3', 'validation.identity.cuit.checkDigit'],
  ['a cédula of Colombia of 5 digits', ccRule, '12345', 'validation.identity.cc.shape'],
  ['a cédula of Colombia of 11 digits', ccRule, '12345678901', 'validation.identity.cc.shape'],
  ['no cédula of Uruguay', uyCedulaRule, '', 'validation.identity.ci.required'],
  ['a cédula of Uruguay with a wrong digit', uyCedulaRule, '1.234.567-3', 'validation.identity.ci.checkDigit'],
  ['a cédula of Uruguay without its digit', uyCedulaRule, '123456', 'validation.identity.ci.shape'],
  ['a cédula of Uruguay under 100.000', uyCedulaRule, '0.012.345-2', 'validation.identity.ci.shape'],
])('%s', (_, rule, input, key) => {
  it(`is refused with ${key}`, () => {
    expect(rule(input)).toEqual(refused(key));
  });
});

describe('generated numbers', () => {
  const rut = fc.integer({ min: 1, max: 99_999_999 }).map((body) => `${body}${rutCheckDigit(String(body))}`);

  it('a RUT with its computed check digit passes, and its written form reads back the same', () => {
    fc.assert(
      fc.property(rut, (number) => {
        const result = rutRule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(rutRule(result.formatted)).toEqual(result);
      }),
    );
  });

  it('a RUT with one digit of its body changed fails', () => {
    fc.assert(
      fc.property(rut, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, position, delta) => {
        const body = number.slice(0, -1);
        const { changed } = changeDigit(body, position, delta);
        expect(rutRule(changed + number.slice(-1)).ok).toBe(false);
      }),
    );
  });

  it('a CPF is accepted exactly when the Receita Federal algorithm accepts it, after any one change', () => {
    const cpf = fc
      .stringMatching(/^\d{9}$/)
      .map((body) => body + cpfCheckDigits(body))
      .filter(isCpf);
    fc.assert(
      fc.property(cpf, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, position, delta) => {
        const result = cpfRule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(cpfRule(result.formatted)).toEqual(result);
        const { changed } = changeDigit(number, position, delta);
        expect(cpfRule(changed).ok).toBe(isCpf(changed));
      }),
    );
  });

  it('a CUIL with its check digit passes; one changed digit fails unless the check digit is the ambiguous 9', () => {
    const cuil = fc
      .tuple(fc.constantFrom('20', '23', '24', '27'), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, dni]) => `${prefix}${dni}${cuitCheckDigit(prefix + dni)}`);
    fc.assert(
      fc.property(cuil, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, position, delta) => {
        const result = cuitRule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(arDniOrCuitRule(result.formatted)).toEqual(result);
        fc.pre(!number.endsWith('9')); // rests 1 and 2 both give 9: a change between them goes unseen
        expect(cuitRule(changeDigit(number, position, delta).changed).ok).toBe(false);
      }),
    );
  });

  it('a cédula of Uruguay passes with its digit; a change fails unless weight × change is a multiple of 10', () => {
    const weights = [2, 9, 8, 7, 6, 3, 4, 1];
    const cedula = fc
      .integer({ min: 100_000, max: 9_999_999 })
      .map((body) => String(body).padStart(7, '0'))
      .map((body) => body + uyCedulaCheckDigit(body));
    fc.assert(
      fc.property(cedula, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, position, delta) => {
        const result = uyCedulaRule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(uyCedulaRule(result.formatted)).toEqual(result);
        const { changed, index } = changeDigit(number, position, delta);
        fc.pre(((weights[index] ?? 1) * delta) % 10 !== 0); // modulo 10 cannot see a 5 moved at an even weight
        expect(uyCedulaRule(changed).ok).toBe(false);
      }),
    );
  });

  it.each([
    ['DNI of Peru', peDniRule, /^\d{8}$/],
    ['DNI of Argentina', arDniOrCuitRule, /^[1-9]\d{6,7}$/],
    ['cédula of Colombia', ccRule, /^[1-9]\d{5,9}$/],
  ] as const)('any %s of the right length passes and reads back from its written form', (_, rule, digits) => {
    fc.assert(
      fc.property(fc.stringMatching(digits), (number) => {
        const result = rule(number);
        expect(result).toMatchObject({ ok: true, normalized: number });
        if (result.ok) expect(rule(result.formatted)).toEqual(result);
      }),
    );
  });
});

describe('nationalIdRule', () => {
  it.each([
    ['cl', rutRule, 'validation.identity.label.rut', true],
    ['homy', rutRule, 'validation.identity.label.rut', true],
    ['br', cpfRule, 'validation.identity.label.cpf', true],
    ['obra', cpfRule, 'validation.identity.label.cpf', true],
    ['pe', peDniRule, 'validation.identity.label.dniPe', true],
    ['ar', arDniOrCuitRule, 'validation.identity.label.dniAr', true],
    ['co', ccRule, 'validation.identity.label.cc', true],
    ['uy', uyCedulaRule, 'validation.identity.label.ci', true],
    ['mx', personRfcRule, 'validation.identity.label.rfc', false],
  ] as const)('%s asks for its document', (tenant, rule, label, required) => {
    expect(nationalIdRule(tenant)).toEqual({ rule, label, required });
  });
});
