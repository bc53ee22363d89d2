import { describe, expect, it } from 'vitest';
import { planCuts, readCutQuery } from './cut-to-size';

const board = { widthCm: 244, lengthCm: 122 };

describe('planCuts', () => {
  it.each([
    ['four strips that use the whole board need no cut at the far edge', { widthCm: 61, lengthCm: 122 }, 4, 4, 1, 3],
    ['a second board for what the first cannot hold', { widthCm: 60, lengthCm: 60 }, 10, 8, 2, 13],
    ['the piece turned when that fits more', { widthCm: 50, lengthCm: 130 }, 2, 2, 1, 4],
    ['one piece off a corner takes two cuts', { widthCm: 100, lengthCm: 50 }, 1, 4, 1, 2],
    ['centimetre fractions without float rests', { widthCm: 24.4, lengthCm: 12.2 }, 100, 100, 1, 99],
  ])('%s', (_name, piece, pieces, perBoard, boards, cuts) => {
    expect(planCuts(board, piece, pieces)).toEqual({ ok: true, piecesPerBoard: perBoard, boards, cuts });
  });

  it('refuses a piece larger than the board either way', () => {
    expect(planCuts(board, { widthCm: 250, lengthCm: 10 }, 1)).toEqual({ ok: false, problem: 'doesNotFit' });
  });
});

describe('readCutQuery', () => {
  const read = (query: string) => readCutQuery(new URLSearchParams(query), { decimal: ',', thousand: '.' });

  it('asks nothing until the form is sent', () => {
    expect(read('calc=paint')).toEqual({ sent: false });
  });

  it('reads the sizes and the count in the tenant’s way of writing numbers', () => {
    expect(read('cutWidth=60,5&cutLength=40&cutPieces=3')).toMatchObject({
      ok: true,
      piece: { widthCm: 60.5, lengthCm: 40 },
      pieces: 3,
    });
  });

  it.each([
    ['cutWidth=6,5 cm&cutLength=40&cutPieces=3', 'width', 'validation.calculator.number', { example: '2,4' }],
    ['cutWidth=&cutLength=40&cutPieces=3', 'width', 'validation.calculator.required', {}],
    ['cutWidth=60&cutLength=0&cutPieces=3', 'length', 'validation.calculator.positive', {}],
    ['cutWidth=60&cutLength=40&cutPieces=0', 'pieces', 'toolModals.cut.whole', { min: 1, max: 200 }],
    ['cutWidth=60&cutLength=40&cutPieces=2,5', 'pieces', 'toolModals.cut.whole', { min: 1, max: 200 }],
  ])('%s is refused on %s', (query, field, key, params) => {
    const result = read(query);
    expect(result).toMatchObject({ sent: true, ok: false });
    expect(result.sent && !result.ok && result.errors).toEqual([{ field, key, params }]);
  });
});
