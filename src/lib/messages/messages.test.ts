import { describe, expect, it } from 'vitest';
import {
  catalogues,
  countMessage,
  interpolate,
  type MessageKey,
  templates,
  templatesByPrefix,
  translateMessage,
  translator,
} from './index';
import { placeholderNames } from './plural';

const placeholders = (text: string) => placeholderNames(text).sort();

// Each domain keeps its strings in es/<domain>.ts and pt/<domain>.ts; the catalogue spreads them.
const fragments = import.meta.glob<Record<string, Record<string, string>>>(['./es/*.ts', '!./es/index.ts'], {
  eager: true,
});

describe('message catalogues', () => {
  it('no key is defined by two domains (a later spread would silently win)', () => {
    const keys = Object.values(fragments).flatMap((module) => Object.values(module).flatMap(Object.keys));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(catalogues.es).length);
  });

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
  it('translates a message chosen by a rule, singular or plural', () => {
    const t = translator('es');
    expect(translateMessage(t, countMessage(1, 'error.code', 'error.code', { status: 1 }))).toBe('Error 1');
    expect(countMessage(2, 'error.title.404', 'error.body.404')).toEqual({
      key: 'error.body.404',
      params: { count: 2 },
    });
  });

  it('fills placeholders in the tenant language', () => {
    expect(translator('pt')('error.code', { status: 404 })).toBe('Erro 404');
    expect(translator('es')('error.code', { status: 404 })).toBe('Error 404');
  });

  it('refuses to show a placeholder without a value', () => {
    expect(() => interpolate('Hola {name}')).toThrow('Missing message parameter "name"');
  });

  it('hands an island the raw templates of the keys it shows, in the page language', () => {
    const words = templates('pt', ['error.code', 'header.cart']);
    expect(words).toEqual({ 'error.code': 'Erro {status}', 'header.cart': catalogues.pt['header.cart'] });
    expect(interpolate(words['error.code'], { status: 500 })).toBe('Erro 500');
  });
});

describe('templatesByPrefix', () => {
  const prefixes = ['projects.builder.', 'validation.project.'] as const;

  it("picks a language's templates of the prefixes in the catalogue's order, once for every page", () => {
    const keys = Object.keys(catalogues.es).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of ['es', 'pt'] as const) {
      const words = templatesByPrefix(lang, prefixes);
      expect(Object.entries(words)).toEqual(keys.map((key) => [key, catalogues[lang][key as MessageKey]]));
      expect(templatesByPrefix(lang, prefixes)).toBe(words);
      expect(Object.isFrozen(words)).toBe(true);
    }
  });
});
