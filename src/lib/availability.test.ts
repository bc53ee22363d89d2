import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import {
  type Clock,
  calendarDay,
  formatAvailabilityParams,
  homeDeliveryMessage,
  pickupMessage,
  storeClosedMessage,
} from './availability';
import { type Message, translateMessage, translator } from './messages';

// Monday 17 March 2025, 14:00 in Santiago (UTC-3)
const clock: Clock = { now: new Date('2025-03-17T14:00:00-03:00'), utcOffsetMinutes: -180 };
const cl = getTenant('cl');
const br = getTenant('br');
const read = (message: Message | null, tenant = cl) =>
  message && translateMessage(translator(tenant.lang), formatAvailabilityParams(message, tenant));

describe('calendarDay', () => {
  it.each([
    ['2025-03-18T02:30:00Z', -180, '2025-03-17'],
    ['2025-03-18T02:30:00Z', 0, '2025-03-18'],
    ['2025-03-17T22:00:00Z', 120, '2025-03-18'],
    ['2025-12-31T23:59:59-03:00', -180, '2025-12-31'],
  ])('%s at offset %i is %s', (instant, offset, day) => {
    expect(calendarDay(new Date(instant), offset)).toBe(day);
  });
});

describe('homeDeliveryMessage', () => {
  it.each<[string, number, Message | null]>([
    ['2025-03-17', 0, { key: 'availability.delivery.today.free', params: {} }],
    ['2025-03-17', 4990, { key: 'availability.delivery.today.cost', params: { cost: 4990 } }],
    ['2025-03-18', 0, { key: 'availability.delivery.tomorrow.free', params: {} }],
    ['2025-03-18', 2990, { key: 'availability.delivery.tomorrow.cost', params: { cost: 2990 } }],
    ['2025-03-20', 0, { key: 'availability.delivery.later.free', params: { date: '2025-03-20' } }],
    ['2025-03-24', 3990, { key: 'availability.delivery.later.cost', params: { date: '2025-03-24', cost: 3990 } }],
    // instants count in the shopper's calendar, not in UTC
    ['2025-03-18T02:00:00Z', 0, { key: 'availability.delivery.today.free', params: {} }],
    ['2025-03-18T03:30:00Z', 0, { key: 'availability.delivery.tomorrow.free', params: {} }],
    ['2025-03-19T09:00:00-03:00', 0, { key: 'availability.delivery.later.free', params: { date: '2025-03-19' } }],
    ['2025-03-16', 0, null],
  ])('%s costing %i is %j', (promised, cost, message) => {
    expect(homeDeliveryMessage(promised, cost, clock)).toEqual(message);
  });

  it('judges "tomorrow" from the local day late at night, when UTC has already moved on', () => {
    const lateNight: Clock = { now: new Date('2025-03-18T02:30:00Z'), utcOffsetMinutes: -180 };
    expect(homeDeliveryMessage('2025-03-18', 0, lateNight)?.key).toBe('availability.delivery.tomorrow.free');
  });

  it('crosses a year end', () => {
    const newYearsEve: Clock = { now: new Date('2025-12-31T20:00:00-03:00'), utcOffsetMinutes: -180 };
    expect(homeDeliveryMessage('2026-01-01', 0, newYearsEve)?.key).toBe('availability.delivery.tomorrow.free');
  });

  it.each([
    [
      '2025-03-20',
      0,
      'Llega el jueves, 20 de marzo con despacho gratis',
      'Chega quinta-feira, 20 de março com frete grátis',
    ],
    ['2025-03-17', 4990, 'Llega hoy con despacho de $ 4.990', 'Chega hoje com frete de R$ 49,90'],
    ['2025-03-18', 0, 'Llega mañana con despacho gratis', 'Chega amanhã com frete grátis'],
    [
      '2025-03-22',
      129990,
      'Llega el sábado, 22 de marzo con despacho de $ 129.990',
      'Chega sábado, 22 de março com frete de R$ 1.299,90',
    ],
  ])('%s costing %i reads "%s" in cl and "%s" in br', (promised, cost, es, pt) => {
    expect(read(homeDeliveryMessage(promised, cost, clock))).toBe(es);
    expect(read(homeDeliveryMessage(promised, cost, clock), br)).toBe(pt);
  });

  it.each<[string, number, Clock]>([
    ['18/03/2025', 0, clock],
    ['2025-03-18T10:00:00', 0, clock], // no offset: which day?
    ['2025-02-30', 0, clock],
    ['2025-03-18', -1, clock],
    ['2025-03-18', 49.9, clock],
    ['2025-03-18', 0, { now: new Date('not a date'), utcOffsetMinutes: -180 }],
    ['2025-03-18', 0, { now: clock.now, utcOffsetMinutes: 900 }],
    ['2025-03-18', 0, { now: clock.now, utcOffsetMinutes: -2.5 }],
  ])('refuses promise %j, cost %d, clock %j', (promised, cost, at) => {
    expect(() => homeDeliveryMessage(promised, cost, at)).toThrow();
  });
});

describe('pickupMessage', () => {
  it.each<[string, boolean, string | null]>([
    ['2025-03-17T15:30:00-03:00', true, 'Retira en tienda desde 2 horas después de tu compra'],
    ['2025-03-17T16:00:00-03:00', true, 'Retira en tienda desde 2 horas después de tu compra'],
    ['2025-03-17T16:01:00-03:00', true, 'Retira hoy en tienda'],
    ['2025-03-17', true, 'Retira hoy en tienda'],
    ['2025-03-17', false, 'Tienda cerrada hoy'],
    ['2025-03-17T15:00:00-03:00', false, 'Tienda cerrada hoy'],
    ['2025-03-18', false, 'Retira mañana en tienda'],
    ['2025-03-18T10:00:00-03:00', true, 'Retira mañana en tienda'],
    ['2025-03-21', true, 'Retira en tienda desde el viernes, 21 de marzo'],
    ['2025-03-14', true, null],
  ])('%s (store open today: %s) reads %j', (promised, open, text) => {
    expect(read(pickupMessage(promised, open, clock))).toBe(text);
  });

  it.each([
    ['2025-03-17T15:00:00-03:00', true, 'Retire na loja a partir de 2 horas após a compra'],
    ['2025-03-17', true, 'Retire hoje na loja'],
    ['2025-03-17', false, 'Loja fechada hoje'],
    ['2025-03-18', true, 'Retire amanhã na loja'],
    ['2025-03-21', true, 'Retire na loja a partir de sexta-feira, 21 de março'],
  ])('%s (store open today: %s) reads "%s" in Portuguese', (promised, open, text) => {
    expect(read(pickupMessage(promised, open, clock), br)).toBe(text);
  });
});

describe('storeClosedMessage', () => {
  it.each([
    [true, null],
    [false, 'Tienda cerrada hoy'],
  ])('open today %s: %j', (open, text) => {
    expect(read(storeClosedMessage(open))).toBe(text);
  });
});

describe('formatAvailabilityParams', () => {
  it('leaves a message without params as it is', () => {
    const message: Message = { key: 'availability.pickup.today' };
    expect(formatAvailabilityParams(message, cl)).toBe(message);
  });
});
