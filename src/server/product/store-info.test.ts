import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import type { StoreInfo } from '../location/stores';
import { localTime } from './local-time';
import { storeView, todayStatus } from './store-info';

const weekHours: StoreInfo['openingHours'] = [
  ['09:00', '21:00'],
  ['09:00', '21:00'],
  ['09:00', '21:00'],
  ['09:00', '21:00'],
  ['09:00', '21:00'],
  ['10:00', '20:00'],
  null,
];

const store: StoreInfo = {
  id: '1001',
  name: 'Andamio La Florida',
  address: 'Av. Vicuña Mackenna 7110',
  zoneId: '13110',
  latitude: -33.519,
  longitude: -70.599,
  phone: '+56 2 2390 1001',
  openingHours: weekHours,
  pickupHours: 2,
};

describe('local time of a tenant', () => {
  // 2026-03-02 is a Monday. Chile keeps summer time (UTC-3) until April; Mexico has no DST since 2022.
  it.each([
    ['cl', '2026-03-02T03:30:00Z', 0, '2026-03-02', '00:30'],
    ['mx', '2026-03-02T03:30:00Z', 6, '2026-03-01', '21:30'],
    ['br', '2026-03-02T15:05:00Z', 0, '2026-03-02', '12:05'],
    ['cl', '2026-07-06T12:00:00Z', 0, '2026-07-06', '08:00'],
  ] as const)('%s at %s is weekday %i, %s %s', (tenant, instant, weekday, date, time) => {
    expect(localTime(new Date(instant), getTenant(tenant).timeZone)).toMatchObject({ weekday, date, time });
  });
});

describe('a store today', () => {
  const at = (time: string, weekday = 0) => ({ weekday, time, date: '2026-03-02', timeZone: 'America/Santiago' });

  it.each([
    ['08:59', 0, 'opensLater'],
    ['09:00', 0, 'openNow'],
    ['20:59', 0, 'openNow'],
    ['21:00', 0, 'closedForToday'],
    ['09:30', 5, 'opensLater'],
    ['12:00', 6, 'closedToday'],
  ] as const)('at %s on weekday %i is %s', (time, weekday, status) => {
    expect(todayStatus(weekHours, at(time, weekday)).status).toBe(status);
  });

  it('tells the shopper in their language, with the week’s hours and the pickup promise', () => {
    const monday = storeView(store, at('10:15'), translator('es'));
    expect(monday.today).toMatchObject({
      isOpenToday: true,
      isOpenNow: true,
      message: 'Abierto ahora · cierra a las 21:00',
    });
    expect(monday.openingHours[0]).toMatchObject({
      day: 'monday',
      name: 'Lunes',
      text: '09:00 a 21:00',
      isToday: true,
    });
    expect(monday.openingHours[6]).toMatchObject({ day: 'sunday', opens: null, text: 'Cerrado', isToday: false });
    expect(monday.pickup).toEqual({ readyInHours: 2, message: 'Retira en tienda desde 2 horas después de tu compra' });

    const sunday = storeView(store, at('12:00', 6), translator('pt'));
    expect(sunday.today).toMatchObject({ isOpenToday: false, isOpenNow: false, message: 'Loja fechada hoje' });
  });
});
