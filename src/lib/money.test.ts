import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyParts,
  joinMoneyParts,
  type MoneyFormat,
  type MoneyParts,
  parseMoney,
  toMinorUnits,
} from './money';

const clp: MoneyFormat = {
  currency: { symbol: '$', minorDigits: 0 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
};
const brl: MoneyFormat = {
  currency: { symbol: 'R$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 2 },
};
const mxn: MoneyFormat = {
  currency: { symbol: '$', minorDigits: 2 },
  separator: { decimal: '.', thousand: ',', precision: 2 },
};
const cop: MoneyFormat = {
  currency: { symbol: '$', minorDigits: 2 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
};

describe('formatMoney', () => {
  it.each([
    [clp, 0, '$ 0'],
    [clp, 990, '$ 990'],
    [clp, 1299000, '$ 1.299.000'],
    [clp, -4990, '-$ 4.990'],
    [brl, 5, 'R$ 0,05'],
    [brl, 129990, 'R$ 1.299,90'],
    [brl, 100000000, 'R$ 1.000.000,00'],
    [mxn, 149900, '$ 1,499.00'],
    [cop, 19990000, '$ 199.900'],
    // precision 0 over a currency with cents rounds half away from zero
    [cop, 19990050, '$ 199.901'],
    [cop, 19990049, '$ 199.900'],
    [cop, -49, '$ 0'],
  ])('%# formats %i minor units as %s', (format, amount, expected) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  it('never shows more decimals than the currency has', () => {
    expect(formatMoney(1234, { ...clp, separator: { ...clp.separator, precision: 2 } })).toBe('$ 1.234');
  });

  it.each([1.5, Number.NaN, 2 ** 60])('refuses %s, which is not a safe integer of minor units', (amount) => {
    expect(() => formatMoney(amount, clp)).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [50.01, 2, 5001],
    [0.1 + 0.2, 2, 30],
    [49990, 0, 49990],
  ])('%d with %i digits is %i minor units', (major, digits, minor) => {
    expect(toMinorUnits(major, digits)).toBe(minor);
  });
});

describe('formatMoneyParts', () => {
  it.each<[MoneyFormat, number, MoneyParts]>([
    [brl, 129990, { sign: '', symbol: 'R$', whole: '1.299', decimal: ',', fraction: '90' }],
    [mxn, 5, { sign: '', symbol: '$', whole: '0', decimal: '.', fraction: '05' }],
    [clp, -4990, { sign: '-', symbol: '$', whole: '4.990', decimal: '', fraction: '' }],
    [cop, 19990050, { sign: '', symbol: '$', whole: '199.901', decimal: '', fraction: '' }],
  ])('%# splits %i minor units for markup', (format, amount, parts) => {
    expect(formatMoneyParts(amount, format)).toEqual(parts);
    expect(joinMoneyParts(parts)).toBe(formatMoney(amount, format));
  });

  it('refuses what is not a safe integer of minor units', () => {
    expect(() => formatMoneyParts(0.5, brl)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  const spaced: MoneyFormat = { ...brl, separator: { decimal: ',', thousand: ' ', precision: 2 } };
  // ar: pesos with cents, shown without decimals
  const ars: MoneyFormat = { ...cop, currency: { symbol: '$', minorDigits: 2 } };

  it.each([
    [brl, '1.299,90', 129990],
    [brl, 'R$ 1.299,90', 129990],
    [brl, ' R$\u00a01.000.000,00 ', 100000000],
    [brl, '1299,9', 129990],
    [brl, '1299', 129900],
    [brl, '0,05', 5],
    [mxn, '1,299.90', 129990],
    [mxn, '$1,299.90', 129990],
    [mxn, '1299.9', 129990],
    [clp, '1.299.000', 1299000],
    [clp, '$ 1.299', 1299],
    [clp, '1.299,00', 1299],
    [clp, '9007199254740991', Number.MAX_SAFE_INTEGER],
    [ars, '1.500,5', 150050],
    [spaced, '1 299,90', 129990],
    [spaced, '1\u202f299,90', 129990],
  ])('%# reads "%s" as %i minor units', (format, input, amountMinor) => {
    expect(parseMoney(input, format)).toEqual({ ok: true, amountMinor });
  });

  it.each([
    [brl, '', { ok: false, error: 'empty' }],
    [brl, '   ', { ok: false, error: 'empty' }],
    [brl, '-10', { ok: false, error: 'negative' }],
    [brl, 'R$ -10', { ok: false, error: 'negative' }],
    // the other convention is refused, never misread as 1,29990 or 1299,90
    [brl, '1,299.90', { ok: false, error: 'notANumber' }],
    [mxn, '1.299,90', { ok: false, error: 'notANumber' }],
    [brl, '1.2345,00', { ok: false, error: 'notANumber' }],
    [brl, '12.34', { ok: false, error: 'notANumber' }],
    [brl, '1 299,90', { ok: false, error: 'notANumber' }],
    [brl, '1,', { ok: false, error: 'notANumber' }],
    [brl, '+5', { ok: false, error: 'notANumber' }],
    [brl, '10 reais', { ok: false, error: 'notANumber' }],
    [brl, 'abc', { ok: false, error: 'notANumber' }],
    [mxn, '1.299', { ok: false, error: 'tooManyDecimals', maxDecimals: 2 }],
    [clp, '1.299,5', { ok: false, error: 'tooManyDecimals', maxDecimals: 0 }],
    [clp, '9007199254740992', { ok: false, error: 'tooLarge' }],
    [brl, '99999999999999999999', { ok: false, error: 'tooLarge' }],
  ])('%# refuses "%s" with %o', (format, input, result) => {
    expect(parseMoney(input, format)).toEqual(result);
  });

  it.each([
    ['clp', clp],
    ['brl', brl],
    ['mxn', mxn],
  ])('reads back whatever formatMoney writes in %s', (_, format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(parseMoney(formatMoney(amount, format), format)).toEqual({ ok: true, amountMinor: amount });
      }),
    );
  });
});
