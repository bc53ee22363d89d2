import { describe, expect, it } from 'vitest';
import { choices } from './choices';
import { type Lang, type Message, translateMessage, translator } from './messages';
import { canBuy, lowStockMessage, type StockLevel, type StockState, stockMessage, stockState } from './stock';

const threshold = choices.lowStockThreshold;
const show = (lang: Lang, message: Message | null) => message && translateMessage(translator(lang), message);

describe('stockState', () => {
  it.each<[StockLevel, StockState]>([
    [{ units: 250 }, 'available'],
    [{ units: threshold + 1 }, 'available'],
    [{ units: threshold }, 'critical'],
    [{ units: 1 }, 'critical'],
    [{ units: 0 }, 'outOfStock'],
    [{ units: -3 }, 'outOfStock'],
    [{ units: 40, temporarilyUnavailable: true }, 'temporarilyUnavailable'],
    [{ units: 0, temporarilyUnavailable: true }, 'temporarilyUnavailable'],
    [{ units: 40, temporarilyUnavailable: false }, 'available'],
  ])('%j is %s', (level, state) => {
    expect(stockState(level)).toBe(state);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s units', (units) => {
    expect(() => stockState({ units })).toThrow(RangeError);
  });
});

describe('what the shopper reads for each state', () => {
  it.each<[StockState, boolean, string, string]>([
    ['available', true, 'Disponible', 'Disponível'],
    ['critical', true, 'Stock crítico: quedan pocas unidades', 'Estoque crítico: restam poucas unidades'],
    ['outOfStock', false, 'Producto agotado', 'Produto esgotado'],
    ['temporarilyUnavailable', false, 'Producto no disponible por el momento', 'Produto indisponível no momento'],
  ])('%s: can buy %s, "%s" / "%s"', (state, buyable, es, pt) => {
    expect(canBuy(state)).toBe(buyable);
    expect(show('es', stockMessage(state))).toBe(es);
    expect(show('pt', stockMessage(state))).toBe(pt);
  });
});

describe('lowStockMessage', () => {
  it.each<[number, boolean, string, string]>([
    [1, false, '¡Solo queda 1 unidad!', 'Só resta 1 unidade!'],
    [2, false, '¡Solo quedan 2 unidades!', 'Só restam 2 unidades!'],
    [threshold, false, `¡Solo quedan ${threshold} unidades!`, `Só restam ${threshold} unidades!`],
    [1, true, 'Última unidad para compra online', 'Última unidade para compra online'],
    [3, true, 'Últimas 3 unidades para compra online', 'Últimas 3 unidades para compra online'],
  ])('%i units (online %s): "%s" / "%s"', (units, online, es, pt) => {
    expect(show('es', lowStockMessage({ units }, { online }))).toBe(es);
    expect(show('pt', lowStockMessage({ units }, { online }))).toBe(pt);
  });

  it('defaults to the general message', () => {
    expect(lowStockMessage({ units: 2 })).toEqual({ key: 'stock.low.other', params: { count: 2 } });
  });

  it.each<StockLevel>([
    { units: threshold + 1 },
    { units: 0 },
    { units: -1 },
    { units: 2, temporarilyUnavailable: true },
  ])('says nothing for %j', (level) => {
    expect(lowStockMessage(level)).toBeNull();
    expect(lowStockMessage(level, { online: true })).toBeNull();
  });
});
