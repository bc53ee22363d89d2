import type { Clock } from '../lib/availability';
import type { Tenant } from '../tenants/schema';

/*
 * A tenant's clock: its time zone is the tenant's (src/tenants/schema.ts `timeZone`), and this is
 * the one module that turns an instant into that zone's offset and wall time.
 */

/**
 * Where "now" comes from: services take the instant as a parameter (tests pass a fixed one);
 * only endpoints read the system clock, through this one function.
 */
export function currentInstant(): Date {
  return new Date();
}

/** One formatter per time zone: building one costs far more than using it (a few per process). */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** The last offset read per time zone, for its quarter hour: offsets change only on such bounds. */
const lastOffsets = new Map<string, { quarter: number; minutes: number }>();
const quarterHourMs = 15 * 60 * 1000;

/** UTC offset in minutes of a time zone at an instant ("GMT-03:00" → -180), daylight saving included. */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const quarter = Math.floor(instant.getTime() / quarterHourMs);
  const last = lastOffsets.get(timeZone);
  if (last?.quarter === quarter) return last.minutes;
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} (${name})`);
  const size = match[1] === undefined ? 0 : Number(match[2]) * 60 + Number(match[3]);
  const minutes = match[1] === '-' ? -size : size;
  lastOffsets.set(timeZone, { quarter, minutes });
  return minutes;
}

/** The clock of spec rules (src/lib/availability.ts) for a tenant at an instant. */
export function tenantClock(tenant: Pick<Tenant, 'timeZone'>, now: Date): Clock {
  return { now, utcOffsetMinutes: utcOffsetMinutes(tenant.timeZone, now) };
}

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** A tenant's wall clock at an instant, as store hours and shoppers' dates read it. */
export interface LocalTime {
  /** 0 is Monday, as opening hours are stored. */
  weekday: number;
  /** "YYYY-MM-DD" on the local calendar. */
  date: string;
  /** "HH:MM", 24-hour. */
  time: string;
  timeZone: string;
}

/** The wall-clock day and time at an instant in the tenant's time zone (daylight saving included). */
export function tenantLocalTime(tenant: Pick<Tenant, 'timeZone'>, now: Date): LocalTime {
  const shifted = new Date(now.getTime() + utcOffsetMinutes(tenant.timeZone, now) * 60_000).toISOString();
  return {
    weekday: (new Date(shifted).getUTCDay() + 6) % 7,
    date: shifted.slice(0, 10),
    time: shifted.slice(11, 16),
    timeZone: tenant.timeZone,
  };
}
