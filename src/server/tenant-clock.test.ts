import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { tenantClock, tenantLocalTime, utcOffsetMinutes } from './tenant-clock';

describe("a tenant's clock", () => {
  it.each([
    ['America/Santiago', '2026-11-23T12:00:00Z', -180],
    ['America/Santiago', '2026-07-01T12:00:00Z', -240],
    ['America/Mexico_City', '2026-07-01T12:00:00Z', -360],
    ['UTC', '2026-07-01T12:00:00Z', 0],
  ])('%s at %s is %i minutes from UTC', (zone, iso, offset) => {
    expect(utcOffsetMinutes(zone, new Date(iso))).toBe(offset);
  });

  it('reads each instant afresh, asked in any order (the last offset is kept per quarter hour only)', () => {
    const winter = new Date('2026-07-01T12:00:00Z');
    const summer = new Date('2026-11-23T12:00:00Z');
    expect([winter, summer, winter, winter, summer].map((at) => utcOffsetMinutes('America/Santiago', at))).toEqual([
      -240, -180, -240, -240, -180,
    ]);
  });

  it('gives each tenant the clock of its capital', () => {
    expect(tenantClock(getTenant('br'), new Date('2026-07-01T12:00:00Z')).utcOffsetMinutes).toBe(-180);
    expect(tenantClock(getTenant('pe'), new Date('2026-07-01T12:00:00Z')).utcOffsetMinutes).toBe(-300);
  });
});

describe('local time of a tenant', () => {
  // 2026-03-02 is a Monday. Chile keeps summer time (UTC-3) until April; Mexico has no DST since 2022.
  it.each([
    ['cl', '2026-03-02T03:30:00Z', 0, '2026-03-02', '00:30'],
    ['mx', '2026-03-02T03:30:00Z', 6, '2026-03-01', '21:30'],
    ['br', '2026-03-02T15:05:00Z', 0, '2026-03-02', '12:05'],
    ['cl', '2026-07-06T12:00:00Z', 0, '2026-07-06', '08:00'],
  ] as const)('%s at %s is weekday %i, %s %s', (tenant, instant, weekday, date, time) => {
    expect(tenantLocalTime(getTenant(tenant), new Date(instant))).toMatchObject({ weekday, date, time });
  });
});
