import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedSchemaPath, feedSchemaText } from './feed-schema-file';

describe('the published feed schema', () => {
  it('is the one the importer checks with (npm run feed:schema writes it again)', () => {
    // compared as JSON: the project's formatter may lay the file out its own way
    expect(JSON.parse(readFileSync(feedSchemaPath, 'utf8'))).toEqual(JSON.parse(feedSchemaText()));
  });

  it('names every kind of record', () => {
    const schema = JSON.parse(feedSchemaText()) as { oneOf?: { properties: { type: { const: string } } }[] };
    expect(schema.oneOf?.map((record) => record.properties.type.const)).toEqual([
      'priceGroup',
      'region',
      'city',
      'zone',
      'postalCode',
      'store',
      'category',
      'brand',
      'product',
      'sku',
      'prices',
      'stock',
      'links',
      'collection',
      'sponsored',
      'review',
      'question',
    ]);
  });
});
