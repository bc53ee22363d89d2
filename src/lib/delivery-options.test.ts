import { describe, expect, it } from 'vitest';
import { type DeliveryOptionLine, deliveryOptionLines, type StoreAnswer } from './delivery-options';

const region = 'Metropolitana';
const home = { available: true, message: 'Llega mañana con despacho de $ 3.990' };

/** A store of the region: stocked and open today unless told otherwise. */
function store(
  overrides: Partial<{ stocked: boolean; openToday: boolean; promisedAt: string | null; pickup: string }>,
) {
  const {
    stocked = true,
    openToday = true,
    promisedAt = '2025-03-17T16:00:00-03:00',
    pickup = 'Retira hoy en tienda',
  } = overrides;
  return {
    openToday,
    clickAndCollect: {
      available: stocked && promisedAt !== null,
      promisedAt: stocked ? promisedAt : null,
      message: stocked ? pickup : 'Sin stock en esta tienda.',
    },
    buyAtStore: {
      available: stocked,
      message: stocked ? '5 unidades disponibles en tienda' : 'Sin stock en esta tienda.',
    },
  } satisfies StoreAnswer;
}

const line = (lines: DeliveryOptionLine[], method: DeliveryOptionLine['method']) =>
  lines.find((found) => found.method === method);

describe('deliveryOptionLines', () => {
  it('always answers home delivery, click and collect and buy at store, in that order', () => {
    expect(deliveryOptionLines({ home, stores: [], region }).map((found) => found.method)).toEqual([
      'homeDelivery',
      'clickAndCollect',
      'buyAtStore',
    ]);
  });

  it.each([
    [{ available: true, message: 'Llega hoy con despacho gratis' }],
    [{ available: true, message: 'Llega el jueves, 20 de marzo con despacho de $ 4.990' }],
    [{ available: false, message: 'Aún no hacemos despachos a Isla de Pascua.' }],
    [{ available: false, message: 'Sin stock para despacho a domicilio.' }],
  ])('home delivery says what the delivery service says: %j', (answer) => {
    expect(line(deliveryOptionLines({ home: answer, stores: [], region }), 'homeDelivery')).toEqual({
      method: 'homeDelivery',
      available: answer.available,
      say: { text: answer.message },
    });
  });

  it('click and collect shows the earliest pickup of the region, whatever the order of the list', () => {
    const stores = [
      store({ promisedAt: '2025-03-18T10:00:00-03:00', pickup: 'Retira mañana en tienda' }),
      store({ promisedAt: '2025-03-17T15:30:00-03:00', pickup: 'Retira en tienda desde 2 horas después de tu compra' }),
      store({ promisedAt: '2025-03-17T18:00:00-03:00', pickup: 'Retira hoy en tienda' }),
    ];
    expect(line(deliveryOptionLines({ home, stores, region }), 'clickAndCollect')).toEqual({
      method: 'clickAndCollect',
      available: true,
      say: { text: 'Retira en tienda desde 2 horas después de tu compra' },
    });
  });

  it('on a tie, the store listed first speaks', () => {
    const stores = [store({ pickup: 'first' }), store({ pickup: 'second' })];
    expect(line(deliveryOptionLines({ home, stores, region }), 'clickAndCollect')?.say).toEqual({ text: 'first' });
  });

  it.each([
    ['no store in the region', []],
    ['no store with stock', [store({ stocked: false })]],
    ['a stocked store that never opens', [store({ promisedAt: null })]],
  ])('click and collect is not offered with %s', (_, stores) => {
    expect(line(deliveryOptionLines({ home, stores, region }), 'clickAndCollect')).toEqual({
      method: 'clickAndCollect',
      available: false,
      say: { message: { key: 'deliveryOptions.pickup.none', params: { region } } },
    });
  });

  it.each<[string, StoreAnswer[], DeliveryOptionLine]>([
    [
      'one stocked store open today',
      [store({}), store({ stocked: false })],
      {
        method: 'buyAtStore',
        available: true,
        say: { message: { key: 'deliveryOptions.stores.today.one', params: { count: 1, region } } },
      },
    ],
    [
      'two stocked stores open today, one closed',
      [store({}), store({}), store({ openToday: false })],
      {
        method: 'buyAtStore',
        available: true,
        say: { message: { key: 'deliveryOptions.stores.today.other', params: { count: 2, region } } },
      },
    ],
    [
      'every stocked store closed today (docs/delivery-promise.md "Store closed today")',
      [store({ openToday: false }), store({ stocked: false })],
      { method: 'buyAtStore', available: true, say: { message: { key: 'availability.storeClosedToday' } } },
    ],
    [
      'no stocked store',
      [store({ stocked: false })],
      {
        method: 'buyAtStore',
        available: false,
        say: { message: { key: 'deliveryOptions.stores.none', params: { region } } },
      },
    ],
    [
      'no store at all',
      [],
      {
        method: 'buyAtStore',
        available: false,
        say: { message: { key: 'deliveryOptions.stores.none', params: { region } } },
      },
    ],
  ])('buy at store with %s', (_, stores, expected) => {
    expect(line(deliveryOptionLines({ home, stores, region }), 'buyAtStore')).toEqual(expected);
  });
});
