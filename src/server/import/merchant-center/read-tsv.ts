import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { addValue, type RawRead } from './raw-item';

/**
 * Attributes whose TSV cell holds several values separated by commas, as Merchant Center's text
 * feeds write them (an XML feed repeats the element instead).
 */
const listAttributes = new Set([
  'additional_image_link',
  'product_detail',
  'product_highlight',
  'lifestyle_image_link',
]);

/** A header cell as an attribute name: "g:image_link", "Image link" and "image link" are image_link. */
export function attributeName(header: string): string {
  return header
    .trim()
    .replace(/^g:/i, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A cell's text: a cell wholly in double quotes is unquoted ("" is one quote). */
function cell(raw: string): string {
  const value = raw.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replaceAll('""', '"')
    : value;
}

/**
 * The rows of a Merchant Center text feed (tab-separated, the first row names the attributes),
 * read line by line as the bytes arrive. A row's line is its line in the file (the header is 1).
 * A column named twice (two additional_image_link columns) adds its values to the first's.
 */
export async function* readMerchantCenterTsv(input: Readable): AsyncGenerator<RawRead> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let header: string[] | undefined;
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    if (!header) {
      header = cells.map((name, at) => attributeName(at === 0 ? name.replace(/^\uFEFF/, '') : name));
      if (!header.includes('id')) {
        yield { problem: { line: number, reason: 'the first row must name the attributes, id among them' } };
        return;
      }
      continue;
    }
    const values = new Map();
    for (const [at, raw] of cells.entries()) {
      const name = header[at];
      if (!name) continue;
      const value = cell(raw);
      const parts = listAttributes.has(name) ? value.split(',') : [value];
      for (const one of parts) addValue(values, name, one.trim());
    }
    yield { item: { line: number, values } };
  }
}
