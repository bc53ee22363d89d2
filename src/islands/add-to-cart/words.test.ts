import { describe, expect, it } from 'vitest';
import { catalogues, templates } from '../../lib/messages';
import { addToCartWordKeys, cardAddWordKeys, productAddWordKeys, sayer } from './words';

describe.each([
  ['the product page form', productAddWordKeys],
  ['a listing card form', cardAddWordKeys],
])('%s words', (_, keys) => {
  it('carries every word of the refusal and of the error modal with retry', () => {
    expect(keys).toEqual(expect.arrayContaining([...addToCartWordKeys]));
  });

  it.each([...keys])('%s is written in Spanish and, differently, in Portuguese', (key) => {
    expect(catalogues.es[key].trim()).not.toBe('');
    expect(catalogues.pt[key].trim()).not.toBe('');
    expect(catalogues.pt[key]).not.toBe(catalogues.es[key]);
  });
});

describe('what an add-to-cart form says', () => {
  it.each([
    ['es', 'Agregaste Taladro percutor al carro.'],
    ['pt', 'Taladro percutor foi adicionado ao carrinho.'],
  ] as const)('a card confirms the add in %s', (lang, toast) => {
    const say = sayer(templates(lang, cardAddWordKeys));
    expect(say('addToCart.added.toast', { name: 'Taladro percutor' })).toBe(toast);
  });

  it('the product page says the quantity added', () => {
    const say = sayer(templates('es', productAddWordKeys));
    expect(say('addToCart.added.quantity', { quantity: 3 })).toBe('Cantidad: 3');
  });

  it('a word the page did not pass reads as its key, never as nothing', () => {
    const say = sayer<Record<string, string>>({ 'addToCart.close': 'Cerrar' });
    expect(say('addToCart.error.title')).toBe('addToCart.error.title');
  });
});
