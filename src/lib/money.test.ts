import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormat, toMinorUnits } from './money';

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
