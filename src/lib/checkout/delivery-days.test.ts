import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookableDays, bookedDay, deliveryDays } from './delivery-days';

describe('the days a home delivery can be booked for', () => {
  it('start at the promise and skip Sundays after it', () => {
    // 2026-12-03 is a Thursday
    expect(deliveryDays('2026-12-03')).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
    // a promise on a Sunday stands
    expect(deliveryDays('2026-12-06', 2)).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('are always as many, in order, never before the promise and never a later Sunday', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const earliest = date.toISOString().slice(0, 10);
        const days = deliveryDays(earliest);
        expect(days).toHaveLength(bookableDays);
        expect(days[0]).toBe(earliest);
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        for (const later of days.slice(1)) expect(new Date(`${later}T00:00:00Z`).getUTCDay()).not.toBe(0);
      }),
    );
  });

  it('keep the chosen day while it is offered, else the earliest', () => {
    const offered = deliveryDays('2026-12-03');
    expect(bookedDay('2026-12-07', offered)).toBe('2026-12-07');
    expect(bookedDay('2026-12-06', offered)).toBe('2026-12-03');
    expect(bookedDay(null, offered)).toBe('2026-12-03');
    expect(bookedDay('2026-12-07', [])).toBeNull();
  });
});
