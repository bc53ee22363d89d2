import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RawRead } from './raw-item';
import { readMerchantCenterTsv, tsvCells } from './read-tsv';

describe('tsvCells', () => {
  it('splits on tabs and trims', () => {
    expect(tsvCells('A1\t Taladro \t\t12" tubo')).toEqual(['A1', 'Taladro', '', '12" tubo']);
  });

  it('keeps tabs, line breaks and doubled quotes inside a quoted cell (Merchant Center "quoted fields")', () => {
    expect(tsvCells('A1\t"Sartén 12"" teflón\tantiadherente"\tnew')).toEqual([
      'A1',
      'Sartén 12" teflón\tantiadherente',
      'new',
    ]);
    expect(tsvCells('A1\t"Primera línea\nsegunda"')).toEqual(['A1', 'Primera línea\nsegunda']);
  });

  it('is not done while a quoted cell is open', () => {
    expect(tsvCells('A1\t"Primera línea')).toBeUndefined();
    expect(tsvCells('A1\t"dice ""hola""')).toBeUndefined();
  });
});

async function reads(text: string): Promise<RawRead[]> {
  const found: RawRead[] = [];
  for await (const read of readMerchantCenterTsv(Readable.from([text]))) found.push(read);
  return found;
}
const summary = (read: RawRead) =>
  'problem' in read
    ? { line: read.problem.line, problem: read.problem.reason }
    : {
        line: read.item.line,
        id: read.item.values.get('id')?.[0],
        description: read.item.values.get('description')?.[0],
      };

describe('readMerchantCenterTsv', () => {
  it('reads a quoted description over several lines as one row, at the line it starts on', async () => {
    const found = await reads('id\tdescription\nA1\t"Uno\n\nDos"\nA2\tTres\n');
    expect(found.map(summary)).toEqual([
      { line: 2, id: 'A1', description: 'Uno\n\nDos' },
      { line: 5, id: 'A2', description: 'Tres' },
    ]);
  });

  it('makes a stray quote a bad row of its own and reads the lines after it', async () => {
    const found = await reads('id\tdescription\nA1\t"Sin cerrar\nA2\tDos\nA3\tTres\n');
    expect(found.map(summary)).toEqual([
      { line: 2, problem: 'a quote opens a cell and nothing closes it' },
      { line: 3, id: 'A2', description: 'Dos' },
      { line: 4, id: 'A3', description: 'Tres' },
    ]);
  });

  it('gives up on a quote still open after 200 lines, and goes on after it', async () => {
    const filler = Array.from({ length: 205 }, (_, at) => `B${at}\tx`).join('\n');
    const found = await reads(`id\tdescription\nA1\t"abre\n${filler}\nC1\t"cierra"\n`);
    expect(found[0]).toEqual({ problem: { line: 2, reason: 'a quote opens a cell and nothing closes it' } });
    expect(found.slice(1).map((read) => summary(read).id)).toEqual([
      ...Array.from({ length: 205 }, (_, at) => `B${at}`),
      'C1',
    ]);
  });
});
