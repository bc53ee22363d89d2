import { describe, expect, it } from 'vitest';
import { SearchIndex } from './build-index';
import { search } from './search';
import { testDocument } from './test-document';
import { typeahead } from './typeahead';
import type { SearchDocument, SearchRequest } from './types';

/** What shoppers type beyond product names: colours, sizes, codes, regional words, typos. */

const paints = [
  { id: 'c1', name: 'Pinturas' },
  { id: 'c11', name: 'Látex y acrílicas' },
];
const lighting = [
  { id: 'c3', name: 'Iluminación' },
  { id: 'c31', name: 'Bombillas LED' },
];
const electric = [
  { id: 'c4', name: 'Electricidad' },
  { id: 'c41', name: 'Interruptores y atenuadores' },
];
const home = [
  { id: 'c5', name: 'Hogar' },
  { id: 'c51', name: 'Cojines y mantas' },
];

const doc = (id: string, name: string, over: Partial<SearchDocument> = {}) => testDocument(id, name, paints, over);

const color = (name: string) => ({ slug: name.toLowerCase(), name, hex: null });
const docs = [
  doc('100', 'Pintura látex interior mate 1 galón', {
    colors: [color('Blanco'), color('Gris')],
    codes: ['100100', '1000000', '2000010000005'],
  }),
  doc('101', 'Pintura látex exterior satinada 1 galón', { colors: [color('Rojo')], codes: ['100101', '1000001'] }),
  doc('102', 'Rodillo antigota 9 cm TX-825', { soldWeek: 90 }),
  doc('103', 'Bombilla LED 9 W luz cálida', { categories: lighting, soldWeek: 5 }),
  doc('104', 'Pack de bombillas LED 12 W', { categories: lighting }),
  doc('105', 'Guantes de trabajo de nitrilo', {
    categories: home,
    sizes: ['L', 'XL'],
    attributes: [{ name: 'Modelo', value: 'GN-2210' }],
  }),
  doc('106', 'Guantes de trabajo anticorte', { categories: home, sizes: ['M'] }),
  doc('107', 'Cojín decorativo liso 45 x 45 cm', {
    categories: home,
    soldWeek: 400,
    attributes: [{ name: 'Relleno', value: 'Fibra siliconada' }],
  }),
  doc('108', 'Adhesivo de secado rápido 240 ml', { soldWeek: 300 }),
  doc('109', 'Martillo carpintero 16 oz'),
  doc('110', 'Extensión eléctrica con interruptor 5 m', { categories: electric, soldWeek: 500 }),
  doc('111', 'Interruptor diferencial 25 A', { categories: electric }),
  doc('112', 'Cojín azul marino', { categories: home, colors: [color('Azul marino')], soldWeek: 900 }),
];
const synonyms = [['bombilla', 'ampolleta']];
const index = new SearchIndex(docs, { synonyms });
const zone = { priceGroupId: '10', storeIds: [], homeDelivery: true };
const ask = (term: string, over: Partial<SearchRequest> = {}) =>
  search(index, { term, facets: {}, sortBy: 'relevance', page: 1, pageSize: 28, zone, ...over });
const ids = (term: string) => ask(term).hits.map((hit) => hit.id);

describe('attributes: a colour or a size qualifies the product', () => {
  it.each([
    ['pintura blanca', ['100']],
    ['pinturas blancas', ['100']],
    ['pintura blanco', ['100']],
    ['pintura roja', ['101']],
    ['cojin azul', ['112']],
    ['latex gris', ['100']],
    ['guantes xl', ['105']],
    ['guantes m', ['106']],
  ])('"%s" finds %o', (term, expected) => {
    expect(ids(term)).toEqual(expected);
  });
});

describe('ranking: a colour before a shade named after it', () => {
  it('puts a paint sold in "Blanco" before a better-selling one sold in "Blanco hueso" alone', () => {
    const shades = new SearchIndex([
      doc('200', 'Pintura látex interior mate 1 galón', {
        colors: [color('Blanco hueso'), color('Rosa palo')],
        soldWeek: 90,
      }),
      doc('201', 'Pintura látex interior mate 1/4 galón', { colors: [color('Blanco'), color('Gris')] }),
    ]);
    const request = { facets: {}, sortBy: 'relevance', page: 1, pageSize: 28, zone } as const;
    expect(search(shades, { ...request, term: 'pintura blanca' }).hits.map((hit) => hit.id)).toEqual(['201', '200']);
    expect(search(shades, { ...request, term: 'pintura blanco hueso' }).hits.map((hit) => hit.id)).toEqual(['200']);
  });
});

describe('codes find their product first', () => {
  it.each([
    ['1000000', '100'],
    ['2000010000005', '100'],
    ['100100', '100'],
    ['1000001', '101'],
    ['TX-825', '102'],
    ['tx825', '102'],
    ['gn 2210', '105'],
    ['Código: 1000001', '101'],
    ['guantes GN-2210', '105'],
  ])('"%s" → product %s at rank 1', (code, id) => {
    const response = ask(code);
    expect(response.hits[0]?.id).toBe(id);
    expect(response.didYouMean).toBeUndefined();
  });
});

describe('typeahead', () => {
  it('shows the product of a code being typed or pasted', () => {
    expect(typeahead(index, '2000010000005', { zone, limit: 4 }).products.map((p) => p.id)).toEqual(['100']);
    expect(typeahead(index, 'Código: 1000001', { zone, limit: 4 }).products.map((p) => p.id)).toEqual(['101']);
  });
});

describe('regional synonyms', () => {
  it('finds the catalogue’s word from the regional one, singular or plural', () => {
    expect(ids('ampolleta').sort()).toEqual(['103', '104']);
    expect(ids('ampolletas led').sort()).toEqual(['103', '104']);
    expect(ids('bombilla').sort()).toEqual(['103', '104']);
  });

  it('knows nothing of another tenant’s words', () => {
    expect(new SearchIndex(docs).postings.has('ampolleta')).toBe(false);
    expect(search(new SearchIndex(docs), { ...base(), term: 'ampolleta' }).total).toBe(0);
  });

  it('completes a regional word in typeahead', () => {
    expect(typeahead(index, 'ampolleta', { zone, limit: 4 }).products.map((p) => p.id)).toContain('103');
  });
});

describe('did you mean: only a close word that names products', () => {
  it('corrects a typo of a product word, by sound too', () => {
    expect(ask('martiyo').didYouMean).toBe('martillo');
    expect(ask('pintrua').didYouMean).toBe('pintura');
    expect(ask('ampoleta').didYouMean).toBe('ampolleta');
  });

  it.each([
    ['silicona', 'a data-sheet word ("fibra siliconada") never becomes the correction'],
    ['escada', 'a word with another first letter ("secado") is another word'],
    ['zzqxw', 'nothing is close'],
  ])('"%s": no correction, no results (%s)', (term) => {
    const response = ask(term);
    expect(response.total).toBe(0);
    expect(response.didYouMean).toBeUndefined();
  });
});

describe('ranking: the first word of a name is the product’s kind', () => {
  it('puts an "Interruptor ..." before a product that only has one', () => {
    expect(ids('interruptor')).toEqual(['111', '110']);
  });
});

function base(): SearchRequest {
  return { facets: {}, sortBy: 'relevance', page: 1, pageSize: 28, zone };
}
