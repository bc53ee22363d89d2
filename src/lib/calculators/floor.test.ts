import { describe, expect, it } from 'vitest';
import { translateMessage, translator } from '../messages';
import { estimateFloor, type FloorEstimate, type FloorInput, floorMessages } from './floor';

const estimate = (input: FloorInput): FloorEstimate => {
  const result = estimateFloor(input);
  if (!result.ok) throw new Error(`expected an estimate, got ${JSON.stringify(result.issues)}`);
  return result.value;
};
const chile = { decimal: ',', thousand: '.' };

describe('estimateFloor', () => {
  it.each<[string, FloorInput, number]>([
    // spec: 10 m² + 10% = 11 m²; at 1.1 m² a box that is exactly 10 boxes (not 10.000000000000002 → 11).
    ['10 m² of 1.1 m² boxes', { area: 10, boxCoverageM2: 1.1 }, 10],
    ['a room 4 × 2.5 m of 1.1 m² boxes', { length: 4, width: 2.5, boxCoverageM2: 1.1 }, 10],
    ['one cm² more needs another box', { area: 10.0001, boxCoverageM2: 1.1 }, 11],
    ['12.5 m² of 2.16 m² boxes (13.75 m² / 2.16)', { area: 12.5, boxCoverageM2: 2.16 }, 7],
    ['3.3 × 3.3 m of 0.33 m² boxes (11.979 m² / 0.33)', { length: 3.3, width: 3.3, boxCoverageM2: 0.33 }, 37],
    ['a tiny area still needs a box', { area: 0.01, boxCoverageM2: 1.44 }, 1],
  ])('%s → %i boxes', (_, input, boxes) => {
    expect(estimate(input).boxes).toBe(boxes);
  });

  it('reports the area with wastage, what is bought and what is left after cuts', () => {
    expect(estimate({ area: 12.5, boxCoverageM2: 2.16 })).toEqual({
      areaM2: 12.5,
      neededM2: 13.75,
      boxes: 7,
      boughtM2: 15.12,
      leftoverM2: 1.37,
    });
  });

  it.each<[string, FloorInput, string[]]>([
    ['a zero area', { area: 0, boxCoverageM2: 1.1 }, ['area not-positive']],
    [
      'a negative length and no width',
      { length: -3, width: Number.NaN, boxCoverageM2: 1.1 },
      ['length not-positive', 'width not-positive'],
    ],
    ['an infinite area', { area: Number.POSITIVE_INFINITY, boxCoverageM2: 1.1 }, ['area not-positive']],
    ['a box that covers nothing', { area: 10, boxCoverageM2: 0 }, ['boxCoverageM2 no-product-data']],
    ['an area too large to count exactly', { area: 1e12, boxCoverageM2: 1.1 }, ['area too-large']],
  ])('refuses %s', (_, input, issues) => {
    const result = estimateFloor(input);
    expect(result.ok ? [] : result.issues.map((found) => `${found.field} ${found.code}`)).toEqual(issues);
  });
});

describe('floor messages', () => {
  it('tells a Chilean shopper the boxes, the total and what is left', () => {
    const es = translator('es');
    const messages = floorMessages(estimate({ area: 12.5, boxCoverageM2: 2.16 }), chile);
    expect(translateMessage(es, messages.boxes)).toBe('Necesitas 7 cajas para 12,5 m²');
    expect(translateMessage(es, messages.bought)).toBe('Comprarás 15,12 m² en total.');
    expect(messages.leftover && translateMessage(es, messages.leftover)).toBe(
      'Te sobrarán aproximadamente 1,37 m² después de los cortes.',
    );
    expect(translateMessage(es, messages.wastage)).toBe('Incluye un 10% adicional por cortes y pérdidas.');
  });

  it('speaks Portuguese, singular for one box, and says nothing of leftovers when there are none', () => {
    const pt = translator('pt');
    const messages = floorMessages(estimate({ area: 1, boxCoverageM2: 1.1 }), chile);
    expect(translateMessage(pt, messages.boxes)).toBe('Você precisa de 1 caixa para 1 m²');
    expect(messages.leftover).toBeUndefined();
  });
});
