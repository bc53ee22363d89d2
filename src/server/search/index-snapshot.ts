import { SearchIndex, type SearchIndexOptions } from './build-index';
import { CodeTable, type CodeTableParts } from './code-table';
import type { AttributeFacet, FacetColumns } from './columns';
import type { DocumentParts } from './document-parts';
import { DocumentStore } from './document-store';
import type { IndexParts } from './index-parts';
import { PackedPostings } from './postings';
import type { SectionFile, SectionValue } from './snapshot-file';

type Flat = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** Lists keyed by name as one flat array: their names, where each starts, and the entries. */
function packLists<T extends Flat>(lists: Iterable<[string, T]>, make: (length: number) => T) {
  const entries = [...lists];
  const start = new Uint32Array(entries.length + 1);
  entries.forEach(([, list], i) => {
    start[i + 1] = (start[i] as number) + list.length;
  });
  const flat = make(start[entries.length] as number);
  entries.forEach(([, list], i) => {
    flat.set(list, start[i]);
  });
  return { keys: entries.map(([key]) => key), start, flat };
}

function unpackLists<T extends Flat>(keys: string[], start: Uint32Array, flat: T): Map<string, T> {
  return new Map(keys.map((key, i) => [key, flat.subarray(start[i], start[i + 1]) as T]));
}

/** Every part of the index as named sections (see snapshot-file.ts). */
export function indexSections(index: SearchIndex): Map<string, SectionValue> {
  const sections = new Map<string, SectionValue>();
  const put = (name: string, value: SectionValue) => sections.set(name, value);
  const putLists = (name: string, packed: ReturnType<typeof packLists>) => {
    put(`${name}.keys`, packed.keys);
    put(`${name}.start`, packed.start);
    put(`${name}.flat`, packed.flat);
  };
  for (const [name, value] of Object.entries(index.docs.parts)) put(`doc.${name}`, value);
  const p: IndexParts = index.parts;
  put('postings.terms', [...p.postings.terms]);
  put('postings.start', p.postings.start);
  put('postings.docs', p.postings.docs);
  put('postings.weights', p.postings.weights);
  put('words', [...p.stemOfWord.keys()]);
  put('stems', [...p.stemOfWord.values()]);
  put('sortedWords', p.sortedWords);
  put('wordOfStem', [...p.wordOfStem]);
  putLists(
    'categoryDocs',
    packLists(p.categoryDocs, (n) => new Uint32Array(n)),
  );
  put('categoryNames', [...p.categoryNames]);
  put('categoryDepth', [...p.categoryDepth]);
  putLists(
    'brandDocs',
    packLists(p.brandDocs, (n) => new Uint32Array(n)),
  );
  put('brands', [...p.brands]);
  putLists(
    'categoryAt',
    packLists(
      p.categoryAt.map((level, depth) => [String(depth), level]),
      (n) => new Int32Array(n),
    ),
  );
  put('categoryIds', p.categoryIds);
  put('namingStems', [...p.namingStems]);
  for (const [name, value] of Object.entries(p.codes.parts())) put(`codes.${name}`, value);
  const { storeStocked, price, attributeFacets, ...columns } = p.columns;
  for (const [name, value] of Object.entries(columns)) put(`columns.${name}`, value);
  putLists(
    'storeStocked',
    packLists(storeStocked, (n) => new Uint8Array(n)),
  );
  putLists(
    'price',
    packLists(price, (n) => new Float64Array(n)),
  );
  const facets = [...attributeFacets.values()];
  put(
    'facets',
    facets.map(({ name, label, valueSlugs, labels }) => ({ name, label, valueSlugs, labels })),
  );
  putLists(
    'facetValues',
    packLists(
      facets.map((facet) => [facet.name, facet.docValues]),
      (n) => new Uint16Array(n),
    ),
  );
  putLists(
    'facetDocs',
    packLists(
      facets.map((facet) => [facet.name, facet.docs]),
      (n) => new Uint32Array(n),
    ),
  );
  return sections;
}

/** The index the sections were written from. Throws when a section is missing or of another kind. */
export function indexFromSections(file: SectionFile, options: SearchIndexOptions): SearchIndex {
  const strings = (name: string) => file.value(name) as string[];
  const array = <T>(name: string) => file.array(name) as T;
  const lists = <T extends Flat>(name: string) =>
    unpackLists(strings(`${name}.keys`), array<Uint32Array>(`${name}.start`), array<T>(`${name}.flat`));
  const prefixed = (prefix: string) =>
    Object.fromEntries(
      file.names.filter((name) => name.startsWith(prefix)).map((name) => [name.slice(prefix.length), file.value(name)]),
    );
  const docs = new DocumentStore(prefixed('doc.') as unknown as DocumentParts);
  const words = strings('words');
  const stems = strings('stems');
  const facetValues = lists<Uint16Array>('facetValues');
  const facetDocs = lists<Uint32Array>('facetDocs');
  const attributeFacets = new Map<string, AttributeFacet>();
  for (const meta of file.json('facets') as Omit<AttributeFacet, 'docValues' | 'docs' | 'valueOf'>[]) {
    attributeFacets.set(meta.name, {
      ...meta,
      valueOf: new Map(meta.valueSlugs.map((value, i) => [value, i])),
      docValues: facetValues.get(meta.name) as Uint16Array,
      docs: facetDocs.get(meta.name) as Uint32Array,
    });
  }
  const columns = {
    ...prefixed('columns.'),
    storeStocked: lists<Uint8Array>('storeStocked'),
    price: lists<Float64Array>('price'),
    attributeFacets,
  } as unknown as FacetColumns;
  const parts: IndexParts = {
    postings: new PackedPostings(
      strings('postings.terms'),
      array('postings.start'),
      array('postings.docs'),
      array('postings.weights'),
    ),
    stemOfWord: new Map(words.map((word, i) => [word, stems[i] as string])),
    sortedWords: strings('sortedWords'),
    wordOfStem: new Map(file.json('wordOfStem') as [string, string][]),
    categoryDocs: lists<Uint32Array>('categoryDocs'),
    categoryNames: new Map(file.json('categoryNames') as [string, string][]),
    categoryDepth: new Map(file.json('categoryDepth') as [string, number][]),
    brandDocs: lists<Uint32Array>('brandDocs'),
    brands: new Map(file.json('brands') as [string, DocumentParts['brands'][number]][]),
    categoryAt: [...lists<Int32Array>('categoryAt').values()],
    categoryIds: strings('categoryIds'),
    columns,
    namingStems: new Set(strings('namingStems')),
    codes: CodeTable.fromParts(prefixed('codes.') as unknown as CodeTableParts),
  };
  return new SearchIndex(docs, options, parts);
}
