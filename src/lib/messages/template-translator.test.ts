import { describe, expect, it } from 'vitest';
import { templateTranslator } from './template-translator';

describe('templateTranslator', () => {
  const es = templateTranslator('es', {
    'calculator.paint.can.gallon.one': '{count} galón',
    'calculator.paint.can.gallon.other': '{count} galones',
    'calculator.paint.wall': 'Muro {number}',
  });

  it.each<[string, Parameters<typeof es>, string]>([
    ['fills a template', ['calculator.paint.wall', { number: 2 }], 'Muro 2'],
    ['picks the plural form for the count', ['calculator.paint.can.gallon.one', { count: 3 }], '3 galones'],
    ['picks the singular form for one', ['calculator.paint.can.gallon.other', { count: 1 }], '1 galón'],
    ['keeps the key asked for a count given as text', ['calculator.paint.can.gallon.one', { count: '3' }], '3 galón'],
  ])('%s', (_, [key, params], expected) => {
    expect(es(key, params)).toBe(expected);
  });

  it('keeps the key asked for when the other form was not handed over', () => {
    const one = templateTranslator('pt', { 'calculator.paint.can.gallon.one': '{count} galão' });
    expect(one('calculator.paint.can.gallon.one', { count: 2 })).toBe('2 galão');
  });

  it('says which template is missing rather than showing a key', () => {
    expect(() => es('tools.close')).toThrow('No template for "tools.close"');
  });
});
