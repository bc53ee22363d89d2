import { describe, expect, it } from 'vitest';
import { translateMessage, translator } from '../messages';
import {
  canMessage,
  defaultCanSizesLitres,
  estimatePaint,
  openingHints,
  type PaintEstimate,
  type PaintInput,
  paintMessages,
} from './paint';

const base: PaintInput = {
  walls: [{ width: 4, height: 2.5 }],
  doors: 0,
  windows: 0,
  coats: 1,
  yieldM2PerLitre: 10,
  canSizesLitres: defaultCanSizesLitres,
};
const estimate = (overrides: Partial<PaintInput>): PaintEstimate => {
  const result = estimatePaint({ ...base, ...overrides });
  if (!result.ok) throw new Error(`expected an estimate, got ${JSON.stringify(result.issues)}`);
  return result.value;
};
const fieldsOf = (overrides: Partial<PaintInput>) => {
  const result = estimatePaint({ ...base, ...overrides });
  return result.ok ? [] : result.issues.map((found) => `${found.field} ${found.code}`);
};
const chile = { decimal: ',', thousand: '.' };

describe('estimatePaint', () => {
  it.each([
    // walls m², doors, windows, coats, yield → paintable m², litres
    ['one 4 × 2.5 m wall, one coat', [[4, 2.5]], 0, 0, 1, 10, 10, 1],
    ['two coats double the paint', [[4, 2.5]], 0, 0, 2, 10, 10, 2],
    ['a door takes 1.89 m²', [[4, 2.5]], 1, 0, 1, 10, 8.11, 0.9],
    ['a window takes 1.2 m²', [[4, 2.5]], 0, 1, 1, 10, 8.8, 0.9],
    [
      'a room: four walls, a door, two windows, two coats',
      [
        [4, 2.4],
        [3, 2.4],
        [4, 2.4],
        [3, 2.4],
      ],
      1,
      2,
      2,
      12,
      29.31,
      4.9,
    ],
    // 0.1 + 0.2 style float noise must not add a tenth: 3.3 × 3 m = 9.9 m² at 9.9 m²/L is exactly 1 L.
    ['exact litres stay exact', [[3.3, 3]], 0, 0, 1, 9.9, 9.9, 1],
    ['litres round up to the next tenth', [[1, 1.01]], 0, 0, 1, 10, 1.01, 0.2],
  ])('%s', (_, walls, doors, windows, coats, yieldM2PerLitre, paintable, litres) => {
    const value = estimate({
      walls: walls.map(([width = 0, height = 0]) => ({ width, height })),
      doors,
      windows,
      coats,
      yieldM2PerLitre,
    });
    expect(value.paintableAreaM2).toBe(paintable);
    expect(value.litres).toBe(litres);
  });

  it('reports the areas and buys cans that hold the litres', () => {
    const value = estimate({ walls: [{ width: 5, height: 2.5 }], doors: 1, windows: 1, coats: 2, yieldM2PerLitre: 10 });
    expect(value).toEqual({
      wallAreaM2: 12.5,
      openingsAreaM2: 3.09,
      paintableAreaM2: 9.41,
      litres: 1.9,
      // 3 quarter gallons (2.838 L) waste less than one gallon (3.785 L).
      cans: [{ litres: 0.946, count: 3 }],
      litresBought: 2.838,
      leftoverLitres: 0.938,
    });
  });
});

describe('estimatePaint buys cans', () => {
  it.each([
    // 7.6 L: 9 quarters would leave 1 mL less than 2 gallons + 1 quarter; fewer cans win within 0.1 L.
    [
      '7.6 L in gallons and quarters',
      7.6,
      defaultCanSizesLitres,
      [
        { litres: 3.785, count: 2 },
        { litres: 0.946, count: 1 },
      ],
    ],
    // 3.7 L: four quarters (3.784 L) leave 1 mL less than a gallon; one can wins within 0.1 L.
    ['3.7 L in one gallon', 3.7, defaultCanSizesLitres, [{ litres: 3.785, count: 1 }]],
    [
      'Brazilian sizes: a bucket and a gallon',
      21,
      [18, 3.6, 0.9],
      [
        { litres: 18, count: 1 },
        { litres: 3.6, count: 1 },
      ],
    ],
    ['one size only', 2.5, [1], [{ litres: 1, count: 3 }]],
  ])('%s', (_, litres, canSizesLitres, cans) => {
    // a wall of `litres` × 10 m² at 10 m² per litre needs exactly `litres` litres
    const value = estimate({ walls: [{ width: litres * 10, height: 1 }], canSizesLitres });
    expect(value.litres).toBe(litres);
    expect(value.cans).toEqual(cans);
    expect(value.litresBought).toBeGreaterThanOrEqual(value.litres);
  });

  it('buys by the gallon for a very large surface, quickly', () => {
    const value = estimate({ walls: [{ width: 10_000, height: 100 }], coats: 3, yieldM2PerLitre: 1 });
    expect(value.litres).toBe(3_000_000);
    expect(value.leftoverLitres).toBeGreaterThanOrEqual(0);
    expect(value.leftoverLitres).toBeLessThan(0.946);
  });
});

describe('estimatePaint refuses what it cannot calculate', () => {
  it.each<[string, Partial<PaintInput>, string[]]>([
    ['no walls', { walls: [] }, ['walls no-walls']],
    ['a zero width', { walls: [{ width: 0, height: 2 }] }, ['walls.0.width not-positive']],
    ['a negative height', { walls: [{ width: 3, height: -2 }] }, ['walls.0.height not-positive']],
    [
      'a height that rounds to no centimetre',
      { walls: [{ width: 3, height: 0.004 }] },
      ['walls.0.height not-positive'],
    ],
    [
      'numbers that are not numbers',
      { walls: [{ width: Number.NaN, height: Number.POSITIVE_INFINITY }] },
      ['walls.0.width not-positive', 'walls.0.height not-positive'],
    ],
    ['half a door', { doors: 0.5 }, ['doors not-whole']],
    ['negative windows', { windows: -1 }, ['windows not-whole']],
    ['no coat', { coats: 0 }, ['coats not-whole']],
    ['a product without a yield', { yieldM2PerLitre: 0 }, ['yieldM2PerLitre no-product-data']],
    ['a product without sizes', { canSizesLitres: [] }, ['canSizesLitres no-product-data']],
    ['a size of no volume', { canSizesLitres: [3.785, Number.NaN] }, ['canSizesLitres.1 no-product-data']],
    // 4 × 2.5 m = 10 m²: five doors (9.45 m²) leave some wall; six (11.34 m²) would be negative.
    ['openings larger than the walls', { doors: 6 }, ['openings openings-cover-walls']],
    [
      'openings exactly as large as the walls',
      { walls: [{ width: 1.2, height: 1 }], windows: 1 },
      ['openings openings-cover-walls'],
    ],
    ['walls too large to count exactly', { walls: [{ width: 1e8, height: 1e8 }] }, ['walls too-large']],
    ['paint too much to count exactly', { walls: [{ width: 1e6, height: 1e5 }], coats: 9 }, ['walls too-large']],
  ])('%s', (_, overrides, issues) => {
    expect(fieldsOf(overrides)).toEqual(issues);
  });

  it('lists every field to fix at once, each with a message', () => {
    const result = estimatePaint({ ...base, walls: [{ width: 0, height: 2 }], coats: 1.5 });
    expect(result).toEqual({
      ok: false,
      issues: [
        { code: 'not-positive', field: 'walls.0.width', message: { key: 'calculator.error.positive' } },
        { code: 'not-whole', field: 'coats', message: { key: 'calculator.error.wholeNumber', params: { min: 1 } } },
      ],
    });
  });

  it('still estimates five doors in a 10 m² wall', () => {
    expect(estimate({ doors: 5 }).paintableAreaM2).toBe(0.55);
  });
});

describe('paint messages', () => {
  const es = translator('es');
  const pt = translator('pt');

  it('tells a Chilean shopper the area, the litres, the cans and what is left', () => {
    const value = estimate({ walls: [{ width: 76, height: 1 }] });
    const messages = paintMessages(value, chile);
    expect(translateMessage(es, messages.area)).toBe('Superficie a pintar: 76 m²');
    expect(translateMessage(es, messages.litres)).toBe('Necesitas 7,6 litros de pintura');
    expect(messages.cans.map((can) => translateMessage(es, can))).toEqual(['2 galones', '1 cuarto de galón']);
    expect(messages.leftover && translateMessage(es, messages.leftover)).toBe(
      'Te sobrarán aproximadamente 0,92 L para retoques.',
    );
  });

  it('speaks Portuguese on a Brazilian site, with sizes in litres', () => {
    const value = estimate({ walls: [{ width: 10, height: 1 }], canSizesLitres: [3.6, 0.9] });
    const messages = paintMessages(value, chile);
    expect(translateMessage(pt, messages.litres)).toBe('Você precisa de 1 litro de tinta');
    expect(messages.cans.map((can) => translateMessage(pt, can))).toEqual(['2 latas de 0,9 L']);
  });

  it('says nothing about leftovers when the cans hold exactly what is needed', () => {
    const value = estimate({ walls: [{ width: 20, height: 1 }], canSizesLitres: [1] });
    expect(paintMessages(value, chile).leftover).toBeUndefined();
  });

  it.each([
    [{ litres: 3.785, count: 1 }, '1 galón'],
    [{ litres: 0.946, count: 4 }, '4 cuartos de galón'],
    [{ litres: 18, count: 1 }, '1 envase de 18 L'],
    [{ litres: 0.25, count: 2 }, '2 envases de 0,25 L'],
  ])('names the can %o as "%s"', (can, text) => {
    expect(translateMessage(es, canMessage(can, chile))).toBe(text);
  });

  it('explains the standard door and window sizes', () => {
    const hints = openingHints(chile);
    expect(translateMessage(es, hints.doors)).toBe('Descontamos 1,89 m² por puerta (0,9 × 2,1 m).');
    expect(translateMessage(pt, hints.windows)).toBe('Descontamos 1,2 m² por janela (1,2 × 1 m).');
  });
});
