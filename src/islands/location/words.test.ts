import { describe, expect, it } from 'vitest';
import { catalogues, templates } from '../../lib/messages';
import { locationModalWordKeys, sayer } from './words';

describe('the location modal’s words', () => {
  it.each([...locationModalWordKeys])('%s is written in both languages', (key) => {
    expect(catalogues.es[key].trim()).not.toBe('');
    expect(catalogues.pt[key].trim()).not.toBe('');
  });

  it('read in Portuguese on a Portuguese page, but for the two templates made of values only', () => {
    const same = locationModalWordKeys.filter((key) => catalogues.pt[key] === catalogues.es[key]);
    expect(same).toEqual(['locationModal.zip.suggestion', 'addresses.way.option']);
  });

  it.each([
    ['es', 'Vitacura (sin despacho)'],
    ['pt', 'Vitacura (sem entrega)'],
  ] as const)('fill their values in %s', (lang, text) => {
    expect(
      sayer(templates(lang, locationModalWordKeys))('productOptions.location.notServed', { name: 'Vitacura' }),
    ).toBe(text);
  });
});
