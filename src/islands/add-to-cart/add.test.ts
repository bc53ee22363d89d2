import { describe, expect, it } from 'vitest';
import { clientErrorCodes, ShopperError } from '../../stores/client';
import { addFailure } from './add';

const fallback = 'Ocurrió un error al agregar el producto al carro.';
const refused = (message: string, field?: string) =>
  new ShopperError(message, { code: 'CORE_VALIDATION_ERROR', status: 400, ...(field ? { field } : {}) });

describe('where a failed add is told', () => {
  it.each([
    ['the 9999 limit', refused('Alcanzaste el máximo de 9999 unidades por producto.', 'quantity'), 'quantity'],
    ['not enough stock', refused('No hay stock suficiente.', 'quantity'), 'quantity'],
    ['no price in the zone', refused('Este producto no tiene precio en tu zona.', 'skuId'), 'skuId'],
    [
      'too many requests',
      new ShopperError('Espera un momento.', { code: 'TOO_MANY_REQUESTS', status: 429 }),
      undefined,
    ],
  ])('%s: beside the fields, with the server message', (_, error, field) => {
    expect(addFailure(error, fallback)).toEqual({ where: 'inPlace', message: error.message, field });
  });

  it.each([
    ['the add failed on the server', new ShopperError(fallback, { code: '-1', status: 500 }), fallback],
    ['a 5xx without words of ours', new ShopperError(fallback, { code: '502', status: 502 }), fallback],
    ['no network', new ShopperError(fallback, { code: clientErrorCodes.network, status: 0 }), fallback],
    [
      'an answer that is not a cart',
      new ShopperError(fallback, { code: clientErrorCodes.badAnswer, status: 200 }),
      fallback,
    ],
    ['something that is no ShopperError', new TypeError('x is undefined'), fallback],
  ])('%s: the error modal', (_, error, message) => {
    expect(addFailure(error, fallback)).toEqual({ where: 'modal', message });
  });
});
