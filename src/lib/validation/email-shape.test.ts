import { describe, expect, it } from 'vitest';
import { emailShape } from './email-shape';

describe('emailShape', () => {
  it.each([
    ['ana@correo.cl', 'ok'],
    ['  joana.silva@exemplo.com.br ', 'ok'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['ana', 'invalid'],
    ['ana@correo', 'invalid'],
    ['@correo.cl', 'invalid'],
    ['ana@.cl', 'invalid'],
    ['ana@correo.', 'invalid'],
    ['ana maria@correo.cl', 'invalid'],
    ['ana@@correo.cl', 'invalid'],
    [`${'a'.repeat(250)}@b.cl`, 'invalid'],
  ] as const)('%j is %s', (value, expected) => {
    expect(emailShape(value)).toBe(expected);
  });
});
