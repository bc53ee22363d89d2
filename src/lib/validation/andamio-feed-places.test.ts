import { describe, expect, it } from 'vitest';
import { feedRecordSchema } from './andamio-feed';

const hours = [
  ['09:00', '20:00'],
  ['09:00', '20:00'],
  ['09:00', '20:00'],
  ['09:00', '20:00'],
  ['09:00', '21:00'],
  ['10:00', '18:00'],
  null,
];
const valid = {
  priceGroup: { type: 'priceGroup', id: '10', name: 'Santiago' },
  region: { type: 'region', id: 'RM', name: 'Región Metropolitana', position: 0 },
  city: { type: 'city', id: '13101', regionId: 'RM', name: 'Santiago', latitude: -33.45, longitude: -70.66 },
  zone: {
    type: 'zone',
    id: '13101',
    cityId: '13101',
    priceGroup: '10',
    label: 'Santiago Centro',
    delivery: { days: 2, cost: 3990 },
    economic: { days: 5, cost: 1990 },
    sameDayCutoffHour: 12,
    served: true,
  },
  postalCode: { type: 'postalCode', code: '01000', colony: 'San Ángel', zoneId: 'MX0901' },
  store: {
    type: 'store',
    id: 'S01',
    name: 'Tienda Providencia',
    address: 'Av. Providencia 1234',
    zoneId: '13123',
    latitude: -33.43,
    longitude: -70.61,
    phone: '+56 2 2345 6789',
    openingHours: hours,
    pickupHours: 2,
  },
} as const;

describe('the records of places in Andamio feed', () => {
  it.each(Object.entries(valid))('reads a %s record', (_, record) => {
    expect(feedRecordSchema.safeParse(record).success).toBe(true);
  });

  it('fills what a zone and a city may leave out', () => {
    const zone = feedRecordSchema.parse({
      ...valid.zone,
      economic: undefined,
      sameDayCutoffHour: undefined,
      served: undefined,
    });
    expect(zone).toMatchObject({ economic: null, sameDayCutoffHour: null, served: true });
    expect(feedRecordSchema.parse({ type: 'city', id: 'X', regionId: 'RM', name: 'X' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it.each([
    ['a price group of letters (the zone cookie carries digits)', { ...valid.priceGroup, id: 'SCL' }, 'id'],
    ['a zone id too long for the zone cookie', { ...valid.zone, id: '1234567890' }, 'id'],
    ['a zone without its delivery cost', { ...valid.zone, delivery: { days: 2 } }, 'delivery.cost'],
    ['a negative delivery cost', { ...valid.zone, economic: { days: 5, cost: -1 } }, 'economic.cost'],
    ['a same-day cutoff past midnight', { ...valid.zone, sameDayCutoffHour: 24 }, 'sameDayCutoffHour'],
    ['a zone in a price group of letters', { ...valid.zone, priceGroup: 'north' }, 'priceGroup'],
    ['a latitude off the globe', { ...valid.city, latitude: 91 }, 'latitude'],
    ['a postal code without its zone', { ...valid.postalCode, zoneId: undefined }, 'zoneId'],
    ['a store open six days listed', { ...valid.store, openingHours: hours.slice(0, 6) }, 'openingHours'],
    [
      'a store opening at 25:00',
      { ...valid.store, openingHours: [['25:00', '20:00'], ...hours.slice(1)] },
      'openingHours.0.0',
    ],
    ['a store with a field the feed does not know', { ...valid.store, email: 'x@y.cl' }, ''],
  ])('refuses %s, naming the field', (_, record, field) => {
    const parsed = feedRecordSchema.safeParse(record);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
