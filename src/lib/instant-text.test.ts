import { describe, expect, it } from 'vitest';
import { dayMonthText, dayText, instantText } from './instant-text';

describe('instantText', () => {
  it.each([
    ['es_CL', 'America/Santiago', /^27 de noviembre de 2026\D+12:30$/],
    ['pt_BR', 'America/Sao_Paulo', /^27 de novembro de 2026\D+12:30$/],
  ])('writes the instant in %s and the local time of %s', (langFull, zone, expected) => {
    expect(instantText('2026-11-27T15:30:00.000Z', langFull, zone)).toMatch(expected);
  });
});

describe('dayText', () => {
  it.each([
    ['es_CL', 'jueves, 3 de diciembre'],
    ['pt_BR', 'quinta-feira, 3 de dezembro'],
  ])('writes a calendar day in %s, the same wherever the server runs', (langFull, expected) => {
    expect(dayText('2026-12-03', langFull)).toBe(expected);
  });
});

describe('dayMonthText', () => {
  it.each([
    ['es_CL', 'America/Santiago', '24 de diciembre'],
    ['pt_BR', 'America/Sao_Paulo', '24 de dezembro'],
  ])('writes the day an instant falls on in %s, on the calendar of %s', (langFull, zone, expected) => {
    // 02:59 UTC on the 25th is still the 24th in both countries
    expect(dayMonthText('2026-12-25T02:59:00.000Z', langFull, zone)).toBe(expected);
  });
});
