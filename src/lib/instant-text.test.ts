import { describe, expect, it } from 'vitest';
import { instantText } from './instant-text';

describe('instantText', () => {
  it.each([
    ['es_CL', 'America/Santiago', /^27 de noviembre de 2026\D+12:30$/],
    ['pt_BR', 'America/Sao_Paulo', /^27 de novembro de 2026\D+12:30$/],
  ])('writes the instant in %s and the local time of %s', (langFull, zone, expected) => {
    expect(instantText('2026-11-27T15:30:00.000Z', langFull, zone)).toMatch(expected);
  });
});
