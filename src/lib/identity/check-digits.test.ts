import { describe, expect, it } from 'vitest';
import {
  cuitCheckDigit,
  nitCheckDigit,
  rucCheckDigit,
  rutCheckDigit,
  uyCedulaCheckDigit,
  uyRutCheckDigit,
} from './check-digits';

/** Numbers published by their issuers or in python-stdnum's doctests, body and check digit apart. */
describe.each([
  ['RUT 12.345.678-5', rutCheckDigit, '12345678', '5'],
  ['RUT 5.126.663-3', rutCheckDigit, '5126663', '3'],
  ['RUT 10.000.013-K (10 is written K)', rutCheckDigit, '10000013', 'K'],
  ['RUT 76.123.456-0 (11 is written 0)', rutCheckDigit, '76123456', '0'],
  ['CUIT 20-05536168-2', cuitCheckDigit, '2005536168', '2'],
  ['CUIT 20-26756539-3', cuitCheckDigit, '2026756539', '3'],
  ['CUIT 27-12345678-0 (11 is written 0)', cuitCheckDigit, '2712345678', '0'],
  ['RUC 20512333797', rucCheckDigit, '2051233379', '7'],
  ['NIT 800.197.268-4 (DIAN itself)', nitCheckDigit, '800197268', '4'],
  ['NIT 213.123.432-1', nitCheckDigit, '213123432', '1'],
  ['NIT 900.123.456-8', nitCheckDigit, '900123456', '8'],
  ['cédula 1.234.567-2', uyCedulaCheckDigit, '1234567', '2'],
  ['cédula 123.456-1 (six digits, read as 0.123.456)', uyCedulaCheckDigit, '123456', '1'],
  ['RUT uy 21-100342-001-7', uyRutCheckDigit, '21100342001', '7'],
  ['RUT uy 21-140634-001-1', uyRutCheckDigit, '21140634001', '1'],
])('%s', (_, checkDigit, body, digit) => {
  it('computes its check digit', () => {
    expect(checkDigit(body)).toBe(digit);
  });
});

describe('the cases an algorithm writes apart', () => {
  it('reads a CUIT sum that leaves 10 as 9, as python-stdnum does', () => {
    // 20-00000001: 5·2 + 4·0 + … + 2·1 = 12, 11 - 12 mod 11 = 10
    expect(cuitCheckDigit('2000000001')).toBe('9');
  });

  it('keeps the last digit of 11 - rest for a RUC (10 → 0, 11 → 1)', () => {
    expect(rucCheckDigit('1000100000')).toBe('0'); // 1·5 + 1·7 = 12, rest 1
    expect(rucCheckDigit('1000000003')).toBe('1'); // 1·5 + 3·2 = 11, rest 0
  });

  it('gives no check digit to a Uruguayan RUT body whose rest is 10', () => {
    expect(uyRutCheckDigit('00000000002')).toBe('7'); // 2·2 = 4 → 11 - 4
    expect(uyRutCheckDigit('00000000040')).toBeUndefined(); // 4·3 = 12, rest 1 → 10
  });
});
