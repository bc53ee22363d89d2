import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../tenants/registry';
import { exampleDecimal, parseDecimal, parseWholeNumber } from './parse-decimal';

const comma = { decimal: ',', thousand: '.' };
const dot = { decimal: '.', thousand: ',' };
const everySeparator = [...new Map([...tenants.values()].map((t) => [t.separator.decimal, t.separator])).values()];

/** How a tenant prints a number: thousands grouped or not, the decimal part as given. */
function written(whole: number, fraction: string, separators: typeof comma, grouped: boolean): string {
  const digits = String(whole);
  const wholeText = grouped ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, separators.thousand) : digits;
  return fraction === '' ? wholeText : `${wholeText}${separators.decimal}${fraction}`;
}

describe('parseDecimal', () => {
  it.each([
    ['2,4', comma, 2.4],
    ['2,4', dot, 2.4],
    ['2.4', dot, 2.4],
    ['2.4', comma, 2.4],
    ['1.250', comma, 1250],
    ['1,250', dot, 1250],
    ['12.500,75', comma, 12500.75],
    ['1,250.5', dot, 1250.5],
    ['0.500', comma, 0.5],
    ['1234.5', comma, 1234.5],
    [',5', comma, 0.5],
    ['3,', comma, 3],
    [' 7 ', comma, 7],
  ])('reads %j with %o as %d', (typed, separators, value) => {
    expect(parseDecimal(typed, separators)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['2,4 m', 'unreadable'],
    ['-4', 'unreadable'],
    ['1e3', 'unreadable'],
    ['1.2.3', 'unreadable'],
    ['1,2,3', 'unreadable'],
    ['1.250.5', 'unreadable'],
    ['1,250.5', 'unreadable'],
    ['2 400', 'unreadable'],
    [',', 'unreadable'],
    ['.', 'unreadable'],
  ])('refuses %j on es tenants (%s)', (typed, reason) => {
    expect(parseDecimal(typed, comma)).toEqual({ ok: false, reason });
  });

  it('reads back every number as each tenant writes it, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everySeparator),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.stringMatching(/^\d{0,3}$/),
        fc.boolean(),
        (separators, whole, fraction, grouped) => {
          const expected = Number(`${whole}.${fraction || '0'}`);
          expect(parseDecimal(written(whole, fraction, separators, grouped), separators)).toEqual({
            ok: true,
            value: expected,
          });
        },
      ),
    );
  });

  it('never reads a figure with anything but digits and separators, and reads the rest as a finite number ≥ 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(comma, dot), fc.string({ maxLength: 12 }), (separators, typed) => {
        const read = parseDecimal(typed, separators);
        if (/[^\d.,\s]/.test(typed.trim())) expect(read.ok).toBe(false);
        if (read.ok) expect(Number.isFinite(read.value) && read.value >= 0).toBe(true);
      }),
    );
  });

  it('reads plain digits as the same number on every tenant', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.constantFrom(comma, dot), (digits, separators) => {
        expect(parseDecimal(digits, separators)).toEqual({ ok: true, value: Number(digits) });
      }),
    );
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['3', comma, { ok: true, value: 3 }],
    ['1.000', comma, { ok: true, value: 1000 }],
    ['1,000', dot, { ok: true, value: 1000 }],
    ['2,5', comma, { ok: false, reason: 'unreadable' }],
    ['', comma, { ok: false, reason: 'empty' }],
  ])('reads %j with %o', (typed, separators, expected) => {
    expect(parseWholeNumber(typed, separators)).toEqual(expected);
  });
});

describe('exampleDecimal', () => {
  it('writes the example as the tenant does', () => {
    expect(exampleDecimal(2.4, comma)).toBe('2,4');
    expect(exampleDecimal(2.4, dot)).toBe('2.4');
  });
});
