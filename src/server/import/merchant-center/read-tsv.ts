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

/**
 * A row's cells, or undefined while a quoted cell is still open at the end of `text` (its value
 * goes on in the next line). A cell that starts with a double quote is quoted: tabs and line
 * breaks inside it are its own and "" is one quote, as spreadsheets write a description with
 * several paragraphs; any other cell is the text between its tabs.
 */
export function tsvCells(text: string): string[] | undefined {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    while (text[at] === ' ') at += 1;
    if (text[at] !== '"') {
      const end = text.indexOf('\t', at);
      cells.push(text.slice(at, end === -1 ? undefined : end).trim());
      if (end === -1) return cells;
      at = end + 1;
      continue;
    }
    let value = '';
    for (at += 1; ; ) {
      const quote = text.indexOf('"', at);
      if (quote === -1) return undefined;
      value += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        value += '"';
        at = quote + 2;
        continue;
      }
      at = quote + 1;
      break;
    }
    const end = text.indexOf('\t', at);
    // what follows the closing quote up to the tab is kept, as a spreadsheet shows it
    cells.push((value + text.slice(at, end === -1 ? undefined : end)).trim());
    if (end === -1) return cells;
    at = end + 1;
  }
}

/** Lines a quoted cell may span: a description of several paragraphs, not the rest of the file. */
const maxQuotedLines = 200;

interface Line {
  text: string;
  number: number;
}

type TsvRow = { cells: string[]; line: number; blank: boolean } | { unclosedAt: number };

/**
 * The file's rows: a row is one line, or several while a quoted cell is open. A quote not closed
 * within 200 lines, or by the end of the file, makes its row bad and the lines after it are read
 * again as rows, so one stray quote costs one product, not the feed.
 */
async function* tsvRows(input: Readable): AsyncGenerator<TsvRow> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  const again: Line[] = [];
  let open: Line[] = [];
  let read = 0;
  let ended = false;
  const giveUp = (): TsvRow => {
    const [first, ...rest] = open;
    open = [];
    again.unshift(...rest);
    return { unclosedAt: (first as Line).number };
  };
  for (;;) {
    let next = again.shift();
    if (!next && !ended) {
      const step = await lines.next();
      if (step.done) ended = true;
      else next = { text: step.value, number: ++read };
    }
    if (!next) {
      if (open.length === 0) return;
      yield giveUp();
      continue;
    }
    open.push(next);
    const text = open.map((line) => line.text).join('\n');
    const cells = tsvCells(text);
    if (cells) {
      yield { cells, line: (open[0] as Line).number, blank: text.trim() === '' };
      open = [];
    } else if (open.length > maxQuotedLines) yield giveUp();
  }
}

/**
 * The rows of a Merchant Center text feed (tab-separated, the first row names the attributes),
 * read as the bytes arrive. A row's line is the line it starts on in the file (the header is 1).
 * A column named twice (two additional_image_link columns) adds its values to the first's.
 */
export async function* readMerchantCenterTsv(input: Readable): AsyncGenerator<RawRead> {
  let header: string[] | undefined;
  for await (const row of tsvRows(input)) {
    if ('unclosedAt' in row) {
      yield { problem: { line: row.unclosedAt, reason: 'a quote opens a cell and nothing closes it' } };
      continue;
    }
    if (row.blank) continue;
    if (!header) {
      header = row.cells.map((name, at) => attributeName(at === 0 ? name.replace(/^\uFEFF/, '') : name));
      if (!header.includes('id')) {
        yield { problem: { line: row.line, reason: 'the first row must name the attributes, id among them' } };
        return;
      }
      continue;
    }
    const values = new Map();
    for (const [at, value] of row.cells.entries()) {
      const name = header[at];
      if (!name) continue;
      const parts = listAttributes.has(name) ? value.split(',') : [value];
      for (const one of parts) addValue(values, name, one.trim());
    }
    yield { item: { line: row.line, values } };
  }
}
