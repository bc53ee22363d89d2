import { describe, expect, it } from 'vitest';
import type { CalculatorProduct } from '../../lib/calculators/product-estimate';
import { catalogues, type MessageKey, templates } from '../../lib/messages';
import { templateTranslator } from '../../lib/messages/template-translator';
import { islandAnswer } from './calculator-form';
import { calculatorWordKeys } from './words';

const allKeys = Object.keys(catalogues.es);
const shipped = [...new Set([...calculatorWordKeys('paint', allKeys), ...calculatorWordKeys('floor', allKeys)])];

describe('the words a calculator island is handed', () => {
  it.each([
    ['its own labels', 'calculator.paint.addWall', true],
    ['the project words it shares', 'projects.calculator.fix', true],
    ['the rules’ refusals', 'validation.calculator.number', true],
    ['the plain refusal', 'validation.invalid', true],
    ['the units of the quantity', 'unit.box.other', true],
    ['the info modal', 'tools.calculator.howTitle', true],
    ['the quantity field', 'productPage.quantity', true],
    ['not the cart’s', 'site.cart.total', false],
    ['not another validation’s', 'validation.email.invalid', false],
    ['not a unit no calculator counts in', 'unit.gallon.other', false],
    ['not the instalments tool’s', 'tools.instalments.show', false],
  ])('%s: %s %s', (_, key, chosen) => {
    expect(shipped.includes(key as MessageKey)).toBe(chosen);
  });

  it.each([
    ['paint', 'calculator.floor.title'],
    ['paint', 'unit.box.other'],
    ['floor', 'calculator.paint.title'],
  ] as const)('the %s calculator is not handed %s', (kind, key) => {
    expect(calculatorWordKeys(kind, allKeys)).not.toContain(key);
  });

  // what PaintCalculator, FloorCalculator and calculator/*.tsx say themselves
  it.each([
    'calculator.floor.calculate',
    'calculator.floor.intro',
    'calculator.floor.length',
    'calculator.floor.title',
    'calculator.floor.width',
    'calculator.paint.addWall',
    'calculator.paint.calculate',
    'calculator.paint.coats',
    'calculator.paint.disclaimer',
    'calculator.paint.doors',
    'calculator.paint.intro',
    'calculator.paint.removeWall',
    'calculator.paint.title',
    'calculator.paint.wall',
    'calculator.paint.wallHeight',
    'calculator.paint.wallWidth',
    'calculator.paint.windows',
    'productPage.quantity',
    'projects.calculator.addToCart',
    'projects.calculator.buy',
    'projects.calculator.fix',
    'projects.calculator.floor.area',
    'projects.calculator.noPrice',
    'projects.calculator.or',
    'projects.calculator.paint.area',
    'projects.calculator.price',
    'projects.calculator.result',
    'tools.calculator.how',
    'tools.calculator.howTitle',
    'tools.close',
  ] as const)('%s is shipped, written in both languages', (key) => {
    expect(shipped).toContain(key);
    expect(catalogues.es[key].trim()).not.toBe('');
    expect(catalogues.pt[key].trim()).not.toBe('');
  });
});

const clp = { currency: { symbol: '$', minorDigits: 0 }, separator: { decimal: ',', thousand: '.', precision: 0 } };
const floor: CalculatorProduct = { kind: 'floor', m2PerBox: 1.1 };
const paint: CalculatorProduct = { kind: 'paint', yieldM2PerLitre: 10, canLitres: 3.785 };

/** The island's answer to a query, with only the words the server hands it in `lang`. */
function answered(lang: 'es' | 'pt', product: CalculatorProduct, query: string) {
  const say = templateTranslator(lang, templates(lang, calculatorWordKeys(product.kind, allKeys)));
  const search = new URLSearchParams(query);
  const values = Object.fromEntries(search);
  const walls = search.getAll('width').map((width, index) => ({ width, height: search.getAll('height')[index] ?? '' }));
  const { errors, result } = islandAnswer(
    { product, unitPrice: 12_990, format: clp, errors: {}, result: null },
    { changed: true, values, walls: walls.length > 0 ? walls : [{ width: '', height: '' }] },
    say,
  );
  return result ? [...result.lines, result.quantityText] : errors;
}

describe('the island answers every rule in the tenant’s language, with the words it was handed', () => {
  it.each([
    [
      'boxes of floor',
      floor,
      'area=10',
      [
        'Necesitas 10 cajas para 10 m²',
        'Incluye un 10% adicional por cortes y pérdidas.',
        'Comprarás 11 m² en total.',
        '10 cajas',
      ],
      [
        'Você precisa de 10 caixas para 10 m²',
        'Inclui 10% a mais para cortes e perdas.',
        'Você vai comprar 11 m² no total.',
        '10 caixas',
      ],
    ],
    [
      'cans of paint for two walls',
      paint,
      'width=4&height=2.5&width=6&height=2.5&coats=2',
      [
        'Superficie a pintar: 25 m²',
        'Necesitas 5 litros de pintura',
        'Te sobrarán aproximadamente 2,57 L para retoques.',
        '2 galones',
      ],
      [
        'Área a pintar: 25 m²',
        'Você precisa de 5 litros de tinta',
        'Sobrarão aproximadamente 2,57 L para retoques.',
        '2 galões',
      ],
    ],
    [
      'a measure that is no number',
      floor,
      'area=abc',
      { area: 'Escribe solo un número, por ejemplo 2,4.' },
      { area: 'Digite apenas um número, por exemplo 2,4.' },
    ],
    [
      'nothing to measure',
      floor,
      '',
      { area: 'Ingresa la superficie o las dos medidas.' },
      { area: 'Digite a área ou as duas medidas.' },
    ],
    [
      'coats out of range',
      paint,
      'width=4&height=2&coats=0',
      { coats: 'Ingresa un número entero entre 1 y 10.' },
      { coats: 'Digite um número inteiro entre 1 e 10.' },
    ],
    [
      'openings larger than the walls',
      paint,
      'width=1&height=1&doors=1',
      {
        doors: 'Las puertas y ventanas ocupan toda la superficie de los muros. Revisa las medidas o la cantidad.',
      },
      { doors: 'As portas e janelas ocupam toda a área das paredes. Confira as medidas ou a quantidade.' },
    ],
  ])('%s', (_, product, query, es, pt) => {
    expect(answered('es', product, query)).toEqual(es);
    expect(answered('pt', product, query)).toEqual(pt);
  });
});
