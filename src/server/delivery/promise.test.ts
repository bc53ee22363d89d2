import { describe, expect, it } from 'vitest';
import { pickupMessage } from '../../lib/availability';
import { addDays, homeDeliveryDay, hoursToday, localTime, type OpeningHours, pickupReadyAt } from './promise';

// Santiago in November is on summer time, UTC-3: 2026-11-23 is a Monday.
const at = (iso: string) => ({ now: new Date(iso), utcOffsetMinutes: -180 });
const bigBox: OpeningHours = [
  ['08:30', '21:00'],
  ['08:30', '21:00'],
  ['08:30', '21:00'],
  ['08:30', '21:00'],
  ['08:30', '21:00'],
  ['08:30', '21:00'],
  null,
];

describe('localTime', () => {
  it.each([
    ['2026-11-23T12:00:00Z', '2026-11-23', 0, 9 * 60],
    // 01:30 UTC on Tuesday is still Monday evening in Santiago
    ['2026-11-24T01:30:00Z', '2026-11-23', 0, 22 * 60 + 30],
    ['2026-11-29T15:00:00Z', '2026-11-29', 6, 12 * 60],
  ])('%s is %s, weekday %i, minute %i in Santiago', (iso, day, weekday, minutes) => {
    expect(localTime(at(iso))).toEqual({ day, weekday, minutes });
  });
});

describe('homeDeliveryDay', () => {
  it.each([
    ['before the cut-off: same day', '2026-11-23T15:59:00Z', 0, 13, '2026-11-23'],
    ['at the cut-off: next day', '2026-11-23T16:00:00Z', 0, 13, '2026-11-24'],
    ['no cut-off: same day all day', '2026-11-23T23:00:00Z', 0, null, '2026-11-23'],
    ['later promise ignores the cut-off', '2026-11-23T20:00:00Z', 3, 13, '2026-11-26'],
    ['across a month end', '2026-11-29T12:00:00Z', 2, null, '2026-12-01'],
  ])('%s', (_, iso, days, cutoff, expected) => {
    expect(homeDeliveryDay(days, cutoff, at(iso))).toBe(expected);
  });
});

describe('pickupReadyAt', () => {
  it.each([
    ['open: two hours from now', '2026-11-23T13:00:00Z', 2, '2026-11-23T12:00:00-03:00'],
    [
      'before opening: ready time stands if the store is open by then',
      '2026-11-23T10:00:00Z',
      2,
      '2026-11-23T09:00:00-03:00',
    ],
    ['ready before opening: at opening', '2026-11-23T08:00:00Z', 2, '2026-11-23T08:30:00-03:00'],
    ['ready after closing: next opening', '2026-11-23T23:30:00Z', 2, '2026-11-24T08:30:00-03:00'],
    ['closed Sunday: Monday morning', '2026-11-28T23:30:00Z', 2, '2026-11-30T08:30:00-03:00'],
    ['a day of transfer (Punta Arenas)', '2026-11-23T13:00:00Z', 24, '2026-11-24T10:00:00-03:00'],
  ])('%s', (_, iso, hours, expected) => {
    expect(pickupReadyAt(bigBox, hours, at(iso))).toBe(expected);
  });

  it('never opens: no promise', () => {
    expect(pickupReadyAt([null, null, null, null, null, null, null], 2, at('2026-11-23T13:00:00Z'))).toBeNull();
  });

  it('gives what the shopper reads through the spec rule: from 2 hours, tomorrow, later', () => {
    const clock = at('2026-11-23T13:00:00Z');
    expect(pickupMessage(pickupReadyAt(bigBox, 2, clock) ?? '', true, clock)?.key).toBe(
      'availability.pickup.fromTwoHours',
    );
    expect(pickupMessage(pickupReadyAt(bigBox, 24, clock) ?? '', true, clock)?.key).toBe(
      'availability.pickup.tomorrow',
    );
    const saturdayNight = at('2026-11-28T23:30:00Z');
    expect(pickupMessage(pickupReadyAt(bigBox, 2, saturdayNight) ?? '', true, saturdayNight)).toEqual({
      key: 'availability.pickup.later',
      params: { date: '2026-11-30' },
    });
  });
});

describe('hoursToday', () => {
  it('reads the day of the week in the zone', () => {
    expect(hoursToday(bigBox, at('2026-11-23T13:00:00Z'))).toEqual(['08:30', '21:00']);
    expect(hoursToday(bigBox, at('2026-11-29T13:00:00Z'))).toBeNull();
  });
});

describe('addDays', () => {
  it('adds calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
