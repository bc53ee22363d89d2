import { describe, expect, it } from 'vitest';
import { translateMessage, translator } from '../messages';
import type { CalculatorQuery } from './calculator-query';
import { type CalculatorProduct, estimateForProduct } from './product-estimate';

const chile = { decimal: ',', thousand: '.' };
const es = translator('es');
const tile: CalculatorProduct = { kind: 'floor', m2PerBox: 2.16 };
const quarterCan: CalculatorProduct = { kind: 'paint', yieldM2PerLitre: 10, canLitres: 0.946 };
const paint = (overrides: Partial<Extract<CalculatorQuery, { kind: 'paint' }>> = {}): CalculatorQuery => ({
  kind: 'paint',
  walls: [{ width: 30, height: 1 }],
  doors: 0,
  windows: 0,
  coats: 2,
  ...overrides,
});

const estimate = (product: CalculatorProduct, query: CalculatorQuery, typedArea = true) => {
  const result = estimateForProduct(product, query, chile, typedArea);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return {
    quantity: result.value.quantity,
    areaM2: result.value.areaM2,
    says: translateMessage(es, result.value.quantityMessage),
    lines: result.value.lines.map((line) => translateMessage(es, line)),
  };
};
const fieldsOf = (product: CalculatorProduct, query: CalculatorQuery, typedArea = true) => {
  const result = estimateForProduct(product, query, chile, typedArea);
  return result.ok ? [] : result.issues.map((found) => `${found.field} ${found.code}`);
};

describe('estimateForProduct', () => {
  it('counts boxes of this floor with the 10% wastage', () => {
    expect(estimate(tile, { kind: 'floor', area: 12.5 })).toEqual({
      quantity: 7,
      areaM2: 12.5,
      says: '7 cajas',
      lines: [
        'Necesitas 7 cajas para 12,5 m²',
        'Incluye un 10% adicional por cortes y pérdidas.',
        'Comprarás 15,12 m² en total.',
        'Te sobrarán aproximadamente 1,37 m² después de los cortes.',
      ],
    });
  });

  it('says nothing of leftovers when the boxes are exact', () => {
    expect(estimate({ kind: 'floor', m2PerBox: 1.1 }, { kind: 'floor', length: 4, width: 2.5 }).lines).toHaveLength(3);
  });

  it('counts cans of this paint: 30 m², two coats, 10 m²/L is 6 L, seven quarter gallons', () => {
    expect(estimate(quarterCan, paint())).toEqual({
      quantity: 7,
      areaM2: 30,
      says: '7 cuartos de galón',
      lines: [
        'Superficie a pintar: 30 m²',
        'Necesitas 6 litros de pintura',
        'Te sobrarán aproximadamente 0,62 L para retoques.',
      ],
    });
  });

  it('leaves out leftovers when the cans hold exactly the need', () => {
    const litreCan: CalculatorProduct = { kind: 'paint', yieldM2PerLitre: 10, canLitres: 1 };
    expect(estimate(litreCan, paint({ coats: 1, walls: [{ width: 10, height: 1 }] }))).toMatchObject({
      quantity: 1,
      lines: ['Superficie a pintar: 10 m²', 'Necesitas 1 litro de pintura'],
    });
  });

  it.each<[string, CalculatorProduct, CalculatorQuery, boolean, string[]]>([
    ['a floor too large', tile, { kind: 'floor', area: 1e12 }, true, ['area too-large']],
    ['a box of no size', { kind: 'floor', m2PerBox: 0 }, { kind: 'floor', area: 3 }, true, ['product no-product-data']],
    ['doors larger than the walls', quarterCan, paint({ doors: 20 }), true, ['doors openings-cover-walls']],
    [
      'walls of no size, typed as sides',
      quarterCan,
      paint({ walls: [{ width: 0.001, height: 0.001 }] }),
      false,
      ['walls.0.width not-positive', 'walls.0.height not-positive'],
    ],
    [
      'a wall area of nothing',
      quarterCan,
      paint({ walls: [{ width: 0.001, height: 1 }] }),
      true,
      ['area not-positive'],
    ],
    [
      'walls too large',
      quarterCan,
      paint({ walls: [{ width: 1e8, height: 1e8 }] }),
      false,
      ['walls.0.width too-large'],
    ],
    ['a paint without a yield', { ...quarterCan, yieldM2PerLitre: 0 }, paint(), true, ['product no-product-data']],
    ['a can of nothing', { ...quarterCan, canLitres: 0 }, paint(), true, ['product no-product-data']],
    ['a floor query for a paint', quarterCan, { kind: 'floor', area: 3 }, true, ['product no-product-data']],
  ])('refuses %s', (_, product, query, typedArea, fields) => {
    expect(fieldsOf(product, query, typedArea)).toEqual(fields);
  });
});
