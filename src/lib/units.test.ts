import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { catalogues, translateMessage, translator } from './messages';
import { unitCodeSchema, unitIdSchema } from './unit-schema';
import {
  formatQuantity,
  parseUnitCode,
  quantityMessage,
  type UnitId,
  unitCodes,
  unitIds,
  unitKeys,
  unitPriceParts,
} from './units';

const cl = getTenant('cl');
const br = getTenant('br');
const mx = getTenant('mx');

describe('parseUnitCode', () => {
  it.each([
    ['UN', 'unit'],
    [' Unidades ', 'unit'],
    ['unidade', 'unit'],
    ['c/u', 'unit'],
    ['CAJA', 'box'],
    ['Cajas', 'box'],
    ['CX', 'box'],
    ['caixas', 'box'],
    ['KG', 'kg'],
    ['Kgs', 'kg'],
    ['kilos', 'kg'],
    ['LT', 'litre'],
    ['Lts.', 'litre'],
    ['litros', 'litre'],
    ['M2', 'm2'],
    ['m²', 'm2'],
    ['Mt2', 'm2'],
    ['metro cuadrado', 'm2'],
    ['m³', 'm3'],
    ['PAR', 'pair'],
    ['pares', 'pair'],
    ['JGO', 'set'],
    ['jogos', 'set'],
    ['ML', 'linearMetre'],
    ['MTS', 'metre'],
    ['GL', 'gallon'],
    ['galones', 'gallon'],
    ['galões', 'gallon'],
    ['RL', 'roll'],
    ['rollos', 'roll'],
    ['SACO', 'sack'],
    ['bolsas', 'bag'],
    ['planchas', 'sheet'],
    ['PQT', 'pack'],
    ['PZA', 'piece'],
    ['peças', 'piece'],
    ['TON', 'ton'],
    ['LATA', 'can'],
    ['tinetas', 'bucket'],
    ['KIT', 'kit'],
    ['barras', 'bar'],
    ['millares', 'thousand'],
    ['milheiro', 'thousand'],
  ])('"%s" is a %s', (code, unit) => {
    expect(parseUnitCode(code)).toEqual({ unit, known: true });
  });

  it.each([['XYZ'], [''], ['???'], ['HOJA'], [undefined]])('%o falls back to the generic unit', (code) => {
    expect(parseUnitCode(code)).toEqual({ unit: 'unit', known: false });
  });

  // A code listed under two units would silently resolve to the last one.
  it.each(unitIds.flatMap((unit) => unitCodes[unit].map((code) => [code, unit] as const)))(
    'listed code %s resolves to %s',
    (code, unit) => {
      expect(parseUnitCode(code)).toEqual({ unit, known: true });
    },
  );
});

describe('unitCodeSchema', () => {
  it.each([
    ['CAJA', 'box'],
    ['ZZZ', 'unit'],
    [undefined, 'unit'],
  ])('reads a catalogue unit %o as %s without failing the response', (code, unit) => {
    expect(unitCodeSchema.parse(code)).toBe(unit);
    expect(unitIdSchema.parse(unit)).toBe(unit);
  });
});

describe('unit catalogue entries', () => {
  const symbols: UnitId[] = ['kg', 'm2', 'm3'];

  it.each(unitIds.flatMap((unit) => (['es', 'pt'] as const).map((lang) => [unit, lang] as const)))(
    '%s in %s has a singular, a plural and a price suffix; only symbols read the same in both',
    (unit, lang) => {
      const keys = unitKeys(unit);
      const catalogue = catalogues[lang];
      expect(catalogue[keys.one]).toContain('{count}');
      expect(catalogue[keys.other]).toContain('{count}');
      expect(catalogue[keys.per]).not.toContain('{count}');
      expect(catalogue[keys.one] === catalogue[keys.other]).toBe(symbols.includes(unit));
    },
  );
});

describe('formatQuantity', () => {
  it.each([
    [0, cl, '0'],
    [3, cl, '3'],
    [1.44, cl, '1,44'],
    [1.5, br, '1,5'],
    [1.5, mx, '1.5'],
    [1250, cl, '1.250'],
    [1250, mx, '1,250'],
    [1234567.891, cl, '1.234.567,89'],
    [2.999, cl, '3'],
  ])('%d with %s separators reads %s', (quantity, tenant, text) => {
    expect(formatQuantity(quantity, tenant.separator)).toBe(text);
  });

  it('shows more decimals when asked', () => {
    expect(formatQuantity(1.23456, cl.separator, 3)).toBe('1,235');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (quantity) => {
    expect(() => formatQuantity(quantity, cl.separator)).toThrow(RangeError);
  });
});

describe('quantityMessage', () => {
  it.each([
    [1, 'CAJA', cl, '1 caja'],
    [3, 'CAJA', cl, '3 cajas'],
    [1, 'CAJA', br, '1 caixa'],
    [3, 'CX', br, '3 caixas'],
    [1, 'M2', cl, '1 m²'],
    [2.88, 'M2', cl, '2,88 m²'],
    [1.5, 'KG', br, '1,5 kg'],
    [1.5, 'LT', mx, '1.5 litros'],
    [0, 'UN', cl, '0 unidades'],
    [1.001, 'CAJA', cl, '1 caja'],
    [1250, 'UN', br, '1.250 unidades'],
    [1, 'PAR', br, '1 par'],
    [2, 'PAR', cl, '2 pares'],
    [2, 'GL', cl, '2 galones'],
    [2, 'GL', br, '2 galões'],
    [1, 'ML', cl, '1 metro lineal'],
    [4, 'ML', br, '4 metros lineares'],
    [1, 'XYZ', cl, '1 unidad'],
    [2, undefined, br, '2 unidades'],
  ])('%d %s in %s reads "%s"', (quantity, code, tenant, text) => {
    expect(translateMessage(translator(tenant.lang), quantityMessage(quantity, code, tenant.separator))).toBe(text);
  });
});

describe('unitPriceParts', () => {
  it.each([
    [1299000, 'CAJA', cl, '$ 1.299.000', 'caja'],
    [499000, 'UN', cl, '$ 499.000', 'c/u'],
    [8990, 'M2', br, 'R$ 89,90', 'm²'],
    [1090, 'UN', br, 'R$ 10,90', 'cada'],
    [129990, 'GL', mx, '$ 1,299.90', 'galón'],
    [1090, 'XYZ', br, 'R$ 10,90', 'cada'],
  ])('%i minor units by %s in %s read "%s" then "%s"', (amount, code, tenant, price, suffix) => {
    const parts = unitPriceParts(amount, code, tenant);
    expect(parts.text).toBe(price);
    expect(parts.money.symbol).toBe(tenant.currency.symbol);
    expect(translateMessage(translator(tenant.lang), parts.per)).toBe(suffix);
  });
});
