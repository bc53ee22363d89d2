import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../build-index';
import { testDocument } from '../test-document';
import type { SearchDocument } from '../types';
import { documentOf, lexeme, productRows, type storedDocument, termRows, vocabularyOf, wordRows } from './rows';

const paint = { id: 'c1', name: 'Pinturas' };
const interior = { id: 'c11', name: 'Pintura interior' };

const doc = (id: string, name: string, over: Partial<SearchDocument> = {}) =>
  testDocument(id, name, [paint, interior], over);

const sheet = (value: string) => [{ name: 'Terminación', value }];
const index = new SearchIndex(
  [
    doc('1', 'Pintura Látex Blanco TX-825', {
      colors: [{ slug: 'blanco', name: 'Blanco', hex: '#fff' }],
      attributes: sheet('Mate'),
      rating: 4.5,
      ratingCount: 2,
      storeStock: new Map([
        ['S1', 3],
        ['S2', 0],
      ]),
      codes: ['1', '1001'],
    }),
    doc('2', 'Ampolleta LED', { webStock: 0, prices: {}, attributes: sheet('Brillante') }),
    doc('3', 'Esmalte', { attributes: sheet('Mate'), shippingType: 'pickup_only' }),
    doc('4', 'Barniz', { attributes: sheet('Satinado') }),
    doc('5', 'Sellador', { attributes: sheet('Mate') }),
  ],
  { synonyms: [['ampolleta', 'bombilla']] },
);

describe('search table rows', () => {
  const rows = productRows(index);
  const [first, second, third] = rows;

  it('a lexeme is quoted, its quotes and backslashes doubled', () => {
    expect(lexeme('pintura')).toBe("'pintura'");
    expect(lexeme("d'agua\\")).toBe("'d''agua\\\\'");
  });

  it('each product keeps the stems the index gives it, with the same weights', () => {
    expect(first?.position).toBe(0);
    expect(first?.productId).toBe('1');
    const posting = index.termPosting('pintura');
    expect(first?.weights.pintura).toBe(posting?.weights[0]);
    expect(first?.terms.split(' ')).toContain("'pintura'");
    expect(first?.terms.split(' ')).toContain("'blanca'");
    expect(first?.codes).toEqual(expect.arrayContaining(['1', '1001', 'tx825']));
  });

  it('keeps the columns that facets, filters and sorts read', () => {
    expect(first).toMatchObject({
      brandSlug: 'sipa',
      categoryPath: ['c1', 'c11'],
      colorSlugs: ['blanco'],
      attributes: { terminacion: 'mate' },
      rating: 4.5,
      ratingCount: 2,
      shipsHome: true,
      stockedStores: ['S1'],
      prices: { '10': 10000 },
    });
    expect(second).toMatchObject({ shipsHome: false, prices: {}, rating: 0 });
    expect(third?.shipsHome).toBe(false);
  });

  it('a document goes to JSON and back with its store stock', () => {
    const stored = JSON.parse(JSON.stringify(first?.document)) as ReturnType<typeof storedDocument>;
    expect(documentOf(stored).storeStock.get('S1')).toBe(3);
    expect(documentOf(stored)).toEqual(index.docById('1'));
  });

  it('a synonym finds what its group finds, and is a stem of its own', () => {
    const terms = new Map(termRows(index).map((row) => [row.stem, row]));
    expect(terms.get('bombilla')).toMatchObject({ documents: 1, naming: true });
    expect(terms.get('ampolleta')?.documents).toBe(1);
    expect(terms.get('mate')?.naming).toBe(false);
  });

  it('words keep the order they were met in, each with its stem', () => {
    const words = wordRows(index);
    expect(words[0]).toEqual({ word: 'pintura', stem: 'pintura', seen: 0 });
    expect(words.find((row) => row.word === 'pinturas')?.stem).toBe('pintura');
  });

  it('the vocabulary labels categories, brands, colours and attribute values in the index’s order', () => {
    const vocabulary = vocabularyOf(index);
    expect(vocabulary.products).toBe(5);
    expect(vocabulary.categories).toEqual([
      { id: 'c1', name: 'Pinturas', depth: 1 },
      { id: 'c11', name: 'Pintura interior', depth: 2 },
    ]);
    expect(vocabulary.brandFacet).toEqual([{ slug: 'sipa', name: 'Sipa' }]);
    expect(vocabulary.attributes[0]?.values.map((value) => value.slug)).toEqual(['', 'mate', 'brillante', 'satinado']);
    expect(vocabulary.stores).toEqual(['S1']);
    expect(vocabulary.synonyms.bombilla).toEqual(['ampolleta', 'bombilla']);
  });
});
