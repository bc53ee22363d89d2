import { describe, expect, it } from 'vitest';
import { catalogues, templates } from '../../lib/messages';
import { cartEditorWordKeys, sayer } from './words';

describe('the cart editor’s words', () => {
  it.each([...cartEditorWordKeys])('%s is written in both languages', (key) => {
    expect(catalogues.es[key].trim()).not.toBe('');
    expect(catalogues.pt[key].trim()).not.toBe('');
  });

  it('read in Portuguese on a Portuguese page, but for the words both languages share', () => {
    const same = cartEditorWordKeys.filter((key) => catalogues.pt[key] === catalogues.es[key]);
    expect(same).toEqual(['site.cart.sku', 'site.cart.subtotal', 'site.cart.total']);
  });

  it.each([
    ['es', 'site.cart.sizeTalla', 'Talla: M'],
    ['es', 'site.cart.sizeTalle', 'Talle: M'],
    ['pt', 'site.cart.sizeTalla', 'Tamanho: M'],
  ] as const)('in %s, the size line in the tenant’s own word (%s)', (lang, sizeKey, line) => {
    const say = sayer({ ...templates(lang, cartEditorWordKeys), size: catalogues[lang][sizeKey] });
    expect(say('size', { size: 'M' })).toBe(line);
  });

  it.each([
    ['es', 1, 'Ver 1 tienda más'],
    ['es', 6, 'Ver 6 tiendas más'],
    ['pt', 1, 'Ver mais 1 loja'],
    ['pt', 6, 'Ver mais 6 lojas'],
  ] as const)('in %s, counts %i stores by the language’s plural', (lang, count, text) => {
    const say = sayer({ ...templates(lang, cartEditorWordKeys), size: '' }, lang);
    expect(say('cartEditor.moreStores', { count })).toBe(text);
  });

  it('fills a template with the line’s values', () => {
    const say = sayer({ ...templates('pt', cartEditorWordKeys), size: catalogues.pt['site.cart.sizeTalla'] });
    expect(say('cartEditor.removed', { name: 'Furadeira' })).toBe('Você removeu Furadeira.');
  });
});
