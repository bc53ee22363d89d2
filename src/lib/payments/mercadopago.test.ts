import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  excludedPaymentTypes,
  judgePayment,
  type MercadoPagoPayment,
  maxInstalments,
  mercadoPagoPaymentSchema,
  type OrderForPreference,
  offersMercadoPago,
  preferenceItems,
  readMercadoPagoReturn,
  readNotification,
  toMajorUnits,
  toMinorUnitsExactly,
} from './mercadopago';

describe('where Checkout Pro is offered', () => {
  it.each([
    ['MXN', true],
    ['ARS', true],
    ['COP', true],
    ['PEN', true],
    ['UYU', true],
    ['BRL', true],
    ['CLP', false],
  ])('%s: %s', (currency, offered) => {
    expect(offersMercadoPago(currency)).toBe(offered);
  });

  it('leaves only cards in Brazil (no boleto, Pix, ATM or Mercado Crédito), everything elsewhere', () => {
    expect(excludedPaymentTypes('BRL').map((type) => type.id)).toEqual([
      'ticket',
      'bank_transfer',
      'atm',
      'digital_currency',
    ]);
    expect(excludedPaymentTypes('MXN')).toEqual([]);
  });
});

describe('major units', () => {
  it('asks for minor units as Mercado Pago reads them', () => {
    expect(toMajorUnits(123_45, 'MXN', 2)).toBe(123.45);
    expect(toMajorUnits(4_990_00, 'COP', 2)).toBe(4990);
    expect(toMajorUnits(25_990, 'CLP', 0)).toBe(25_990);
  });

  it('refuses what cannot be asked for exactly: cents of a currency taken in whole units, or no amount', () => {
    expect(toMajorUnits(4_990_50, 'COP', 2)).toBeUndefined();
    expect(toMajorUnits(-1, 'MXN', 2)).toBeUndefined();
    expect(toMajorUnits(0.5, 'MXN', 2)).toBeUndefined();
  });

  it('reads an answered amount back to the same minor units, for any amount of two digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        expect(toMinorUnitsExactly(toMajorUnits(minor, 'MXN', 2) ?? -1, 2)).toBe(minor);
      }),
    );
  });

  it('reads an amount that is no amount of the currency as none', () => {
    expect(toMinorUnitsExactly(123.456, 2)).toBeUndefined();
    expect(toMinorUnitsExactly(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnitsExactly(-1, 2)).toBeUndefined();
    expect(toMinorUnitsExactly(Number.NaN, 2)).toBeUndefined();
  });
});

const titles = {
  units: (quantity: number, name: string) => `${quantity} × ${name}`,
  delivery: 'Despacho',
  order: 'Pedido MX-10000001',
};
const line = (skuId: string, quantity: number, productsAmount: number, servicesAmount = 0) => ({
  skuId,
  name: `Producto ${skuId}`,
  quantity,
  productsAmount,
  servicesAmount,
});
const order = (
  lines: OrderForPreference['lines'],
  delivery = 0,
  discount = 0,
  currency = 'MXN',
): OrderForPreference => {
  const sum = lines.reduce((total, one) => total + one.productsAmount + one.servicesAmount, 0);
  return {
    number: 'MX-10000001',
    currency,
    minorDigits: 2,
    amounts: { discount, delivery, total: sum + delivery - discount },
    lines,
  };
};

describe('preferenceItems', () => {
  it('lists each line at its unit price, its services included, and the delivery', () => {
    expect(preferenceItems(order([line('A', 3, 300_00, 30_00), line('B', 1, 49_90)], 99_00), titles)).toEqual([
      { id: 'A', title: 'Producto A', quantity: 3, unit_price: 110, currency_id: 'MXN' },
      { id: 'B', title: 'Producto B', quantity: 1, unit_price: 49.9, currency_id: 'MXN' },
      { id: 'delivery', title: 'Despacho', quantity: 1, unit_price: 99, currency_id: 'MXN' },
    ]);
  });

  it('lists a line whose amount does not divide by its quantity as one item', () => {
    expect(preferenceItems(order([line('A', 3, 100_00)]), titles)).toEqual([
      { id: 'A', title: '3 × Producto A', quantity: 1, unit_price: 100, currency_id: 'MXN' },
    ]);
  });

  it('asks for an order with a discount as one item of its total (an item cannot be negative)', () => {
    expect(preferenceItems(order([line('A', 2, 200_00)], 0, 10_00), titles)).toEqual([
      { id: 'MX-10000001', title: 'Pedido MX-10000001', quantity: 1, unit_price: 190, currency_id: 'MXN' },
    ]);
  });

  it('cannot ask for cents of Colombian pesos', () => {
    expect(preferenceItems(order([line('A', 1, 4_990_50)], 0, 0, 'COP'), titles)).toBeUndefined();
  });

  it('always sums to the order’s total', () => {
    const lines = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 9999 }),
        productsAmount: fc.integer({ min: 1, max: 100_000_000 }),
        servicesAmount: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (raw, delivery, discounted) => {
        const placed = order(
          raw.map((one, index) => ({ ...one, skuId: String(index), name: `P${index}` })),
          delivery,
          discounted ? 1 : 0,
        );
        const items = preferenceItems(placed, titles) ?? [];
        const cents = items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0);
        expect(cents).toBe(placed.amounts.total);
      }),
    );
  });
});

describe('maxInstalments', () => {
  it('is the table’s count (docs/instalments.md) for the total, one at least', () => {
    expect(maxInstalments(50_00, 2)).toBe(1);
    expect(maxInstalments(50_01, 2)).toBe(2);
    expect(maxInstalments(1_000_00, 2)).toBe(10);
    expect(maxInstalments(0, 2)).toBe(1);
  });
});

const approved: MercadoPagoPayment = mercadoPagoPaymentSchema.parse({
  id: 1316768766,
  status: 'approved',
  status_detail: 'accredited',
  transaction_amount: 1234.5,
  currency_id: 'MXN',
  external_reference: 'MX-10000001',
  installments: 3,
  payment_type_id: 'credit_card',
  payment_method_id: 'visa',
  transaction_details: { installment_amount: 411.5 },
  card: { last_four_digits: '4242' },
});
const expected = { number: 'MX-10000001', total: 1_234_50, currency: 'MXN', minorDigits: 2 };

describe('judgePayment', () => {
  it('reads the id as text', () => {
    expect(approved.id).toBe('1316768766');
  });

  it.each([
    ['approved for the order’s total, currency and number', {}, 'approved'],
    ['approved for another amount', { transaction_amount: 1234 }, 'mismatch'],
    ['approved for a fraction of a cent more', { transaction_amount: 1234.501 }, 'mismatch'],
    ['approved in another currency', { currency_id: 'ARS' }, 'mismatch'],
    ['approved for another order', { external_reference: 'MX-10000002' }, 'mismatch'],
    ['pending (a cash voucher)', { status: 'pending' }, 'pending'],
    ['in process (under review)', { status: 'in_process' }, 'pending'],
    ['rejected', { status: 'rejected' }, 'rejected'],
    ['cancelled', { status: 'cancelled' }, 'rejected'],
    ['refunded', { status: 'refunded' }, 'reversed'],
    ['charged back', { status: 'charged_back' }, 'reversed'],
  ])('%s', (_, change, verdict) => {
    expect(judgePayment({ ...approved, ...change }, expected)).toBe(verdict);
  });
});

describe('readMercadoPagoReturn', () => {
  const read = (query: string) => readMercadoPagoReturn(new URLSearchParams(query));

  it.each([
    [
      'an approved return',
      'collection_id=123&collection_status=approved&payment_id=123&status=approved&external_reference=MX-10000001&preference_id=p-1',
      { paymentId: '123', externalReference: 'MX-10000001' },
    ],
    ['an older return, collection_id alone', 'collection_id=456', { paymentId: '456', externalReference: undefined }],
    [
      'a shopper back without paying',
      'payment_id=null&status=null&external_reference=MX-10000001',
      { paymentId: undefined, externalReference: 'MX-10000001' },
    ],
    [
      'a payment id that is no id',
      'payment_id=../x&external_reference=null',
      { paymentId: undefined, externalReference: undefined },
    ],
  ])('reads %s', (_, query, result) => {
    expect(read(query)).toEqual(result);
  });
});

describe('readNotification', () => {
  it('reads the topic and data.id from the query', () => {
    expect(readNotification(new URLSearchParams('data.id=123&type=payment'))).toEqual({
      topic: 'payment',
      dataId: '123',
    });
    expect(readNotification(new URLSearchParams('topic=merchant_order&id=9'))).toEqual({
      topic: '',
      dataId: undefined,
    });
  });
});
