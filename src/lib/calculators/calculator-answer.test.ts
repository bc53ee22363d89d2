import { describe, expect, it } from 'vitest';
import { translator } from '../messages';
import { answerCalculator } from './calculator-answer';
import { readCalculatorQuery } from './calculator-query';
import type { CalculatorProduct } from './product-estimate';

const clp = { currency: { symbol: '$', minorDigits: 0 }, separator: { decimal: ',', thousand: '.', precision: 0 } };
const floor: CalculatorProduct = { kind: 'floor', m2PerBox: 1.1 };
const paint: CalculatorProduct = { kind: 'paint', yieldM2PerLitre: 10, canLitres: 3.785 };
const t = translator('es');
const answer = (product: CalculatorProduct, query: string, price: number | null = 12_990) =>
  answerCalculator(
    readCalculatorQuery(product.kind, new URLSearchParams(query), clp.separator),
    product,
    price,
    clp,
    t,
  );

describe('answerCalculator', () => {
  it('says nothing before the form is sent', () => {
    expect(answer(floor, 'area=10')).toEqual({ errors: {}, result: null, estimate: null });
  });

  it('answers boxes with the wastage allowance and their price', () => {
    const { result, errors } = answer(floor, 'calc=floor&area=10');
    expect(errors).toEqual({});
    expect(result).toEqual({
      lines: [
        'Necesitas 10 cajas para 10 m²',
        'Incluye un 10% adicional por cortes y pérdidas.',
        'Comprarás 11 m² en total.',
      ],
      quantity: 10,
      quantityText: '10 cajas',
      price: { total: '$ 129.900', unit: '$ 12.990' },
    });
  });

  it('adds up the walls one by one, and has no price where the zone has none', () => {
    const { result } = answer(paint, 'calc=paint&width=4&height=2.5&width=6&height=2.5&coats=1', null);
    expect(result?.lines[0]).toBe('Superficie a pintar: 25 m²');
    expect(result?.price).toBeNull();
  });

  it('puts each refusal beside its field, with numbers in the tenant’s separators', () => {
    expect(answer(floor, 'calc=floor&area=250000').errors).toEqual({ area: 'Ingresa un número hasta 100.000.' });
    expect(answer(paint, 'calc=paint&width=4&height=2&width=3').errors).toEqual({
      'walls.1.height': 'Ingresa un valor.',
    });
  });

  it('puts the rules’ own refusals beside the field they concern', () => {
    expect(answer(paint, 'calc=paint&width=1&height=1&doors=1').errors).toEqual({
      doors: 'Las puertas y ventanas ocupan toda la superficie de los muros. Revisa las medidas o la cantidad.',
    });
  });
});

describe('a wall typed as the tenant writes it', () => {
  // issue 27: "2,4" was read as 24, and the calculator sold ten times the paint the wall takes
  it('reads "2,4" m as 2.4 m on cl: 2 gallons for a 15 × 2,4 m wall in two coats, not 19', () => {
    const { result, errors } = answer(paint, 'calc=paint&width=15&height=2,4&coats=2');
    expect(errors).toEqual({});
    expect(result?.lines[0]).toBe('Superficie a pintar: 36 m²');
    expect(result?.lines[1]).toBe('Necesitas 7,2 litros de pintura');
    expect(result?.quantity).toBe(2);
  });
});
