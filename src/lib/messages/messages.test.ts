import { describe, expect, it } from 'vitest';
import { catalogues, interpolate, translator } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('es and pt have the same keys', () => {
    expect(Object.keys(catalogues.pt).sort()).toEqual(Object.keys(catalogues.es).sort());
  });

  it.each(Object.keys(catalogues.es))('%s has the same placeholders and no empty text in both languages', (key) => {
    const es = catalogues.es[key as keyof typeof catalogues.es];
    const pt = catalogues.pt[key as keyof typeof catalogues.pt];
    expect(es.trim()).not.toBe('');
    expect(pt.trim()).not.toBe('');
    expect(placeholders(pt)).toEqual(placeholders(es));
  });
});

describe('translator', () => {
  it('fills placeholders in the tenant language', () => {
    expect(translator('pt')('error.code', { status: 404 })).toBe('Erro 404');
    expect(translator('es')('error.code', { status: 404 })).toBe('Error 404');
  });

  it('refuses to show a placeholder without a value', () => {
    expect(() => interpolate('Hola {name}')).toThrow('Missing message parameter "name"');
  });
});
