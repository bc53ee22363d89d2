import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyRfcRule, isRfcDate, personRfcRule } from './rfc';

describe('isRfcDate (YYMMDD)', () => {
  it.each([
    ['561231', true],
    ['000229', true], // 2000 was a leap year
    ['960229', true],
    ['970229', false],
    ['560230', false],
    ['561131', false],
    ['561301', false],
    ['560001', false],
    ['560100', false],
  ])('%s is a real day: %s', (date, real) => {
    expect(isRfcDate(date)).toBe(real);
  });
});

describe.each([
  ['a person', personRfcRule, 'GODE 561231 GR8', 'GODE561231GR8'],
  ['a person named with Ñ', personRfcRule, 'ñeca-800229-ab1', 'ÑECA800229AB1'],
  ['a company', companyRfcRule, 'MAB-930714-8T4', 'MAB9307148T4'],
  ['a company named with &', companyRfcRule, 'A&C010101AAA', 'A&C010101AAA'],
])('the RFC of %s', (_, rule, input, rfc) => {
  it(`reads ${input} as ${rfc}, written as stored`, () => {
    expect(rule(input)).toEqual({ ok: true, normalized: rfc, formatted: rfc });
  });
});

describe.each([
  ['nothing', personRfcRule, ' ', 'validation.identity.rfc.required'],
  ['a company RFC where a person is asked', personRfcRule, 'MAB9307148T4', 'validation.identity.rfc.personShape'],
  ['a person RFC where a company is asked', companyRfcRule, 'GODE561231GR8', 'validation.identity.rfc.companyShape'],
  ['a check digit other than 0–9 or A', personRfcRule, 'GODE561231GRB', 'validation.identity.rfc.personShape'],
  ['digits where letters belong', personRfcRule, 'G0DE561231GR8', 'validation.identity.rfc.personShape'],
  ['a 13th month', personRfcRule, 'GODE561331GR8', 'validation.identity.rfc.date'],
  ['30 February', companyRfcRule, 'MAB930230GR8', 'validation.identity.rfc.date'],
])('%s', (_, rule, input, key) => {
  it(`is refused with ${key}`, () => {
    expect(rule(input)).toEqual({ ok: false, key });
  });
});

describe('generated RFCs', () => {
  const yymmdd = fc
    .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(2, 10).replaceAll('-', ''));
  const homoclave = fc.stringMatching(/^[A-Z0-9]{2}[0-9A]$/);

  it('any real date between letters and a homoclave passes, lower case and with hyphens too', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-ZÑ&]{4}$/), yymmdd, homoclave, (letters, date, key) => {
        const rfc = `${letters}${date}${key}`;
        expect(personRfcRule(`${letters}-${date}-${key}`.toLowerCase())).toEqual({
          ok: true,
          normalized: rfc,
          formatted: rfc,
        });
      }),
    );
  });

  it('a date past the end of its month is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = new Date(Date.UTC(2000 + year, month, 0)).getUTCDate();
        const date = [year, month, days + 1].map((part) => String(part).padStart(2, '0')).join('');
        expect(companyRfcRule(`ABC${date}XY1`)).toEqual({ ok: false, key: 'validation.identity.rfc.date' });
      }),
    );
  });
});
