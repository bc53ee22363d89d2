import { describe, expect, it } from 'vitest';
import { foldTerm, guidedFor, guidedSchema } from './guided-schema';

const entry = {
  id: 'que-vas-a-pintar',
  tenant: 'cl',
  question: '¿Qué vas a pintar?',
  terms: ['Pintura'],
  choices: [
    { label: 'Blanco', facet: { name: 'color', value: 'blanco' } },
    { label: 'Esmalte', search: 'esmalte' },
  ],
};

const problems = (input: unknown) => {
  const result = guidedSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('guided search frontmatter', () => {
  it('accepts a banner and fills the defaults', () => {
    expect(guidedSchema.parse(entry)).toEqual({ ...entry, categories: [], order: 0 });
  });

  it.each([
    ['no terms nor categories', { terms: [] }, 'terms: give the search terms'],
    ['one choice', { choices: [entry.choices[0]] }, 'choices'],
    [
      'a choice of both kinds',
      { choices: [{ label: 'X y', search: 'x', facet: { name: 'color', value: 'a' } }, entry.choices[1]] },
      'choices.0',
    ],
    [
      'a bad facet name',
      { choices: [{ label: 'Xy', facet: { name: 'Color!', value: 'a' } }, entry.choices[1]] },
      'choices.0',
    ],
    ['another tenant', { tenant: 'xx' }, 'tenant'],
    ['a misspelt field', { question2: 'x' }, ''],
  ])('refuses %s', (_name, change, expected) => {
    expect(problems({ ...entry, ...change }).some((problem) => problem.startsWith(expected))).toBe(true);
  });
});

describe('guidedFor', () => {
  const data = guidedSchema.parse(entry);
  const byCategory = guidedSchema.parse({ ...entry, id: 'b', terms: [], categories: ['CATG10000'] });
  const first = guidedSchema.parse({ ...entry, id: 'a', order: 0 });
  const later = guidedSchema.parse({ ...entry, id: 'z', order: 5 });

  it('matches a whole term without case or accents', () => {
    expect(guidedFor([data], { term: '  PINTÚRA ' })).toBe(data);
    expect(guidedFor([data], { term: 'pintura blanca' })).toBeUndefined();
    expect(guidedFor([data], {})).toBeUndefined();
  });

  it('matches a category id without case', () => {
    expect(guidedFor([data, byCategory], { categoryId: 'catg10000' })).toBe(byCategory);
    expect(guidedFor([byCategory], { categoryId: 'catg2' })).toBeUndefined();
  });

  it('takes the lowest order, then the id', () => {
    expect(guidedFor([later, data, first], { term: 'pintura' })).toBe(first);
  });

  it('folds terms', () => {
    expect(foldTerm(' Qué  Pintar ')).toBe('que pintar');
  });
});
