import { describe, expect, it } from 'vitest';
import { feedFormatOfContentType, feedFormatOfFile } from './feed-format';

describe('a feed’s format', () => {
  it.each([
    ['catalogue.jsonl', 'jsonl'],
    ['data/CATALOGUE.NDJSON', 'jsonl'],
    ['merchant-center.xml', 'xml'],
    ['products.tsv', 'tsv'],
    ['products.txt', 'tsv'],
    ['products.csv', undefined],
    ['products', undefined],
  ])('of the file %s is %s', (file, format) => {
    expect(feedFormatOfFile(file)).toBe(format);
  });

  it.each([
    ['application/x-ndjson', 'jsonl'],
    ['text/plain; charset=utf-8', 'jsonl'],
    ['application/rss+xml', 'xml'],
    ['application/xml; charset=utf-8', 'xml'],
    ['text/xml', 'xml'],
    ['text/tab-separated-values', 'tsv'],
    ['application/json', undefined],
    ['', undefined],
  ])('of a body sent as %s is %s', (type, format) => {
    expect(feedFormatOfContentType(type)).toBe(format);
  });
});
