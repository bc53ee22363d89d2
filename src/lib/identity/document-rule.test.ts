import { describe, expect, it } from 'vitest';
import { commonSeparators, compact, documentRule, dotted } from './document-rule';

describe('compact', () => {
  it.each([
    [' 12.345.678-k ', '12345678K'],
    ['12 345 678', '12345678'],
    ['12/345', '12/345'], // a slash is a separator only where a document says so (CNPJ)
  ])('%j → %j', (input, number) => {
    expect(compact(input, commonSeparators)).toBe(number);
  });
});

describe('dotted', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '1.234'],
    ['12345678', '12.345.678'],
    ['1234567890', '1.234.567.890'],
  ])('%s → %s', (digits, written) => {
    expect(dotted(digits)).toBe(written);
  });
});

describe('documentRule', () => {
  const even = documentRule({
    required: 'validation.identity.cc.required',
    separators: commonSeparators,
    pattern: /^\d{4}$/,
    shape: 'validation.identity.cc.shape',
    checks: [
      [(number) => number !== '0000', 'validation.identity.ci.shape'],
      [(number) => Number(number) % 2 === 0, 'validation.identity.ci.checkDigit'],
    ],
    normalize: (number) => number.replace(/^0+/, ''),
    format: (number) => `#${number}`,
  });

  it.each([
    ['', { ok: false, key: 'validation.identity.cc.required' }],
    ['12a4', { ok: false, key: 'validation.identity.cc.shape' }],
    ['0000', { ok: false, key: 'validation.identity.ci.shape' }], // checks run in order: the first failure answers
    ['1235', { ok: false, key: 'validation.identity.ci.checkDigit' }],
    ['01-24', { ok: true, normalized: '124', formatted: '#124' }],
  ])('%j → %j', (input, result) => {
    expect(even(input)).toEqual(result);
  });

  it('stores the compact number when a document has no normal form of its own', () => {
    const plain = documentRule({
      required: 'validation.identity.cc.required',
      separators: /-/g,
      pattern: /^\d+$/,
      shape: 'validation.identity.cc.shape',
      format: (number) => number,
    });
    expect(plain('1-2')).toEqual({ ok: true, normalized: '12', formatted: '12' });
  });
});
