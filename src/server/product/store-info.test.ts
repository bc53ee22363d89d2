import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import type { StoreInfo } from '../location/stores';
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
